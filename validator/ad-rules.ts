/**
 * Rules of the specification that the catalogue's checker does not apply,
 * because they need judgement a documentation example never needs: the plate
 * a used vehicle must carry, what image URLs reveal, the one video that is
 * published, CEPs that cannot be placed, ids that exist only in a lookup.
 * Each rule runs only where the catalogue's checks passed for the same field,
 * so a reader never gets two findings for one mistake.
 */
import { findCategory } from "../ad-catalogue/categories";
import { isObject } from "../ad-catalogue/validate";
import { CELLPHONE_BRANDS, APPLE_MODEL_IDS, paramsFor } from "../ad-catalogue/params/index";
import { imageUrlFindings } from "./image-urls";
import type { Finding } from "./types";

export type RawFinding = Omit<Finding, "ad" | "line" | "column" | "docs">;


/** Brazilian plates: ABC1234 (old) or ABC1D23 (Mercosul). */
const PLATE = /^[A-Z]{3}\d[A-Z\d]\d{2}$/;

export function checkAdExtras(ad: unknown, channel: "api" | "json", path: string): RawFinding[] {
  if (!isObject(ad) || ad.operation === "delete") return [];
  const out: RawFinding[] = [];
  const at = (field: string) => (path ? `${path}.${field}` : field);
  const category = typeof ad.category === "number" ? findCategory(ad.category) : undefined;
  const params = isObject(ad.params) ? ad.params : {};
  const specs = category?.channels.includes(channel) ? paramsFor(category.code, channel) : [];

  // vehicle_tag: required for used vehicles, uppercase (the catalogue checks the case).
  const tagSpec = specs.find((p) => p.name === "vehicle_tag");
  if (tagSpec) {
    const tag = params.vehicle_tag;
    const zeroKm = params.zero_km;
    const mileage = typeof params.mileage === "number" ? params.mileage : 0;
    if (tag === undefined || tag === "") {
      if (zeroKm === "0" || (zeroKm !== "1" && mileage > 0)) {
        const why = zeroKm === "0" ? "`zero_km` = `\"0\"`" : `${mileage.toLocaleString("pt-BR")} km rodados`;
        out.push({ severity: "error", rule: "vehicle-tag.used", path: at("params.vehicle_tag"), message: `veículo usado (${why}) sem placa em \`vehicle_tag\``, fix: 'Envie a placa em maiúsculas, sem espaço nem hífen (ex.: `"ABC1D23"`); só veículos 0 km (`zero_km` = `"1"`) dispensam a placa.', code: "ERROR_VEHICLE_TAG_INVALID" });
      } else if (zeroKm !== "1") {
        out.push({ severity: "warning", rule: "vehicle-tag.unknown-condition", path: at("params.vehicle_tag"), message: "sem placa (`vehicle_tag`) e sem dizer se o veículo é 0 km", fix: 'Se o veículo é usado, envie a placa; se é novo, envie `zero_km` = `"1"`.', code: "ERROR_VEHICLE_TAG_INVALID" });
      }
    } else if (typeof tag === "string" && tag === tag.toUpperCase() && !PLATE.test(tag)) {
      const clean = tag.replace(/[\s-]/g, "");
      out.push({
        severity: "warning",
        rule: "vehicle-tag.format",
        path: at("params.vehicle_tag"),
        message: `\`vehicle_tag\` "${tag}" não tem o formato de placa (ABC1234 ou ABC1D23)`,
        fix: PLATE.test(clean) ? `Envie sem espaço nem hífen: \`"${clean}"\`.` : "Confira a placa: três letras, um dígito, uma letra ou dígito e mais dois dígitos.",
        code: "ERROR_VEHICLE_TAG_INVALID",
      });
    }
  }

  // Cellphone ids: the lookup is the source of truth; flag ids outside what the specification publishes.
  if (category?.code === 3060 && typeof params.electronics_brand === "string" && /^\d+$/.test(params.electronics_brand)) {
    const brand = params.electronics_brand;
    if (!CELLPHONE_BRANDS.some((b) => b.code === brand)) {
      out.push({ severity: "info", rule: "cellphone.brand-unpublished", path: at("params.electronics_brand"), message: `a marca \`${brand}\` não está entre os ids publicados (${CELLPHONE_BRANDS.map((b) => `${b.code} ${b.label}`).join(", ")})`, fix: "Confirme o id na consulta `cellphone_info`: ela é a fonte oficial." });
    }
    const model = params.electronics_model;
    if (brand === "2" && typeof model === "string" && /^\d+$/.test(model) && (Number(model) < APPLE_MODEL_IDS.min || Number(model) > APPLE_MODEL_IDS.max)) {
      out.push({ severity: "warning", rule: "cellphone.apple-model", path: at("params.electronics_model"), message: `modelo \`${model}\` fora dos ids de modelos da Apple (${APPLE_MODEL_IDS.min} a ${APPLE_MODEL_IDS.max})`, fix: `Consulte \`cellphone_info/2\` e use um id de ${APPLE_MODEL_IDS.min} a ${APPLE_MODEL_IDS.max} (\`${APPLE_MODEL_IDS.other}\` = Outro).` });
    }
  }

  // CEP: 8 digits, or the ad cannot be placed on the map.
  if (typeof ad.zipcode === "string" && /^\d+$/.test(ad.zipcode) && ad.zipcode.length !== 8) {
    out.push({ severity: "warning", rule: "zipcode.length", path: at("zipcode"), message: `CEP com ${ad.zipcode.length} dígitos (um CEP tem 8)`, fix: ad.zipcode.length < 8 ? `Confira se não faltam zeros à esquerda: \`"${ad.zipcode.padStart(8, "0")}"\`?` : "Envie os 8 dígitos do CEP.", code: "NO_REGION" });
  }

  // Images: what the URL alone tells (the catalogue checked count, duplicates and that they are URLs).
  if (Array.isArray(ad.images) && ad.images.every((u) => typeof u === "string" && /^https?:\/\//.test(u))) {
    (ad.images as string[]).forEach((url, i) => {
      for (const f of imageUrlFindings(url)) out.push({ ...f, path: at(`images[${i}]`) });
    });
  }

  // Videos: one is published; a list is expected.
  if ("videos" in ad) {
    if (typeof ad.videos === "string") {
      out.push({ severity: "warning", rule: "videos.not-list", path: at("videos"), message: "`videos` veio como texto, não como lista", fix: `Envie numa lista: \`"videos": ["${ad.videos}"]\`.` });
    } else if (Array.isArray(ad.videos) && ad.videos.length > 1) {
      out.push({ severity: "warning", rule: "videos.many", path: at("videos"), message: `${ad.videos.length} vídeos: só o primeiro é publicado`, fix: "Envie um vídeo só, o que deve aparecer no anúncio." });
    }
  }
  return out;
}
