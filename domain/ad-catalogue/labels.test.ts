/**
 * Every enumerated code of the catalogue carries its pt-BR label, or the
 * explicit mark that no source gives one; and that mark stays on the few
 * lists where it is true.
 */
import { describe, expect, it } from "vitest";
import { catalogueCodes, isLabelled, labelCounts } from "./index";

describe("code labels", () => {
  const codes = catalogueCodes();

  it("walks every family of the catalogue", () => {
    expect(new Set(codes.map((c) => c.family))).toEqual(
      new Set(["Autos", "Peças e acessórios", "Imóveis", "Agro e indústria", "Celulares e smartphones", "Campos comuns", "XML de imóveis"]),
    );
    expect(codes.length).toBeGreaterThan(500);
  });

  it("finds no code without a label or the explicit no-label mark", () => {
    const missing = codes.filter((c) => !isLabelled(c.value)).map((c) => `${c.family} › ${c.list} › ${c.value.code}`);
    expect(missing).toEqual([]);
  });

  it("marks as unlabelled only the lists no source names, each with what its codes stand for", () => {
    const unlabelled = codes.filter((c) => c.value.unlabelled);
    expect(new Set(unlabelled.map((c) => c.list.replace(/ \(.*$/, "")))).toEqual(
      new Set(["production_category_type", "electronics_condition", "electronics_battery_health", "electronics_color"]),
    );
    for (const c of unlabelled) {
      expect(c.value.label, c.list).toBeUndefined();
      expect(c.value.meaning, `${c.list} ${c.value.code}`).toBeTruthy();
    }
  });

  it("counts labelled codes per family without counting a shared list twice", () => {
    const counts = labelCounts([
      { family: "A", list: "carcolor (2020)", value: { code: "1", label: "Preto" } },
      { family: "A", list: "carcolor (2060)", value: { code: "1", label: "Preto" } },
      { family: "A", list: "fuel (2060)", value: { code: "1", unlabelled: true, meaning: "gasolina" } },
    ]);
    expect(counts).toEqual([{ family: "A", labelled: 1, total: 2, unlabelledLists: ["fuel"] }]);
  });
});
