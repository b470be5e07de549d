/** Agro and industry (12020 to 12180). Source: ad-import specification, "Agro params"; labels: code-tables.md §5. */
import type { ParamSpec, ParamValue } from "../types";
import { named, unlabelled } from "./shared";

const anvisaNumber: ParamSpec = {
  name: "anvisa_number",
  description: "Número de registro na Anvisa.",
  type: "numeric-string",
  required: false,
  notes: ["Opcional em agro e indústria: omita quando o item não tiver registro. Só dígitos."],
};

/** 12020, 12040, 12100, 12120, 12160: no specific parameter besides anvisa_number. */
export const AGRO_GENERIC_PARAMS: readonly ParamSpec[] = [anvisaNumber];

export const CONDITION_FULL_VALUES: ParamValue[] = named(["Novo", "Usado - Excelente", "Usado - Bom", "Recondicionado", "Com defeito"]);

export const AGRO_INDUSTRIAL_PARAMS: readonly ParamSpec[] = [
  {
    name: "condition_full",
    description: "Condição da máquina.",
    type: "code",
    required: true,
    values: CONDITION_FULL_VALUES,
  },
  anvisaNumber,
];

export const PRODUCTION_CATEGORY_VALUES: ParamValue[] = unlabelled([
  "café",
  "cana-de-açúcar",
  "cereais",
  "fibras e oleaginosas",
  "frutas, legumes e verduras",
  "flores e plantas",
  "apicultura",
]);

export const AGRO_RURAL_PARAMS: readonly ParamSpec[] = [
  {
    name: "production_category_type",
    description: "Tipo de produção.",
    type: "code",
    required: true,
    values: PRODUCTION_CATEGORY_VALUES,
  },
  anvisaNumber,
];
