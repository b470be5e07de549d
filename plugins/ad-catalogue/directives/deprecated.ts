/**
 * Values no longer accepted, and announced changes:
 *   ::deprecated-values{group="autos" channel="api"}        (or category="2020,2060"; channel optional)
 */
import { categoriesOf, deprecatedValues, type DeprecatedEntry } from "../../../domain/ad-catalogue/index";
import { inline } from "../inline";
import { badge, del, inlineCode, joinWith, paragraph, table, text } from "../mdast";
import type { DirectiveFamily } from "../registry";

/** One row per (param, code, kind, replacement), with the categories and channels that share it. */
function rowsOf(entries: DeprecatedEntry[]) {
  const rows = new Map<string, { entry: DeprecatedEntry; categories: Set<number>; channels: Set<string> }>();
  for (const entry of entries) {
    const key = `${entry.param}|${entry.code}|${entry.kind}|${entry.replacement}`;
    const row = rows.get(key) ?? { entry, categories: new Set(), channels: new Set() };
    row.categories.add(entry.category);
    row.channels.add(entry.channel);
    rows.set(key, row);
  }
  return [...rows.values()];
}

export const DEPRECATED_DIRECTIVES: DirectiveFamily = {
  "deprecated-values": {
    attributes: ["group", "category", "channel"],
    render(d) {
      const channel = d.optionalChannel(["api", "json"]);
      let codes: number[] | undefined;
      if (d.attributes.category) codes = d.list("category").map((c) => d.category(c).code);
      else if (d.attributes.group) codes = categoriesOf(d.group(d.attributes.group).id).map((c) => c.code);
      const entries = deprecatedValues({ categories: codes, channel });
      if (!entries.length) return [paragraph([text("Nenhum valor descontinuado nesta seleção.")])];
      const rows = rowsOf(entries).map(({ entry: e, categories, channels }) => [
        [inlineCode(e.param)],
        [e.kind === "deprecated" ? del([inlineCode(e.code)]) : inlineCode(e.code), ...(e.label ? [text(" "), ...inline(e.label)] : [])],
        [
          ...joinWith(
            [...categories].map((c) => [inlineCode(String(c))]),
            ", ",
          ),
          text(` (${[...channels].map((c) => c.toUpperCase()).join(", ")})`),
        ],
        [e.kind === "deprecated" ? badge("Descontinuado", "deprecated") : badge("Mudança anunciada", "info")],
        e.error ? [inlineCode(e.error)] : [text(e.kind === "deprecated" ? "Não informado" : "Ainda aceito")],
        inline(e.replacement),
      ]);
      return [table(["Parâmetro", "Valor", "Categorias", "Situação", "Erro devolvido", "O que enviar"], rows)];
    },
  },
};
