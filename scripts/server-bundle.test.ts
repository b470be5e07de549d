/** `npm run build` turns Remix's server build into one file that still runs: dependencies inside, on-demand packages left out. */
import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { pathToFileURL } from "node:url";
import { afterEach, beforeEach, expect, it } from "vitest";
import { bundleServerDependencies } from "./server-bundle";

/** A server build as `remix build` leaves it, and the packages it imports. */
const FILES: Record<string, string> = {
  // A CommonJS package that requires one of Node's modules and reads its own folder, as react-dom/server does.
  "node_modules/old-style/package.json": '{"name":"old-style","main":"index.js"}',
  "node_modules/old-style/index.js": 'const { Readable } = require("stream"); module.exports = { streams: typeof Readable, here: __dirname };',
  // An ES module package with both entries: the server takes "module", as Remix does.
  "node_modules/two-entries/package.json": '{"name":"two-entries","main":"main.cjs","module":"module.js"}',
  "node_modules/two-entries/main.cjs": 'module.exports = { entry: "main" };',
  "node_modules/two-entries/module.js": 'export const entry = "module";',
  // A package the server imports only on demand (scripts/node-bundle.mjs).
  "node_modules/feed/package.json": '{"name":"feed","type":"module","main":"index.js"}',
  "node_modules/feed/index.js": 'export const loaded = "from node_modules";',
  "build/index.js": [
    'import oldStyle from "old-style";',
    'import { entry } from "two-entries";',
    "export const mode = process.env.NODE_ENV;",
    "export { oldStyle, entry };",
    'export const feed = () => import("feed");',
  ].join("\n"),
};

let root: string;
beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), "server-bundle-"));
  for (const [file, text] of Object.entries(FILES)) {
    mkdirSync(dirname(join(root, file)), { recursive: true });
    writeFileSync(join(root, file), text);
  }
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

it("bundles the server's dependencies into build/index.js, which still runs, and leaves on-demand packages in node_modules", async () => {
  await bundleServerDependencies(join(root, "build/index.js"));
  const code = readFileSync(join(root, "build/index.js"), "utf8");
  expect(code).not.toMatch(/from "(old-style|two-entries)"/);
  expect(code).toContain('import("feed")');
  // Moved away from its node_modules, the bundle needs none of them but the on-demand one.
  rmSync(join(root, "node_modules/old-style"), { recursive: true });
  rmSync(join(root, "node_modules/two-entries"), { recursive: true });
  // In plain Node, as the server and the export load it (the test runner's own loader provides a `require`).
  const load = `const server = await import(${JSON.stringify(pathToFileURL(join(root, "build/index.js")).href)});
    console.log(JSON.stringify({ ...server, feed: (await server.feed()).loaded }));`;
  const server = JSON.parse(execFileSync(process.execPath, ["--input-type=module", "--eval", load], { encoding: "utf8" }));
  expect(server.oldStyle).toEqual({ streams: "function", here: join(root, "build") });
  expect(server.entry).toBe("module");
  expect(server.mode).toBe(process.env.NODE_ENV ?? "production");
  expect(server.feed).toBe("from node_modules");
});
