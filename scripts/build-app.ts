/** `npm run build` step one: the Remix app, unless it is current (scripts/app-build.ts). */
import { buildApp } from "./app-build";

await buildApp(process.cwd());
