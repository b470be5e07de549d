/** Processes sharing a site's pages (compiling, rendering) split them: each page goes to exactly one of them. */
import { execFileSync } from "node:child_process";
import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, expect, it } from "vitest";
import { claimIn, newClaims, removeClaims, runsIn, withClaims } from "./claims";

let parent: string;
beforeEach(() => {
  parent = mkdtempSync(join(tmpdir(), "portal-claims-"));
});
afterEach(() => rmSync(parent, { recursive: true, force: true }));

const pages = Array.from({ length: 30 }, (_, i) => `/site/content/secao/pagina-${i}.mdx`);

it("gives each page to one process only, however their claims interleave", () => {
  const claims = newClaims(parent, "claims");
  // Another process takes every third page first.
  const script = `import { claimIn } from ${JSON.stringify(new URL("./claims.ts", import.meta.url).pathname)};
const take = claimIn(process.argv[1]);
const pages = JSON.parse(process.argv[2]);
console.log(JSON.stringify(pages.filter((p, i) => i % 3 === 0 && take(p))));`;
  const theirs: string[] = JSON.parse(
    execFileSync(process.execPath, ["--import", "tsx", "--input-type=module", "-e", script, claims, JSON.stringify(pages)], { encoding: "utf8" }),
  );
  const take = claimIn(claims);
  const ours = pages.filter(take);
  expect(theirs).toHaveLength(10);
  expect(ours).toHaveLength(20);
  expect(new Set([...ours, ...theirs]).size).toBe(pages.length);
  expect(pages.filter(take)).toEqual([]); // asked again, nothing is left
});

it("starts every build with all pages free, and leaves nothing behind", () => {
  const killed = newClaims(parent, "claims");
  expect(pages.slice(0, 10).filter(claimIn(killed))).toHaveLength(10); // a build killed before it removed its claims
  const next = newClaims(parent, "claims");
  expect(pages.filter(claimIn(next))).toHaveLength(pages.length);
  removeClaims(next);
  expect(readdirSync(parent)).toEqual([]);
  expect(() => claimIn(next)(pages[0])).toThrow(/ENOENT/); // a folder removed is not silently taken for free pages
});

it("hands pages out by runs of eight in a list every process holds alike, each run claimed once", () => {
  const claims = newClaims(parent, "claims");
  const first = runsIn(claims);
  const second = runsIn(claims);
  const mine = Array.from({ length: 20 }, (_, i) => i).filter((i) => (i < 8 ? first(i) : second(i)));
  expect(mine).toEqual(Array.from({ length: 20 }, (_, i) => i)); // the first took run 0, the second runs 1 and 2
  expect([first(3), second(3), first(12), second(12), first(19)]).toEqual([true, false, false, true, false]);
  expect(readdirSync(claims)).toHaveLength(3); // a claim per run, not per page
});

it("removes the claims folder when the work ends, also when it fails", async () => {
  await expect(withClaims(parent, "claims", async (dir) => claimIn(dir)("run-0"))).resolves.toBe(true);
  await expect(withClaims(parent, "claims", async () => Promise.reject(new Error("a page failed")))).rejects.toThrow("a page failed");
  expect(readdirSync(parent)).toEqual([]);
});
