/**
 * A package of this repository as an integrator gets it from the portal: packed
 * by the package-tarballs plugin, written into an export as the portal
 * publishes it, served over HTTP by the static host, and installed from that
 * URL into an empty folder with no registry reachable. Shared by the install
 * tests of every package the portal publishes (the validator, the sandbox).
 */
import { execFile } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import type { Server } from "node:http";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { promisify } from "node:util";
import packageTarballs from "../plugins/package-tarballs";
import { serveStatic } from "../server/static-host";
import { SERVED_PACKAGES } from "../site.config";

const ROOT = join(__dirname, "..");

export interface PortalInstall {
  /** The portal URL the package was installed from. */
  url: string;
  /** The bytes the portal serves at that URL. */
  published: Buffer;
  /** The integrator's project, where the package is installed. */
  project: string;
  /** Scratch folder holding the project, the export and the npm cache. */
  dir: string;
  /** Stops the portal and removes the scratch folder. */
  close(): void;
}

/** Packs `packageDir` as the site config serves it, serves it on 127.0.0.1:`port` and runs `npm install --save-dev <url>` in a new project. */
export async function installFromPortal(packageDir: string, port: number): Promise<PortalInstall> {
  const served = SERVED_PACKAGES.find((entry) => entry.dir === packageDir);
  if (!served) throw new Error(`${packageDir} is not a package the portal serves (site.config.ts, SERVED_PACKAGES)`);
  const dir = mkdtempSync(join(tmpdir(), "portal-install-"));
  const exported = join(dir, "dist");
  const project = join(dir, "projeto");
  const cwd = process.cwd();
  process.chdir(ROOT);
  try {
    const plugin = packageTarballs({ siteUrl: `http://127.0.0.1:${port}`, packages: [served] });
    // What the export copies: the tarball the plugin emits, at the path it is served at.
    await plugin.siteBuilt!({
      emitFile: (path: string, contents: string | Uint8Array) => {
        mkdirSync(dirname(join(exported, path)), { recursive: true });
        writeFileSync(join(exported, path), contents);
      },
    } as never);
  } finally {
    process.chdir(cwd);
  }
  const { name, version } = JSON.parse(readFileSync(join(ROOT, packageDir, "package.json"), "utf8")) as { name: string; version: string };
  const path = `ferramentas/${name}-${version}.tgz`;
  const server: Server = serveStatic(exported, port);
  await new Promise((resolve) => server.once("listening", resolve));
  const close = () => {
    server.close();
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    mkdirSync(project);
    writeFileSync(join(project, "package.json"), JSON.stringify({ name: "projeto", private: true, type: "module" }));
    // A registry nobody listens on and an empty cache: only the portal's URL can provide the package.
    const npmArgs = ["--registry=http://127.0.0.1:9", `--cache=${join(dir, "npm-cache")}`, "--no-audit", "--no-fund", "--ignore-scripts"];
    const url = `http://127.0.0.1:${port}/${path}`;
    // Asynchronous: the portal answering npm runs in this same process.
    await promisify(execFile)("npm", ["install", "--save-dev", ...npmArgs, url], { cwd: project });
    return { url, published: readFileSync(join(exported, path)), project, dir, close };
  } catch (error) {
    close();
    throw error;
  }
}
