/**
 * The JavaScript, Python and PHP samples of the lookup pages run as an
 * integrator would paste them, against a stand-in for the marketplace that
 * answers each call with the documented example of its operation
 * (domain/api-catalogue): a sample that reads a key the documented answer does
 * not have (`brands.Apple` where the marketplace answers `"APPLE"`) then calls
 * a path no operation has, or gets `undefined`, and fails here as it would
 * against the marketplace.
 */
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { OPERATIONS } from "../../domain/api-catalogue";
import type { Operation } from "../../domain/api-catalogue/types";

const HOST = "http://marketplace.test";
/** Pages whose samples read what a lookup answers. */
const PAGES = ["content/anuncio/api/electronics/cellphone_models.mdx", "content/anuncio/api/autos/car_models.mdx"];

interface Route {
  method: string;
  pattern: string;
  body: unknown;
}

const firstExample = (op: Operation) => op.answers.find((a) => String(a.status).startsWith("2") && a.examples?.length)?.examples?.[0]?.value;

/** Each documented call as a method, a path pattern (integer path parameters as digits) and its documented answer. */
function routes(): Route[] {
  return OPERATIONS.filter((op) => firstExample(op) !== undefined).map((op) => ({
    method: op.method,
    pattern: `^${op.path.replace(/\{([^}]+)\}/g, (_, name) => (op.pathParams?.find((p) => p.name === name)?.shape.type === "integer" ? "(\\d+)" : "([^/]+)"))}$`,
    body: firstExample(op),
  }));
}

/** The page's samples of one language, with the hosts written as the stand-in's. */
function samples(file: string, lang: "js" | "python" | "php"): string[] {
  const source = readFileSync(file, "utf8");
  return [...source.matchAll(new RegExp("^```" + lang + "\\b[^\\n]*\\n([\\s\\S]*?)^```", "gm"))].map((m) => m[1].replace(/%[A-Z_]+_HOST%/g, HOST));
}

/** Names a sample reads from the environment, given values the documented answers hold (a brand, then a model). */
function environment(): NodeJS.ProcessEnv {
  const brands = firstExample(OPERATIONS.find((op) => op.id === "lookups.carBrands")!) as { data: Record<string, number> };
  const models = firstExample(OPERATIONS.find((op) => op.id === "lookups.carModels")!) as { data: Record<string, number> };
  return {
    NODE_ENV: "test",
    PATH: process.env.PATH,
    ACCESS_TOKEN: "token-de-teste",
    MARCA: Object.keys(brands.data).at(-1),
    MODELO: Object.keys(models.data).at(-1),
  };
}

const dir = mkdtempSync(join(tmpdir(), "code-samples-"));
const routesJson = JSON.stringify(routes());

function runJs(code: string): string {
  const stub = `
const ROUTES = ${routesJson};
globalThis.fetch = async (url, init = {}) => {
  const { pathname } = new URL(url);
  const method = (init.method ?? "GET").toUpperCase();
  const route = ROUTES.find((r) => r.method === method && new RegExp(r.pattern).test(pathname));
  if (!route) throw new Error("nenhuma chamada documentada para " + method + " " + pathname);
  return { ok: true, status: 200, json: async () => route.body, text: async () => JSON.stringify(route.body) };
};
`;
  const file = join(dir, "sample.mjs");
  writeFileSync(file, stub + code);
  return execFileSync(process.execPath, [file], { env: environment(), encoding: "utf8", timeout: 20_000, stdio: ["ignore", "pipe", "pipe"] });
}

