/**
 * The package as an integrator gets it: `npm pack`, installed from the
 * tarball into an empty folder with no network, and the installed
 * `validador-anuncios` run on good, bad and unreadable files.
 */
import { execFileSync, spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readdirSync, rmSync, truncateSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { APARTMENT, apiText, xmlText } from "./fixtures";

const PACKAGE = join(__dirname, "..");
const dir = mkdtempSync(join(tmpdir(), "validador-pack-"));
const project = join(dir, "projeto");
let bin = "";

beforeAll(() => {
  execFileSync("npm", ["pack", "--silent", "--pack-destination", dir], { cwd: PACKAGE, stdio: "pipe" });
  const tarball = readdirSync(dir).find((f) => f.endsWith(".tgz"))!;
  mkdirSync(project);
  writeFileSync(join(project, "package.json"), JSON.stringify({ name: "projeto", private: true }));
  execFileSync("npm", ["install", "--offline", "--no-audit", "--no-fund", "--ignore-scripts", join(dir, tarball)], { cwd: project, stdio: "pipe" });
  bin = join(project, "node_modules/.bin/validador-anuncios");
}, 120_000);
afterAll(() => rmSync(dir, { recursive: true, force: true }));

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
    expect(readdirSync(join(project, "node_modules/validador-anuncios")).sort()).toEqual(["README.md", "dist", "package.json"]);
  });

  it("exits 0 on a valid file and 1 on one the marketplace would refuse, with the findings", () => {
    expect(run(file("ok.xml", xmlText([{ tags: APARTMENT }])))).toMatchObject({ code: 0 });
    const refused = run(file("lote.json", apiText([2020], (ads) => (ads[0].params.fuel = "4"))), "--format", "github");
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
