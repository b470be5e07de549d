/** What the e2e specs know about the built site: the spec's route list and the content manifest. */
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { pageHtmlFile, paths } from "../core/paths";
import type { ServedPage, SiteManifest } from "../core/types";

/** Every page the spec requires (copied from shared/spec/routes.txt). */
export const routes = readFileSync(new URL("./routes.txt", import.meta.url), "utf8")
  .split("\n")
  .map((l) => l.trim())
  .filter((l) => l && !l.startsWith("#"));

const projectRoot = fileURLToPath(new URL("..", import.meta.url));
const built = paths(projectRoot, projectRoot);
const served: SiteManifest = JSON.parse(readFileSync(built.manifest, "utf8"));

/** A page of the manifest with its HTML. */
export type SitePage = ServedPage & { html: string };

/** The content manifest, each page with its HTML (kept apart, in build/content/html/). */
export const manifest: Omit<SiteManifest, "pages"> & { pages: SitePage[] } = {
  ...served,
  pages: served.pages.map((page) => ({ ...page, html: readFileSync(pageHtmlFile(built, page.htmlHash), "utf8") })),
};

export const pageAt = (path: string) => manifest.pages.find((p) => p.path === path);

export const SITE_TITLE = "Portal de Integração";

/**
 * An error page's witty line is drawn at random each time it is rendered
 * (with the hash of the inline script that carries it): left out, so only
 * what is meant to stay the same is compared.
 */
export const withoutWittyLine = (html: string) =>
  html.includes("data-witty")
    ? html
        .replace(/data-witty="">[^<]*</, "")
        // In the document's data (Remix's turbo-stream): the key, then the number (0–6, no other number of the
        // not-found data that small, so it never stands for another's slot).
        .replace(/\\"witty\\",\d+/, "")
        .replace(/'sha256-[^']+'/g, "")
    : html;
