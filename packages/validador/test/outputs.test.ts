/** The command's outputs other than text: GitHub Actions annotations and SARIF 2.1.0. */
import { describe, expect, it } from "vitest";
import { formatOutput, validatePayload } from "../src/index";
import { escapeData, escapeProperty } from "../src/format/github";
import { YEAR, apiText } from "./fixtures";

const report = validatePayload(apiText([2020], (ads) => (ads[0].params.fuel = "4")), { currentYear: YEAR });

describe("--format github", () => {
  it("one workflow command per finding, on the file's line and column, escaped as the runner reads it", () => {
    const out = formatOutput(report, "github", { filename: "dados/lote,1.json" });
    const line = out.split("\n").find((l) => l.startsWith("::error "))!;
    const fuel = report.findings.find((f) => f.rule === "param.deprecated")!;
    expect(line).toMatch(new RegExp(`^::error file=dados/lote%2C1\\.json,line=${fuel.line},col=${fuel.column},title=Anúncio 1 \\(id "carro-48213"\\) · params\\.fuel · ERROR_FUEL_4_DEPRECATED::`));
    expect(line).toContain("%0AComo corrigir: ");
    expect(line).toContain("%0ADocumentação: https://");
    expect(line).not.toContain("`");
  });
  it("escapes % CR LF in messages, and also : and , in properties", () => {
    expect(escapeData("50% a\r\nb")).toBe("50%25 a%0D%0Ab");
    expect(escapeProperty("a:b,c")).toBe("a%3Ab%2Cc");
  });
});

describe("--format sarif", () => {
  it("SARIF 2.1.0: rules with ids and help links to the portal, results with level, line and the marketplace code", () => {
    const sarif = JSON.parse(formatOutput(report, "sarif", { filename: "lote.json" }));
    expect(sarif.version).toBe("2.1.0");
    const run = sarif.runs[0];
    expect(run.tool.driver.name).toBe("validador-anuncios");
    const rule = run.tool.driver.rules.find((r: { id: string }) => r.id === "param.deprecated");
    expect(rule.helpUri).toMatch(/^https:\/\/.+\/anuncio\/api\/autos\/sub_auto\.html#valores-descontinuados$/);
    const result = run.results.find((r: { ruleId: string }) => r.ruleId === "param.deprecated");
    expect(result).toMatchObject({ level: "error", properties: { code: "ERROR_FUEL_4_DEPRECATED" } });
    expect(result.locations[0].physicalLocation).toMatchObject({ artifactLocation: { uri: "lote.json" }, region: { startLine: expect.any(Number), startColumn: expect.any(Number) } });
    expect(run.tool.driver.rules[result.ruleIndex].id).toBe("param.deprecated");
  });
});
