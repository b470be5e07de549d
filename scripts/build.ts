/**
 * `npm run build`, once the scripts are bundled: the Remix app
 * (scripts/app-build.ts), then the content (scripts/content-manifest.ts), in
 * one process. One after the other: both keep the two cores busy, and run
 * together they took longer (a compile worker's share waited behind remix)
 * and twice the memory. The content's assets are published into
 * public/build/ last, which the app build empties when it runs.
 */
import { buildApp } from "./app-build";
import { buildContent } from "./content-manifest";

process.env.NODE_ENV = "production";
try {
  await buildApp(process.cwd());
  await buildContent();
} catch (error) {
  console.error(`build failed\n${(error as Error).message}`);
  process.exit(1);
}
process.exit(0); // the compile workers' channels and Remix's timers are done with
