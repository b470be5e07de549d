/** A document's hydration data leaves out the HTML the document already shows. */
import { describe, expect, it } from "vitest";
import { withoutShownHtml } from "./document-data.server";

const handoff = (loaderData: unknown) => JSON.stringify({ future: {}, state: { loaderData } }).replace(/</g, "\\u003c").replace(/>/g, "\\u003e");

describe("withoutShownHtml", () => {
  it("drops the page, chrome and sidebar HTML and keeps everything else", () => {
    const out = withoutShownHtml(
      handoff({
        root: { sidebarHtml: "<nav>…</nav>", site: { title: "Portal" } },
        "routes/$": { page: { key: "a", title: "A", html: "<p>a</p>" }, chrome: { top: "<ol></ol>", tocInline: "", tocColumn: "<nav></nav>", bottom: "<footer></footer>" }, status: 200 },
      }),
    );
    const data = JSON.parse(out).state.loaderData;
    expect(data.root).toEqual({ site: { title: "Portal" } });
    expect(data["routes/$"]).toEqual({ page: { key: "a", title: "A" }, chrome: { tocInline: "" }, status: 200 });
  });

  it("keeps the result safe inside a <script>", () => {
    const out = withoutShownHtml(handoff({ "routes/$": { page: { title: "</script><script>alert(1)</script>", html: "<p>x</p>" } } }));
    expect(out).not.toMatch(/[<>]/);
    expect(JSON.parse(out).state.loaderData["routes/$"].page.title).toBe("</script><script>alert(1)</script>");
  });

  it("leaves a not-found page's data as it is", () => {
    const data = { "routes/$": { page: null, status: 404, witty: 2 } };
    expect(JSON.parse(withoutShownHtml(handoff(data))).state.loaderData).toEqual(data);
  });
});
