/**
 * What each of the portal's pages costs to compile (issue 17's profile), in
 * this process, with no disk cache: every content/**.mdx through compileMdx
 * (mdx-bundler with the portal's markdown steps) twice. The first pass
 * highlights every code block (Shiki); the second finds them in the
 * highlighter's memory, so the difference is the highlighting. Plus one
 * synthetic page (bench/lib/synthetic-site.ts) for comparison.
 * Prints the total, the highlighter's start, and the costliest pages.
 * Usage: npm run bench:compile [-- how many pages to list, default 15]
 */
import { readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { listContentFiles } from "../core/content-files";
import { compileMdx } from "../core/compile";
import { siteConfig } from "../site.config";
import { countArg } from "./lib/stats";
import { syntheticPage } from "./lib/synthetic-site";

const listed = countArg(0, 15);
const root = process.cwd();
const options = { pageUrl: new URL("/t.html", siteConfig.siteUrl).href, hosts: siteConfig.hosts, plugins: siteConfig.plugins, highlightCache: {} };

async function compileTimed(file: string, source: string) {
  const started = performance.now();
  await compileMdx(file, join(root, file), source, options);
  return performance.now() - started;
}

const pages = listContentFiles(join(root, "content")).map((absolute) => {
  const source = readFileSync(absolute, "utf8");
  return { file: relative(root, absolute), source, blocks: (source.match(/^\s*```[a-z]/gm) ?? []).length, first: 0, second: 0 };
});
pages.push({ file: "(synthetic page)", source: syntheticPage(1, 2, "portal"), blocks: 5, first: 0, second: 0 });
for (const page of pages) page.first = await compileTimed(page.file === "(synthetic page)" ? "content/synthetic.mdx" : page.file, page.source);
for (const page of pages) page.second = await compileTimed(page.file === "(synthetic page)" ? "content/synthetic.mdx" : page.file, page.source);

const sum = (key: "first" | "second") => pages.reduce((total, p) => total + p[key], 0);
console.log(
  `${pages.length} pages compiled in this process: ${Math.round(sum("first"))} ms with highlighting, ${Math.round(sum("second"))} ms with every block already highlighted`,
);
console.log(`first page (loads mdx-bundler, creates the highlighter): ${Math.round(pages[0].first)} ms (${pages[0].file})`);
console.log(`\n| compile | highlighting | fenced blocks in source | page |\n|---:|---:|---:|---|`);
for (const p of [...pages].sort((a, b) => b.first - a.first).slice(0, listed)) {
  console.log(`| ${Math.round(p.first)} ms | ${Math.round(p.first - p.second)} ms | ${p.blocks} | ${p.file} |`);
}
const synthetic = pages.at(-1)!;
console.log(`| ${Math.round(synthetic.first)} ms | ${Math.round(synthetic.first - synthetic.second)} ms | ${synthetic.blocks} | ${synthetic.file} |`);
