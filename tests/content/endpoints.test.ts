/**
 * Calls are shown by one component, rendered from the call catalogue:
 * - no page shows a method and path (`PUT /autoupload/bump/ad/{ad_id}`) or a
 *   marketplace URL with a path as inline code, which a phone breaks
 *   mid-word; the endpoint block, or the reference that links to it, is used;
 * - every operation and webhook of the catalogue has its endpoint block on the
 *   page its `page` field names, inside the section of its anchor, so no call
 *   is documented only by hand.
 * Checked on the pages as built, so snippets and directives count.
 */
import type { Element, Root, RootContent } from "hast";
import { fromHtml } from "hast-util-from-html";
import { toString } from "hast-util-to-string";
import { beforeAll, describe, expect, it } from "vitest";
import type { Page } from "../../core/types";
import { OPERATIONS, WEBHOOKS, type DocPage } from "../../domain/api-catalogue/index";
import { siteConfig } from "../../site.config";
import { buildRealSite } from "./real-site";

const METHOD_AND_PATH = /^(GET|POST|PUT|PATCH|DELETE)\s+\S*\//;
const hostUrls = Object.values(siteConfig.hosts).map((h) => h.replace(/\/$/, ""));
/** A marketplace host followed by a path: a call's URL. */
const urlWithPath = (text: string) => hostUrls.some((host) => text.startsWith(`${host}/`) && text.length > host.length + 1);

const classes = (node: Element) => (Array.isArray(node.properties?.className) ? node.properties.className.map(String) : []);
const isEndpoint = (node: Element) => classes(node).some((c) => c === "endpoint" || c === "endpoint-ref");

/** Walks elements in document order with their ancestors. */
function walk(node: Root | RootContent, ancestors: Element[], visit: (node: Element, ancestors: Element[]) => void) {
  if (node.type === "element") visit(node, ancestors);
  if ("children" in node) for (const child of node.children) walk(child, node.type === "element" ? [...ancestors, node] : ancestors, visit);
}

/** Inline code of a page that names a call outside the endpoint component. */
export function inlineCalls(html: string): string[] {
  const found: string[] = [];
  walk(fromHtml(html, { fragment: true }), [], (node, ancestors) => {
    if (node.tagName !== "code" || ancestors.some((a) => a.tagName === "pre" || isEndpoint(a))) return;
    const text = toString(node).trim();
    if (METHOD_AND_PATH.test(text) || urlWithPath(text)) found.push(text);
  });
  return found;
}

/** Ids of the endpoint blocks of a page, each with the heading anchors it sits under (innermost last). */
export function endpointBlocks(html: string): { id: string; sections: string[] }[] {
  const blocks: { id: string; sections: string[] }[] = [];
  const open: { level: number; id: string }[] = [];
  walk(fromHtml(html, { fragment: true }), [], (node) => {
    const heading = /^h([1-6])$/.exec(node.tagName);
    if (heading) {
      const level = Number(heading[1]);
      while (open.length && open[open.length - 1].level >= level) open.pop();
      open.push({ level, id: String(node.properties?.id ?? "") });
    }
    const id = node.properties?.dataOperation ?? node.properties?.dataWebhook;
    if (classes(node).includes("endpoint") && id) blocks.push({ id: String(id), sections: open.map((h) => h.id) });
  });
  return blocks;
}

describe("the detectors", () => {
  it("find a call written as inline code, by method and path or by the marketplace URL", () => {
    const host = hostUrls[0];
    const html = `<p>Chame <code>PUT /autoupload/bump/ad/{ad_id}</code> ou <code>${host}/autoupload/balance</code>.</p><table><tr><td><code>DELETE /autoservice/v1/lead/{id}</code></td></tr></table>`;
    expect(inlineCalls(html)).toEqual(["PUT /autoupload/bump/ad/{ad_id}", `${host}/autoupload/balance`, "DELETE /autoservice/v1/lead/{id}"]);
  });

  it("leave alone the endpoint component, code blocks, a bare method or field, and a host alone", () => {
    const host = hostUrls[0];
    const html = [
      `<div class="endpoint" data-operation="bumps.apply"><code class="endpoint-path">/autoupload/bump/ad/{ad_id}</code><p><code>${host}</code></p></div>`,
      `<a class="endpoint-ref" href="/destaque/bumps_put.html"><span class="endpoint-method">PUT</span> <code>PUT /autoupload/bump/ad/{ad_id}</code></a>`,
      `<pre><code>curl -X PUT "${host}/autoupload/bump/ad/1"</code></pre>`,
      "<p>Um <code>POST</code> com <code>access_token</code> em <code>/autoservice</code>, no host <code>" + host + "</code>.</p>",
    ].join("");
    expect(inlineCalls(html)).toEqual([]);
  });

  it("place each endpoint block under the headings that contain it", () => {
    const html =
      '<h2 id="a">A</h2><h3 id="a1">A1</h3><div class="endpoint" data-operation="x.one"></div><h2 id="b">B</h2><div class="endpoint" data-webhook="y.two"></div>';
    expect(endpointBlocks(html)).toEqual([
      { id: "x.one", sections: ["a", "a1"] },
      { id: "y.two", sections: ["b"] },
    ]);
  });
});

describe("the built pages", () => {
  let byPath: Map<string, Page>;
  beforeAll(async () => {
    const pages = (await buildRealSite()).manifest.pages;
    byPath = new Map(pages.map((page) => [page.path, page]));
  }, 300_000);

  it("never write a call as inline code: the endpoint block or a reference to it shows it", () => {
    const hits = [...byPath.values()].flatMap((page) => inlineCalls(page.html).map((text) => `${page.path}: ${text}`));
    expect(hits).toEqual([]);
  });

  it.each([...OPERATIONS.map((o) => ["operation", o.id, o.page] as const), ...WEBHOOKS.map((w) => ["webhook", w.id, w.page] as const)])(
    "render the %s %s from the catalogue on the page that documents it",
    (_kind, id, page: DocPage) => {
      const html = byPath.get(page.route)?.html;
      expect(html, `no page ${page.route}`).toBeDefined();
      const blocks = endpointBlocks(html!).filter((b) => b.id === id);
      expect(blocks.length, `${page.route} has no ::endpoint block of ${id}`).toBeGreaterThan(0);
      if (page.anchor)
        expect(
          blocks.some((b) => b.sections.includes(page.anchor!)),
          `${id}: block outside #${page.anchor}`,
        ).toBe(true);
    },
  );
});
