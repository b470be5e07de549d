/**
 * Synchronised code tabs (markup from core/markdown/remark-portal-directives.ts):
 * choosing a label selects it in every tab group of the page that has it,
 * is remembered (localStorage `code-tab`) and is applied to the next pages.
 * This part applies the remembered choice before paint; code-tab-choice.ts
 * (loaded with the interactions) records the reader's choices.
 */
import { CODE_TAB_KEY, CODE_TAB_STYLE_ID } from "../head/storage-keys";

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
    const tabs = [...group.querySelectorAll<HTMLElement>(":scope > .code-header > [role=tablist] > [role=tab]")];
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
