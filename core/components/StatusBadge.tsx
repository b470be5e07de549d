import { STATUS_LABELS } from "./status-labels";

/** "Novo" / "Descontinuado" badge for a page or section status (front matter `status`). */
export function StatusBadge({ status, className = "" }: { status?: string; className?: string }) {
  const label = status ? STATUS_LABELS[status] : undefined;
  if (!label) return null;
  return <span className={["badge", `badge-${status}`, className].filter(Boolean).join(" ")}>{label}</span>;
}
