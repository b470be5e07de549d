/**
 * validador-anuncios ARQUIVO [--format text|json|github|sarif] [--strict] [--quiet]
 *
 * Checks an API import envelope, a JSON import file or an XML real-estate
 * feed before it is sent, with the same rules as the portal's validator page.
 * For integrators' CI: exits 1 when the marketplace would refuse something
 * (with --strict, also on warnings), 2 when the file cannot be read or the
 * command is wrong. "-" reads standard input. Nothing is sent anywhere.
 */
import { readFileSync, statSync } from "node:fs";
import { basename, resolve } from "node:path";
import pkg from "../package.json";
import { FORMATS, formatOutput, type OutputFormat } from "./format/index";
import { CLI_MAX_INPUT_BYTES } from "./limits";
import { validateBytes } from "./report/validate";
import { formatBytes } from "./text";

const USAGE = `Uso: validador-anuncios ARQUIVO [opções]

  ARQUIVO            envelope da API (.json), arquivo JSON de anúncios ou XML de imóveis; "-" lê da entrada padrão

Opções:
  --format FORMATO   text (padrão), json, github (anotações do GitHub Actions) ou sarif (SARIF 2.1.0)
  --json             o mesmo que --format json
  --strict           também sai com 1 quando há avisos
  --quiet            omite as notas (achados informativos) no formato text
  -h, --help         mostra esta ajuda
  -v, --version      mostra a versão

Sai com 0 quando nada seria recusado, 1 quando algo seria recusado (inclusive JSON ou XML mal formado) e 2 quando o arquivo não pode ser lido ou o comando está errado.
`;

/** The short spellings every command-line tool accepts: `-v` is never read as a file name. */
const SHORT_FLAGS: Record<string, string> = { "-h": "--help", "-v": "--version" };

export interface Io {
  stdout: (text: string) => void;
  stderr: (text: string) => void;
  /** Where relative paths start (the folder the reader typed the command in). */
  cwd: string;
  readStdin: () => Uint8Array;
}

const nodeIo = (): Io => ({
  stdout: (t) => process.stdout.write(t),
  stderr: (t) => process.stderr.write(t),
  cwd: process.cwd(),
  readStdin: () => readFileSync(0),
});

/** Why a file cannot be read, in pt-BR. */
function unreadableFile(error: NodeJS.ErrnoException): string {
  if (error.code === "ENOENT") return "arquivo não encontrado";
  if (error.code === "EISDIR") return "é uma pasta, não um arquivo";
  if (error.code === "EACCES" || error.code === "EPERM") return "sem permissão de leitura";
  return error.message;
}

export function main(argv: string[], io: Io = nodeIo()): number {
  let format: OutputFormat = "text";
  const files: string[] = [];
  const flags = new Set<string>();
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (arg === "--format" || arg.startsWith("--format=")) {
      const value = arg === "--format" ? argv[++i] : arg.slice("--format=".length);
      if (!FORMATS.includes(value as OutputFormat)) {
        io.stderr(`Formato desconhecido: ${value ?? "(nenhum)"}. Use ${FORMATS.join(", ")}.\n\n${USAGE}`);
        return 2;
      }
      format = value as OutputFormat;
    } else if (arg in SHORT_FLAGS) flags.add(SHORT_FLAGS[arg]);
    else if (arg.startsWith("--") || (arg.startsWith("-") && arg !== "-")) flags.add(arg);
    else files.push(arg);
  }
  const unknown = [...flags].filter((f) => !["--json", "--strict", "--quiet", "--help", "--version"].includes(f));
  if (flags.has("--help")) {
    io.stdout(USAGE);
    return 0;
  }
  if (flags.has("--version")) {
    io.stdout(`${pkg.version}\n`);
    return 0;
  }
  if (flags.has("--json")) format = "json";
  if (files.length !== 1 || unknown.length) {
    io.stderr(unknown.length ? `Opção desconhecida: ${unknown.join(", ")}\n\n${USAGE}` : USAGE);
    return 2;
  }
  const file = files[0];
  let bytes: Uint8Array;
  try {
    if (file === "-") bytes = io.readStdin();
    else {
      const path = resolve(io.cwd, file);
      // Refused from its size alone: a file above the limit is never read.
      const size = statSync(path).size;
      if (size > CLI_MAX_INPUT_BYTES) {
        io.stderr(`Não foi possível ler ${file}: ${formatBytes(size)}, acima do limite de ${formatBytes(CLI_MAX_INPUT_BYTES)}. Divida o arquivo.\n`);
        return 2;
      }
      bytes = readFileSync(path);
    }
  } catch (error) {
    io.stderr(`Não foi possível ler ${file}: ${unreadableFile(error as NodeJS.ErrnoException)}\n`);
    return 2;
  }
  const filename = file === "-" ? undefined : file;
  const report = validateBytes(bytes, { filename: filename && basename(filename), maxBytes: CLI_MAX_INPUT_BYTES });
  io.stdout(formatOutput(report, format, { filename, quiet: flags.has("--quiet") }));
  if (!report.accepted) return 1;
  return flags.has("--strict") && report.findings.some((f) => f.severity === "warning") ? 1 : 0;
}
