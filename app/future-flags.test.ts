/**
 * Remix's v3 future flags: each is React Router 7's behaviour, and each left unset makes `remix build` and
 * `remix dev` print a deprecation warning. `remix routes` reads remix.config.js the way both do.
 */
import { spawnSync } from "node:child_process";
import { describe, expect, it } from "vitest";
import config from "../remix.config.js";

describe("remix.config.js", () => {
  it("turns on every v3 flag, single fetch included", () => {
    expect(config.future).toEqual({
      v3_fetcherPersist: true,
      v3_relativeSplatPath: true,
      v3_throwAbortReason: true,
      v3_lazyRouteDiscovery: true,
      v3_singleFetch: true,
    });
  });

  it("leaves Remix no future flag to warn about", () => {
    const run = spawnSync("npx", ["remix", "routes"], { encoding: "utf8", env: { ...process.env, FORCE_COLOR: "0" } });
    // Remix's logger writes its warnings to stderr, the routes to stdout.
    const output = `${run.stdout}${run.stderr}`;
    expect(output).toContain('file="routes/$.tsx"');
    expect(output).not.toMatch(/future flag/i);
  }, 60_000);
});
