/**
 * adsInfo tables: the lead pages render from the same parameter entries as
 * the import pages, so a label changed in the catalogue changes both; where
 * the lead lists a code otherwise, the row says what the import does.
 */
import remarkDirective from "remark-directive";
import remarkGfm from "remark-gfm";
import remarkParse from "remark-parse";
import { unified } from "unified";
import { toString } from "mdast-util-to-string";
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { LEAD_FIELDS, LEAD_FIELD_GROUPS, leadFieldsOf } from "../../domain/ad-catalogue/index";
import { getWebhook } from "../../domain/api-catalogue/index";
import { metaLanguage } from "../../domain/text/meta-language";
import remarkAdCatalogue from "./remark";

async function rows(source: string): Promise<Map<string, string>> {
  const processor = unified().use(remarkParse).use(remarkGfm).use(remarkDirective).use(remarkAdCatalogue);
  const tree: any = await processor.run(processor.parse(source));
  const table = tree.children.find((n: any) => n.type === "table");
  return new Map(table.children.slice(1).map((row: any) => [toString(row.children[0]), row.children.slice(1).map(toString).join(" | ")]));
}

describe("::lead-fields", () => {
  it("lists, per category, the fields its leads carry, with the import's labels", async () => {
    const truck = await rows('::lead-fields{category="2040"}');
    expect([...truck.keys()]).toEqual(leadFieldsOf(2040).map((v) => v.param.name));
    expect(truck.has("trucktype") && truck.has("car_steering")).toBe(true);
    expect(truck.has("vehicle_brand") || truck.has("mototype") || truck.has("doors")).toBe(false);
    expect(truck.get("trucktype")).toContain("7 = Munck");
    expect(truck.get("trucktype")).toContain("12 = Outro");
    const moto = await rows('::lead-fields{category="2060"}');
    expect(moto.get("vehicle_brand")).toContain("/autoupload/moto_info");
    expect(moto.get("cubiccms")).toContain("/autoupload/moto_cubiccms_info");
  });

  it("says where the import lists a code otherwise: gearbox 4, steering 4 and 5, motorcycle fuel, mototype 15 to 17", async () => {
    const truck = await rows('::lead-fields{category="2040"}');
    expect(truck.get("gearbox")).toContain("1 = Manual");
    expect(truck.get("gearbox")).not.toContain("4 = Automatizado");
    expect(truck.get("gearbox")).toContain("Na importação, a categoria também aceita 4 (Automatizado).");
    expect(truck.get("car_steering")).toContain("4 = Assistida");
    expect(truck.get("car_steering")).toContain("não tem 4; também aceita 5 (Eletro-hidráulica)");
    const car = await rows('::lead-fields{category="2020"}');
    expect(car.get("car_steering")).toContain("não aceita mais 4 (Assistida)");
    expect(car.get("doors")).toContain("também aceita 3 (3 portas)");
    const moto = await rows('::lead-fields{category="2060"}');
    expect(moto.get("fuel")).toContain("4 = Gás Natural");
    expect(moto.get("fuel")).toContain("chama 4 de Diesel, 5 de Híbrido, 6 de Elétrico; não tem 7");
    expect(moto.get("mototype")).toContain("também aceita 15 (Adventure), 16 (Enduro), 17 (Ciclomotor)");
  });

  it("states both readings of truck financial 1: no longer accepted in the lead list, only announced on import", async () => {
    const truck = await rows('::lead-fields{category="2040"}');
    expect(truck.get("financial")).toMatch(/1 Financiado Descontinuado/);
    expect(truck.get("financial")).toContain("ainda aceita 1 (Financiado) — a mudança foi anunciada, mas ainda não vale");
    const car = await rows('::lead-fields{category="2020"}');
    expect(car.get("financial")).not.toContain("anunciada");
  });

  it("keeps the import's instructions out of a lead's deprecated code: the integrator receives it, it does not send it", async () => {
    const car = await rows('::lead-fields{category="2020"}');
    expect(car.get("fuel")).toMatch(/4 Gás Natural Descontinuado/);
    expect(car.get("fuel")).not.toContain("gnv_kit");
    expect(car.get("fuel")).not.toContain("ERROR_FUEL_4_DEPRECATED");
  });

  it("the overview sections say which categories carry each field and merge their codes", async () => {
    const general = await rows('::lead-fields{group="geral"}');
    expect(general.get("fuel")).toMatch(/^string \(código\) \| C, M, T \|/);
    // Fuel 4 is deprecated for cars only: said on the code, not as a badge over every category.
    expect(general.get("fuel")).toContain("4 = Gás Natural (descontinuado em carros)");
    expect(general.get("gearbox")).toContain("Na importação de carros e caminhões: também aceita 4 (Automatizado).");
    expect(general.get("fuel")).toContain("Na importação de motos: chama 4 de Diesel, 5 de Híbrido, 6 de Elétrico; não tem 7.");
    const vehicle = await rows('::lead-fields{group="veiculo"}');
    expect(vehicle.get("vehicle_brand")).toMatch(/C: id da consulta \/autoupload\/car_info.*M: id da consulta \/autoupload\/moto_info/);
    expect(vehicle.get("end_tag")).toContain("1 = final 0");
    expect(vehicle.get("end_tag")).toContain("10 = final 9");
    const listed = (await Promise.all(Object.keys(LEAD_FIELD_GROUPS).map((g) => rows(`::lead-fields{group="${g}"}`)))).flatMap((m) => [...m.keys()]);
    expect(listed).toEqual(LEAD_FIELDS.map((f) => f.name));
  });

  it("fails with the line on a category without adsInfo, an unknown group, or both attributes", async () => {
    await expect(rows('\n::lead-fields{category="2050"}')).rejects.toThrow(/line 2: ::lead-fields: category 2050 has no adsInfo/);
    await expect(rows('::lead-fields{group="barcos"}')).rejects.toThrow(/unknown group "barcos"/);
    await expect(rows('::lead-fields{group="geral" category="2020"}')).rejects.toThrow(/one of them/);
    await expect(rows("::lead-fields")).rejects.toThrow(/one of them/);
  });

  it("speaks as the marketplace's documentation", async () => {
    for (const source of [
      '::lead-fields{category="2020"}',
      '::lead-fields{category="2060"}',
      '::lead-fields{category="2040"}',
      ...Object.keys(LEAD_FIELD_GROUPS).map((g) => `::lead-fields{group="${g}"}`),
    ]) {
      const words = [...(await rows(source)).values()].join(" ");
      expect(metaLanguage(words), source).toEqual([]);
    }
  });
});

