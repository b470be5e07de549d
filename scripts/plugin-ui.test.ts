/** The registry of the plugins' browser components, which the app imports instead of any plugin. */
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { definePlugin } from "../core/plugin";
import { siteConfig } from "../site.config";
import { pluginUiSource, writePluginUi } from "./plugin-ui";

const root = process.cwd();
const withIsland = definePlugin({ name: "status", setup: () => ({ browser: { islands: { "status-panel": "portal-plugin-status/island" } } }) })();

describe("the plugins' browser components (app/plugin-ui.generated.tsx)", () => {
  it("gives the navbar the search plugin's box, imported from the plugin's folder", () => {
    const { browser, server, features } = pluginUiSource(root, siteConfig.plugins);
    expect(features).toContain("export const hasSearchBox: boolean = true;");
    expect(browser).toContain('import SearchBox from "../plugins/search/ui/LazySearchBox";');
    expect(browser).toContain("> | undefined = SearchBox;");
    // The server render reaches the app through its .server module, which Remix empties in the browser bundle.
    expect(server).toContain('export { default as searchBoxServer } from "../plugins/search/ui/search-box.server";');
  });

  it("leaves the site without a search box, and the app without any plugin's code, when the search plugin is not listed", () => {
    const { browser, server, features } = pluginUiSource(
      root,
      siteConfig.plugins.filter((p) => p.name !== "search"),
    );
    expect(browser).toContain("> | undefined = undefined;");
    // The 404 page then offers no search form that could not search.
    expect(features).toContain("export const hasSearchBox: boolean = false;");
    expect(browser + server).not.toMatch(/plugins\//);
  });

  it("writes the registry only when the plugins' components changed, and says whether it did (npm run dev then waits for the app build that starts)", () => {
    const project = mkdtempSync(join(tmpdir(), "portal-plugin-ui-"));
    try {
      mkdirSync(join(project, "app"));
      const islands = join(project, "app", "plugin-islands.generated.tsx");
      expect(writePluginUi(project, [withIsland])).toBe(true);
      expect(readFileSync(islands, "utf8")).toContain('"status-panel"');
      expect(writePluginUi(project, [withIsland])).toBe(false);
      expect(writePluginUi(project, [])).toBe(true);
      expect(readFileSync(islands, "utf8")).not.toContain('"status-panel"');
    } finally {
      rmSync(project, { recursive: true, force: true });
    }
  });

  it("registers a plugin's island as a lazy import, by name, of a module that keeps React in React DOM's chunk", () => {
    const { islands, islandModules } = pluginUiSource(root, [withIsland]);
    expect(islands).toContain('  "status-panel": () => import("./plugin-island-status-panel.generated"),');
    // An island reaching React alone would split React out of the first load's React DOM chunk: one more request on every page.
    expect(islandModules["plugin-island-status-panel.generated.tsx"]).toMatch(
      /^import "react-dom";\nexport \{ default \} from "portal-plugin-status\/island";$/m,
    );
  });

  it("stops on a module that does not exist, an island two plugins claim, or a second search box, naming the plugin", () => {
    const missing = definePlugin({ name: "quebrado", setup: () => ({ browser: { searchBox: "./plugins/quebrado/ui/Box.tsx" } }) })();
    expect(() => pluginUiSource(root, [missing])).toThrow('plugin quebrado: o módulo de navegador "./plugins/quebrado/ui/Box.tsx" não existe');
    const again = definePlugin({ name: "status-2", setup: () => ({ browser: { islands: { "status-panel": "x/island" } } }) })();
    expect(() => pluginUiSource(root, [withIsland, again])).toThrow('plugin status-2: a ilha "status-panel" já é do plugin status');
    const search = siteConfig.plugins.find((p) => p.name === "search")!;
    expect(() => pluginUiSource(root, [search, { ...search, name: "outra-busca" }])).toThrow(
      "plugin outra-busca: o portal já tem a caixa de busca do plugin search",
    );
  });
});
