/**
 * The plugin contract. A plugin is a plain object with a name and a few
 * optional hooks; the host runs them in the order of the plugin list and tags
 * any error with the plugin's name. The lifecycle, in order:
 *
 *   remarkPlugins / rehypePlugins  extend the markdown pipeline of every page
 *   remarkPluginsFirst             markdown steps that run before the portal's own (they add markdown)
 *   compileInputs(file, source)    text beyond the page's source that its compiled output depends on
 *   extendPageData(page)           each compiled page, before the others are known
 *   contentLoaded(api)             once: every page is known; add pages, redirects, assets, head tags
 *   pageHeadTags(page)             each page, after its HTML is rendered
 *   onRequest(url)                 SSR only: answer a request before page resolution
 *   afterExport(api)               once the static export is written
 */
import type { ComponentType } from "react";
import type { HeadTag, Page, PageFacts, PluggableList, Redirect } from "./types";
import type { SiteConfig } from "./site-config";

export interface ContentLoadedApi {
  config: SiteConfig;
  pages: readonly Page[];
  addPage(page: Page): void;
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

/** What serving a built site gives plugins (the export and SSR). */
interface ServedSiteApi {
  config: SiteConfig;
  pages: readonly PageFacts[];
  /** A page's Markdown (core/markdown/page-markdown.ts), kept apart from the pages; undefined for generated folder pages. */
  markdownOf(key: string): string | undefined;
}

export interface ExportApi extends ServedSiteApi {
  outDir: string;
  redirects: readonly Redirect[];
  writeFile(relativePath: string, contents: string): void;
  /** Whether the app build (the code and the config) changed since the last export into `outDir`: a file made from them alone, found there, is current when it did not. */
  buildChanged: boolean;
}

export type RequestApi = ServedSiteApi;

export interface PortalPlugin {
  name: string;
  /** Paths this plugin answers with a file (`onRequest`, `afterExport`): pages may link to them. */
  servedPaths?: readonly string[];
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
  onRequest?(url: URL, api: RequestApi): Response | undefined | Promise<Response | undefined>;
  afterExport?(api: ExportApi): void | Promise<void>;
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

type HookName = "extendPageData" | "contentLoaded" | "pageHeadTags" | "onRequest" | "afterExport";
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

/** The first plugin that answers a request wins. */
export async function answerRequest(plugins: readonly PortalPlugin[], url: URL, api: RequestApi): Promise<Response | undefined> {
  for (const plugin of plugins) {
    if (!plugin.onRequest) continue;
    try {
      const answer = await plugin.onRequest(url, api);
      if (answer) return answer;
    } catch (error) {
      throw new PluginError(plugin.name, "onRequest", error);
    }
  }
  return undefined;
}

/**
 * `make(key, ...rest)`, made once per `key` (the server's pages or config,
 * the same objects until the manifest changes): a file a plugin serves is
 * built on its first request, not on every one. One that fails is made again
 * on the next call.
 */
export function oncePer<K extends object, A extends unknown[], V>(make: (key: K, ...rest: A) => V | Promise<V>): (key: K, ...rest: A) => Promise<V> {
  const made = new WeakMap<K, Promise<V>>();
  return (key, ...rest) => {
    let value = made.get(key);
    if (!value) {
      made.set(key, (value = Promise.resolve(make(key, ...rest))));
      value.catch(() => made.delete(key));
    }
    return value;
  };
}

export function definePlugin(plugin: PortalPlugin): PortalPlugin {
  return plugin;
}
