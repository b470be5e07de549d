/**
 * Content report: how many of the catalogue's codes carry their pt-BR label,
 * per family (a list shared by several categories counts once), and which
 * lists have no label anywhere (their cells read "sem rótulo documentado"):
 * the ad catalogue's parameters, fields and XML values, and the call
 * catalogue's code tables (statuses, statusCode, error categories, refusal tags).
 * Usage: npm run bench:content. Target: every code labelled or explicitly
 * marked; the unit tests domain/ad-catalogue/labels.test.ts and
 * domain/api-catalogue/code-tables.test.ts fail otherwise.
 */
import { catalogueCodes, isLabelled, labelCounts } from "../domain/ad-catalogue/index";
import { CODE_TABLES, isUndocumented } from "../domain/api-catalogue/index";

const codes = catalogueCodes();
const counts = labelCounts(codes);
const width = 34;
const row = (family: string, labelled: string | number, total: string | number) =>
  `${family.padEnd(width)}  ${String(labelled).padStart(9)}  ${String(total).padStart(6)}`;

// The call catalogue's tables, one family: a code counts as labelled when its table gives it a label.
const apiTables = CODE_TABLES.map((table) => ({ table, labelled: table.values.filter((v) => !isUndocumented(v.label)).length }));
const apiFamily = {
  family: "Respostas e notificações (API)",
  labelled: apiTables.reduce((n, t) => n + t.labelled, 0),
  total: apiTables.reduce((n, t) => n + t.table.values.length, 0),
  unlabelledLists: apiTables.filter((t) => t.labelled === 0).map((t) => t.table.id),
};
const families = [...counts, apiFamily];

console.log(row("família", "rotulados", "total"));
for (const c of families) console.log(row(c.family, c.labelled, c.total));
const labelled = families.reduce((n, c) => n + c.labelled, 0);
const total = families.reduce((n, c) => n + c.total, 0);
console.log(row("todas", labelled, total));

const unlabelled = families.flatMap((c) => c.unlabelledLists.map((list) => `${c.family} › ${list}`));
console.log(`\nsem rótulo documentado em nenhuma fonte (${unlabelled.length} listas): ${unlabelled.join("; ") || "nenhuma"}`);

const unmarked = codes.filter((c) => !isLabelled(c.value));
if (unmarked.length) {
  console.log(`\nsem rótulo e sem marca (${unmarked.length}): ${unmarked.map((c) => `${c.list} ${c.value.code}`).join(", ")}`);
  process.exitCode = 1;
}
