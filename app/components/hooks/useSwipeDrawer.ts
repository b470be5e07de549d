/**
 * Spec §2 on phones (below 720 px): a swipe right of at least 40 px that
 * starts near the left edge opens the sidebar drawer; a swipe left of at least
 * 40 px closes it. Mostly horizontal swipes only, so scrolling never toggles it.
 */
import { useEffect, useRef } from "react";

export const SWIPE_THRESHOLD = 40;
/** How close to the left edge an opening swipe must start. */
export const SWIPE_EDGE = 60;
export const MOBILE_QUERY = "(max-width: 719px)";

export function useSwipeDrawer(open: boolean, setOpen: (open: boolean) => void) {
  const state = useRef({ open, setOpen });
  state.current = { open, setOpen };
  useEffect(() => {
    let start: { x: number; y: number } | undefined;
    const onStart = (event: TouchEvent) => {
      const t = event.touches[0];
      start = event.touches.length === 1 && matchMedia(MOBILE_QUERY).matches ? { x: t.clientX, y: t.clientY } : undefined;
    };
    const onEnd = (event: TouchEvent) => {
      const t = event.changedTouches[0];
      if (!start || !t) return;
      const dx = t.clientX - start.x;
      const dy = t.clientY - start.y;
      const from = start;
      start = undefined;
      if (Math.abs(dx) < SWIPE_THRESHOLD || Math.abs(dy) > Math.abs(dx)) return;
      if (dx > 0 && !state.current.open && from.x <= SWIPE_EDGE) state.current.setOpen(true);
      else if (dx < 0 && state.current.open) state.current.setOpen(false);
    };
    window.addEventListener("touchstart", onStart, { passive: true });
    window.addEventListener("touchend", onEnd, { passive: true });
    return () => {
      window.removeEventListener("touchstart", onStart);
      window.removeEventListener("touchend", onEnd);
    };
  }, []);
}
