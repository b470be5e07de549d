/**
 * Category codes and channels:
 *   ::category-codes                       every category: código, categoria, grupo, canais
 *   ::category-codes{group="autos"}        one group (also channel="json")
 *   ::category-summary{category="2020" channel="api"}   code, group, channels, required params, lookups
 *   ::channel-support                      which groups each channel accepts
 */
import {
  CATEGORIES,
  CHANNEL_LABELS,
  GROUPS,
  categoriesOf,
  deprecatedValues,
  getGroup,
  paramsFor,
  type Category,
  type Channel,
  type GroupId,
  type ParamSpec,
} from "../../../domain/ad-catalogue/index";
import { inline } from "../inline";
import { inlineCode, joinWith, link, table, text, type Phrasing } from "../mdast";
import type { DirectiveFamily } from "../registry";

function channelLinks(category: Category): Phrasing {
  return joinWith(
    category.channels.map((c) => {
      const label = c.toUpperCase();
      const page = category.pages[c];
      return page ? [link(page, [text(label)])] : [text(label)];
    }),
    ", ",
  );
}

const names = (params: ParamSpec[]) =>
  joinWith(
    params.map((p) => [inlineCode(p.name)]),
    ", ",
  );

export const CATEGORY_DIRECTIVES: DirectiveFamily = {
  "category-codes": {
    attributes: ["group", "channel"],
    render(d) {
      const channel = d.optionalChannel(["api", "json", "xml"]);
      let categories: Category[] = [...CATEGORIES];
      if (d.attributes.group) categories = categoriesOf(d.group(d.attributes.group).id);
      if (channel) categories = categories.filter((c) => c.channels.includes(channel));
      const rows = categories.map((c) => {
        const page = c.pages[channel ?? "api"] ?? c.pages.api;
        return [[inlineCode(String(c.code))], page ? [link(page, [text(c.name)])] : [text(c.name)], [text(getGroup(c.group).name)], channelLinks(c)];
      });
      return [table(["Código", "Categoria", "Grupo", "Canais"], rows)];
    },
  },

  "category-summary": {
    attributes: ["category", "channel"],
    required: ["category"],
    render(d) {
      const channel = d.channel(["api", "json"], "api");
      const category = d.categoryOn(d.attributes.category, channel);
      const group = getGroup(category.group);
      const params = paramsFor(category.code, channel);
      const required = params.filter((p) => p.required);
      const conditional = params.filter((p) => !p.required && p.requiredWhen);
      const lookups = params.filter((p) => p.lookup);
      const groupPage = group.pages[channel];
      const rows: Phrasing[][] = [
        [[text("Código ("), inlineCode("category"), text(")")], [inlineCode(String(category.code))]],
        [[text("Subcategoria")], [text(category.name)]],
        [[text("Grupo")], [groupPage ? link(groupPage, [text(group.name)]) : text(group.name)]],
        [[text("Canais")], channelLinks(category)],
        [[text("Parâmetros obrigatórios")], required.length ? names(required) : [text("Nenhum")]],
      ];
      if (conditional.length) {
        rows.push([
          [text("Obrigatórios em certas condições")],
          joinWith(
            conditional.map((p) => [inlineCode(p.name), text(" ("), ...inline(p.requiredWhen!), text(")")]),
            "; ",
          ),
        ]);
      }
      if (lookups.length) {
        const routes = [...new Set(lookups.map((p) => p.lookup!.route))];
        rows.push([
          [text("Ids de consulta")],
          [
            ...names(lookups),
            text(" — "),
            ...joinWith(
              routes.map((r) => [link(r, [text("consulta de modelos")])]),
              ", ",
            ),
          ],
        ]);
      }
      const deprecated = deprecatedValues({ categories: [category.code], channel });
      if (deprecated.length) {
        rows.push([
          [text("Valores descontinuados ou com mudança anunciada")],
          joinWith(
            deprecated.map((e) => [inlineCode(e.param), text(" = "), inlineCode(e.code)]),
            ", ",
          ),
        ]);
      }
      return [table(["Item", "Valor"], rows)];
    },
  },

  "channel-support": {
    attributes: [],
    render() {
      const cell = (groupId: GroupId, channel: Channel): Phrasing => {
        const group = getGroup(groupId);
        const all = categoriesOf(groupId);
        const accepted = all.filter((c) => c.channels.includes(channel));
        if (!accepted.length) return [text("Não")];
        const page = group.pages[channel];
        const yes = page ? link(page, [text("Sim")]) : text("Sim");
        if (accepted.length === all.length) return [yes];
        const missing = all.filter((c) => !c.channels.includes(channel));
        return [
          yes,
          text(", exceto "),
          ...joinWith(
            missing.map((c) => [text(`${c.name.toLowerCase()} (`), inlineCode(String(c.code)), text(")")]),
            " e ",
          ),
        ];
      };
      const rows = GROUPS.map((g) => [[text(g.name)], cell(g.id, "api"), cell(g.id, "json"), cell(g.id, "xml")]);
      return [table(["Grupo", CHANNEL_LABELS.api, CHANNEL_LABELS.json, CHANNEL_LABELS.xml], rows)];
    },
  },
};
