/**
 * What the clock says, as plain functions of the time (no React, no timers),
 * so a test can give it any moment. The marketplace's API keeps its times in
 * UTC and Brasília is three hours behind (no daylight saving time since 2019);
 * a 429 blocks the caller's IP for 10 minutes from the first one.
 */
export const BLOCK_MINUTES = 10;
const BLOCK_MS = BLOCK_MINUTES * 60_000;
const BRASILIA_OFFSET_MS = -3 * 3_600_000;

/** "14:03:27": a moment's time of day in UTC. */
const utcTime = (ms: number) => new Date(ms).toISOString().slice(11, 19);

/** "14:03:27 UTC (11:03:27 em Brasília)". */
export const bothZones = (ms: number) => `${utcTime(ms)} UTC (${utcTime(ms + BRASILIA_OFFSET_MS)} em Brasília)`;

/** The block that began at `blockedAt`, as seen at `now`: when it ends, and what is left of it ("9:59"), or that it is over. */
export function blockWindow(blockedAt: number, now: number): { endsAt: string; left?: string } {
  const endsAt = bothZones(blockedAt + BLOCK_MS);
  const leftMs = blockedAt + BLOCK_MS - now;
  if (leftMs <= 0) return { endsAt };
  const seconds = Math.ceil(leftMs / 1000);
  return { endsAt, left: `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, "0")}` };
}
