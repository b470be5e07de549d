/**
 * A child of the app build (scripts/app-build.ts), once `remix build` is
 * done: minifies the first-load JavaScript in the assets folder it is given
 * (scripts/minify-assets.ts) and bundles the server build's dependencies into
 * the server build it is given (scripts/server-bundle.ts). A process of its
 * own because neither tool gives its memory back while the process lives:
 * SWC's native memory and esbuild's service, which in the build's process
 * stayed through the whole content build (sizes in bench/README.md).
 * Then writes each script's and style sheet's brotli beside it
 * (core/precompress-assets.ts), from the minified files.
 */
import { endWithParent } from "./child-processes";
import { minifyAssets } from "./minify-assets";
import { precompressAssets } from "../core/precompress-assets";
import { bundleServerDependencies } from "./server-bundle";

endWithParent();
const [assets, serverBuild] = process.argv.slice(2);
await Promise.all([minifyAssets(assets).then(() => precompressAssets(assets)), bundleServerDependencies(serverBuild)]);
process.exit(0);