describe("the lead webhook's adsInfo", () => {
  it("is the same field list, with the codes and labels of the pages and both readings of a list", () => {
    const adsInfo: any = (getWebhook("lead.delivery").body!.shape as any).fields.find((f: any) => f.name === "adsInfo").shape;
    expect(adsInfo.fields.map((f: any) => f.name)).toEqual(LEAD_FIELDS.map((f) => f.name));
    const field = (name: string) => adsInfo.fields.find((f: any) => f.name === name).shape;
    expect(field("trucktype").values).toContainEqual({ code: "7", label: "Munck" });
    expect(field("trucktype").description).toContain("`2040`");
    expect(field("truck_features").type).toBe("anyOf");
    expect(field("price").type).toBe("integer");
    expect(field("vehicle_brand").description).toContain("/autoupload/car_info");
  });
});

describe("the lead pages' examples", () => {
  const pages = [
    ["content/lead/descriptions/autos/sub_auto.mdx", 2020],
    ["content/lead/descriptions/autos/sub_motorcycle.mdx", 2060],
    ["content/lead/descriptions/autos/sub_truck.mdx", 2040],
    ["content/lead/leads_enriched.mdx", 2020],
  ] as const;

  it("keep no field table of their own: the fields come from the directive", () => {
    for (const [file] of pages) {
      const source = readFileSync(file, "utf8");
      expect(source, file).toContain("::lead-fields{");
      expect(source.match(/^\| `[a-z_]+` \|/gm), file).toBeNull();
    }
  });

  it("send only fields their category carries, each code one the table lists", () => {
    for (const [file, category] of pages) {
      const blocks = [...readFileSync(file, "utf8").matchAll(/```json\n([\s\S]*?)```/g)].map((m) => JSON.parse(m[1]));
      const adsInfo = blocks.find((b) => b.adsInfo)?.adsInfo;
      expect(adsInfo, file).toBeDefined();
      const views = new Map(leadFieldsOf(category).map((v) => [v.param.name, v.param]));
      for (const [name, value] of Object.entries(adsInfo)) {
        const param = views.get(name);
        expect(param, `${file}: adsInfo.${name}`).toBeDefined();
        if ((param!.type !== "code" && param!.type !== "codes") || param!.lookup) continue;
        const codes = param!.values!.filter((v) => !v.deprecated).map((v) => v.code);
        for (const code of ([] as unknown[]).concat(value)) expect(codes, `${file}: adsInfo.${name} = ${code}`).toContain(code);
      }
    }
  });
});
