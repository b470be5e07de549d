/**
 * The command: `sandbox-marketplace [opções]` starts the sandbox;
 * `sandbox-marketplace lead|chat|clock ...` drives a running one through its
 * control endpoints (the same as calling /_sandbox yourself). Messages in pt-BR;
 * exit code 2 on a wrong command line.
 */
import { parseArgs } from "node:util";
import { hostLines } from "./hosts";
import { startSandbox } from "./server";

export const DEFAULT_PORT = 4010;

const USAGE = `Uso:
  sandbox-marketplace [--port N] [--state ARQUIVO] [--rate-limit N] [--step-seconds N] [--ads N] [--bumps N]
      inicia o sandbox em 127.0.0.1 (porta: --port, ou PORT, ou ${DEFAULT_PORT})
  sandbox-marketplace lead --ad ID [--url URL]          um lead chegou para o anúncio ID
  sandbox-marketplace chat --ad ID [--message TEXTO] [--url URL]   um comprador enviou uma mensagem
  sandbox-marketplace clock DURAÇÃO [--url URL]         avança o relógio (ex.: 90s, 10m, 7d)`;

const OPTIONS = {
  port: { type: "string" },
  state: { type: "string" },
  "rate-limit": { type: "string" },
  "step-seconds": { type: "string" },
  ads: { type: "string" },
  bumps: { type: "string" },
  url: { type: "string" },
  ad: { type: "string" },
  message: { type: "string" },
  account: { type: "string" },
  help: { type: "boolean", short: "h" },
} as const;

class UsageError extends Error {}

function positiveInt(name: string, value: string | undefined, min = 0): number | undefined {
  if (value === undefined) return undefined;
  if (!/^\d+$/.test(value) || Number(value) < min) throw new UsageError(`--${name} deve ser um inteiro a partir de ${min} (recebido "${value}")`);
  return Number(value);
}

async function control(url: string, path: string, body: unknown): Promise<number> {
  let response: Response;
  try {
    response = await fetch(`${url}/_sandbox${path}`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) });
  } catch (error) {
    console.error(`sandbox-marketplace: não foi possível falar com o sandbox em ${url} (${(error as Error).message}); ele está rodando?`);
    return 1;
  }
  const text = await response.text();
  (response.ok ? console.log : console.error)(text);
  return response.ok ? 0 : 1;
}

async function start(values: Record<string, string | boolean | undefined>): Promise<number> {
  const port = positiveInt("port", (values.port as string | undefined) ?? process.env.PORT, 1) ?? DEFAULT_PORT;
  const running = await startSandbox({
    port,
    stateFile: values.state as string | undefined,
    rateLimit: positiveInt("rate-limit", values["rate-limit"] as string | undefined, 1),
    stepSeconds: positiveInt("step-seconds", values["step-seconds"] as string | undefined, 1),
    adsTotal: positiveInt("ads", values.ads as string | undefined),
    bumpsTotal: positiveInt("bumps", values.bumps as string | undefined),
  });
  console.log(
    `Sandbox do marketplace em ${running.url}\n${hostLines(running.url).join("\n")}\nControle: ${running.url}/_sandbox (veja o README); Ctrl+C encerra${values.state ? ` e guarda o estado em ${values.state}` : ""}.`,
  );
  const stop = () => void running.close().then(() => process.exit(0));
  process.once("SIGINT", stop);
  process.once("SIGTERM", stop);
  return new Promise<number>(() => undefined);
}

export async function main(argv: string[]): Promise<number> {
  try {
    const { values, positionals } = parseArgs({ args: argv, options: OPTIONS, allowPositionals: true, strict: true });
    if (values.help) {
      console.log(USAGE);
      return 0;
    }
    const [command, arg] = positionals;
    const url = (values.url ?? `http://127.0.0.1:${process.env.PORT ?? DEFAULT_PORT}`).replace(/\/$/, "");
    if (command === undefined) return await start(values);
    if (command === "lead" || command === "chat") {
      if (!values.ad) throw new UsageError(`${command} precisa de --ad ID (o id ou list_id de um anúncio publicado)`);
      return await control(url, command === "lead" ? "/leads" : "/chat/messages", { ad: values.ad, message: values.message, account: values.account });
    }
    if (command === "clock") {
      if (!arg) throw new UsageError("clock precisa da duração: por exemplo 90s, 10m, 7d");
      return await control(url, "/clock", { advance: arg });
    }
    throw new UsageError(`comando desconhecido "${command}"`);
  } catch (error) {
    const known = error instanceof UsageError || (error as { code?: string }).code?.startsWith("ERR_PARSE_ARGS");
    console.error(`sandbox-marketplace: ${(error as Error).message}${known ? `\n\n${USAGE}` : ""}`);
    return known ? 2 : 1;
  }
}
