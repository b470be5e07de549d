/**
 * A child of the content build (scripts/content-manifest.ts): compiles its share
 * `i/n` of the pages not yet in the cache, then exits. Errors are left for
 * the build, which reports them all with file and line.
 */
import { warmCache } from "../core/build-site";
import { endWithParent } from "./child-processes";
import { contentBuildOptions } from "./content-manifest";

endWithParent();
const [index, count] = (process.argv[2] ?? "0/1").split("/").map(Number);
await warmCache(await contentBuildOptions(), index, count);
process.exit(0);
