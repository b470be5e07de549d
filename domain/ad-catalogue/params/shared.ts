/**
 * Parameters and value lists shared by several categories, written once.
 * Codes and meanings come from the ad-import specification; the pt-BR labels
 * are the ones the marketplace gives each code (see
 * shared/spec/code-tables.md). Where the specification and the published
 * tables disagree, the specification wins and a note says the other reading.
 */
import { codeRangesText } from "../code-ranges";
import type { Lookup, ParamSpec, ParamValue } from "../types";

/** Codes "1".."n" (or from..to) with the given labels, in order. */
export function named(labels: readonly string[], from = 1): ParamValue[] {
  return labels.map((label, i) => ({ code: String(from + i), label }));
}

/** Codes "1".."n" with no pt-BR label anywhere; `meanings` say what each code stands for. */
export function unlabelled(meanings: readonly string[], from = 1): ParamValue[] {
  return meanings.map((meaning, i) => ({ code: String(from + i), unlabelled: true, meaning }));
}

/** The same list without some codes (a category that does not take them). */
export const without = (values: readonly ParamValue[], ...codes: string[]): ParamValue[] => values.filter((v) => !codes.includes(v.code));

/**
 * The lead descriptions list this parameter differently: keep their list and
 * say so in one sentence (the codes they carry, and the ones they name
 * otherwise or that the import does not have).
 */
export function withLeadValues(param: ParamSpec, leadValues: readonly ParamValue[]): ParamSpec {
  const differing = leadValues.filter((lead) => {
    const imported = param.values?.find((v) => v.code === lead.code);
    return !imported || imported.label !== lead.label;
  });
  const named = differing.map((v) => `\`${v.code}\` = ${v.label}`);
  const detail = named.length ? `, com ${named.join(", ")}` : "";
  const sentence = `Na descrição de leads, \`${param.name}\` vai de ${codeRangesText(leadValues.map((v) => v.code))}${detail}.`;
  return { ...param, leadValues, notes: [...(param.notes ?? []), sentence] };
}

export const LOOKUPS: Record<"car" | "moto" | "cubiccms" | "cellphone", Lookup> = {
  car: { name: "car_info", endpoint: "/autoupload/car_info", route: "/anuncio/api/autos/car_models.html" },
  moto: { name: "moto_info", endpoint: "/autoupload/moto_info", route: "/anuncio/api/autos/car_models.html" },
  cubiccms: { name: "moto_cubiccms_info", endpoint: "/autoupload/moto_cubiccms_info", route: "/anuncio/api/autos/car_models.html" },
  cellphone: { name: "cellphone_info", endpoint: "/autoupload/cellphone_info", route: "/anuncio/api/electronics/cellphone_models.html" },
};

export const YES_NO: readonly ParamValue[] = named(["Sim", "Não"]);

/** A yes/no parameter: `1` = Sim, `2` = Não. */
export const yesNo = (name: string, description: string): ParamSpec => ({ name, description, type: "code", required: false, values: YES_NO });

/** regdate bands: five-year bands for vehicles older than 1980, labelled as the marketplace labels them. */
export const REGDATE_BANDS: readonly ParamValue[] = [
  { code: "1975", label: "Entre 1975 e 1980" },
  { code: "1970", label: "Entre 1970 e 1975" },
  { code: "1965", label: "Entre 1965 e 1970" },
  { code: "1960", label: "Entre 1960 e 1965" },
  { code: "1955", label: "Entre 1955 e 1960" },
  { code: "1950", label: "1950 ou anterior" },
];

export const REGDATE_NOTE = 'Para veículos de 1980 em diante, envie o ano exato (ex.: `"2019"`); para os mais antigos, envie o código da faixa de cinco anos.';

