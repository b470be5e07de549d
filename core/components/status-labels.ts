/**
 * The label of a page or section status (front matter `status`): the badge
 * (StatusBadge.tsx) and the sidebar's tree (app/components/chrome/sidebar-html.ts)
 * show the same words. Apart from the badge because the sidebar's tree is
 * also drawn in the browser, by the lazily loaded interactions: sharing the
 * badge's module would make it a chunk of its own on every page's first load.
 */
export const STATUS_LABELS: Record<string, string> = { new: "Novo", deprecated: "Descontinuado" };
