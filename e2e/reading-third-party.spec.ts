/**
 * Spec §2 third-party scripts (plugins/third-party-scripts.ts): off by
 * default; when configured, analytics on every page and the chat widget only
 * on pages without an iframe, on full loads and across client-side navigation.
 *
 * Configuring means setting PORTAL_CHAT_WIDGET_SRC / PORTAL_ANALYTICS_SRC for
 * the server or the export; the only thing that changes in what the browser
 * gets is the root data's `thirdParty` URLs. The configured cases rewrite
 * exactly that field in the document's hydration data (Remix's turbo-stream) (null → local stand-in URLs on
 * 127.0.0.1, same origin so the server's CSP allows them), and the stand-in
 * scripts are answered by page.route: nothing leaves the machine. A document
 * rewritten that way no longer matches its Content-Security-Policy (which
 * lists the hashes of its inline scripts, as a configured server computes
 * them for its own documents), so the stand-in drops the policy; the policy
 * itself is tested in http-ssr.spec.ts.
 */
import { expect, test, type Page, type Route } from "@playwright/test";
import { followLinkTo, hydrated, isSameDocument, markDocument } from "./fixtures/reading";
import { manifest } from "./site";

/**
 * Remix's turbo-stream (the hydration data in a document, a navigation's `.data`): its first line is a flat
 * JSON array, each object's keys and values indices into it ("_3": the key at index 3). `edit` changes that
 * array; the other lines (none here: no loader defers data) are kept.
 */
function editTurboStream(payload: string, edit: (values: unknown[], at: (key: string) => string) => void): string {
  const [first, ...rest] = payload.split("\n");
  const values: unknown[] = JSON.parse(first);
  edit(values, (key) => `_${values.indexOf(key)}`);
  return [JSON.stringify(values), ...rest].join("\n");
}

/** The object of `values` that has all these keys. */
const holderOf = (values: unknown[], keys: string[]) =>
  values.find((v): v is Record<string, number> => typeof v === "object" && v !== null && !Array.isArray(v) && keys.every((k) => k in v));

/** The document with the root data's third-party URLs set (by default both are null: turbo-stream's -5). */
function documentWithThirdParty(html: string, chat: string, analytics: string): string {
  const enqueued = /(streamController\.enqueue\()("(?:[^"\\]|\\.)*")\)/;
  expect(html, "the document carries its data as Remix's stream").toMatch(enqueued);
  return html.replace(enqueued, (_all, call: string, literal: string) => {
    const payload = editTurboStream(JSON.parse(literal), (values, at) => {
      const thirdParty = holderOf(values, [at("chatWidgetSrc"), at("analyticsSrc")]);
      expect(thirdParty?.[at("chatWidgetSrc")], "the document carries the default (off) third-party data").toBe(-5);
      thirdParty![at("chatWidgetSrc")] = values.push(chat) - 1;
      thirdParty![at("analyticsSrc")] = values.push(analytics) - 1;
    });
    // As Remix writes it: no "<" in the script, so no string can close it.
    return `${call}${JSON.stringify(payload).replace(/</g, "\\u003c")})`;
  });
}

/** A navigation's data with the page's HTML starting with `prefix`. */
const dataWithHtmlPrefix = (payload: string, prefix: string) =>
  editTurboStream(payload, (values, at) => {
    const page = holderOf(values, [at("page")]);
    const pageObject = page && (values[page[at("page")]] as Record<string, number> | undefined);
    if (pageObject && at("html") in pageObject) values[pageObject[at("html")]] = prefix + values[pageObject[at("html")]];
  });
const contentPages = () => manifest.pages.filter((p) => !p.data.generated && !/<iframe[\s>/]/i.test(p.html));
const IFRAME = '<iframe title="Mapa da revenda" src="about:blank"></iframe>';

