/** Agro and industry (12020 to 12180). Source: ad-import specification, "Agro params". */
import type { ParamSpec } from "../types";
import { named } from "./shared";

export const ANVISA_NOTE =
  "A especificação lista `anvisa_number` entre os parâmetros de agro sem dizer a quais subcategorias se aplica; é opcional: omita quando não houver registro.";

const anvisaNumber: ParamSpec = {
  name: "anvisa_number",
  description: "Número de registro na Anvisa.",
  type: "numeric-string",
  required: false,
  notes: [ANVISA_NOTE, "Só dígitos."],
};

/** 12020, 12040, 12100, 12120, 12160: no specific parameter besides anvisa_number. */
export const AGRO_GENERIC_PARAMS: readonly ParamSpec[] = [anvisaNumber];

export const CONDITION_FULL_VALUES = named(["Novo", "Usado, em ótimo estado", "Usado, em bom estado", "Recondicionado", "Com defeito"]);

export const AGRO_INDUSTRIAL_PARAMS: readonly ParamSpec[] = [
  {
    name: "condition_full",
    description: "Estado da máquina.",
    type: "code",
    required: true,
    values: CONDITION_FULL_VALUES,
  },
  anvisaNumber,
];

export const PRODUCTION_CATEGORY_VALUES = named([
  "Café",
  "Cana-de-açúcar",
  "Cereais",
  "Fibras e oleaginosas",
  "Frutas, legumes e verduras",
  "Flores e plantas",
  "Apicultura",
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
