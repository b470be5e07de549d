/**
 * The package as an integrator gets it from the portal: packed by the
 * portal's package-tarballs plugin, written into an export as the portal
 * publishes it, served over HTTP by the static host, installed from that URL
 * into an empty folder with no registry reachable (the package has no
 * dependencies), and the installed `validador-anuncios` run on good, bad and
 * unreadable files. Its declarations type-check the documented library use.
 */
import { execFileSync, spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import { mkdirSync, readdirSync, readFileSync, truncateSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { installFromPortal, type PortalInstall } from "../../../tests/install-from-portal";
import pkg from "../package.json";
import { APARTMENT, apiText, xmlText } from "./fixtures";

const ROOT = join(__dirname, "../../..");
const PORT = Number(process.env.VALIDATOR_PACK_PORT ?? 4461);
let installed: PortalInstall;
let project = "";
let bin = "";
let url = "";
let published: Buffer;

beforeAll(async () => {
  installed = await installFromPortal("packages/validador", PORT);
  ({ project, url, published } = installed);
  bin = join(project, "node_modules/.bin/validador-anuncios");
}, 300_000);
afterAll(() => installed?.close());

const file = (name: string, content: string | Uint8Array) => {
  writeFileSync(join(project, name), content);
  return name;
};
const run = (...args: string[]) => {
  const result = spawnSync(bin, args, { cwd: project, encoding: "utf8", timeout: 20_000 });
  return { code: result.status, out: result.stdout, err: result.stderr };
};

describe("the installed package", () => {
  it("brings only the bundle and its README, with no dependencies", () => {
    const installed = JSON.parse(execFileSync("npm", ["ls", "--all", "--json"], { cwd: project, encoding: "utf8" }));
    expect(Object.keys(installed.dependencies)).toEqual(["validador-anuncios"]);
    expect(installed.dependencies["validador-anuncios"].dependencies ?? {}).toEqual({});
    expect(readdirSync(join(project, "node_modules/validador-anuncios")).sort()).toEqual(["LICENSE", "README.md", "dist", "package.json"]);
  });

  it("is recorded with the portal's URL and the SHA-512 of the file the portal serves", () => {
    const lock = JSON.parse(readFileSync(join(project, "package-lock.json"), "utf8"));
    const entry = lock.packages["node_modules/validador-anuncios"];
    expect(entry).toMatchObject({ version: pkg.version, resolved: url, integrity: `sha512-${createHash("sha512").update(published).digest("base64")}` });
  });

  it("answers --help, --version, -h and -v", () => {
    for (const flag of ["--help", "-h"]) expect(run(flag)).toMatchObject({ code: 0, out: expect.stringContaining("Uso: validador-anuncios ARQUIVO") });
    for (const flag of ["--version", "-v"]) expect(run(flag)).toMatchObject({ code: 0, out: `${pkg.version}\n` });
  });

  it("its declarations type-check the library use the README documents", () => {
    writeFileSync(
      join(project, "uso.ts"),
      [
        'import { validateBytes, formatOutput, type Report } from "validador-anuncios";',
        'const report: Report = validateBytes(new Uint8Array(), { filename: "imoveis.xml" });',
        'const text: string = formatOutput(report, "text");',
        "console.log(report.accepted, text.length);",
        "",
      ].join("\n"),
    );
    const tsc = join(ROOT, "node_modules/typescript/bin/tsc");
    const result = spawnSync(
      process.execPath,
      [tsc, "--noEmit", "--strict", "--module", "nodenext", "--moduleResolution", "nodenext", "--lib", "es2023,dom", "uso.ts"],
      { cwd: project, encoding: "utf8" },
    );
    expect(result.stdout + result.stderr).toBe("");
    expect(result.status).toBe(0);
  }, 180_000);

  it("exits 0 on a valid file and 1 on one the marketplace would refuse, with the findings", () => {
    expect(run(file("ok.xml", xmlText([{ tags: APARTMENT }])))).toMatchObject({ code: 0 });
    const refused = run(
      file(
        "lote.json",
        apiText([2020], (ads) => (ads[0].params.fuel = "4")),
      ),
      "--format",
      "github",
    );
    expect(refused.code).toBe(1);
    expect(refused.out).toMatch(/^::error file=lote\.json,line=\d+,col=\d+,title=.*ERROR_FUEL_4_DEPRECATED::/m);
  });

  it("bad input: clear pt-BR messages, exit 2 only where the file cannot be read", () => {
    mkdirSync(join(project, "pasta"));
    expect(run("pasta")).toMatchObject({ code: 2, err: expect.stringContaining("é uma pasta") });
    expect(run("nao-existe.json")).toMatchObject({ code: 2, err: expect.stringContaining("arquivo não encontrado") });
    truncateSync(join(project, file("enorme.xml", "")), 201 * 1024 * 1024); // sparse: nothing is written
    expect(run("enorme.xml")).toMatchObject({ code: 2, err: expect.stringContaining("acima do limite") });
    expect(run(file("vazio.json", ""))).toMatchObject({ code: 1, out: expect.stringContaining("Nada para validar") });
    expect(run(file("mal.json", '[\n  {"id": "a",}\n]'))).toMatchObject({ code: 1, out: expect.stringMatching(/linha 2, coluna 14/) });
    expect(run(file("fundo.json", "[".repeat(100_000)))).toMatchObject({ code: 1, out: expect.stringContaining("aninhada demais") });
    const latin1 = Uint8Array.from('[{"body": "ótimo"}]', (c) => c.charCodeAt(0));
    expect(run(file("latin1.json", latin1)).out).toContain("posição 11");
    const external = '<?xml version="1.0"?>\n<!DOCTYPE Carga [<!ENTITY x SYSTEM "file:///etc/passwd">]>\n<Carga>&x;</Carga>';
    expect(run(file("externa.xml", external))).toMatchObject({ code: 1, out: expect.stringMatching(/linha 2[\s\S]*entidade/) });
    const undeclared = '<?xml version="1.0"?>\n<!DOCTYPE Carga SYSTEM "file:///etc/passwd">\n<Carga>&x;</Carga>';
    expect(run(file("sem-dtd.xml", undeclared)).out).toContain("entidade desconhecida");
  });

  it("a byte-order mark and CRLF line ends do not move lines or columns", () => {
    const text = apiText([1020], (ads) => (ads[0].zipcode = "abc")).replace(/\n/g, "\r\n");
    const out = run(file("crlf.json", "\uFEFF" + text), "--format", "json").out;
    const zip = JSON.parse(out).findings.find((f: { rule: string }) => f.rule === "zipcode.invalid");
    const line = text.split("\r\n").findIndex((l) => l.includes('"zipcode"')) + 1;
    expect(zip).toMatchObject({ line, column: text.split("\r\n")[line - 1].indexOf('"zipcode"') + 1 });
  });
});
