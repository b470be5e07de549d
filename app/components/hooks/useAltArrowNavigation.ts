/**
 * Spec §2: Alt+← opens the previous page and Alt+→ the next one (reading
 * order). Ignored while typing, where Alt/Option+arrow moves by word.
 */
import { useNavigate } from "@remix-run/react";
import { useEffect } from "react";

const isEditable = (el: EventTarget | null) =>
  el instanceof HTMLElement && (el.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(el.tagName));

export function useAltArrowNavigation(previous: string | undefined, next: string | undefined) {
  const navigate = useNavigate();
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (!event.altKey || event.ctrlKey || event.metaKey || event.shiftKey || isEditable(event.target)) return;
      const target = event.key === "ArrowLeft" ? previous : event.key === "ArrowRight" ? next : undefined;
      if (!target) return;
      event.preventDefault();
      navigate(target);
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [previous, next, navigate]);
}
