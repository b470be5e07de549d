/**
 * How far a long step of the build or the export is, for the person at the
 * terminal: on a TTY one line rewritten in place ("conteúdo: compilando
 * páginas 40/130"), four times a second; elsewhere (CI, a log file) plain
 * lines, at the start and at each quarter, so a log stays short. Printing
 * only: the count comes from the step (the runs of pages claimed so far,
 * scripts/claims.ts, which every process of the step shares).
 */
import { readdirSync } from "node:fs";

/** Pages a claim stands for (scripts/claims.ts hands pages out by runs of eight). */
const RUN = 8;

/** Pages claimed so far in a claims folder, at most `total`. */
export const claimedPages = (claims: string, total: number) => () => {
  try {
    return Math.min(total, readdirSync(claims).length * RUN);
  } catch {
    return total; // the folder goes when the step is done
  }
};

/** Shows `label` with `count()` out of `total` until the returned function is called. */
export function showProgress(label: string, total: number, count: () => number, out: NodeJS.WriteStream = process.stdout): () => void {
  if (total === 0) return () => undefined;
  const tty = Boolean(out.isTTY) && !process.env.CI;
  let quarter = 0;
  const tick = () => {
    const done = count();
    if (tty) out.write(`\r\x1b[K${label} ${done}/${total}`);
    else if (done * 4 >= (quarter + 1) * total && quarter < 3) {
      quarter = Math.floor((done * 4) / total);
      out.write(`${label} ${done}/${total}\n`);
    }
  };
  if (!tty) out.write(`${label} 0/${total}\n`);
  const timer = setInterval(tick, 250);
  timer.unref();
  return () => {
    clearInterval(timer);
    if (tty) out.write("\r\x1b[K");
  };
}
