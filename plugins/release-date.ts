/**
 * Elements marked `data-release="YYYY-MM-DD"` disappear once the reader's
 * date is later than that date. Exported HTML is built on another day, so the
 * decision is made in the browser: a tiny head script turns the page's
 * expired dates into CSS before first paint (no flash). Client-side
 * navigation applies the same rule (see app/components/PageContent.tsx).
 */
import { definePlugin } from "../core/plugin";

const DATE_ATTR = /data-release="(\d{4}-\d{2}-\d{2})"/g;

/** Local date as YYYY-MM-DD, compared as a string with the release date. */
export const hideExpiredScript = (dates: string[]) =>
  `(function(d){var n=new Date(),t=n.getFullYear()+"-"+("0"+(n.getMonth()+1)).slice(-2)+"-"+("0"+n.getDate()).slice(-2),c="";` +
  `for(var i=0;i<d.length;i++)if(t>d[i])c+='[data-release="'+d[i]+'"]{display:none!important}';` +
  `if(c){var s=document.createElement("style");s.textContent=c;document.head.appendChild(s)}})(${JSON.stringify(dates)})`;

export function releaseDatesIn(html: string): string[] {
  return [...new Set([...html.matchAll(DATE_ATTR)].map((m) => m[1]))].sort();
}

export default definePlugin({
  name: "release-date",
  setup: () => ({
    pageHeadTags(page) {
      const dates = releaseDatesIn(page.html);
      if (dates.length) return [{ tag: "script", attrs: { "data-release-dates": dates.join(" ") }, content: hideExpiredScript(dates) }];
    },
  }),
});
