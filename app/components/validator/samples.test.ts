/** The page's sample buttons always show a report with the mistakes they were built to show. */
import { describe, expect, it } from "vitest";
import { validatePayload } from "../../../packages/validador/src/index";
import { sample } from "./samples";

const rules = (kind: "api" | "json" | "xml") => {
  const report = validatePayload(sample(kind));
  return { report, rules: report.findings.map((f) => f.rule) };
};

describe("validator samples", () => {
  it("API envelope: a deprecated fuel, a lowercase plate, a repeated image and an empty optional", () => {
    const { report, rules: found } = rules("api");
    expect(report).toMatchObject({ format: "api", accepted: false, adCount: 3, passing: 1 });
    expect(found).toEqual(expect.arrayContaining(["param.deprecated", "param.pattern", "images.repeated", "param.empty"]));
  });
  it("JSON file: a CEP with a hyphen, a truck's financial as a list, a repeated id", () => {
    const { report, rules: found } = rules("json");
    expect(report).toMatchObject({ format: "json", accepted: false, adCount: 3 });
    expect(found).toEqual(expect.arrayContaining(["zipcode.invalid", "param.array", "id.repeated"]));
  });
  it("XML feed: HTML in a description, a subtype not in the table, a price the precedence ignores", () => {
    const { report, rules: found } = rules("xml");
    expect(report).toMatchObject({ format: "xml", accepted: false, adCount: 2 });
    expect(found).toEqual(expect.arrayContaining(["xml.html", "xml.subtype", "xml.precedence-price"]));
  });
});