function runPython(code: string): string {
  writeFileSync(
    join(dir, "requests.py"),
    `
import json, re
ROUTES = json.loads(${JSON.stringify(routesJson)})
class _Answer:
    status_code = 200
    def __init__(self, body): self._body = body
    def json(self): return self._body
    def raise_for_status(self): pass
    @property
    def text(self): return json.dumps(self._body)
def request(method, url, **kwargs):
    path = re.sub(r"^https?://[^/]+", "", url).split("?")[0]
    for route in ROUTES:
        if route["method"] == method.upper() and re.search(route["pattern"], path):
            return _Answer(route["body"])
    raise RuntimeError("nenhuma chamada documentada para %s %s" % (method, path))
def get(url, **kwargs): return request("GET", url, **kwargs)
def post(url, **kwargs): return request("POST", url, **kwargs)
def put(url, **kwargs): return request("PUT", url, **kwargs)
def patch(url, **kwargs): return request("PATCH", url, **kwargs)
def delete(url, **kwargs): return request("DELETE", url, **kwargs)
`,
  );
  const file = join(dir, "sample.py");
  writeFileSync(file, code);
  return execFileSync("python3", [file], { env: { ...environment(), PYTHONPATH: dir }, encoding: "utf8", timeout: 20_000, stdio: ["ignore", "pipe", "pipe"] });
}

function runPhp(code: string): string {
  // Unqualified calls in a namespace look for the namespace's function first: the stand-in replaces curl without the extension.
  const constants = [...new Set(code.match(/\bCURL(OPT|INFO)_[A-Z_]+/g) ?? [])].map((name, i) => `const ${name} = ${1000 + i};`).join("\n");
  const stub = `<?php
namespace Sample;
${constants}
const ROUTES_JSON = ${JSON.stringify(routesJson).replace(/\$/g, "\\$")};
final class Handle { public string $url; public array $options = []; public function __construct(string $url) { $this->url = $url; } }
function curl_init(string $url = ''): Handle { return new Handle($url); }
function curl_setopt(Handle $ch, int $option, $value): bool { $ch->options[$option] = $value; return true; }
function curl_setopt_array(Handle $ch, array $options): bool { foreach ($options as $k => $v) { $ch->options[$k] = $v; } return true; }
function curl_close(Handle $ch): void {}
function curl_error(Handle $ch): string { return ''; }
function curl_errno(Handle $ch): int { return 0; }
function curl_getinfo(Handle $ch, int $option = 0) { return 200; }
function curl_exec(Handle $ch) {
  $custom = defined('Sample\\\\CURLOPT_CUSTOMREQUEST') ? ($ch->options[CURLOPT_CUSTOMREQUEST] ?? null) : null;
  $post = defined('Sample\\\\CURLOPT_POST') && !empty($ch->options[CURLOPT_POST]);
  $method = strtoupper($custom ?? ($post ? 'POST' : 'GET'));
  $path = parse_url($ch->url, PHP_URL_PATH);
  foreach (json_decode(ROUTES_JSON, true) as $route) {
    if ($route['method'] === $method && preg_match('#' . $route['pattern'] . '#', $path)) { return json_encode($route['body']); }
  }
  throw new \\RuntimeException("nenhuma chamada documentada para $method $path");
}
?>`;
  const file = join(dir, "sample.php");
  writeFileSync(file, stub + code);
  return execFileSync("php", [file], { env: environment(), encoding: "utf8", timeout: 20_000, stdio: ["ignore", "pipe", "pipe"] });
}

const RUNNERS = { js: runJs, python: runPython, php: runPhp } as const;

describe("the lookup pages' samples, run against the documented answers", () => {
  for (const page of PAGES) {
    for (const lang of Object.keys(RUNNERS) as (keyof typeof RUNNERS)[]) {
      it(`${page}: ${lang}`, () => {
        const codes = samples(page, lang);
        expect(codes.length).toBeGreaterThan(0);
        for (const code of codes) {
          const output = RUNNERS[lang](code);
          // A key the answer lacks shows as undefined / None / an empty value in what the sample prints.
          expect(output).not.toMatch(/undefined|\bNone\b|=> $|: ''|\bnull\b/m);
        }
      });
    }
  }

  it("the stand-in refuses a call with a key the answer lacks (so the checks above can fail)", () => {
    expect(() => runJs(`const r = await fetch("${HOST}/autoupload/cellphone_info/undefined", { method: "POST" });`)).toThrow(/nenhuma chamada documentada/);
  });
});
