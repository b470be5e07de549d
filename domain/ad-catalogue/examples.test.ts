/** Every example the catalogue produces satisfies the catalogue itself. */
import { XMLParser, XMLValidator } from "fast-xml-parser";
import { describe, expect, it } from "vitest";
import { CATEGORIES, EXAMPLE_CATEGORIES, exampleAd, exampleEnvelope, exampleJsonFile, exampleXmlFeed } from "./index";
import { checkAd, checkEnvelope, checkJsonFile, checkXmlFeed } from "../../packages/validador/src/rules/index";

const payloadBytes = (payload: unknown) => new TextEncoder().encode(JSON.stringify(payload)).length;

describe("example ads", () => {
  it("exist for every category", () => {
    expect(EXAMPLE_CATEGORIES.sort()).toEqual(CATEGORIES.map((c) => c.code).sort());
  });

  for (const category of CATEGORIES) {
    for (const channel of category.channels.filter((c): c is "api" | "json" => c !== "xml")) {
      it(`${category.code} (${channel}) passes every rule`, () => {
        const ad = exampleAd(category.code, channel);
        expect(checkAd(ad, channel)).toEqual([]);
        expect(ad.category).toBe(category.code);
        expect("operation" in ad).toBe(channel === "api");
        expect("phone" in ad).toBe(channel === "api");
        expect(JSON.parse(JSON.stringify(ad))).toEqual(ad);
      });
    }
  }

  it("adapts the truck example to the JSON file", () => {
    const params = exampleAd(2040, "json").params as Record<string, unknown>;
    expect(typeof params.financial).toBe("string");
    expect(params).not.toHaveProperty("financial_status");
    expect(Number(params.regdate)).toBeLessThanOrEqual(2023);
    expect(Array.isArray((exampleAd(2040, "api").params as Record<string, unknown>).financial)).toBe(true);
  });

  it("refuses a category the channel does not accept", () => {
    expect(() => exampleAd(3060, "json")).toThrow(/not accepted/);
    expect(() => exampleAd(1234, "api")).toThrow(/unknown category/);
  });
});

describe("envelopes and files", () => {
  const apiCodes = CATEGORIES.map((c) => c.code);
  const jsonCodes = CATEGORIES.filter((c) => c.channels.includes("json")).map((c) => c.code);

  it("builds a valid API envelope with every category (unique ids, under 1 MB)", () => {
    const body = exampleEnvelope(apiCodes);
    expect(Object.keys(body)).toEqual(["access_token", "ad_list"]);
    expect(checkEnvelope(body)).toEqual([]);
    expect(payloadBytes(body)).toBeLessThan(1024 * 1024);
  });

  it("builds a valid JSON file (bare array) with every JSON category", () => {
    const file = exampleJsonFile(jsonCodes);
    expect(Array.isArray(file)).toBe(true);
    expect(checkJsonFile(file)).toEqual([]);
  });
});

describe("XML feed example", () => {
  const xml = exampleXmlFeed();
  it("is well-formed UTF-8 XML with Carga > Imoveis > Imovel", () => {
    expect(XMLValidator.validate(xml)).toBe(true);
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
  });

  it("satisfies the catalogue, one Imovel per subtype", () => {
    const doc = new XMLParser({ parseTagValue: false }).parse(xml);
    expect(checkXmlFeed(doc)).toEqual([]);
    expect(doc.Carga.Imoveis.Imovel).toHaveLength(4);
  });

  it("is checked: a missing QtdDormitorios or a long CodigoImovel is reported", () => {
    const doc = new XMLParser({ parseTagValue: false }).parse(exampleXmlFeed(["apartment"]));
    delete doc.Carga.Imoveis.Imovel.QtdDormitorios;
    doc.Carga.Imoveis.Imovel.CodigoImovel = "X".repeat(21);
    const paths = checkXmlFeed(doc).map((i) => i.path);
    expect(paths).toContain("Carga.Imoveis.Imovel[0].QtdDormitorios");
    expect(paths).toContain("Carga.Imoveis.Imovel[0].CodigoImovel");
  });
});

describe("prettyJson", () => {
  it("prints the same value as JSON.stringify, with what fits on a line kept on it", async () => {
    const { prettyJson } = await import("./index");
    const value = exampleEnvelope([2020, 1080]);
    const text = prettyJson(value);
    expect(JSON.parse(text)).toEqual(value);
    expect(text).toContain('"car_features": ["1", "3", "8"]');
    expect(prettyJson({ a: [], b: {}, c: [{ d: 1 }] })).toBe('{"a": [], "b": {}, "c": [{"d": 1}]}');
    expect(prettyJson({ message: [{ error: "REFUSED_GENERIC" }], text: "x".repeat(100) })).toBe(
      `{\n  "message": [{"error": "REFUSED_GENERIC"}],\n  "text": "${"x".repeat(100)}"\n}`,
    );
  });
});
