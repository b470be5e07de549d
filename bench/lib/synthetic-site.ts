/**
 * The sites the benchmarks build, in a scratch folder outside the project
 * (the content side is read from PORTAL_CONTENT_ROOT, see core/paths.ts):
 * the portal's own pages and snippets plus N synthetic pages shaped like the
 * real ones (headings, a table, an admonition, code tabs in four languages,
 * a JSON sample, a cross-link), ten folders of N/10 pages. The same page is
 * written in VuePress's markdown for the comparison (bench/compare.ts).
 */
import { appendFileSync, cpSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

export type Dialect = "portal" | "vuepress";

/** The scratch folder of the benchmarks: kept between runs so the VuePress install is reused. */
export const scratchRoot = process.env.PORTAL_BENCH_SCRATCH || join(tmpdir(), "portal-bench");

const HOST = "https://apps.classificados.example";
/** Synthetic pages go into this many folders (each also gets its folder page). */
export const FOLDERS = 10;

export const folderOf = (i: number) => `secao-${i % FOLDERS}`;
/** Where page i is served in the portal. */
export const syntheticPath = (i: number) => `/${folderOf(i)}/pagina-${i}.html`;

const admonition: Record<Dialect, (title: string, body: string) => string> = {
  portal: (title, body) => `:::warning[${title}]\n${body}\n:::`,
  vuepress: (title, body) => `::: warning ${title}\n${body}\n:::`,
};

const codeTabs: Record<Dialect, (blocks: [string, string][]) => string> = {
  portal: (blocks) => `:::code-tabs\n${blocks.map(([lang, code]) => "```" + lang + "\n" + code + "\n```").join("\n")}\n:::`,
  vuepress: (blocks) => `::: code-tabs\n${blocks.map(([lang, code]) => `@tab ${lang}\n\n` + "```" + lang + "\n" + code + "\n```\n").join("\n")}:::`,
};

/** Synthetic page i of n; `edit` changes its text (the rebuild benchmarks). */
export function syntheticPage(i: number, n: number, dialect: Dialect, edit = ""): string {
  const next = (i + 1) % n;
  const host = dialect === "portal" ? "%AUTOUPLOAD_HOST%" : HOST;
  const link = dialect === "portal" ? syntheticPath(next) : `/${folderOf(next)}/pagina-${next}.md`;
  const frontMatter =
    dialect === "portal" ? `title: Página sintética ${i}\ndescription: Página ${i} gerada para medir o build.\norder: ${i}` : `title: Página sintética ${i}`;
  const heading = dialect === "portal" ? "" : `# Página sintética ${i}\n\n`; // the portal's layout writes the H1
  return `---
${frontMatter}
---

${heading}Introdução da página ${i} ${edit}. Veja também a [página ${next}](${link}#campos).

## Campos

| campo | tipo | obrigatório | descrição |
|---|---|---|---|
| id | string | sim | Identificador do anúncio no seu sistema |
| category | integer | sim | Código da subcategoria |
| price | integer | sim | Preço sem centavos |

${admonition[dialect]("Atenção", "Parâmetros opcionais devem ser omitidos, não enviados vazios.")}

## Exemplo

${codeTabs[dialect]([
  ["bash", `curl -X PUT ${host}/autoupload/import -H "Content-Type: application/json" -d @anuncios.json`],
  ["js", `const res = await fetch("${host}/autoupload/import", { method: "PUT", body: JSON.stringify(payload) });`],
  ["python", `res = requests.put("${host}/autoupload/import", json=payload)`],
  ["php", `$res = $client->put("${host}/autoupload/import", ["json" => $payload]);`],
])}

## Resposta

\`\`\`json
{ "token": "abc${i}", "statusCode": 0, "statusMessage": "ok", "errors": [] }
\`\`\`
`;
}

/**
 * The portal's site with n synthetic pages in `root` (its content/ and
 * snippets/ written afresh; caches and outputs left as they are).
 */
export function portalSite(projectRoot: string, n: number, root = join(scratchRoot, `site-${n}`)): string {
  rmSync(join(root, "content"), { recursive: true, force: true });
  cpSync(join(projectRoot, "content"), join(root, "content"), { recursive: true });
  rmSync(join(root, "snippets"), { recursive: true, force: true });
  cpSync(join(projectRoot, "snippets"), join(root, "snippets"), { recursive: true });
  writeSynthetic(join(root, "content"), n, "portal", ".mdx");
  return root;
}

/** n synthetic pages (and a home page) under `dir`, as VuePress reads them. */
export function vuepressPages(dir: string, n: number) {
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, "README.md"), `# Início\n\n[Primeira](/${folderOf(0)}/pagina-0.md)\n`);
  writeSynthetic(dir, n, "vuepress", ".md");
}

function writeSynthetic(dir: string, n: number, dialect: Dialect, extension: string) {
  for (let f = 0; f < Math.min(n, FOLDERS); f++) mkdirSync(join(dir, folderOf(f)), { recursive: true });
  for (let i = 0; i < n; i++) writeFileSync(join(dir, folderOf(i), `pagina-${i}${extension}`), syntheticPage(i, n, dialect));
}

/** The portal page the rebuild benchmarks edit: a real one, so every N edits the same page. */
export const EDITED_PAGE = "anuncio/api/autos/sub_auto";

/** Changes the edited page's text (a new last paragraph): one page changed, nothing shared. */
export function editPage(root: string, round: number) {
  const file = join(root, "content", `${EDITED_PAGE}.mdx`);
  if (!readFileSync(file, "utf8").endsWith("\n")) appendFileSync(file, "\n");
  appendFileSync(file, `\nParágrafo de medição ${round}.\n`);
}
