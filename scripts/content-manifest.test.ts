/** `npm run export` reuses the manifest `npm run build` just wrote only when nothing the content build reads has changed. */
import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { paths } from "../core/paths";
import { contentInputs } from "./content-manifest";

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
});
