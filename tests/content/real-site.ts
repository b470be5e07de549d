/**
 * The real content built the way `npm run build` builds it (every plugin of
 * site.config.ts, the shared MDX cache), for tests that read the finished
 * pages. Links are only warned about: the build itself checks them.
 */
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { vi } from "vitest";
import { buildSite, hashPipeline } from "../../core/build-site";
import { paths } from "../../core/paths";
import type { BuiltSite } from "../../core/types";
import { siteConfig } from "../../site.config";

export async function buildRealSite(): Promise<{ manifest: BuiltSite; assetsDir: string }> {
  const p = paths();
  const assetsDir = mkdtempSync(join(tmpdir(), "real-site-"));
  const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
  try {
    const manifest = await buildSite({
      root: p.contentRoot,
      config: siteConfig,
      plugins: siteConfig.plugins,
      cacheDir: p.cache,
      assetsDir,
      pipelineHash: hashPipeline(p.root),
      linkCheck: "warn",
    });
    return { manifest, assetsDir };
  } finally {
    warn.mockRestore();
  }
}

/** A page's text as a reader sees it: tags dropped, entities of the renderer decoded, spaces collapsed. */
export function pageText(html: string): string {
  return html
    .replace(/<(script|style)[\s\S]*?<\/\1>/g, " ")
    .replace(/<[^>]+>/g, " ")
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&")
    .replace(/\s+/g, " ");
}
