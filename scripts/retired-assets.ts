/**
 * A reader may keep a page open across a deploy; its lazily loaded chunks
 * (search, the validator) and search texts are named by the build that made
 * the page. `remix build` empties public/build/ and the content build drops
 * the texts of changed pages, so before either does, the hashed files they
 * are about to remove are hard-linked into build/retired-assets/ (same
 * relative paths), where the server (server/app.ts) and the export
 * (scripts/export.ts) still serve them for RETIRED_ASSETS_DAYS after they
 * were retired. README, "Deploy".
 */
import { existsSync, mkdirSync, readFileSync, rmSync } from "node:fs";
import { dirname, join, relative } from "node:path";
import writeFileAtomic from "write-file-atomic";
import { listFiles } from "../core/content-files";
import { isHashedAsset } from "../core/hashed-assets";
import { linkOrCopy } from "../core/copy-changed";

export const RETIRED_ASSETS_DAYS = 7;
const DAY_MS = 24 * 60 * 60 * 1000;

/** When each retired file (by path relative to the retired folder) was retired, in ms since the epoch. */
type RetiredRecord = Record<string, number>;
/** Beside the folder, not in it: the folder is copied into the export as it is. */
const recordFile = (retired: string) => `${retired}.json`;

function readRecord(retired: string): RetiredRecord {
  try {
    return JSON.parse(readFileSync(recordFile(retired), "utf8")) as RetiredRecord;
  } catch {
    return {}; // none yet, or damaged: the files it named are pruned as unknown
  }
}

/**
 * Keeps the hashed files under `served` (a folder served as `/build/<base>`, its path relative to the
 * retired folder being `base`) in `retired`, then removes retired files older than the retention, or
 * not in the record. `now` is for tests.
 */
export function retireAssets(served: string, retired: string, base = "", now = Date.now()) {
  const record = readRecord(retired);
  for (const file of listFiles(served, /./).filter(isHashedAsset)) {
    const name = join(base, relative(served, file));
    if (record[name] !== undefined && existsSync(join(retired, name))) continue;
    mkdirSync(dirname(join(retired, name)), { recursive: true });
    linkOrCopy(file, join(retired, name));
    record[name] = now;
  }
  for (const [name, at] of Object.entries(record)) if (now - at > RETIRED_ASSETS_DAYS * DAY_MS) delete record[name];
  for (const file of listFiles(retired, /./)) {
    const name = relative(retired, file);
    if (record[name] === undefined) rmSync(file);
  }
  mkdirSync(retired, { recursive: true });
  writeFileAtomic.sync(recordFile(retired), JSON.stringify(record));
}
