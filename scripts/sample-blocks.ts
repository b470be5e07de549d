/**
 * The code samples of a built page and what the runner (samples.ts) does with
 * each before running anything: a block its page marks as not runnable
 * unattended (`sandbox="…"` on the fence, kept by the build as
 * `data-sandbox`) is counted apart; an unmarked block that needs what the
 * runner cannot give (a browser, the reader's file, a server of the
 * integrator's) fails, as does an unknown mark.
 */
import type { Element } from "hast";
import { fromHtml } from "hast-util-from-html";
import { toString } from "hast-util-to-string";
import { visit } from "unist-util-visit";
import { HOSTS } from "../packages/sandbox/src/hosts";

export type Language = "curl" | "javascript" | "python" | "php";
const LANGUAGES: Record<string, Language> = {
  bash: "curl",
  sh: "curl",
  shell: "curl",
  js: "javascript",
  javascript: "javascript",
  python: "python",
  py: "python",
  php: "php",
};

export type Outcome = "passed" | "failed" | "marked" | "no-api-call" | "environment";

/** Why a block cannot run unattended: the marks a page may put on a fence (`sandbox="…"`). */
export const MARKS = {
  navegador: "a metade do OAuth no navegador",
  arquivo: "lê um arquivo preparado pelo leitor",
  receptor: "receptor do integrador (servidor)",
  funcoes: "só define funções",
} as const;
type Mark = keyof typeof MARKS;
const isMark = (value: string): value is Mark => Object.hasOwn(MARKS, value);

export interface Result {
  sample: Sample;
  outcome: Outcome;
  detail?: string;
  /** The block was executed (a failure may also be a block refused before running). */
  ran?: boolean;
}

export interface Sample {
  page: string;
  index: number;
  language: Language;
  code: string;
  /** The fence's `sandbox="…"`, as the page wrote it. */
  mark?: string;
}

const READS_FILE = /open\(\s*["'][\w./-]+\.(json|xml)["']|readFileSync\(|readFile\(|file_get_contents\(\s*["'][\w./-]+\.(json|xml)/;
const RECEIVER = /createServer|\.listen\(|app\.(post|get)\(|http\.server|Flask\(|@app\.|php:\/\/input|\$_SERVER|\$_POST/;
export const hostUrls = [...new Set(Object.values(HOSTS))];
const AUTHORIZE_URL = new RegExp(`${HOSTS.AUTH_HOST.replace(/\./g, "\\.")}/oauth\\?`);

/** The code blocks of one page's HTML (div.code-block, with its language and mark), in order. */
export function samplesOf(page: string, html: string): Sample[] {
  const samples: Sample[] = [];
  visit(fromHtml(html, { fragment: true }), "element", (node: Element) => {
    const classes = node.properties.className;
    if (!Array.isArray(classes) || !classes.includes("code-block")) return;
    const language = LANGUAGES[String(node.properties.dataLang ?? "")];
    const pre = node.children.find((c): c is Element => c.type === "element" && c.tagName === "pre");
    if (!language || !pre) return;
    const mark = node.properties.dataSandbox;
    samples.push({ page, index: samples.length, language, code: toString(pre).replace(/\n$/, ""), ...(mark ? { mark: String(mark) } : {}) });
  });
  return samples;
}

/** What the runner sees a block needs that it cannot give unattended; such a block must be marked. */
function unrunnable(sample: Sample): Mark | undefined {
  if (RECEIVER.test(sample.code)) return "receptor";
  if (READS_FILE.test(sample.code)) return "arquivo";
  if (AUTHORIZE_URL.test(sample.code) && !sample.code.includes("/oauth/token")) return "navegador";
  return undefined;
}

/** The outcome of a block not to be run, or undefined to run it. */
export function classify(sample: Sample, phpHasCurl: boolean): Result | undefined {
  if (sample.mark !== undefined) {
    if (isMark(sample.mark)) return { sample, outcome: "marked", detail: MARKS[sample.mark] };
    return { sample, outcome: "failed", detail: `marca desconhecida sandbox="${sample.mark}" (use ${Object.keys(MARKS).join(", ")})` };
  }
  const needs = unrunnable(sample);
  if (needs)
    return {
      sample,
      outcome: "failed",
      detail: `não roda sozinha (${MARKS[needs]}) e não está marcada: ponha sandbox="${needs}" na linha de abertura do bloco`,
    };
  if (!hostUrls.some((h) => sample.code.includes(h))) return { sample, outcome: "no-api-call" };
  if (sample.language === "php" && !phpHasCurl && sample.code.includes("curl_")) return { sample, outcome: "environment" };
  return undefined;
}
