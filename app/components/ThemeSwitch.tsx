/**
 * Cycles light → dark → auto (auto follows the system, live). The icon shown
 * is chosen by CSS from <html data-theme>, which the head script sets before
 * paint, so the server-rendered button is right from the first frame.
 */
import { useEffect, useState } from "react";
import { applyThemeMode, readThemeMode, type ThemeMode } from "./head/before-paint";
import { Icon } from "./Icon";

const ORDER: ThemeMode[] = ["light", "dark", "auto"];
const NAMES: Record<ThemeMode, string> = { light: "claro", dark: "escuro", auto: "automático (segue o sistema)" };

export function ThemeSwitch() {
  const [mode, setMode] = useState<ThemeMode | null>(null);
  useEffect(() => setMode(readThemeMode()), []);

  useEffect(() => {
    if (mode !== "auto") return;
    const query = matchMedia("(prefers-color-scheme: dark)");
    const follow = () => applyThemeMode("auto");
    query.addEventListener("change", follow);
    return () => query.removeEventListener("change", follow);
  }, [mode]);

  const next = ORDER[(ORDER.indexOf(mode ?? "auto") + 1) % ORDER.length];
  const label = mode ? `Tema ${NAMES[mode]}; mudar para ${NAMES[next]}` : "Mudar o tema";
  return (
    <button
      type="button"
      className="icon-button theme-switch"
      aria-label={label}
      title={label}
      data-mode={mode ?? undefined}
      onClick={() => {
        applyThemeMode(next);
        setMode(next);
      }}
    >
      <Icon name="sun" className="theme-icon theme-icon-light h-5 w-5" />
      <Icon name="moon" className="theme-icon theme-icon-dark h-5 w-5" />
      <Icon name="auto" className="theme-icon theme-icon-auto h-5 w-5" />
    </button>
  );
}
