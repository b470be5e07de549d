/**
 * adsInfo: the ad's data a delivered lead carries for cars (2020),
 * motorcycles (2060) and trucks (2040). Most of its fields are the category's
 * import parameters, so their codes and labels come from the same entries
 * (the lead descriptions' own list, `leadValues`, where it differs); the
 * rest (title, price, plate ending...) exist only in the lead and are
 * written here. The lead pages, the lead webhook's schema and /openapi.json
 * all read this list.
 */
import { LEAD_AD_TYPES } from "./common-fields";
import { codeRangesText } from "./code-ranges";
import { getCategory } from "./categories";
import { REGDATE_BANDS, getParam } from "./params/index";
import type { ParamSpec, ParamValue } from "./types";

export const LEAD_CATEGORIES = [2020, 2060, 2040] as const;
export type LeadCategory = (typeof LEAD_CATEGORIES)[number];

/** One-letter tags of the overview table: C = carros, M = motos, T = caminhões. */
export const LEAD_CATEGORY_TAGS: Record<LeadCategory, string> = { 2020: "C", 2060: "M", 2040: "T" };

/** The sections of the overview page, in order. */
export const LEAD_FIELD_GROUPS = {
  geral: "Dados gerais",
  veiculo: "Identificação do veículo",
  carros: "Carros",
  motos: "Motos",
  caminhoes: "Caminhões",
} as const;
export type LeadFieldGroup = keyof typeof LEAD_FIELD_GROUPS;

export interface LeadField {
  name: string;
  group: LeadFieldGroup;
  /** Categories whose leads may carry the field. */
  categories: readonly LeadCategory[];
  /** A field that is not an import parameter: written here. Otherwise the category's `api` parameter is read. */
  own?: ParamSpec;
}

/** A field of one category as the lead carries it, with what differs from the import of that category. */
export interface LeadFieldView {
  field: LeadField;
  param: ParamSpec;
  /** What the import of the category does otherwise, each said with the import as subject ("também aceita `4` (Automatizado)"; inline markdown). */
  importDifferences: string[];
}

const ALL: readonly LeadCategory[] = LEAD_CATEGORIES;
const own = (name: string, description: string, type: ParamSpec["type"], extra: Partial<ParamSpec> = {}): ParamSpec => ({
  name,
  description,
  type,
  required: false,
  ...extra,
});
const fromImport = (name: string, group: LeadFieldGroup, categories: readonly LeadCategory[]): LeadField => ({ name, group, categories });

/** The plate's last digit, as the code minus one (`1` = final 0 ... `10` = final 9). */
const END_TAG_VALUES: readonly ParamValue[] = Array.from({ length: 10 }, (_, digit) => ({ code: String(digit + 1), label: `final ${digit}` }));

