/**
 * The package's declarations (dist/types), each made from its source file's own text by oxc's isolated
 * declarations: every export of the library and of the catalogue it inlines has its type written out, so no
 * program, standard library or type inference is needed. `tsc --noCheck` took ~1.9 s of CPU on every cold build
 * (loading TypeScript alone 0.8 s); this takes ~0.2 s, Node's start included (bench/README.md). The project's
 * type check (npx tsc --noEmit) covers these sources.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join, relative } from "node:path";
import { isolatedDeclarationSync } from "oxc-transform";

/** `import … from "./x"`, `export … from "../y"`, `import("./z")`, `import "./w"`: the relative modules a source names. */
const RELATIVE_IMPORT = /(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s+)["'](\.{1,2}\/[^"']+)["']/g;

/**
 * What a relative specifier of `file` names (`./x` → `x.ts` or `x/index.ts`): the source, and the specifier
 * Node's ESM resolution (moduleResolution node16/nodenext) requires in a declaration (`./x.js`, `./x/index.js`).
 * @param {string} file @param {string} spec @returns {{ source: string, specifier: string } | undefined}
 */
function resolveRelative(file, spec) {
  const target = join(dirname(file), spec);
  if (existsSync(`${target}.ts`)) return { source: `${target}.ts`, specifier: `${spec}.js` };
  if (existsSync(join(target, "index.ts"))) return { source: join(target, "index.ts"), specifier: `${spec}/index.js` };
  return undefined;
}

/**
 * Relative imports in a declaration get the extension Node's ESM resolution requires.
 * @param {string} source the file the declaration comes from @param {string} text
 */
function withExtensions(source, text) {
  return text.replace(/(from |import\()"(\.{1,2}\/[^"]+)"/g, (whole, lead, spec) => {
    const resolved = resolveRelative(source, spec);
    return resolved ? `${lead}"${resolved.specifier}"` : whole;
  });
}

/**
 * Writes the declarations of `entry` and every module it reaches under `outDir`, at their paths from `root`;
 * throws, naming each file, line and column, when an export has no written type.
 * @param {string} entry @param {string} outDir @param {string} root
 */
export function writeDeclarations(entry, outDir, root) {
  const pending = [entry];
  const seen = new Set(pending);
  const problems = [];
  while (pending.length > 0) {
    const file = /** @type {string} */ (pending.pop());
    const text = readFileSync(file, "utf8");
    const { code, errors } = isolatedDeclarationSync(file, text, { stripInternal: false });
    for (const error of errors) {
      const start = error.labels[0]?.start ?? 0;
      const before = text.slice(0, start).split("\n");
      problems.push(`${relative(root, file)}:${before.length}:${(before.at(-1)?.length ?? 0) + 1}: ${error.message}`);
    }
    const out = join(outDir, relative(root, file)).replace(/\.ts$/, ".d.ts");
    mkdirSync(dirname(out), { recursive: true });
    writeFileSync(out, withExtensions(file, code));
    for (const [, spec] of text.matchAll(RELATIVE_IMPORT)) {
      const next = resolveRelative(file, spec)?.source;
      if (next && !seen.has(next)) pending.push(next), seen.add(next);
    }
  }
  if (problems.length > 0)
    throw new Error(
      `Declarações do pacote: ${problems.length} exportação(ões) sem tipo escrito (a declaração de cada arquivo sai só do texto dele):\n${problems.join("\n")}`,
    );
}
