/** `npm run export` reuses the manifest `npm run build` just wrote only when nothing the content build reads has changed. */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { paths } from "../core/paths";
import { buildContent, contentInputs } from "./content-manifest";

// The temporary site below stands in for the app's root, which has no packages/ to pack: its site config's
// tarball plugin packs nothing here (its own tests are plugins/package-tarballs.test.ts).
vi.mock("../plugins/package-tarballs", async () => {
  const { definePlugin } = await import("../core/plugin");
  const { z } = await import("zod");
  return { default: definePlugin({ name: "package-tarballs", options: z.unknown(), setup: () => ({}) }) };
});

let root: string;
const write = (file: string, text: string) => {
  mkdirSync(join(root, file, ".."), { recursive: true });
  writeFileSync(join(root, file), text);
};
const inputs = (pipelineHash = "pipeline-1", linkCheck: "error" | "warn" = "error") => contentInputs({ pipelineHash, linkCheck }, paths(root, root));

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), "content-inputs-"));
  write("content/index.mdx", "# Início");
  write("content/chat/home.mdx", "# Chat");
  write("snippets/rate-limit.md", "5000 por minuto");
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

describe("the content build's inputs", () => {
  it("are the same when nothing changed", () => {
    expect(inputs()).toBe(inputs());
  });

  it("change with a page's text, a new page, a snippet, a page's date, the pipeline and the link check's mode", () => {
    const before = inputs();
    const changes: (() => void)[] = [
      () => write("content/chat/home.mdx", "# Chat, editado"),
      () => write("content/chat/novo.mdx", "# Novo"),
      () => write("snippets/rate-limit.md", "5000 por minuto, 10 minutos"),
      () => utimesSync(join(root, "content/index.mdx"), new Date("2026-01-02"), new Date("2026-01-02")),
    ];
    const seen = new Set([before]);
    for (const change of changes) {
      change();
      seen.add(inputs());
    }
    seen.add(inputs("pipeline-2"));
    seen.add(inputs("pipeline-1", "warn"));
    expect(seen.size).toBe(changes.length + 3);
  });

  it("change with a package the build packs (its source, build script, manifest), not with its tests or its build output", () => {
    write("packages/validador/src/index.ts", "export const a = 1;");
    const before = inputs();
    write("packages/validador/dist/index.js", "export const a = 1;");
    write("packages/validador/test/a.test.ts", "test();");
    expect(inputs()).toBe(before);
    const changes: (() => void)[] = [
      () => write("packages/validador/src/index.ts", "export const a = 2;"),
      () => write("packages/validador/build.mjs", "await build();"),
      () => write("packages/sandbox/package.json", '{ "version": "1.2.0" }'),
    ];
    const seen = new Set([before]);
    for (const change of changes) {
      change();
      seen.add(inputs());
    }
    expect(seen.size).toBe(changes.length + 1);
  });
});

describe("a content build after an app build that renamed its chunks, no page changed", () => {
  it("writes _headers again, with a cache rule for the new chunk", async () => {
    write("content/index.mdx", "---\ntitle: Início\ndescription: A página inicial.\norder: 0\n---\n\nTexto da página inicial.\n");
    rmSync(join(root, "content/chat"), { recursive: true });
    write("public/build/root-ABCD1234.js", "/* the first app build's chunk */");
    // The app root and the content root are the process's folder (core/paths.ts): here, the temporary site.
    vi.spyOn(process, "cwd").mockReturnValue(root);
    const headers = () => readFileSync(join(paths(root, root).emittedFiles, "_headers"), "utf8");
    const log = vi.spyOn(console, "log").mockImplementation(() => undefined);
    try {
      await buildContent();
      expect(headers()).toMatch(/^\/build\/root-\*$/m);
      // What remix build does to public/build/ when single fetch or any app change renames a chunk.
      rmSync(join(root, "public/build/root-ABCD1234.js"));
      write("public/build/root-EFGH5678.js", "/* the next one */");
      write("public/build/entry.client-IJKL9012.js", "/* a chunk with a name of its own */");
      await buildContent();
      expect(headers()).toMatch(/^\/build\/entry\.client-\*$/m);
      // Nothing changed since: the next build reuses this one.
      log.mockClear();
      await buildContent();
      expect(log.mock.calls.flat().join("\n")).toContain("content: unchanged since the last build");
    } finally {
      vi.restoreAllMocks();
    }
  });
});
