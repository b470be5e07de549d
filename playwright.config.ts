/**
 * Every e2e spec runs against the SSR server (`npm start`) and against the
 * static export served like a plain static host (server/static-host.ts).
 * The routing rules and the static-hosting specs also run against the export
 * on nginx with the shipped configuration (deploy/nginx/, `npm run serve:nginx`);
 * nginx.spec.ts only there. Specs with a server of their own run once, with "ssr".
 * A test tagged @same-bytes (e2e/fixtures/same-bytes.ts: what one document shows, nothing
 * its host answers afterwards) runs with "ssr" alone: the export serves the same bytes.
 * The development server's spec edits files of the checkout and runs last, in "checkout-edits" (alone:
 * `npx playwright test --project=checkout-edits --no-deps`).
 * Build and export first (`npm test` does). Browser: Debian's Chromium.
 */
import { defineConfig } from "@playwright/test";
import { NGINX_PORT, SSR_PORT, STATIC_PORT } from "./e2e/fixtures/ports";

// Each spec runs where it means something, so nothing is collected only to be skipped.
const NGINX_SPECS = ["routing.spec.ts", "static-hosting.spec.ts", "nginx.spec.ts"];
/**
 * Specs that save files of the checkout itself (the catalogue, a plugin, the site data) to see the development
 * server pick them up: they run after every other test, since a build or an export made meanwhile from the
 * checkout (incremental-export.spec.ts packs the sandbox package from the catalogue) would take the edited file.
 */
const CHECKOUT_EDIT_SPECS = ["dev.spec.ts"];
/** Specs that start a Node server or an export of their own (to read its log, or on a content folder of their own): once, with the "ssr" project. */
const OWN_SERVER_SPECS = ["http-ssr.spec.ts", "dev-errors.spec.ts", "sidebar-long-folder.spec.ts", "incremental-export.spec.ts", "start-modules.spec.ts"];

export default defineConfig({
  testDir: "e2e",
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [["list"]] : [["list"]],
  timeout: 30_000,
  use: {
    locale: "pt-BR",
    timezoneId: "America/Sao_Paulo",
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
      ],
    },
  },
  projects: [
    {
      name: "ssr",
      use: { baseURL: `http://127.0.0.1:${SSR_PORT}` },
      testIgnore: ["static-hosting.spec.ts", "nginx.spec.ts", ...CHECKOUT_EDIT_SPECS],
    },
    // The export's documents and assets are the server's, byte for byte (static-hosting.spec.ts): a test of what
    // one document shows would only repeat on it what "ssr" found.
    {
      name: "static",
      use: { baseURL: `http://127.0.0.1:${STATIC_PORT}` },
      testIgnore: ["nginx.spec.ts", ...OWN_SERVER_SPECS, ...CHECKOUT_EDIT_SPECS],
      grepInvert: /@same-bytes/,
    },
    { name: "nginx", use: { baseURL: `http://127.0.0.1:${NGINX_PORT}` }, testMatch: NGINX_SPECS },
    {
      name: "checkout-edits",
      use: { baseURL: `http://127.0.0.1:${SSR_PORT}` },
      testMatch: CHECKOUT_EDIT_SPECS,
      dependencies: ["ssr", "static", "nginx"],
    },
  ],
  webServer: [
    { command: `PORT=${SSR_PORT} npm start`, url: `http://127.0.0.1:${SSR_PORT}/`, reuseExistingServer: !process.env.CI, timeout: 60_000 },
    {
      command: `PORT=${STATIC_PORT} node --import tsx server/static-host.ts dist`,
      url: `http://127.0.0.1:${STATIC_PORT}/`,
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
    },
    {
      command: `PORT=${NGINX_PORT} bash scripts/serve-nginx.sh`,
      url: `http://127.0.0.1:${NGINX_PORT}/`,
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
    },
  ],
});
