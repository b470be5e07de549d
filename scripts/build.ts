/**
 * `npm run build`, once the scripts are bundled: the Remix app
 * (scripts/app-build.ts) and the content (scripts/content-manifest.ts), in
 * one process. `remix build` keeps about one core busy, so this process
 * compiles pages meanwhile, and compile workers join it once the app is
 * built if many pages are left; pages go to whichever process is free. The
 * content's assets are published into public/build/ last, which the app
 * build empties when it runs.
 */
import { buildApp } from "./app-build";
import { buildContent } from "./content-manifest";
import { writePluginUi } from "./plugin-ui";

process.env.NODE_ENV = "production";
try {
  // The plugins' browser components, registered before the app that imports them is built.
  const { siteConfig } = await import("../site.config");
  writePluginUi(process.cwd(), siteConfig.plugins);
  await buildContent(buildApp(process.cwd()));
} catch (error) {
  console.error(`build failed\n${(error as Error).message}`);
  process.exit(1);
}
process.exit(0); // the compile workers' channels and Remix's timers are done with
