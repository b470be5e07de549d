/**
 * Builds the package (packages/build-tools/bundle-package.mjs), with the call
 * catalogue, the validator's rules and express inlined.
 */
import { dirname } from "node:path";
import { fileURLToPath } from "node:url";
import { bundlePackage } from "../build-tools/bundle-package.mjs";

// express is CommonJS: a require() shim lets the ESM bundle load Node's built-ins from it.
const banner = { js: "import { createRequire as __sandboxRequire } from 'node:module'; const require = __sandboxRequire(import.meta.url);" };
await bundlePackage(dirname(fileURLToPath(import.meta.url)), { banner });
