/**
 * /openapi.json as tools fetch it, and the endpoint component as a reader
 * uses it: the block (copy, phone width) and the reference in a sentence or a
 * table, which leads to the block.
 */
import { axe } from "./fixtures/axe";
import { SAME_BYTES } from "./fixtures/same-bytes";
import { showIn } from "./fixtures/theme";
import { readFileSync } from "node:fs";
import { expect, test } from "@playwright/test";
import { parse as parseYaml } from "yaml";
import { siteConfig } from "../site.config";
import { hydrated, pageWith } from "./fixtures/reading";

test("/openapi.json answers an OpenAPI 3.1 document as JSON, with every call and the webhooks", async ({ request }) => {
  const response = await request.get("/openapi.json");
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toMatch(/^application\/json/);
  const doc = await response.json();
  expect(doc.openapi).toBe("3.1.0");
  expect(Object.keys(doc.paths)).toContain("/autoupload/bump/ad/{ad_id}");
  expect(Object.keys(doc.paths).length).toBeGreaterThan(20);
  expect(Object.keys(doc.webhooks)).toEqual(["lead.delivery", "chat.message", "notification.adStatus"]);
  expect(doc.paths["/autoupload/import"].servers).toEqual([{ url: siteConfig.hosts.AUTOUPLOAD_HOST }]);
  // On the operation too: Postman's importer reads only those.
  expect(doc.paths["/autoupload/import"].put.servers).toEqual([{ url: siteConfig.hosts.AUTOUPLOAD_HOST }]);
  expect(doc.paths["/oauth"].get.servers).toEqual([{ url: siteConfig.hosts.AUTH_HOST }]);
});

test("/openapi.yaml is the same document in YAML", async ({ request }) => {
  const [json, yaml] = await Promise.all([request.get("/openapi.json"), request.get("/openapi.yaml")]);
  expect(yaml.status()).toBe(200);
  expect(parseYaml(await yaml.text())).toEqual(await json.json());
});

test("the Postman collection and environments answer, each call on its host's variable", async ({ request }) => {
  const collection = await (await request.get("/postman/integracao.postman_collection.json")).json();
  expect(collection.info.schema).toBe("https://schema.getpostman.com/json/collection/v2.1.0/collection.json");
  const hosts = collection.item.flatMap((folder: any) => folder.item.map((i: any) => i.request.url.host[0]));
  expect(new Set(hosts)).toEqual(new Set(["{{AUTH_HOST}}", "{{AUTOUPLOAD_HOST}}", "{{APPS_HOST}}"]));
  const environment = await (await request.get("/postman/marketplace.postman_environment.json")).json();
  expect(environment.values.find((v: any) => v.key === "AUTOUPLOAD_HOST").value).toBe(siteConfig.hosts.AUTOUPLOAD_HOST);
});

/** The headers the export's `_headers` gives `path` (a trailing * in a rule matches the rest), as a host that reads it sends them. */
function exportHeadersOf(path: string): string[] {
  const rules = [...readFileSync("dist/_headers", "utf8").matchAll(/^(\/\S*)\n((?: {2}.+\n?)+)/gm)];
  const applies = (rule: string) => (rule.endsWith("*") ? path.startsWith(rule.slice(0, -1)) : path === rule);
  return rules.filter(([, rule]) => applies(rule)).flatMap(([, , lines]) => lines.trim().split(/\n\s*/));
}

test("browser tools on another origin may load the API description (CORS)", async ({ request }, { project }) => {
  for (const path of ["/openapi.json", "/openapi.yaml", "/postman/integracao.postman_collection.json", "/esquemas/arquivo-json.schema.json"]) {
    // The plain static host reads no _headers and sends only what any CDN would: there, the export's _headers
    // carries the header for the hosts that read it (nginx sends it too: e2e/nginx.spec.ts).
    if (project.name === "static") expect(exportHeadersOf(path), path).toContain("Access-Control-Allow-Origin: *");
    else {
      const response = await request.get(path, { headers: { Origin: "https://editor.example" } });
      expect(response.headers()["access-control-allow-origin"], path).toBe("*");
    }
  }
});

