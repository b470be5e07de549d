/**
 * Large and hostile input: positions stay right where the old look-ups were
 * slow (a minified file, many findings in one ad, multi-byte text), the same
 * mistake in many ads is said once with its count, and escape sequences in
 * the input never reach the terminal. Speed itself is measured by
 * `npm run bench:validator`, not here.
 */
import { describe, expect, it } from "vitest";
import { exampleAd } from "../../../domain/ad-catalogue/examples";
import { checkAd, formatReport, validatePayload } from "../src/index";
import { fileText, YEAR } from "./fixtures";

/** Line and column (characters, 1-based) of the first occurrence of `needle` after `from`, counted the plain way. */
function positionOf(text: string, needle: string, from = 0) {
  const offset = text.indexOf(needle, from);
  const before = text.slice(0, offset);
  const line = before.split("\n").length;
  const column = [...before.slice(before.lastIndexOf("\n") + 1)].length + 1;
  return { line, column, offset };
}

describe("positions at scale", () => {
  it("every finding of a minified file with accents and emoji sits on its own key", () => {
    const ads = JSON.parse(fileText([2020, 1020, 2020])) as Record<string, any>[];
    ads.forEach((ad, i) => {
      ad.subject = `Anúncio ${i} 🚗 ção`;
      ad.params[`campo_${i}_á`] = "x";
    });
    const text = JSON.stringify(ads);
    const report = validatePayload(text, { currentYear: YEAR });
    const unknown = report.findings.filter((f) => f.rule === "param.unknown");
    expect(unknown).toHaveLength(3);
    for (const [i, f] of unknown.entries()) {
      const { line, column } = positionOf(text, `"campo_${i}_á"`);
      expect({ line: f.line, column: f.column }).toEqual({ line, column });
    }
  });

  it("thousands of unknown keys in one ad each point at their own line", () => {
    const keys = Array.from({ length: 3000 }, (_, i) => `"extra_${i}": "x"`).join(",\n");
    const text = fileText([1020]).replace('"params": {', `"params": {\n${keys},`);
    const report = validatePayload(text, { currentYear: YEAR });
    const unknown = report.findings.filter((f) => f.rule === "param.unknown");
    expect(unknown).toHaveLength(3000);
    for (const i of [0, 1234, 2999]) expect(unknown.find((f) => f.field === `params.extra_${i}`)?.line).toBe(positionOf(text, `"extra_${i}"`).line);
  });
});

describe("many findings in one ad", () => {
  it("an ad with 150,000 unknown parameters gives one finding each, without overflowing the stack", () => {
    // Past the number of arguments a call can take on Node's stack (about 125,000); the page's worker takes fewer.
    const ad = structuredClone(exampleAd(2020, "json")) as Record<string, any>;
    for (let i = 0; i < 150_000; i++) ad.params[`campo_${i}`] = "x";
    const unknown = checkAd(ad, "json", "", { currentYear: YEAR }).filter((f) => f.rule === "param.unknown");
    expect(unknown).toHaveLength(150_000);
    expect(unknown[149_999].path).toBe("params.campo_149999");
  });

  it("progress moves within one ad with many findings, and the report is the same as without it", () => {
    const text = fileText([2020], (ads) => {
      for (let i = 0; i < 12_000; i++) ads[0].params[`campo_${i}`] = "x";
    });
    const calls: [number, number | undefined, number | undefined][] = [];
    const withProgress = validatePayload(text, { currentYear: YEAR, onProgress: (checked, total, findings) => calls.push([checked, total, findings]) });
    // Still on the first (and only) ad, more findings each time.
    const within = calls.filter(([checked, total, findings]) => checked === 0 && total === 1 && findings);
    expect(within.map(([, , findings]) => findings)).toEqual([5_000, 10_000]);
    expect(withProgress).toEqual(validatePayload(text, { currentYear: YEAR }));
  });
});

describe("repeated findings", () => {
  it("the same mistake in many ads is one block with the count and the lines, not one block per ad", () => {
    const ads = JSON.parse(fileText(Array(40).fill(1020))) as Record<string, any>[];
    ads.forEach((ad, i) => {
      ad.id = `ap-${i}`;
      ad.price = "sob consulta";
    });
    ads[7].params.rooms = "99";
    const report = validatePayload(JSON.stringify(ads, null, 1), { currentYear: YEAR });
    const text = formatReport(report);
    expect(text.match(/O mesmo erro em 40 anúncios \(linhas \d+(, \d+){9} … e mais 30\)/g)).toHaveLength(1);
    expect(text.match(/sob consulta/g)).toHaveLength(1);
    // A mistake in one ad stays under that ad.
    expect(text).toMatch(/Anúncio 8 \(id "ap-7"\)\n {2}ERRO {3}params\.rooms/);
    // Every occurrence is still in the report's data (JSON, SARIF, annotations).
    expect(report.findings.filter((f) => f.rule === "price.type" || f.message.includes("sob consulta"))).toHaveLength(40);
  });
});

describe("terminal safety", () => {
  it("escape sequences in the input are printed visibly, never sent to the terminal", () => {
    const ads = JSON.parse(fileText([1020])) as Record<string, any>[];
    ads[0].id = "\u001b]0;pwned\u0007\u001b[2J";
    ads.push({ ...ads[0] });
    const text = formatReport(validatePayload(JSON.stringify(ads, null, 2), { currentYear: YEAR }));
    expect(text).toContain("\\u001b]0;pwned\\u0007\\u001b[2J");
    expect(text).not.toMatch(/[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/);
  });
});
