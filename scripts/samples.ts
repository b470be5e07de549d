/**
 * npm run samples: every code sample of the portal (cURL, JavaScript, Python
 * and PHP blocks), taken from the built pages (each page's HTML in
 * build/content/html/, hosts already filled in, with the blocks' marks), pointed at a
 * sandbox started here and run with its real interpreter (bash + curl, node,
 * python3, php), in one lane per core, each with its own sandbox. A sample passes when it exits on its own and every answer the
 * sandbox gave it is one openapi.json documents for that call (success, or the
 * documented error a sample with example ids gets). Needs `npm run build`.
 *
 * Not run, and counted apart: a block its page marks as not runnable
 * unattended, with `sandbox="<motivo>"` on the fence (```` ```python
 * sandbox="receptor" ````, in code tabs too; the build keeps it as
 * `data-sandbox`): `navegador` (the browser half of OAuth), `arquivo` (reads
 * the reader's own file), `receptor` (the integrator's own receiver),
 * `funcoes` (only defines functions). An unmarked block the runner sees it
 * cannot run (one of those four) fails, as does an unknown mark. Also not
 * run: blocks that call no marketplace host, and PHP samples when php has no
 * curl extension.
 * Usage: npm run samples [-- --verbose]   (exit 1 when a sample fails)
 */
import { spawn, spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { availableParallelism, tmpdir } from "node:os";
import { join } from "node:path";
import { pageHtmlFile, paths } from "../core/paths";
import type { SiteManifest } from "../core/types";
import { exampleEnvelope } from "../domain/ad-catalogue/index";
import { getOperation } from "../domain/api-catalogue/index";
import { buildOpenApi } from "../domain/api-catalogue/openapi";
import { HOSTS } from "../packages/sandbox/src/hosts";
import { startSandbox } from "../packages/sandbox/src/server";
import { exampleAccessToken, exampleAuthorizationCode } from "../packages/sandbox/src/example-client";
import { EXAMPLE_CLIENT } from "../packages/sandbox/src/state";
import { classify, hostUrls, samplesOf, type Language, type Result, type Sample } from "./sample-blocks";

const RUNNERS: Record<Language, { ext: string; command: string; args: string[] }> = {
  curl: { ext: "sh", command: "bash", args: [] },
  javascript: { ext: "mjs", command: process.execPath, args: [] },
  python: { ext: "py", command: "python3", args: [] },
  php: { ext: "php", command: "php", args: [] },
};

function extractSamples(): Sample[] {
  const built = paths();
  const manifest = JSON.parse(readFileSync(built.manifest, "utf8")) as SiteManifest;
  return manifest.pages.flatMap((page) => samplesOf(page.path, readFileSync(pageHtmlFile(built, page.htmlHash), "utf8")));
}

/** Example values the pages show, replaced by live ones so a sample acts on the sandbox's data. */
const example = (id: string, pick: (value: any) => string) => {
  const op = getOperation(id);
  return pick(op.answers[0].examples?.[0]?.value ?? op.body?.examples[0]?.value);
};
const EXAMPLE_TOKENS = ["SEU_ACCESS_TOKEN", example("oauth.token", (v) => v.access_token)];
const EXAMPLE_CODE = getOperation("oauth.token").body!.examples[0].value as { code: string };
const EXAMPLE_IMPORT_TOKEN = example("import.submit", (v) => v.token);

const doc = buildOpenApi({ hosts: HOSTS, siteUrl: "https://integracao.classificados.example" }) as {
  paths: Record<string, Record<string, { responses: Record<string, unknown> }>>;
};

/** Is this status one openapi.json gives for the call (exactly, or by its class)? */
function documented(operation: string, status: number): boolean {
  if (!operation) return false;
  const op = getOperation(operation);
  const responses = doc.paths[op.path][op.method.toLowerCase()].responses;
  return String(status) in responses || `${String(status)[0]}XX` in responses;
}

/** The live values a sample gets: token, code, import token (env, and the variables fragments assume). */
interface Live {
  base: string;
  token: string;
  importToken: string;
  code: string;
}

/** An imported and published car, so the import status and the account's ads have something to show. */
async function seed(base: string, token: string): Promise<string> {
  const sent = await fetch(`${base}/autoupload/import`, {
    method: "PUT",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(exampleEnvelope(2020, token)),
  });
  const { token: importToken } = (await sent.json()) as { token: string };
  await fetch(`${base}/_sandbox/clock`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ advance: "2m" }) });
  return importToken;
}

