/** Development mode: an edited page or shared snippet shows on the next request, without a restart. */
import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, expect, it, vi } from "vitest";
import type { SiteIndex } from "./content.server";

const root = mkdtempSync(join(tmpdir(), "portal-dev-"));
afterAll(() => rmSync(root, { recursive: true, force: true }));

const htmlOfIndex = (site: SiteIndex) => site.htmlOf(site.byKey.get("index")!);
const page = (text: string) => `---\ntitle: Início\ndescription: d\n---\n\n${text}\n`;
/** Writes a file with a modification time clearly after the previous one. */
function write(file: string, text: string) {
  mkdirSync(join(file, ".."), { recursive: true });
  writeFileSync(file, text);
  const later = new Date(Date.now() + 5000);
  utimesSync(file, later, later);
}

it("recompiles a changed file on the next request in development", async () => {
  vi.stubEnv("PORTAL_CONTENT_ROOT", root);
  vi.stubEnv("NODE_ENV", "development");
  mkdirSync(join(root, "content"), { recursive: true });
  writeFileSync(join(root, "content", "index.mdx"), page("Primeira versão."));
  const { getSite } = await import("./content.server");

  const first = await getSite();
  expect(htmlOfIndex(first)).toContain("Primeira versão.");
  expect(await getSite()).toBe(first); // nothing changed: same build

  write(join(root, "content", "index.mdx"), page("Segunda versão."));
  expect(htmlOfIndex(await getSite())).toContain("Segunda versão.");
});

it("shows an edited snippet on the next request in development", async () => {
  const { getSite } = await import("./content.server");
  write(join(root, "snippets", "aviso.md"), "Aviso antigo.\n");
  write(join(root, "content", "index.mdx"), page('::snippet{name="aviso"}'));
  expect(htmlOfIndex(await getSite())).toContain("Aviso antigo.");

  write(join(root, "snippets", "aviso.md"), "Aviso novo.\n");
  expect(htmlOfIndex(await getSite())).toContain("Aviso novo.");
});
