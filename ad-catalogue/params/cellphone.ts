/** Cellphones and smartphones (3060). Source: ad-import specification, "Cellphone (3060) params". */
import type { ParamSpec } from "../types";
import { LOOKUPS, lookupParam, named } from "./shared";

/** Brand ids published by the specification; the lookup remains the source of truth. */
export const CELLPHONE_BRANDS = [
  { code: "2", label: "Apple" },
  { code: "3", label: "Samsung" },
  { code: "4", label: "Xiaomi" },
  { code: "5", label: "Motorola" },
  { code: "6", label: "Lenovo" },
  { code: "7", label: "LG" },
  { code: "8", label: "Asus" },
  { code: "9", label: "Sony" },
  { code: "10", label: "Huawei" },
  { code: "11", label: "Infinix" },
] as const;

/** Apple model ids run 1 to 34; 25 is "other". Names of the others come from the lookup. */
export const APPLE_MODEL_IDS = { min: 1, max: 34, other: "25" } as const;

export const CELLPHONE_STORAGE_VALUES = named([
  "512 MB", "1 GB", "2 GB", "4 GB", "8 GB", "16 GB", "32 GB", "64 GB", "128 GB", "256 GB", "512 GB", "1 TB",
]);

export const BATTERY_HEALTH_VALUES = named([
  "Perfeita (95% a 100%)",
  "Boa (80% a 94%)",
  "Razoável (60% a 79%)",
  "Ruim (40% a 59%)",
  "Muito ruim (abaixo de 39%)",
]);

export const ELECTRONICS_COLOR_VALUES = named([
  "Preto", "Prata", "Branco", "Verde", "Amarelo", "Vermelho", "Rosa", "Dourado", "Azul", "Cinza", "Laranja", "Roxo", "Bronze", "Outra",
]);

export const CELLPHONE_PARAMS: readonly ParamSpec[] = [
  {
    ...lookupParam("electronics_brand", "Marca do celular.", LOOKUPS.cellphone),
    knownValues: CELLPHONE_BRANDS,
    notes: [
      "O id vem da consulta `cellphone_info` ([consulta de modelos de celular](/anuncio/api/electronics/cellphone_models.html)); envie como string.",
      "Ids de marca já publicados: veja a lista; a consulta continua sendo a fonte oficial.",
    ],
  },
  {
    ...lookupParam("electronics_model", "Modelo do celular.", { ...LOOKUPS.cellphone, endpoint: "/autoupload/cellphone_info/{brand_id}" }),
    notes: [
      "O id vem da consulta `cellphone_info/{brand_id}` ([consulta de modelos de celular](/anuncio/api/electronics/cellphone_models.html)); envie como string.",
      "Apple (`2`): modelos com ids de `1` a `34`, sendo `25` = Outro. Os nomes dos modelos vêm da consulta.",
    ],
  },
  {
    name: "electronics_condition",
    description: "Estado do aparelho.",
    type: "code",
    required: true,
    values: named(["Novo", "Usado, em ótimo estado", "Usado, em bom estado", "Recondicionado", "Usado, com defeito"]),
  },
  {
    name: "cellphone_storage",
    description: "Memória interna.",
    type: "code",
    required: false,
    values: CELLPHONE_STORAGE_VALUES,
  },
  {
    name: "electronics_battery_health",
    description: "Saúde da bateria.",
    type: "code",
    required: false,
    values: BATTERY_HEALTH_VALUES,
  },
  {
    name: "electronics_color",
    description: "Cor.",
    type: "code",
    required: false,
    values: ELECTRONICS_COLOR_VALUES,
  },
];