/** What a reader sets before running a sample: the example application, and the brand and model of the lookups' examples. */
const READER_ENV = {
  CLIENT_ID: EXAMPLE_CLIENT.id,
  CLIENT_SECRET: EXAMPLE_CLIENT.secret,
  REDIRECT_URI: EXAMPLE_CLIENT.redirectUri,
  // Brand AUDI (6) and its model A1 (3), as in the examples of the car lookups.
  MARCA: "AUDI",
  MODELO: "A1",
  ID_MARCA: "6",
  ID_MODELO: "3",
};

/** Variables a fragment uses without defining them (it continues an earlier block of its page). */
function prelude(language: Language, live: Live): string {
  if (language === "python")
    return `import os\naccess_token = ${JSON.stringify(live.token)}\ncode = ${JSON.stringify(live.code)}\nimport_token = ${JSON.stringify(live.importToken)}\n`;
  if (language === "javascript")
    return `Object.assign(globalThis, { accessToken: ${JSON.stringify(live.token)}, access_token: ${JSON.stringify(live.token)}, code: ${JSON.stringify(live.code)}, importToken: ${JSON.stringify(live.importToken)} });\n`;
  if (language === "php")
    return `<?php\n$accessToken = ${JSON.stringify(live.token)};\n$code = ${JSON.stringify(live.code)};\n$importToken = ${JSON.stringify(live.importToken)};\n`;
  return "";
}

const SAMPLE_TIMEOUT_MS = 120_000;

/** Runs a file with its interpreter without blocking this process, where the sandbox answers it. */
function execute(command: string, args: string[], env: NodeJS.ProcessEnv, cwd: string): Promise<{ status: number | null; output: string; error?: Error }> {
  return new Promise((resolve) => {
    // In the scratch folder: a sample that saves what it got (resposta.json) writes there, not into the checkout.
    // The limit only stops a sample that hangs: a busy CI machine is slow to start some interpreters (bench/README.md).
    const child = spawn(command, args, { env, cwd, timeout: SAMPLE_TIMEOUT_MS });
    let output = "";
    child.stdout.on("data", (chunk) => (output += chunk));
    child.stderr.on("data", (chunk) => (output += chunk));
    child.on("error", (error) => resolve({ status: null, output, error }));
    child.on("close", (status) => resolve({ status, output }));
  });
}

async function runOne(sample: Sample, live: Live, dir: string, answers: { operation: string; status: number }[]): Promise<Result> {
  let code = sample.code.replaceAll(EXAMPLE_CODE.code, live.code).replaceAll(EXAMPLE_IMPORT_TOKEN, live.importToken);
  for (const example of EXAMPLE_TOKENS) code = code.replaceAll(example, live.token);
  for (const host of hostUrls) code = code.replaceAll(host, live.base);
  const runner = RUNNERS[sample.language];
  const name = join(dir, `${sample.page.replace(/\W/g, "_")}-${sample.index}`);
  const file = `${name}.${runner.ext}`;
  writeFileSync(file, sample.language === "python" ? prelude("python", live) + code : code);
  writeFileSync(`${name}.prelude.mjs`, prelude("javascript", live));
  writeFileSync(`${name}.prelude.php`, prelude("php", live));
  // PHP runs the prelude first in the same global scope (auto_prepend_file), as JavaScript's --import does.
  const args =
    sample.language === "javascript"
      ? ["--import", `${name}.prelude.mjs`, file]
      : sample.language === "php"
        ? ["-d", `auto_prepend_file=${name}.prelude.php`, file]
        : [file];
  const before = answers.length;
  const run = await execute(
    runner.command,
    args,
    { ...process.env, ACCESS_TOKEN: live.token, IMPORT_TOKEN: live.importToken, CODE: live.code, ...READER_ENV },
    dir,
  );
  const got = answers.slice(before);
  const undocumented = got.filter((a) => !documented(a.operation, a.status));
  const lines = run.output.trim().split("\n");
  const output = (lines.find((l) => /Error|error:/.test(l)) ?? lines.slice(-2).join(" | ")).trim().slice(0, 240);
  if (run.error) return { sample, outcome: "failed", detail: `não rodou: ${run.error.message}` };
  if (!got.length && run.status === 0) {
    return {
      sample,
      outcome: "failed",
      detail: `rodou sem chamar a API; se só define funções, ponha sandbox="funcoes" na linha de abertura do bloco (${output})`,
    };
  }
  if (!got.length) return { sample, outcome: "failed", detail: `nenhuma chamada chegou ao sandbox (saída ${run.status}): ${output}` };
  if (undocumented.length)
    return {
      sample,
      outcome: "failed",
      detail: `resposta fora do openapi.json: ${undocumented.map((a) => `${a.operation || "rota desconhecida"} ${a.status}`).join(", ")}`,
    };
  const lastIsError = got[got.length - 1].status >= 400;
  if (run.status !== 0 && !lastIsError) return { sample, outcome: "failed", detail: `saída ${run.status}: ${output}` };
  return { sample, outcome: "passed", detail: got.map((a) => `${a.operation} ${a.status}`).join(", ") };
}

