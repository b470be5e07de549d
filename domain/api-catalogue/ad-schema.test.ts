import { describe, expect, it } from "vitest";
import { EXAMPLE_CATEGORIES, exampleAd, exampleEnvelope, findCategory } from "../ad-catalogue/index";
import { checkAd } from "../../packages/validador/src/rules/index";
import { adSchemaDocument, anyAdSchema, importEnvelopeSchema, type AdChannel } from "./ad-schema";
import { COMPONENT_REF, createSchemaValidator } from "./check";

const YEAR = 2026;
const validator = createSchemaValidator({ currentYear: YEAR });
// Built once: the validator compiles each schema object once.
const ANY_AD = { api: anyAdSchema("api", COMPONENT_REF), json: anyAdSchema("json", COMPONENT_REF) };
const schemaSays = (ad: unknown, channel: AdChannel) => validator.schemaProblems(ANY_AD[channel], ad);
const checkerSays = (ad: unknown, channel: AdChannel) => checkAd(ad, channel, "", { currentYear: YEAR });

type Ad = Record<string, any>;
const car = (): Ad => exampleAd(2020, "api");
const flat = (): Ad => exampleAd(1020, "json");
const withParams = (ad: Ad, params: Ad) => ({ ...ad, params: { ...ad.params, ...params } });
const without = (ad: Ad, ...names: string[]) => Object.fromEntries(Object.entries(ad).filter(([k]) => !names.includes(k)));
const withoutParam = (ad: Ad, name: string) => ({ ...ad, params: without(ad.params, name) });

/**
 * Ads the schema and checkAd must judge alike: [what, channel, ad, verdict].
 * "tolerated": not the documented form, so the checker warns, but the
 * marketplace accepts it (its own examples send codes as numbers), so the
 * schema accepts it too: one verdict, whichever tool a reader runs.
 */
