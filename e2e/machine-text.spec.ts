/**
 * Files for machines (issue 16): /llms.txt, /llms-full.txt and the Atom feed
 * /novidades.xml, served by SSR and present in the export with a text or XML
 * content type; the feed is announced in every page's head and the
 * /novidades.html page links each change to its documentation.
 */
import { XMLParser } from "fast-xml-parser";
import { expect, test } from "@playwright/test";
import { manifest, routes } from "./site";

const SITE = "https://integracao.classificados.example";

test("/llms.txt lists every page of the spec, one line each, as UTF-8 text", async ({ request }) => {
  const response = await request.get("/llms.txt");
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toBe("text/plain; charset=utf-8");
  const text = await response.text();
  expect(text).toMatch(/^# Portal de Integração\n\n> .+\n/);
  for (const route of routes.filter((r) => r.endsWith(".html"))) expect(text, route).toContain(`](${SITE}${route})`);
  expect(text).toContain(`](${SITE}/novidades.html)`);
  expect(text).toContain("## Anúncios › API de anúncios › Autos\n");
});

test("/llms-full.txt holds every page's text as Markdown, tables and code kept", async ({ request }) => {
  const response = await request.get("/llms-full.txt");
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toBe("text/plain; charset=utf-8");
  const text = await response.text();
  const browsable = manifest.pages.filter((p) => !p.data.generated && !p.frontmatter.hidden);
  for (const page of browsable) expect(text, page.path).toContain(`\nURL: ${SITE}${page.path}\n`);
  // The OAuth page: a table, a fenced JSON sample, an admonition and the diagram in words.
  expect(text).toContain("| Parâmetro | Tipo | Obrigatório | Significado | Valores aceitos |");
  expect(text).toContain('```json\n{\n  "access_token": "c2VjcmV0by1kZS1leGVtcGxvLTEyMw",\n  "token_type": "Bearer"\n}\n```');
  expect(text).toContain("> **Prazo do código**");
  expect(text).toContain("**Diagrama: Sequência do fluxo authorization code.**");
  expect(text).not.toMatch(/<svg|Copiar código/);
});

test("/novidades.xml is an Atom feed announced in every page's head", async ({ page, request }, info) => {
  const response = await request.get("/novidades.xml");
  expect(response.status()).toBe(200);
  // SSR names it Atom; a plain static host serves .xml by its extension.
  expect(response.headers()["content-type"]).toBe(info.project.name === "ssr" ? "application/atom+xml; charset=utf-8" : "application/xml; charset=utf-8");
  const feed = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: "" }).parse(await response.text()).feed;
  expect(feed.xmlns).toBe("http://www.w3.org/2005/Atom");
  expect(feed.entry.length).toBeGreaterThanOrEqual(5);

  await page.goto("/anuncio/api/import.html");
  const alternate = page.locator('head link[rel="alternate"][type="application/atom+xml"]');
  await expect(alternate).toHaveAttribute("href", "/novidades.xml");
});

test("/novidades.html lists the dated changes, each linking to the page that documents it", async ({ page }) => {
  await page.goto("/novidades.html");
  await expect(page.locator("main h1")).toHaveText("Novidades");
  const entry = page.locator("#fim-da-listagem-antiga");
  await expect(entry).toContainText("17/11/2025");
  await expect(page.locator("#preco-e-imagens-obrigatorios")).toContainText("05/08/2025");
  await expect(page.locator("#ids-de-marca-modelo-e-versao")).toContainText("25/09/2025");
  await expect(page.locator("#financial-caminhoes")).toBeVisible();
  await expect(page.locator("main a", { hasText: "Assine o feed das novidades" })).toHaveAttribute("href", "/novidades.xml");
  await page.locator("main a", { hasText: "Listagem de anúncios (descontinuada)" }).click();
  await expect(page).toHaveURL(/\/anuncio\/api\/published_ads_deprecated\.html#como-migrar$/);
  await expect(page.locator("main h1")).toContainText("Listagem de anúncios");
});
