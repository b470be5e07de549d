/**
 * Spec §2: `s` and `/` put the cursor in the search box, unless the reader
 * is typing somewhere else or holds a modifier (Alt+arrows, Ctrl+S stay theirs).
 */
import { useEffect } from "react";

export const SEARCH_HOTKEYS = ["s", "/"];

function isTypingTarget(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || target instanceof HTMLInputElement || target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement;
}

export function useSearchHotkeys(onHotkey: () => void) {
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.ctrlKey || event.metaKey || event.altKey || event.isComposing) return;
      if (!SEARCH_HOTKEYS.includes(event.key) || isTypingTarget(event.target)) return;
      event.preventDefault(); // the key opens the box, it is not typed into it
      onHotkey();
    };
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, [onHotkey]);
}
