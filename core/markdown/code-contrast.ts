/**
 * Applied to each block Shiki highlights (rehype-highlight.ts). The
 * github-light/github-dark themes have a few token colours (comments, orange
 * constants) below WCAG AA on their backgrounds, and light ones that read
 * faint on a bright screen. This sets the portal's code backgrounds on the
 * block and nudges every token colour that reads worse than its theme's
 * target towards black (light theme) or white (dark theme) until it passes.
 * Build time only: the browser gets fixed colours, no code.
 */
import { visit } from "unist-util-visit";

/**
 * Code backgrounds, also used by app/styles (via the inline --shiki-* variables).
 * The dark one is lighter than the dark page (#0d1117), so a block stands out from it.
 */
export const CODE_BG = { light: "#f6f8fa", dark: "#22272e" };
/**
 * Contrast each token must reach. AA is 4.5 and highlighted lines tint the
 * background a little; light tokens aim higher, so pale blues and oranges
 * read as firmly as the text around them.
 */
export const CODE_CONTRAST = { light: 6, dark: 5 };

type Rgb = [number, number, number];

function parseHex(value: string): Rgb | undefined {
  const m = /^#([0-9a-f]{3}|[0-9a-f]{6})([0-9a-f]{2})?$/i.exec(value.trim());
  if (!m) return undefined;
  const h = m[1].length === 3 ? [...m[1]].map((c) => c + c).join("") : m[1];
  return [0, 2, 4].map((i) => parseInt(h.slice(i, i + 2), 16)) as Rgb;
}

const toHex = (rgb: Rgb) => `#${rgb.map((c) => Math.round(c).toString(16).padStart(2, "0")).join("")}`;

function luminance([r, g, b]: Rgb) {
  const lin = (c: number) => ((c /= 255) <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4);
  return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
}

export function contrast(a: Rgb, b: Rgb) {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
}

/** The colour itself when it passes, else the first mix towards black/white that does. */
export function readableOn(color: string, background: string, target: number): string {
  const fg = parseHex(color);
  const bg = parseHex(background);
  if (!fg || !bg || contrast(fg, bg) >= target) return color;
  const towards = luminance(bg) > 0.5 ? 0 : 255;
  for (let t = 0.05; t <= 1; t += 0.05) {
    const mixed = fg.map((c) => c + (towards - c) * t) as Rgb;
    if (contrast(mixed, bg) >= target) return toHex(mixed);
  }
  return towards ? "#ffffff" : "#000000";
}

function fixStyle(style: string, isBlock: boolean): string {
  let out = style
    .replace(/(^|;)color:(#[0-9a-fA-F]+)/, (_, sep, c) => `${sep}color:${readableOn(c, CODE_BG.light, CODE_CONTRAST.light)}`)
    .replace(/--shiki-dark:(#[0-9a-fA-F]+)/, (_, c) => `--shiki-dark:${readableOn(c, CODE_BG.dark, CODE_CONTRAST.dark)}`);
  if (isBlock)
    out = out
      .replace(/background-color:#[0-9a-fA-F]+/, `background-color:${CODE_BG.light}`)
      .replace(/--shiki-dark-bg:#[0-9a-fA-F]+/, `--shiki-dark-bg:${CODE_BG.dark}`);
  return out;
}

/** A token's style fixed, by its style: the two themes give a few dozen, and the portal's blocks tens of thousands of tokens. */
const fixedTokenStyles = new Map<string, string>();
function fixTokenStyle(style: string): string {
  let fixed = fixedTokenStyles.get(style);
  if (fixed === undefined) fixedTokenStyles.set(style, (fixed = fixStyle(style, false)));
  return fixed;
}

/** Fixes the colours of one highlighted `pre` (Shiki's output) in place. */
export function fixCodeContrast(pre: any) {
  visit(pre, "element", (node: any) => {
    if (typeof node.properties?.style !== "string") return;
    node.properties.style = node === pre ? fixStyle(node.properties.style, true) : fixTokenStyle(node.properties.style);
  });
}
