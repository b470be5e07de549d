/**
 * The site's data (site.data.ts: titles, locales, navbar, folder titles,
 * hosts, edit link, third-party scripts), which the app and the server
 * read, and the build's configuration (site.config.ts: that data and the
 * plugin list, which only the build loads). Both are checked when loaded: a
 * wrong or missing field stops the build, the export and the server with a
 * message that names the field and says what it must be, instead of
 * failing later somewhere else.
 */
import { z } from "zod";
import type { PortalPlugin } from "./plugin";

const isHttpUrl = (value: string) => {
  try {
    return ["http:", "https:"].includes(new URL(value).protocol);
  } catch {
    return false;
  }
};
const httpUrl = z.string().refine(isHttpUrl, "must be an absolute http(s) URL");

const dataSchema = z
  .object({
    title: z.string().trim().min(1),
    description: z.string().trim().min(1),
    /** Language of the site; pages may name their own. */
    lang: z.string().min(2).optional(),
    /** Locales by path prefix ("/", "/en/"): the longest matching prefix wins. */
    locales: z
      .record(
        z.string().regex(/^\/([^/]+\/)*$/, 'a path prefix such as "/" or "/en/"'),
        z.object({ lang: z.string().min(2), label: z.string().min(1) }).strict(),
      )
      .refine((locales) => "/" in locales, 'needs the "/" locale, the fallback'),
    /** Absolute origin of the published site, for the sitemap and canonical links. */
    siteUrl: httpUrl,
    navbar: z.array(z.object({ text: z.string().min(1), link: z.string().startsWith("/", "must be a path on the site") }).strict()),
    /** Titles of folders (by path, "anuncio/api"), for the sidebar and breadcrumbs. */
    folderTitles: z.record(z.string().regex(/^[\w-]+(\/[\w-]+)*$/, 'a folder path such as "anuncio/api"'), z.string().trim().min(1)),
    /** Marketplace hosts written as %NAME% in samples. */
    hosts: z.record(z.string().regex(/^[A-Z][A-Z0-9_]*$/, "an upper-case name such as APPS_HOST"), httpUrl),
    /** Where the "edit this page" link points, the content file's path appended; empty for none. */
    editLinkBase: z.union([z.literal(""), httpUrl]),
    /** Third-party scripts: off unless a URL is set. */
    thirdParty: z.object({ chatWidgetSrc: httpUrl.optional(), analyticsSrc: httpUrl.optional() }).strict(),
  })
  .strict();

const configSchema = dataSchema.extend({
  plugins: z
    .array(z.object({ name: z.string().min(1) }, { invalid_type_error: "must be a plugin: call its factory (`sitemap()`, not `sitemap`)" }).passthrough(), {
      invalid_type_error: "must be a list of plugins",
    })
    .refine((plugins) => new Set(plugins.map((p) => p.name)).size === plugins.length, "two plugins have the same name"),
});

export type SiteData = z.infer<typeof dataSchema>;
export type LocaleConfig = SiteData["locales"][string];
export type SiteConfig = SiteData & { plugins: PortalPlugin[] };

export class ConfigError extends Error {
  name = "ConfigError";
}

/** A zod failure as one line per problem: `site.config.ts: hosts.APPS_HOST: must be an http(s) URL`. */
export function formatIssues(where: string, error: z.ZodError): string {
  return error.issues.map((issue) => `${where}: ${issue.path.join(".") || "(root)"}: ${issue.message}`).join("\n");
}

/** Checks the site's data and returns it, or throws a ConfigError naming each wrong field. */
export function defineSiteData(data: SiteData): SiteData {
  const result = dataSchema.safeParse(data);
  if (!result.success) throw new ConfigError(formatIssues("site.data.ts", result.error));
  return data;
}

/** Checks the build's configuration (the site's data and the plugins) and returns it, or throws a ConfigError naming each wrong field. */
export function defineSiteConfig(config: SiteConfig): SiteConfig {
  const result = configSchema.safeParse(config);
  if (!result.success) throw new ConfigError(formatIssues("site.config.ts", result.error));
  return config;
}
