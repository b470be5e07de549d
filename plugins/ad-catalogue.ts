/**
 * Remark plugin that renders the ad catalogue (ad-catalogue/) into pages at
 * build time, so a code or a value is written once and pages cannot drift.
 * Leaf directives become real mdast (GFM tables, lists, code blocks), which
 * the search index reads like any other content.
 *
 *   ::category-codes                       every category: código, categoria, grupo, canais
 *   ::category-codes{group="autos"}        one group (also channel="json")
 *   ::category-summary{category="2020" channel="api"}      code, group, channels, required params, lookups
 *   ::channel-support                      which groups each channel accepts
 *   ::common-fields{channel="api"}         common ad fields (api | json)
 *   ::param-table{category="2020" channel="api"}            parameters of a category
 *   ::param-table{category="2020" channel="api" params="regdate,fuel"}   only some of them
 *       (notes="false" leaves out the list of notes under the table)
 *   ::param-values{category="2020" param="fuel" channel="api"}           one enumeration
 *   ::deprecated-values{group="autos" channel="api"}        deprecated and announced values
 *   ::example-ad{category="2020" channel="api"}             ```json: API envelope or JSON file array
 *   ::example-ad{category="1020,1040" channel="json"}       several ads in one example
 *       (token="..." replaces SEU_ACCESS_TOKEN in the API envelope)
 *   ::xml-tags                              tags common to every Imovel
 *   ::xml-tags{subtype="apartment"}         every tag of a subtype (only="specific": just its own)
 *   ::xml-subtypes                          SubTipoImovel values per subtype (subtype="house": one)
 *   ::xml-example                           complete XML feed (subtypes="apartment,house")
 *
 * A directive of this family with an unknown name, an unknown attribute, an
 * unknown category, parameter or subtype throws an Error naming the line.
 */
import { visit, SKIP } from "unist-util-visit";
import {
  CATEGORIES,
  CHANNEL_LABELS,
  COMMON_FIELDS,
  GROUPS,
  PARAM_TYPE_LABELS,
  XML_COMMON_TAGS,
  XML_SUBTYPES,
  categoriesOf,
  channelDifferences,
  deprecatedValues,
  exampleEnvelope,
  exampleJsonFile,
  exampleXmlFeed,
  getCategory,
  getGroup,
  getParam,
  getXmlSubtype,
  isXmlTagRequired,
  paramsFor,
  prettyJson,
  xmlSpecificTags,
  xmlTagsFor,
  type Category,
  type Channel,
  type FieldSpec,
  type ParamSpec,
  type ParamValue,
  type XmlSubtypeId,
  type XmlTag,
} from "../ad-catalogue/index";

type Node = any;

/* ------------------------------------------------------------ mdast helpers */

const text = (value: string): Node => ({ type: "text", value });
const code = (value: string): Node => ({ type: "inlineCode", value });
const strong = (children: Node[]): Node => ({ type: "strong", children });
const del = (children: Node[]): Node => ({ type: "delete", children });
const br = (): Node => ({ type: "break" });
const link = (url: string, children: Node[]): Node => ({ type: "link", url, children });
const paragraph = (children: Node[]): Node => ({ type: "paragraph", children });
const list = (items: Node[][]): Node => ({
  type: "list",
  ordered: false,
  spread: false,
  children: items.map((children) => ({ type: "listItem", spread: false, children: [paragraph(children)] })),
});
const badge = (label: string, kind: "deprecated" | "new" | "info"): Node => ({
  type: "emphasis",
  data: { hName: "span", hProperties: { className: ["badge", `badge-${kind}`] } },
  children: [text(label)],
});

/** Joins groups of phrasing nodes with a separator (a node or text). */
function join(parts: Node[][], separator: () => Node): Node[] {
  return parts.flatMap((p, i) => (i === 0 ? p : [separator(), ...p]));
}

/**
 * The small inline markdown used by the catalogue's notes: `code`,
 * **bold** and [text](/route.html). Anything else stays text.
 */
