/**
 * Which section the reader is in: the last of the given headings whose top
 * has passed the line just under the navbar. Recomputed on scroll (one
 * listener, per frame) and when the page changes.
 */
import { useEffect, useState } from "react";
import { useScrollPosition } from "./useScrollPosition";

function headingInView(slugs: string[]): string | undefined {
  const line = parseFloat(getComputedStyle(document.documentElement).fontSize) * 5;
  let current: string | undefined;
  for (const slug of slugs) {
    const el = document.getElementById(slug);
    if (!el) continue;
    if (el.getBoundingClientRect().top > line) break;
    current = slug;
  }
  // At the very bottom the last sections may never reach the line: the last one wins.
  const atBottom = window.innerHeight + window.scrollY >= document.documentElement.scrollHeight - 2;
  return atBottom && window.scrollY > 0 && slugs.length ? slugs[slugs.length - 1] : current;
}

export function useActiveHeading(slugs: string[]) {
  const [active, setActive] = useState<string | undefined>(undefined);
  const update = () => setActive(headingInView(slugs));
  useScrollPosition(update);
  const key = slugs.join(" ");
  useEffect(update, [key]); // eslint-disable-line react-hooks/exhaustive-deps
  return active;
}