type Verdict = "valid" | "invalid" | "tolerated";
const CASES: [string, AdChannel, unknown, Verdict][] = [
  ["the catalogue's car", "api", car(), "valid"],
  ["the catalogue's apartment in a JSON file", "json", flat(), "valid"],
  ["a car without subject (filled in by the marketplace)", "api", without(car(), "subject"), "valid"],
  ["a delete with only id and operation", "api", { id: "carro-48213", operation: "delete" }, "valid"],
  ["a delete with its category", "api", { id: "carro-48213", operation: "delete", category: 2020 }, "valid"],
  ["an edit", "api", { ...car(), operation: "edit" }, "valid"],
  ["a year band for an old car", "api", withParams(car(), { regdate: "1975" }), "valid"],
  ["rooms 0, a code where 0 is valid", "json", withParams(flat(), { rooms: "0" }), "valid"],
  ["a numeric string sent as a number", "json", withParams(flat(), { size: 68 }), "valid"],
  ["one video as a string", "json", { ...flat(), videos: "https://youtu.be/a1B2c3D4e5F" }, "valid"],
  ["an empty video list (removes the video)", "json", { ...flat(), videos: [] }, "valid"],
  ["vehicle history with renavam and CPF", "api", withParams(car(), { vehicle_history: "1", renavam: "12345678901", cpf_cnpj: "12345678909" }), "valid"],

  ["an unknown category", "api", { ...car(), category: 9999 }, "invalid"],
  ["a category written as a string", "api", { ...car(), category: "2020" }, "invalid"],
  ["a category not accepted on the channel (cellphones in a JSON file)", "json", { ...without(exampleAd(3060, "api"), "operation", "phone") }, "invalid"],
  ["a code that does not exist", "api", withParams(car(), { fuel: "99" }), "invalid"],
  ["a deprecated code", "api", withParams(car(), { fuel: "4" }), "invalid"],
  ["a deprecated code inside a list", "api", withParams(car(), { financial: ["1"] }), "invalid"],
  ["a missing required param", "api", withoutParam(car(), "regdate"), "invalid"],
  ["no params at all in a category with required ones", "api", without(car(), "params"), "invalid"],
  ["a code as a number instead of a string", "api", withParams(car(), { gearbox: 1 }), "tolerated"],
  ["an integer param in quotes", "api", withParams(car(), { mileage: "48000" }), "invalid"],
  ["a list param sent as one code", "api", withParams(car(), { car_features: "1" }), "invalid"],
  ["a list with a repeated code", "api", withParams(car(), { car_features: ["1", "1"] }), "invalid"],
  ["an empty optional list", "api", withParams(car(), { car_features: [] }), "invalid"],
  ["an optional sent empty", "api", withParams(car(), { chassi: "" }), "invalid"],
  ["an optional sent as 0", "json", withParams(flat(), { iptu: "0" }), "invalid"],
  ["a year after the open range", "api", withParams(car(), { regdate: String(YEAR + 2) }), "invalid"],
  ["a year before 1980 that is not a band", "api", withParams(car(), { regdate: "1979" }), "invalid"],
  ["a lookup id that is a name", "api", withParams(car(), { vehicle_brand: "VOLKSWAGEN" }), "invalid"],
  ["a plate in lower case", "api", withParams(car(), { vehicle_tag: "abc1d23" }), "invalid"],
  ["a used car (zero_km 0) without a plate", "api", withoutParam(car(), "vehicle_tag"), "invalid"],
  ["a car with kilometres and no zero_km, without a plate", "api", withoutParam(withoutParam(car(), "zero_km"), "vehicle_tag"), "invalid"],
  ["a new car (zero_km 1) without a plate", "api", withoutParam(withParams(car(), { zero_km: "1", mileage: 0 }), "vehicle_tag"), "valid"],
  ["a code list with a number", "api", withParams(car(), { car_features: ["1", 3] }), "tolerated"],
  ["a year as a number", "api", withParams(car(), { regdate: 2019 }), "tolerated"],
  ["a lookup id as a number", "api", withParams(car(), { vehicle_brand: 60 }), "tolerated"],
  ["the owner code as a number", "api", withParams(car(), { owner: 1 }), "tolerated"],
  ["a wrong code sent as a number", "api", withParams(car(), { owner: 99 }), "invalid"],
  ["vehicle history 1 without renavam", "api", withParams(car(), { vehicle_history: "1", cpf_cnpj: "12345678909" }), "invalid"],
  ["an unknown param", "api", withParams(car(), { cor: "azul" }), "tolerated"],
  ["an unknown field", "api", { ...car(), color: "azul" }, "tolerated"],
  ["operation in a JSON file", "json", { ...flat(), operation: "insert" }, "tolerated"],
  ["phone in a JSON file", "json", { ...flat(), phone: 11987654321 }, "tolerated"],
  ["an operation that does not exist", "api", { ...car(), operation: "update" }, "invalid"],
  ["no operation", "api", without(car(), "operation"), "tolerated"],
  ["an id with spaces", "api", { ...car(), id: "carro 1" }, "invalid"],
  ["an id of 20 characters", "api", { ...car(), id: "a".repeat(20) }, "invalid"],
  ["an id as a number", "api", { ...car(), id: 48213 }, "invalid"],
  ["a subject of one character", "json", { ...flat(), subject: "A" }, "invalid"],
  ["a body over 6000 characters", "json", { ...flat(), body: "x".repeat(6001) }, "invalid"],
  ["a price with cents", "api", { ...car(), price: 52900.5 }, "invalid"],
  ["a price in quotes", "api", { ...car(), price: "52900" }, "invalid"],
  ["a zipcode with a dash", "api", { ...car(), zipcode: "01310-100" }, "invalid"],
  ["a phone in quotes", "api", { ...car(), phone: "11987654321" }, "invalid"],
  ["a phone of 9 digits", "api", { ...car(), phone: 987654321 }, "invalid"],
  ["a type other than s or u", "api", { ...car(), type: "v" }, "invalid"],
  ["no images", "api", without(car(), "images"), "invalid"],
  ["an empty image list", "api", { ...car(), images: [] }, "invalid"],
  ["21 images", "api", { ...car(), images: Array.from({ length: 21 }, (_, i) => `https://img.example/${i}.jpg`) }, "invalid"],
  ["a repeated image", "api", { ...car(), images: ["https://img.example/1.jpg", "https://img.example/1.jpg"] }, "invalid"],
  ["a video that is not on the video site", "json", { ...flat(), videos: ["https://example.com/video.mp4"] }, "invalid"],
  ["no zipcode", "json", without(flat(), "zipcode"), "invalid"],
  ["an ad that is not an object", "api", ["carro"], "invalid"],
];

describe("the ad JSON Schema per category", () => {
  it("accepts every example ad of the catalogue, on every channel of its category", () => {
    for (const code of EXAMPLE_CATEGORIES) {
      for (const channel of findCategory(code)!.channels.filter((c): c is AdChannel => c !== "xml")) {
        const ad = exampleAd(code, channel);
        expect({ code, channel, problems: validator.schemaProblems(adSchemaDocument(code, channel, { currentYear: YEAR }), ad) }).toEqual({
          code,
          channel,
          problems: [],
        });
      }
    }
  });

  it("accepts the catalogue's API envelope as the import body", () => {
    expect(validator.schemaProblems(importEnvelopeSchema(COMPONENT_REF), exampleEnvelope([2020, 1020, 3060]))).toEqual([]);
  });

  it.each(CASES)("agrees with the portal's checker: %s", (_what, channel, ad, verdict) => {
    const schemaAccepts = schemaSays(ad, channel).length === 0;
    const findings = checkerSays(ad, channel);
    const checkerRefuses = findings.some((f) => f.severity === "error");
    if (verdict === "tolerated") {
      expect({ schemaAccepts, checkerRefuses, checkerWarns: findings.some((f) => f.severity === "warning") }).toEqual({
        schemaAccepts: true,
        checkerRefuses: false,
        checkerWarns: true,
      });
    } else {
      expect({ schemaAccepts, checkerRefuses }).toEqual({ schemaAccepts: verdict === "valid", checkerRefuses: verdict === "invalid" });
    }
  });

  it("is a standalone draft 2020-12 document", () => {
    const doc = adSchemaDocument(2020, "json", { currentYear: YEAR });
    expect(doc.$schema).toBe("https://json-schema.org/draft/2020-12/schema");
    expect(JSON.stringify(doc)).not.toContain("$ref");
  });
});
