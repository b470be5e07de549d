/**
 * Search evaluation: runs the queries of every set in this folder (`queries.json`,
 * the readers' queries in a tuning and a held-out half; `pasted.json`, pasted
 * calls and errors; the fresh sets and the readers' set, each written apart)
 * against the search index of the real content, built from the pages of this
 * checkout the way `npm run build` builds it, and reports per set (HEADINGS)
 * and per class of query: top-1, top-3, MRR (over the first 10 pages) and how
 * many queries found nothing. A query counts as found when one of its listed
 * pages is the page of a result row.
 *
 * Usage: npm run eval:search [-- --misses] (lists each query whose first page is wrong, except in the sets of BLIND, the held-out half among them)
 * Targets on the held-out half: top-1 ≥ 90 %, top-3 ≥ 97 %, no empty result.
 */
import { mkdtempSync, readdirSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { buildSite, hashPipeline } from "../../core/build-site";
import { paths } from "../../core/paths";
import { openBuiltSearch } from "../../plugins/search/built-index";
import { siteConfig } from "../../site.config";

/** Each set's part, in the order reported, with the heading it is reported under. */
const HEADINGS = {
  tuning: "tuning half",
  "held-out": "held-out half",
  independent: "independent set (pasted.json)",
  fresh: "fresh set (fresh6.json)",
  fresh9: "fresh set of stop 9 (fresh9.json)",
  fresh10: "fresh set of stop 10 (fresh10.json)",
  fresh10b: "second fresh set of stop 10, written apart (fresh10b.json)",
  fresh13: "fresh set of stop 13, written by a helper apart (fresh13.json)",
  fresh13b: "second fresh set of stop 13, written by another helper apart (fresh13b.json)",
  fresh16: "fresh set of stop 15, written by a helper apart (fresh16.json)",
  fresh16b: "second fresh set of stop 15, written by another helper apart (fresh16b.json)",
  readers2: "readers' set of stop 17, written from the pages by five helpers (readers2.json)",
  fresh18: "fresh set of stop 18, written by a helper apart (fresh18.json)",
  fresh18b: "second fresh set of stop 18, written by another helper apart (fresh18b.json)",
  fresh19: "fresh set of stop 19, written by a helper apart (fresh19.json)",
  fresh19b: "second fresh set of stop 19, written by another helper apart (fresh19b.json)",
  fresh21: "fresh set of stop 21, written by a helper apart (fresh21.json)",
  fresh21b: "second fresh set of stop 21, written by another helper apart (fresh21b.json)",
};

/** Sets whose misses are never listed, so that no ranking change is fitted to them. */
const BLIND: string[] = ["held-out", "fresh10", "fresh10b", "fresh16", "fresh16b", "fresh18", "fresh19", "fresh21b"];

export interface EvalQuery {
  query: string;
  class: string;
  /** Which set the query belongs to (HEADINGS names each set's file); each written apart and reported apart. */
  half: keyof typeof HEADINGS;
  /** The pages that answer the query (URL paths); the first is the one that defines the answer. */
  pages: string[];
}

interface Tally {
  count: number;
  top1: number;
  top3: number;
  reciprocal: number;
  empty: number;
}

const emptyTally = (): Tally => ({ count: 0, top1: 0, top3: 0, reciprocal: 0, empty: 0 });

/** The 1-based rank of the first answering page among the result rows, 0 when none of the first ten is one. */
export function rankOf(foundPages: string[], expected: string[]): number {
  const at = foundPages.findIndex((page) => expected.includes(page));
  return at < 0 ? 0 : at + 1;
}

function add(tally: Tally, rank: number, empty: boolean) {
  tally.count++;
  if (rank === 1) tally.top1++;
  if (rank >= 1 && rank <= 3) tally.top3++;
  if (rank) tally.reciprocal += 1 / rank;
  if (empty) tally.empty++;
}

const percent = (part: number, whole: number) => `${((100 * part) / Math.max(1, whole)).toFixed(1)} %`;
const line = (label: string, t: Tally) =>
  `  ${label.padEnd(10)} n=${String(t.count).padStart(3)}  top-1 ${percent(t.top1, t.count).padStart(7)}  top-3 ${percent(t.top3, t.count).padStart(7)}  MRR ${(t.reciprocal / Math.max(1, t.count)).toFixed(3)}  empty ${t.empty}`;

async function main() {
  const showMisses = process.argv.includes("--misses");
  // Every set of this folder; each query names the part it is reported under (HEADINGS).
  const folder = new URL(".", import.meta.url);
  const queries = readdirSync(folder)
    .filter((name) => name.endsWith(".json"))
    .flatMap((name) => (JSON.parse(readFileSync(new URL(name, folder), "utf8")) as { queries: EvalQuery[] }).queries);
  const unreported = queries.find((q) => !(q.half in HEADINGS));
  if (unreported) throw new Error(`"${unreported.query}": its half "${unreported.half}" has no heading in evaluate.ts (HEADINGS)`);
  const p = paths();
  const assetsDir = mkdtempSync(join(tmpdir(), "search-eval-"));
  const warn = console.warn;
  console.warn = () => {};
  const manifest = await buildSite({
    root: p.contentRoot,
    config: siteConfig,
    plugins: siteConfig.plugins,
    cacheDir: p.cache,
    assetsDir,
    pipelineHash: hashPipeline(p.root),
    linkCheck: "warn",
  });
  console.warn = warn;
  const { engine } = openBuiltSearch(assetsDir, manifest.assets["search-index"]);

  for (const half of Object.keys(HEADINGS) as EvalQuery["half"][]) {
    const all = emptyTally();
    const byClass = new Map<string, Tally>();
    for (const q of queries.filter((entry) => entry.half === half)) {
      const found = engine.search(q.query).hits.map((hit) => hit.url.split("#")[0]);
      const rank = rankOf(found, q.pages);
      add(all, rank, found.length === 0);
      if (!byClass.has(q.class)) byClass.set(q.class, emptyTally());
      add(byClass.get(q.class)!, rank, found.length === 0);
      // The BLIND sets' misses are never listed. The older fresh sets became tuning sets after
      // their first, blind figures.
      if (showMisses && !BLIND.includes(half) && rank !== 1)
        console.log(`  miss (${half}, rank ${rank || "-"}): "${q.query}" → ${found.slice(0, 3).join(" ") || "(nothing)"}; expected ${q.pages[0]}`);
    }
    console.log(HEADINGS[half]);
    console.log(line("all", all));
    for (const [name, tally] of byClass) console.log(line(name, tally));
  }
}

await main();