export function inline(source: string): Node[] {
  const out: Node[] = [];
  const pattern = /`([^`]+)`|\*\*([^*]+)\*\*|\[([^\]]+)\]\(([^)\s]+)\)/g;
  let last = 0;
  for (const m of source.matchAll(pattern)) {
    if (m.index! > last) out.push(text(source.slice(last, m.index)));
    if (m[1] !== undefined) out.push(code(m[1]));
    else if (m[2] !== undefined) out.push(strong(inline(m[2])));
    else out.push(link(m[4], inline(m[3])));
    last = m.index! + m[0].length;
  }
  if (last < source.length) out.push(text(source.slice(last)));
  return out;
}

function table(headers: string[], rows: Node[][][]): Node {
  const row = (cells: Node[][]) => ({ type: "tableRow", children: cells.map((children) => ({ type: "tableCell", children })) });
  return {
    type: "table",
    align: headers.map(() => null),
    children: [row(headers.map((h) => [text(h)])), ...rows.map(row)],
  };
}

/** An admonition like the portal's :::info, built directly (portal directives already ran). */
function aside(kind: "info" | "warning" | "tip", title: string, children: Node[]): Node {
  return {
    type: "blockquote",
    data: { hName: "aside", hProperties: { className: ["admonition", `admonition-${kind}`], role: "note", "aria-label": title } },
    children: [
      { type: "paragraph", data: { hName: "p", hProperties: { className: ["admonition-title"] } }, children: [text(title)] },
      ...children,
    ],
  };
}

/* ------------------------------------------------------------ values */

/** "1", "2", "3", "5" → `1` a `3`, `5` */
function codeRanges(codes: string[]): Node[] {
  const numeric = codes.every((c) => /^\d+$/.test(c));
  if (!numeric) return join(codes.map((c) => [code(c)]), () => text(", "));
  const nums = codes.map(Number);
  const parts: Node[][] = [];
  for (let i = 0; i < nums.length; ) {
    let j = i;
    while (j + 1 < nums.length && nums[j + 1] === nums[j] + 1) j++;
    if (j - i >= 2) parts.push([code(String(nums[i])), text(" a "), code(String(nums[j]))]);
    else for (let k = i; k <= j; k++) parts.push([code(String(nums[k]))]);
    i = j + 1;
  }
  return join(parts, () => text(", "));
}

function deprecatedLine(value: ParamValue): Node[] {
  const d = value.deprecated!;
  return [
    del([code(value.code)]),
    ...(value.label ? [text(` ${value.label} `)] : [text(" ")]),
    badge("Descontinuado", "deprecated"),
    ...(d.error ? [text(" "), code(d.error)] : []),
    text(" — "),
    ...inline(d.replacement),
  ];
}

function valueLine(value: ParamValue): Node[] {
  if (value.deprecated) return deprecatedLine(value);
  const line: Node[] = [code(value.code), text(" = "), text(value.label ?? "")];
  if (value.announced) line.push(text(" "), badge("Mudança anunciada", "info"), text(" "), ...inline(value.announced));
  return line;
}

function valuesCell(param: ParamSpec): Node[] {
  if (param.lookup) {
    const parts: Node[][] = [
      [text("Id da consulta "), link(param.lookup.route, [code(param.lookup.endpoint)])],
    ];
    if (param.knownValues?.length) {
      parts.push([strong([text("Ids publicados:")])]);
      for (const v of param.knownValues) parts.push(valueLine(v));
    }
    return join(parts, br);
  }
  if (param.valuesUnpublished) return [text("Valores não publicados na especificação (veja as observações).")];
  switch (param.type) {
    case "integer":
      return [text(`Número inteiro${param.min !== undefined ? ` (mínimo ${param.min})` : ""}.`)];
    case "numeric-string":
      return [text("Só dígitos, em string.")];
    case "string":
      return [text(param.patternLabel ? `Texto ${param.patternLabel}.` : "Texto livre.")];
    case "year": {
      const years = param.years!;
      const parts: Node[][] = [
        years.max
          ? [text("Ano de "), code(String(years.min)), text(" a "), code(String(years.max))]
          : [text("Ano de "), code(String(years.min)), text(" em diante")],
        [strong([text("Faixas (veículos mais antigos):")])],
        ...(param.values ?? []).map(valueLine),
      ];
      return join(parts, br);
    }
    default: {
      const values = param.values ?? [];
      if (param.unnamed) {
        const accepted = values.filter((v) => !v.deprecated).map((v) => v.code);
        const parts: Node[][] = [[...codeRanges(accepted), text(" (significado não publicado)")]];
        for (const v of values.filter((x) => x.deprecated)) parts.push(deprecatedLine(v));
        return join(parts, br);
      }
      return join(values.map(valueLine), br);
    }
  }
}

function requiredCell(required: boolean, when?: string): Node[] {
  if (required) return [strong([text("Sim")])];
  if (when) return [text("Condicional: "), ...inline(when)];
  return [text("Não")];
}

function typeLabel(param: ParamSpec): string {
  return param.lookup ? "string (id)" : PARAM_TYPE_LABELS[param.type];
}

/* ------------------------------------------------------------ directives */

type Attributes = Record<string, string>;

function fail(node: Node, message: string): never {
  const line = node.position?.start?.line;
  throw new Error(`${line ? `line ${line}: ` : ""}::${node.name}: ${message}`);
}

function expectAttributes(node: Node, allowed: string[], required: string[] = []): Attributes {
  const attrs: Attributes = { ...(node.attributes ?? {}) };
  for (const key of Object.keys(attrs)) {
    if (!allowed.includes(key)) fail(node, `unknown attribute "${key}" (allowed: ${allowed.join(", ") || "none"})`);
  }
  for (const key of required) {
    if (!attrs[key]) fail(node, `attribute "${key}" is required`);
  }
  return attrs;
}

function channelOf(node: Node, value: string | undefined, allowed: Channel[], fallback?: Channel): Channel {
  const channel = (value ?? fallback) as Channel | undefined;
  if (!channel) fail(node, `attribute "channel" is required (${allowed.join(" or ")})`);
  if (!allowed.includes(channel)) fail(node, `unknown channel "${channel}" (allowed: ${allowed.join(", ")})`);
  return channel;
}

function categoryOf(node: Node, value: string): Category {
  try {
    return getCategory(value);
  } catch (error) {
    fail(node, (error as Error).message);
  }
}

const splitList = (value: string | undefined) => (value ?? "").split(",").map((s) => s.trim()).filter(Boolean);

function channelLinks(category: Category): Node[] {
  return join(
    category.channels.map((c) => {
      const label = c.toUpperCase();
      const page = category.pages[c];
      return page ? [link(page, [text(label)])] : [text(label)];
    }),
    () => text(", "),
  );
}

function categoryCodes(node: Node): Node[] {
  const attrs = expectAttributes(node, ["group", "channel"]);
  const channel = attrs.channel ? channelOf(node, attrs.channel, ["api", "json", "xml"]) : undefined;
  let categories: Category[] = [...CATEGORIES];
  if (attrs.group) {
    try {
      getGroup(attrs.group);
    } catch (error) {
      fail(node, (error as Error).message);
    }
    categories = categoriesOf(attrs.group);
  }
  if (channel) categories = categories.filter((c) => c.channels.includes(channel));
  const rows = categories.map((c) => {
    const page = c.pages[channel ?? "api"] ?? c.pages.api;
    return [
      [code(String(c.code))],
      page ? [link(page, [text(c.name)])] : [text(c.name)],
      [text(getGroup(c.group).name)],
      channelLinks(c),
    ];
  });
  return [table(["Código", "Categoria", "Grupo", "Canais"], rows)];
}

function categorySummary(node: Node): Node[] {
  const attrs = expectAttributes(node, ["category", "channel"], ["category"]);
  const category = categoryOf(node, attrs.category);
  const channel = channelOf(node, attrs.channel, ["api", "json"], "api") as "api" | "json";
  if (!category.channels.includes(channel)) fail(node, `category ${category.code} is not accepted on channel "${channel}"`);
  const group = getGroup(category.group);
  const params = paramsFor(category.code, channel);
  const names = (list: ParamSpec[]) => join(list.map((p) => [code(p.name)]), () => text(", "));
  const required = params.filter((p) => p.required);
  const conditional = params.filter((p) => !p.required && p.requiredWhen);
  const lookups = params.filter((p) => p.lookup);
  const groupPage = group.pages[channel];
  const rows: Node[][][] = [
    [[text("Código ("), code("category"), text(")")], [code(String(category.code))]],
    [[text("Subcategoria")], [text(category.name)]],
    [[text("Grupo")], [groupPage ? link(groupPage, [text(group.name)]) : text(group.name)]],
    [[text("Canais")], channelLinks(category)],
    [[text("Parâmetros obrigatórios")], required.length ? names(required) : [text("Nenhum")]],
  ];
  if (conditional.length) {
    rows.push([
      [text("Obrigatórios em certas condições")],
      join(conditional.map((p) => [code(p.name), text(" ("), ...inline(p.requiredWhen!), text(")")]), () => text("; ")),
    ]);
  }
  if (lookups.length) {
    const routes = [...new Set(lookups.map((p) => p.lookup!.route))];
    rows.push([
      [text("Ids de consulta")],
      [...names(lookups), text(" — "), ...join(routes.map((r) => [link(r, [text("consulta de modelos")])]), () => text(", "))],
    ]);
  }
  const deprecated = deprecatedValues({ categories: [category.code], channel });
  if (deprecated.length) {
    rows.push([
      [text("Valores descontinuados ou com mudança anunciada")],
      join(deprecated.map((d) => [code(d.param), text(" = "), code(d.code)]), () => text(", ")),
    ]);
  }
  return [table(["Item", "Valor"], rows)];
}

function channelSupport(node: Node): Node[] {
  expectAttributes(node, []);
  const cell = (groupId: string, channel: Channel): Node[] => {
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
      ...join(missing.map((c) => [text(`${c.name.toLowerCase()} (`), code(String(c.code)), text(")")]), () => text(" e ")),
    ];
  };
  const rows = GROUPS.map((g) => [[text(g.name)], cell(g.id, "api"), cell(g.id, "json"), cell(g.id, "xml")]);
  return [table(["Grupo", CHANNEL_LABELS.api, CHANNEL_LABELS.json, CHANNEL_LABELS.xml], rows)];
}

function fieldRequired(field: FieldSpec, channel: "api" | "json"): Node[] {
  const r = field.required[channel];
  if (r === true) return [strong([text("Sim")])];
  if (typeof r === "string") return [strong([text(r.charAt(0).toUpperCase() + r.slice(1))])];
  return [text("Não")];
}

function commonFields(node: Node): Node[] {
  const attrs = expectAttributes(node, ["channel"], ["channel"]);
  const channel = channelOf(node, attrs.channel, ["api", "json"]) as "api" | "json";
  const rows = COMMON_FIELDS.filter((f) => f.channels.includes(channel)).map((f) => [
    [code(f.name)],
    [text(f.type)],
    fieldRequired(f, channel),
    inline(f.description),
    join([...f.rules.map(inline), ...(f.values ?? []).map(valueLine)], br),
  ]);
  return [table(["Campo", "Tipo", "Obrigatório", "Significado", "Regras de validação"], rows)];
}

function paramRow(param: ParamSpec): Node[][] {
  return [[code(param.name)], [text(typeLabel(param))], requiredCell(param.required, param.requiredWhen), inline(param.description), valuesCell(param)];
}

function paramNotes(params: ParamSpec[]): Node[] {
  const items = params
    .filter((p) => p.notes?.length)
    .map((p) => [code(p.name), text(": "), ...inline(p.notes!.join(" "))]);
  if (!items.length) return [];
  return [paragraph([strong([text("Observações sobre os parâmetros")])]), list(items)];
}

function differencesAside(category: Category, channel: Channel): Node[] {
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

function paramTable(node: Node): Node[] {
  const attrs = expectAttributes(node, ["category", "channel", "params", "notes"], ["category"]);
  const category = categoryOf(node, attrs.category);
  const channel = channelOf(node, attrs.channel, ["api", "json"], "api");
  if (!category.channels.includes(channel)) fail(node, `category ${category.code} is not accepted on channel "${channel}"`);
  let params = paramsFor(category.code, channel);
  const only = splitList(attrs.params);
  if (only.length) {
    params = only.map((name) => {
      try {
        return getParam(category.code, name, channel);
      } catch (error) {
        fail(node, (error as Error).message);
      }
    });
  }
  const out: Node[] = [table(["Parâmetro", "Tipo", "Obrigatório", "Significado", "Valores aceitos"], params.map(paramRow))];
  if (attrs.notes !== "false") out.push(...paramNotes(params));
  if (!only.length) out.push(...differencesAside(category, channel));
  return out;
}

function paramValues(node: Node): Node[] {
  const attrs = expectAttributes(node, ["category", "channel", "param"], ["category", "param"]);
  const category = categoryOf(node, attrs.category);
  const channel = channelOf(node, attrs.channel, ["api", "json"], "api");
  let param: ParamSpec;
  try {
    param = getParam(category.code, attrs.param, channel);
  } catch (error) {
    fail(node, (error as Error).message);
  }
  if (!param.values?.length && !param.knownValues?.length) fail(node, `param "${param.name}" of category ${category.code} has no enumeration`);
  const values = param.values?.length ? param.values : param.knownValues!;
  const rows = values.map((v) => {
    const meaning: Node[] = [text(v.label ?? "Significado não publicado")];
    if (v.deprecated) {
      meaning.push(text(" "), badge("Descontinuado", "deprecated"), ...(v.deprecated.error ? [text(" "), code(v.deprecated.error)] : []), text(" — "), ...inline(v.deprecated.replacement));
    } else if (v.announced) {
      meaning.push(text(" "), badge("Mudança anunciada", "info"), text(" "), ...inline(v.announced));
    }
    return [[v.deprecated ? del([code(v.code)]) : code(v.code)], meaning];
  });
  return [table(["Código", "Significado"], rows)];
}

function deprecatedTable(node: Node): Node[] {
  const attrs = expectAttributes(node, ["group", "category", "channel"]);
  const channel = attrs.channel ? (channelOf(node, attrs.channel, ["api", "json"]) as "api" | "json") : undefined;
  let codes: number[] | undefined;
  if (attrs.category) codes = splitList(attrs.category).map((c) => categoryOf(node, c).code);
  else if (attrs.group) {
    try {
      codes = categoriesOf(attrs.group).map((c) => c.code);
    } catch (error) {
      fail(node, (error as Error).message);
    }
  }
  const entries = deprecatedValues({ categories: codes, channel });
  if (!entries.length) return [paragraph([text("Nenhum valor descontinuado nesta seleção.")])];
  // One row per (param, code, kind) with the categories and channels that share it.
  const rows = new Map<string, { e: (typeof entries)[number]; cats: Set<number>; channels: Set<string> }>();
  for (const e of entries) {
    const key = `${e.param}|${e.code}|${e.kind}|${e.replacement}`;
    const row = rows.get(key) ?? { e, cats: new Set(), channels: new Set() };
    row.cats.add(e.category);
    row.channels.add(e.channel);
    rows.set(key, row);
  }
  return [
    table(
      ["Parâmetro", "Valor", "Categorias", "Situação", "Erro devolvido", "O que enviar"],
      [...rows.values()].map(({ e, cats, channels }) => [
        [code(e.param)],
        [e.kind === "deprecated" ? del([code(e.code)]) : code(e.code), ...(e.label ? [text(` ${e.label}`)] : [])],
        [...join([...cats].map((c) => [code(String(c))]), () => text(", ")), text(` (${[...channels].map((c) => c.toUpperCase()).join(", ")})`)],
        [e.kind === "deprecated" ? badge("Descontinuado", "deprecated") : badge("Mudança anunciada", "info")],
        e.error ? [code(e.error)] : [text(e.kind === "deprecated" ? "Não informado" : "Ainda aceito")],
        inline(e.replacement),
      ]),
    ),
  ];
}

function exampleAdBlock(node: Node): Node[] {
  const attrs = expectAttributes(node, ["category", "channel", "token"], ["category"]);
  const channel = channelOf(node, attrs.channel, ["api", "json"], "api");
  const codes = splitList(attrs.category).map((c) => {
    const category = categoryOf(node, c);
    if (!category.channels.includes(channel)) fail(node, `category ${category.code} is not accepted on channel "${channel}"`);
    return category.code;
  });
  let value: unknown;
  try {
    value = channel === "api" ? exampleEnvelope(codes, attrs.token || undefined) : exampleJsonFile(codes);
  } catch (error) {
    fail(node, (error as Error).message);
  }
  return [{ type: "code", lang: "json", meta: null, value: prettyJson(value) }];
}

function xmlTagRow(tag: XmlTag, subtype?: XmlSubtypeId): Node[][] {
  const required = subtype
    ? requiredCell(isXmlTagRequired(tag, subtype))
    : tag.requiredFor
      ? [text("Obrigatória em "), ...join(tag.requiredFor.map((s) => [text(getXmlSubtype(s).name.toLowerCase())]), () => text(" e "))]
      : requiredCell(tag.required);
  const path = tag.path.split("/");
  return [
    [code(path.join(" > "))],
    [text(tag.type)],
    required,
    inline(tag.description),
    join(tag.rules.map(inline), br),
  ];
}

function xmlTags(node: Node): Node[] {
  const attrs = expectAttributes(node, ["subtype", "only"]);
  if (attrs.only && attrs.only !== "specific") fail(node, `attribute "only" accepts "specific"`);
  let tags: XmlTag[];
  let subtype: XmlSubtypeId | undefined;
  if (attrs.subtype) {
    try {
      subtype = getXmlSubtype(attrs.subtype).id;
    } catch (error) {
      fail(node, (error as Error).message);
    }
    tags = attrs.only === "specific" ? xmlSpecificTags(subtype) : xmlTagsFor(subtype);
    if (!tags.length) return [paragraph([text("Este subtipo não tem tags próprias além das comuns.")])];
  } else {
    if (attrs.only) fail(node, `attribute "only" needs a subtype`);
    tags = XML_COMMON_TAGS;
  }
  return [table(["Tag", "Tipo", "Obrigatória", "Significado", "Regras e limites"], tags.map((t) => xmlTagRow(t, subtype)))];
}

function xmlSubtypes(node: Node): Node[] {
  const attrs = expectAttributes(node, ["subtype"]);
  let subtypes = [...XML_SUBTYPES];
  if (attrs.subtype) {
    try {
      subtypes = [getXmlSubtype(attrs.subtype)];
    } catch (error) {
      fail(node, (error as Error).message);
    }
  }
  const rows = subtypes.flatMap((s) =>
    s.values.map((value) => [[code(value)], [link(s.route, [text(s.name)])], [code(String(s.category))]]),
  );
  return [table(["Valor de SubTipoImovel (tipo no título do anúncio)", "Subtipo", "Categoria"], rows)];
}

function xmlExample(node: Node): Node[] {
  const attrs = expectAttributes(node, ["subtypes"]);
  const subtypes = splitList(attrs.subtypes);
  for (const s of subtypes) {
    try {
      getXmlSubtype(s);
    } catch (error) {
      fail(node, (error as Error).message);
    }
  }
  const xml = exampleXmlFeed(subtypes.length ? (subtypes as XmlSubtypeId[]) : undefined);
  return [{ type: "code", lang: "xml", meta: null, value: xml.trimEnd() }];
}

const DIRECTIVES: Record<string, (node: Node) => Node[]> = {
  "category-codes": categoryCodes,
  "channel-support": channelSupport,
  "category-summary": categorySummary,
  "common-fields": commonFields,
  "param-table": paramTable,
  "param-values": paramValues,
  "deprecated-values": deprecatedTable,
  "example-ad": exampleAdBlock,
  "xml-tags": xmlTags,
  "xml-subtypes": xmlSubtypes,
  "xml-example": xmlExample,
};

/** Names that look like this plugin's: a misspelling must fail, not vanish. */
const FAMILY = /^(category|channel|common|param|params|deprecated|example|xml)-/;

export const AD_CATALOGUE_DIRECTIVES = Object.keys(DIRECTIVES);

export default function remarkAdCatalogue(): (tree: any) => void {
  return (tree: any) => {
    visit(tree, (node: Node, index, parent: Node) => {
      if (!parent || index === undefined) return;
      const handler: ((node: Node) => Node[]) | undefined = Object.hasOwn(DIRECTIVES, node.name) ? DIRECTIVES[node.name] : undefined;
      if (node.type !== "leafDirective") {
        if ((node.type === "containerDirective" || node.type === "textDirective") && handler) {
          fail(node, `write it as a leaf directive on its own line: ::${node.name}{...}`);
        }
        return;
      }
      if (!handler) {
        if (FAMILY.test(node.name)) fail(node, `unknown directive (known: ${AD_CATALOGUE_DIRECTIVES.join(", ")})`);
        return;
      }
      const replacement = handler(node);
      parent.children.splice(index, 1, ...replacement);
      return [SKIP, index + replacement.length];
    });
  };
}
