/**
 * Spec §2: Alt+← opens the previous page and Alt+→ the next one (reading
 * order). The neighbours are looked up when the key is pressed, from the URL
 * in the address bar, so quick repeated presses never act on the page before.
 * Ignored while typing, where Alt/Option+arrow moves by word.
 */
import { useNavigate } from "@remix-run/react";
import { useEffect } from "react";
import type { NavNode } from "../../../core/nav";
import { canonicalPath, previousAndNext } from "../reading-order";

const isEditable = (el: EventTarget | null) =>
  el instanceof HTMLElement && (el.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(el.tagName));

export function useAltArrowNavigation(nav: NavNode[]) {
  const navigate = useNavigate();
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (!event.altKey || event.ctrlKey || event.metaKey || event.shiftKey || isEditable(event.target)) return;
      if (event.key !== "ArrowLeft" && event.key !== "ArrowRight") return;
      const { previous, next } = previousAndNext(nav, canonicalPath(window.location.pathname));
      const target = event.key === "ArrowLeft" ? previous : next;
      if (!target) return;
      event.preventDefault();
      navigate(target.path);
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [nav, navigate]);
}
