/**
 * The theme button (.theme-switch) cycles light → dark → auto; auto follows
 * the system, live. Same storage and rule as the before-paint head script
 * (../head/before-paint.ts). The icon shown comes from CSS on
 * <html data-theme>; this keeps the button's name and data-mode in step.
 */
import type { ThemeMode } from "../head/before-paint";
import { THEME_KEY } from "../head/storage-keys";

const ORDER: ThemeMode[] = ["light", "dark", "auto"];
const NAMES: Record<ThemeMode, string> = { light: "claro", dark: "escuro", auto: "automático (segue o sistema)" };
const darkQuery = () => matchMedia("(prefers-color-scheme: dark)");

export const currentThemeMode = (): ThemeMode => {
  const t = document.documentElement.dataset.theme;
  return t === "light" || t === "dark" ? t : "auto";
};

function apply(mode: ThemeMode) {
  const root = document.documentElement;
  root.classList.toggle("dark", mode === "dark" || (mode === "auto" && darkQuery().matches));
  root.dataset.theme = mode;
}

export function syncThemeButton() {
  const mode = currentThemeMode();
  const next = ORDER[(ORDER.indexOf(mode) + 1) % ORDER.length];
  document.querySelectorAll<HTMLElement>(".theme-switch").forEach((button) => {
    const label = `Tema ${NAMES[mode]}; mudar para ${NAMES[next]}`;
    button.dataset.mode = mode;
    button.setAttribute("aria-label", label);
    button.title = label;
  });
}

export function cycleTheme() {
  const next = ORDER[(ORDER.indexOf(currentThemeMode()) + 1) % ORDER.length];
  try {
    localStorage.setItem(THEME_KEY, next);
  } catch {
    // Private mode: the choice lasts for this page only.
  }
  apply(next);
  syncThemeButton();
}

/** In auto, a change of the system's preference applies at once. */
export function followSystemTheme() {
  const query = darkQuery();
  const onChange = () => currentThemeMode() === "auto" && apply("auto");
  query.addEventListener("change", onChange);
  return () => query.removeEventListener("change", onChange);
}
