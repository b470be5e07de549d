/** Spec §2: a back-to-top button once the reader has scrolled more than 100 px. */
import { useState } from "react";
import { useScrollPosition } from "./hooks/useScrollPosition";
import { Icon } from "./Icon";

export const BACK_TO_TOP_AFTER = 100;

export function BackToTop() {
  const [shown, setShown] = useState(false);
  useScrollPosition((y) => setShown(y > BACK_TO_TOP_AFTER));
  if (!shown) return null;
  return (
    <button
      type="button"
      className="back-to-top"
      aria-label="Voltar ao topo"
      title="Voltar ao topo"
      onClick={() => {
        const smooth = !matchMedia("(prefers-reduced-motion: reduce)").matches;
        window.scrollTo({ top: 0, behavior: smooth ? "smooth" : "auto" });
        // Keyboard users continue from the top of the page, not from a vanished button.
        document.getElementById("conteudo")?.focus({ preventScroll: true });
      }}
    >
      <Icon name="arrowUp" />
    </button>
  );
}
