/**
 * Reading JSON in one pass over the bytes: a scanner finds the array that
 * holds the ads (the file's root array, or the envelope's `ad_list`) and each
 * ad's byte range, checks the nesting depth before any parser runs, and marks
 * where lines are. Each ad is then decoded and parsed on its own (JSON.parse,
 * fast) and dropped after its checks, so a 50 MB file never becomes one 50 MB
 * string or one tree. Positions inside an ad come from jsonc-parser's tree of
 * that ad alone, built only when it has findings.
 */
import { findNodeAtLocation, parseTree, type Node } from "jsonc-parser";
import { MAX_DEPTH } from "../limits";
import { type BytePositions, utf8Length } from "../text";

export interface JsonLayout {
  root: "array" | "object" | "other";
  /** Byte range [start, end) of the array holding the ads, brackets included, when it is complete. */
  container?: { start: number; end: number };
  /** Byte ranges [start, end) of the container's elements. */
  starts: number[];
  ends: number[];
  /** Where the nesting first goes deeper than MAX_DEPTH, or -1. */
  tooDeep: number;
  /** A comma without a value around it inside the container (a trailing comma), or -1: the text is not JSON. */
  broken: number;
}

const enum State {
  Outside,
  ExpectValue,
  InValue,
}

/**
 * Scans the bytes once. Strings are skipped with their escapes; newlines are
 * counted so `positions` knows the line of every ad's first byte.
 */
export function scanJson(bytes: Uint8Array, positions: BytePositions, maxDepth = MAX_DEPTH): JsonLayout {
  const n = bytes.length;
  const starts: number[] = [];
  const ends: number[] = [];
  let root: JsonLayout["root"] = "other";
  let depth = 0;
  let line = 1;
  let containerDepth = -1;
  let containerStart = -1;
  let container: JsonLayout["container"];
  let state = State.Outside as State;
  let elementStart = -1;
  let lastNonWs = -1;
  let stringStart = -1;
  let stringEnd = -1;
  let key = "";
  let tooDeep = -1;
  let broken = -1;
  const startElement = (at: number) => {
    elementStart = at;
    state = State.InValue;
    positions.mark(at, line);
  };
  for (let i = 0; i < n; i++) {
    const c = bytes[i];
    if (c === 0x22 /* " */) {
      const start = i;
      for (i++; i < n; i++) {
        const s = bytes[i];
        if (s === 0x5c /* \ */) i++;
        else if (s === 0x22) break;
        else if (s === 0x0a) line++;
      }
      if (state === State.ExpectValue && depth === containerDepth) startElement(start);
      stringStart = start + 1;
      stringEnd = i;
      lastNonWs = i;
      continue;
    }
    if (c === 0x0a) {
      line++;
      continue;
    }
    if (c === 0x20 || c === 0x09 || c === 0x0d) continue;
    if (root === "other" && depth === 0 && lastNonWs === -1) root = c === 0x5b ? "array" : c === 0x7b ? "object" : "other";
    if (c === 0x5b /* [ */ || c === 0x7b /* { */) {
      if (state === State.ExpectValue && depth === containerDepth) startElement(i);
      if (++depth > maxDepth) {
        tooDeep = i;
        break;
      }
      if (c === 0x5b && containerDepth === -1 && ((depth === 1 && root === "array") || (depth === 2 && root === "object" && key === "ad_list"))) {
        containerDepth = depth;
        containerStart = i;
        state = State.ExpectValue;
      }
    } else if (c === 0x5d /* ] */ || c === 0x7d /* } */) {
      if (depth === containerDepth) {
        if (state === State.InValue) {
          starts.push(elementStart);
          ends.push(lastNonWs + 1);
        } else if (starts.length) broken = i;
        container = { start: containerStart, end: i + 1 };
        containerDepth = -2;
        state = State.Outside;
      }
      depth--;
    } else if (c === 0x2c /* , */) {
      if (depth === containerDepth) {
        if (state === State.InValue) {
          starts.push(elementStart);
          ends.push(lastNonWs + 1);
          state = State.ExpectValue;
        } else if (broken === -1) broken = i;
      } else if (depth === 1) key = "";
    } else if (c === 0x3a /* : */) {
      if (depth === 1 && root === "object") key = new TextDecoder().decode(bytes.subarray(stringStart, stringEnd));
    } else if (state === State.ExpectValue && depth === containerDepth) startElement(i);
    lastNonWs = i;
  }
  return { root, ...(container ? { container } : {}), starts, ends, tooDeep, broken };
}

/** ["ad_list", 0, "params", "fuel"] from "ad_list[0].params.fuel" (and [0, "id"] from "[0].id"). */
export function pathSegments(path: string): (string | number)[] {
  const out: (string | number)[] = [];
  for (const m of path.matchAll(/([^.[\]]+)|\[(\d+)\]/g)) out.push(m[2] !== undefined ? Number(m[2]) : m[1]);
  return out.filter((s) => s !== "$");
}

/**
 * Character offset of the deepest existing value along the path in a JSON
 * text (the property's name, for a named field), from a tree built on first use.
 */
export class JsonLocator {
  private tree: Node | undefined | null = null;
  constructor(readonly text: string) {}
  offsetOf(segments: (string | number)[]): number | undefined {
    if (this.tree === null) this.tree = parseTree(this.text) ?? undefined;
    if (!this.tree) return undefined;
    for (let n = segments.length; n >= 0; n--) {
      const node = findNodeAtLocation(this.tree, segments.slice(0, n));
      if (node) return node.parent?.type === "property" && n > 0 && typeof segments[n - 1] === "string" ? node.parent.offset : node.offset;
    }
    return undefined;
  }
  /** The byte offset, in the file, of a character offset of this text starting at byte `base`. */
  byteOffset(base: number, offset: number): number {
    return base + utf8Length(this.text.slice(0, offset));
  }
}
