/**
 * Where the suggestions go: under the input, as wide as fits (36rem at most),
 * never past either edge of the viewport. At 375 px that is the full width
 * minus a margin. Fixed coordinates, rendered in a portal on <body>, so a
 * sticky, blurred or clipped navbar cannot trap or cut the list.
 */
import type { CSSProperties } from "react";

const MAX_WIDTH = 576;
const MARGIN = 8;
const GAP = 6;

export function popupPosition(anchor: HTMLElement): CSSProperties {
  const rect = anchor.getBoundingClientRect();
  const viewportWidth = document.documentElement.clientWidth;
  const width = Math.min(MAX_WIDTH, viewportWidth - 2 * MARGIN);
  const left = Math.max(MARGIN, Math.min(rect.left, viewportWidth - MARGIN - width));
  const top = rect.bottom + GAP;
  return { position: "fixed", top, left, width, maxHeight: `calc(100dvh - ${Math.round(top + MARGIN)}px)` };
}