test("the page offers each file as a download, saved under its own name", async ({ page }) => {
  await page.goto("/anuncio/api/openapi.html");
  for (const [href, name] of [
    ["/openapi.json", "openapi.json"],
    ["/openapi.yaml", "openapi.yaml"],
    ["/postman/integracao.postman_collection.json", "integracao.postman_collection.json"],
    ["/postman/mock-local.postman_environment.json", "mock-local.postman_environment.json"],
  ]) {
    const link = page.locator(`.doc-body a[href="${href}"]`);
    await expect(link).toHaveAttribute("download", name);
  }
  const [download] = await Promise.all([page.waitForEvent("download"), page.locator('.doc-body a[href="/openapi.json"]').click()]);
  expect(download.suggestedFilename()).toBe("openapi.json");
  await expect(page).toHaveURL(/\/anuncio\/api\/openapi\.html$/);
});

test("the page lists where the ad schemas and the validator differ", SAME_BYTES, async ({ page }) => {
  await page.goto("/anuncio/api/openapi.html");
  const section = page.locator("#esquemas-dos-anuncios-e-o-validador ~ ul").first();
  await expect(section).toContainText("O mesmo `id`".replaceAll("`", ""));
});

test("the endpoint block's button copies the call's full URL and says so", SAME_BYTES, async ({ page, context }) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  await page.goto(pageWith('class="endpoint"', "an endpoint block").path);
  await hydrated(page);
  const block = page.locator(".doc-body .endpoint").first();
  const button = block.getByRole("button", { name: /^Copiar endereço / });
  await expect(button).toBeVisible();
  const path = (await block.locator(".endpoint-path").textContent())!;
  await button.click();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toMatch(/^https:\/\//);
  expect(copied.endsWith(path)).toBe(true);
  await expect(button).toHaveAttribute("data-copied", "true");
  await expect(page.locator("#anuncios")).toHaveText("Endereço copiado");
});

