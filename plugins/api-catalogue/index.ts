/**
 * Directives that render a call from the call catalogue (domain/api-catalogue),
 * so a change in one place changes every page, the OpenAPI file and the examples:
 *
 *   ::endpoint{op="bumps.apply"}                 the endpoint block (method, path, host, token, copy)
 *   ::endpoint{webhook="lead.delivery"}          the same for a call the marketplace makes to you
 *   :endpoint{op="bumps.apply"}                  in a sentence or table cell: method and path, linked to the block
 *   ::request-fields{op="renewals.renew"}        path, query, header and body fields (also webhook="...");
 *                                                nested="false": top-level fields only
 *   ::request-example{op="chat.send"}            the request body example(s)
 *   ::response-fields{op="balance.get"}          fields of the first answer with a body (status="201" for another)
 *   ::response-example{op="balance.get"}         its example(s)
 *   ::answers{op="chat.activate"}                every documented answer: status, meaning, body (also webhook="...")
 *   ::error-table{op="bumps.apply"}              the call's error catalogue
 *   ::operation-index                            every call and webhook, linked to its page;
 *                                                area="import,lookups": the calls of those areas only
 *   ::code-table{table="reason-tag"}             a code table with its labels
 *   ::openapi-download                           links (download) to /openapi.json, /openapi.yaml, the Postman
 *                                                collection and environments; the command that downloads the first
 *   ::schema-differences                         where the ad schemas and the ad validator judge differently, and why
 *   ::schema-files                               the standalone ad schemas (/esquemas/), linked by category and channel
 *
 * An unknown directive of this family, an unknown attribute, operation,
 * webhook, status or table fails the build with the page's file and line.
 */
import { visit, SKIP } from "unist-util-visit";
import { AREA_LABELS, OPERATIONS, WEBHOOKS, getCodeTable, getOperation, getWebhook, type Operation, type Webhook } from "../../domain/api-catalogue/index";
import { z } from "zod";
import { definePlugin } from "../../core/plugin";
import { callReference, operationBlock, webhookBlock } from "./endpoint";
import { markdownBlocks } from "./markdown";
import { OPENAPI_PATH, OPENAPI_YAML_PATH } from "../../domain/api-catalogue/openapi";
import { POSTMAN_COLLECTION_PATH, POSTMAN_ENVIRONMENTS } from "../../domain/api-catalogue/postman";
import { schemaDifferencesText } from "../../domain/api-catalogue/schema-differences";
import { schemaFilesText } from "../../domain/api-catalogue/schema-files";
import { answersTable, codeTable, errorTable, openApiDownload, operationIndex, requestExample, requestFields, responseExample, responseFields } from "./tables";

type Node = any;
type Hosts = Readonly<Record<string, string>>;
interface Options {
  /** site.config.ts `hosts`. */
  hosts: Hosts;
  /** site.config.ts `siteUrl`: the address of /openapi.json in commands. */
  siteUrl: string;
}

function fail(node: Node, message: string): never {
  const line = node.position?.start?.line;
  throw new Error(`${line ? `line ${line}: ` : ""}::${node.name}: ${message}`);
}

function attributes(node: Node, allowed: readonly string[]): Record<string, string> {
  const attrs: Record<string, string> = { ...(node.attributes ?? {}) };
  for (const key of Object.keys(attrs)) if (!allowed.includes(key)) fail(node, `unknown attribute "${key}" (allowed: ${allowed.join(", ") || "none"})`);
  return attrs;
}

/** The call named by `op="..."` or `webhook="..."` (exactly one of them). */
function callOf(node: Node, attrs: Record<string, string>, webhooks = true): Operation | Webhook {
  if (attrs.op && attrs.webhook) fail(node, 'give op="..." or webhook="...", not both');
  try {
    if (attrs.op) return getOperation(attrs.op);
    if (attrs.webhook && webhooks) return getWebhook(attrs.webhook);
  } catch (error) {
    fail(node, (error as Error).message);
  }
  fail(node, webhooks ? 'attribute "op" (or "webhook") is required' : 'attribute "op" is required');
}

function nestedOf(node: Node, attrs: Record<string, string>): boolean {
  if (attrs.nested === undefined || attrs.nested === "true") return true;
  if (attrs.nested === "false") return false;
  fail(node, `nested="${attrs.nested}": give "true" or "false"`);
}

const isOperation = (call: Operation | Webhook): call is Operation => "pathParams" in call;

type Handler = (node: Node, options: Options) => Node[] | string;

