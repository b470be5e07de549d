import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { RETIRED_ASSETS_DAYS, retireAssets } from "./retired-assets";

const DAY = 24 * 60 * 60 * 1000;
let dir: string;
afterEach(() => rmSync(dir, { recursive: true, force: true }));

function served(files: string[]) {
  dir = mkdtempSync(join(tmpdir(), "retired-"));
  for (const file of files) {
    mkdirSync(join(dir, "build", file, ".."), { recursive: true });
    writeFileSync(join(dir, "build", file), file);
  }
  return join(dir, "build");
}

describe("retired assets", () => {
  it("keeps a build's hashed chunks for a week after the next build removed them, then lets them go", () => {
    const build = served(["_shared/SearchBox-P5WNFO4W.js", "entry.client-FY4ZX3R6.js", "content/search-index.json"]);
    const retired = join(dir, "retired");
    const deploy = Date.UTC(2026, 10, 1);
    retireAssets(build, retired, "", deploy);
    rmSync(build, { recursive: true }); // what remix build does
    expect(existsSync(join(retired, "_shared/SearchBox-P5WNFO4W.js"))).toBe(true);
    // A name that is not hashed is never an old build's: the new build has its own.
    expect(existsSync(join(retired, "content/search-index.json"))).toBe(false);

    retireAssets(join(dir, "nothing"), retired, "", deploy + (RETIRED_ASSETS_DAYS - 1) * DAY);
    expect(existsSync(join(retired, "entry.client-FY4ZX3R6.js"))).toBe(true);
    retireAssets(join(dir, "nothing"), retired, "", deploy + (RETIRED_ASSETS_DAYS + 1) * DAY);
    expect(existsSync(join(retired, "entry.client-FY4ZX3R6.js"))).toBe(false);
  });

  it("files the content build's texts under content/, where the server serves them", () => {
    const texts = served(["search-text.0f3a9c21be.json"]);
    retireAssets(texts, join(dir, "retired"), "content");
    expect(existsSync(join(dir, "retired", "content", "search-text.0f3a9c21be.json"))).toBe(true);
  });
});
