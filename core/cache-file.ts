/**
 * Entries of the build caches (.cache/): written whole or not at all (a
 * temporary file renamed into place) and carrying the
 * SHA-256 of their body on a first line that every read checks. A truncated
 * or altered entry (a build killed mid-write, a full disk, a hand edit) is
 * reported by name, removed and treated as missing, so the build makes it
 * again instead of failing or serving it.
 */
import { createHash } from "node:crypto";
import { mkdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from "node:fs";
import { dirname } from "node:path";

const PREFIX = "sha256:";
const digest = (body: string | Buffer) => createHash("sha256").update(body).digest("hex");

/**
 * The entry's body, or undefined when it is missing or damaged (`what` names it in the warning: the page it belongs to).
 * The body's bytes are hashed as read, not the text decoded from them, which hashing would encode again.
 */
export function readCacheFile(file: string, what: string): string | undefined {
  return readCacheBytes(file, what)?.toString("utf8");
}

/** The entry's body as bytes (`readCacheFile`): for an entry of files written as they are, which decoding to text and encoding again would only cost. */
export function readCacheBytes(file: string, what: string): Buffer | undefined {
  let bytes: Buffer;
  try {
    bytes = readFileSync(file);
  } catch {
    return undefined;
  }
  const newline = bytes.indexOf(10);
  const body = bytes.subarray(newline + 1);
  if (newline > 0 && bytes.toString("latin1", 0, newline) === PREFIX + digest(body)) return body;
  console.warn(`cache: damaged entry ${file} (${what}) ignored and made again`);
  rmSync(file, { force: true });
  return undefined;
}

let written = 0;

/**
 * Writes `file` whole or not at all: under a temporary name, then renamed into place.
 * Not flushed to disk: an entry a power cut leaves short fails its hash and is made again, while an fsync per
 * entry (hundreds of code blocks) made a cold content build measurably slower. Not write-file-atomic: for each
 * file its synchronous write also registered and removed an exit handler on some fifteen signals, which cannot
 * run while a synchronous write is under way, and cost a large build a noticeable share of its CPU (both
 * figures in bench/README.md).
 */
export function writeFileWhole(file: string, contents: string | Buffer) {
  const temporary = `${file}.${process.pid}-${written++}.tmp`;
  try {
    writeFileSync(temporary, contents);
    checkWhole(temporary, Buffer.byteLength(contents));
    renameSync(temporary, file);
  } catch (error) {
    rmSync(temporary, { force: true });
    throw namingFile(file, error);
  }
}

/** Throws when `file` holds fewer bytes than were written to it (a short write on a full disk that reported none). */
export function checkWhole(file: string, bytes: number) {
  const size = statSync(file).size;
  if (size !== bytes) throw Object.assign(new Error(`only ${size} of ${bytes} bytes were written (is the disk full?)`), { code: "ENOSPC" });
}

/** The error of a write, saying which file it was about: Node's ENOSPC names only the system call. */
export function namingFile(file: string, error: unknown): Error {
  const message = error instanceof Error ? error.message : String(error);
  if (message.includes(file)) return error as Error;
  return Object.assign(new Error(`cannot write ${file}: ${message}`, { cause: error }), { code: (error as NodeJS.ErrnoException)?.code });
}

export function writeCacheFile(file: string, body: string | Buffer) {
  mkdirSync(dirname(file), { recursive: true });
  const head = `${PREFIX}${digest(body)}\n`;
  writeFileWhole(file, typeof body === "string" ? head + body : Buffer.concat([Buffer.from(head, "latin1"), body]));
}

/** A JSON entry (its hash was checked, so it parses). */
export function readCacheJson<T>(file: string, what: string): T | undefined {
  const body = readCacheFile(file, what);
  return body === undefined ? undefined : (JSON.parse(body) as T);
}
