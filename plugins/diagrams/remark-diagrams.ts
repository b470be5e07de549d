/**
 * A fenced block in Graphviz's language becomes a figure with the drawing as
 * inline SVG, at build time:
 *
 *   ```dot title="Ciclo do webhook" desc="Sem webhook, POST cria (201)…"
 *   digraph { … }
 *   ```
 *
 * `title` is the figure's caption and the drawing's accessible name; `desc`
 * tells the same as the drawing in words (screen readers, search, the
 * plain-text copy of the site). Both are required. A DOT syntax error, a
 * missing title or description, or a colour outside the theme palette fails
 * the build with the page's line.
 *
 * Runs as a remark step, before code blocks are wrapped and highlighted, so a
 * diagram is never treated as code. The browser gets SVG and no script.
 */
import type { Element, ElementContent } from "hast";
import type { Code, Root } from "mdast";
import { visit } from "unist-util-visit";
import { DiagramSyntaxError, renderDotCached, type DiagramCache } from "./render-dot";

export const DIAGRAM_LANGUAGE = "dot";

const ATTRIBUTE = /(\w+)="([^"]*)"/g;
const REQUIRED = ["title", "desc"] as const;

function fail(line: number | undefined, message: string): never {
  throw new Error(line ? `line ${line}: ${message}` : message);
}

function captions(code: Code) {
  const line = code.position?.start.line;
  const attrs = Object.fromEntries([...(code.meta ?? "").matchAll(ATTRIBUTE)].map((m) => [m[1], m[2].trim()]));
  for (const name of Object.keys(attrs))
    if (!(REQUIRED as readonly string[]).includes(name)) fail(line, `\`\`\`${DIAGRAM_LANGUAGE}: unknown attribute "${name}" (use title="…" desc="…")`);
  for (const name of REQUIRED)
    if (!attrs[name])
      fail(
        line,
        `\`\`\`${DIAGRAM_LANGUAGE}: ${name}="…" is required (the diagram's ${name === "title" ? "caption and accessible name" : "description in words"})`,
      );
  return attrs as Record<(typeof REQUIRED)[number], string>;
}

const text = (value: string): ElementContent => ({ type: "text", value });
const element = (tagName: string, properties: Element["properties"], children: ElementContent[]): Element => ({
  type: "element",
  tagName,
  properties,
  children,
});

function figure(svg: Element, { title, desc }: { title: string; desc: string }, id: string) {
  svg.properties = { ...svg.properties, role: "img", ariaLabelledBy: [`${id}-title`], ariaDescribedBy: [`${id}-desc`] };
  svg.children.unshift(element("title", { id: `${id}-title` }, [text(title)]), element("desc", { id: `${id}-desc` }, [text(desc)]));
  return {
    type: "diagram",
    data: {
      hName: "figure",
      hProperties: { className: ["diagram"], dataDiagram: DIAGRAM_LANGUAGE },
      hChildren: [
        // Scrolls sideways when the column is narrower than the drawing can shrink; focusable so the keyboard can scroll it too.
        element("div", { className: ["diagram-scroll"], tabIndex: 0, style: "overflow-x:auto" }, [svg]),
        element("figcaption", {}, [text(title)]),
      ],
    },
  };
}

export default function remarkDiagrams(cache: DiagramCache = {}) {
  return async (tree: Root) => {
    const blocks: { code: Code; index: number; parent: any }[] = [];
    visit(tree, "code", (code, index, parent) => {
      if (code.lang === DIAGRAM_LANGUAGE && parent && index !== undefined) blocks.push({ code, index, parent });
    });
    let count = 0;
    for (const { code, index, parent } of blocks) {
      const line = code.position?.start.line;
      const meta = captions(code);
      let svg: Element;
      try {
        svg = await renderDotCached(code.value, cache);
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        // The fence is on `line`; the DOT text starts on the next one.
        const at = error instanceof DiagramSyntaxError && error.dotLine && line ? line + error.dotLine : line;
        fail(at, `\`\`\`${DIAGRAM_LANGUAGE}: ${message}`);
      }
      parent.children[index] = figure(svg, meta, `diagram-${++count}`);
    }
  };
}
