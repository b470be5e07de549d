/**
 * Shapes of the ad catalogue: categories, common ad fields, category
 * parameters and the XML real-estate feed. Pure data types: no browser or
 * Node dependency, so the same catalogue can run in a payload validator in
 * the browser.
 */

/** The three ways of sending ads to the marketplace. */
export type Channel = "api" | "json" | "xml";

export const CHANNEL_LABELS: Record<Channel, string> = {
  api: "API",
  json: "Arquivo JSON",
  xml: "Arquivo XML",
};

/** Verticals of the marketplace, as grouped by the documentation. */
export type GroupId = "agro" | "autoparts" | "autos" | "real_estate" | "electronics";

export interface Group {
  id: GroupId;
  /** pt-BR name. */
  name: string;
  /** Channels that accept at least one category of the group. */
  channels: readonly Channel[];
  /** Home page of the group per channel (absolute .html route). */
  pages: Partial<Record<Channel, string>>;
}

export interface Category {
  /** Subcategory code: the value of the ad's `category` field. */
  code: number;
  /** pt-BR name. */
  name: string;
  group: GroupId;
  channels: readonly Channel[];
  /** Page documenting the category per channel (absolute .html route). */
  pages: Partial<Record<Channel, string>>;
}

/** A value marked as no longer accepted, and what to send instead. */
export interface Deprecation {
  /** Error code the marketplace answers with, when the specification names one. */
  error?: string;
  /** pt-BR: what to send instead. */
  replacement: string;
}

export interface ParamValue {
  /** Code as sent in the ad (always a string). */
  code: string;
  /** pt-BR label, as the marketplace names the value. */
  label?: string;
  /**
   * No source gives a pt-BR label for this code: tables say "sem rótulo
   * documentado" once. `meaning` then holds what the code stands for, when
   * the marketplace describes it without naming it.
   */
  unlabelled?: true;
  meaning?: string;
  /** Short pt-BR remark shown after the label (inline markdown), e.g. a label two codes share. */
  note?: string;
  /** The value is no longer accepted. */
  deprecated?: Deprecation;
  /** A change announced for this value, still accepted today (pt-BR). */
  announced?: string;
}

/**
 * How a parameter is written in the ad:
 * - code: one code from the enumeration, as a string ("1");
 * - codes: array of codes as strings (["1", "5"]);
 * - year: a year as a string, or one of the band codes;
 * - integer: a JSON number without decimals;
 * - numeric-string: digits in a string ("70"); numbers are also seen in examples;
 * - string: free text.
 */
export type ParamType = "code" | "codes" | "year" | "integer" | "numeric-string" | "string";

export const PARAM_TYPE_LABELS: Record<ParamType, string> = {
  code: "string (código)",
  codes: "array de strings (códigos)",
  year: "string (ano)",
  integer: "integer",
  "numeric-string": "string numérica",
  string: "string",
};

export interface Lookup {
  /** Lookup name as the marketplace calls it (car_info, moto_info, cellphone_info...). */
  name: string;
  /** Endpoint path, without host. */
  endpoint: string;
  /** Documentation page of the lookup. */
  route: string;
}

export interface ParamSpec {
  name: string;
  /** pt-BR: what the parameter means. */
  description: string;
  type: ParamType;
  required: boolean;
  /** pt-BR: condition under which an optional parameter becomes mandatory. */
  requiredWhen?: string;
  /** Accepted codes (for code, codes and the bands of year). */
  values?: readonly ParamValue[];
  /**
   * The values as the lead descriptions (adsInfo of a delivered lead) list
   * them, when that list differs from the import's: a lead can carry codes
   * the import no longer accepts, or name a code differently.
   */
  leadValues?: readonly ParamValue[];
  /**
   * The parameter exists for the category but its values are not published:
   * any non-empty value passes the catalogue check. No parameter is in this
   * case today; the checker (validate.ts) still honours the flag.
   */
  valuesUnpublished?: boolean;
  /** year: first accepted year and, when the specification gives one, the last. */
  years?: { min: number; max?: number };
  /** integer and numeric-string: bounds, when known. */
  min?: number;
  max?: number;
  /** Value must match this pattern (JavaScript RegExp source). */
  pattern?: string;
  /** pt-BR description of the pattern, for tables and error messages. */
  patternLabel?: string;
  /** Ids come from a lookup and cannot be listed. */
  lookup?: Lookup;
  /**
   * Ids already known (e.g. cellphone brands) while the lookup stays the
   * source of truth: shown on the page, not used to refuse other ids.
   */
  knownValues?: readonly ParamValue[];
  /** pt-BR heading of the known ids when they cover only part of the lookup (e.g. "Apple (marca `2`)"). */
  knownValuesScope?: string;
  /** pt-BR notes shown with the parameter (inline markdown: `code`, **bold**, [link](/x.html)). */
  notes?: readonly string[];
  /** Only these channels accept the parameter (default: every channel of the category). */
  channels?: readonly Channel[];
  /** Per-channel replacement of some properties (e.g. truck JSON file). */
  overrides?: Partial<Record<Channel, Partial<Omit<ParamSpec, "name" | "overrides">>>>;
}

/** One common ad field (id, subject, price...). */
export interface FieldSpec {
  name: string;
  /** pt-BR meaning. */
  description: string;
  /** Type as written in the payload. */
  type: string;
  /** Channels where the field exists. */
  channels: readonly ("api" | "json")[];
  /** Required per channel; a string is a pt-BR condition ("desde 05/08/2025"). */
  required: Partial<Record<"api" | "json", boolean | string>>;
  /** Validation rules, pt-BR, inline markdown. */
  rules: readonly string[];
  /** Accepted values with meaning, when the field is an enumeration. */
  values?: readonly ParamValue[];
}

/** A tag of the XML real-estate feed. */
export interface XmlTag {
  /** Path under Imovel, e.g. "CodigoImovel" or "Fotos/Foto/URLArquivo". */
  path: string;
  description: string;
  type: string;
  required: boolean;
  /** Subtypes where the tag applies; absent = every subtype. */
  subtypes?: readonly XmlSubtypeId[];
  /** Subtypes where the tag is required (when only some). */
  requiredFor?: readonly XmlSubtypeId[];
  /** Limits and precedence rules, pt-BR, inline markdown. */
  rules: readonly string[];
  /** Maximum length in characters. */
  maxLength?: number;
  /** Inclusive integer range. */
  range?: { min: number; max: number };
  /** Values with their labels, when the tag takes a code (e.g. QtdDormitorios, the apartment flags). */
  values?: readonly ParamValue[];
}

export type XmlSubtypeId = "apartment" | "house" | "land" | "commercial";

/** One SubTipoImovel value the marketplace accepts, and the type it shows in the listing title. */
export interface XmlSubtypeValue {
  value: string;
  /** The type shown in the ad's title (several values share one). */
  title: string;
}

export interface XmlSubtype {
  id: XmlSubtypeId;
  /** pt-BR name of the subtype family. */
  name: string;
  /** Category code the ads land in. */
  category: number;
  /** Every accepted SubTipoImovel value with the listing title it produces, grouped by title. */
  accepted: readonly XmlSubtypeValue[];
  /** The accepted SubTipoImovel values alone (`accepted` without titles). */
  values: readonly string[];
  /** The listing titles, in the order of `accepted`. */
  titles: readonly string[];
  route: string;
}
