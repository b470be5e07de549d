/**
 * Client side of plugins/release-date.ts: an element marked
 * data-release="YYYY-MM-DD" is hidden once the reader's local date is later
 * than that date. The head script does this before first paint on a full
 * load; this does it for pages rendered by client-side navigation. Same rule
 * in both (checked by plugins/release-date.test.ts).
 */
export const localIsoDate = (now: Date) => `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, "0")}-${String(now.getDate()).padStart(2, "0")}`;

export const isReleaseOver = (releaseDate: string, today: string) => today > releaseDate;

export function hideEndedReleases(root: ParentNode, now = new Date()) {
  const today = localIsoDate(now);
  root.querySelectorAll<HTMLElement>("[data-release]").forEach((el) => {
    if (isReleaseOver(el.dataset.release ?? "", today)) el.style.setProperty("display", "none", "important");
  });
}