async function configure(page: Page, baseURL: string, pagesWithIframe: string[] = []) {
  const chat = `${baseURL}/__stand-in/chat-widget.js`;
  const analytics = `${baseURL}/__stand-in/analytics.js`;
  await page.route("**/__stand-in/*.js", (route) => {
    const name = route.request().url().includes("chat") ? "chat" : "analytics";
    return route.fulfill({ contentType: "text/javascript", body: `window.__loads=window.__loads||{};window.__loads.${name}=(window.__loads.${name}||0)+1;` });
  });
  const isDocument = (route: Route) => route.request().resourceType() === "document";
  await page.route(
    (url) => url.origin === new URL(baseURL).origin && !url.pathname.startsWith("/build/") && !url.pathname.includes("__stand-in"),
    async (route) => {
      // A request still in flight when the test moves on (a prefetch, the page closing) is dropped, not failed.
      const fetched = await route
        .fetch()
        .then(async (response) => ({ response, body: await response.text() }))
        .catch(() => undefined);
      if (!fetched) return route.abort().catch(() => undefined);
      const { response } = fetched;
      let body = fetched.body;
      const url = new URL(route.request().url());
      if (isDocument(route)) {
        body = documentWithThirdParty(body, chat, analytics);
        // As if the page embedded one (a document's data does not repeat the page's HTML: the DOM is what counts).
        if (pagesWithIframe.includes(url.pathname)) body = body.replace(/(<div class="prose prose-portal doc-body"[^>]*>)/, `$1${IFRAME}`);
        body = body.replace(/<meta http-equiv="Content-Security-Policy"[^>]*>/, "");
      } else if (url.pathname.endsWith(".data")) {
        // A navigation's data (Remix's single fetch: "/x.html.data", "/_root.data" for "/").
        const path = url.pathname === "/_root.data" ? "/" : url.pathname.slice(0, -".data".length);
        if (pagesWithIframe.some((p) => p === path || p === `${path}.html` || p.replace(/\.html$/, "") === path)) body = dataWithHtmlPrefix(body, IFRAME);
      }
      const { "content-security-policy": _policy, ...headers } = response.headers();
      return route.fulfill({ response, body, headers: { ...headers, "content-length": String(Buffer.byteLength(body)) } });
    },
  );
}

const loads = (page: Page) => page.evaluate(() => (window as any).__loads ?? {});
const scriptTag = (page: Page, id: string) => page.locator(`script[data-third-party="${id}"]`);

test("by default no third-party script is loaded, on load or after navigation", async ({ page, baseURL }) => {
  const foreign: string[] = [];
  page.on("request", (r) => {
    if (new URL(r.url()).origin !== baseURL) foreign.push(r.url());
  });
  const [a, b] = contentPages();
  await page.goto(a.path);
  await hydrated(page);
  await followLinkTo(page, b.path);
  await expect(page.locator("main h1")).toContainText(b.title);
  await expect(page.locator("script[data-third-party]")).toHaveCount(0);
  expect(foreign).toEqual([]);
});

test("when configured, analytics loads once per document and the chat widget on a page without an iframe", async ({ page, baseURL }) => {
  await configure(page, baseURL!);
  const [a, b] = contentPages();
  await page.goto(a.path);
  await hydrated(page);
  await expect.poll(() => loads(page)).toEqual({ analytics: 1, chat: 1 });
  await markDocument(page);
  await followLinkTo(page, b.path);
  await expect(page.locator("main h1")).toContainText(b.title);
  expect(await isSameDocument(page)).toBe(true);
  await expect(scriptTag(page, "chat-widget")).toHaveCount(1);
  await expect(scriptTag(page, "analytics")).toHaveCount(1);
  expect(await loads(page)).toEqual({ analytics: 1, chat: 1 });
});

test("when configured, a page with an iframe gets no chat widget, on a full load and after navigation", async ({ page, baseURL }) => {
  const [a, withIframe] = contentPages();
  await configure(page, baseURL!, [withIframe.path]);

  // Reached by client-side navigation from a page that had the widget: its tag is taken out.
  await page.goto(a.path);
  await hydrated(page);
  await expect(scriptTag(page, "chat-widget")).toHaveCount(1);
  await followLinkTo(page, withIframe.path);
  await expect(page.locator("main h1")).toContainText(withIframe.title);
  await expect(page.locator("main iframe")).toHaveCount(1);
  await expect(scriptTag(page, "chat-widget")).toHaveCount(0);
  await expect(scriptTag(page, "analytics")).toHaveCount(1);
  // And back on a page without one, the widget returns.
  await followLinkTo(page, a.path);
  await expect(page.locator("main h1")).toContainText(a.title);
  await expect(scriptTag(page, "chat-widget")).toHaveCount(1);

  // Opened directly.
  await page.goto(withIframe.path);
  await hydrated(page);
  await expect(page.locator("main iframe")).toHaveCount(1);
  await expect.poll(() => loads(page)).toEqual({ analytics: 1 });
  await expect(scriptTag(page, "chat-widget")).toHaveCount(0);
});