export const LEAD_FIELDS: readonly LeadField[] = [
  { name: "subject", group: "geral", categories: ALL, own: own("subject", "Título do anúncio.", "string") },
  { name: "body", group: "geral", categories: ALL, own: own("body", "Descrição do anúncio; quebras de linha como `\\n`.", "string") },
  {
    name: "type",
    group: "geral",
    categories: ALL,
    own: own("type", "Tipo de negócio, por extenso (na importação, `s` ou `u`).", "code", { values: LEAD_AD_TYPES }),
  },
  { name: "price", group: "geral", categories: ALL, own: own("price", "Preço em reais, sem centavos.", "integer") },
  { name: "zipcode", group: "geral", categories: ALL, own: own("zipcode", "CEP do anúncio.", "numeric-string") },
  // A lead tells the year of the vehicle advertised: no upper bound of the import's applies to it.
  { name: "regdate", group: "geral", categories: ALL, own: own("regdate", "Ano do veículo.", "year", { years: { min: 1980 }, values: REGDATE_BANDS }) },
  fromImport("mileage", "geral", ALL),
  fromImport("gearbox", "geral", ALL),
  fromImport("fuel", "geral", ALL),
  fromImport("exchange", "geral", ALL),
  fromImport("owner", "geral", ALL),
  fromImport("financial", "geral", ALL),
  fromImport("financial_status", "geral", ALL),
  fromImport("vehicle_brand", "veiculo", [2020, 2060]),
  fromImport("vehicle_model", "veiculo", [2020, 2060]),
  fromImport("vehicle_version", "veiculo", [2020, 2060]),
  fromImport("vehicle_tag", "veiculo", [2020]),
  {
    name: "end_tag",
    group: "veiculo",
    categories: [2020],
    own: own("end_tag", "Final da placa: o código é o último dígito mais um.", "code", { values: END_TAG_VALUES }),
  },
  fromImport("cubiccms", "veiculo", [2060]),
  fromImport("owner_manual", "carros", [2020]),
  fromImport("dealership_review", "carros", [2020]),
  fromImport("extra_key", "carros", [2020]),
  fromImport("gnv_kit", "carros", [2020]),
  fromImport("warranty", "carros", [2020]),
  fromImport("car_features", "carros", [2020]),
  fromImport("doors", "carros", [2020]),
  fromImport("car_steering", "carros", [2020, 2040]),
  fromImport("motorpower", "carros", [2020]),
  fromImport("cartype", "carros", [2020]),
  fromImport("carcolor", "carros", [2020, 2060]),
  fromImport("moto_features", "motos", [2060]),
  fromImport("mototype", "motos", [2060]),
  fromImport("trucktype", "caminhoes", [2040]),
  fromImport("truck_features", "caminhoes", [2040]),
];

export function isLeadCategory(code: number | string): code is LeadCategory {
  return (LEAD_CATEGORIES as readonly number[]).includes(Number(code));
}

const codeWith = (v: ParamValue) => `\`${v.code}\`${v.label ? ` (${v.label})` : ""}`;
const list = (values: readonly ParamValue[]) => values.map(codeWith).join(", ");

/**
 * Where the import of the category lists the codes otherwise than the lead:
 * codes only the import takes, codes it names otherwise, codes it no longer
 * takes, and a deprecation the import has only announced.
 */
