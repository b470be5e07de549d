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
 * short; newlines are found with the native indexOf.
 */
export class BytePositions {
  private points: { offset: number; line: number }[] = [{ offset: 0, line: 1 }];
  constructor(private bytes: Uint8Array) {}
  /** Records that `offset` is on `line` (offsets must be added in increasing order). */
  mark(offset: number, line: number): void {
    if (offset > this.points[this.points.length - 1].offset) this.points.push({ offset, line });
  }
  at(offset: number): { line: number; column: number } {
    let lo = 0;
    let hi = this.points.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (this.points[mid].offset <= offset) lo = mid;
      else hi = mid - 1;
    }
    let { offset: from, line } = this.points[lo];
    let lineStart = from === 0 ? 0 : this.lineStartBefore(from);
    for (let nl = this.bytes.indexOf(10, from); nl !== -1 && nl < offset; nl = this.bytes.indexOf(10, nl + 1)) {
      line++;
      lineStart = nl + 1;
    }
    let column = 1;
    for (let i = lineStart; i < offset; i++) if ((this.bytes[i] & 0xc0) !== 0x80) column++;
    return { line, column };
  }
  private lineStartBefore(offset: number): number {
    return this.bytes.lastIndexOf(10, offset - 1) + 1;
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

export const capitalize = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
