/**
 * The reader chooses a code tab with ←/→ and Home/End on a focused tab (a
 * click is handled from the first paint by the head script, before-paint.ts):
 * the label is selected in every group of the page that has it and remembered
 * (localStorage `code-tab`) for the next pages (code-tabs.ts applies it).
 */
import { CODE_TAB_KEY } from "../head/storage-keys";
import { showCodeTab } from "./code-tabs";

/** A reader's choice: every group of the page, remembered, without moving the clicked tab on screen. */
function chooseCodeTab(tab: HTMLElement) {
  const label = tab.dataset.tab;
  if (!label) return;
  const before = tab.getBoundingClientRect().top;
  showCodeTab(document, label);
  // Groups above may change height; keep the clicked tab where the reader's pointer is.
  window.scrollBy(0, tab.getBoundingClientRect().top - before);
  document.documentElement.dataset.codeTab = label;
  try {
    localStorage.setItem(CODE_TAB_KEY, label);
  } catch {
    // Private mode: the choice lasts for this page.
  }
}

export function onTabKeydown(event: KeyboardEvent, tab: HTMLElement) {
  const tabs = [...(tab.parentElement?.querySelectorAll<HTMLElement>("[role=tab]") ?? [])];
  const i = tabs.indexOf(tab);
  const target =
    event.key === "ArrowRight"
      ? tabs[(i + 1) % tabs.length]
      : event.key === "ArrowLeft"
        ? tabs[(i - 1 + tabs.length) % tabs.length]
        : event.key === "Home"
          ? tabs[0]
          : event.key === "End"
            ? tabs[tabs.length - 1]
            : undefined;
  if (!target) return;
  event.preventDefault();
  chooseCodeTab(target);
  target.focus();
}
