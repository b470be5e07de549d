/** Text helpers: UTF-8 size and validity, offsets turned into line and column, pt-BR numbers. */

/** UTF-8 length of a string, without allocating the encoded bytes (the input can be megabytes). */
export function utf8Length(text: string): number {
  let bytes = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c < 0x80) bytes += 1;
    else if (c < 0x800) bytes += 2;
    else if (c >= 0xd800 && c <= 0xdbff && i + 1 < text.length) {
      bytes += 4;
      i++;
    } else bytes += 3;
  }
  return bytes;
}

/** Offset of the first byte that is not valid UTF-8 (overlong forms and surrogates included), or -1. */
export function firstInvalidUtf8(bytes: Uint8Array, from = 0): number {
  const n = bytes.length;
  for (let i = from; i < n; ) {
    const b = bytes[i];
    if (b < 0x80) {
      i++;
      continue;
    }
    let need: number;
    let min = 0x80;
    let max = 0xbf;
    if (b >= 0xc2 && b <= 0xdf) need = 1;
    else if (b >= 0xe0 && b <= 0xef) {
      need = 2;
      if (b === 0xe0) min = 0xa0;
      else if (b === 0xed) max = 0x9f;
    } else if (b >= 0xf0 && b <= 0xf4) {
      need = 3;
      if (b === 0xf0) min = 0x90;
      else if (b === 0xf4) max = 0x8f;
    } else return i;
    if (i + need >= n) return i;
    const second = bytes[i + 1];
    if (second === undefined || second < min || second > max) return i;
    for (let k = 2; k <= need; k++) if (i + k >= n || (bytes[i + k] & 0xc0) !== 0x80) return i;
    i += need + 1;
  }
  return -1;
}

/** Line starts of a string, for turning offsets into 1-based line and column. */
export class LineIndex {
  private starts: number[] = [0];
  constructor(private text: string) {
    for (let i = text.indexOf("\n"); i !== -1; i = text.indexOf("\n", i + 1)) this.starts.push(i + 1);
  }
  at(offset: number): { line: number; column: number } {
    let lo = 0;
    let hi = this.starts.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (this.starts[mid] <= offset) lo = mid;
      else hi = mid - 1;
    }
    // Columns count characters, as editors do: a pair of surrogates is one.
    let column = 1;
    for (let i = this.starts[lo]; i < offset; i++) {
      const c = this.text.charCodeAt(i);
      if (c < 0xdc00 || c > 0xdfff) column++;
    }
    return { line: lo + 1, column };
  }
}

/**
 * Line and column of byte offsets in a UTF-8 file, without decoding it. Known
 * points (offset → line) recorded while the file was scanned keep each look-up
 * short; newlines are found with the native indexOf. A point's column is
 * worked out once, from the point before it, so a file on one line (minified
 * JSON) never costs the distance to the start of the line per look-up.
 */
export class BytePositions {
  private points: { offset: number; line: number; column?: number }[] = [{ offset: 0, line: 1, column: 1 }];
  constructor(private bytes: Uint8Array) {}
  /** Records that `offset` is on `line` (offsets must be added in increasing order). */
  mark(offset: number, line: number): void {
    if (offset > this.points[this.points.length - 1].offset) this.points.push({ offset, line });
  }
  at(offset: number): { line: number; column: number } {
    return this.atEach([offset])[0];
  }
  /**
   * Positions of many offsets in one walk: sorted, each is reached from the
   * one before it or from the nearest recorded point, whichever is closer,
   * so the findings of one ad cost the length of the ad, not that times
   * their number.
   */
  atEach(offsets: readonly number[]): { line: number; column: number }[] {
    const order = offsets.map((_, i) => i).sort((a, b) => offsets[a] - offsets[b]);
    const out: { line: number; column: number }[] = new Array(offsets.length);
    let last: { offset: number; line: number; column: number } | undefined;
    for (const i of order) {
      const offset = offsets[i];
      const index = this.pointBefore(offset);
      const start = last && last.offset >= this.points[index].offset ? last : { ...this.points[index], column: this.columnOf(index) };
      last = { offset, ...this.walk(start, offset) };
      out[i] = { line: last.line, column: last.column };
    }
    return out;
  }
  private pointBefore(offset: number): number {
    let lo = 0;
    let hi = this.points.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (this.points[mid].offset <= offset) lo = mid;
      else hi = mid - 1;
    }
    return lo;
  }
  /** Line and column of `offset`, counted forward from a known position. */
  private walk(from: { offset: number; line: number; column: number }, offset: number): { line: number; column: number } {
    let line = from.line;
    let lineStart = -1;
    // Searched within the span only: on a file of one line, indexOf from here would read to the end every time.
    const span = this.bytes.subarray(from.offset, offset);
    for (let nl = span.indexOf(10); nl !== -1; nl = span.indexOf(10, nl + 1)) {
      line++;
      lineStart = from.offset + nl + 1;
    }
    if (lineStart !== -1) return { line, column: 1 + this.characters(lineStart, offset) };
    return { line, column: from.column + this.characters(from.offset, offset) };
  }
  private columnOf(index: number): number {
    if (this.points[index].column === undefined) {
      // Earlier points get their columns first, in a loop rather than by recursion.
      let first = index;
      while (this.points[first].column === undefined) first--;
      for (let k = first + 1; k <= index; k++) {
        const before = this.points[k - 1];
        this.points[k].column = this.walk({ ...before, column: before.column! }, this.points[k].offset).column;
      }
    }
    return this.points[index].column!;
  }
  private characters(from: number, to: number): number {
    let n = 0;
    for (let i = from; i < to; i++) if ((this.bytes[i] & 0xc0) !== 0x80) n++;
    return n;
  }
}

/** "1,2 MB", "340 KB", "512 bytes" in pt-BR. */
export function formatBytes(bytes: number): string {
  const fmt = (n: number) => n.toLocaleString("pt-BR", { maximumFractionDigits: 1 });
  if (bytes >= 1024 * 1024) return `${fmt(bytes / (1024 * 1024))} MB`;
  if (bytes >= 1024) return `${fmt(bytes / 1024)} KB`;
  return `${bytes} bytes`;
}

const PLURAL_RULES = new Intl.PluralRules("pt-BR");

/**
 * "1 anúncio", "3 anúncios", by pt-BR's plural rules. CLDR puts 0 with 1
 * ("0 anúncio"); written Portuguese says "0 anúncios", so zero takes the plural.
 */
export const plural = (n: number, one: string, many: string) => `${n.toLocaleString("pt-BR")} ${n !== 0 && PLURAL_RULES.select(n) === "one" ? one : many}`;

export const capitalize = (s: string): string => s.charAt(0).toUpperCase() + s.slice(1);

/**
 * Control characters other than newline and tab shown as `\u001b` etc.: a
 * value from the input may carry terminal escape sequences (colours, a moved
 * cursor, a changed window title), which must be printed, not obeyed.
 */
export const visibleControls = (text: string): string =>
  text.replace(/[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`);
