/**
 * Wide tables scroll sideways inside div.table-scroll (core/markdown/rehype-table-scroll.ts).
 * A wrapper that really overflows becomes a focusable, named region so
 * keyboard users can scroll it too; one that fits stays out of the tab order.
 */
export function markScrollableTables(root: ParentNode) {
  root.querySelectorAll<HTMLElement>(".table-scroll").forEach((wrapper) => {
    const overflows = wrapper.scrollWidth > wrapper.clientWidth + 1;
    if (overflows) {
      wrapper.tabIndex = 0;
      wrapper.setAttribute("role", "region");
      wrapper.setAttribute("aria-label", "Tabela com rolagem horizontal");
    } else {
      wrapper.removeAttribute("tabindex");
      wrapper.removeAttribute("role");
      wrapper.removeAttribute("aria-label");
    }
  });
}
