/** Full screen on and off, shown only where the browser allows it (not iPhone Safari, not in some iframes). */
import { useEffect, useState } from "react";
import { Icon } from "./Icon";

export function FullscreenToggle() {
  const [supported, setSupported] = useState(false);
  const [active, setActive] = useState(false);
  useEffect(() => {
    setSupported(Boolean(document.fullscreenEnabled));
    const sync = () => setActive(Boolean(document.fullscreenElement));
    document.addEventListener("fullscreenchange", sync);
    return () => document.removeEventListener("fullscreenchange", sync);
  }, []);
  if (!supported) return null;
  return (
    <button
      type="button"
      className="icon-button"
      aria-label="Tela cheia"
      title={active ? "Sair da tela cheia" : "Tela cheia"}
      aria-pressed={active}
      onClick={() => (active ? document.exitFullscreen() : document.documentElement.requestFullscreen()).catch(() => undefined)}
    >
      <Icon name={active ? "shrink" : "expand"} />
    </button>
  );
}
