/**
 * The public plugin contract: everything a plugin, in this repository or in
 * its own npm package (through the `portal-plugin` workspace package, which
 * re-exports this file), needs to declare itself. `z` is the same zod the
 * portal checks options with, so a schema written with it is the one the
 * portal understands.
 */
export { z } from "zod";
export {
  definePlugin,
  type BrowserModules,
  type ContentLoadedApi,
  type EmitFileOptions,
  type PluginDefinition,
  type PluginFactory,
  type PluginHooks,
  type PortalPlugin,
  type SiteBuiltApi,
} from "./plugin";
export type { NewPage } from "./plugin-page";
export type { SiteConfig } from "./site-config";
export type { HeadTag, Page, Redirect } from "./types";

/**
 * What an island's component (`browser.islands`) gets from app/islands.tsx: its mount point's data-*
 * attributes (`island`, the name, among them), read once when the page shows it.
 */
export type IslandProps = { dataset: Readonly<Record<string, string | undefined>> };
