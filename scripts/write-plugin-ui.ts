/**
 * Writes app/plugin-ui.generated.tsx from site.config.ts (scripts/plugin-ui.ts):
 * after `npm install` (so the type check of a fresh clone finds it) and
 * before `npm run dev`. `npm run build` writes it itself.
 */
import { writePluginUi } from "./plugin-ui";

try {
  const { siteConfig } = await import("../site.config");
  writePluginUi(process.cwd(), siteConfig.plugins);
} catch (error) {
  console.error(`plugins: os componentes de navegador não puderam ser registrados\n${(error as Error).message}`);
  process.exit(1);
}
