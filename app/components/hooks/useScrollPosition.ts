/**
 * One passive scroll listener, throttled to animation frames, telling its
 * callback the vertical position and the previous one. Shared by the navbar
 * auto-hide and the back-to-top button.
 */
import { useEffect, useRef } from "react";

export function useScrollPosition(onScroll: (y: number, previousY: number) => void) {
  const callback = useRef(onScroll);
  callback.current = onScroll;
  useEffect(() => {
    let previous = window.scrollY;
    let frame = 0;
    const handle = () => {
      frame = 0;
      const y = window.scrollY;
      callback.current(y, previous);
      previous = y;
    };
    const schedule = () => (frame ||= requestAnimationFrame(handle));
    handle();
    window.addEventListener("scroll", schedule, { passive: true });
    return () => {
      window.removeEventListener("scroll", schedule);
      cancelAnimationFrame(frame);
    };
  }, []);
}
