/**
 * Complete examples, built and checked by the catalogue:
 *   ::example-ad{category="2020" channel="api"}             ```json: API envelope or JSON file array
 *   ::example-ad{category="1020,1040" channel="json"}       several ads in one example
 *       (token="..." replaces SEU_ACCESS_TOKEN in the API envelope; legend="false" leaves out
 *        the folded list of what the example's codes mean)
 *   ::xml-example                           complete XML feed (subtypes="apartment,house")
 */
import {
  describeParams,
  exampleEnvelope,
  exampleJsonFile,
  exampleXmlFeed,
  getCategory,
  getXmlSubtype,
  prettyJson,
  type XmlSubtypeId,
} from "../../../domain/ad-catalogue/index";
import type { BlockContent } from "mdast";
import { checkEnvelope, checkJsonFile } from "../../../packages/validador/src/rules/index";
import { codeBlock, details, inlineCode, joinWith, list, paragraph, text } from "../mdast";
import type { DirectiveFamily } from "../registry";
import { NO_LABEL, valueWords } from "../values";

type Ad = { category: number; params?: Record<string, unknown> };

/**
 * The example as the page shows it, checked by the validator's own rules: an
 * example the marketplace would refuse stops the build at the directive.
 */
function checkedExample(channel: "api" | "json", codes: number[], token: string | undefined) {
  const value = channel === "api" ? exampleEnvelope(codes, token) : exampleJsonFile(codes);
  const findings = channel === "api" ? checkEnvelope(value) : checkJsonFile(value);
  if (findings.length) throw new Error(`o exemplo não passa no validador: ${findings.map((f) => `${f.path}: ${f.message}`).join("; ")}`);
  return value;
}

/** What each code of the example means, per ad: "`fuel`: `3` = Flex". */
function legend(ads: Ad[], channel: "api" | "json"): BlockContent[] {
  const blocks: BlockContent[] = [];
  for (const ad of ads) {
    const described = describeParams(ad.category, channel, ad.params ?? {});
    if (!described.length) continue;
    if (ads.length > 1) blocks.push(paragraph([text(`${getCategory(ad.category).name} (`), inlineCode(String(ad.category)), text("):")]));
    blocks.push(
      list(
        described.map(({ name, values }) => [
          inlineCode(name),
          text(": "),
          ...joinWith(
            values.map((v) => [inlineCode(v.code), text(" = "), ...valueWords(v), ...(v.unlabelled ? [text(` (${NO_LABEL})`)] : [])]),
            ", ",
          ),
        ]),
      ),
    );
  }
  return blocks.length ? [details("O que significam os códigos do exemplo", blocks)] : [];
}

export const EXAMPLE_DIRECTIVES: DirectiveFamily = {
  "example-ad": {
    attributes: ["category", "channel", "token", "legend"],
    required: ["category"],
    render(d) {
      const channel = d.channel(["api", "json"], "api");
      const codes = d.list("category").map((c) => d.categoryOn(c, channel).code);
      const value = d.check(() => checkedExample(channel, codes, d.attributes.token || undefined));
      const ads = ("ad_list" in value ? value.ad_list : value) as unknown as Ad[];
      return [codeBlock("json", prettyJson(value)), ...(d.attributes.legend === "false" ? [] : legend(ads, channel))];
    },
  },

  "xml-example": {
    attributes: ["subtypes"],
    render(d) {
      const subtypes = d.list("subtypes").map((s) => d.check(() => getXmlSubtype(s)).id);
      const xml = exampleXmlFeed(subtypes.length ? (subtypes as XmlSubtypeId[]) : undefined);
      return [codeBlock("xml", xml.trimEnd())];
    },
  },
};
