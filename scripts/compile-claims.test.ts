/** Processes compiling the same site split its pages: each page goes to exactly one of them. */
import { execFileSync } from "node:child_process";
import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, expect, it } from "vitest";
import { claimIn, newClaims, removeClaims } from "./compile-claims";

let parent: string;
beforeEach(() => {
  parent = mkdtempSync(join(tmpdir(), "portal-claims-"));
});
afterEach(() => rmSync(parent, { recursive: true, force: true }));

const pages = Array.from({ length: 30 }, (_, i) => `/site/content/secao/pagina-${i}.mdx`);

it("gives each page to one process only, however their claims interleave", () => {
  const claims = newClaims(parent);
  // Another process takes every third page first.
  const script = `import { claimIn } from ${JSON.stringify(new URL("./compile-claims.ts", import.meta.url).pathname)};
const take = claimIn(process.argv[1]);
const pages = JSON.parse(process.argv[2]);
console.log(JSON.stringify(pages.filter((p, i) => i % 3 === 0 && take(p))));`;
  const theirs: string[] = JSON.parse(execFileSync(process.execPath, ["--import", "tsx", "--input-type=module", "-e", script, claims, JSON.stringify(pages)], { encoding: "utf8" }));
  const take = claimIn(claims);
  const ours = pages.filter(take);
  expect(theirs).toHaveLength(10);
  expect(ours).toHaveLength(20);
  expect(new Set([...ours, ...theirs]).size).toBe(pages.length);
  expect(pages.filter(take)).toEqual([]); // asked again, nothing is left
});

it("starts every build with all pages free, and leaves nothing behind", () => {
  const killed = newClaims(parent);
  expect(pages.slice(0, 10).filter(claimIn(killed))).toHaveLength(10); // a build killed before it removed its claims
  const next = newClaims(parent);
  expect(pages.filter(claimIn(next))).toHaveLength(pages.length);
  removeClaims(next);
  expect(readdirSync(parent)).toEqual([]);
  expect(() => claimIn(next)(pages[0])).toThrow(/ENOENT/); // a folder removed is not silently taken for free pages
});
