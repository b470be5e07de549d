/**
 * Every line the server writes about a request. What comes from a client
 * (a URL, a route id in `?_data=`) never reaches the log as it is: control
 * characters are written as escapes (`\x0d`), so CR/LF cannot forge a line
 * and terminal escape sequences do nothing. Client errors are one line, with
 * no stack; server errors keep their stack, each line escaped. And a flood
 * of one kind of line is bounded: past LINES_PER_WINDOW lines of a kind in a
 * window, the rest are counted and told in one line when the window ends.
 */

const WINDOW_MS = 10_000;
const LINES_PER_WINDOW = 20;

/** Control characters (C0, DEL, C1) and the two Unicode line separators, as `\xNN` / `\uNNNN`. */
export const escapeControl = (text: string) =>
  text.replace(/[\0-\x1f\x7f-\x9f\u2028\u2029]/g, (c) =>
    c.charCodeAt(0) < 0x100 ? `\\x${c.charCodeAt(0).toString(16).padStart(2, "0")}` : `\\u${c.charCodeAt(0).toString(16)}`,
  );

type Sink = (line: string) => void;

/** A log that writes at most `perWindow` entries of each kind per window (`now` and `sink` for tests); callers escape what they write. */
export function boundedLog({
  sink = (line: string) => console.error(line),
  now = Date.now,
  perWindow = LINES_PER_WINDOW,
  windowMs = WINDOW_MS,
}: {
  sink?: Sink;
  now?: () => number;
  perWindow?: number;
  windowMs?: number;
} = {}) {
  const windows = new Map<string, { start: number; written: number; dropped: number }>();
  const closeWindow = (kind: string, dropped: number) => dropped > 0 && sink(`… ${dropped} more lines of "${kind}" in ${windowMs / 1000} s not written`);
  return (kind: string, text: string) => {
    const at = now();
    let window = windows.get(kind);
    if (!window || at - window.start >= windowMs) {
      if (window) closeWindow(kind, window.dropped);
      window = { start: at, written: 0, dropped: 0 };
      windows.set(kind, window);
    }
    if (window.written >= perWindow) {
      // The count is told when the window ends, even if no line of this kind comes after it.
      if (window.dropped++ === 0) {
        const flooded = window;
        setTimeout(
          () => {
            if (windows.get(kind) !== flooded) return;
            windows.delete(kind);
            closeWindow(kind, flooded.dropped);
          },
          windowMs - (at - window.start),
        ).unref();
      }
      return;
    }
    window.written++;
    sink(text);
  };
}

const log = boundedLog();

/** One line for a request answered with a client error: status, method and the URL, quoted and escaped. */
export const logClientError = (status: number, method: string, url: string) =>
  log(`${status} ${method}`, `${status} ${escapeControl(method)} ${escapeControl(JSON.stringify(url))}`);

/** A server error: its message and stack, every line escaped (a message may carry a client's text). */
export function logServerError(error: unknown) {
  if (!(error instanceof Error)) return log("server error", `Error: ${escapeControl(String(error))}`);
  const header = `${error.name}: ${error.message}`;
  const frames = error.stack?.startsWith(header) ? error.stack.slice(header.length) : `\n${error.stack ?? ""}`;
  const lines = [header, ...frames.split("\n").filter(Boolean)].map(escapeControl);
  log("server error", lines.join("\n"));
}
