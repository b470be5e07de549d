/** Development mode: an edited page shows on the next request, without a restart. */
import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, expect, it, vi } from "vitest";

const root = mkdtempSync(join(tmpdir(), "portal-dev-"));
afterAll(() => rmSync(root, { recursive: true, force: true }));

it("recompiles a changed file on the next request in development", async () => {
  vi.stubEnv("PORTAL_CONTENT_ROOT", root);
  vi.stubEnv("NODE_ENV", "development");
  mkdirSync(join(root, "content"), { recursive: true });
  const page = (text: string) => `---\ntitle: Início\ndescription: d\n---\n\n${text}\n`;
  writeFileSync(join(root, "content", "index.mdx"), page("Primeira versão."));
  const { getSite } = await import("./content.server");

  const first = await getSite();
  expect(first.byKey.get("index")!.html).toContain("Primeira versão.");
  expect(await getSite()).toBe(first); // nothing changed: same build

  writeFileSync(join(root, "content", "index.mdx"), page("Segunda versão."));
  const later = new Date(Date.now() + 5000);
  utimesSync(join(root, "content", "index.mdx"), later, later);
  expect((await getSite()).byKey.get("index")!.html).toContain("Segunda versão.");
});
