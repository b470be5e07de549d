/**
 * Category parameters:
 *   ::param-table{category="2020" channel="api"}            parameters of a category
 *   ::param-table{category="2020" channel="api" params="regdate,fuel"}   only some of them
 *       (notes="false" leaves out the list of notes under the table)
 *   ::param-values{category="2020" param="fuel" channel="api"}           one enumeration
 */
import { channelDifferences, getParam, paramsFor, type Category, type Channel, type ParamSpec } from "../../../domain/ad-catalogue/index";
import { inline } from "../inline";
import { aside, inlineCode, list, paragraph, strong, table, text, type Phrasing } from "../mdast";
import type { DirectiveFamily } from "../registry";
import { NO_LABEL, requiredCell, typeLabel, valueCode, valueStatus, valueWords, valuesCell } from "../values";

const paramRow = (param: ParamSpec): Phrasing[] => [
  [inlineCode(param.name)],
  [text(typeLabel(param))],
  requiredCell(param.required, param.requiredWhen),
  inline(param.description),
  valuesCell(param),
];

function paramNotes(params: ParamSpec[]) {
  const items = params.filter((p) => p.notes?.length).map((p) => [inlineCode(p.name), text(": "), ...inline(p.notes!.join(" "))]);
  if (!items.length) return [];
  return [paragraph([strong([text("Observações sobre os parâmetros")])]), list(items)];
}

function differencesAside(category: Category, channel: Channel) {
  const diffs = channelDifferences(category.code);
  if (!diffs.length) return [];
  const here = channel === "api" ? "a API" : "o arquivo JSON";
  const other = channel === "api" ? "No arquivo JSON" : "Na API";
  return [
    aside("warning", "Diferenças entre API e arquivo JSON", [
      paragraph([text(`Esta tabela vale para ${here}. ${other}, a mesma categoria tem diferenças:`)]),
      list(diffs.map(inline)),
    ]),
  ];
}

export const PARAM_DIRECTIVES: DirectiveFamily = {
  "param-table": {
    attributes: ["category", "channel", "params", "notes"],
    required: ["category"],
    render(d) {
      const channel = d.channel(["api", "json"], "api");
      const category = d.categoryOn(d.attributes.category, channel);
      const only = d.list("params");
      const params = only.length ? only.map((name) => d.check(() => getParam(category.code, name, channel))) : paramsFor(category.code, channel);
      return [
        table(["Parâmetro", "Tipo", "Obrigatório", "Significado", "Valores aceitos"], params.map(paramRow)),
        ...(d.attributes.notes !== "false" ? paramNotes(params) : []),
        ...(only.length ? [] : differencesAside(category, channel)),
      ];
    },
  },

  "param-values": {
    attributes: ["category", "channel", "param"],
    required: ["category", "param"],
    render(d) {
      const category = d.category(d.attributes.category);
      const channel = d.channel(["api", "json"], "api");
      const param = d.check(() => getParam(category.code, d.attributes.param, channel));
      const values = param.values?.length ? param.values : param.knownValues;
      if (!values?.length) return d.fail(`param "${param.name}" of category ${category.code} has no enumeration`);
      const rows = values.map((v) => {
        const status = valueStatus(v);
        return [[valueCode(v)], [...valueWords(v), ...(status.length ? [text(" "), ...status] : [])]];
      });
      const meaning = values.some((v) => v.unlabelled) ? `Significado (${NO_LABEL})` : "Significado";
      return [table(["Código", meaning], rows)];
    },
  },
};
