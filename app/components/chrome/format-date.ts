/**
 * "21 de novembro de 2025, 17:06" in Brasília time. Written out by hand
 * rather than with Intl so the server and every browser produce the very
 * same text (ICU data differs between Node and browsers, and a different
 * string would break hydration). Brasília has had no daylight saving since
 * 2019: UTC−3 all year.
 */
const MONTHS = ["janeiro", "fevereiro", "março", "abril", "maio", "junho", "julho", "agosto", "setembro", "outubro", "novembro", "dezembro"];
const BRASILIA_OFFSET_MS = -3 * 60 * 60 * 1000;

export function formatBrasiliaDateTime(iso: string): string | undefined {
  const time = Date.parse(iso);
  if (Number.isNaN(time)) return undefined;
  const d = new Date(time + BRASILIA_OFFSET_MS);
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${d.getUTCDate()} de ${MONTHS[d.getUTCMonth()]} de ${d.getUTCFullYear()}, ${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}`;
}
