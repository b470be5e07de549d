/**
 * `npm run build`, once the scripts are bundled: the Remix app
 * (scripts/app-build.ts) and the content (scripts/content-manifest.ts) at
 * once. They read different inputs and write different folders, and each
 * leaves a core idle much of the time (remix waits on PostCSS, the content
 * build on its workers), so together they take little more than the longer
 * of the two. The content's assets are published into public/build/ after
 * both: the app build empties that folder when it starts.
 */
import { buildApp } from "./app-build";
import { buildContent, publishContentAssets } from "./content-manifest";

process.env.NODE_ENV = "production";
try {
  await Promise.all([buildApp(process.cwd()), buildContent({ publish: false })]);
  publishContentAssets();
} catch (error) {
  console.error(`build failed\n${(error as Error).message}`);
  process.exit(1);
}
process.exit(0); // the compile workers' channels and Remix's timers are done with
