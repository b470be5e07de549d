/**
 * A test's view of the sandbox: calls named by the catalogue's operation id
 * (method and path from there), every answer checked against openapi.json and
 * kept, and a receiver on 127.0.0.1 standing for the integrator's own URL.
 */
import { createServer, type IncomingHttpHeaders, type Server } from "node:http";
import { getOperation } from "../../../domain/api-catalogue/index";
import { responseProblems } from "./openapi-check";

export interface Answer {
  status: number;
  headers: Headers;
  body: any;
  text: string;
}

export interface CallOptions {
  params?: Record<string, string>;
  query?: Record<string, string>;
  json?: unknown;
  form?: Record<string, string>;
  bearer?: string;
  raw?: string;
}

export class SandboxClient {
  readonly problems: string[] = [];
  readonly checked: string[] = [];
  constructor(readonly base: string) {}

  /** Calls operation `opId` and checks the answer against openapi.json. */
  async call(opId: string, options: CallOptions = {}): Promise<Answer> {
    const op = getOperation(opId);
    const path = op.path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(options.params?.[name] ?? ""));
    const url = new URL(path, this.base);
    for (const [k, v] of Object.entries(options.query ?? {})) url.searchParams.set(k, v);
    const headers: Record<string, string> = {};
    if (options.bearer) headers.authorization = `Bearer ${options.bearer}`;
    let body: string | undefined = options.raw;
    if (options.json !== undefined) (headers["content-type"] = "application/json"), (body = JSON.stringify(options.json));
    if (options.form) (headers["content-type"] = "application/x-www-form-urlencoded"), (body = new URLSearchParams(options.form).toString());
    const response = await fetch(url, { method: op.method, headers, body, redirect: "manual" });
    const answer = await read(response);
    this.checked.push(`${opId} ${answer.status}`);
    this.problems.push(...responseProblems(opId, answer.status, answer.body, response.headers.get("content-type")));
    return answer;
  }

  /** A control call (/_sandbox/...). */
  async control(path: string, json: unknown = {}, method = "POST"): Promise<Answer> {
    const response = await fetch(
      new URL(`/_sandbox${path}`, this.base),
      method === "GET" ? {} : { method, headers: { "content-type": "application/json" }, body: JSON.stringify(json) },
    );
    return read(response);
  }
}

export async function read(response: Response): Promise<Answer> {
  const text = await response.text();
  let body: unknown = text;
  if (response.headers.get("content-type")?.includes("json") && text) body = JSON.parse(text);
  return { status: response.status, headers: response.headers, body, text };
}

export interface Received {
  path: string;
  headers: IncomingHttpHeaders;
  body: any;
}

/** The integrator's endpoint: answers 200 (or what `answer` says for a path) and keeps what arrived. */
export async function startReceiver(answer: (path: string) => number = () => 200): Promise<{ url: string; received: Received[]; server: Server }> {
  const received: Received[] = [];
  const server = createServer((req, res) => {
    let data = "";
    req.on("data", (chunk) => (data += chunk));
    req.on("end", () => {
      received.push({ path: req.url ?? "", headers: req.headers, body: data ? JSON.parse(data) : undefined });
      res.statusCode = answer(req.url ?? "");
      res.end();
    });
  });
  await new Promise<void>((done) => server.listen(0, "127.0.0.1", done));
  const address = server.address();
  return { url: `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`, received, server };
}
