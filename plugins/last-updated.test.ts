import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import type { ContentLoadedApi } from "../core/plugin";
import type { Page } from "../core/types";
import type { SiteConfig } from "../core/site-config";
import lastUpdated from "./last-updated";

const roots: string[] = [];
const savedRoot = process.env.PORTAL_CONTENT_ROOT;
afterEach(() => {
  roots.splice(0).forEach((r) => rmSync(r, { recursive: true, force: true }));
  process.env.PORTAL_CONTENT_ROOT = savedRoot;
  lastUpdated().contentLoaded!({} as ContentLoadedApi); // forget the previous build's git dates
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
