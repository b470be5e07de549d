/**
 * The portal's own npm packages (the validator; the sandbox by adding its
 * folder to the options), published by the portal itself: each is packed
 * with `npm pack` during the build and served at a stable URL,
 * `/ferramentas/<name>-<version>.tgz` (emitted by the build, served by the
 * SSR server, copied into the export). No
 * public registry is involved, so no reader ever runs a package someone else
 * registered under an unclaimed name. `::package-install{package="..."}`
 * renders how to install and run it from there (npm, npx, a GitHub Actions
 * step pinning version and SHA-512 integrity); a package's `registryName`
 * switches those lines to a registry name once the marketplace publishes it
 * under its own scope.
 *
 * Packing runs the package's `prepack` (its bundle), so it is done once per
 * content of the package's inputs (core/input-hash.ts) and kept in
 * `build/package-tarballs/`, from which each build emits it. The tarball is
 * written in this process with npm's tar library and npm's options, as
 * `npm pack` would write it, without starting npm (bench/README.md).
 */
import { execFile } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from "node:fs";
import { delimiter, join, relative, resolve } from "node:path";
import { promisify } from "node:util";
import type { Parent, Root } from "mdast";
import { fromMarkdown } from "mdast-util-from-markdown";
import { directiveFromMarkdown } from "mdast-util-directive";
import { gfmFromMarkdown } from "mdast-util-gfm";
import { directive } from "micromark-extension-directive";
import { gfm } from "micromark-extension-gfm";
import { visit } from "unist-util-visit";
import { z } from "zod";
import { sourcesKey } from "../core/input-hash";
import { definePlugin, type PluginHooks } from "../core/plugin";

const ROUTE = "/ferramentas/";
const STORE = join("build", "package-tarballs");

const optionsSchema = z.object({
  /** The portal's canonical origin; absent, the lines show a placeholder the reader replaces. */
  siteUrl: z.string().url().optional(),
  packages: z
    .array(
      z.object({
        /** The package's folder, from the repository's root. */
        dir: z.string().min(1),
        /** Other folders its bundle inlines: a change there is a new tarball. */
        inputs: z.array(z.string().min(1)).default([]),
        /** The package's name on a public registry, once the marketplace publishes it there under its own scope ("@marketplace/validador-anuncios"). */
        registryName: z
          .string()
          .regex(/^@[a-z0-9-~][a-z0-9-._~]*\/[a-z0-9-~][a-z0-9-._~]*$/, "a scoped npm name, @scope/name")
          .optional(),
        /** What follows the command in the `npx` line ("anuncios.json" for the validator; nothing for the sandbox). */
        runArgs: z.string().default(""),
        /** A GitHub Actions step running the package (its title, its arguments, the downloaded file's name); absent, the lines show none. */
        ciStep: z.object({ title: z.string().min(1), args: z.string(), file: z.string().regex(/^[\w.-]+\.tgz$/) }).optional(),
      }),
    )
    .min(1),
});
type PackageOptions = z.infer<typeof optionsSchema>["packages"][number];

export interface Tarball {
  name: string;
  version: string;
  /** `/ferramentas/<name>-<version>.tgz` */
  path: string;
  /** `sha512-…`, as npm writes it in package-lock.json. */
  integrity: string;
  /** Where the built tarball is, on this machine. */
  file: string;
}

const manifestOf = (dir: string) =>
  JSON.parse(readFileSync(join(dir, "package.json"), "utf8")) as { name: string; version: string; bin?: Record<string, string>; files?: string[] };
const tarballPath = (dir: string) => {
  const { name, version } = manifestOf(dir);
  return `${ROUTE}${name.replace(/^@/, "").replace("/", "-")}-${version}.tgz`;
};

/** The inputs of a package's tarball, keyed by the build's one input hash (core/input-hash.ts): every file of its folders, build output and dependencies left out. */
const inputsHash = (folders: readonly string[], root = process.cwd()) => sourcesKey(root, folders, [], /./).slice(0, 16);

/** Where npm's own packing dates every entry (a date in the 1980s: zip tools misread the Unix epoch), so the same files make the same tarball. */
const PACK_DATE = new Date("1985-10-26T08:15:00.000Z");
/** What npm always packs beside `files`. */
const ALWAYS_PACKED = /^(package\.json|readme(\..*)?|licen[cs]e(\..*)?)$/i;

/** The files of the package that `npm pack` puts in its tarball: package.json, README and LICENSE, and everything under `files`. */
export function packedFiles(dir: string): string[] {
  const { files = [] } = manifestOf(dir);
  const listed = new Set(readdirSync(dir).filter((name) => ALWAYS_PACKED.test(name)));
  for (const entry of files) {
    const path = join(dir, entry);
    if (!existsSync(path)) continue;
    if (!statSync(path).isDirectory()) listed.add(entry);
    else
      for (const file of readdirSync(path, { recursive: true, withFileTypes: true }))
        if (file.isFile()) listed.add(relative(dir, join(file.parentPath, file.name)));
  }
  return [...listed].sort();
}

