/**
 * A document's loaders hand the HTML it shows to the document instead of returning it in their data, and the
 * browser reads it back from the document: the hydration data carries it once, never rewritten.
 */
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { handOverShownHtml, ServerHtml, SHOWN_HTML_ATTR, ShownHtmlContext, shownHtmlOf, type ShownHtml } from "./shown-html";

const pageData = () => ({
  page: { key: "a", title: "A", html: "<p>a</p>" },
  chrome: { top: "<ol></ol>", tocInline: "", tocColumn: "<nav></nav>", bottom: "<footer></footer>" },
  status: 200,
});
const rootData = () => ({ sidebarHtml: "<nav>…</nav>", footerHtml: "<footer>site</footer>", site: { title: "Portal" } });

/** The elements a document shows, as the browser would find them. */
const shownDom = (fields: Record<string, string>) => ({
  querySelectorAll: (selector: string) => {
    expect(selector).toBe(`[${SHOWN_HTML_ATTR}]`);
    return Object.entries(fields).map(([field, innerHTML]) => ({ getAttribute: () => field, innerHTML }));
  },
});

describe("the HTML a document shows", () => {
  it("leaves a document's page data without the page and chrome HTML, which goes to the document, and keeps the data it was given whole", () => {
    const data = pageData();
    const shown: ShownHtml = {};
    expect(handOverShownHtml(data, "page", shown)).toEqual({ page: { key: "a", title: "A" }, chrome: {}, status: 200 });
    expect(shown).toEqual({ content: "<p>a</p>", breadcrumbs: "<ol></ol>", "toc-inline": "", "toc-column": "<nav></nav>", "page-footer": "<footer></footer>" });
    expect(data).toEqual(pageData());
  });

  it("leaves a document's root data without the sidebar and footer, and the page's fields to the page route", () => {
    const shown: ShownHtml = {};
    expect(handOverShownHtml(rootData(), "root", shown)).toEqual({ site: { title: "Portal" } });
    expect(shown).toEqual({ sidebar: "<nav>…</nav>", footer: "<footer>site</footer>" });
  });

  it("returns a data request's data as it is (no record in the load context)", () => {
    const data = pageData();
    expect(handOverShownHtml(data, "page", undefined)).toBe(data);
  });

  it("leaves a not-found page's data as it is", () => {
    const shown: ShownHtml = {};
    expect(handOverShownHtml({ page: null, status: 404, witty: 2 }, "page", shown)).toEqual({ page: null, status: 404, witty: 2 });
    expect(shown).toEqual({});
  });

  it("reads back, in the browser, what each named element shows, ignoring unknown names", () => {
    const dom = shownDom({ sidebar: "<nav>…</nav>", content: "<p>a</p>", "not-a-field": "<p>x</p>" });
    expect(shownHtmlOf(dom as unknown as ParentNode)).toEqual({ sidebar: "<nav>…</nav>", content: "<p>a</p>" });
  });
});

describe("<ServerHtml>", () => {
  const render = (html: string | undefined, shown: ShownHtml) =>
    renderToStaticMarkup(createElement(ShownHtmlContext.Provider, { value: shown }, createElement(ServerHtml, { field: "content", html })));

  it("shows the document's HTML when the data left it out, and the data's after a navigation", () => {
    expect(render(undefined, { content: "<p>document</p>" })).toBe(`<div ${SHOWN_HTML_ATTR}="content"><p>document</p></div>`);
    expect(render("<p>next page</p>", { content: "<p>document</p>" })).toBe(`<div ${SHOWN_HTML_ATTR}="content"><p>next page</p></div>`);
  });

  it("renders nothing for an empty field, from the data or from the document", () => {
    expect(render("", { content: "<p>document</p>" })).toBe("");
    expect(render(undefined, { content: "" })).toBe("");
    expect(render(undefined, {})).toBe("");
  });
});
