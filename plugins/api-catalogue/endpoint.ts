/**
 * The endpoint component, the one way a page shows a call: a method badge
 * (its text says the method; the colour only helps) and the path with its
 * parameters, cut into one unbreakable span per segment with a break
 * opportunity before each "/", so a phone wraps it at a slash, never inside a
 * word. Two forms:
 * - the block (`::endpoint`), where the page documents the call: host, how the
 *   token travels, and a copy button for the full URL (the code blocks'
 *   behaviour: `.copy-code` + `data-copy`);
 * - the reference (`:endpoint` in a sentence or a table cell), a link to the
 *   section whose block documents the call.
 * Built as hast (data.hName/hChildren): no React component. Both carry
 * `data-operation` (or `data-webhook`), so tests can tell which page renders which call.
 */
import { authText } from "../../domain/api-catalogue/text";
import type { DocPage, HttpMethod, Operation, Parameter, Webhook } from "../../domain/api-catalogue/types";
import { code, markdownBlocks } from "./markdown";
import { tryItPanel } from "./try-it";

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
  /** `data-operation` or `data-webhook` with the call's id. */
  id: Record<string, string>;
  method: HttpMethod;
  /** Path shown, or the webhook's destination. */
  path: string;
  /** Full URL copied; absent for webhooks (the destination is the integrator's). */
  url?: string;
  /** Markdown of the line under the path: host, token, status. */
  meta: string;
  /** The closed "Testar" panel (try-it.ts); absent for webhooks. */
  tryIt?: Hast;
}

/** mdast for the block: the path line as hast, the meta line as mdast (its inline code renders and is indexed like any text). */
function block(b: Block, position: unknown): Mdast {
  const line = [
    el("span", { className: ["endpoint-method"] }, [text(b.method)]),
    el("code", { className: ["endpoint-path"], translate: "no" }, b.url ? pathNodes(b.path) : [text(b.path)]),
    ...(b.url
      ? [
          el("button", {
            type: "button",
            className: ["copy-code", "endpoint-copy"],
            dataCopy: b.url,
            dataCopyDone: "Endereço copiado",
            ariaLabel: `Copiar endereço ${b.url}`,
            title: "Copiar endereço",
          }),
        ]
      : []),
  ];
  const [meta] = markdownBlocks(b.meta, position);
  return {
    type: "paragraph",
    position,
    data: { hName: "div", hProperties: { className: ["endpoint"], dataMethod: b.method.toLowerCase(), ...b.id } },
    children: [
      { type: "paragraph", position, data: { hName: "div", hProperties: { className: ["endpoint-line"] }, hChildren: line }, children: [] },
      { type: "paragraph", position, data: { hName: "p", hProperties: { className: ["endpoint-meta"] } }, children: meta?.children ?? [] },
      ...(b.tryIt
        ? [{ type: "paragraph", position, data: { hName: b.tryIt.tagName, hProperties: b.tryIt.properties, hChildren: b.tryIt.children }, children: [] }]
        : []),
    ],
  };
}

/** The block of a call, with its host from site.config.ts. */
export function operationBlock(op: Operation, hosts: Readonly<Record<string, string>>, position: unknown): Mdast {
  const host = hosts[op.host]?.replace(/\/$/, "");
  if (!host) throw new Error(`host ${op.host} of operation "${op.id}" is missing from site.config.ts hosts`);
  const path = displayPath(op.path, op.query);
  // The scope's note (two readings) is long: the request fields and the page's prose carry it.
  const meta = [`Host ${code(host)}`, authText(op.auth, true), op.deprecatedSince && `**Descontinuada desde ${op.deprecatedSince}.**`]
    .filter(Boolean)
    .join(" · ");
  return block({ id: { dataOperation: op.id }, method: op.method, path, url: host + path, meta, tryIt: tryItPanel(op) }, position);
}

/** The block of a webhook: the marketplace calls the integrator's URL. */
export function webhookBlock(hook: Webhook, position: unknown): Mdast {
  return block({ id: { dataWebhook: hook.id }, method: hook.method, path: WEBHOOK_TARGET, meta: `O marketplace chama ${hook.target}.` }, position);
}

const WEBHOOK_TARGET = "→ sua URL";

/** Where the block of a call is: its page, at the heading of its section. */
export const pageHref = (page: DocPage) => `${page.route}${page.anchor ? `#${page.anchor}` : ""}`;

/** The badge and path of a call, inline: a link to the section whose block documents it. */
export function callReference(call: Operation | Webhook, position: unknown): Mdast {
  const isOperation = "path" in call;
  // The path alone: the block it links to shows the query parameters and the host.
  const label = isOperation ? `${call.method} ${call.path}` : `${call.method} ${WEBHOOK_TARGET}`;
  return {
    type: "link",
    url: pageHref(call.page),
    position,
    data: {
      hProperties: {
        className: ["endpoint-ref"],
        dataMethod: call.method.toLowerCase(),
        ...(isOperation ? { dataOperation: call.id } : { dataWebhook: call.id }),
        title: `${call.summary}: ${label}`,
      },
    },
    children: [
      {
        type: "emphasis",
        position,
        data: {
          hName: "span",
          hProperties: { className: ["endpoint-ref-inner"] },
          hChildren: [
            el("span", { className: ["endpoint-method"] }, [text(call.method)]),
            text(" "),
            el("code", { className: ["endpoint-path"], translate: "no" }, isOperation ? pathNodes(call.path) : [text(WEBHOOK_TARGET)]),
          ],
        },
        children: [],
      },
    ],
  };
}
