/** A document's hydration data leaves out the HTML it shows, and the browser puts it back before hydrating. */
import { describe, expect, it } from "vitest";
import { restoreShownHtml, SHOWN_HTML_ATTR, withoutShownHtml } from "./shown-html";

const pageData = () => ({
  root: { sidebarHtml: "<nav>…</nav>", site: { title: "Portal" } },
  "routes/$": { page: { key: "a", title: "A", html: "<p>a</p>" }, chrome: { top: "<ol></ol>", tocInline: "", tocColumn: "<nav></nav>", bottom: "<footer></footer>" }, status: 200 },
});

/** The elements a document shows, as the browser would find them. */
const shownDom = (fields: Record<string, string>) => ({
  querySelectorAll: (selector: string) => {
    expect(selector).toBe(`[${SHOWN_HTML_ATTR}]`);
    return Object.entries(fields).map(([field, innerHTML]) => ({ getAttribute: () => field, innerHTML }));
  },
});

describe("shown HTML", () => {
  it("leaves out the page, chrome and sidebar HTML, keeps everything else, and leaves the data it was given whole", () => {
    const data = pageData();
    const handoff = withoutShownHtml(data);
    expect(handoff.root).toEqual({ site: { title: "Portal" } });
    expect(handoff["routes/$"]).toEqual({ page: { key: "a", title: "A" }, chrome: { tocInline: "" }, status: 200 });
    // The document is rendered from the data after its handoff is made.
    expect(data).toEqual(pageData());
  });

  it("puts back exactly what was dropped from the elements that show it, whatever the page route is called", () => {
    const data: Record<string, any> = withoutShownHtml(pageData());
    restoreShownHtml(data, shownDom({ sidebar: "<nav>…</nav>", content: "<p>a</p>", breadcrumbs: "<ol></ol>", "toc-column": "<nav></nav>", "page-footer": "<footer></footer>" }) as any);
    expect(data).toEqual(pageData());
  });

  it("never overwrites data that is there, and ignores unknown field names", () => {
    const data: Record<string, any> = pageData();
    restoreShownHtml(data, shownDom({ content: "<p>from the DOM</p>", "not-a-field": "<p>x</p>" }) as any);
    expect(data).toEqual(pageData());
  });

  it("leaves a not-found page's data as it is", () => {
    expect(withoutShownHtml({ "routes/$": { page: null, status: 404, witty: 2 } })).toEqual({ "routes/$": { page: null, status: 404, witty: 2 } });
  });
});
