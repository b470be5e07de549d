/**
 * The "Testar" panel of an endpoint block, as the build writes it: a closed
 * <details> holding the call's documented example request (data-request) and,
 * until the reader opens it with JavaScript on, a note that the panel needs
 * JavaScript and the curl line of the example. Opening it loads the panel's
 * chunk (app/use-islands.ts, app/components/try-it/): no page loads it before.
 */
import type { Operation } from "../../domain/api-catalogue/types";
import { curlLine, DEFAULT_BASE_URL, TOKEN_PLACEHOLDER, type TryRequest } from "./try-it-request";

type Hast = any;
const text = (value: string): Hast => ({ type: "text", value });
const el = (tagName: string, properties: Record<string, unknown>, children: Hast[] = []): Hast => ({ type: "element", tagName, properties, children });

const queryValue = (example: unknown) => [example].flat().map(String).join(",");

/** The documented example of a call: path and required query with their example values, headers, body. */
export function exampleRequest(op: Operation): TryRequest {
  const path = op.path.replace(/\{(\w+)\}/g, (whole, name: string) => {
    const example = op.pathParams.find((p) => p.name === name)?.example;
    return example === undefined ? whole : encodeURIComponent(String(example));
  });
  const query = (op.query ?? []).filter((q) => q.required === true && q.example !== undefined);
  const search = new URLSearchParams(query.map((q) => [q.name, queryValue(q.example)])).toString();
  const headers: [string, string][] = [];
  if (op.auth.kind === "bearer") headers.push(["Authorization", `Bearer ${TOKEN_PLACEHOLDER}`]);
  for (const h of op.headers ?? []) if (h.example !== undefined) headers.push([h.name, String(h.example)]);
  const example = op.body?.examples[0]?.value;
  let body: string | undefined;
  if (op.body && example !== undefined) {
    headers.push(["Content-Type", op.body.mediaType]);
    body =
      op.body.mediaType === "application/x-www-form-urlencoded"
        ? new URLSearchParams(Object.entries(example as Record<string, unknown>).map(([k, v]) => [k, String(v)])).toString()
        : JSON.stringify(example, null, 2);
  }
  return { method: op.method, path: search ? `${path}?${search}` : path, headers, ...(body === undefined ? {} : { body }) };
}

/** The closed panel, inside the endpoint block. */
export function tryItPanel(op: Operation): Hast {
  const request = exampleRequest(op);
  return el("details", { className: ["try-it"] }, [
    el("summary", { className: ["try-it-summary"] }, [text("Testar")]),
    el("div", { className: ["try-it-body"], dataIsland: "try-it", dataRequest: JSON.stringify(request) }, [
      el("p", { className: ["try-it-note"] }, [
        text("Para enviar o pedido daqui, o painel Testar precisa de JavaScript. Sem ele, use o exemplo no terminal, com o sandbox local rodando:"),
      ]),
      el("pre", { className: ["try-it-curl"], tabIndex: 0, role: "region", ariaLabel: "Comando curl do exemplo" }, [
        el("code", { translate: "no" }, [text(curlLine(request, DEFAULT_BASE_URL))]),
      ]),
    ]),
  ]);
}
