/**
 * npm run validate -- FILE, as an integrator's CI runs it: pt-BR findings on
 * stdout and an exit code that fails the build when the marketplace would
 * refuse something.
 */
import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import pkg from "../package.json";
import { main } from "../src/cli";
import { APARTMENT, apiText, fileText, xmlText } from "./fixtures";

const ROOT = join(__dirname, "..");
const dir = mkdtempSync(join(tmpdir(), "validador-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function file(name: string, content: string | Uint8Array) {
  const path = join(dir, name);
  writeFileSync(path, content);
  return path;
}

function run(args: string[], input?: string) {
  const result = spawnSync(process.execPath, ["--import", "tsx", join(ROOT, "../../scripts/validate.ts"), ...args], {
    cwd: ROOT,
    input,
    encoding: "utf8",
    timeout: 20_000,
  });
  return { code: result.status, out: result.stdout, err: result.stderr };
}

describe("npm run validate", () => {
  it("exits 0 and says so when nothing would be refused", () => {
    const { code, out } = run([file("ok.json", apiText([2020, 1020]))]);
    expect(out).toContain("Todos os 2 anúncios passam");
    expect(code).toBe(0);
  });

  it("exits 1 with the findings when an ad would be refused", () => {
    const { code, out } = run([
      file(
        "lote.json",
        apiText([2020], (ads) => (ads[0].params.fuel = "4")),
      ),
    ]);
    expect(out).toMatch(/^Validação de \S*lote\.json$/m);
    expect(out).toContain("ERROR_FUEL_4_DEPRECATED");
    expect(out).toContain("Como corrigir:");
    expect(out).toMatch(/https:\/\/\S+\/anuncio\/api\/autos\/sub_auto\.html#valores-descontinuados/);
    expect(code).toBe(1);
  });

  it("exits 1 on malformed JSON or XML, with line and column", () => {
    const json = run([file("quebrado.json", '[\n  {"id": "a",}\n]')]);
    expect(json.out).toMatch(/linha 2, coluna 14/);
    expect(json.code).toBe(1);
    const xml = run([file("feed.xml", "<Carga>\n<Imoveis>\n</Carga>")]);
    expect(xml.out).toContain("XML mal formado");
    expect(xml.code).toBe(1);
  });

  it("exits 0 on warnings, 1 with --strict", () => {
    const path = file("avisos.xml", xmlText([{ tags: { ...APARTMENT, PrecoLocacao: "2500" } }]));
    const lenient = run([path]);
    expect(lenient.out).toContain("AVISO");
    expect(lenient.code).toBe(0);
    expect(run([path, "--strict"]).code).toBe(1);
  });

  it("validates files larger than the page's 5 MB limit", () => {
    const big = fileText([1020], (ads) => {
      for (let i = 1; i < 9000; i++) ads.push({ ...ads[0], id: `apto-${i}` });
    });
    expect(big.length).toBeGreaterThan(5 * 1024 * 1024);
    const { code, out } = run([file("grande.json", big)]);
    expect(out).toContain("Todos os 9.000 anúncios passam");
    expect(code).toBe(0);
  });

  it("reads Latin-1 files and reports them as not UTF-8", () => {
    const text = fileText([1020]).replace("varanda", "varanda e salão");
    const { code, out } = run([file("latin1.json", Uint8Array.from([...text].map((c) => c.charCodeAt(0))))]);
    expect(out).toContain("não está em UTF-8");
    expect(code).toBe(1);
  });

  it("prints the report as JSON with --json, and reads standard input with -", () => {
    const { code, out } = run(
      ["-", "--json"],
      fileText([1020], (ads) => delete ads[0].images),
    );
    const report = JSON.parse(out);
    expect(report).toMatchObject({ format: "json", adCount: 1, passing: 0, accepted: false });
    expect(report.findings[0]).toMatchObject({ code: "NO_IMAGE", ad: { index: 0 } });
    expect(code).toBe(1);
  });

  it("exits 2 when the file cannot be opened or the command is wrong", () => {
    const missing = run([join(dir, "nao-existe.json")]);
    expect(missing.err).toContain("arquivo não encontrado");
    expect(missing.code).toBe(2);
    expect(run([]).code).toBe(2);
    expect(run(["a.json", "--formato"]).err).toContain("Opção desconhecida");
    expect(run(["--help"]).code).toBe(0);
  });
});

describe("short options", () => {
  const call = (...argv: string[]) => {
    let out = "";
    let err = "";
    const code = main(argv, { stdout: (t) => (out += t), stderr: (t) => (err += t), cwd: dir, readStdin: () => new Uint8Array() });
    return { code, out, err };
  };
  it("-h and -v are help and version, as in every tool, never a file named -v", () => {
    expect(call("-v")).toEqual({ code: 0, out: `${pkg.version}\n`, err: "" });
    expect(call("-h")).toMatchObject({ code: 0, out: expect.stringContaining("-v, --version") });
    expect(call("a.json", "-x")).toMatchObject({ code: 2, err: expect.stringContaining("Opção desconhecida: -x") });
  });
});
