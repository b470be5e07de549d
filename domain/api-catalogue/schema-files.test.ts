/**
 * The standalone ad schemas (/esquemas/), as a tool that takes a schema by
 * URL uses them: each file compiles alone with ajv (draft 2020-12, strict,
 * every error reported, as Prism and editors run it), the portal's examples
 * pass, the validator's refusals are refused, and a wrong code in a list of
 * ads is one error, not one per category.
 */
import Ajv2020 from "ajv/dist/2020.js";
import addFormats from "ajv-formats";
import { describe, expect, it } from "vitest";
import { categoriesFor, exampleAd, exampleEnvelope, exampleJsonFile } from "../ad-catalogue/index";
import { SCHEMA_FILES, categorySchemaPath, envelopeSchemaPath, jsonFileSchemaPath } from "./schema-files";

const SITE = "https://integracao.classificados.example";
const YEAR = 2026;

function compile(path: string) {
  const file = SCHEMA_FILES.find((f) => f.path === path)!;
  // A fresh validator per file: nothing but the file itself resolves its references.
  const ajv = new Ajv2020({
    allErrors: true,
    strict: true,
    strictRequired: false,
    strictTypes: false,
    allowUnionTypes: true,
    keywords: ["x-enum-descriptions", "x-enumDescriptions"],
  });
  addFormats(ajv);
  const validate = ajv.compile(file.make(SITE, YEAR));
  return (value: unknown) => (validate(value) ? [] : (validate.errors ?? []).map((e) => `${e.instancePath || "/"} ${e.keyword} ${e.message}`));
}

const clone = <T>(v: T): T => structuredClone(v);

describe("the standalone ad schemas", () => {
  it("are one per category and channel, beside the API body and the JSON file, each with its own $id on the site", () => {
    const paths = SCHEMA_FILES.map((f) => f.path);
    expect(new Set(paths).size).toBe(paths.length);
    for (const channel of ["api", "json"] as const) for (const { code } of categoriesFor(channel)) expect(paths).toContain(categorySchemaPath(code, channel));
    expect(paths).toContain(envelopeSchemaPath);
    expect(paths).toContain(jsonFileSchemaPath);
    for (const file of SCHEMA_FILES) expect(file.make(SITE, YEAR).$id).toBe(`${SITE}${file.path}`);
  });

  it("have no portal-relative links in their descriptions: they are read outside the portal", () => {
    for (const file of SCHEMA_FILES) expect(JSON.stringify(file.make(SITE, YEAR)), file.path).not.toMatch(/\]\(\//);
  });

  it.each(["api", "json"] as const)("each category's file compiles alone and accepts the category's example ad (%s)", (channel) => {
    for (const { code } of categoriesFor(channel)) {
      const problems = compile(categorySchemaPath(code, channel));
      expect({ code, problems: problems(exampleAd(code, channel)) }).toEqual({ code, problems: [] });
    }
  });

  it("the API body and the JSON file accept the examples of every category together", () => {
    const api = categoriesFor("api").map((c) => c.code);
    const json = categoriesFor("json").map((c) => c.code);
    expect(compile(envelopeSchemaPath)(exampleEnvelope(api))).toEqual([]);
    expect(compile(jsonFileSchemaPath)(exampleJsonFile(json))).toEqual([]);
  });

  it("a wrong code in a body of every category is one error, at the ad's parameter", () => {
    const codes = categoriesFor("api").map((c) => c.code);
    const body = clone(exampleEnvelope(codes)) as unknown as { ad_list: { params: Record<string, unknown> }[] };
    const car = codes.indexOf(2020);
    body.ad_list[car].params.fuel = "99";
    // The leaf, and the one `if`/`then` that chose the category's schema (no error per other category).
    expect(compile(envelopeSchemaPath)(body)).toEqual([
      `/ad_list/${car}/params/fuel enum must be equal to one of the allowed values`,
      `/ad_list/${car} if must match "then" schema`,
    ]);
  });

  it("refuses what the validator refuses in a category's file: a price as text, a missing required parameter", () => {
    const problems = compile(categorySchemaPath(2020, "api"));
    const priceAsText = { ...clone(exampleAd(2020, "api")), price: "52900" };
    expect(problems(priceAsText)).toContainEqual(expect.stringContaining("/price type"));
    const ad = clone(exampleAd(2020, "api")) as { params: Record<string, unknown> };
    delete ad.params.regdate;
    expect(problems(ad)).toContainEqual(expect.stringContaining("required"));
  });
});
