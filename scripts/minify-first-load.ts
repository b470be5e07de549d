/**
 * A child of the app build (scripts/app-build.ts): minifies the first-load
 * JavaScript in the folder it is given (scripts/minify-assets.ts). A process
 * of its own because SWC's native memory, about 70 MB, is never given back:
 * in the build's process it stayed through the whole content build.
 */
import { endWithParent } from "./child-processes";
import { minifyAssets } from "./minify-assets";

endWithParent();
await minifyAssets(process.argv[2]);
process.exit(0);
