/**
 * /novidades.xml: the dated entries as an Atom 1.0 feed (RFC 4287), written
 * with the `feed` library. Deterministic: every date comes from the entries,
 * so an unchanged list gives the same file. Each entry links to the page
 * that documents the change; its id is its anchor on /novidades.html.
 */
import { inlineParts, KIND_LABELS, type Novidade } from "../../domain/novidades";
import type { SiteConfig } from "../../core/site-config";
import escapeHtml from "escape-html";

export const FEED_PATH = "/novidades.xml";
export const PAGE_PATH = "/novidades.html";

/** Calendar days are Brasília's (UTC−3 all year): midnight there. */
const brasiliaMidnight = (iso: string) => new Date(`${iso}T00:00:00-03:00`);

/** Plain text with `code` spans, as HTML. */
export const inlineHtml = (text: string) =>
  inlineParts(text)
    .map((part, i) => (i % 2 ? `<code>${escapeHtml(part)}</code>` : escapeHtml(part)))
    .join("");

/** Entry id → ISO time the entry last changed in the portal (./revised.ts): the feed's date for a change without one. */
export type EntryRevisions = Readonly<Record<string, string>>;

/** An entry's Atom date: the programme's date of the change, or, without one, when the portal last revised the entry. */
function entryUpdated(n: Novidade, revised: EntryRevisions): Date {
  if (n.date) return brasiliaMidnight(n.date);
  if (!revised[n.id]) throw new Error(`novidade "${n.id}" has no date and no revision time: the feed will not make one up`);
  return new Date(revised[n.id]);
}

const ATOM_ROOT = '<feed xmlns="http://www.w3.org/2005/Atom">';

export async function atomFeed(entries: readonly Novidade[], config: Pick<SiteConfig, "title" | "siteUrl">, revised: EntryRevisions = {}): Promise<string> {
  // Loaded when the feed is written: a content build never needs it.
  const { Feed } = await import("feed");
  const url = (path: string) => new URL(path, config.siteUrl).href;
  const dated = entries.map((n) => ({ n, updated: entryUpdated(n, revised) })).sort((a, b) => b.updated.getTime() - a.updated.getTime());
  const feed = new Feed({
    id: url(PAGE_PATH),
    title: `Novidades | ${config.title}`,
    description: "Mudanças datadas e anunciadas do programa de integração: o que muda, desde quando e onde está documentado.",
    link: url(PAGE_PATH),
    feedLinks: { atom: url(FEED_PATH) },
    language: "pt-BR",
    author: { name: config.title, link: url("/") },
    updated: dated.length ? dated[0].updated : new Date(0),
    generator: false,
  });
  for (const { n, updated } of dated) {
    // Without the programme's date, the entry's date is only when this text changed: the reader is told so.
    const when = n.date ? "" : " Sem data divulgada pelo marketplace.";
    feed.addItem({
      id: url(`${PAGE_PATH}#${n.id}`),
      title: inlineHtml(n.title),
      link: url(n.link.href),
      date: updated,
      description: `<p><strong>${KIND_LABELS[n.kind]}.</strong>${when} ${inlineHtml(n.summary)}</p><p>Documentação: <a href="${escapeHtml(url(n.link.href))}">${escapeHtml(n.link.label)}</a></p>`,
      category: [{ term: n.kind, name: KIND_LABELS[n.kind] }],
    });
  }
  const xml = feed.atom1();
  // The library writes no language on the feed; readers take the entries' language from xml:lang.
  if (!xml.includes(ATOM_ROOT)) throw new Error("atom feed: the feed element is not written as expected; cannot set xml:lang");
  return xml.replace(ATOM_ROOT, '<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="pt-BR">');
}