function importDifferences(lead: readonly ParamValue[], imported: readonly ParamValue[]): string[] {
  const find = (code: string) => imported.find((v) => v.code === code);
  const onlyImport = imported.filter((v) => !lead.some((l) => l.code === v.code) && !v.deprecated);
  const renamed = lead.filter((l) => find(l.code) && find(l.code)!.label !== l.label);
  const onlyLead = lead.filter((l) => !find(l.code));
  const noLonger = lead.filter((l) => find(l.code)?.deprecated && !l.deprecated);
  const announced = lead.filter((l) => l.deprecated && find(l.code)?.announced);
  const out: string[] = [];
  if (renamed.length) out.push(`chama ${renamed.map((l) => `\`${l.code}\` de ${find(l.code)!.label}`).join(", ")}`);
  if (onlyLead.length) out.push(`não tem ${codeRangesText(onlyLead.map((v) => v.code))}`);
  if (noLonger.length) out.push(`não aceita mais ${list(noLonger)}`);
  if (announced.length) out.push(`ainda aceita ${list(announced)} — a mudança foi anunciada, mas ainda não vale`);
  if (onlyImport.length) out.push(`também aceita ${list(onlyImport)}`);
  return out;
}

/** The field as a lead of this category carries it. */
function leadFieldView(field: LeadField, category: LeadCategory): LeadFieldView {
  if (!field.categories.includes(category)) throw new Error(`adsInfo.${field.name} is not sent for category ${category}`);
  if (field.own) return { field, param: field.own, importDifferences: [] };
  const imported = getParam(category, field.name, "api");
  const { leadValues, overrides: _overrides, channels: _channels, notes: _notes, requiredWhen: _when, ...rest } = imported;
  const param: ParamSpec = { ...rest, required: false, values: leadValues ?? imported.values };
  return { field, param, importDifferences: leadValues ? importDifferences(leadValues, imported.values ?? []) : [] };
}

/** Every field a lead of this category may carry, in the order of the overview page (LEAD_FIELDS is in group order). */
export function leadFieldsOf(category: LeadCategory): LeadFieldView[] {
  return LEAD_FIELDS.filter((f) => f.categories.includes(category)).map((f) => leadFieldView(f, category));
}

/** The import page of a lead category, where its codes are documented in full. */
export const importPageOf = (category: LeadCategory): string => getCategory(category).pages.api!;

const CATEGORY_WORDS: Record<LeadCategory, string> = { 2020: "carros", 2060: "motos", 2040: "caminhões" };
const categoryWords = (categories: readonly LeadCategory[]) =>
  categories
    .map((c) => CATEGORY_WORDS[c])
    .join(", ")
    .replace(/, ([^,]*)$/, " e $1");

/** A field over every category that carries it: the overview table's row. */
export interface LeadFieldOverview {
  field: LeadField;
  /** One list of values; a code only some categories carry, or deprecated in only some, says which in its note. */
  param: ParamSpec;
  /** Lookups per category, when the ids come from a lookup (cars and motorcycles have one each). */
  lookups: { categories: readonly LeadCategory[]; lookup: NonNullable<ParamSpec["lookup"]> }[];
  /** The same, per group of categories: "carros e caminhões: também aceita ..." (inline markdown). */
  importDifferences: string[];
}

export function leadFieldOverview(field: LeadField): LeadFieldOverview {
  const views = field.categories.map((category) => ({ category, ...leadFieldView(field, category) }));
  const carried = (code: string) => views.filter((v) => v.param.values?.some((x) => x.code === code)).map((v) => v.category);
  const merged = new Map<string, ParamValue>();
  for (const view of views) {
    for (const value of view.param.values ?? []) {
      const seen = merged.get(value.code);
      if (seen && seen.label !== value.label)
        throw new Error(
          `adsInfo.${field.name}: code ${value.code} is "${seen.label}" in one category and "${value.label}" in another; the overview cannot merge them`,
        );
      if (!seen) merged.set(value.code, value);
    }
  }
  const values = [...merged.values()].map((value): ParamValue => {
    const by = carried(value.code);
    const deprecatedIn = views.filter((v) => v.param.values?.find((x) => x.code === value.code)?.deprecated).map((v) => v.category);
    const notes = [
      by.length < views.length ? `só em ${categoryWords(by)}` : undefined,
      deprecatedIn.length && deprecatedIn.length < by.length ? `descontinuado em ${categoryWords(deprecatedIn)}` : undefined,
    ].filter(Boolean);
    const { deprecated, ...rest } = value;
    const keepDeprecated = deprecatedIn.length === by.length ? { deprecated } : {};
    return { ...rest, ...keepDeprecated, ...(notes.length ? { note: notes.join("; ") } : {}) };
  });
  const lookups: LeadFieldOverview["lookups"] = [];
  for (const view of views) {
    const lookup = view.param.lookup;
    if (!lookup) continue;
    const same = lookups.find((l) => l.lookup.endpoint === lookup.endpoint);
    if (same) same.categories = [...same.categories, view.category];
    else lookups.push({ categories: [view.category], lookup });
  }
  const differences = new Map<string, LeadCategory[]>();
  for (const view of views) {
    const said = view.importDifferences.join("; ");
    if (said) differences.set(said, [...(differences.get(said) ?? []), view.category]);
  }
  const { lookup: _lookup, ...first } = views[0].param;
  return {
    field,
    param: { ...first, values: values.length ? values : undefined },
    lookups,
    importDifferences: [...differences].map(([text, categories]) => `${categoryWords(categories)}: ${text}`),
  };
}
