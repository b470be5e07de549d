/**
 * An XML feed, read as a stream: each Imovel is checked as soon as it is
 * closed, its findings placed with the positions of its tags, then dropped.
 * The encoding is said once: a declaration other than UTF-8 and bytes that
 * are not UTF-8 are the same problem.
 */
import { declaredXmlEncoding, readXmlFeed, xmlDecoder, type Position } from "../input/xml";
import { isObject, structureFinding, unknownTags, XmlFeedChecker } from "../rules/index";
import { PROGRESS_EVERY, type Finding, type Report, type RuleFinding, type ValidateOptions } from "../types";
import { assemble, unreadable } from "./assemble";
import { place } from "./place";

export interface InvalidBytes {
  /** Offset of the first byte that is not UTF-8, in the file. */
  byte: number;
  position: Position;
}

const codigoOf = (imovel: unknown) => {
  const code = isObject(imovel) && imovel.CodigoImovel !== undefined && typeof imovel.CodigoImovel !== "object" ? String(imovel.CodigoImovel).trim() : "";
  return code || undefined;
};

/**
 * `source` says where the bytes come from: a file's bytes are decoded by the
 * encoding the feed declares; pasted text was decoded already and arrives as
 * UTF-8, whatever its declaration says.
 */
export function validateXml(
  bytes: Uint8Array,
  invalid: InvalidBytes | undefined,
  size: number,
  options: ValidateOptions,
  source: "file" | "text" = "file",
): Report {
  const feed = new XmlFeedChecker();
  const findings: Finding[] = [];
  const unknownAt = new Map<string, Position>();
  let hasImages = false;
  const decoder = xmlDecoder(source === "file" ? declaredXmlEncoding(bytes) : undefined);
  const read = readXmlFeed(
    bytes,
    ({ value, index, locate }) => {
      if (index % PROGRESS_EVERY === 0) options.onProgress?.(index, undefined, findings.length);
      const prefix = `Carga.Imoveis.Imovel[${index}]`;
      for (const tag of unknownTags(value)) if (!unknownAt.has(tag)) unknownAt.set(tag, locate(tag));
      if (isObject(value) && isObject(value.Fotos)) hasImages = true;
      const id = codigoOf(value);
      for (const f of feed.check(value, index)) findings.push(place(f, "xml", { id, position: locate(f.path.slice(prefix.length + 1)) }));
    },
    decoder,
  );
  if (!read.ok) {
    return unreadable(size, {
      severity: "error",
      rule: "xml.syntax",
      path: "$",
      line: read.line,
      ...(read.column ? { column: read.column } : {}),
      message: `XML mal formado: ${read.message}`,
      fix: read.fix,
    });
  }
  const payload = (f: RuleFinding, position?: Position) => findings.push(place(f, "xml", { position, payloadLevel: true }));
  if (read.root !== "Carga" || read.imovelCount === 0) payload(structureFinding(), { line: 1, column: 1 });
  for (const f of feed.summary()) payload(f, unknownAt.get(f.path.split(".").pop()!));

  const declared = read.declaration?.encoding;
  const otherEncoding = declared !== undefined && !/^utf-?8$/i.test(declared);
  if (otherEncoding || invalid) {
    const bytesNote = invalid ? `byte que não é UTF-8 na posição ${invalid.byte.toLocaleString("pt-BR")} (linha ${invalid.position.line})` : "";
    const readAsDeclared = otherEncoding && decoder.encoding !== "utf-8" ? `; o resto foi conferido lendo o arquivo como ${declared}` : "";
    const message = otherEncoding
      ? `o XML declara \`encoding="${declared}"\`${invalid ? ` e tem ${bytesNote}` : ""}${readAsDeclared}`
      : `o arquivo não está em UTF-8: ${bytesNote}`;
    const position = otherEncoding ? { line: read.declaration!.line, column: 1 } : invalid!.position;
    findings.push({
      ...place(
        {
          severity: "error",
          rule: "xml.encoding",
          path: "$",
          message,
          fix: 'Gere o arquivo em UTF-8 e declare `<?xml version="1.0" encoding="UTF-8"?>`: acentos em outra codificação (Latin-1, Windows-1252) chegam corrompidos.',
        },
        "xml",
        { position },
      ),
      ...(invalid ? { byte: invalid.byte } : {}),
    });
  } else if (!read.declaration) {
    payload(
      {
        severity: "warning",
        rule: "xml.declaration",
        path: "$",
        message: "o XML não declara a codificação na primeira linha",
        fix: 'Comece o arquivo com `<?xml version="1.0" encoding="UTF-8"?>`.',
      },
      { line: 1, column: 1 },
    );
  } else if (!declared) {
    payload(
      {
        severity: "warning",
        rule: "xml.declaration",
        path: "$",
        message: "a declaração `<?xml ...?>` não diz a codificação",
        fix: 'Declare `encoding="UTF-8"`: `<?xml version="1.0" encoding="UTF-8"?>`.',
      },
      { line: read.declaration.line, column: 1 },
    );
  }
  return assemble(size, { format: "xml", adCount: read.imovelCount, findings, categories: new Set(), hasImages });
}
