/** The command's outputs other than text: GitHub Actions annotations and SARIF 2.1.0. */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import AjvDraft04 from "ajv-draft-04";
import { describe, expect, it } from "vitest";
import { formatOutput, validatePayload } from "../src/index";
import { escapeData, escapeProperty } from "../src/format/github";
import { YEAR, apiText, fileText } from "./fixtures";

const report = validatePayload(
  apiText([2020], (ads) => (ads[0].params.fuel = "4")),
  { currentYear: YEAR },
);

describe("--format github", () => {
  it("one workflow command per finding, on the file's line and column, escaped as the runner reads it", () => {
    const out = formatOutput(report, "github", { filename: "dados/lote,1.json" });
    const line = out.split("\n").find((l) => l.startsWith("::error "))!;
    const fuel = report.findings.find((f) => f.rule === "param.deprecated")!;
    expect(line).toMatch(
      new RegExp(
        `^::error file=dados/lote%2C1\\.json,line=${fuel.line},col=${fuel.column},title=Anúncio 1 \\(id "carro-48213"\\) · params\\.fuel · ERROR_FUEL_4_DEPRECATED::`,
      ),
    );
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
    expect(result.locations[0].physicalLocation).toMatchObject({
      artifactLocation: { uri: "lote.json" },
      region: { startLine: expect.any(Number), startColumn: expect.any(Number) },
    });
    expect(run.tool.driver.rules[result.ruleIndex].id).toBe("param.deprecated");
  });
});

describe("--format sarif, as SARIF tools read it", () => {
  // The OASIS SARIF 2.1.0 schema (rtm.5, the published standard), vendored as test data from the npm package
  // @microsoft/jest-sarif 1.0.0-beta.0 (lib/schemas/sarif-2.1.0-rtm.5.json): tests run without network.
  const schema = JSON.parse(readFileSync(join(__dirname, "sarif-2.1.0-rtm.5.schema.json"), "utf8"));
  const validate = new AjvDraft04({ allErrors: true, strict: false, validateFormats: false, unicodeRegExp: false }).compile(schema);
  const many = validatePayload(
    fileText([2020, 2020, 1020], (ads) => {
      ads[0].params.mileage = 10000.5;
      ads[1].params.mileage = "dez mil";
      ads[2].price = "sob consulta";
    }),
    { currentYear: YEAR },
  );

  it("is valid against the official SARIF 2.1.0 schema, for every kind of file name", () => {
    for (const filename of ["lote.json", "dados/meus imóveis #2.xml", "/home/ana/lotes/lote 100%.json", "C:\\Users\\ana\\lote.json"]) {
      const sarif = JSON.parse(formatOutput(many, "sarif", { filename }));
      expect(validate(sarif) ? [] : validate.errors).toEqual([]);
    }
  });

  it("describes each rule for itself, with full description and help, never with one finding's message", () => {
    const run = JSON.parse(formatOutput(many, "sarif", { filename: "lote.json" })).runs[0];
    const messages = many.findings.map((f) => f.message.replace(/`/g, ""));
    for (const rule of run.tool.driver.rules) {
      expect(rule).toMatchObject({
        shortDescription: { text: expect.any(String) },
        fullDescription: { text: expect.any(String) },
        help: { text: expect.any(String), markdown: expect.any(String) },
      });
      for (const m of messages) expect(rule.shortDescription.text).not.toContain(m);
    }
    expect(run.tool.driver.rules.find((r: { id: string }) => r.id === "param.integer").shortDescription.text).not.toMatch(/10000|dez mil/);
  });

  it("percent-encodes file names and writes absolute paths as file:/// URIs", () => {
    const uri = (filename: string) => JSON.parse(formatOutput(many, "sarif", { filename })).runs[0].artifacts[0].location.uri;
    expect(uri("dados/meus imóveis #2.xml")).toBe("dados/meus%20im%C3%B3veis%20%232.xml");
    expect(uri("/home/ana/lotes/lote 100%.json")).toBe("file:///home/ana/lotes/lote%20100%25.json");
    expect(uri("C:\\Users\\ana\\lote.json")).toBe("file:///C:/Users/ana/lote.json");
  });
});
