/**
 * A child of the content build (scripts/content-manifest.ts): compiles the
 * pages not yet in the cache that it claims first in the claims folder it is
 * given (scripts/claims.ts), from the last page back (the build's own process
 * started from the first while the app was built), then exits. Errors are
 * left for the build, which reports them all with file and line.
 */
import { uncachedFiles, warmCache } from "../core/build-site";
import { endWithParent, tightenHeapGrowth } from "./child-processes";
import { runsIn } from "./claims";
import { contentBuildOptions } from "./content-manifest";

endWithParent();
tightenHeapGrowth(); // it compiles beside the build's own process
const options = await contentBuildOptions();
await warmCache(options, uncachedFiles(options), runsIn(process.argv[2]), { fromTheEnd: true });
process.exit(0);
