/**
 * Wide tables scroll sideways inside div.table-scroll (core/markdown/rehype-table-scroll.ts).
 * A wrapper that really overflows becomes a focusable, named region so
 * keyboard users can scroll it too; one that fits stays out of the tab order.
 */
export function markScrollableTables(root: ParentNode) {
  const used = new Map<string, number>();
  root.querySelectorAll<HTMLElement>(".table-scroll").forEach((wrapper) => {
    const overflows = wrapper.scrollWidth > wrapper.clientWidth + 1;
    if (overflows) {
      // Named by its columns, so each region can be told apart in a landmarks list.
      const columns = [...wrapper.querySelectorAll("thead th")].map((th) => th.textContent?.trim()).filter(Boolean).join(", ");
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
  });
}
