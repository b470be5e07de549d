/**
 * The classes of wrong verdicts found on real files (issue 14): each one as
 * the smallest input that shows it.
 */
import { describe, expect, it } from "vitest";
import { validateBytes, validatePayload } from "../src/index";
import { APARTMENT, YEAR, apiText, rulesOf, validateXml, withRule, xmlText } from "./fixtures";

describe("XML", () => {
  it("a missing or unknown SubTipoImovel does not hide the other required tags", () => {
    for (const SubTipoImovel of [undefined, "Mansão"]) {
      const report = validateXml([{ tags: { ...APARTMENT, SubTipoImovel, CEP: undefined, Observacao: undefined } }]);
      const required = withRule(report, "xml.tag-required").map((f) => f.field);
      expect(required).toEqual(expect.arrayContaining(["CEP", "Observacao", ...(SubTipoImovel ? [] : ["SubTipoImovel"])]));
      if (SubTipoImovel) expect(rulesOf(report)).toContain("xml.subtype");
    }
  });

  it("unknown tags are said once per feed, with how many Imovel carry each", () => {
    const other = "      <TipoImovel>Apartamento</TipoImovel>\n      <CategoriaImovel>Padrão</CategoriaImovel>";
    const report = validateXml([
      { tags: APARTMENT, extra: other },
      { tags: { ...APARTMENT, CodigoImovel: "AP-2" }, extra: other },
      { tags: { ...APARTMENT, CodigoImovel: "AP-3" }, extra: "      <Zona>Sul</Zona>" },
    ]);
    const unknown = withRule(report, "xml.tag-unknown");
    expect(unknown).toHaveLength(1);
    expect(unknown[0]).toMatchObject({ severity: "warning", line: 18, column: 7 });
    expect(unknown[0].ad).toBeUndefined();
    expect(unknown[0].message).toContain("`<TipoImovel>` (2)");
    expect(unknown[0].message).toContain("`<Zona>` (1)");
  });

  it("an ISO-8859-1 feed gets the encoding error once, on the declaration's line, with the byte position", () => {
    const text = xmlText([{ tags: { ...APARTMENT, Observacao: "Ótimo apartamento." } }], '<?xml version="1.0" encoding="ISO-8859-1"?>');
    const bytes = Uint8Array.from(text, (c) => c.charCodeAt(0));
    const report = validateBytes(bytes, { currentYear: YEAR });
    const encoding = report.findings.filter((f) => /encoding/.test(f.rule));
    expect(encoding).toHaveLength(1);
    expect(encoding[0]).toMatchObject({ rule: "xml.encoding", severity: "error", line: 1, byte: text.indexOf("Ó") });
    expect(encoding[0].message).toContain("ISO-8859-1");
  });
});

describe("API and JSON", () => {
  it("params: [] (PHP's empty array) is refused, and the required parameters are still asked for", () => {
    const report = validatePayload(
      apiText([1020], (ads) => (ads[0].params = [])),
      { currentYear: YEAR },
    );
    expect(withRule(report, "params.type")[0].message).toContain("`[]`");
    const [missing, ...more] = withRule(report, "param.required");
    expect(more).toEqual([]);
    expect(missing.field).toBe("params");
    expect(missing.message).toMatch(/parâmetros obrigatórios ausentes: .*`rooms`.*`apartment_type`|`apartment_type`.*`rooms`/);
    expect(report.accepted).toBe(false);
  });

  it("a number in a code field warns about the type and still checks the code, naming the codes with labels", () => {
    const report = validatePayload(
      apiText([2040], (ads) => (ads[0].params.trucktype = 13)),
      { currentYear: YEAR },
    );
    expect(withRule(report, "param.number")[0].severity).toBe("warning");
    const value = withRule(report, "param.value")[0];
    expect(value.severity).toBe("error");
    expect(value.message).toMatch(/^`trucktype` `13` não existe; aceitos: `1` \S.*`12` \S/);
  });
});
