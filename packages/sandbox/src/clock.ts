/**
 * The sandbox clock: the wall clock plus an offset that only grows. Advancing
 * it (control endpoint or CLI) lets a test see a code expire, an import move
 * through its statuses or a bump window close without waiting.
 */
export interface Clock {
  now(): number;
  advance(ms: number): void;
}

export function sandboxClock(state: { clockOffsetMs: number }, wall: () => number = Date.now): Clock {
  return {
    now: () => wall() + state.clockOffsetMs,
    advance(ms: number) {
      if (!Number.isFinite(ms) || ms < 0) throw new RangeError("o relógio só avança: informe um intervalo positivo");
      state.clockOffsetMs += ms;
    },
  };
}

const UNITS: Record<string, number> = { ms: 1, s: 1000, m: 60_000, h: 3_600_000, d: 86_400_000 };

/** "90s", "10m", "7d", "1500ms" or a number of seconds; undefined when unreadable. */
export function parseDuration(value: unknown): number | undefined {
  if (typeof value === "number") return Number.isFinite(value) && value >= 0 ? value * 1000 : undefined;
  if (typeof value !== "string") return undefined;
  const match = /^(\d+(?:\.\d+)?)(ms|s|m|h|d)?$/.exec(value.trim());
  return match ? Number(match[1]) * UNITS[match[2] ?? "s"] : undefined;
}
