/**
 * `npm start` runs compiled JavaScript and loads the site's data and the
 * build's output, never a plugin or the build pipeline, and each app module
 * once. What Node executed is read from V8's coverage (NODE_V8_COVERAGE, every
 * script, ES module or CommonJS); which sources each executed bundle holds,
 * from the bundlers' metafiles (build/scripts/metafile.json for the server,
 * build/metafile.server.json for the Remix server build).
 */
import { expect, test } from "@playwright/test";
import { spawn } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { SSR_PORT } from "./fixtures/ports";

const ROOT = process.cwd();

interface Metafile {
  inputs: Record<string, unknown>;
  outputs: Record<string, { inputs: Record<string, unknown> }>;
}
const metafile = (file: string) => JSON.parse(readFileSync(join(ROOT, file), "utf8")) as Metafile;

/** Every script V8 ran in the process, as paths from the project's root (files of the project only). */
function executedFiles(coverageDir: string): string[] {
  const urls = readdirSync(coverageDir).flatMap((file) =>
    (JSON.parse(readFileSync(join(coverageDir, file), "utf8")).result as { url: string }[]).map((r) => r.url),
  );
  return [...new Set(urls.filter((url) => url.startsWith("file:")).map((url) => relative(ROOT, fileURLToPath(url.replace(/\?.*$/, "")))))].filter(
    (path) => !path.startsWith(".."),
  );
}

/** The project's sources (not node_modules) an executed bundle holds. */
function sourcesOf(file: string, scripts: Metafile, remix: Metafile): string[] {
  const inputs = file === "build/index.js" ? Object.keys(remix.inputs) : Object.keys(scripts.outputs[file]?.inputs ?? {});
  return inputs.filter((input) => !input.includes("node_modules/"));
}

test("npm start runs compiled JavaScript, loads no plugin or build module, and each app module once", async () => {
  test.setTimeout(120_000);
  const coverage = mkdtempSync(join(tmpdir(), "portal-start-coverage-"));
  // E2E_START_PORT keeps it inside a checkout's own port range when several suites share a machine.
  const port = Number(process.env.E2E_START_PORT ?? SSR_PORT + 60) + test.info().workerIndex;
  const server = spawn(process.execPath, ["build/scripts/server.mjs"], {
    env: { ...process.env, NODE_ENV: "production", PORT: String(port), NODE_V8_COVERAGE: coverage },
    stdio: "ignore",
  });
  const exited = new Promise((resolve) => server.once("exit", resolve));
  try {
    const page = `http://127.0.0.1:${port}/anuncio/api/import.html`;
    await expect.poll(async () => (await fetch(page).catch(() => undefined))?.status, { timeout: 90_000 }).toBe(200);
  } finally {
    server.kill("SIGTERM"); // the server exits cleanly on it, and V8 writes its coverage then
    await exited;
  }
  const executed = executedFiles(coverage);
  rmSync(coverage, { recursive: true, force: true });
  const project = executed.filter((path) => !path.startsWith("node_modules/"));
  // No TypeScript loader and no source file: the server's bundle and the Remix build.
  expect(executed.filter((path) => path.startsWith("node_modules/tsx/"))).toEqual([]);
  expect(project.filter((path) => !/^build\/(scripts\/[\w.-]+\.mjs|index\.js)$/.test(path))).toEqual([]);
  expect(project).toContain("build/scripts/server.mjs");
  expect(project).toContain("build/index.js");

  const scripts = metafile("build/scripts/metafile.json");
  const remix = metafile("build/metafile.server.json");
  const loaded = project.flatMap((file) => sourcesOf(file, scripts, remix).map((source) => ({ file, source })));
  const forbidden = /^(site\.config\.ts|core\/build-site\.ts|core\/compile\.ts|plugins\/[^/]+\.ts|plugins\/[^/]+\/index\.ts)$/;
  expect(loaded.filter(({ source }) => forbidden.test(source))).toEqual([]);
  // Each app module in one executed file only: the server takes the app's code from the Remix build.
  const appModules = loaded.filter(({ source }) => source.startsWith("app/"));
  expect(appModules.length).toBeGreaterThan(0);
  expect(appModules.filter(({ file }) => file !== "build/index.js")).toEqual([]);
  console.log(
    `npm start: ${project.length} project files executed, holding ${loaded.length} project modules; ${executed.length - project.length} files under node_modules`,
  );
});
