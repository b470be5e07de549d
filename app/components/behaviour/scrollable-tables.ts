/**
 * Wide tables scroll sideways inside div.table-scroll, in a div.table-frame
 * (core/markdown/rehype-table-scroll.ts). A box that really overflows becomes
 * a focusable, named region so keyboard users can scroll it too; one that
 * fits stays out of the tab order. While a box has more to one side, its
 * frame says so (data-more-start, data-more-end) and CSS draws a fade there
 * (app/styles/tables.css): kept on every scroll of the box and on resize.
 */
export function markScrollableTables(root: ParentNode) {
  const used = new Map<string, number>();
  root.querySelectorAll<HTMLElement>(".table-scroll").forEach((wrapper) => {
    const overflows = wrapper.scrollWidth > wrapper.clientWidth + 1;
    if (overflows) {
      // Named by its columns, so each region can be told apart in a landmarks list.
      const columns = [...wrapper.querySelectorAll("thead th")]
        .map((th) => th.textContent?.trim())
        .filter(Boolean)
        .join(", ");
      const base = `Tabela com rolagem horizontal${columns ? `: ${columns}` : ""}`;
      const n = (used.get(base) ?? 0) + 1;
      used.set(base, n);
      wrapper.tabIndex = 0;
      wrapper.setAttribute("role", "region");
      wrapper.setAttribute("aria-label", n > 1 ? `${base} (${n})` : base);
    } else {
      wrapper.removeAttribute("tabindex");
      wrapper.removeAttribute("role");
      wrapper.removeAttribute("aria-label");
    }
    showScrollCues(wrapper);
  });
}

/** Marks the box's frame with the sides that have more to show. */
export function showScrollCues(wrapper: HTMLElement) {
  const frame = wrapper.parentElement;
  if (!frame?.classList.contains("table-frame")) return;
  const hidden = wrapper.scrollWidth - wrapper.clientWidth;
  const left = Math.abs(wrapper.scrollLeft);
  frame.toggleAttribute("data-more-start", hidden > 1 && left > 1);
  frame.toggleAttribute("data-more-end", hidden > 1 && left < hidden - 1);
}

/** For a document-wide scroll listener (capture): scrolls of anything but a table box are ignored. */
export function onAnyScroll(event: Event) {
  const target = event.target;
  if (target instanceof HTMLElement && target.classList.contains("table-scroll")) showScrollCues(target);
}
