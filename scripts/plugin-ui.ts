/**
 * The browser components the plugins bring (`browser` in a plugin's hooks,
 * core/plugin.ts), written as one module the Remix app imports,
 * app/plugin-ui.generated.tsx (not in git): the app never names a plugin,
 * and a plugin left out of site.config.ts leaves none of its code in the
 * app. Written before `remix build` (scripts/build.ts), after `npm install`
 * (scripts/write-plugin-ui.ts), and by `npm run dev` at start and after each
 * app build (server/dev/index.ts: a plugin added to site.config.ts, or one
 * given a browser component, is registered without a restart), and only
 * when its text changes, so an unchanged list does not make the app build
 * again.
 */
import { existsSync, readFileSync, readdirSync, rmSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import writeFileAtomic from "write-file-atomic";
import type { PortalPlugin } from "../core/plugin";

/**
 * Where the registry goes: the search box for app/components/Shell.tsx alone. The other files hold what other
 * modules need, apart, so the box's code stays in the first load's root chunk rather than a chunk they would share.
 */
const pluginUiFile = (root: string) => join(root, "app", "plugin-ui.generated.tsx");
/** Its server-only half: Remix empties an app module named .server in the browser bundle (a plugin's own .server files it does not). */
const serverUiFile = (root: string) => join(root, "app", "plugin-ui.generated.server.tsx");
/** What the plugins bring, as facts without their code: the 404 page's search form, for one, needs only to know a box exists. */
const featuresFile = (root: string) => join(root, "app", "plugin-features.generated.ts");
/** The islands, apart: app/islands.tsx loads lazily, and sharing a module with the first load would split that into one more chunk. */
const islandsFile = (root: string) => join(root, "app", "plugin-islands.generated.tsx");
/** Each island's own module, which its chunk starts from (islandWrapper). */
const ISLAND_WRAPPER = /^plugin-island-([a-z][a-z0-9-]*)\.generated\.tsx$/;
const islandWrapperName = (island: string) => `plugin-island-${island}.generated.tsx`;

/**
 * An island's chunk starts here, not at the plugin's module: React DOM is on every page's first load already,
 * and an island that reached React without it (a component needs only React) would make the bundler split React
 * out of React DOM's chunk, one more request on every page's first load (bench/js-size.ts). Importing it here
 * costs the island nothing.
 */
const islandWrapper = (header: string, module: string) => [header, 'import "react-dom";', `export { default } from ${JSON.stringify(module)};`, ""].join("\n");

/** A module as the registry imports it: a project path ("./plugins/x/ui/Box.tsx") relative to the registry's folder, a package's export as it is. */
function specifier(root: string, plugin: string, module: string): string {
  if (!module.startsWith("./")) {
    if (module.startsWith("/") || module.startsWith("../"))
      throw new Error(
        `plugin ${plugin}: o módulo de navegador "${module}" precisa ser um caminho a partir da pasta do projeto ("./plugins/…") ou o nome de um pacote`,
      );
    return module;
  }
  const file = resolve(root, module);
  if (![file, `${file}.tsx`, `${file}.ts`].some(existsSync)) throw new Error(`plugin ${plugin}: o módulo de navegador "${module}" não existe`);
  const path = relative(dirname(pluginUiFile(root)), file)
    .replace(/\\/g, "/")
    .replace(/\.tsx?$/, "");
  return path.startsWith(".") ? path : `./${path}`;
}

/** The registry's source for these plugins, in list order; two plugins naming one island, or two search boxes, stop the build. */
export function pluginUiSource(
  root: string,
  plugins: readonly PortalPlugin[],
): { browser: string; server: string; islands: string; features: string; islandModules: Record<string, string> } {
  const imports: string[] = [];
  const serverExports: string[] = [];
  let searchOwner: string | undefined;
  const islands: string[] = [];
  const islandOwner = new Map<string, string>();
  const header = "// Written by scripts/plugin-ui.ts from the plugins in site.config.ts: do not edit, do not commit.";
  const islandModules: Record<string, string> = {};
  for (const plugin of plugins) {
    const browser = plugin.browser;
    if (!browser) continue;
    if (browser.searchBox) {
      if (searchOwner) throw new Error(`plugin ${plugin.name}: o portal já tem a caixa de busca do plugin ${searchOwner}`);
      searchOwner = plugin.name;
      imports.push(`import SearchBox from ${JSON.stringify(specifier(root, plugin.name, browser.searchBox))};`);
      if (browser.searchBoxServer)
        serverExports.push(`export { default as searchBoxServer } from ${JSON.stringify(specifier(root, plugin.name, browser.searchBoxServer))};`);
    }
    for (const [island, module] of Object.entries(browser.islands ?? {})) {
      const owner = islandOwner.get(island);
      if (owner) throw new Error(`plugin ${plugin.name}: a ilha "${island}" já é do plugin ${owner}`);
      islandOwner.set(island, plugin.name);
      const wrapper = islandWrapperName(island);
      islandModules[wrapper] = islandWrapper(header, specifier(root, plugin.name, module));
      islands.push(`  ${JSON.stringify(island)}: () => import(${JSON.stringify(`./${wrapper.replace(/\.tsx$/, "")}`)}),`);
    }
  }
  const browser = [
    header,
    'import type { ComponentType } from "react";',
    'import * as serverOnly from "./plugin-ui.generated.server";',
    ...imports,
    "",
    "/** The search box the navbar renders (a plugin's), or none; on the server it gets its server render as `server`. */",
    `export const searchBox: ComponentType<{ server?: ComponentType }> | undefined = ${searchOwner ? "SearchBox" : "undefined"};`,
    "/** Undefined in the browser, whose bundle empties the .server module. */",
    "export const searchBoxServer: ComponentType | undefined = (serverOnly as { searchBoxServer?: ComponentType }).searchBoxServer;",
    "",
  ].join("\n");
  const islandsSource = [
    header,
    'import type { ComponentType } from "react";',
    "",
    "/** Islands the plugins bring, by data-island name: each module's default export is the component. */",
    "export const pluginIslands: Record<string, () => Promise<{ default: ComponentType<{ dataset: Readonly<Record<string, string | undefined>> }> }>> = {",
    ...islands,
    "};",
    "",
  ].join("\n");
  const features = [
    header,
    "",
    "/** Whether a plugin gives the site a search box (without one, the 404 page offers no search). */",
    `export const hasSearchBox: boolean = ${Boolean(searchOwner)};`,
    "",
  ].join("\n");
  return { browser, server: [header, ...serverExports, "export {};", ""].join("\n"), islands: islandsSource, features, islandModules };
}

/**
 * Writes the registry's files, each unless it already says this, and removes the modules of islands no plugin
 * brings any more; true when one changed (`npm run dev` then waits for the app build that change starts,
 * server/dev/index.ts).
 */
export function writePluginUi(root: string, plugins: readonly PortalPlugin[]): boolean {
  const { browser, server, islands, features, islandModules } = pluginUiSource(root, plugins);
  const app = join(root, "app");
  let changed = false;
  for (const [file, source] of [
    [serverUiFile(root), server],
    [pluginUiFile(root), browser],
    [islandsFile(root), islands],
    [featuresFile(root), features],
    ...Object.entries(islandModules).map(([name, source]) => [join(app, name), source]),
  ]) {
    if (existsSync(file) && readFileSync(file, "utf8") === source) continue;
    writeFileAtomic.sync(file, source);
    changed = true;
  }
  // A wrapper left behind would still import its plugin's module, which may be gone with the plugin.
  for (const name of readdirSync(app)) {
    if (!ISLAND_WRAPPER.test(name) || name in islandModules) continue;
    rmSync(join(app, name));
    changed = true;
  }
  return changed;
}
