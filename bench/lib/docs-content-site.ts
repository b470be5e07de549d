/**
 * The layout of the independent side-by-side build benchmark (issue 31):
 * one Markdown page, `docs_content.md` (shared with the project outside the
 * repository, `../shared/bench/`), copied N times into ONE folder,
 * `content/bulk/pN.mdx`, with the front matter `title: Página N`,
 * `description` and `order: N`, beside the portal's own pages. The synthetic
 * site (synthetic-site.ts) spreads its pages over ten folders instead, and its
 * pages are larger; building both shows what the layout itself costs.
 */
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { scratchRoot } from "./synthetic-site";

/** Where the page is looked for when PORTAL_BENCH_DOCS_CONTENT does not say: beside the checkout, or beside its parent (worktrees under wt/). */
const CANDIDATES = ["../shared/bench/docs_content.md", "../../shared/bench/docs_content.md"];

export const DOCS_FOLDER = "bulk";

/** Where page i of the layout is served. */
export const docsContentPath = (i: number) => `/${DOCS_FOLDER}/p${i}.html`;

export function docsContentSource(projectRoot: string): string {
  const named = process.env.PORTAL_BENCH_DOCS_CONTENT;
  const found = named ? [resolve(named)] : CANDIDATES.map((c) => resolve(projectRoot, c));
  const file = found.find((f) => existsSync(f));
  if (!file)
    throw new Error(
      `docs_content.md não encontrado (procurado em ${found.join(", ")}): aponte PORTAL_BENCH_DOCS_CONTENT para o arquivo do benchmark independente.`,
    );
  return readFileSync(file, "utf8");
}

/** Page i: the shared page's Markdown as it is, under the front matter the independent benchmark writes. */
export const docsContentPage = (markdown: string, i: number) =>
  `---\ntitle: Página ${i}\ndescription: Página ${i} do benchmark de build com o mesmo conteúdo em cada página.\norder: ${i}\n---\n\n${markdown}`;

/** The portal's site plus n copies of the page in content/bulk/ (content/ and snippets/ written afresh; caches and outputs left as they are). */
export function docsContentSite(projectRoot: string, n: number, root = join(scratchRoot, `docs-${n}`)): string {
  const markdown = docsContentSource(projectRoot);
  for (const dir of ["content", "snippets"]) {
    rmSync(join(root, dir), { recursive: true, force: true });
    cpSync(join(projectRoot, dir), join(root, dir), { recursive: true });
  }
  const folder = join(root, "content", DOCS_FOLDER);
  mkdirSync(folder, { recursive: true });
  for (let i = 0; i < n; i++) writeFileSync(join(folder, `p${i}.mdx`), docsContentPage(markdown, i));
  return root;
}
