/**
 * npm run validate -- FILE [--json] [--strict] [--quiet]
 *
 * Checks an API import envelope, a JSON import file or an XML real-estate
 * feed before it is sent, with the same rules as the portal's validator page
 * (/ferramentas/validador.html). For integrators' CI: prints the findings in
 * pt-BR and exits 1 when the marketplace would refuse something (with
 * --strict, also on warnings), 2 when the file cannot be opened.
 * FILE "-" reads standard input. Nothing is sent anywhere.
 */
import { readFileSync } from "node:fs";
import { basename, resolve } from "node:path";
import { CLI_MAX_INPUT_BYTES, formatReport, validateBytes } from "../validator/index";

/** The published portal, so links in a CI log can be opened. */
const PORTAL_URL = "https://integracao.classificados.example";

const USAGE = `Uso: npm run validate -- ARQUIVO [--json] [--strict] [--quiet]

  ARQUIVO    envelope da API (.json), arquivo JSON de anúncios ou XML de imóveis; "-" lê da entrada padrão
  --json     imprime o relatório em JSON (para outras ferramentas)
  --strict   também sai com erro quando há avisos
  --quiet    omite as notas (achados informativos)

Sai com 0 quando nada seria recusado, 1 quando algo seria recusado (inclusive JSON ou XML mal formado) e 2 quando o arquivo não existe ou não pode ser aberto.
`;

function main(argv: string[]): number {
  const flags = new Set(argv.filter((a) => a.startsWith("--")));
  const files = argv.filter((a) => !a.startsWith("--"));
  const unknown = [...flags].filter((f) => !["--json", "--strict", "--quiet", "--help"].includes(f));
  if (flags.has("--help")) {
    process.stdout.write(USAGE);
    return 0;
  }
  if (files.length !== 1 || unknown.length) {
    process.stderr.write(unknown.length ? `Opção desconhecida: ${unknown.join(", ")}\n\n${USAGE}` : USAGE);
    return 2;
  }
  const file = files[0];
  let bytes: Uint8Array;
  try {
    // npm runs scripts from the package root; INIT_CWD is where the reader typed the command.
    bytes = readFileSync(file === "-" ? 0 : resolve(process.env.INIT_CWD ?? process.cwd(), file));
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    process.stderr.write(`Não foi possível ler ${file}: ${code === "ENOENT" ? "arquivo não encontrado" : code === "EISDIR" ? "é uma pasta" : (error as Error).message}\n`);
    return 2;
  }
  const filename = file === "-" ? undefined : basename(file);
  const report = validateBytes(bytes, { filename, maxBytes: CLI_MAX_INPUT_BYTES });
  if (flags.has("--json")) process.stdout.write(JSON.stringify(report, null, 2) + "\n");
  else process.stdout.write(formatReport(report, { filename, baseUrl: PORTAL_URL, quiet: flags.has("--quiet") }));
  if (!report.accepted) return 1;
  return flags.has("--strict") && report.findings.some((f) => f.severity === "warning") ? 1 : 0;
}

process.exitCode = main(process.argv.slice(2));