/** Per language: run (executed), passed, marked as not runnable, and the rest. */
function report(results: Result[], verbose: boolean) {
  const languages: Language[] = ["curl", "javascript", "python", "php"];
  const columns: [string, (r: Result) => boolean][] = [
    ["executadas", (r) => r.outcome === "passed" || (r.outcome === "failed" && r.ran === true)],
    ["passaram", (r) => r.outcome === "passed"],
    ["falharam", (r) => r.outcome === "failed"],
    ["marcadas como não executáveis", (r) => r.outcome === "marked"],
    ["sem chamada ao marketplace", (r) => r.outcome === "no-api-call"],
    ["não executadas (ambiente)", (r) => r.outcome === "environment"],
  ];
  console.log(["linguagem", "total", ...columns.map(([label]) => label)].join(" | "));
  for (const language of languages) {
    const mine = results.filter((r) => r.sample.language === language);
    console.log([language, mine.length, ...columns.map(([, counts]) => mine.filter(counts).length)].join(" | "));
  }
  for (const r of results.filter((r) => r.outcome === "failed" || (verbose && r.detail))) {
    console.log(`${r.outcome === "failed" ? "FALHOU" : r.outcome}: ${r.sample.page} #${r.sample.index} (${r.sample.language}): ${r.detail}`);
  }
}

const verbose = process.argv.includes("--verbose");
let samples: Sample[];
try {
  samples = extractSamples();
} catch (error) {
  console.error(`samples: não foi possível ler as páginas construídas (${(error as Error).message}); rode \`npm run build\` antes.`);
  process.exit(2);
}
const phpHasCurl = spawnSync("php", ["-r", "exit(function_exists('curl_init') ? 0 : 1);"]).status === 0;

/**
 * Runs its samples one after another against a sandbox of its own: the answers a sample got are those recorded
 * while it ran, so one sandbox serves one sample at a time. A scratch folder of its own too, for what a sample saves,
 * removed with the sandbox (every run left one per lane in the system's temporary folder).
 */
async function runLane(lane: Sample[]): Promise<Result[]> {
  const dir = mkdtempSync(join(tmpdir(), "portal-samples-"));
  const running = await startSandbox({ port: 0, recordAnswers: true, rateLimit: 1_000_000 });
  try {
    const token = await exampleAccessToken(running.url);
    const importToken = await seed(running.url, token);
    const results: Result[] = [];
    for (const sample of lane) {
      const live = { base: running.url, token, importToken, code: await exampleAuthorizationCode(running.url) };
      results.push({ ...(await runOne(sample, live, dir, running.sandbox.answers)), ran: true });
    }
    return results;
  } finally {
    await running.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * Splits the samples into one lane per core, a page's samples kept together and in order (a fragment continues
 * its page's earlier blocks, and may act on what they did); each lane has its sandbox and seed.
 */
function lanesOf(runnable: Sample[], count: number): Sample[][] {
  const byPage = new Map<string, Sample[]>();
  for (const sample of runnable) byPage.get(sample.page)?.push(sample) ?? byPage.set(sample.page, [sample]);
  const lanes: Sample[][] = Array.from({ length: count }, () => []);
  for (const pageSamples of [...byPage.values()].sort((a, b) => b.length - a.length))
    lanes.reduce((shortest, lane) => (lane.length < shortest.length ? lane : shortest)).push(...pageSamples);
  return lanes.filter((lane) => lane.length);
}

const skipped = samples.map((sample) => classify(sample, phpHasCurl));
const runnable = samples.filter((_, i) => !skipped[i]);
const ran = new Map<Sample, Result>();
for (const laneResults of await Promise.all(lanesOf(runnable, availableParallelism()).map(runLane)))
  for (const result of laneResults) ran.set(result.sample, result);
const results = samples.map((sample, i) => skipped[i] ?? ran.get(sample)!);
if (!phpHasCurl) console.log("Aviso: o php deste computador não tem a extensão curl (php-curl): as amostras PHP que usam curl_* não rodaram.");
report(results, verbose);
process.exitCode = results.some((r) => r.outcome === "failed") ? 1 : 0;
