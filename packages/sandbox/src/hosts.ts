/**
 * The marketplace hosts as the portal's samples write them (site.config.ts
 * `hosts`; a test keeps the two equal). Every path of the API is on one host
 * only, so the sandbox serves all three on one base URL.
 */
export const HOSTS = {
  AUTH_HOST: "https://auth.classificados.example",
  AUTOUPLOAD_HOST: "https://apps.classificados.example",
  APPS_HOST: "https://apps.classificados.example",
} as const;

/** The published portal (site.config.ts `siteUrl`): its "Testar" panel may read the sandbox's answers (http/cors.ts). */
export const PORTAL_ORIGIN = "https://integracao.classificados.example";

/** Lines printed at start: which base URL stands for which marketplace host. */
export function hostLines(baseUrl: string): string[] {
  return Object.entries(HOSTS).map(([key, url]) => `  ${key.padEnd(16)} ${url}  →  ${baseUrl}`);
}
