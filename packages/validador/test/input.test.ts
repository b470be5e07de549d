/**
 * What comes in before any ad is checked: the format is recognised, malformed
 * JSON and XML are explained in pt-BR with line and column, and input that
 * could hang a tab (huge pastes, deep nesting, entity bombs) is refused before
 * parsing. Also the file's encoding (UTF-8 only) and the envelope's shape.
 */
import { describe, expect, it } from "vitest";
import { validateBytes, validatePayload } from "../src/index";
import { MAX_INPUT_BYTES } from "../src/limits";
import { APARTMENT, apiText, fileText, rulesOf, withRule, xmlText } from "./fixtures";

const only = (text: string, filename?: string) => {
  const report = validatePayload(text, { filename });
  expect(report.findings, JSON.stringify(rulesOf(report))).toHaveLength(1);
  return { report, finding: report.findings[0] };
};

describe("recognising the input", () => {
  it("tells the three formats apart by their shape, not by the file name", () => {
    expect(validatePayload(apiText([1020]), { filename: "anuncios.xml" }).format).toBe("api");
    expect(validatePayload(fileText([1020])).format).toBe("json");
    expect(validatePayload(xmlText([{ tags: APARTMENT }]), { filename: "feed.json" }).format).toBe("xml");
    expect(validatePayload("\n\n  " + fileText([1020])).format).toBe("json");
  });

  it("says when the content is neither JSON nor XML, or empty", () => {
    const { finding } = only("id;category;price\ncarro-1;2020;52900", "estoque.csv");
    expect(finding).toMatchObject({ rule: "input.unknown", severity: "error", line: 1, column: 1 });
    expect(finding.message).toContain("JSON nem XML");
    expect(only("   ").finding.message).toMatch(/^Nada para validar/);
    expect(only("42").finding.rule).toBe("input.unknown");
  });

  it("explains a top-level value of the wrong type", () => {
    expect(only("{}").finding).toMatchObject({ rule: "file.type", severity: "error" });
    expect(only('{"id":"a","category":1020,"subject":"x"}').finding.fix).toContain("Parece um anúncio solto");
    const noList = validatePayload('{"access_token":"t"}');
    expect(rulesOf(noList)).toEqual(["envelope.ad-list"]);
  });
});

describe("malformed JSON", () => {
  const syntax = (text: string) => {
    const { report, finding } = only(text);
    expect(report).toMatchObject({ format: undefined, adCount: 0, accepted: false });
    expect(finding.rule).toBe("json.syntax");
    return finding;
  };
  it("names the problem in pt-BR with line and column", () => {
    expect(syntax('[\n  {"id": "a",\n   "price": 10,\n  }\n]')).toMatchObject({ line: 4, column: 3, message: "JSON inválido: vírgula sobrando antes de `}`" });
    expect(syntax('[\n  {"id": "a"\n   "price": 10}\n]')).toMatchObject({ line: 3, message: "JSON inválido: faltou uma vírgula" });
    expect(syntax("[{'id': 'a'}]")).toMatchObject({ line: 1, column: 3, message: "JSON inválido: aspas simples" });
    expect(syntax('[{"id": "a"} // comentário\n]').message).toContain("comentários");
    expect(syntax('[{"body": "linha 1\nlinha 2"}]').fix).toContain("\\n");
    expect(syntax('{"access_token": "t", "ad_list": [{"id": "a"}').message).toContain("não foi fechad");
    expect(syntax('[{"id": "a"}]]').message).toContain("depois do fim");
  });
  it("links to the format of the file", () => {
    expect(syntax("[1,]").docs?.href).toBe("/anuncio/json/home.html#formato-do-arquivo");
  });
});

describe("malformed XML", () => {
  it("names the problem in pt-BR with line and column", () => {
    const text = '<?xml version="1.0" encoding="UTF-8"?>\n<Carga>\n  <Imoveis>\n    <Imovel><CodigoImovel>A</Codigo></Imovel>\n  </Imoveis>\n</Carga>';
    const { finding, report } = only(text);
    expect(finding).toMatchObject({ rule: "xml.syntax", severity: "error", line: 4 });
    expect(finding.message).toContain("`</CodigoImovel>`");
    expect(report.format).toBeUndefined();
    expect(only("<Carga><Imoveis><Imovel>").finding.message).toContain("não fechadas");
    expect(only("<Carga>Preço & condições</Carga>").finding.fix).toContain("&amp;");
    expect(only('\n<?xml version="1.0" encoding="UTF-8"?><Carga/>').finding.message).toContain("não está no início");
  });
  it("refuses entity declarations (a few lines can expand into gigabytes)", () => {
    const bomb = '<?xml version="1.0"?>\n<!DOCTYPE lolz [<!ENTITY lol "lol"><!ENTITY lol2 "&lol;&lol;&lol;&lol;">]>\n<Carga>&lol2;</Carga>';
    expect(only(bomb).finding).toMatchObject({ rule: "xml.syntax", line: 2 });
  });
});

