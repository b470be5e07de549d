import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { ContentLoadedApi } from "../core/plugin";
import type { Page } from "../core/types";
import type { SiteConfig } from "../core/site-config";
import lastUpdated from "./last-updated";

/** The plugin's git commands, counted: a page not saved since must not ask git again. */
const gitCalls = vi.hoisted(() => ({ count: 0 }));
vi.mock("node:child_process", async (importOriginal) => {
  const original = await importOriginal<typeof import("node:child_process")>();
  const execFileSync = ((...args: Parameters<typeof original.execFileSync>) => {
    if (args[0] === "git" && (args[1] as string[])[0] === "log") gitCalls.count++;
    return original.execFileSync(...args);
  }) as typeof original.execFileSync;
  return { ...original, execFileSync };
});

const roots: string[] = [];
const savedRoot = process.env.PORTAL_CONTENT_ROOT;
afterEach(() => {
  roots.splice(0).forEach((r) => rmSync(r, { recursive: true, force: true }));
  process.env.PORTAL_CONTENT_ROOT = savedRoot;
});

function contentRoot(files: string[]) {
  const root = mkdtempSync(join(tmpdir(), "portal-git-"));
  roots.push(root);
  for (const f of files) {
    mkdirSync(join(root, f, ".."), { recursive: true });
    writeFileSync(join(root, f), "---\ntitle: x\n---\n");
  }
  process.env.PORTAL_CONTENT_ROOT = root;
  return root;
}

const git = (root: string, args: string[], date?: string) =>
  execFileSync("git", ["-c", "user.name=t", "-c", "user.email=t@t", ...args], {
    cwd: root,
    env: { ...process.env, ...(date ? { GIT_COMMITTER_DATE: date, GIT_AUTHOR_DATE: date } : {}) },
    stdio: "ignore",
  });

const pageFor = (file: string) => ({ file, data: {} }) as unknown as Page;
const run = async (file: string) => {
  const page = pageFor(file);
  await lastUpdated().extendPageData!(page, {} as SiteConfig);
  return page.data.lastUpdated;
};

describe("last-updated plugin", () => {
  it("takes the date of the last commit that touched the file", async () => {
    const root = contentRoot(["content/a.mdx", "content/chat/b.mdx"]);
    git(root, ["init", "-q"]);
    git(root, ["add", "."]);
    git(root, ["commit", "-qm", "um"], "2025-03-10T12:00:00-03:00");
    writeFileSync(join(root, "content/a.mdx"), "---\ntitle: y\n---\n");
    git(root, ["commit", "-qam", "dois"], "2025-08-01T09:30:00-03:00");
    expect(await run("content/a.mdx")).toBe("2025-08-01T09:30:00-03:00");
    expect(await run("content/chat/b.mdx")).toBe("2025-03-10T12:00:00-03:00");
  });

  it("asks git once for the whole content; a file saved since takes the save's time, with no git command", async () => {
    const root = contentRoot(["content/a.mdx", "content/b.mdx"]);
    git(root, ["init", "-q"]);
    git(root, ["add", "."]);
    git(root, ["commit", "-qm", "um"], "2025-03-10T12:00:00-03:00");
    gitCalls.count = 0;
    // Two builds of the development server, no file saved between them: one git log in all.
    for (let build = 0; build < 2; build++) {
      await lastUpdated().contentLoaded?.({} as ContentLoadedApi);
      expect(await run("content/a.mdx")).toBe("2025-03-10T12:00:00-03:00");
      expect(await run("content/b.mdx")).toBe("2025-03-10T12:00:00-03:00");
    }
    expect(gitCalls.count).toBe(1);
    // a.mdx saved: changed since its last commit, so dated by the save; b.mdx keeps its commit's date.
    writeFileSync(join(root, "content/a.mdx"), "---\ntitle: y\n---\n");
    const saved = new Date("2026-01-02T03:04:05Z");
    utimesSync(join(root, "content/a.mdx"), saved, saved);
    expect(await run("content/a.mdx")).toBe(saved.toISOString());
    expect(await run("content/b.mdx")).toBe("2025-03-10T12:00:00-03:00");
    expect(gitCalls.count).toBe(1);
  });

  it("falls back to the file's modification time without git history", async () => {
    const root = contentRoot(["content/novo.mdx"]);
    const when = new Date("2024-12-24T18:00:00Z");
    utimesSync(join(root, "content/novo.mdx"), when, when);
    expect(await run("content/novo.mdx")).toBe(when.toISOString());
  });

  it("leaves generated pages (no source file) alone", async () => {
    contentRoot([]);
    const page = { data: {} } as Page;
    await lastUpdated().extendPageData!(page, {} as SiteConfig);
    expect(page.data.lastUpdated).toBeUndefined();
  });
});
