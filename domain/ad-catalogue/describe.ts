/**
 * What the codes of an ad mean: each enumerated parameter of `params` with
 * the catalogue values it uses. The examples' legends show it; a validator
 * report can too.
 */
import { paramsFor } from "./params/index";
import type { Channel, ParamValue } from "./types";

export interface DescribedParam {
  name: string;
  values: ParamValue[];
}

/**
 * The parameters of `params` whose codes the catalogue names, in the order
 * of `params`. Free text, numbers, years and lookup ids without published
 * names are left out; so are ids published only for part of a lookup (Apple
 * models), since they depend on another parameter.
 */
export function describeParams(category: number, channel: Exclude<Channel, "xml">, params: Readonly<Record<string, unknown>>): DescribedParam[] {
  const specs = paramsFor(category, channel);
  const out: DescribedParam[] = [];
  for (const [name, value] of Object.entries(params)) {
    const spec = specs.find((p) => p.name === name);
    const known = spec?.values ?? (spec?.knownValuesScope ? undefined : spec?.knownValues);
    if (!known) continue;
    const codes = (Array.isArray(value) ? value : [value]).map(String);
    const values = codes.flatMap((code) => known.find((v) => v.code === code) ?? []);
    if (values.length) out.push({ name, values });
  }
  return out;
}
