/**
 * Synchronised code tabs (markup from core/markdown/remark-portal-directives.ts):
 * choosing a label selects it in every tab group of the page that has it,
 * is remembered (localStorage `code-tab`) and is applied to the next pages.
 * Keyboard: ←/→ move between tabs and select, Home/End jump to the ends.
 */
import { CODE_TAB_KEY, CODE_TAB_STYLE_ID } from "../head/before-paint";

export const storedCodeTab = () => {
  try {
    return localStorage.getItem(CODE_TAB_KEY) ?? undefined;
  } catch {
    return undefined;
  }
};

/** Shows `label` in every group of `root` that has it; returns whether any group did. */
export function showCodeTab(root: ParentNode, label: string): boolean {
  let found = false;
  root.querySelectorAll<HTMLElement>(".code-tabs").forEach((group) => {
    const tabs = [...group.querySelectorAll<HTMLElement>(":scope > [role=tablist] > [role=tab]")];
    if (!tabs.some((t) => t.dataset.tab === label)) return;
    found = true;
    for (const tab of tabs) {
      const on = tab.dataset.tab === label;
      tab.setAttribute("aria-selected", String(on));
      tab.tabIndex = on ? 0 : -1;
      const panel = document.getElementById(tab.getAttribute("aria-controls") ?? "");
      if (panel) panel.hidden = !on;
    }
  });
  return found;
}

/** After render: the elements now carry the remembered choice, so the before-paint CSS can go. */
export function applyStoredCodeTab(root: ParentNode) {
  const label = storedCodeTab();
  if (label) showCodeTab(root, label);
  document.getElementById(CODE_TAB_STYLE_ID)?.remove();
}

/** A reader's choice: every group, remembered, without moving the clicked tab on screen. */
export function chooseCodeTab(tab: HTMLElement, root: ParentNode) {
  const label = tab.dataset.tab;
  if (!label) return;
  const before = tab.getBoundingClientRect().top;
  showCodeTab(root, label);
  // Groups above may change height; keep the clicked tab where the reader's pointer is.
  window.scrollBy(0, tab.getBoundingClientRect().top - before);
  document.documentElement.dataset.codeTab = label;
  try {
    localStorage.setItem(CODE_TAB_KEY, label);
  } catch {
    // Private mode: the choice lasts for this page.
  }
}

export function onTabKeydown(event: KeyboardEvent, tab: HTMLElement, root: ParentNode) {
  const tabs = [...(tab.parentElement?.querySelectorAll<HTMLElement>("[role=tab]") ?? [])];
  const i = tabs.indexOf(tab);
  const target =
    event.key === "ArrowRight" ? tabs[(i + 1) % tabs.length]
    : event.key === "ArrowLeft" ? tabs[(i - 1 + tabs.length) % tabs.length]
    : event.key === "Home" ? tabs[0]
    : event.key === "End" ? tabs[tabs.length - 1]
    : undefined;
  if (!target) return;
  event.preventDefault();
  chooseCodeTab(target, root);
  target.focus();
}
