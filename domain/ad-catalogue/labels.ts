/**
 * Every enumerated code of the catalogue in one list, with where it lives:
 * category parameters (their values, the ids published for a lookup and the
 * lists of the lead descriptions), the common fields, the XML feed's
 * SubTipoImovel values and tag values. The label test and the content
 * benchmark walk it, so a code added anywhere is counted and checked.
 */
import { CATEGORIES, getGroup } from "./categories";
import { COMMON_FIELDS, LEAD_AD_TYPES } from "./common-fields";
import { PARAMS_BY_CATEGORY } from "./params/index";
import type { ParamValue } from "./types";
import { XML_SUBTYPES, XML_TAGS } from "./xml-real-estate";

export interface CatalogueCode {
  /** Group of codes as the pages group them: a vertical, the common fields or the XML feed. */
  family: string;
  /** The list the code belongs to, e.g. "fuel (2020)" or "SubTipoImovel (house)". */
  list: string;
  value: ParamValue;
}

/** True when the code carries its pt-BR label or the explicit "no documented label" mark. */
export const isLabelled = (value: ParamValue) => Boolean(value.label?.trim()) || value.unlabelled === true;

export function catalogueCodes(): CatalogueCode[] {
  const out: CatalogueCode[] = [];
  const add = (family: string, list: string, values: readonly ParamValue[] | undefined) => {
    for (const value of values ?? []) out.push({ family, list, value });
  };
  for (const category of CATEGORIES) {
    const family = getGroup(category.group).name;
    for (const param of PARAMS_BY_CATEGORY[category.code]) {
      const list = `${param.name} (${category.code})`;
      add(family, list, param.values);
      add(family, `${list}, ids publicados`, param.knownValues);
      add(family, `${list}, leads`, param.leadValues);
      for (const [channel, override] of Object.entries(param.overrides ?? {})) add(family, `${list}, ${channel}`, override?.values);
    }
  }
  for (const field of COMMON_FIELDS) add("Campos comuns", field.name, field.values);
  add("Campos comuns", "adsInfo.type (leads)", LEAD_AD_TYPES);
  for (const subtype of XML_SUBTYPES) {
    add(
      "XML de imóveis",
      `SubTipoImovel (${subtype.id})`,
      subtype.accepted.map((a) => ({ code: a.value, label: a.title })),
    );
  }
  for (const tag of XML_TAGS) add("XML de imóveis", tag.path, tag.values);
  return out;
}

export interface LabelCount {
  family: string;
  labelled: number;
  total: number;
  /** Lists with codes marked "sem rótulo documentado". */
  unlabelledLists: string[];
}

/**
 * Labelled codes per family. A list shared by several categories (the
 * regdate bands, carcolor...) counts once per family: the figure is about
 * distinct codes a reader can look up, not about repetitions.
 */
export function labelCounts(codes: readonly CatalogueCode[] = catalogueCodes()): LabelCount[] {
  const families = new Map<string, { seen: Set<string>; labelled: number; unlabelledLists: Set<string> }>();
  for (const { family, list, value } of codes) {
    const entry = families.get(family) ?? { seen: new Set<string>(), labelled: 0, unlabelledLists: new Set<string>() };
    families.set(family, entry);
    const key = `${list.replace(/ \(.*$/, "")}|${value.code}|${value.label ?? value.meaning ?? ""}`;
    if (entry.seen.has(key)) continue;
    entry.seen.add(key);
    if (value.label?.trim()) entry.labelled++;
    else entry.unlabelledLists.add(list.replace(/ \(.*$/, ""));
  }
  return [...families].map(([family, e]) => ({ family, labelled: e.labelled, total: e.seen.size, unlabelledLists: [...e.unlabelledLists] }));
}
