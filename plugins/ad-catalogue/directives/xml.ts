/**
 * The XML real-estate feed:
 *   ::xml-tags                              tags common to every Imovel
 *   ::xml-tags{subtype="apartment"}         every tag of a subtype (only="specific": just its own)
 *   ::xml-subtypes                          accepted SubTipoImovel values and their listing titles (subtype="house": one)
 */
import {
  XML_COMMON_TAGS,
  XML_SUBTYPES,
  getXmlSubtype,
  isXmlTagRequired,
  xmlSpecificTags,
  xmlTagsFor,
  type XmlSubtypeId,
  type XmlTag,
} from "../../../domain/ad-catalogue/index";
import { inline } from "../inline";
import { br, inlineCode, join, joinWith, link, paragraph, table, text, type Phrasing } from "../mdast";
import type { DirectiveFamily } from "../registry";
import { requiredCell, valueLine } from "../values";

function tagRow(tag: XmlTag, subtype?: XmlSubtypeId): Phrasing[] {
  const required = subtype
    ? requiredCell(isXmlTagRequired(tag, subtype))
    : tag.requiredFor
      ? [
          text("Obrigatória em "),
          ...joinWith(
            tag.requiredFor.map((s) => [text(getXmlSubtype(s).name.toLowerCase())]),
            " e ",
          ),
        ]
      : requiredCell(tag.required);
  return [
    [inlineCode(tag.path.split("/").join(" > "))],
    [text(tag.type)],
    required,
    inline(tag.description),
    join([...tag.rules.map(inline), ...(tag.values ?? []).map(valueLine)], br),
  ];
}

export const XML_DIRECTIVES: DirectiveFamily = {
  "xml-tags": {
    attributes: ["subtype", "only"],
    render(d) {
      const { subtype: subtypeId, only } = d.attributes;
      if (only && only !== "specific") d.fail(`attribute "only" accepts "specific"`);
      if (!subtypeId) {
        if (only) d.fail(`attribute "only" needs a subtype`);
        return [
          table(
            ["Tag", "Tipo", "Obrigatória", "Significado", "Regras e limites"],
            XML_COMMON_TAGS.map((t) => tagRow(t)),
          ),
        ];
      }
      const subtype = d.check(() => getXmlSubtype(subtypeId)).id;
      const tags = only === "specific" ? xmlSpecificTags(subtype) : xmlTagsFor(subtype);
      if (!tags.length) return [paragraph([text("Este subtipo não tem tags próprias além das comuns.")])];
      return [
        table(
          ["Tag", "Tipo", "Obrigatória", "Significado", "Regras e limites"],
          tags.map((t) => tagRow(t, subtype)),
        ),
      ];
    },
  },

  "xml-subtypes": {
    attributes: ["subtype"],
    render(d) {
      const subtypes = d.attributes.subtype ? [d.check(() => getXmlSubtype(d.attributes.subtype))] : XML_SUBTYPES;
      const rows = subtypes.flatMap((s) =>
        s.accepted.map(({ value, title }) => [[inlineCode(value)], [text(title)], [link(s.route, [text(s.name)])], [inlineCode(String(s.category))]]),
      );
      return [table(["Valor de SubTipoImovel", "Tipo no título do anúncio", "Subtipo", "Categoria"], rows)];
    },
  },
};
