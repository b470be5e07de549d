/**
 * Validator benchmark, medians against the targets of issue 14:
 * - the installed command (packages/validador/dist/cli.js, built first) on a
 *   50 MB XML feed and a 50 MB JSON file (one ad in ten broken): ≤ 5 s and
 *   ≤ 300 MB peak RSS each, measured in a child process;
 * - the command on a small file: ≤ 200 ms wall time (Node start-up included);
 * - in process, the 1 MB API envelope the page validates: for reference;
 * - many findings (issue 30): 20,000 bad ads in a minified JSON file
 *   (about 1.6 MB, eight findings each) on the command: ≤ 5 s; and 100,000
 *   unknown parameter names in one ad, in process.
 * Usage: npm run bench:validator [-- rounds, default 5]. The big files are
 * written once into .scratch/bench-validator/.
 */
import { execFileSync, spawnSync } from "node:child_process";
import { existsSync, mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { categoriesFor } from "../domain/ad-catalogue/categories";
import { LIMITS } from "../domain/ad-catalogue/common-fields";
import { exampleAd, exampleXmlFeed, prettyJson } from "../domain/ad-catalogue/examples";
import { validatePayload } from "../packages/validador/src/index";
import { utf8Length } from "../packages/validador/src/text";
import { median } from "./lib/stats";

const rounds = Number(process.argv[2] ?? 5);
const ROOT = join(import.meta.dirname, "..");
const DIR = join(ROOT, ".scratch/bench-validator");
const CLI = join(ROOT, "packages/validador/dist/cli.js");
const MB = 1024 * 1024;

/** Copies of the examples with their own ids until the serialised payload is just under `bytes`. */
function ads(channel: "api" | "json", bytes: number, broken: boolean): unknown[] {
  const examples = categoriesFor(channel).map((c) => exampleAd(c.code, channel));
  const perAd = utf8Length(prettyJson(examples)) / examples.length;
  const count = Math.floor((bytes * 0.97) / perAd);
  return Array.from({ length: count }, (_, i) => {
    const ad = structuredClone(examples[i % examples.length]) as Record<string, unknown>;
    ad.id = `${String(ad.id).slice(0, 12)}-${i}`;
    if (broken && i % 10 === 0) ad.price = "sob consulta";
    return ad;
  });
}

function envelope(): string {
  const list = ads("api", LIMITS.payloadBytes, false);
  let text = prettyJson({ access_token: "SEU_ACCESS_TOKEN", ad_list: list });
  while (utf8Length(text) > LIMITS.payloadBytes) {
    list.length -= Math.ceil(list.length / 100);
    text = prettyJson({ access_token: "SEU_ACCESS_TOKEN", ad_list: list });
  }
  return text;
}

function xmlFeed(bytes: number): string {
  const one = exampleXmlFeed();
  const body = one.slice(one.indexOf("<Imovel>") - 4, one.lastIndexOf("</Imovel>") + "</Imovel>".length);
  const copies: string[] = [];
  let size = 0;
  for (let i = 0; size < bytes * 0.98; i++) {
    const copy = body.replace(/<CodigoImovel>([^<]+)<\/CodigoImovel>/g, (_, c) => `<CodigoImovel>${c}-${i}</CodigoImovel>`);
    copies.push(copy);
    size += utf8Length(copy) + 1;
  }
  return `<?xml version="1.0" encoding="UTF-8"?>\n<Carga>\n  <Imoveis>\n${copies.join("\n")}\n  </Imoveis>\n</Carga>\n`;
}

/** Runs the command `rounds` times; wall time and peak RSS of each child, from /usr/bin/time. */
function runCli(file: string): { ms: number; rssMb: number } {
  const times: number[] = [];
  const rss: number[] = [];
  for (let i = 0; i < rounds; i++) {
    const t = performance.now();
    const run = spawnSync("/usr/bin/time", ["-f", "%M", process.execPath, CLI, file], { encoding: "utf8", maxBuffer: 64 * MB });
    times.push(performance.now() - t);
    rss.push(Number(run.stderr.trim().split("\n").pop()) / 1024);
  }
  return { ms: median(times), rssMb: median(rss) };
}

function file(name: string, make: () => string): string {
  const path = join(DIR, name);
  if (!existsSync(path)) writeFileSync(path, make());
  return path;
}

mkdirSync(DIR, { recursive: true });
execFileSync(process.execPath, [join(ROOT, "packages/validador/build.mjs")], { stdio: "inherit" });
const xml = file("feed-50mb.xml", () => xmlFeed(50 * MB));
const json = file("file-50mb.json", () => prettyJson(ads("json", 50 * MB, true)));
const small = file("small.json", () => prettyJson(ads("json", 4 * 1024, false)));
/** Ads refused for the same reasons, minified: one line, where every look-up from the line's start was once quadratic. */
const manyBad = file("bad-20000-min.json", () =>
  JSON.stringify(Array.from({ length: 20_000 }, (_, i) => ({ id: `ad-${i}`, category: 2020, price: "sob consulta", params: { fuel: "9" } }))),
);
const unknownKeys = () =>
  JSON.stringify([{ ...exampleAd(1020, "json"), params: Object.fromEntries(Array.from({ length: 100_000 }, (_, i) => [`campo_${i}`, "x"])) }], null, 1);

console.log(`validador-anuncios (dist/cli.js), ${rounds} rounds, medians (Node ${process.version})`);
const rows: [string, string, { ms: number; rssMb: number }, number, number][] = [
  ["XML feed, 50 MB", xml, runCli(xml), 5000, 300],
  ["JSON file, 50 MB, 1 ad in 10 broken", json, runCli(json), 5000, 300],
  ["small JSON file (4 KB)", small, runCli(small), 200, Infinity],
  ["20,000 bad ads, minified (many findings)", manyBad, runCli(manyBad), 5000, Infinity],
];
for (const [name, , { ms, rssMb }, maxMs, maxRss] of rows) {
  const ok = ms <= maxMs && rssMb <= maxRss;
  console.log(
    `${name.padEnd(38)} ${ms.toFixed(0).padStart(6)} ms (target ≤ ${maxMs})   peak RSS ${rssMb.toFixed(0).padStart(4)} MB${Number.isFinite(maxRss) ? ` (target ≤ ${maxRss})` : ""}   ${ok ? "met" : "NOT met"}`,
  );
}

const text = envelope();
validatePayload(text);
const times: number[] = [];
for (let i = 0; i < Math.max(rounds, 11); i++) {
  const t = performance.now();
  validatePayload(text);
  times.push(performance.now() - t);
}
console.log(`${"1 MB API envelope, in process (page)".padEnd(38)} ${median(times).toFixed(0).padStart(6)} ms`);

const keys = unknownKeys();
const t = performance.now();
const withKeys = validatePayload(keys, { maxBytes: 100 * MB });
console.log(
  `${"100,000 unknown params, in process".padEnd(38)} ${(performance.now() - t).toFixed(0).padStart(6)} ms (${withKeys.findings.length.toLocaleString("en")} findings)`,
);
