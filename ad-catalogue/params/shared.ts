/**
 * Parameters and value lists shared by several categories, written once.
 * Every list comes from the ad-import specification; where the specification
 * gives only a range of codes, the values carry no label (`unnamed`).
 */
import type { Lookup, ParamSpec, ParamValue } from "../types";

/** Codes "1".."n" (or from..to) with the given labels, in order. */
export function named(labels: readonly string[], from = 1): ParamValue[] {
  return labels.map((label, i) => ({ code: String(from + i), label }));
}

/** Codes from..to without labels: the specification gives only the range. */
export function range(from: number, to: number): ParamValue[] {
  const out: ParamValue[] = [];
  for (let i = from; i <= to; i++) out.push({ code: String(i) });
  return out;
}

export const UNNAMED_NOTE =
  "A especificação publica só o intervalo de códigos, sem o significado de cada um: confirme o significado com o suporte de integração antes de mapear.";

export const LOOKUPS = {
  car: { name: "car_info", endpoint: "/autoupload/car_info", route: "/anuncio/api/autos/car_models.html" },
  moto: { name: "moto_info", endpoint: "/autoupload/moto_info", route: "/anuncio/api/autos/car_models.html" },
  cubiccms: { name: "moto_cubiccms_info", endpoint: "/autoupload/moto_cubiccms_info", route: "/anuncio/api/autos/car_models.html" },
  cellphone: { name: "cellphone_info", endpoint: "/autoupload/cellphone_info", route: "/anuncio/api/electronics/cellphone_models.html" },
} satisfies Record<string, Lookup>;

export const YES_NO: readonly ParamValue[] = named(["Sim", "Não"]);

/** regdate bands: five-year bands for vehicles older than 1980. */
export const REGDATE_BANDS: readonly ParamValue[] = [
  { code: "1975", label: "1975 a 1979" },
  { code: "1970", label: "1970 a 1974" },
  { code: "1965", label: "1965 a 1969" },
  { code: "1960", label: "1960 a 1964" },
  { code: "1955", label: "1955 a 1959" },
  { code: "1950", label: "1950 ou anterior" },
];

export function regdate(required: boolean, years: { min: number; max?: number }, notes: string[] = []): ParamSpec {
  return {
    name: "regdate",
    description: "Ano do modelo.",
    type: "year",
    required,
    years,
    values: REGDATE_BANDS,
    notes: [
      "Para veículos de 1980 em diante, envie o ano exato (ex.: `\"2019\"`); para os mais antigos, envie o código da faixa de cinco anos.",
      ...notes,
    ],
  };
}

export function mileage(required: boolean): ParamSpec {
  return {
    name: "mileage",
    description: "Quilometragem.",
    type: "integer",
    required,
    min: 0,
    notes: ["Número inteiro em km, sem pontos nem aspas (ex.: `45000`)."],
  };
}

export const CARCOLOR_VALUES: readonly ParamValue[] = named([
  "Preto", "Branco", "Prata", "Vermelho", "Cinza", "Azul", "Amarelo", "Verde", "Laranja", "Outra",
]);

export const carcolor = (description = "Cor."): ParamSpec => ({
  name: "carcolor",
  description,
  type: "code",
  required: false,
  values: CARCOLOR_VALUES,
});

export const exchange: ParamSpec = {
  name: "exchange",
  description: "Aceita troca.",
  type: "code",
  required: false,
  values: YES_NO,
};

export const owner: ParamSpec = {
  name: "owner",
  description: "Único dono.",
  type: "code",
  required: false,
  values: YES_NO,
};

/** Car fuel list: 4 (natural gas) is deprecated for cars. */
export const CAR_FUEL_VALUES: readonly ParamValue[] = [
  { code: "1", label: "Gasolina" },
  { code: "2", label: "Etanol" },
  { code: "3", label: "Flex" },
  {
    code: "4",
    label: "Gás natural",
    deprecated: {
      error: "ERROR_FUEL_4_DEPRECATED",
      replacement: "envie o combustível de fábrica e informe o kit gás em `gnv_kit` = `1`",
    },
  },
  { code: "5", label: "Diesel" },
  { code: "6", label: "Híbrido" },
  { code: "7", label: "Elétrico" },
];

/** Truck fuel list: the specification lists 4 (natural gas) without deprecating it. */
export const TRUCK_FUEL_VALUES: readonly ParamValue[] = named([
  "Gasolina", "Álcool", "Flex", "Gás natural", "Diesel", "Híbrido", "Elétrico",
]);

export const STEERING_VALUES: readonly ParamValue[] = [
  { code: "1", label: "Hidráulica" },
  { code: "2", label: "Elétrica" },
  { code: "3", label: "Mecânica" },
  { code: "5", label: "Eletro-hidráulica" },
];

export const carSteering = (notes?: string[]): ParamSpec => ({
  name: "car_steering",
  description: "Tipo de direção.",
  type: "code",
  required: false,
  values: STEERING_VALUES,
  notes: ["Não existe o código `4`.", ...(notes ?? [])],
});

/** financial for vehicles: an array; 1 (financed) is no longer accepted. */
export const FINANCIAL_VALUES: readonly ParamValue[] = [
  {
    code: "1",
    label: "Financiado",
    deprecated: { error: "ERROR_FINANCIAL_INVALID", replacement: "informe o financiamento em `financial_status` = `2`" },
  },
  { code: "2", label: "IPVA pago" },
  { code: "3", label: "Com multas" },
  { code: "4", label: "De leilão" },
];

export const financial = (notes?: string[]): ParamSpec => ({
  name: "financial",
  description: "Situação financeira e documental do veículo.",
  type: "codes",
  required: false,
  values: FINANCIAL_VALUES,
  notes,
});

export const financialStatus: ParamSpec = {
  name: "financial_status",
  description: "Situação de quitação.",
  type: "code",
  required: false,
  values: [
    { code: "1", label: "Quitado" },
    { code: "2", label: "Financiado" },
  ],
};

/** Ids that come from a lookup: they cannot be listed here. */
export function lookupParam(name: string, description: string, lookup: Lookup, notes: string[] = [], required = true): ParamSpec {
  return {
    name,
    description,
    type: "code",
    required,
    lookup,
    notes: [
      `O id vem da consulta \`${lookup.name}\` ([consulta de modelos](${lookup.route})); envie como string.`,
      ...notes,
    ],
  };
}

export const VEHICLE_ID_NOTE =
  "Use sempre ids atuais: anúncios com ids desatualizados são recusados (`ERROR_VEHICLE_BRAND_INVALID`, `ERROR_VEHICLE_MODEL_INVALID`, `ERROR_VEHICLE_VERSION_INVALID`). Os ids de marca, modelo e versão foram equalizados em 25/09/2025.";

/** Notes for parameters the specification lists without values for this category. */
export const valuesFrom = (where: string) =>
  `A especificação lista este parâmetro para a categoria sem repetir os valores; eles seguem a tabela de ${where}.`;
