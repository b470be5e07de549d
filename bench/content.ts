/**
 * Content report: how many of the catalogue's codes carry their pt-BR label,
 * per family (a list shared by several categories counts once), and which
 * lists have no label anywhere (their cells read "sem rótulo documentado").
 * Usage: npm run bench:content. Target: every code labelled or explicitly
 * marked; the unit test domain/ad-catalogue/labels.test.ts fails otherwise.
 */
import { catalogueCodes, isLabelled, labelCounts } from "../domain/ad-catalogue/index";

const codes = catalogueCodes();
const counts = labelCounts(codes);
const width = Math.max(...counts.map((c) => c.family.length), "família".length);
const row = (family: string, labelled: string | number, total: string | number) =>
  `${family.padEnd(width)}  ${String(labelled).padStart(9)}  ${String(total).padStart(6)}`;

console.log(row("família", "rotulados", "total"));
for (const c of counts) console.log(row(c.family, c.labelled, c.total));
const labelled = counts.reduce((n, c) => n + c.labelled, 0);
const total = counts.reduce((n, c) => n + c.total, 0);
console.log(row("todas", labelled, total));

const unlabelled = counts.flatMap((c) => c.unlabelledLists.map((list) => `${c.family} › ${list}`));
console.log(`\nsem rótulo documentado em nenhuma fonte (${unlabelled.length} listas): ${unlabelled.join("; ") || "nenhuma"}`);

const unmarked = codes.filter((c) => !isLabelled(c.value));
if (unmarked.length) {
  console.log(`\nsem rótulo e sem marca (${unmarked.length}): ${unmarked.map((c) => `${c.list} ${c.value.code}`).join(", ")}`);
  process.exitCode = 1;
}
