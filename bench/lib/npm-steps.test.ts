import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { npmSteps, profiledStep } from "./npm-steps";
import { contentAndExportSteps } from "./portal-build";

function project(scripts: Record<string, string>) {
  const root = mkdtempSync(join(tmpdir(), "npm-steps-"));
  writeFileSync(join(root, "package.json"), JSON.stringify({ scripts }));
  return root;
}

describe("npmSteps", () => {
  it("splits a script into its steps and replaces `npm run x` with x's own steps", () => {
    const root = project({
      build: "rm -rf build && npm run build:scripts && NODE_ENV=production node build/scripts/build-content.mjs",
      "build:scripts": "esbuild scripts/a.ts --bundle && tool compile",
    });
    expect(npmSteps(root, "build")).toEqual([
      { label: "rm", command: "rm -rf build" },
      { label: "esbuild", command: "esbuild scripts/a.ts --bundle" },
      { label: "tool compile", command: "tool compile" },
      { label: "build-content.mjs", command: "NODE_ENV=production node build/scripts/build-content.mjs" },
    ]);
  });

  it("names a missing script", () => {
    expect(() => npmSteps(project({ build: "npm run gone" }), "build")).toThrow(/no script "gone"/);
  });

  it("finds the content build and the export among this project's steps, which bench:build times after an edit", () => {
    expect(contentAndExportSteps(process.cwd()).map((s) => s.label)).toEqual(["build-content.mjs", "export.mjs"]);
  });
});

describe("profiledStep", () => {
  const dir = "/tmp/profiles";
  it("adds --cpu-prof to a node step, after its environment", () => {
    const step = profiledStep({ label: "x.mjs", command: "NODE_ENV=production node build/x.mjs --flag" }, process.cwd(), dir);
    expect(step.command).toBe(`NODE_ENV=production node --cpu-prof --cpu-prof-dir=${dir} build/x.mjs --flag`);
  });

  it("starts a Node program of node_modules/.bin through node, and leaves a native one alone", () => {
    const root = mkdtempSync(join(tmpdir(), "npm-steps-bin-"));
    mkdirSync(join(root, "node_modules", ".bin"), { recursive: true });
    writeFileSync(join(root, "node_modules", ".bin", "jstool"), "#!/usr/bin/env node\nconsole.log(1)\n");
    writeFileSync(join(root, "node_modules", ".bin", "native"), "\x7fELF....");
    expect(profiledStep({ label: "jstool build", command: "jstool build" }, root, dir).command).toBe(
      `node --cpu-prof --cpu-prof-dir=${dir} ${join(root, "node_modules", ".bin", "jstool")} build`,
    );
    expect(profiledStep({ label: "native", command: "native --bundle" }, root, dir).command).toBe("native --bundle");
  });
});
