/**
 * The development server's debug log, on with NODE_DEBUG=portal-dev (Node's own util.debuglog): each step of
 * a save's way to the open page, with the time since the save was heard, to see where edit-to-visible goes
 * (bench/README.md, "Dev server").
 */
import { debuglog } from "node:util";

const log = debuglog("portal-dev");

/** When the last save was heard (server/dev/index.ts), so every later step says how long after it came. */
let savedAt: number | undefined;

export const saveHeard = () => void (savedAt = performance.now());

export function debugLog(message: string) {
  if (!log.enabled) return;
  const since = savedAt === undefined ? "" : ` (+${Math.round(performance.now() - savedAt)} ms)`;
  log(`${new Date().toISOString().slice(11, 23)}${since} ${message}`);
}
