/**
 * The endpoint block, the one component for every call a page names: a
 * method badge (its text says the method; the colour only helps), the path
 * with its parameters, the host and how the token travels, and a copy button
 * for the full URL. The path is cut into one unbreakable span per segment with
 * a break opportunity before each "/", so a phone wraps it at a slash, never
 * inside a word. Built as hast (data.hName/hChildren): no React component, and
 * the copy button reuses the code blocks' behaviour (`.copy-code` + `data-copy`).
 */
import { authText } from "../../domain/api-catalogue/text";
import type { HttpMethod, Operation, Parameter, Webhook } from "../../domain/api-catalogue/types";
import { code, markdownBlocks } from "./markdown";

type Hast = any;
type Mdast = any;

const text = (value: string): Hast => ({ type: "text", value });
const el = (tagName: string, properties: Record<string, unknown>, children: Hast[] = []): Hast => ({ type: "element", tagName, properties, children });

/** "/autoupload/bump/ad/{ad_id}" → segments, each unbreakable, with <wbr> between them. */
function pathNodes(path: string): Hast[] {
  const segments = path.match(/[/?&][^/?&]*/g) ?? [path];
  return segments.flatMap((segment, i) => {
    const parts = segment.split(/(\{[^}]+\})/).filter(Boolean);
    const children = parts.map((part) => (/^\{.+\}$/.test(part) ? el("span", { className: ["endpoint-param"] }, [text(part)]) : text(part)));
    return [...(i ? [el("wbr", {})] : []), el("span", { className: ["endpoint-segment"] }, children)];
  });
}

/** The path as shown and copied: required query parameters appended as placeholders. */
export function displayPath(path: string, query: readonly Parameter[] = []): string {
  const required = query.filter((q) => q.required === true);
  return required.length ? `${path}?${required.map((q) => `${q.name}={${q.name}}`).join("&")}` : path;
}

interface Block {
  method: HttpMethod;
  /** Path shown, or the webhook's destination. */
  path: string;
  /** Full URL copied; absent for webhooks (the destination is the integrator's). */
  url?: string;
  /** Markdown of the line under the path: host, token, status. */
  meta: string;
}

/** mdast for the block: the path line as hast, the meta line as mdast (its inline code renders and is indexed like any text). */
function block(b: Block, position: unknown): Mdast {
  const line = [
    el("span", { className: ["endpoint-method"] }, [text(b.method)]),
    el("code", { className: ["endpoint-path"], translate: "no" }, b.url ? pathNodes(b.path) : [text(b.path)]),
    ...(b.url
      ? [el("button", { type: "button", className: ["copy-code", "endpoint-copy"], dataCopy: b.url, dataCopyDone: "Endereço copiado", ariaLabel: `Copiar endereço ${b.url}`, title: "Copiar endereço" })]
      : []),
  ];
  const [meta] = markdownBlocks(b.meta, position);
  return {
    type: "paragraph",
    position,
    data: { hName: "div", hProperties: { className: ["endpoint"], dataMethod: b.method.toLowerCase() } },
    children: [
      { type: "paragraph", position, data: { hName: "div", hProperties: { className: ["endpoint-line"] }, hChildren: line }, children: [] },
      { type: "paragraph", position, data: { hName: "p", hProperties: { className: ["endpoint-meta"] } }, children: meta?.children ?? [] },
    ],
  };
}

/** The block of a call, with its host from site.config.ts. */
export function operationBlock(op: Operation, hosts: Readonly<Record<string, string>>, position: unknown): Mdast {
  const host = hosts[op.host]?.replace(/\/$/, "");
  if (!host) throw new Error(`host ${op.host} of operation "${op.id}" is missing from site.config.ts hosts`);
  const path = displayPath(op.path, op.query);
  const meta = [`Host ${code(host)}`, authText(op.auth), op.deprecatedSince && `**Descontinuada desde ${op.deprecatedSince}.**`].filter(Boolean).join(" · ");
  return block({ method: op.method, path, url: host + path, meta }, position);
}

/** The block of a webhook: the marketplace calls the integrator's URL. */
export function webhookBlock(hook: Webhook, position: unknown): Mdast {
  return block({ method: hook.method, path: "→ sua URL", meta: `O marketplace chama ${hook.target}.` }, position);
}
