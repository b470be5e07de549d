/** The OpenAPI, YAML, Postman and schema files are made once per version of the catalogue's code and of the site's hosts and URL. */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, expect, it } from "vitest";
import { inputKey } from "../core/input-hash";
import { writeCacheFile } from "../core/cache-file";
import { siteConfig } from "../site.config";
import { madeFiles, packFiles, unpackFiles } from "./openapi";

let contentRoot: string;
beforeEach(() => {
  contentRoot = mkdtempSync(join(tmpdir(), "openapi-cache-"));
  process.env.PORTAL_CONTENT_ROOT = contentRoot;
});
afterEach(() => {
  delete process.env.PORTAL_CONTENT_ROOT;
  rmSync(contentRoot, { recursive: true, force: true });
});

const entryOf = (code: string, config = siteConfig) =>
  join(contentRoot, ".cache", "openapi", `${inputKey(code, JSON.stringify([config.hosts, config.siteUrl]))}.files`);

const standIn = () => packFiles({ "/openapi.json": Buffer.from("do cache") });
const text = (files: Record<string, Buffer>) => Object.fromEntries(Object.entries(files).map(([path, bytes]) => [path, bytes.toString()]));

it("makes the files from the catalogue, then takes them from the cache while neither the code nor the hosts changed", () => {
  const made = madeFiles(siteConfig, "code-1");
  expect(JSON.parse(made["/openapi.json"].toString()).openapi).toMatch(/^3\.1/);
  // What the cache holds is what the next build emits, unmade: a stand-in proves nothing was made again.
  writeCacheFile(entryOf("code-1"), standIn());
  expect(text(madeFiles(siteConfig, "code-1"))).toEqual({ "/openapi.json": "do cache" });
});

it("makes them again when the catalogue's code or the site's URL changes", () => {
  writeCacheFile(entryOf("code-1"), standIn());
  expect(madeFiles(siteConfig, "code-2")["/openapi.json"].toString()).not.toBe("do cache");
  const moved = { ...siteConfig, siteUrl: "https://outro.example" };
  writeCacheFile(entryOf("code-3"), standIn());
  expect(madeFiles(moved, "code-3")["/openapi.json"].toString()).toContain("https://outro.example");
});

it("keeps each file's bytes whole in the cache entry, whatever its characters", () => {
  const files = { "/a.json": Buffer.from('{"título":"ação ✓"}'), "/empty.yaml": Buffer.alloc(0), "/b.yaml": Buffer.from("x: 1\n") };
  expect(text(unpackFiles(packFiles(files)))).toEqual(text(files));
  expect(text(madeFiles(siteConfig, "code-4"))).toEqual(text(madeFiles(siteConfig, "code-4")));
});
