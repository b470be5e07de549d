import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { buildSite, hashPipeline } from "/work/wt/search3/core/build-site";
import { paths } from "/work/wt/search3/core/paths";
import { openBuiltSearch } from "/work/wt/search3/plugins/search/built-index";
import { siteConfig } from "/work/wt/search3/site.config";
import { parseQuery } from "/work/wt/search3/plugins/search/query-words";
import { TermIndex } from "/work/wt/search3/plugins/search/term-index";
const p = paths();
const assetsDir = mkdtempSync(join(tmpdir(), "s3dbg-"));
console.warn = () => {};
const manifest = await buildSite({ root: p.contentRoot, config: siteConfig, plugins: siteConfig.plugins, cacheDir: p.cache, assetsDir, pipelineHash: hashPipeline(p.root), linkCheck: "warn" });
const { engine, file } = openBuiltSearch(assetsDir, manifest.assets["search-index"]);
const index = new TermIndex(file);
for (const q of process.argv.slice(2)) {
  console.log(q, JSON.stringify(parseQuery(q, index), (k, v) => (v instanceof Set ? [...v] : v)));
  console.log("  ", engine.search(q).hits.map((h) => h.url.split("#")[0]).slice(0, 5).join(" "));
}
const home = file.pages.findIndex((pg) => pg[1] === "/destaque/home.html");
console.log("home page", home, file.version, JSON.stringify(index.postings("destac").map((d) => d.slice(0, 12))));
let first = 0; for (let i = 0; i < home; i++) first += file.pages[i][4].length + 1;
console.log("home doc", first);
