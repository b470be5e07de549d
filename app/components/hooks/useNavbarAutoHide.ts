/**
 * Spec §2: the navbar hides when the reader scrolls down past 200 px and
 * comes back as soon as they scroll up. `<html data-navbar-hidden>` lets
 * sticky columns (sidebar, TOC) move up into the freed space.
 */
import { useState } from "react";
import { useScrollPosition } from "./useScrollPosition";

export const NAVBAR_HIDE_AFTER = 200;

export function useNavbarAutoHide(keepVisible: boolean) {
  const [hidden, setHidden] = useState(false);
  useScrollPosition((y, previousY) => {
    const hide = !keepVisible && y > NAVBAR_HIDE_AFTER && (y > previousY || (y === previousY && hidden));
    if (hide !== hidden) {
      setHidden(hide);
      document.documentElement.toggleAttribute("data-navbar-hidden", hide);
    }
  });
  return keepVisible ? false : hidden;
}
