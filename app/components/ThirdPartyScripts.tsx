/**
 * Loads the configured third-party scripts for the page being shown and
 * keeps that true across client-side navigation (rule and reasons in
 * plugins/third-party-scripts.ts). A script React inserts never runs, so
 * they are added with the DOM API; the chat widget's tag is taken out again
 * on a page with an iframe.
 */
import { useEffect } from "react";
import { thirdPartyScriptsFor, type ThirdPartyId, type ThirdPartyUrls } from "../../plugins/third-party-scripts";

const IDS: ThirdPartyId[] = ["analytics", "chat-widget"];

export function ThirdPartyScripts({ urls, pageHtml }: { urls?: ThirdPartyUrls; pageHtml: string }) {
  const analyticsSrc = urls?.analyticsSrc;
  const chatWidgetSrc = urls?.chatWidgetSrc;
  useEffect(() => {
    const wanted = thirdPartyScriptsFor({ analyticsSrc, chatWidgetSrc }, pageHtml);
    for (const id of IDS) {
      const present = document.querySelector<HTMLScriptElement>(`script[data-third-party="${id}"]`);
      const want = wanted.find((s) => s.id === id);
      if (want && !present) {
        const script = document.createElement("script");
        script.src = want.src;
        script.async = true;
        script.dataset.thirdParty = id;
        document.body.appendChild(script);
      } else if (!want && present) {
        present.remove();
      }
    }
  }, [analyticsSrc, chatWidgetSrc, pageHtml]);
  return null;
}
