/** The head script (full loads) and the browser function (client-side navigation) hide the same releases. */
import { runInNewContext } from "node:vm";
import { describe, expect, it } from "vitest";
import { hideEndedReleases, isReleaseOver, localIsoDate } from "../app/components/behaviour/release-dates";
import { hideExpiredScript, releaseDatesIn } from "./release-date";

/** Runs the head script on `now`; returns the release dates its CSS hides. */
function hiddenByHeadScript(dates: string[], now: Date): string[] {
  let css = "";
  const FixedDate = class extends Date {
    constructor() {
      super(now.getTime());
    }
  };
  const document = { createElement: () => ({ textContent: "" }), head: { appendChild: (s: { textContent: string }) => (css += s.textContent) } };
  runInNewContext(hideExpiredScript(dates), { Date: FixedDate, document });
  return [...css.matchAll(/\[data-release="([^"]+)"\]\{display:none!important\}/g)].map((m) => m[1]);
}

/** Runs the browser function on elements carrying `dates`; returns the dates it hid. */
function hiddenOnNavigation(dates: string[], now: Date): string[] {
  const els = dates.map((release) => ({
    dataset: { release },
    hidden: false,
    style: {
      setProperty() {
        (this as any).owner.hidden = true;
      },
    } as any,
  }));
  els.forEach((el) => (el.style.owner = el));
  hideEndedReleases({ querySelectorAll: () => els } as unknown as ParentNode, now);
  return els.filter((e) => e.hidden).map((e) => e.dataset.release);
}

describe("release dates", () => {
  const dates = ["2025-06-29", "2025-06-30", "2025-07-01"];

  it("hide content only once the local date is after the release date, in both paths", () => {
    for (const now of [
      new Date(2025, 5, 29, 12),
      new Date(2025, 5, 30, 0, 0),
      new Date(2025, 5, 30, 23, 59),
      new Date(2025, 6, 1, 0, 1),
      new Date(2026, 0, 1),
    ]) {
      const expected = dates.filter((d) => isReleaseOver(d, localIsoDate(now)));
      expect(hiddenByHeadScript(dates, now), now.toString()).toEqual(expected);
      expect(hiddenOnNavigation(dates, now), now.toString()).toEqual(expected);
    }
  });

  it("keeps the release date's own day visible and hides the day after", () => {
    expect(hiddenByHeadScript(["2027-06-30"], new Date(2027, 5, 30, 23, 59))).toEqual([]);
    expect(hiddenByHeadScript(["2027-06-30"], new Date(2027, 6, 1, 0, 0))).toEqual(["2027-06-30"]);
  });

  it("finds each release date of a page once", () => {
    expect(releaseDatesIn('<div data-release="2027-06-30"></div><p data-release="2026-01-01"></p><div data-release="2027-06-30">')).toEqual([
      "2026-01-01",
      "2027-06-30",
    ]);
  });
});
