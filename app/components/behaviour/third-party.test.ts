import { describe, expect, it } from "vitest";
import { embedsIframe, publicThirdPartyUrls, thirdPartyScriptsFor } from "./third-party";

const urls = { chatWidgetSrc: "https://chat.example/w.js", analyticsSrc: "https://stats.example/a.js" };

describe("third-party scripts", () => {
  it("loads nothing when no URL is configured (the default)", () => {
    expect(thirdPartyScriptsFor({}, "<p>x</p>")).toEqual([]);
    expect(publicThirdPartyUrls({ thirdParty: {} })).toEqual({ chatWidgetSrc: null, analyticsSrc: null });
  });

  it("loads analytics everywhere and the chat widget only on pages without an iframe", () => {
    expect(thirdPartyScriptsFor(urls, "<p>texto</p>").map((s) => s.id)).toEqual(["analytics", "chat-widget"]);
    expect(thirdPartyScriptsFor(urls, '<p>vídeo</p><iframe src="https://v.example/1"></iframe>').map((s) => s.id)).toEqual(["analytics"]);
  });

  it("recognises an iframe tag, not the word", () => {
    expect(embedsIframe("<IFRAME src=x>")).toBe(true);
    expect(embedsIframe("<iframe/>")).toBe(true);
    expect(embedsIframe("<p>use um &lt;iframe&gt; ou iframes</p>")).toBe(false);
  });
});
