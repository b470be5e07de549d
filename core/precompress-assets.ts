/**
 * Brotli at quality 11, once, at build time (issue 31 item 4): each JavaScript
 * and CSS file of the app's assets gets `<file>.br` beside it, which
 * deploy/nginx (`brotli_static`), server/static-host.ts and the SSR server
 * (server/precompressed.ts) send to a browser that accepts `br`. Quality 11 is
 * too slow to compress per request (as gzip is), and gains about 12 % over
 * gzip level 6 on a page's first-load scripts (bench/README.md).
 *
 * Hashed names stand for one content, so a `.br` newer than its file is kept
 * as it is: a rebuild compresses only what changed.
 */
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants } from "node:zlib";

const compress = promisify(brotliCompress);

/** The files a browser fetches that compress: what a host would compress on the fly. */
export const PRECOMPRESSED = /\.(js|mjs|css)$/;

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && PRECOMPRESSED.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name));
}

const isCurrent = (file: string) => existsSync(`${file}.br`) && statSync(`${file}.br`).mtimeMs >= statSync(file).mtimeMs;

/** Writes `<file>.br` for every script and style sheet under `assetsDir` that has none newer than itself; returns how many it wrote. */
export async function precompressAssets(assetsDir: string): Promise<number> {
  if (!existsSync(assetsDir)) return 0;
  const stale = filesUnder(assetsDir).filter((file) => !isCurrent(file));
  await Promise.all(
    stale.map(async (file) => {
      const source = readFileSync(file);
      const params = {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
      };
      writeFileSync(`${file}.br`, await compress(source, { params }));
    }),
  );
  return stale.length;
}
