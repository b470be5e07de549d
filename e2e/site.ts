/** What the e2e specs know about the built site: the spec's route list and the content manifest. */
import { readFileSync } from "node:fs";
import type { SiteManifest } from "../core/types";

/** Every page the spec requires (copied from shared/spec/routes.txt). */
export const routes = readFileSync(new URL("./routes.txt", import.meta.url), "utf8")
  .split("\n")
  .map((l) => l.trim())
  .filter((l) => l && !l.startsWith("#"));

export const manifest: SiteManifest = JSON.parse(readFileSync(new URL("../build/content/manifest.json", import.meta.url), "utf8"));

export const pageAt = (path: string) => manifest.pages.find((p) => p.path === path);

export const SITE_TITLE = "Portal de Integração";

/**
 * An error page's witty line is drawn at random each time it is rendered
 * (with the hash of the inline script that carries it): left out, so only
 * what is meant to stay the same is compared.
 */
export const withoutWittyLine = (html: string) =>
  html.includes("data-witty") ? html.replace(/data-witty="">[^<]*</, "").replace(/"witty":\d+/, "").replace(/'sha256-[^']+'/g, "") : html;
