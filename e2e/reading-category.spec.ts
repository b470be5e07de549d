/**
 * A category page is about its category: a dealer mapping truck bodies opens
 * the truck page and sees the trucktype codes on the first screen (1440×900),
 * without scrolling past how the import call works (that lives once, in
 * Envio de anúncios, one line away).
 */
import { expect, test } from "@playwright/test";
import { SAME_BYTES } from "./fixtures/same-bytes";

test.use({ viewport: { width: 1440, height: 900 } });

for (const [path, param] of [
  ["/anuncio/api/autos/sub_truck.html", "trucktype"],
  ["/anuncio/api/autos/sub_bus.html", "bustype"],
  ["/anuncio/api/autos/sub_motorcycle.html", "mototype"],
  ["/anuncio/api/autos/sub_boat_plane.html", "boattype"],
] as const) {
  test(`${path}: the ${param} codes start on the first screen, and the shared import details are one link away`, SAME_BYTES, async ({ page }) => {
    await page.goto(path);
    const heading = page.locator("main h2", { has: page.locator("code", { hasText: new RegExp(`^${param}$`) }) });
    const firstCode = heading.locator("xpath=following::table[1]//tbody/tr[1]");
    await expect(firstCode).toBeVisible();
    const box = (await firstCode.boundingBox())!;
    expect(box.y + box.height, "bottom of the first code row").toBeLessThanOrEqual(900);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    // Above the table: no request/response walls, just the pointer to the shared call.
    await expect(page.locator("main a[href='/anuncio/api/import.html']").first()).toBeVisible();
    await expect(page.locator("main h2", { hasText: /^(Como enviar|Resposta)$/ })).toHaveCount(0);
  });
}
