/**
 * /novidades.xml: the dated entries as an Atom 1.0 feed (RFC 4287), written
 * with the `feed` library. Deterministic: every date comes from the entries,
 * so an unchanged list gives the same file. Each entry links to the page
 * that documents the change; its id is its anchor on /novidades.html.
 */
import { inlineParts, KIND_LABELS, novidadeDate, type Novidade } from "../../domain/novidades";
import type { SiteConfig } from "../../core/site-config";

export const FEED_PATH = "/novidades.xml";
export const PAGE_PATH = "/novidades.html";

/** Calendar days are Brasília's (UTC−3 all year): midnight there. */
const brasiliaMidnight = (iso: string) => new Date(`${iso}T00:00:00-03:00`);

const escapeHtml = (s: string) => s.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);
/** Plain text with `code` spans, as HTML. */
export const inlineHtml = (text: string) => inlineParts(text).map((part, i) => (i % 2 ? `<code>${escapeHtml(part)}</code>` : escapeHtml(part))).join("");

export async function atomFeed(entries: readonly Novidade[], config: Pick<SiteConfig, "title" | "siteUrl">): Promise<string> {
  // Loaded when the feed is written: a content build never needs it.
  const { Feed } = await import("feed");
  const url = (path: string) => new URL(path, config.siteUrl).href;
  const sorted = [...entries].sort((a, b) => novidadeDate(b).localeCompare(novidadeDate(a)));
  const feed = new Feed({
    id: url(PAGE_PATH),
    title: `Novidades | ${config.title}`,
    description: "Mudanças datadas e anunciadas do programa de integração: o que muda, desde quando e onde está documentado.",
    link: url(PAGE_PATH),
    feedLinks: { atom: url(FEED_PATH) },
    language: "pt-BR",
    author: { name: config.title, link: url("/") },
    updated: sorted.length ? brasiliaMidnight(novidadeDate(sorted[0])) : new Date(0),
    generator: false,
  });
  for (const n of sorted) {
    feed.addItem({
      id: url(`${PAGE_PATH}#${n.id}`),
      title: inlineHtml(n.title),
      link: url(n.link.href),
      date: brasiliaMidnight(novidadeDate(n)),
      description: `<p><strong>${KIND_LABELS[n.kind]}.</strong> ${inlineHtml(n.summary)}</p><p>Documentação: <a href="${escapeHtml(url(n.link.href))}">${escapeHtml(n.link.label)}</a></p>`,
      category: [{ term: n.kind, name: KIND_LABELS[n.kind] }],
    });
  }
  return feed.atom1();
}
