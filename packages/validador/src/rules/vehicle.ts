/**
 * Rules about vehicles and cellphones that need more than one parameter or
 * knowledge outside a code table: the plate a used vehicle must carry and its
 * format, and cellphone ids beyond what the lookups publish. Each runs only
 * where the parameter checks passed for the same field, so a reader never
 * gets two findings for one mistake.
 */
import { APPLE_MODEL_IDS, CELLPHONE_BRANDS } from "../../../../domain/ad-catalogue/params/index";
import type { ParamSpec } from "../../../../domain/ad-catalogue/types";
import type { RuleFinding } from "../types";
import { finding } from "./shared";

export const PLATE_SHAPE = "Confira a placa: três letras, um dígito, uma letra ou dígito e mais dois dígitos, sem espaço nem hífen.";

/** Brazilian plates: ABC1234 (old) or ABC1D23 (Mercosul). */
const PLATE = /^[A-Z]{3}\d[A-Z\d]\d{2}$/;
const TAG_CODE = "ERROR_VEHICLE_TAG_INVALID";

/**
 * The plate as the validator accepts it (uppercase, no space nor hyphen), or
 * undefined when even that is not a plate: a fix never suggests a value that
 * would get a finding of its own.
 */
export function plateSuggestion(tag: string): string | undefined {
  const clean = tag.toUpperCase().replace(/[\s-]/g, "");
  return PLATE.test(clean) ? clean : undefined;
}

export function checkVehicleTag(specs: readonly ParamSpec[], params: Record<string, unknown>, at: (field: string) => string): RuleFinding[] {
  if (!specs.some((p) => p.name === "vehicle_tag")) return [];
  const path = at("params.vehicle_tag");
  const tag = params.vehicle_tag;
  const zeroKm = params.zero_km;
  const mileage = typeof params.mileage === "number" ? params.mileage : 0;
  if (tag === undefined || tag === "") {
    if (zeroKm === "0" || (zeroKm !== "1" && mileage > 0)) {
      const why = zeroKm === "0" ? '`zero_km` = `"0"`' : `${mileage.toLocaleString("pt-BR")} km rodados`;
      return [
        finding(
          "error",
          "vehicle-tag.used",
          path,
          `veículo usado (${why}) sem placa em \`vehicle_tag\``,
          'Envie a placa em maiúsculas, sem espaço nem hífen (ex.: `"ABC1D23"`); só veículos 0 km (`zero_km` = `"1"`) dispensam a placa.',
          TAG_CODE,
        ),
      ];
    }
    if (zeroKm !== "1")
      return [
        finding(
          "warning",
          "vehicle-tag.unknown-condition",
          path,
          "sem placa (`vehicle_tag`) e sem dizer se o veículo é 0 km",
          'Se o veículo é usado, envie a placa; se é novo, envie `zero_km` = `"1"`.',
          TAG_CODE,
        ),
      ];
    return [];
  }
  // Lowercase plates are refused by the parameter's pattern; here only the shape of an uppercase one.
  if (typeof tag === "string" && tag === tag.toUpperCase() && !PLATE.test(tag)) {
    const clean = plateSuggestion(tag);
    return [
      finding(
        "warning",
        "vehicle-tag.format",
        path,
        `\`vehicle_tag\` "${tag}" não tem o formato de placa (ABC1234 ou ABC1D23)`,
        clean ? `Envie sem espaço nem hífen: \`"${clean}"\`.` : PLATE_SHAPE,
        TAG_CODE,
      ),
    ];
  }
  return [];
}

/** Cellphone ids: the lookup is the source of truth; ids outside what it publishes are worth a look. */
export function checkCellphoneIds(params: Record<string, unknown>, at: (field: string) => string): RuleFinding[] {
  const out: RuleFinding[] = [];
  const brand = params.electronics_brand;
  if (typeof brand !== "string" || !/^\d+$/.test(brand)) return out;
  if (!CELLPHONE_BRANDS.some((b) => b.code === brand)) {
    out.push(
      finding(
        "info",
        "cellphone.brand-unpublished",
        at("params.electronics_brand"),
        `a marca \`${brand}\` não está entre os ids publicados (${CELLPHONE_BRANDS.map((b) => `${b.code} ${b.label}`).join(", ")})`,
        "Confirme o id na consulta `cellphone_info`: ela é a fonte oficial.",
      ),
    );
  }
  const model = params.electronics_model;
  if (brand === "2" && typeof model === "string" && /^\d+$/.test(model) && (Number(model) < APPLE_MODEL_IDS.min || Number(model) > APPLE_MODEL_IDS.max)) {
    out.push(
      finding(
        "warning",
        "cellphone.apple-model",
        at("params.electronics_model"),
        `modelo \`${model}\` fora dos ids de modelos da Apple (${APPLE_MODEL_IDS.min} a ${APPLE_MODEL_IDS.max})`,
        `Consulte \`cellphone_info/2\` e use um id de ${APPLE_MODEL_IDS.min} a ${APPLE_MODEL_IDS.max} (\`${APPLE_MODEL_IDS.other}\` = Outro).`,
      ),
    );
  }
  return out;
}
