/**
 * Reading JSON in one pass over the bytes: a scanner finds the array that
 * holds the ads (the file's root array, or the envelope's `ad_list`) and each
 * ad's byte range, checks the nesting depth before any parser runs, and marks
 * where lines are. Each ad is then decoded and parsed on its own (JSON.parse,
 * fast) and dropped after its checks, so a 50 MB file never becomes one 50 MB
 * string or one tree. Positions inside an ad come from jsonc-parser's tree of
 * that ad alone, built only when it has findings.
 */
import { parseTree, type Node } from "jsonc-parser";
import { MAX_DEPTH } from "../limits";
import type { BytePositions } from "../text";

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
export function scanJson(bytes: Uint8Array, positions: BytePositions, maxDepth: number = MAX_DEPTH): JsonLayout {
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

/** UTF-8 bytes of the character at `i`: a surrogate pair counts 4 on its first half and 0 on its second, so any slice adds up. */
function utf8Bytes(text: string, i: number): number {
  const c = text.charCodeAt(i);
  if (c < 0x80) return 1;
  if (c < 0x800) return 2;
  if (c >= 0xd800 && c <= 0xdbff) {
    const next = text.charCodeAt(i + 1);
    return next >= 0xdc00 && next <= 0xdfff ? 4 : 3;
  }
  if (c >= 0xdc00 && c <= 0xdfff) {
    const before = text.charCodeAt(i - 1);
    return i > 0 && before >= 0xd800 && before <= 0xdbff ? 0 : 3;
  }
  return 3;
}

/** Characters between two byte-count checkpoints: a look-up walks at most this many. */
const CHECKPOINT = 512;

/**
 * Character offset of the deepest existing value along the path in a JSON
 * text (the property's name, for a named field), from a tree built on first
 * use. Each object's keys are indexed on first look-up and each offset is
 * turned into bytes from the nearest checkpoint, so 100,000 findings in one
 * ad cost what one does, times 100,000, not times the size of the ad.
 */
export class JsonLocator {
  private tree: Node | undefined | null = null;
  private keys = new WeakMap<Node, Map<string, Node>>();
  /** UTF-8 bytes before every CHECKPOINT-th character, built on first use. */
  private checkpoints: number[] | undefined;
  constructor(readonly text: string) {}

  offsetOf(segments: (string | number)[]): number | undefined {
    if (this.tree === null) this.tree = parseTree(this.text) ?? undefined;
    let node = this.tree;
    if (!node) return undefined;
    let named = false;
    for (const segment of segments) {
      const child = this.child(node, segment);
      if (!child) break;
      node = child;
      named = typeof segment === "string";
    }
    return named && node.parent?.type === "property" ? node.parent.offset : node.offset;
  }

  /** The value at `segment` under `node` (a key of an object or an index of an array), when there is one. */
  private child(node: Node, segment: string | number): Node | undefined {
    if (node.type === "array") return typeof segment === "number" ? node.children?.[segment] : undefined;
    if (node.type !== "object" || typeof segment !== "string") return undefined;
    let keys = this.keys.get(node);
    if (!keys) {
      keys = new Map();
      // The first of a repeated key, as findNodeAtLocation did.
      for (const property of node.children ?? []) {
        const [name, value] = property.children ?? [];
        if (name && value && !keys.has(String(name.value))) keys.set(String(name.value), value);
      }
      this.keys.set(node, keys);
    }
    return keys.get(segment);
  }

  /** The byte offset, in the file, of a character offset of this text starting at byte `base`. */
  byteOffset(base: number, offset: number): number {
    const marks = (this.checkpoints ??= this.countCheckpoints());
    const k = Math.min(Math.floor(offset / CHECKPOINT), marks.length - 1);
    let bytes = marks[k];
    for (let i = k * CHECKPOINT; i < offset; i++) bytes += utf8Bytes(this.text, i);
    return base + bytes;
  }

  private countCheckpoints(): number[] {
    const marks = [0];
    let bytes = 0;
    for (let i = 0; i < this.text.length; i++) {
      bytes += utf8Bytes(this.text, i);
      if ((i + 1) % CHECKPOINT === 0) marks.push(bytes);
    }
    return marks;
  }
}
