/**
 * adsInfo, the ad's data in a delivered lead:
 *   ::lead-fields{category="2040"}    every field a lead of the category may carry, with what the import does otherwise
 *   ::lead-fields{group="geral"}      one section of the overview, with the categories that carry each field
 *                                     (groups: geral, veiculo, carros, motos, caminhoes)
 */
import {
  LEAD_CATEGORY_TAGS,
  LEAD_FIELDS,
  LEAD_FIELD_GROUPS,
  importPageOf,
  isLeadCategory,
  leadFieldOverview,
  leadFieldsOf,
  type LeadCategory,
  type LeadFieldGroup,
  type ParamSpec,
} from "../../../domain/ad-catalogue/index";
import { inline } from "../inline";
import { br, inlineCode, join, link, table, text, type Phrasing } from "../mdast";
import type { DirectiveFamily } from "../registry";
import { receivedValueLine, typeLabel, valuesCell } from "../values";

function leadValuesCell(param: ParamSpec, lookups: { label?: string; lookup: NonNullable<ParamSpec["lookup"]> }[]): Phrasing[] {
  if (lookups.length)
    return lookups.map(({ label, lookup }) => [
      text(label ? `${label}: id da consulta ` : "Id da consulta "),
      link(lookup.route, [inlineCode(lookup.endpoint)]),
    ]);
  if (param.type === "code" || param.type === "codes") return (param.values ?? []).map(receivedValueLine);
  return [valuesCell(param)];
}

const differencesLine = (prefix: Phrasing, differences: readonly string[]): Phrasing[] =>
  differences.length ? [[...prefix, ...inline(`${differences.join("; ")}.`)]] : [];

export const LEAD_DIRECTIVES: DirectiveFamily = {
  "lead-fields": {
    attributes: ["category", "group"],
    render(d) {
      const { category, group } = d.attributes;
      if ((category === undefined) === (group === undefined)) d.fail('give category="2020|2060|2040" or group="..." (one of them)');
      if (category !== undefined) {
        if (!isLeadCategory(category)) d.fail(`category ${category} has no adsInfo in leads (only 2020, 2060 and 2040)`);
        const code = Number(category) as LeadCategory;
        const importLink = () => link(importPageOf(code), [text("importação")]);
        const rows = leadFieldsOf(code).map(({ param, importDifferences }) => [
          [inlineCode(param.name)],
          [text(typeLabel(param))],
          inline(param.description),
          join(
            [
              ...leadValuesCell(param, param.lookup ? [{ lookup: param.lookup }] : []),
              ...differencesLine([text("Na "), importLink(), text(", a categoria ")], importDifferences),
            ],
            br,
          ),
        ]);
        return [table(["Campo", "Tipo", "Significado", "Valores"], rows)];
      }
      if (!Object.hasOwn(LEAD_FIELD_GROUPS, group!)) d.fail(`unknown group "${group}" (known: ${Object.keys(LEAD_FIELD_GROUPS).join(", ")})`);
      const rows = LEAD_FIELDS.filter((f) => f.group === (group as LeadFieldGroup)).map((field) => {
        const { param, lookups, importDifferences } = leadFieldOverview(field);
        const lookupLines = lookups.map(({ categories, lookup }) => ({
          label: lookups.length > 1 ? categories.map((c) => LEAD_CATEGORY_TAGS[c]).join(", ") : undefined,
          lookup,
        }));
        return [
          [inlineCode(param.name)],
          [text(typeLabel(param))],
          [text(field.categories.map((c) => LEAD_CATEGORY_TAGS[c]).join(", "))],
          inline(param.description),
          join([...leadValuesCell(param, lookupLines), ...differencesLine([text("Na importação de ")], importDifferences)], br),
        ];
      });
      return [table(["Campo", "Tipo", "Categorias", "Significado", "Valores"], rows)];
    },
  },
};
