/**
 * Reading the XML feed as a stream (saxes): the file is decoded and parsed in
 * chunks, and each <Imovel> is handed over as a plain object (tag → trimmed
 * text; repeated tags → lists; tags with tags inside → objects; attributes
 * ignored) with the line and column of each of its tags, then dropped. A feed
 * of hundreds of megabytes never lives in memory as a tree. Entities are never
 * expanded: a DOCTYPE declaring them is refused, and saxes reads no DTD.
 */
import { SaxesParser } from "saxes";
import { translateXmlError } from "./xml-errors";

/** A feed nests four levels (Carga, Imoveis, Imovel, field) plus photos; deeper means junk. */
export const MAX_XML_DEPTH = 32;
const CHUNK = 1 << 20;

export interface Position {
  line: number;
  column: number;
}

export interface XmlImovel {
  value: unknown;
  index: number;
  /** Position of a tag inside this Imovel ("CEP", "Fotos.Foto[1].URLArquivo"); the deepest known one along the path. */
  locate(relative: string): Position;
}

export type XmlRead =
  | { ok: true; root?: string; imovelCount: number; declaration?: { encoding?: string; line: number } }
  | { ok: false; line: number; column?: number; message: string; fix: string };

interface Frame {
  name: string;
  line: number;
  column: number;
  /** Tags inside, when any; else the text. */
  children?: Record<string, unknown>;
  text: string;
  /** Relative path with indexes ("Fotos[0].Foto[1]"), inside an Imovel. */
  key: string;
  counts?: Map<string, number>;
}

class Stop extends Error {}

/** "Fotos.Foto[1].URLArquivo" → "Fotos[0].Foto[1].URLArquivo[0]": every segment indexed, as recorded. */
const indexed = (relative: string) => relative.split(".").map((s) => (/\]$/.test(s) ? s : `${s}[0]`));

/** The encoding the `<?xml ...?>` declaration names, read from its ASCII bytes before anything is decoded. */
export function declaredXmlEncoding(bytes: Uint8Array): string | undefined {
  const head = String.fromCharCode(...bytes.subarray(0, 256));
  return /^\s*<\?xml\s[^>]*?\bencoding\s*=\s*["']([A-Za-z0-9._:-]+)["']/.exec(head)?.[1];
}

/**
 * The decoder of a feed: the declared encoding when it is not UTF-8 and the
 * platform knows it (TextDecoder reads ISO-8859-1 and Windows-1252 in Node and
 * in browsers), so a feed correctly declared in Latin-1 is read as its author
 * wrote it; otherwise UTF-8. The encoding itself is reported apart.
 */
export function xmlDecoder(encoding: string | undefined): TextDecoder {
  if (encoding && !/^utf-?8$/i.test(encoding)) {
    try {
      return new TextDecoder(encoding);
    } catch {
      // An encoding the platform does not know: read as UTF-8, and the declaration is reported anyway.
    }
  }
  return new TextDecoder("utf-8", { ignoreBOM: false });
}

/**
 * Parses the feed, calling `onImovel` for each Carga > Imoveis > Imovel in
 * order; `decoder` turns its bytes into text (UTF-8 unless told).
 */
export function readXmlFeed(bytes: Uint8Array, onImovel: (imovel: XmlImovel) => void, decoder: TextDecoder = xmlDecoder(undefined)): XmlRead {
  const parser = new SaxesParser({ position: true });
  const stack: Frame[] = [];
  let imovelCount = 0;
  let root: string | undefined;
  let declaration: { encoding?: string; line: number } | undefined;
  let positions = new Map<string, Position>();
  let failure: XmlRead | undefined;
  const fail = (message: string, fix: string, line = parser.line, column?: number): never => {
    failure = { ok: false, line, ...(column !== undefined ? { column } : {}), message, fix };
    throw new Stop();
  };
  const inImovel = () => stack.length >= 3 && stack[0].name === "Carga" && stack[1].name === "Imoveis" && stack[2].name === "Imovel";

  parser.on("xmldecl", (decl) => {
    declaration = { encoding: decl.encoding, line: parser.line };
  });
  parser.on("doctype", (doctype) => {
    if (/<!ENTITY/i.test(doctype)) fail("declaração de entidade (`<!ENTITY>`) no arquivo", "Retire o `<!DOCTYPE>` com entidades: o feed usa só tags e texto.");
  });
  parser.on("opentagstart", (tag) => {
    if (stack.length >= MAX_XML_DEPTH)
      fail("tags aninhadas demais", "O feed tem poucos níveis (`Carga`, `Imoveis`, `Imovel`, a tag do campo, fotos): confira se não há tags sem fechar.");
    const name = tag.name;
    if (!stack.length) root = name;
    const parent = stack[stack.length - 1];
    let key = "";
    // saxes has read "<name" and one more character: the tag starts name.length + 1 columns back.
    const at = { line: parser.line, column: Math.max(1, parser.column - name.length - 1) };
    if (inImovel()) {
      const counts = (parent.counts ??= new Map());
      const n = counts.get(name) ?? 0;
      counts.set(name, n + 1);
      key = `${parent.key ? `${parent.key}.` : ""}${name}[${n}]`;
      positions.set(key, at);
    }
    stack.push({ name, text: "", key, ...at });
    if (stack.length === 3 && stack[0].name === "Carga" && stack[1].name === "Imoveis" && name === "Imovel") positions = new Map([["", at]]);
  });
  const addText = (text: string) => {
    if (inImovel()) stack[stack.length - 1].text += text;
  };
  parser.on("text", addText);
  parser.on("cdata", addText);
  // saxes closes the open tag before reporting a close tag with another name: remember it for the message.
  let lastClosed: { frame: Frame; line: number; column: number } | undefined;
  parser.on("closetag", () => {
    const frame = stack.pop()!;
    lastClosed = { frame, line: parser.line, column: parser.column };
    const depth = stack.length;
    if (depth >= 3 && inImovel()) {
      const parent = stack[depth - 1];
      const value = frame.children ?? frame.text.trim();
      const siblings = (parent.children ??= {});
      const existing = siblings[frame.name];
      if (existing === undefined) siblings[frame.name] = value;
      // Values are text or objects, never lists: a list is a tag already repeated.
      else if (Array.isArray(existing)) existing.push(value);
      else siblings[frame.name] = [existing, value];
    } else if (depth === 2 && frame.name === "Imovel" && stack[0].name === "Carga" && stack[1].name === "Imoveis") {
      const index = imovelCount++;
      const recorded = positions;
      const value = frame.children ?? frame.text.trim();
      onImovel({
        value,
        index,
        locate: (relative) => {
          const segments = relative ? indexed(relative) : [];
          for (let n = segments.length; n > 0; n--) {
            const hit = recorded.get(segments.slice(0, n).join("."));
            if (hit) return hit;
          }
          return recorded.get("")!;
        },
      });
    }
  });
  parser.on("error", (error) => {
    const justClosed = lastClosed && lastClosed.line === parser.line && lastClosed.column === parser.column ? [lastClosed.frame] : [];
    const [message, fix] = translateXmlError(error.message, [...stack, ...justClosed]);
    fail(message, fix, parser.line, parser.column || undefined);
  });

  try {
    for (let i = 0; i < bytes.length; i += CHUNK) parser.write(decoder.decode(bytes.subarray(i, i + CHUNK), { stream: true }));
    parser.write(decoder.decode());
    parser.close();
  } catch (error) {
    if (!(error instanceof Stop)) throw error;
    return failure!;
  }
  return { ok: true, root, imovelCount, ...(declaration ? { declaration } : {}) };
}
