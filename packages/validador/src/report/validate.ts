/**
 * validateBytes(file) and validatePayload(text): recognise an API envelope, a
 * JSON file or an XML feed and report, per ad, what the marketplace would
 * refuse or ignore, with the rules of ../rules. This file reads the input
 * (size, byte-order mark, UTF-8, format) and hands it to the JSON or XML flow.
 * No DOM and no Node APIs: the page and the command line run the same code.
 */
import { LIMITS } from "../../../../domain/ad-catalogue/common-fields";
import { MAX_INPUT_BYTES } from "../limits";
import { BytePositions, firstInvalidUtf8, formatBytes } from "../text";
import type { Finding, Report, ValidateOptions } from "../types";
import { unreadable } from "./assemble";
import { validateJson } from "./json-payload";
import { place } from "./place";
import { validateXml } from "./xml-payload";

/** The report for input above the limit (MAX_INPUT_BYTES unless raised): nothing is parsed. */
export function tooLargeReport(bytes: number, max: number = MAX_INPUT_BYTES): Report {
  return unreadable(bytes, {
    severity: "error",
    rule: "input.too-large",
    path: "$",
    message: `conteúdo grande demais para validar aqui (${formatBytes(bytes)}; o limite do validador é ${formatBytes(max)})`,
    fix: `Divida o conteúdo e valide as partes: pela API, cada envio tem no máximo ${formatBytes(LIMITS.payloadBytes)}. Na linha de comando (\`validador-anuncios\`) o limite é maior.`,
  });
}

const isSpace = (b: number) => b === 0x20 || b === 0x0a || b === 0x0d || b === 0x09;

/** Validates a file's bytes. The marketplace reads UTF-8 only: other bytes are reported once, with where they are. */
export function validateBytes(input: Uint8Array, options: ValidateOptions = {}): Report {
  return validateInput(input, options, "file");
}

/** `source` "text": bytes encoded from text already decoded (a paste), so never decoded by a declared encoding. */
function validateInput(input: Uint8Array, options: ValidateOptions, source: "file" | "text"): Report {
  // Not decoded at all: a huge file is refused as cheaply as a huge paste.
  const max = options.maxBytes ?? MAX_INPUT_BYTES;
  if (input.length > max) return tooLargeReport(input.length, max);
  const bom = input[0] === 0xef && input[1] === 0xbb && input[2] === 0xbf;
  const bytes = bom ? input.subarray(3) : input;
  const size = input.length;
  const positions = new BytePositions(bytes);
  let first = 0;
  while (first < bytes.length && isSpace(bytes[first])) first++;
  const looksXml = bytes[first] === 0x3c /* < */;
  const looksJson = bytes[first] === 0x5b /* [ */ || bytes[first] === 0x7b /* { */;
  if (!looksXml && !looksJson) {
    const name = options.filename ?? "";
    const hint = /\.xml$/i.test(name) ? "XML" : /\.json$/i.test(name) ? "JSON" : "JSON nem XML";
    const start = new TextDecoder().decode(bytes.subarray(first, first + 48)).slice(0, 12);
    return unreadable(size, {
      severity: "error",
      rule: "input.unknown",
      path: "$",
      ...(first < bytes.length ? positions.at(first) : {}),
      message: first < bytes.length ? `o conteúdo não parece ${hint}: começa com \`${start}\`` : "nada para validar: o conteúdo está vazio",
      fix: 'Cole ou solte o envelope da API (`{ "access_token": ..., "ad_list": [...] }`), o arquivo JSON (`[ ... ]`) ou o XML de imóveis (`<Carga>...`).',
    });
  }
  const invalidAt = firstInvalidUtf8(bytes);
  const invalid = invalidAt === -1 ? undefined : { byte: invalidAt + (bom ? 3 : 0), position: positions.at(invalidAt) };
  if (looksXml) return validateXml(bytes, invalid, size, options, source);
  const encoding: Finding | undefined = invalid && {
    ...place(
      {
        severity: "error",
        rule: "payload.encoding",
        path: "$",
        message: `o arquivo não está em UTF-8: byte inválido na posição ${invalid.byte.toLocaleString("pt-BR")} de ${formatBytes(size)}`,
        fix: "Salve ou gere o arquivo em UTF-8 (não em Latin-1/Windows-1252): acentos em outra codificação chegam corrompidos.",
      },
      "json",
      { position: invalid.position },
    ),
    byte: invalid.byte,
  };
  return validateJson(bytes, positions, bom, encoding, size, options);
}

/** Validates pasted text (the page): the same as a file of its UTF-8 bytes. */
export function validatePayload(text: string, options: ValidateOptions = {}): Report {
  // Refuse what is too large before encoding it (a 50 MB paste must not freeze a tab).
  const max = options.maxBytes ?? MAX_INPUT_BYTES;
  if (text.length > max) return tooLargeReport(text.length, max);
  return validateInput(new TextEncoder().encode(text), options, "text");
}
