/**
 * The ad-catalogue remark directives: compile small MDX documents the way
 * the portal does (GFM + directives + this plugin) and look for the cells the
 * catalogue should produce; authoring mistakes must throw.
 */
import { compile } from "@mdx-js/mdx";
import remarkDirective from "remark-directive";
import remarkGfm from "remark-gfm";
import remarkParse from "remark-parse";
import { unified } from "unified";
import { describe, expect, it } from "vitest";
import { XMLValidator } from "fast-xml-parser";
import remarkAdCatalogue, { AD_CATALOGUE_DIRECTIVES, inline } from "./ad-catalogue";
import { checkEnvelope, checkJsonFile } from "../packages/validador/src/rules/index";

const mdx = async (source: string) => String(await compile(source, { remarkPlugins: [remarkGfm, remarkDirective, remarkAdCatalogue] }));

/** The mdast after the plugin ran, for structural assertions. */
async function tree(source: string): Promise<any> {
  const processor = unified().use(remarkParse).use(remarkGfm).use(remarkDirective).use(remarkAdCatalogue);
  return processor.run(processor.parse(source));
}

/** Text of the compiled JSX, with the JSX string escapes undone enough to search it. */
const textOf = (code: string) => code.replace(/\\n/g, "\n").replace(/\\"/g, '"');

describe("remarkAdCatalogue", () => {
  it("renders category codes as a table with links per channel", async () => {
    const out = await mdx('::category-codes{group="autos"}');
    expect(out).toContain("_components.table");
    expect(out).toContain('"2020"');
    expect(out).toContain("Carros, vans e utilitários");
    expect(out).toContain("/anuncio/api/autos/sub_auto.html");
    expect(out).toContain("/anuncio/json/autos/sub_truck.html");
    expect(out).not.toContain('"1020"');
    const all = await mdx("::category-codes");
    for (const code of ["1020", "3060", "12180", "2104"]) expect(all).toContain(`"${code}"`);
  });

  it("renders channel support with XML limited to four real-estate categories", async () => {
    const out = await mdx("::channel-support");
    expect(out).toContain("Arquivo XML");
    expect(out).toContain("aluguel de quartos");
    expect(out).toContain("/anuncio/xml/real_estate/home.html");
  });

  it("renders common fields per channel", async () => {
    const api = await mdx('::common-fields{channel="api"}');
    expect(api).toContain('"operation"');
    expect(api).toContain('"phone"');
    expect(api).toContain("De 2 a 90 caracteres.");
    const json = await mdx('::common-fields{channel="json"}');
    expect(json).not.toContain('"operation"');
    expect(json).not.toContain('"phone"');
    expect(json).toContain("sim, desde 05/08/2025".replace(/^s/, "S"));
  });

  it("renders a parameter table with meanings and deprecated values", async () => {
    const out = await mdx('::param-table{category="2020" channel="api"}');
    expect(out).toContain('"regdate"');
    expect(out).toContain("Gasolina");
    expect(out).toContain("ERROR_FUEL_4_DEPRECATED");
    expect(out).toContain("ERROR_CAR_TYPE_1_OR_4_INVALID");
    expect(out).toContain("Descontinuado");
    expect(out).toContain("_components.del");
    expect(out).toContain("significado não publicado");
    expect(out).toContain("/anuncio/api/autos/car_models.html");
    expect(out).toContain("/hv/fluxo_importacao.html");
  });

  it("shows the truck differences between API and JSON file", async () => {
    const api = textOf(await mdx('::param-table{category="2040" channel="api"}'));
    expect(api).toContain('"financial_status"');
    expect(api).toContain("Diferenças entre API e arquivo JSON");
    const names = (t: any) => t.children[0].children.slice(1).map((row: any) => row.children[0].children[0].value);
    expect(names(await tree('::param-table{category="2040" channel="api"}'))).toContain("financial_status");
    expect(names(await tree('::param-table{category="2040" channel="json"}'))).not.toContain("financial_status");
    const json = textOf(await mdx('::param-table{category="2040" channel="json"}'));
    expect(json).toContain("uma única string");
    expect(json).toContain("2023");
  });

  it("renders one enumeration with param-values", async () => {
    const out = await mdx('::param-values{category="1080" param="beds"}');
    expect(out).toContain("30 camas ou mais");
    await expect(mdx('::param-values{category="2020" param="mileage"}')).rejects.toThrow(/no enumeration/);
  });

  it("filters the parameter table with params=", async () => {
    const t = await tree('::param-table{category="2060" channel="api" params="mototype,fuel"}');
    const table = t.children[0];
    expect(table.type).toBe("table");
    expect(table.children).toHaveLength(3);
    expect(table.children[1].children[0].children[0].value).toBe("mototype");
  });

  it("renders deprecated values with the error codes", async () => {
    const out = await mdx('::deprecated-values{group="autos"}');
    for (const e of ["ERROR_FUEL_4_DEPRECATED", "ERROR_CAR_FEATURE_2_INVALID", "ERROR_CAR_TYPE_1_OR_4_INVALID", "ERROR_FINANCIAL_INVALID"]) expect(out).toContain(e);
    expect(out).toContain("Mudança anunciada");
  });

  it("renders example ads as valid JSON code blocks", async () => {
    const api = await tree('::example-ad{category="2020" channel="api"}');
    expect(api.children[0]).toMatchObject({ type: "code", lang: "json" });
    const envelope = JSON.parse(api.children[0].value);
    expect(checkEnvelope(envelope)).toEqual([]);
    expect(envelope.ad_list[0].category).toBe(2020);
    const file = await tree('::example-ad{category="1020,1040" channel="json"}');
    const array = JSON.parse(file.children[0].value);
    expect(Array.isArray(array)).toBe(true);
    expect(array.map((a: any) => a.category)).toEqual([1020, 1040]);
    expect(checkJsonFile(array)).toEqual([]);
  });

  it("renders XML tags, subtypes and a valid feed", async () => {
    const common = textOf(await mdx("::xml-tags"));
    expect(common).toContain("CodigoImovel");
    expect(common).toContain("Até 20 caracteres.");
    expect(common).not.toContain("QtdDormitorios");
    const apartment = textOf(await mdx('::xml-tags{subtype="apartment"}'));
    expect(apartment).toContain("QtdDormitorios");
    expect(apartment).toContain("ArCondicionado");
    const land = textOf(await mdx('::xml-tags{subtype="land" only="specific"}'));
    expect(land).toContain("não tem tags próprias");
    const subtypes = textOf(await mdx("::xml-subtypes"));
    for (const v of ["Kitchenette/conjugado", "Galpao/Deposito/Armazem", "Casa de vila", "Chacara"]) expect(subtypes).toContain(v);
    const feed = await tree("::xml-example");
    expect(feed.children[0]).toMatchObject({ type: "code", lang: "xml" });
    expect(XMLValidator.validate(feed.children[0].value)).toBe(true);
  });

  it("leaves other directives to the rest of the pipeline", async () => {
    const t = await tree("::badge-like\n\n:::tip\nx\n:::");
    expect(t.children[0].type).toBe("leafDirective");
    expect(t.children[1].type).toBe("containerDirective");
  });

  it("throws clear errors for authoring mistakes", async () => {
    await expect(mdx('::param-table{category="9999" channel="api"}')).rejects.toThrow(/line 1: ::param-table: unknown category code "9999"/);
    await expect(mdx('::param-table{category="2020" channel="api" params="nope"}')).rejects.toThrow(/unknown param "nope"/);
    await expect(mdx('::param-table{category="3060" channel="json"}')).rejects.toThrow(/not accepted on channel "json"/);
    await expect(mdx('::param-table{category="2020" channel="ftp"}')).rejects.toThrow(/unknown channel "ftp"/);
    await expect(mdx('::param-table{categoy="2020"}')).rejects.toThrow(/unknown attribute "categoy"/);
    await expect(mdx("::param-tabel")).rejects.toThrow(/unknown directive/);
    await expect(mdx('::xml-tags{subtype="castle"}')).rejects.toThrow(/unknown XML subtype "castle"/);
    await expect(mdx('::category-codes{group="boats"}')).rejects.toThrow(/unknown category group "boats"/);
    await expect(mdx('::example-ad{category="3060" channel="json"}')).rejects.toThrow(/not accepted/);
    await expect(mdx("::common-fields")).rejects.toThrow(/"channel" is required/);
    await expect(mdx("::xml-toString")).rejects.toThrow(/unknown directive/);
  });

  it("lists its directives and parses the catalogue's inline markdown", () => {
    expect(AD_CATALOGUE_DIRECTIVES).toEqual(expect.arrayContaining(["category-codes", "channel-support", "common-fields", "param-table", "example-ad", "xml-tags", "xml-subtypes", "xml-example"]));
    expect(inline("use `a` e **b** [c](/x.html)").map((n: any) => n.type)).toEqual(["text", "inlineCode", "text", "strong", "text", "link"]);
  });
});