export function regdate(required: boolean, years: { min: number; max?: number }, notes: string[] = []): ParamSpec {
  return {
    name: "regdate",
    description: "Ano do modelo.",
    type: "year",
    required,
    years,
    values: REGDATE_BANDS,
    notes: [REGDATE_NOTE, ...notes],
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

export const CARCOLOR_VALUES: readonly ParamValue[] = named(["Preto", "Branco", "Prata", "Vermelho", "Cinza", "Azul", "Amarelo", "Verde", "Laranja", "Outras"]);

export const carcolor = (description = "Cor."): ParamSpec => ({
  name: "carcolor",
  description,
  type: "code",
  required: false,
  values: CARCOLOR_VALUES,
});

export const exchange: ParamSpec = yesNo("exchange", "Aceita troca.");
export const owner: ParamSpec = yesNo("owner", "Único dono.");

/** Gearbox of cars, buses and trucks; motorcycles take the first three. */
export const GEARBOX_VALUES: readonly ParamValue[] = named(["Manual", "Automático", "Semi-Automático", "Automatizado"]);

export const gearbox = (values: readonly ParamValue[] = GEARBOX_VALUES): ParamSpec => ({
  name: "gearbox",
  description: "Câmbio.",
  type: "code",
  required: false,
  values,
});

/** Fuel of cars, buses, trucks and boats (motorcycles number theirs differently). */
export const VEHICLE_FUEL_VALUES: readonly ParamValue[] = named(["Gasolina", "Álcool", "Flex", "Gás Natural", "Diesel", "Híbrido", "Elétrico"]);

/** Car fuel list: 4 (natural gas) is no longer accepted for cars. */
export const CAR_FUEL_VALUES: readonly ParamValue[] = VEHICLE_FUEL_VALUES.map((v) =>
  v.code === "4"
    ? { ...v, deprecated: { error: "ERROR_FUEL_4_DEPRECATED", replacement: "envie o combustível de fábrica e informe o kit gás em `gnv_kit` = `1`" } }
    : v,
);

export const fuel = (values: readonly ParamValue[], required = false, notes?: string[]): ParamSpec => ({
  name: "fuel",
  description: "Combustível.",
  type: "code",
  required,
  values,
  notes,
});

/** Steering as the lead descriptions list it: 1 to 4, 4 = Assistida. */
export const LEAD_STEERING_VALUES: readonly ParamValue[] = named(["Hidráulica", "Elétrica", "Mecânica", "Assistida"]);

/** Steering on import: 4 (Assistida) is no longer accepted. */
export const STEERING_VALUES: readonly ParamValue[] = [...without(LEAD_STEERING_VALUES, "4"), { code: "5", label: "Eletro-hidráulica" }];

export const STEERING_WITH_ASSISTED_VALUES: readonly ParamValue[] = [
  ...STEERING_VALUES.slice(0, 3),
  { code: "4", label: "Assistida", deprecated: { replacement: "escolha outro tipo de direção: `1`, `2`, `3` ou `5`" } },
  ...STEERING_VALUES.slice(3),
];

export const carSteering = (values: readonly ParamValue[]): ParamSpec => ({
  name: "car_steering",
  description: "Tipo de direção.",
  type: "code",
  required: false,
  values,
});

const FINANCIAL_LABELS = ["Financiado", "IPVA Pago", "Com multas", "De leilão"];

/** financial for cars and motorcycles: an array; 1 (financed) is no longer accepted. */
export const FINANCIAL_VALUES: readonly ParamValue[] = named(FINANCIAL_LABELS).map((v) =>
  v.code === "1" ? { ...v, deprecated: { error: "ERROR_FINANCIAL_INVALID", replacement: "informe o financiamento em `financial_status` = `2`" } } : v,
);

/** financial for buses and trucks: 1 is still accepted; the marketplace announced it will stop. */
export const ANNOUNCED_FINANCIAL_VALUES: readonly ParamValue[] = named(FINANCIAL_LABELS).map((v) =>
  v.code === "1" ? { ...v, announced: "deixará de ser aceito; informe o financiamento em `financial_status` = `2`" } : v,
);

export const financial = (values: readonly ParamValue[] = FINANCIAL_VALUES, notes?: string[]): ParamSpec => ({
  name: "financial",
  description: "Situação financeira e documental do veículo.",
  type: "codes",
  required: false,
  values,
  notes,
});

export const financialStatus: ParamSpec = {
  name: "financial_status",
  description: "Situação de quitação.",
  type: "code",
  required: false,
  values: named(["Quitado", "Financiado"]),
};

/** Ids that come from a lookup: they cannot be listed here. */
export function lookupParam(name: string, description: string, lookup: Lookup, notes: string[] = [], required = true): ParamSpec {
  return {
    name,
    description,
    type: "code",
    required,
    lookup,
    notes: [`O id vem da consulta \`${lookup.name}\` ([consulta de modelos](${lookup.route})); envie como string.`, ...notes],
  };
}

export const VEHICLE_ID_NOTE =
  "Use sempre ids atuais: os ids de marca, modelo e versão foram equalizados em 25/09/2025, e anúncios com ids desatualizados são recusados (as categorias de erro prováveis estão em [Marcas, modelos e versões](/anuncio/api/autos/car_models.html)).";
