import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { describe, expect, it } from "vitest";
import { cutProfile, groupOf, summarise, type CpuProfile } from "./cpu-profile";

const root = mkdtempSync(join(tmpdir(), "cpu-profile-"));
mkdirSync(join(root, "build", "scripts"), { recursive: true });
// A bundle as esbuild writes it: a comment naming each module's source before its code.
writeFileSync(
  join(root, "build", "scripts", "x.mjs"),
  [
    "import a from 'a';",
    "// core/build-site.ts",
    "function buildSite() {}",
    "// plugins/search-index.ts",
    "function index() {}",
    "// node_modules/@shikijs/core/dist/index.mjs",
    "function tokenize() {}",
  ].join("\n"),
);
const url = (path: string) => pathToFileURL(join(root, path)).href;

describe("groupOf", () => {
  it("traces bundled code back to its source file, and names packages, Node and V8's buckets", () => {
    expect(groupOf({ functionName: "buildSite", url: url("build/scripts/x.mjs"), lineNumber: 2 }, root)).toBe("core/build-site.ts");
    expect(groupOf({ functionName: "index", url: url("build/scripts/x.mjs"), lineNumber: 4 }, root)).toBe("plugins/search-index.ts");
    expect(groupOf({ functionName: "tokenize", url: url("build/scripts/x.mjs"), lineNumber: 6 }, root)).toBe("@shikijs/core");
    expect(groupOf({ functionName: "f", url: url("node_modules/@shikijs/core/dist/index.mjs"), lineNumber: 9 }, root)).toBe("@shikijs/core");
    expect(groupOf({ functionName: "f", url: "node:internal/modules/esm/loader", lineNumber: 1 }, root)).toBe("node: module loading");
    expect(groupOf({ functionName: "(garbage collector)", url: "", lineNumber: -1 }, root)).toBe("GC");
  });
});

describe("summarise", () => {
  it("gives each sample's time to its own function (self) and to every function on its stack (inclusive)", () => {
    const frame = (functionName: string, path: string, lineNumber = 0) => ({ functionName, url: url(path), lineNumber });
    const profile: CpuProfile = {
      nodes: [
        { id: 1, callFrame: { functionName: "(root)", url: "", lineNumber: -1 }, children: [2, 4] },
        { id: 2, callFrame: frame("buildSite", "build/scripts/x.mjs", 2), children: [3] },
        { id: 3, callFrame: frame("highlight", "node_modules/shiki/dist/index.mjs") },
        { id: 4, callFrame: { functionName: "(idle)", url: "", lineNumber: -1 } },
      ],
      startTime: 0,
      endTime: 10_000,
      samples: [2, 3, 3, 4],
      timeDeltas: [1000, 2000, 3000, 4000], // µs
    };
    const s = summarise(profile, root);
    expect(s.durationMs).toBe(10);
    expect(Object.fromEntries(s.groups)).toEqual({ "core/build-site.ts": 1, shiki: 5, "idle (waiting: esbuild, children, disk)": 4 });
    expect(s.inclusiveByFunction.get("buildSite core/build-site.ts")).toBe(6);
    expect(s.selfByFunction.get("buildSite core/build-site.ts")).toBe(1);
    expect(s.spans.get("highlight shiki")).toEqual({ first: 3, last: 6 });
  });
});

describe("cutProfile", () => {
  it("keeps only the samples taken inside the windows (ns on the same clock as the profile's µs), so a server's start is left out", () => {
    const profile: CpuProfile = {
      nodes: [
        { id: 1, callFrame: { functionName: "(root)", url: "", lineNumber: -1 }, children: [2, 3] },
        { id: 2, callFrame: { functionName: "start", url: url("server/index.ts"), lineNumber: 0 } },
        { id: 3, callFrame: { functionName: "send", url: url("server/page-responses.ts"), lineNumber: 0 } },
      ],
      startTime: 1_000_000, // µs
      endTime: 1_010_000,
      samples: [2, 2, 3, 3, 2],
      timeDeltas: [1000, 1000, 1000, 1000, 6000],
    };
    // Samples at 1,001,000 … 1,004,000 and 1,010,000 µs; the window holds the 3rd and 4th.
    const cut = cutProfile(profile, [[1_002_500_000n, 1_004_000_000n]]);
    expect(cut.samples).toEqual([3, 3]);
    const s = summarise(cut, root);
    expect(Object.fromEntries(s.selfByFunction)).toEqual({ "send server/page-responses.ts": 2 });
    expect(s.durationMs).toBe(1.5);
  });
});
