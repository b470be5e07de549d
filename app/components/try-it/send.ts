/**
 * What the "Testar" panel does when the reader sends: checks the base URL and
 * the edited request, puts the reader's token in place of the example's, sends
 * it to that base URL alone and reads the answer. Messages in pt-BR; nothing
 * here throws at the reader.
 */
import { curlLine, TOKEN_PLACEHOLDER, type TryRequest } from "../../../plugins/api-catalogue/try-it-request";

/** The hosts the portal's Content-Security-Policy lets a page call besides itself (app/document/csp.ts). */
const LOCAL_HOSTS = new Set(["127.0.0.1", "localhost"]);

export interface Edited {
  baseUrl: string;
  token: string;
  method: string;
  path: string;
  /** "Nome: valor", one a line. */
  headers: string;
  body?: string;
}

export interface Answer {
  status: number;
  statusText: string;
  headers: [string, string][];
  body: string;
}

export type Outcome = { kind: "answer"; answer: Answer; curl: string } | { kind: "error"; message: string; curl?: string };

/** The base URL's origin, or why it cannot be used. */
export function checkBaseUrl(baseUrl: string): { origin: string } | { error: string } {
  let url: URL;
  try {
    url = new URL(baseUrl.trim());
  } catch {
    return { error: `“${baseUrl}” não é um endereço. Escreva como http://127.0.0.1:4010.` };
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") return { error: "O endereço precisa começar com http:// ou https://." };
  if (!LOCAL_HOSTS.has(url.hostname)) {
    return { error: `O painel só envia para o sandbox neste computador (127.0.0.1 ou localhost, em qualquer porta), não para ${url.hostname}.` };
  }
  return { origin: url.origin };
}

/** "Nome: valor" lines as header pairs, or the first line that is not one. */
export function parseHeaders(text: string): [string, string][] | { error: string } {
  const pairs: [string, string][] = [];
  const lines = text.split("\n");
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i].trim();
    if (!line) continue;
    const match = /^([!#$%&'*+.^_`|~0-9A-Za-z-]+)\s*:\s*(.*)$/.exec(line);
    if (!match) return { error: `Linha ${i + 1} dos cabeçalhos: escreva “Nome: valor”.` };
    pairs.push([match[1], match[2]]);
  }
  return pairs;
}

/** The request as it will be sent: the reader's token in place of the example's. */
export function requestToSend(edited: Edited): { request: TryRequest; origin: string } | { error: string } {
  const base = checkBaseUrl(edited.baseUrl);
  if ("error" in base) return base;
  if (!edited.path.startsWith("/")) return { error: "O caminho precisa começar com /." };
  // Resolved against the base and checked: a path like "//outro-host/" must not take the token elsewhere.
  const url = new URL(edited.path, `${base.origin}/`);
  if (url.origin !== base.origin) return { error: "O caminho precisa ficar no endereço escolhido." };
  const headers = parseHeaders(edited.headers);
  if ("error" in headers) return headers;
  const token = edited.token.trim();
  const withToken = (value: string, escape: (t: string) => string) => (token ? value.split(TOKEN_PLACEHOLDER).join(escape(token)) : value);
  const form = headers.some(([name, value]) => name.toLowerCase() === "content-type" && value.includes("x-www-form-urlencoded"));
  const request: TryRequest = {
    method: edited.method,
    path: url.pathname + url.search,
    headers: headers.map(([name, value]) => [name, withToken(value, (t) => t)]),
    ...(edited.body === undefined ? {} : { body: withToken(edited.body, form ? encodeURIComponent : (t) => JSON.stringify(t).slice(1, -1)) }),
  };
  return { request, origin: base.origin };
}

/** Long answers are cut for the screen: the panel is for reading, not for downloading. */
const SHOWN_CHARS = 100_000;

function readable(text: string, type: string | null): string {
  let shown = text;
  if (type?.includes("json")) {
    try {
      shown = JSON.stringify(JSON.parse(text), null, 2);
    } catch {
      // Not JSON after all: shown as it came.
    }
  }
  return shown.length > SHOWN_CHARS ? `${shown.slice(0, SHOWN_CHARS)}\n… (resposta cortada em ${SHOWN_CHARS.toLocaleString("pt-BR")} caracteres)` : shown;
}

/** Sends the edited request to the chosen base URL and reads the answer. */
export async function send(edited: Edited): Promise<Outcome> {
  const ready = requestToSend(edited);
  if ("error" in ready) return { kind: "error", message: ready.error };
  const { request, origin } = ready;
  const curl = curlLine(request, origin);
  let response: Response;
  try {
    response = await fetch(origin + request.path, {
      method: request.method,
      headers: request.headers,
      body: request.method === "GET" || request.method === "HEAD" ? undefined : request.body,
      // Nothing of the portal travels with it: no cookies, no referrer.
      credentials: "omit",
      referrerPolicy: "no-referrer",
      cache: "no-store",
      redirect: "manual",
    });
  } catch {
    return {
      kind: "error",
      curl,
      message: `Não houve resposta de ${origin}. O sandbox está rodando nessa porta? Inicie com “npm run sandbox” no repositório do portal ou com o pacote da página Sandbox, e confira o endereço acima.`,
    };
  }
  if (response.type === "opaqueredirect") {
    return {
      kind: "error",
      curl,
      message:
        "O sandbox respondeu com um redirecionamento (3xx). O navegador não mostra o destino a esta página; rode o comando curl abaixo para ver o Location.",
    };
  }
  const body = readable(await response.text(), response.headers.get("content-type"));
  return { kind: "answer", curl, answer: { status: response.status, statusText: response.statusText, headers: [...response.headers], body } };
}
