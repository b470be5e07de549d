/**
 * Build benchmark: generates N synthetic pages (default 500) shaped like the
 * real ones (headings, tables, code tabs in four languages, admonitions,
 * cross-links), then times `npm run export` (which builds the content, then
 * prerenders it) cold (no cache) and warm, with one page changed.
 * Needs the app built once (`npm run build`). Usage: npm run bench:build [-- N] [runs]
 */
import { execFileSync } from "node:child_process";
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

const N = Number(process.argv[2] ?? 500);
const RUNS = Number(process.argv[3] ?? 3);
const root = join(tmpdir(), `portal-bench-${N}`);

function syntheticPage(i: number, edit = "") {
  const next = (i + 1) % N;
  return `---
title: Página sintética ${i}
description: Página ${i} gerada para medir o build.
order: ${i}
---

Introdução da página ${i} ${edit}. Veja também a [página ${next}](/secao-${next % 10}/pagina-${next}.html#campos).

## Campos

| campo | tipo | obrigatório | descrição |
|---|---|---|---|
| id | string | sim | Identificador do anúncio no seu sistema |
| category | integer | sim | Código da subcategoria |
| price | integer | sim | Preço sem centavos |

:::warning[Atenção]
Parâmetros opcionais devem ser omitidos, não enviados vazios.
:::

## Exemplo

:::code-tabs
\`\`\`bash
curl -X PUT %AUTOUPLOAD_HOST%/autoupload/import -H "Content-Type: application/json" -d @anuncios.json
\`\`\`
\`\`\`js
const res = await fetch("%AUTOUPLOAD_HOST%/autoupload/import", { method: "PUT", body: JSON.stringify(payload) });
\`\`\`
\`\`\`python
res = requests.put("%AUTOUPLOAD_HOST%/autoupload/import", json=payload)
\`\`\`
\`\`\`php
$res = $client->put("%AUTOUPLOAD_HOST%/autoupload/import", ["json" => $payload]);
\`\`\`
:::

## Resposta

\`\`\`json
{ "token": "abc${i}", "statusCode": 0, "statusMessage": "ok", "errors": [] }
\`\`\`
`;
}

function generate() {
  rmSync(root, { recursive: true, force: true });
  mkdirSync(join(root, "content"), { recursive: true });
  writeFileSync(join(root, "content", "index.mdx"), "---\ntitle: Início\ndescription: Início sintético.\n---\n\n[Primeira](/secao-0/pagina-0.html)\n");
  for (let i = 0; i < N; i++) {
    mkdirSync(join(root, "content", `secao-${i % 10}`), { recursive: true });
    writeFileSync(join(root, "content", `secao-${i % 10}`, `pagina-${i}.mdx`), syntheticPage(i));
  }
}

function timed(): number {
  const env: NodeJS.ProcessEnv = { ...process.env, PORTAL_CONTENT_ROOT: root, NODE_ENV: "production" };
  const started = performance.now();
  // What `npm run export` runs (content build, then prerender), without npm's own start-up.
  execFileSync(process.execPath, ["build/scripts/export.mjs"], { env, stdio: "ignore" });
  return performance.now() - started;
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

generate();
const cold: number[] = [];
const warm: number[] = [];
for (let run = 0; run < RUNS; run++) {
  rmSync(join(root, ".cache"), { recursive: true, force: true });
  rmSync(join(root, "build"), { recursive: true, force: true });
  cold.push(timed());
  writeFileSync(join(root, "content", "secao-7", "pagina-7.mdx"), syntheticPage(7, `(edição ${run})`));
  warm.push(timed());
}
console.log(`pages: ${N} synthetic (+ catalogue pages), runs: ${RUNS}`);
console.log(`cold build + export: median ${(median(cold) / 1000).toFixed(2)} s  (runs: ${cold.map((t) => (t / 1000).toFixed(2)).join(", ")})`);
console.log(`warm rebuild + export, one page changed: median ${(median(warm) / 1000).toFixed(2)} s  (runs: ${warm.map((t) => (t / 1000).toFixed(2)).join(", ")})`);
