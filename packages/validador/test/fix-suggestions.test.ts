/**
 * A fix that names a value must name one the validator accepts: each
 * suggestion is taken from the finding's fix, put in the ad, and validated
 * again. Covers every labelled code of every category (a value sent as its
 * label, as `motorpower: 1.5` for the code "5") and plates in the shapes
 * integrators write them.
 */
import { describe, expect, it } from "vitest";
import { categoriesFor } from "../../../domain/ad-catalogue/categories";
import { paramsFor } from "../../../domain/ad-catalogue/params/index";
import { validateIn } from "./fixtures";

/** The last value the fix shows as JSON text (`"5"`), as the reader would paste it. */
const suggested = (fix: string) => [...fix.matchAll(/`"([^"`]*)"`/g)].pop()?.[1];

const findingsOn = (code: number, param: string, value: unknown) =>
  validateIn("api", [code], (ads) => (ads[0].params[param] = value)).findings.filter((f) => f.field === `params.${param}`);

/** Every code parameter whose label is not itself a code: sending the label is the mistake. */
function labelCases() {
  const cases: { category: number; param: string; label: string; code: string; sent: unknown }[] = [];
  for (const { code: category } of categoriesFor("api")) {
    for (const param of paramsFor(category, "api")) {
      if (param.type !== "code" || param.lookup || param.valuesUnpublished) continue;
      const codes = new Set((param.values ?? []).map((v) => v.code));
      for (const value of param.values ?? []) {
        if (!value.label || value.deprecated || codes.has(value.label)) continue;
        // A numeric label goes as the number an integrator's code writes (1.5); any other as text.
        const sent = /^\d+(\.\d+)?$/.test(value.label) ? Number(value.label) : value.label;
        cases.push({ category, param: param.name, label: value.label, code: value.code, sent });
      }
    }
  }
  return cases;
}

describe("a value sent as the label of a code", () => {
  const cases = labelCases();

  it("covers the numeric labels integrators send as numbers (motorpower 1.5 is code 5)", () => {
    expect(cases).toContainEqual(expect.objectContaining({ category: 2020, param: "motorpower", label: "1.5", code: "5", sent: 1.5 }));
  });

  it.each(cases.map((c) => [`${c.category} ${c.param} ${JSON.stringify(c.sent)}`, c] as const))("%s: the fix names the code, which then passes", (_name, c) => {
    const errors = findingsOn(c.category, c.param, c.sent).filter((f) => f.severity === "error");
    expect(errors).toHaveLength(1);
    expect(suggested(errors[0].fix)).toBe(c.code);
    expect(findingsOn(c.category, c.param, c.code)).toEqual([]);
  });
});

describe("a plate the validator refuses or warns about", () => {
  const plates = ["fqj-4b21", "FQJ-4B21", "FQJ 4B21", "abc 1234", "Abc1d23", "ABC-1234"];

  it.each(plates)("%s: the suggested plate passes without any finding", (plate) => {
    const findings = findingsOn(2020, "vehicle_tag", plate);
    expect(findings.length).toBeGreaterThan(0);
    const suggestion = suggested(findings[0].fix);
    expect(suggestion).toMatch(/^[A-Z]{3}\d[A-Z\d]\d{2}$/);
    expect(findingsOn(2020, "vehicle_tag", suggestion)).toEqual([]);
  });

  it("a value that is no plate in any shape gets the plate's shape, not a value to copy", () => {
    const [finding] = findingsOn(2020, "vehicle_tag", "placa?");
    expect(suggested(finding.fix)).toBeUndefined();
    expect(finding.fix).toContain("três letras");
  });
});
