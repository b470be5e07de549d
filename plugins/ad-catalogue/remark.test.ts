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
import { toString } from "mdast-util-to-string";
import { describe, expect, it } from "vitest";
import { metaLanguage } from "../../domain/text/meta-language";
import { XMLValidator } from "fast-xml-parser";
import remarkAdCatalogue, { AD_CATALOGUE_DIRECTIVES } from "./remark";
import { inline } from "./inline";
import { CATEGORIES } from "../../domain/ad-catalogue/index";
import { checkEnvelope, checkJsonFile } from "../../packages/validador/src/rules/index";

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
    for (const label of ["Dir. hidráulica", "Tração 4x4", "Passeio", "Perua", "4.0 ou mais", "Semi-Automático", "Aplicar o HV"]) expect(out).toContain(label);
    expect(metaLanguage(out)).toEqual([]);
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
    expect(out).toContain("30 ou mais camas");
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
    for (const e of ["ERROR_FUEL_4_DEPRECATED", "ERROR_CAR_FEATURE_2_INVALID", "ERROR_CAR_TYPE_1_OR_4_INVALID", "ERROR_FINANCIAL_INVALID"])
      expect(out).toContain(e);
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
    for (const v of ["Kitnet / Conjugado", "Kitchenette/conjugado", "Galpão / Depósito / Armazém", "Casa de Vila", "Haras Rural", "Chácara"])
      expect(subtypes).toContain(v);
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
    expect(AD_CATALOGUE_DIRECTIVES).toEqual(
      expect.arrayContaining(["category-codes", "channel-support", "common-fields", "param-table", "example-ad", "xml-tags", "xml-subtypes", "xml-example"]),
    );
    expect(inline("use `a` e **b** [c](/x.html)").map((n: any) => n.type)).toEqual(["text", "inlineCode", "text", "strong", "text", "link"]);
  });
});

describe("labels on the pages", () => {
  const cell = (t: any, param: string) => {
    const row = t.children[0].children.find((r: any) => r.children[0].children[0]?.value === param);
    return toString(row.children[4]);
  };
  const table = (category: string, channel = "api") => tree(`::param-table{category="${category}" channel="${channel}"}`);

  it("names the truck bodies as the marketplace does: 7 Munck, 8 Pipa, 9 Boladeiro, 11 Guindaste", async () => {
    for (const channel of ["api", "json"]) {
      const trucktype = cell(await table("2040", channel), "trucktype");
      for (const label of ["7 = Munck", "8 = Pipa", "9 = Boladeiro", "10 = Carga seca", "11 = Guindaste"]) expect(trucktype).toContain(label);
    }
  });

  it("shows steering 4 (Assistida) as no longer accepted on cars, and the bus and truck lists without it", async () => {
    const cars = await table("2020");
    expect(cell(cars, "car_steering")).toMatch(/4 Assistida Descontinuado/);
    expect(toString(cars)).not.toContain("Não existe o código");
    // The marketplace's bus page lists the field twice (1–4 and 1, 2, 3, 5); import takes 1, 2, 3, 5 as for trucks.
    for (const category of ["2050", "2040"]) expect(cell(await table(category), "car_steering")).not.toContain("Assistida");
  });

  it("shows bus financial 1 as an announced change, not a refused value", async () => {
    const financial = cell(await table("2050"), "financial");
    expect(financial).toContain("1 = Financiado Mudança anunciada");
    expect(financial).not.toContain("Descontinuado");
  });

  it("gives motorcycles their own fuel list and does not point to the car meanings", async () => {
    const t = await table("2060");
    expect(cell(t, "fuel")).toContain("4 = Diesel");
    expect(cell(t, "fuel")).toContain("6 = Elétrico");
    const notes = toString(t.children[2]);
    expect(notes).not.toMatch(/Em carros/);
    expect(notes).toContain("Na descrição de leads, mototype vai de 1 a 14");
  });

  it("does not tell JSON truck readers to use financial_status", async () => {
    const [params, , notes, differences] = (await table("2040", "json")).children;
    expect(toString(params)).not.toContain("financial_status");
    expect(toString(notes)).not.toContain("financial_status");
    expect(toString(differences)).toContain("financial_status: só na API");
  });

  it("says once in the cell that a list has no documented label, keeping what each code stands for", async () => {
    const production = cell(await table("12180"), "production_category_type");
    expect(production.match(/sem rótulo documentado/gi)).toHaveLength(1);
    expect(production).toContain("1 = café");
    const battery = await tree('::param-values{category="3060" param="electronics_battery_health"}');
    expect(toString(battery.children[0].children[0])).toContain("Significado (sem rótulo documentado)");
    expect(cell(await table("3060"), "cellphone_storage")).toContain("9 = 128GB");
  });

  it("flags the two apartment features the marketplace names alike", async () => {
    const features = cell(await table("1020"), "apartment_features");
    expect(features).toContain("2 = Academia (mesmo rótulo do código 6)");
    expect(features).toContain("6 = Academia (mesmo rótulo do código 2)");
  });

  it('explains the example\'s codes in a folded legend, which legend="false" leaves out', async () => {
    const t = await tree('::example-ad{category="2104,2040" channel="json"}');
    const legend = t.children[1];
    expect(legend.data.hName).toBe("details");
    const words = toString(legend);
    expect(words).toContain("parts_name_boats: 9 = Hélices");
    expect(words).toContain("trucktype: 3 = Baú");
    expect((await tree('::example-ad{category="2104" channel="json" legend="false"}')).children).toHaveLength(1);
  });

  it("renders every catalogue directive in the marketplace's voice", async () => {
    const sources = [
      "::category-codes",
      "::channel-support",
      '::common-fields{channel="api"}',
      '::common-fields{channel="json"}',
      "::deprecated-values",
      "::xml-tags",
      "::xml-subtypes",
      "::xml-example",
      ...CATEGORIES.flatMap((c) =>
        c.channels
          .filter((ch) => ch !== "xml")
          .flatMap((ch) => [
            `::param-table{category="${c.code}" channel="${ch}"}`,
            `::category-summary{category="${c.code}" channel="${ch}"}`,
            `::example-ad{category="${c.code}" channel="${ch}"}`,
          ]),
      ),
    ];
    for (const source of sources) {
      const words = toString(await tree(source));
      expect(metaLanguage(words), source).toEqual([]);
    }
  });
});
