/**
 * The plugin contract. A plugin is declared with `definePlugin({ name,
 * options, setup })` (the public module, core/plugin-api.ts): a factory that
 * checks its options against a zod schema and returns the plugin, a plain
 * object with the name and a few optional hooks. The host runs the hooks in
 * the order of the plugin list and tags any error with the plugin's name.
 * The lifecycle, in order:
 *
 *   remarkPlugins / rehypePlugins  extend the markdown pipeline of every page
 *   remarkPluginsFirst             markdown steps that run before the portal's own (they add markdown)
 *   compileInputs(file, source)    text beyond the page's source that its compiled output depends on
 *   extendPageData(page)           each compiled page, before the others are known
 *   contentLoaded(api)             once: every page is known; add pages, redirects, assets, head tags
 *   pageHeadTags(page)             each page, after its HTML is rendered
 *   siteBuilt(api)                 once, every page rendered: emit the files the site serves (emitFile)
 *
 * Every hook runs in the build. What a plugin serves (sitemap.xml, openapi.json, …)
 * it writes once with emitFile; the SSR server serves those files and the export
 * copies them, so neither loads a plugin.
 */
import type { ComponentType } from "react";
import type { z } from "zod";
import { checkPluginOptions } from "./plugin-options";
import type { NewPage } from "./plugin-page";
import type { HeadTag, Page, PluggableList, Redirect } from "./types";
import type { SiteConfig } from "./site-config";

export interface ContentLoadedApi {
  config: SiteConfig;
  pages: readonly Page[];
  /**
   * Adds a page: a route (`path`), a `title` and its content (`markdown` or
   * `html`) suffice; everything else is defaulted in core/plugin-page.ts
   * (key from the path, the locale's language, the site's description, in
   * the sidebar under its folder, no edit link, headings, links and search
   * text taken from the content). A field given wins.
   */
  addPage(page: NewPage): void;
  addRedirect(redirect: Redirect): void;
  /**
   * Writes a file into the public build folder under a content hash (cached
   * for a year) and returns its URL. `stable: true` keeps the plain name
   * instead (revalidated on each use): for a file every page points at that
   * changes with any page, such as the search index, so that editing one page
   * does not change them all. The URL also lands in `manifest.assets[name]`,
   * which every page carries; `listed: false` leaves it out, for the many
   * small files another asset points to (search's per-page texts).
   */
  emitAsset(name: string, extension: string, contents: string, options?: { stable?: boolean; listed?: boolean }): string;
  addHeadTag(tag: HeadTag): void;
  /**
   * A folder of the build cache for what a plugin derives from pages, kept
   * between builds (entries through core/cache-file.ts, named by content
   * hash) so a build after one change redoes one page's share. It changes
   * with the pipeline's code, plugins included. Each plugin uses a subfolder
   * named after itself. Undefined when caching is off.
   */
  cacheDir?: string;
}

/** How a file a plugin emits is served. */
export interface EmitFileOptions {
  /** Headers the SSR server sends with it (Content-Type is taken from the extension unless given here). */
  headers?: Record<string, string>;
  /** false for a file only static hosts read (`_headers`, `_redirects`): the export gets it, the SSR server does not serve it. */
  ssr?: boolean;
}

/** What `siteBuilt` gets: the finished site, and the one way to add a served file to it. */
export interface SiteBuiltApi {
  config: SiteConfig;
  /** Every page, rendered (with `html`, and `markdown` for the pages that have one). */
  pages: readonly Page[];
  redirects: readonly Redirect[];
  /** A page's Markdown (core/markdown/page-markdown.ts); undefined for generated folder pages. */
  markdownOf(key: string): string | undefined;
  /** The URLs of the assets this build emitted under /build/content/ (listed or not). */
  emittedAssets: readonly string[];
  /**
   * Writes a file the site serves at `path` ("/sitemap.xml") into the build's
   * output, once: the SSR server answers it from there and the export copies
   * it. Pages may link to it (the link check knows it). Two plugins emitting
   * one path stop the build.
   */
  emitFile(path: string, contents: string | Uint8Array, options?: EmitFileOptions): void;
}

/**
 * Browser code a plugin brings, each named by a module: a path from the
 * project's folder ("./plugins/search/ui/LazySearchBox.tsx") or a package's
 * export ("portal-plugin-security-txt/island"). The build writes them into a
 * generated registry the app imports (scripts/plugin-ui.ts), so the app never
 * names a plugin and a plugin left out of site.config.ts leaves no trace.
 */
