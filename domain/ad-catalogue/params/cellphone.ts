/** Cellphones and smartphones (3060). Source: ad-import specification, "Cellphone (3060) params"; labels: code-tables.md §6. */
import type { ParamSpec, ParamValue } from "../types";
import { LOOKUPS, lookupParam, named, unlabelled } from "./shared";

/** Brand ids as the cellphone_info lookup names them; the lookup remains the source of truth. */
export const CELLPHONE_BRANDS = [
  { code: "2", label: "APPLE" },
  { code: "3", label: "SAMSUNG" },
  { code: "4", label: "XIAOMI" },
  { code: "5", label: "MOTOROLA" },
  { code: "6", label: "LENOVO" },
  { code: "7", label: "LG" },
  { code: "8", label: "ASUS" },
  { code: "9", label: "SONY" },
  { code: "10", label: "HUAWEI" },
  { code: "11", label: "INFINIX" },
] as const;

/** Apple model ids run 1 to 34; 25 is "other". */
export const APPLE_MODEL_IDS = { min: 1, max: 34, other: "25" } as const;

/** Apple's models as cellphone_info/2 names them (the only brand whose list is published). */
export const APPLE_MODELS: ParamValue[] = named([
  "IPHONE 11",
  "IPHONE 11 PRO",
  "IPHONE 11 PRO MAX",
  "IPHONE 12",
  "IPHONE 12 MINI",
  "IPHONE 12 PRO",
  "IPHONE 12 PRO MAX",
  "IPHONE 13",
  "IPHONE 13 MINI",
  "IPHONE 13 PRO",
  "IPHONE 13 PRO MAX",
  "IPHONE 6",
  "IPHONE 6 PLUS",
  "IPHONE 6S",
  "IPHONE 6S PLUS",
  "IPHONE 7",
  "IPHONE 7 PLUS",
  "IPHONE 8",
  "IPHONE 8 PLUS",
  "IPHONE SE 2020",
  "IPHONE X",
  "IPHONE XR",
  "IPHONE XS",
  "IPHONE XS MAX",
  "OUTROS",
  "IPHONE 14",
  "IPHONE 14 PLUS",
  "IPHONE 14 PRO",
  "IPHONE 14 PRO MAX",
  "IPHONE 15",
  "IPHONE 15 PLUS",
  "IPHONE 15 PRO",
  "IPHONE 15 PRO MAX",
  "IPHONE SE 2022",
]);

/** Storage sizes: the values are unit strings, shown as written. */
export const CELLPHONE_STORAGE_VALUES: ParamValue[] = named(["512MB", "1GB", "2GB", "4GB", "8GB", "16GB", "32GB", "64GB", "128GB", "256GB", "512GB", "1TB"]);

export const ELECTRONICS_CONDITION_VALUES: ParamValue[] = unlabelled(["novo", "usado, excelente", "usado, bom", "recondicionado", "usado, com defeito"]);

export const BATTERY_HEALTH_VALUES: ParamValue[] = unlabelled([
  "perfeita, 95% a 100%",
  "boa, 80% a 94%",
  "razoável, 60% a 79%",
  "ruim, 40% a 59%",
  "muito ruim, abaixo de 39%",
]);

export const ELECTRONICS_COLOR_VALUES: ParamValue[] = unlabelled([
  "preto",
  "prata",
  "branco",
  "verde",
  "amarelo",
  "vermelho",
  "rosa",
  "dourado",
  "azul",
  "cinza",
  "laranja",
  "roxo",
  "bronze",
  "outra",
]);

const CELLPHONE_LOOKUP_LINK = "[consulta de modelos de celular](/anuncio/api/electronics/cellphone_models.html)";

export const CELLPHONE_PARAMS: readonly ParamSpec[] = [
  {
    ...lookupParam("electronics_brand", "Marca do celular.", LOOKUPS.cellphone),
    knownValues: CELLPHONE_BRANDS,
    notes: [
      `O id vem da consulta \`cellphone_info\` (${CELLPHONE_LOOKUP_LINK}); envie como string.`,
      "Ids de marca já publicados: veja a lista; a consulta continua sendo a fonte oficial.",
    ],
  },
  {
    ...lookupParam("electronics_model", "Modelo do celular.", { ...LOOKUPS.cellphone, endpoint: "/autoupload/cellphone_info/{brand_id}" }),
    knownValues: APPLE_MODELS,
    knownValuesScope: "Apple (marca `2`)",
    notes: [
      `O id vem da consulta \`cellphone_info/{brand_id}\` (${CELLPHONE_LOOKUP_LINK}); envie como string.`,
      "Só a lista da Apple (`2`) é publicada, com ids de `1` a `34` (`25` = OUTROS); os modelos das outras marcas vêm da consulta.",
    ],
  },
  {
    name: "electronics_condition",
    description: "Estado do aparelho.",
    type: "code",
    required: true,
    values: ELECTRONICS_CONDITION_VALUES,
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
