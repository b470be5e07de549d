/**
 * The report the validator page shows is paged by the worker that keeps it:
 * what the reader sees must be the report's findings, grouped as the command
 * line groups them, whatever page or severities are asked for.
 */
import { describe, expect, it } from "vitest";
import { validatePayload } from "../../../packages/validador/src/index";
import { fileText } from "../../../packages/validador/test/fixtures";
import { FIRST_PAGE, PAGE, ReportPager } from "./report-pages";

/** `count` apartments with the same wrong zipcode, and a car with `keys` unknown parameters. */
function report(count: number, keys: number) {
  const text = fileText([...Array.from({ length: count }, () => 1020), 2020], (ads) => {
    ads.forEach((ad, i) => (ad.id = `ad-${i}`));
    for (let i = 0; i < count; i++) ads[i].zipcode = "38400-000";
    for (let i = 0; i < keys; i++) ads[count].params[`campo_${i}`] = "x";
  });
  return validatePayload(text);
}

describe("ReportPager", () => {
  it("says a finding repeated in many ads once, with its count and lines, and leaves it out of the ads' lists", () => {
    const page = new ReportPager(report(200, 0)).page(FIRST_PAGE);
    const zip = page.repeated.find((r) => r.finding.rule === "zipcode.invalid");
    expect(zip?.count).toBe(200);
    expect(zip?.where).toMatch(/^linhas \d+(, \d+){9} … e mais 190$/);
    expect(page.groups.flatMap((g) => g.findings).some((f) => f.rule === "zipcode.invalid")).toBe(false);
    expect(page.report).not.toHaveProperty("findings");
  });

  it("hands out the first findings of an ad and more on request, counting what is left", () => {
    const full = report(0, 1_000);
    const pager = new ReportPager(full);
    const first = pager.page(FIRST_PAGE);
    const car = first.groups.find((g) => g.title.startsWith("Anúncio 1"))!;
    expect(car.findings).toHaveLength(PAGE);
    expect(car.total).toBe(full.findings.filter((f) => f.ad?.index === 0).length);
    const more = pager.page({ ...FIRST_PAGE, inGroup: { [car.key]: PAGE * 2 } });
    expect(more.groups.find((g) => g.key === car.key)!.findings.map((f) => f.field)).toEqual(
      full.findings
        .filter((f) => f.ad?.index === 0)
        .slice(0, PAGE * 2)
        .map((f) => f.field),
    );
  });

  it("counts every severity and shows only the ones asked for", () => {
    const full = report(5, 3);
    const page = new ReportPager(full).page({ ...FIRST_PAGE, severities: ["warning", "info"] });
    expect(page.counts.error).toBe(full.findings.filter((f) => f.severity === "error").length);
    expect(page.counts.error).toBeGreaterThan(0);
    const shown = [...page.repeated.map((r) => r.finding), ...page.groups.flatMap((g) => g.findings)];
    expect(shown.every((f) => f.severity !== "error")).toBe(true);
  });

  it("pages the ads: PAGE at first, the total known", () => {
    const page = new ReportPager(report(0, 0)).page(FIRST_PAGE);
    expect(page.groupTotal).toBe(page.groups.length);
    const many = new ReportPager(
      validatePayload(
        fileText(
          Array.from({ length: 120 }, () => 1020),
          (ads) => ads.forEach((ad, i) => ((ad.id = `x-${i}`), (ad.params[`campo_${i}`] = "x"))),
        ),
      ),
    ).page(FIRST_PAGE);
    expect(many.groups).toHaveLength(PAGE);
    expect(many.groupTotal).toBeGreaterThan(PAGE);
  });

  it("marks the gutter's lines only when asked", () => {
    const pager = new ReportPager(report(3, 2));
    expect(pager.page(FIRST_PAGE).marks).toBeUndefined();
    const marks = pager.page({ ...FIRST_PAGE, withMarks: true }).marks!;
    expect(marks.size).toBeGreaterThan(0);
    expect([...marks.values()]).toContain("error");
  });
});
