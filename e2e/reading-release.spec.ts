/** Spec §2: elements with data-release disappear once the reader's date is later than theirs — on a full load and after client-side navigation. */
import { expect, test, type Page } from "@playwright/test";
import { followLinkTo, hydrated, isSameDocument, markDocument, pageWith } from "./fixtures/reading";
import { manifest } from "./site";
import { SAME_BYTES } from "./fixtures/same-bytes";

const releasePage = () =>
  manifest.pages.find((p) => p.path === "/" && p.html.includes("data-release")) ? manifest.pages.find((p) => p.path === "/")! : pageWith("data-release");
const releaseDate = () => /data-release="(\d{4}-\d{2}-\d{2})"/.exec(releasePage().html)![1];

/** Noon in Brasília (the tests' time zone) on the given day, `plusDays` later. */
const dayAt = (date: string, plusDays = 0) => new Date(new Date(`${date}T12:00:00-03:00`).getTime() + plusDays * 86_400_000);

const release = (page: Page) => page.locator(`main [data-release="${releaseDate()}"]`).first();

for (const [when, plusDays, visible] of [
  ["on the release date itself", 0, true],
  ["the day before", -1, true],
  ["the day after", 1, false],
] as const) {
  test(`${when} the content is ${visible ? "shown" : "hidden"} on a full load`, SAME_BYTES, async ({ page }) => {
    await page.clock.setFixedTime(dayAt(releaseDate(), plusDays));
    await page.goto(releasePage().path);
    await expect(release(page)).toBeAttached();
    if (visible) await expect(release(page)).toBeVisible();
    else await expect(release(page)).toBeHidden();
    // Still so once the app has hydrated.
    await hydrated(page);
    if (visible) await expect(release(page)).toBeVisible();
    else await expect(release(page)).toBeHidden();
  });

  test(`${when} the content is ${visible ? "shown" : "hidden"} after client-side navigation`, async ({ page }) => {
    await page.clock.setFixedTime(dayAt(releaseDate(), plusDays));
    const start = manifest.pages.find((p) => p.path !== releasePage().path && !p.html.includes("data-release") && !p.data.generated)!;
    await page.goto(start.path);
    await hydrated(page);
    await markDocument(page);
    await followLinkTo(page, releasePage().path);
    await expect(page.locator("main h1")).toContainText(releasePage().title);
    expect(await isSameDocument(page)).toBe(true);
    await expect(release(page)).toBeAttached();
    if (visible) await expect(release(page)).toBeVisible();
    else await expect(release(page)).toBeHidden();
  });
}