/**
 * Runs the package's `prepack` (its bundle) as npm would, in its folder with the project's programs on the PATH.
 * Asynchronous: the build compiles other pages while the package's own build runs in its child.
 */
async function runPrepack(dir: string) {
  const script = (manifestOf(dir) as { scripts?: Record<string, string> }).scripts?.prepack;
  if (!script) return;
  const bin = [join(dir, "node_modules", ".bin"), resolve("node_modules", ".bin")].join(delimiter);
  await promisify(execFile)("sh", ["-c", script], { cwd: dir, env: { ...process.env, PATH: `${bin}${delimiter}${process.env.PATH}` } });
}

/**
 * The tarball npm pack makes, written here with npm's own tar library and options (entries under package/,
 * portable headers, one fixed date, the commands executable): no npm process to start for each package.
 * The library is loaded here, when a tarball is made: a build that finds its tarballs stored never needs it.
 */
async function writeTarball(dir: string, file: string): Promise<string> {
  const tar = await import("tar");
  const { bin = {} } = manifestOf(dir);
  const commands = new Set(Object.values(bin).map((path) => path.replace(/^\.\//, "")));
  tar.create(
    {
      sync: true,
      gzip: { level: 9 },
      file,
      cwd: dir,
      prefix: "package/",
      portable: true,
      mtime: PACK_DATE,
      filter: (path, stat) => {
        if ("mode" in stat && stat.mode !== undefined && commands.has(path)) stat.mode |= 0o111;
        return true;
      },
    },
    packedFiles(dir),
  );
  return `sha512-${createHash("sha512").update(readFileSync(file)).digest("base64")}`;
}

/**
 * Packs the package (its folder and inputs under `root`) unless a tarball of the same inputs is stored; a failed
 * pack names the package. `key`, when given, is the inputs' hash the caller already made.
 */
export async function pack(
  options: Pick<PackageOptions, "dir" | "inputs">,
  root = process.cwd(),
  key = inputsHash([options.dir, ...options.inputs], root),
): Promise<Tarball> {
  const dir = resolve(root, options.dir);
  const store = resolve(root, STORE, key);
  const record = join(store, "tarball.json");
  if (existsSync(record)) {
    const stored = JSON.parse(readFileSync(record, "utf8")) as Tarball;
    if (existsSync(stored.file) && statSync(stored.file).size > 0) return stored;
  }
  const scratch = `${store}.${process.pid}.tmp`;
  rmSync(scratch, { recursive: true, force: true });
  mkdirSync(scratch, { recursive: true });
  const { name, version } = manifestOf(dir);
  const path = tarballPath(dir);
  const file = join(store, path.slice(ROUTE.length));
  let integrity: string;
  try {
    await runPrepack(dir);
    integrity = await writeTarball(dir, join(scratch, path.slice(ROUTE.length)));
  } catch (error) {
    rmSync(scratch, { recursive: true, force: true });
    throw new Error(`empacotamento de ${options.dir} falhou: ${(error as { stderr?: string }).stderr || (error as Error).message}`);
  }
  writeFileSync(join(scratch, "tarball.json"), JSON.stringify({ name, version, path, integrity, file }));
  rmSync(store, { recursive: true, force: true });
  try {
    // Renamed into place whole: a concurrent build or a reader of the store never sees half a folder.
    renameSync(scratch, store);
  } catch (error) {
    // Another compile process packed the same inputs first: theirs is the same tarball.
    rmSync(scratch, { recursive: true, force: true });
    if (!existsSync(record)) throw error;
  }
  return { name, version, path, integrity, file };
}

/** The GitHub Actions step: from a registry by name, or from the portal's URL with the SHA-512 checked before running. */
function ciStepMarkdown(
  tarball: Tarball,
  bin: string,
  source: string,
  url: string,
  step: NonNullable<PackageOptions["ciStep"]>,
  fromRegistry: boolean,
): string[] {
  return [
    "",
    "Numa pipeline do GitHub Actions, com a versão e a integridade fixadas (o passo falha se o arquivo baixado não for o publicado):",
    "",
    "```yaml",
    `- name: ${step.title}`,
    `  run: |`,
    ...(fromRegistry
      ? [`    npx --yes --package=${source} ${bin} ${step.args}`]
      : [
          `    curl -fsSLo ${step.file} ${url}`,
          `    echo "${Buffer.from(tarball.integrity.replace(/^sha512-/, ""), "base64").toString("hex")}  ${step.file}" | sha512sum -c -`,
          `    npx --yes --package=./${step.file} ${bin} ${step.args}`,
        ]),
    "```",
  ];
}

/** How to install and run it, as Markdown. */
export function installMarkdown(
  tarball: Tarball,
  bin: string,
  origin: string | undefined,
  usage: Pick<PackageOptions, "registryName" | "runArgs" | "ciStep">,
): string {
  const { registryName, ciStep } = usage;
  const url = `${origin ?? "https://SEU-PORTAL"}${tarball.path}`;
  const source = registryName ? `${registryName}@${tarball.version}` : url;
  const lines = [
    registryName
      ? `O pacote está no registro público do npm como \`${registryName}\` (versão ${tarball.version}).`
      : `O portal publica o pacote \`${tarball.name}\` ${tarball.version} em [${tarball.path}](${tarball.path}) (integridade SHA-512 \`${tarball.integrity}\`). Ele não está no registro público do npm: instale sempre deste endereço, nunca pelo nome.`,
    ...(origin ? [] : ["", "Troque `https://SEU-PORTAL` pelo endereço deste portal, o que aparece na barra do navegador."]),
    "",
    "```sh",
    `npm install --save-dev ${source}`,
    `npx --package=${source} ${bin}${usage.runArgs ? ` ${usage.runArgs}` : ""}`,
    "```",
    ...(ciStep ? ciStepMarkdown(tarball, bin, source, url, ciStep, Boolean(registryName)) : []),
  ];
  return lines.join("\n");
}

/** The plugin's hooks for checked options: packs each package once, when a page or the build first needs it. */
function packageTarballs(options: z.output<typeof optionsSchema>): PluginHooks {
  const byName = new Map(options.packages.map((p) => [manifestOf(p.dir).name, p]));
  // Each package's inputs hashed once per plugin instance, like the tarballs they name: the pack and the pages'
  // keys read the same folders, and walking them twice was the same work twice on every build.
  const keys = new Map<string, string>();
  const keyOf = (p: PackageOptions) => keys.get(p.dir) ?? keys.set(p.dir, inputsHash([p.dir, ...p.inputs])).get(p.dir)!;
  const packed = new Map<string, Promise<Tarball>>();
  const tarballOf = (p: PackageOptions) => {
    let t = packed.get(p.dir);
    // A failed pack is not kept, nor its key: the development server's next save hashes and tries again.
    const forget = (error: unknown) => (packed.delete(p.dir), keys.delete(p.dir), Promise.reject(error));
    if (!t) packed.set(p.dir, (t = pack(p, process.cwd(), keyOf(p)).catch(forget)));
    return t;
  };
  const remarkInstall = () => async (tree: Root, file: { path?: string }) => {
    const found: { parent: Parent; index: number; p: PackageOptions; name: string }[] = [];
    visit(tree, "leafDirective", (node, index, parent) => {
      if (node.name !== "package-install" || !parent || index === undefined) return;
      const name = node.attributes?.package ?? "";
      const p = byName.get(name);
      if (!p)
        throw new Error(
          `${file.path ?? "page"}:${node.position?.start.line}: ::package-install: package "${name}" is not in the package-tarballs options (${[...byName.keys()].join(", ")})`,
        );
      found.push({ parent, index, p, name });
    });
    // Last first, so that replacing a directive leaves the places of those before it as they were.
    for (const { parent, index, p, name } of found.reverse()) {
      const bin = Object.keys(manifestOf(p.dir).bin ?? {})[0] ?? name;
      const parsed = fromMarkdown(installMarkdown(await tarballOf(p), bin, options.siteUrl, p), {
        extensions: [gfm(), directive()],
        mdastExtensions: [gfmFromMarkdown(), directiveFromMarkdown()],
      });
      parent.children.splice(index, 1, ...(parsed.children as Parent["children"]));
    }
  };
  // Hashed once per plugin instance, like the tarballs it names: walking the packages' folders again for every page
  // that names a snippet would slow each page, on the development server's save path too (a new instance comes with
  // new code).
  let identity: string | undefined;
  const tarballsIdentity = () => (identity ??= options.packages.map((p) => `${JSON.stringify(p)}\0${keyOf(p)}`).join("\0"));
  return {
    remarkPlugins: [remarkInstall],
    // The tarball's identity joins the key of every page that may show it (directly or through a snippet).
    compileInputs: (_file, source) => (source.includes("::package-install") || source.includes("::snippet") ? tarballsIdentity() : ""),
    async contentLoaded() {
      await Promise.all(options.packages.map(tarballOf));
    },
    async siteBuilt({ emitFile }) {
      for (const p of options.packages) {
        const { file, path } = await tarballOf(p);
        emitFile(path, readFileSync(file), { headers: { "Content-Type": "application/gzip", "Cache-Control": "public, max-age=3600" } });
      }
    },
  };
}

export default definePlugin({ name: "package-tarballs", options: optionsSchema, setup: packageTarballs });