test("a call named in a table is a reference that leads to the section whose block documents it", async ({ page }) => {
  await page.goto("/hv/rotas_api_hv.html");
  await hydrated(page);
  const reference = page.locator('.doc-body a.endpoint-ref[data-operation="vehicleHistory.activate"]');
  await expect(reference).toHaveText("PATCH /autoupload/vehicle-histories/{clientAdId}");
  await reference.click();
  await expect(page).toHaveURL(/\/hv\/rotas_api_hv\.html#ativar-o-historico-veicular$/);
  const block = page.locator('.doc-body .endpoint[data-operation="vehicleHistory.activate"]');
  await expect(block).toBeInViewport();
  await expect(block.locator(".endpoint-method")).toHaveText("PATCH");
});

test("the API home lists the import calls from the catalogue and leads to the OpenAPI page", async ({ page }) => {
  await page.goto("/anuncio/api/home.html");
  const reference = page.locator("#referencia-das-chamadas ~ * a.endpoint-ref");
  await expect(reference.first()).toBeVisible();
  expect(await page.locator('.doc-body a.endpoint-ref[data-operation="lookups.cellphoneModels"]').count()).toBe(1);
  await page.locator('.doc-body a[href="/anuncio/api/openapi.html"]').first().click();
  await expect(page).toHaveURL(/\/anuncio\/api\/openapi\.html$/);
  await expect(page.locator("h1").first()).toContainText("Especificação OpenAPI");
});

test.describe("on a 375 px phone", () => {
  test.use({ viewport: { width: 375, height: 800 } });

  test("a reference in a sentence wraps at a slash, never inside a segment", SAME_BYTES, async ({ page }) => {
    await page.goto("/anuncio/api/autos/sub_auto.html");
    const references = page.locator(".doc-body a.endpoint-ref");
    expect(await references.count()).toBeGreaterThan(2);
    const broken = await references
      .locator(".endpoint-segment")
      .evaluateAll((els) => els.filter((el) => new Set([...el.getClientRects()].map((r) => Math.round(r.top))).size > 1).map((el) => el.textContent));
    expect(broken).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  });

  test.use({ viewport: { width: 375, height: 800 } });

  test("the path wraps at a slash, never inside a segment, and nothing spills out", SAME_BYTES, async ({ page }) => {
    await page.goto("/anuncio/api/openapi.html");
    const block = page.locator(".doc-body .endpoint").first();
    const path = block.locator(".endpoint-path");
    // A segment such as "/autoupload" sits on one line: no break inside it.
    const linesPerSegment = await path
      .locator(".endpoint-segment")
      .evaluateAll((els) => els.map((el) => new Set([...el.getClientRects()].map((r) => Math.round(r.top))).size));
    expect(linesPerSegment.length).toBeGreaterThan(2);
    expect(linesPerSegment.every((n) => n === 1)).toBe(true);
    // And the path did wrap at this width, so the rule was exercised.
    expect(await path.evaluate((el) => el.getClientRects().length > 0 && el.getBoundingClientRect().height > 30)).toBe(true);
    // The block fits the screen: nothing scrolls sideways.
    expect(await block.evaluate((el) => el.scrollWidth <= el.clientWidth && el.getBoundingClientRect().right <= window.innerWidth)).toBe(true);
    // Method and the address's copy button stay on the path's first line (the Testar panel below has copy buttons of its own).
    const [method, copy, first] = await Promise.all([
      block.locator(".endpoint-method").boundingBox(),
      block.locator(".endpoint-copy").boundingBox(),
      path.locator(".endpoint-segment").first().boundingBox(),
    ]);
    expect(Math.abs(method!.y - first!.y)).toBeLessThan(12);
    expect(Math.abs(copy!.y - first!.y)).toBeLessThan(12);
  });
});

test("every method badge is readable in light and in dark (axe, WCAG AA contrast) and says its method in text", SAME_BYTES, async ({ page }) => {
  await page.emulateMedia({ colorScheme: "light" });
  await page.goto(pageWith('class="endpoint"', "an endpoint block").path);
  await hydrated(page);
  // One block per method, cloned from the page's own, so every colour pair is measured.
  await page
    .locator(".doc-body .endpoint")
    .first()
    .evaluate((block) => {
      for (const method of ["get", "post", "put", "patch", "delete"]) {
        const copy = block.cloneNode(true) as HTMLElement;
        copy.dataset.method = method;
        copy.classList.add("method-sample");
        copy.querySelector(".endpoint-method")!.textContent = method.toUpperCase();
        block.after(copy);
      }
    });
  const samples = page.locator(".method-sample");
  await expect(samples).toHaveCount(5);
  for (const theme of ["light", "dark"] as const) {
    await showIn(page, theme);
    const colours = await samples.locator(".endpoint-method").evaluateAll((els) => els.map((el) => getComputedStyle(el).backgroundColor));
    expect(new Set(colours).size, theme).toBe(5);
    const results = await axe(page).include(".method-sample").withTags(["wcag2aa"]).analyze();
    expect
      .soft(
        results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`),
        theme,
      )
      .toEqual([]);
  }
});

test("the page links a JSON Schema for the API body, the JSON file and each category, each a standalone document at its own $id", async ({ page, request }) => {
  await page.goto("/anuncio/api/openapi.html");
  const links = await page.locator('.doc-body a[href^="/esquemas/"]').evaluateAll((as) => as.map((a) => a.getAttribute("href")!));
  expect(links).toContain("/esquemas/envio-api.schema.json");
  expect(links).toContain("/esquemas/arquivo-json.schema.json");
  expect(links).toContain("/esquemas/anuncio-2020-api.schema.json");
  expect(links).toContain("/esquemas/anuncio-1020-json.schema.json");
  for (const href of ["/esquemas/arquivo-json.schema.json", "/esquemas/anuncio-2020-api.schema.json"]) {
    const response = await request.get(href);
    expect(response.status(), href).toBe(200);
    const schema = await response.json();
    expect(schema.$schema, href).toBe("https://json-schema.org/draft/2020-12/schema");
    expect(new URL(schema.$id).pathname, href).toBe(href);
  }
});
