/**
 * `::novidades` in an MDX page becomes the list of dated changes
 * (domain/novidades), grouped as groupNovidades() says: a heading per group,
 * and per change a heading (its date and title; its id as anchor), its kind
 * and summary, and a link to the page that documents it. Real mdast, so search,
 * the table of contents and the link check see it like written text.
 * `::novidades-feed` is the paragraph that offers the Atom feed.
 * `::novidades-recentes{limit="5"}` is the short list of the latest changes
 * (recentNovidades), one line each, for the home page, with the way to all
 * of them and to the feed.
 */
import type { Heading, Paragraph, PhrasingContent, Root, RootContent } from "mdast";
import { visit } from "unist-util-visit";
import type { List, ListItem } from "mdast";
import { formatDate, groupNovidades, inlineParts, KIND_LABELS, recentNovidades, type Novidade, type NovidadeKind } from "../../domain/novidades";
import { FEED_PATH, PAGE_PATH } from "./atom-feed";

const BADGE_TYPES: Record<NovidadeKind, string> = { anunciado: "warning", descontinuado: "deprecated", "em-vigor": "info", novo: "new" };

const text = (value: string): PhrasingContent => ({ type: "text", value });
const inline = (value: string): PhrasingContent[] =>
  inlineParts(value)
    .map((part, i): PhrasingContent => (i % 2 ? { type: "inlineCode", value: part } : text(part)))
    .filter((node) => node.type !== "text" || node.value !== "");
const badge = (kind: NovidadeKind): PhrasingContent =>
  ({
    type: "emphasis",
    data: { hName: "span", hProperties: { className: ["badge", `badge-${BADGE_TYPES[kind]}`] } },
    children: [text(KIND_LABELS[kind])],
  }) as PhrasingContent;

function entryNodes(n: Novidade): RootContent[] {
  const heading: Heading = {
    type: "heading",
    depth: 3,
    data: { hProperties: { id: n.id } },
    children: [...(n.date ? [text(`${formatDate(n.date)} · `)] : []), ...inline(n.title)],
  };
  // The kind opens the summary, not the heading: the table of contents and search read headings as titles.
  const summary: Paragraph = { type: "paragraph", children: [badge(n.kind), text(" "), ...inline(n.summary)] };
  const link: Paragraph = { type: "paragraph", children: [text("Documentação: "), { type: "link", url: n.link.href, children: [text(n.link.label)] }] };
  return [heading, summary, link];
}

export function novidadesNodes(): RootContent[] {
  return groupNovidades().flatMap((group) => [
    { type: "heading", depth: 2, children: [text(group.title)] } satisfies Heading,
    ...group.entries.flatMap(entryNodes),
  ]);
}

/** One line per change: its kind, date and title, the title linking to its entry on the Novidades page. */
function recentNodes(limit: number): RootContent[] {
  const items = recentNovidades(limit).map(
    (n): ListItem => ({
      type: "listItem",
      children: [
        {
          type: "paragraph",
          children: [
            badge(n.kind),
            text(" "),
            ...(n.date
              ? [
                  { type: "emphasis", data: { hName: "time", hProperties: { dateTime: n.date } }, children: [text(formatDate(n.date))] } as PhrasingContent,
                  text(" · "),
                ]
              : []),
            { type: "link", url: `${PAGE_PATH}#${n.id}`, children: inline(n.title) },
          ],
        },
      ],
    }),
  );
  const list: List = { type: "list", ordered: false, spread: false, data: { hProperties: { className: ["novidades-recentes"] } }, children: items };
  const more: Paragraph = {
    type: "paragraph",
    children: [{ type: "link", url: PAGE_PATH, children: [text("Todas as novidades")] }, text(" · "), feedLink("feed Atom")],
  };
  return [list, more];
}

const feedLink = (label: string) =>
  ({ type: "emphasis", data: { hName: "a", hProperties: { dataFeedLink: FEED_PATH } }, children: [text(label)] }) as PhrasingContent;

/**
 * The feed is a file this plugin serves, not a page, so the link check (which
 * only knows pages) must not see it: the anchor gets its href from
 * rehypeFeedLink, after the page's links have been recorded.
 */
function feedParagraph(): Paragraph {
  return {
    type: "paragraph",
    children: [feedLink("Assine o feed das novidades"), text(" no seu leitor de feeds para saber de cada mudança nova assim que ela entrar nesta página.")],
  };
}

/** The nodes a directive stands for; its attributes checked, the line named on a mistake. */
function directiveNodes(node: any): RootContent[] | undefined {
  const fail = (message: string): never => {
    throw new Error(`line ${node.position?.start?.line}: ::${node.name} ${message}`);
  };
  const attributes = Object.keys(node.attributes ?? {});
  if (node.name === "novidades-recentes") {
    if (attributes.some((a) => a !== "limit")) fail('takes only limit="N"');
    const limit = Number(node.attributes?.limit ?? 5);
    if (!Number.isInteger(limit) || limit < 1) fail(`limit must be a whole number from 1, got "${node.attributes.limit}"`);
    return recentNodes(limit);
  }
  if (node.name !== "novidades" && node.name !== "novidades-feed") return undefined;
  if (attributes.length) fail("takes no attributes");
  return node.name === "novidades" ? novidadesNodes() : [feedParagraph()];
}

export default function remarkNovidades() {
  return (tree: Root) => {
    visit(tree, "leafDirective", (node: any, index, parent: any) => {
      const nodes = directiveNodes(node);
      if (!nodes) return;
      parent.children.splice(index, 1, ...nodes);
      return index;
    });
  };
}

export function rehypeFeedLink() {
  return (tree: any) => {
    visit(tree, "element", (node: any) => {
      if (node.tagName === "a" && node.properties?.dataFeedLink) {
        node.properties.href = node.properties.dataFeedLink;
        delete node.properties.dataFeedLink;
      }
    });
  };
}