const DIRECTIVES: Record<string, Handler> = {
  endpoint(node, { hosts }) {
    const call = callOf(node, attributes(node, ["op", "webhook"]));
    return [isOperation(call) ? operationBlock(call, hosts, node.position) : webhookBlock(call, node.position)];
  },
  "request-fields": (node) => {
    const attrs = attributes(node, ["op", "webhook", "nested"]);
    return requestFields(callOf(node, attrs), nestedOf(node, attrs));
  },
  "request-example": (node) => requestExample(callOf(node, attributes(node, ["op", "webhook"]))),
  "response-fields": (node) => {
    const attrs = attributes(node, ["op", "webhook", "status", "nested"]);
    return responseFields(callOf(node, attrs), attrs.status, nestedOf(node, attrs));
  },
  "response-example": (node) => {
    const attrs = attributes(node, ["op", "webhook", "status"]);
    return responseExample(callOf(node, attrs), attrs.status);
  },
  answers: (node) => answersTable(callOf(node, attributes(node, ["op", "webhook"]))),
  "error-table": (node) => errorTable(callOf(node, attributes(node, ["op"]), false) as Operation),
  "operation-index": (node) => {
    const { area } = attributes(node, ["area"]);
    if (area === undefined) return operationIndex(OPERATIONS, WEBHOOKS);
    const areas = area.split(",").map((a) => a.trim());
    const known = Object.keys(AREA_LABELS);
    for (const a of areas) if (!known.includes(a)) fail(node, `unknown area "${a}" (known: ${known.join(", ")})`);
    return operationIndex(
      OPERATIONS.filter((o) => areas.includes(o.area)),
      [],
    );
  },
  "code-table": (node) => {
    const { table } = attributes(node, ["table"]);
    if (!table) fail(node, 'attribute "table" is required');
    return codeTable(getCodeTable(table));
  },
  "openapi-download": (node, { siteUrl }) => {
    attributes(node, []);
    const nodes = markdownBlocks(
      openApiDownload(siteUrl, { openApi: OPENAPI_PATH, yaml: OPENAPI_YAML_PATH, collection: POSTMAN_COLLECTION_PATH, environments: POSTMAN_ENVIRONMENTS }),
      node.position,
    );
    // Saved under its own name rather than opened in the tab (hundreds of KB of JSON).
    visit({ type: "root", children: nodes }, "link", (link: Node) => {
      link.data = { ...link.data, hProperties: { ...link.data?.hProperties, download: link.url.slice(link.url.lastIndexOf("/") + 1) } };
    });
    return nodes;
  },
  "schema-differences": (node) => {
    attributes(node, []);
    return schemaDifferencesText();
  },
  "schema-files": (node) => {
    attributes(node, []);
    return schemaFilesText();
  },
};

export const API_CATALOGUE_DIRECTIVES = Object.keys(DIRECTIVES);

/** Names that look like this family's: a misspelling must fail, not vanish. */
const FAMILY = /^(endpoint|request|response|answers?$|error|operation|code-table|openapi|schema-)/;

/** The only directive of the family written inside a sentence: `:endpoint{op="..."}`. */
function reference(node: Node): Node {
  const call = callOf(node, attributes(node, ["op", "webhook"]));
  return callReference(call, node.position);
}

/** `:endpoint` references inside generated markdown (the operation index's cells). */
function replaceReferences(nodes: Node[]): void {
  for (const root of nodes) {
    visit(root, "textDirective", (node: Node, index, parent: Node) => {
      if (node.name !== "endpoint" || !parent || index === undefined) return;
      parent.children[index] = reference(node);
      return SKIP;
    });
  }
}

export function remarkApiCatalogue(options: Options) {
  return (tree: Node) => {
    visit(tree, (node: Node, index, parent: Node) => {
      if (!parent || index === undefined || !String(node.type).endsWith("Directive")) return;
      const handler = Object.hasOwn(DIRECTIVES, node.name) ? DIRECTIVES[node.name] : undefined;
      if (node.type === "textDirective" && node.name === "endpoint") {
        parent.children[index] = reference(node);
        return SKIP;
      }
      if (node.type !== "leafDirective") {
        if (handler) fail(node, `write it as a leaf directive on its own line: ::${node.name}{...}`);
        return;
      }
      if (!handler) {
        if (FAMILY.test(node.name)) fail(node, `unknown directive (known: ${API_CATALOGUE_DIRECTIVES.join(", ")})`);
        return;
      }
      let result: Node[] | string;
      try {
        result = handler(node, options);
      } catch (error) {
        // Errors of the catalogue itself (no example, unknown status) still point at the page's line.
        if (/^line \d+:/.test((error as Error).message)) throw error;
        fail(node, (error as Error).message);
      }
      const replacement = typeof result === "string" ? markdownBlocks(result, node.position) : result;
      replaceReferences(replacement);
      parent.children.splice(index, 1, ...replacement);
      return [SKIP, index + replacement.length];
    });
  };
}

const OPTIONS = z
  .object({
    hosts: z.record(z.string().regex(/^[A-Z][A-Z0-9_]*$/), z.string().url()).refine((hosts) => Object.keys(hosts).length > 0, "needs the marketplace hosts"),
    siteUrl: z.string().url(),
  })
  .strict();

/** The plugin: the directives, with the marketplace hosts and the site's address from site.config.ts. */
export const apiCatalogue = definePlugin({
  name: "api-catalogue",
  options: OPTIONS,
  setup: (options) => ({ remarkPlugins: [[remarkApiCatalogue, options as Options]] }),
});
