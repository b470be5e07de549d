/**
 * `npm start` (production) and `npm run dev`: checks that the build is whole,
 * then serves the portal on PORT (default 3000). See server/app.ts.
 */
import { paths } from "../core/paths";
import { incompleteBuild } from "./build-check";

const production = process.env.NODE_ENV === "production";
const problem = production ? incompleteBuild(paths()) : undefined;
if (problem) {
  console.error(`Cannot start: ${problem}. Run "npm run build" first.`);
  process.exit(1);
}
const port = Number(process.env.PORT) || 3000;
// Loaded after the check, so a missing build is reported at once.
const { createServer } = await import("./app");
const app = await createServer({ production });
app.listen(port, () => console.log(`Portal em http://localhost:${port}`));
// Ctrl-C and process managers: end cleanly, so the exit handlers (the assets snapshot) run.
for (const signal of ["SIGINT", "SIGTERM"] as const) process.once(signal, () => process.exit(0));
