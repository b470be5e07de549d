/**
 * The content build alone (`npm run build` runs it beside the app's, in
 * scripts/build.ts): compiles every page once into build/content/manifest.json
 * and publishes its assets (scripts/content-manifest.ts). Exits non-zero
 * naming file and line on broken MDX, front matter or links. After an edit
 * to content alone, this and `npm run export` are all a build needs.
 */
import { buildContent } from "./content-manifest";

try {
  await buildContent();
} catch (error) {
  console.error(`content build failed\n${(error as Error).message}`);
  process.exit(1);
}
