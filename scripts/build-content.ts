/**
 * `npm run build` step two: compiles every page once into
 * build/content/manifest.json (scripts/content-manifest.ts). Exits non-zero
 * naming file and line on broken MDX, front matter or links.
 */
import { buildContent } from "./content-manifest";

try {
  await buildContent();
} catch (error) {
  console.error(`content build failed\n${(error as Error).message}`);
  process.exit(1);
}
