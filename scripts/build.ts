/**
 * `npm run build`, once the scripts are bundled: the Remix app
 * (scripts/app-build.ts) and the content (scripts/content-manifest.ts), in
 * one process. `remix build` keeps about one core busy, so the content's
 * compile workers start first, on the other cores, and this process joins
 * them once the app is built; pages go to whichever process is free. The
 * content's assets are published into public/build/ last, which the app
 * build empties when it runs.
 */
import { buildApp } from "./app-build";
import { buildContent, startContentBuild } from "./content-manifest";

process.env.NODE_ENV = "production";
try {
  const content = await startContentBuild();
  await buildApp(process.cwd());
  await buildContent(content);
} catch (error) {
  console.error(`build failed\n${(error as Error).message}`);
  process.exit(1);
}
process.exit(0); // the compile workers' channels and Remix's timers are done with
