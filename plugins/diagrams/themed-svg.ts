/**
 * Graphviz's SVG made fit for inline use in a page that has a light and a
 * dark theme:
 *  - colours: a diagram names colours from a small palette of Graphviz names,
 *    each drawn with one of the portal's theme tokens (CSS variables), so one
 *    SVG follows the reader's theme; any other colour fails the build,
 *    because it could not follow the theme;
 *  - edge labels get a halo in the page's background, so a line passing
 *    behind a label never crosses its letters;
 *  - what only a standalone file needs goes: XML prologue, comments, the
 *    per-node tooltips (`title`), ids (they would clash between diagrams);
 *  - the size stays proportional: the SVG shrinks with the column down to 80%
 *    of its natural width (text stays readable), then its box scrolls.
 */
import type { Element, ElementContent, Root } from "hast";

/** Graphviz colour name → what the browser paints, from the theme tokens (app/styles/tokens.css). */
export const THEME_COLOURS: Record<string, string> = {
  black: "currentColor",
  white: "rgb(var(--c-bg))",
  gray: "rgb(var(--c-muted))",
  lightgray: "rgb(var(--c-line))",
  whitesmoke: "rgb(var(--c-soft))",
  purple: "rgb(var(--c-accent))",
  lavender: "rgb(var(--c-accent-soft))",
  green: "rgb(var(--c-tip))",
  honeydew: "rgb(var(--c-tip-bg))",
  blue: "rgb(var(--c-info))",
  aliceblue: "rgb(var(--c-info-bg))",
  orange: "rgb(var(--c-warning))",
  cornsilk: "rgb(var(--c-warning-bg))",
  red: "rgb(var(--c-danger))",
  mistyrose: "rgb(var(--c-danger-bg))",
};
const UNPAINTED = new Set(["none", "transparent"]);
const PAINT = ["fill", "stroke"] as const;
const FONT_STACK = "Helvetica, Arial, sans-serif";
const LABEL_HALO = "paint-order:stroke;stroke:rgb(var(--c-bg));stroke-width:4px;stroke-linejoin:round";
const MIN_SCALE = 0.8;

function themeColour(value: string): string {
  const colour = THEME_COLOURS[value.toLowerCase().replace("grey", "gray")];
  if (!colour) throw new Error(`colour "${value}" cannot follow the light and dark themes; use one of: ${Object.keys(THEME_COLOURS).join(", ")}, none`);
  return colour;
}

function restyle(node: Element, inEdge: boolean) {
  const props = node.properties;
  delete props.id;
  delete props.xmlSpace;
  const styles: string[] = [];
  for (const name of PAINT) {
    const value = props[name];
    if (typeof value !== "string" || UNPAINTED.has(value)) continue;
    styles.push(`${name}:${themeColour(value)}`);
    delete props[name];
  }
  if (node.tagName === "text") {
    // Text Graphviz leaves black has no fill: it takes the diagram's colour (the page's text colour).
    if (props.fontFamily) props.fontFamily = FONT_STACK;
    if (inEdge) styles.push(LABEL_HALO);
  }
  if (styles.length) props.style = styles.join(";");
  const keep = (child: ElementContent) =>
    child.type === "element" ? child.tagName !== "title" : child.type === "text" && (node.tagName === "text" || child.value.trim() !== "");
  node.children = node.children.filter(keep);
  const edge = inEdge || (Array.isArray(props.className) && props.className.includes("edge"));
  for (const child of node.children) if (child.type === "element") restyle(child, edge);
}

/**
 * The `svg` element of Graphviz's output, themed; its size comes from its
 * viewBox (points drawn as CSS pixels). The HTML parser is loaded on first
 * use: the server loads the plugin list at start and never draws.
 */
export async function themedSvg(svgText: string): Promise<Element> {
  const { fromHtml } = await import("hast-util-from-html");
  const start = svgText.indexOf("<svg");
  const tree: Root = fromHtml(svgText.slice(start), { fragment: true });
  const svg = tree.children.find((c): c is Element => c.type === "element" && c.tagName === "svg");
  if (!svg) throw new Error("Graphviz returned no SVG");
  restyle(svg, false);
  const [, , width, height] = String(svg.properties.viewBox).split(/\s+/).map(Number);
  const w = Math.ceil(width);
  const h = Math.ceil(height);
  svg.properties = {
    viewBox: `0 0 ${width} ${height}`,
    width: w,
    height: h,
    style: `display:block;margin:0 auto;width:100%;height:auto;max-width:${w}px;min-width:${Math.round(w * MIN_SCALE)}px;fill:currentColor`,
  };
  return svg;
}