export interface BrowserModules {
  /**
   * The site's search box (default export), rendered in the navbar on the
   * server and in the browser; the 404 page hands the missing address's words
   * to it (a `[data-search] input`). One plugin at most; none, no search box.
   */
  searchBox?: string;
  /**
   * The search box's server render, if the browser's loads it lazily: the
   * `server` prop `searchBox` gets on the server. The app imports it through
   * a `.server` module, so no browser bundle holds it.
   */
  searchBoxServer?: string;
  /** Islands by name (`:::island{name="..."}` in a page): modules whose default export is the component, loaded only by a page that has one. */
  islands?: Record<string, string>;
}

/** What a plugin's `setup` returns: the hooks it uses, each optional. */
export interface PluginHooks {
  /** Components for the browser (see BrowserModules). */
  browser?: BrowserModules;
  /** Run after the portal's own markdown steps (host tokens, admonitions, code tabs). */
  remarkPlugins?: PluggableList;
  /**
   * Run right after parsing, before the portal's own markdown steps: for steps
   * that bring more markdown into the page (a shared snippet), so that text
   * gets host tokens, admonitions and every other step the page's own text gets.
   */
  remarkPluginsFirst?: PluggableList;
  rehypePlugins?: PluggableList;
  /**
   * Text, beyond the page's source, that this plugin's markdown steps read
   * for the page (an included file). It joins the page's compile-cache key,
   * so the page recompiles when that text changes. Empty when none.
   */
  compileInputs?(file: string, source: string): string;
  /** Components this plugin's pages may use in MDX (`<Catalogue />`), given the page being rendered (a promise: they may load React). */
  mdxComponents?(page: Page): Record<string, ComponentType<any>> | Promise<Record<string, ComponentType<any>>>;
  extendPageData?(page: Page, config: SiteConfig): void | Promise<void>;
  contentLoaded?(api: ContentLoadedApi): void | Promise<void>;
  pageHeadTags?(page: Page, config: SiteConfig): HeadTag[] | void;
  /** Once every page is rendered: the files the site serves beside its pages (`emitFile`). */
  siteBuilt?(api: SiteBuiltApi): void | Promise<void>;
}

/** A plugin as the host runs it: its name and its hooks. */
export interface PortalPlugin extends PluginHooks {
  name: string;
  /** A factory has one and a plugin never: listing `sitemap` instead of `sitemap()` is a type error. */
  pluginName?: never;
}

export class PluginError extends Error {
  constructor(
    readonly plugin: string,
    readonly hook: string,
    cause: unknown,
  ) {
    super(`[plugin ${plugin}] ${hook} failed: ${cause instanceof Error ? cause.message : String(cause)}`, { cause });
    this.name = "PluginError";
  }
}

type HookName = "extendPageData" | "contentLoaded" | "pageHeadTags" | "siteBuilt";
type HookArgs<H extends HookName> = Parameters<NonNullable<PortalPlugin[H]>>;

/** Runs one hook of every plugin, in order, awaiting each; errors carry the plugin name. */
export async function runHook<H extends HookName>(plugins: readonly PortalPlugin[], hook: H, ...args: HookArgs<H>) {
  const results: unknown[] = [];
  for (const plugin of plugins) {
    const fn = plugin[hook] as ((...a: HookArgs<H>) => unknown) | undefined;
    if (!fn) continue;
    try {
      results.push(await fn.apply(plugin, args));
    } catch (error) {
      throw error instanceof PluginError ? error : new PluginError(plugin.name, hook, error);
    }
  }
  return results;
}

/** How a plugin is declared: its name, the zod object schema of its options (none: an empty strict object) and what it does with them. */
export interface PluginDefinition<Schema extends z.ZodTypeAny> {
  name: string;
  options?: Schema;
  setup(options: z.output<Schema>): PluginHooks;
}

/** The factory `definePlugin` returns: called in site.config.ts with the options, optional when the schema accepts none. */
export type PluginFactory<Schema extends z.ZodTypeAny> = ((
  ...args: {} extends z.input<Schema> ? [options?: z.input<Schema>] : [options: z.input<Schema>]
) => PortalPlugin) & {
  readonly pluginName: string;
};

/**
 * Declares a plugin: returns the factory site.config.ts calls with the
 * plugin's options. The factory checks them against the schema and stops
 * the build with the plugin's name, the option and what is wrong with it,
 * in Portuguese ("plugin sitemap: opção `changefreq` inválida: …").
 */
export function definePlugin<Schema extends z.ZodTypeAny = z.ZodObject<{}, "strict">>(definition: PluginDefinition<Schema>): PluginFactory<Schema> {
  const factory = (options?: unknown): PortalPlugin => {
    const checked = checkPluginOptions(definition.name, definition.options, options);
    return { ...definition.setup(checked as z.output<Schema>), name: definition.name };
  };
  return Object.assign(factory, { pluginName: definition.name }) as PluginFactory<Schema>;
}
