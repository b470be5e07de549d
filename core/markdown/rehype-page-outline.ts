/**
 * Gives headings ASCII ids (accents folded, github-slugger rules) and records
 * what the rest of the build needs from a compiled page: its headers (table
 * of contents), its text split into sections (search: prose in `text`, code
 * blocks apart in `code`, so snippets read as prose while identifiers in
 * samples stay searchable; the key cells of tables again in `keys`), and every
 * link and id with its source line (link check).
 */
import GithubSlugger from "github-slugger";
import { toString } from "hast-util-to-string";
import { SKIP, visit } from "unist-util-visit";
import { foldAccents } from "../../domain/text/fold";
import type { PageHeader, PageLink, PageSection } from "../types";

export interface PageOutline {
  headers: PageHeader[];
  sections: PageSection[];
  links: PageLink[];
  ids: string[];
}

const HEADING = /^h([1-6])$/;

/**
 * A table cell that names something: the first cell of a row (a parameter,
 * a code, an error id) or a short label ("Quilometragem."). Search weighs
 * these as the terms a section defines, above the same word in prose.
 */
const MAX_LABEL_WORDS = 3;
function keyCell(row: any, cell: any): string | undefined {
  const text = toString(cell).replace(/\s+/g, " ").trim();
  if (!text) return undefined;
  const first = row.children.find((child: any) => child.type === "element") === cell;
  return first || text.split(" ").length <= MAX_LABEL_WORDS ? text : undefined;
}

function jsxAttr(node: any, name: string): string | undefined {
  const attr = node.attributes?.find((a: any) => a.type === "mdxJsxAttribute" && a.name === name);
  return typeof attr?.value === "string" ? attr.value : undefined;
}

export default function rehypePageOutline(outline: PageOutline) {
  return (tree: any) => {
    const slugger = new GithubSlugger();
    let current: PageSection = { slug: "", title: "", text: "", code: "", keys: "" };
    outline.sections.push(current);
    // Text nodes of code blocks, already counted in the section's `code`.
    const inCodeBlock = new WeakSet<object>();

    visit(tree, (node: any) => {
      // The "Testar" panel of an endpoint block repeats the call's example for the browser: not searched.
      if (node.type === "element" && Array.isArray(node.properties?.className) && node.properties.className.includes("try-it")) return SKIP;
      if (node.type === "element") {
        const level = HEADING.exec(node.tagName)?.[1];
        if (level) {
          const title = toString(node).trim();
          node.properties.id ??= slugger.slug(foldAccents(title));
          if (Number(level) >= 2 && Number(level) <= 4) outline.headers.push({ level: Number(level), title, slug: node.properties.id });
          current = { slug: node.properties.id, title, text: "", code: "", keys: "" };
          outline.sections.push(current);
        }
        if (node.tagName === "pre") {
          current.code += `${toString(node)}\n`;
          visit(node, "text", (text: object) => void inCodeBlock.add(text));
        }
        if (node.tagName === "tr") {
          for (const cell of node.children) {
            const key = cell.type === "element" && cell.tagName === "td" ? keyCell(node, cell) : undefined;
            if (key) current.keys += `${key}\n`;
          }
        }
        if (node.properties?.id) outline.ids.push(String(node.properties.id));
        if (node.tagName === "a" && typeof node.properties?.href === "string") {
          outline.links.push({ href: node.properties.href, line: node.position?.start?.line });
        }
      } else if (node.type === "text" && !inCodeBlock.has(node)) {
        current.text += `${node.value} `;
      } else if (node.type === "mdxJsxFlowElement" || node.type === "mdxJsxTextElement") {
        const id = jsxAttr(node, "id");
        if (id) outline.ids.push(id);
        const href = node.name === "a" ? jsxAttr(node, "href") : undefined;
        if (href) outline.links.push({ href, line: node.position?.start?.line });
      }
    });
    outline.sections = outline.sections.filter((s) => s.title || s.text.trim() || s.code?.trim());
    for (const s of outline.sections) {
      s.text = s.text.replace(/\s+/g, " ").trim();
      s.code = s.code?.trim();
      s.keys = s.keys?.trim();
    }
  };
}
