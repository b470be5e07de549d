/**
 * A child of the app build (scripts/minify-assets.ts): minifies the
 * first-load JavaScript files it is given, with the cache folder given first,
 * then exits.
 */
import { endWithParent } from "./child-processes";
import { minifyFiles } from "./minify-assets";

endWithParent();
const [cacheDir, ...files] = process.argv.slice(2);
await minifyFiles(files, cacheDir);
process.exit(0);