describe("input that could freeze a tab", () => {
  it("refuses a 50 MB paste before parsing it", () => {
    const huge = "[" + '{"id":"a"},'.repeat(5_000_000) + "{}]";
    const { finding, report } = only(huge);
    expect(finding).toMatchObject({ rule: "input.too-large", severity: "error" });
    expect(finding.message).toMatch(/MB/);
    expect(report.bytes).toBe(huge.length);
  });
  it("accepts input up to the limit", () => {
    const padded = fileText([1020]).replace('"body": "', `"body": "${"a".repeat(10)}`);
    expect(padded.length).toBeLessThan(MAX_INPUT_BYTES);
    expect(validatePayload(padded).format).toBe("json");
  });
  it("refuses deeply nested JSON with where it starts, before any recursive code sees it", () => {
    const deep = "[".repeat(100_000) + "]".repeat(100_000);
    expect(only(deep).finding).toMatchObject({ rule: "json.too-deep", line: 1, column: 33 });
    const junk = '{"ad_list": [{"params": ' + '{"a": '.repeat(5000) + "1" + "}".repeat(5000) + "}]}";
    expect(only(junk).finding.rule).toBe("json.too-deep");
    expect(only('{"a": "' + "[".repeat(100) + '"}').finding.rule).toBe("file.type"); // brackets inside strings do not count
  });
  it("refuses deeply nested XML", () => {
    const deep = "<Carga>" + "<a>".repeat(50_000) + "</a>".repeat(50_000) + "</Carga>";
    const { finding } = only(deep);
    expect(finding.rule).toBe("xml.syntax");
    expect(finding.message).toContain("aninhadas");
  });
});

describe("encoding", () => {
  const latin1 = (text: string) => Uint8Array.from([...text].map((c) => c.charCodeAt(0)));
  it("reports bytes that are not UTF-8, with the line", () => {
    const text = fileText([1020]).replace("Apartamento 2 quartos", "Apartamento 2 quartos, ótimo");
    const report = validateBytes(latin1(text));
    const finding = withRule(report, "payload.encoding")[0];
    expect(finding).toMatchObject({ severity: "error", line: text.split("\n").findIndex((l) => l.includes("ótimo")) + 1 });
    expect(report.accepted).toBe(false);
    expect(rulesOf(validateBytes(new TextEncoder().encode(text)))).toEqual([]);
  });
  it("warns about a byte-order mark in JSON, not in XML", () => {
    const bom = (text: string) => new Uint8Array([0xef, 0xbb, 0xbf, ...new TextEncoder().encode(text)]);
    expect(rulesOf(validateBytes(bom(fileText([1020]))))).toEqual(["json.bom"]);
    expect(rulesOf(validateBytes(bom(xmlText([{ tags: APARTMENT }]))), "warning")).toEqual([]);
  });
  it("refuses a huge file without decoding it", () => {
    expect(rulesOf(validateBytes(new Uint8Array(MAX_INPUT_BYTES + 1)))).toEqual(["input.too-large"]);
  });
});

describe("the API envelope", () => {
  it("needs access_token and a non-empty ad_list, and nothing else at the top", () => {
    expect(withRule(validatePayload(apiText([1020], (_, e) => delete e.access_token)), "envelope.token")[0]).toMatchObject({
      severity: "error",
      field: "access_token",
      docs: { href: "/anuncio/api/import.html#envelope" },
    });
    expect(validatePayload(apiText([1020], (_, e) => (e.ad_list = {}))).findings.map((f) => f.rule)).toEqual(["envelope.ad-list"]);
    const empty = validatePayload(apiText([1020], (_, e) => (e.ad_list = [])));
    expect(rulesOf(empty)).toEqual(["envelope.empty"]);
    expect(empty.summary.join(" ")).toContain("-3");
    expect(withRule(validatePayload(apiText([1020], (_, e) => (e.category = 1020))), "envelope.unknown")[0].severity).toBe("warning");
    expect(rulesOf(validatePayload(apiText([1020])))).toEqual([]);
  });
  it("is at most 1 MB", () => {
    const ads = (n: number) =>
      apiText([1020], (list) => {
        const ad = list[0];
        for (let i = 1; i < n; i++) list.push({ ...ad, id: `apto-${i}` });
      });
    const big = ads(1500);
    expect(big.length).toBeGreaterThan(1024 * 1024);
    const finding = withRule(validatePayload(big), "payload.size")[0];
    expect(finding).toMatchObject({ severity: "error", docs: { href: "/anuncio/api/import.html#envelope" } });
    expect(finding.fix).toContain("lotes");
    const fits = ads(1000);
    expect(fits.length).toBeLessThan(1024 * 1024);
    expect(validatePayload(fits).accepted).toBe(true);
    // The JSON file has no published limit.
    expect(
      validatePayload(
        fileText([1020], (list) => {
          for (let i = 1; i < 1500; i++) list.push({ ...list[0], id: `apto-${i}` });
        }),
      ).accepted,
    ).toBe(true);
  });
});
