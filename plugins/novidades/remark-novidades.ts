/**
 * `::novidades` in an MDX page becomes the list of dated changes
 * (domain/novidades), grouped as groupNovidades() says: a heading per group,
 * and per change a heading (its date and title; its id as anchor), its kind
 * and summary, and a link to the page that documents it. Real mdast, so search,
 * the table of contents and the link check see it like written text.
 * `::novidades-feed` is the paragraph that offers the Atom feed.
 */
import type { Heading, Paragraph, PhrasingContent, Root, RootContent } from "mdast";
import { visit } from "unist-util-visit";
import { formatDate, groupNovidades, inlineParts, KIND_LABELS, type Novidade, type NovidadeKind } from "../../domain/novidades";
import { FEED_PATH } from "./atom-feed";

const BADGE_TYPES: Record<NovidadeKind, string> = { anunciado: "warning", descontinuado: "deprecated", "em-vigor": "info", novo: "new" };

const text = (value: string): PhrasingContent => ({ type: "text", value });
const inline = (value: string): PhrasingContent[] =>
  inlineParts(value)
    .map((part, i): PhrasingContent => (i % 2 ? { type: "inlineCode", value: part } : text(part)))
    .filter((node) => node.type !== "text" || node.value !== "");
const badge = (kind: NovidadeKind): PhrasingContent =>
  ({ type: "emphasis", data: { hName: "span", hProperties: { className: ["badge", `badge-${BADGE_TYPES[kind]}`] } }, children: [text(KIND_LABELS[kind])] }) as PhrasingContent;

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

/**
 * The feed is a file this plugin serves, not a page, so the link check (which
 * only knows pages) must not see it: the anchor gets its href from
 * rehypeFeedLink, after the page's links have been recorded.
 */
function feedParagraph(): Paragraph {
  const link = { type: "emphasis", data: { hName: "a", hProperties: { dataFeedLink: FEED_PATH } }, children: [text("Assine o feed das novidades")] };
  return { type: "paragraph", children: [link as PhrasingContent, text(" no seu leitor de feeds para saber de cada mudança nova assim que ela entrar nesta página.")] };
}

export default function remarkNovidades() {
  return (tree: Root) => {
    visit(tree, "leafDirective", (node: any, index, parent: any) => {
      if (node.name !== "novidades" && node.name !== "novidades-feed") return;
      if (Object.keys(node.attributes ?? {}).length) throw new Error(`line ${node.position?.start?.line}: ::${node.name} takes no attributes`);
      parent.children.splice(index, 1, ...(node.name === "novidades" ? novidadesNodes() : [feedParagraph()]));
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
