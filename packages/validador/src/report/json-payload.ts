/**
 * An API envelope or a JSON file: scanned once, each ad parsed and checked on
 * its own and then dropped; the envelope's own fields are parsed from the
 * text around the ads. A syntax error anywhere gives one finding with its
 * line and column, and nothing else.
 */
import { LIMITS } from "../../../../domain/ad-catalogue/common-fields";
import { jsonSyntaxError } from "../input/json-errors";
import { JsonLocator, pathSegments, scanJson } from "../input/json";
import { MAX_DEPTH } from "../limits";
import { AdListChecker, checkEnvelopeFields, fileTypeFinding, isObject, listKeyOf } from "../rules/index";
import { type BytePositions, LineIndex, formatBytes } from "../text";
import { PROGRESS_EVERY, type Finding, type Report, type RuleFinding, type ValidateOptions } from "../types";
import { assemble, unreadable } from "./assemble";
import { place, type Placement } from "./place";

const idOf = (ad: unknown) => (isObject(ad) && (typeof ad.id === "string" || typeof ad.id === "number") && String(ad.id) !== "" ? String(ad.id) : undefined);

export function validateJson(
  bytes: Uint8Array,
  positions: BytePositions,
  bom: boolean,
  invalidUtf8: Finding | undefined,
  size: number,
  options: ValidateOptions,
): Report {
  const layout = scanJson(bytes, positions);
  if (layout.tooDeep !== -1) {
    return unreadable(size, {
      severity: "error",
      rule: "json.too-deep",
      path: "$",
      ...positions.at(layout.tooDeep),
      message: `estrutura aninhada demais (mais de ${MAX_DEPTH} níveis)`,
      fix: "Um anúncio tem poucos níveis (envelope, lista, anúncio, `params`, lista de códigos): confira se colou o conteúdo certo.",
    });
  }
  const decoder = new TextDecoder("utf-8", { ignoreBOM: true });
  const decode = (start: number, end?: number) => decoder.decode(bytes.subarray(start, end));
  const syntaxError = (parseError: string): Report => {
    const text = decode(0);
    const error = jsonSyntaxError(text, parseError);
    return unreadable(size, {
      severity: "error",
      rule: "json.syntax",
      path: "$",
      ...new LineIndex(text).at(error.offset),
      message: `JSON inválido: ${error.message}`,
      fix: error.fix,
    });
  };
  if (layout.broken !== -1) return syntaxError("vírgula sem valor");

  const box = layout.container;
  const prefix = box ? decode(0, box.start) : "";
  const suffix = box ? decode(box.end) : "";
  const skeleton = box ? `${prefix}[]${suffix}` : decode(0);
  let root: unknown;
  try {
    root = JSON.parse(skeleton);
  } catch (error) {
    return syntaxError((error as Error).message);
  }
  const api = isObject(root) && ("ad_list" in root || "access_token" in root);
  const format = api ? "api" : "json";
  const findings: Finding[] = [];

  const outerByte = envelopeByteOf(skeleton, prefix, suffix, box);
  let adsChecked = 0;
  const progress = (checked: number) => {
    adsChecked = checked;
    options.onProgress?.(checked, adCount, findings.length);
  };
  // Between two parts of one ad's findings: an ad with 100,000 of them would otherwise show no progress for seconds.
  const placeAll = placerFor(findings, positions, format, () => progress(adsChecked));
  const placeOuter = (f: RuleFinding) => placeAll([f], (g) => outerByte(g.path));

  if (invalidUtf8) findings.push(invalidUtf8);
  if (bom)
    placeOuter({
      severity: "warning",
      rule: "json.bom",
      path: "$",
      message: "o conteúdo começa com a marca BOM (U+FEFF)",
      fix: "Salve o arquivo em UTF-8 sem BOM: nem todo leitor de JSON aceita a marca.",
    });
  // In-memory ads only when the scanner found no list of ads (an ad_list that is not a list, a second ad_list).
  const inMemory = !box && isObject(root) && Array.isArray(root.ad_list) ? root.ad_list : !box && Array.isArray(root) ? root : undefined;
  const adCount = box ? layout.starts.length : (inMemory?.length ?? 0);
  if (api) {
    placeAll(checkEnvelopeFields(root as Record<string, unknown>, box || inMemory ? adCount : undefined), (f) => outerByte(f.path));
    if (size > LIMITS.payloadBytes)
      placeOuter({
        severity: "error",
        rule: "payload.size",
        path: "$",
        message: `o envelope tem ${formatBytes(size)}, acima do limite de ${formatBytes(LIMITS.payloadBytes)} por envio`,
        fix: "Divida a `ad_list` em lotes menores, cada um com até 1 MB.",
      });
  } else if (!Array.isArray(root)) {
    placeOuter(fileTypeFinding(isObject(root) && ("category" in root || "subject" in root || "params" in root), isObject(root) ? listKeyOf(root) : undefined));
  }

  const ads = { layout, inMemory, adCount, decode, outerByte, placeAll, progress };
  const seen = checkEachAd(ads, api, options);
  if (typeof seen === "string") return syntaxError(seen);
  return assemble(size, { format, adCount, findings, categories: seen.categories, hasImages: seen.hasImages });
}

type Box = ReturnType<typeof scanJson>["container"];
type PlaceAll = (found: RuleFinding[], byteOf: (f: RuleFinding) => number | undefined, placement?: Omit<Placement, "position">) => void;

/** Byte offset of one of the envelope's own fields: found in the text around the ads, then mapped back to the file's bytes. */
function envelopeByteOf(skeleton: string, prefix: string, suffix: string, box: Box) {
  const outer = new JsonLocator(skeleton);
  const after = box ? new JsonLocator(suffix) : undefined;
  return (path: string): number | undefined => {
    if (path === "$") return undefined;
    const offset = outer.offsetOf(pathSegments(path));
    if (offset === undefined) return undefined;
    if (!box || offset < prefix.length) return outer.byteOffset(0, offset);
    if (offset < prefix.length + 2) return box.start;
    return after!.byteOffset(box.end, offset - prefix.length - 2);
  };
}

/** Findings placed between two calls of `onPart`: where they are and their documentation links cost about as much as checking them. */
const PLACED_PER_PART = 5_000;

/**
 * Adds findings with their line and column, resolving the byte offsets of
 * each part of a batch at once, and calls `onPart` between parts.
 */
function placerFor(findings: Finding[], positions: BytePositions, format: "api" | "json", onPart: () => void): PlaceAll {
  return (found, byteOf, placement = {}) => {
    for (let from = 0; from < found.length; from += PLACED_PER_PART) {
      if (from > 0) onPart();
      const part = found.slice(from, from + PLACED_PER_PART);
      const bytesAt = part.map(byteOf);
      const known = bytesAt.filter((b): b is number => b !== undefined);
      const resolved = positions.atEach(known);
      let k = 0;
      part.forEach((f, i) => findings.push(place(f, format, { ...placement, position: bytesAt[i] === undefined ? undefined : resolved[k++] })));
    }
  };
}

interface AdsToCheck {
  layout: ReturnType<typeof scanJson>;
  /** The ads already parsed, when the scanner found no list of ads in the text. */
  inMemory: unknown[] | undefined;
  adCount: number;
  decode: (start: number, end?: number) => string;
  outerByte: (path: string) => number | undefined;
  placeAll: PlaceAll;
  /** Tells onProgress how many ads are checked (and how many findings so far). */
  progress: (checked: number) => void;
}

/** Parses and checks each ad on its own, then drops it; returns what the report sums up, or the parse error of an ad. */
function checkEachAd({ layout, inMemory, adCount, decode, outerByte, placeAll, progress }: AdsToCheck, api: boolean, options: ValidateOptions) {
  const categories = new Set<number>();
  let hasImages = false;
  const checker = new AdListChecker(api ? "api" : "json", api ? "ad_list" : "", { currentYear: options.currentYear });
  const skip = api ? 2 : 1;
  for (let i = 0; i < adCount; i++) {
    if (i % PROGRESS_EVERY === 0) progress(i);
    let ad: unknown;
    let text = "";
    if (inMemory) ad = inMemory[i];
    else {
      text = decode(layout.starts[i], layout.ends[i]);
      try {
        ad = JSON.parse(text);
      } catch (error) {
        return (error as Error).message;
      }
    }
    if (isObject(ad)) {
      if (typeof ad.category === "number") categories.add(ad.category);
      if (Array.isArray(ad.images) && ad.images.length) hasImages = true;
    }
    const found = checker.check(ad, i);
    if (!found.length) continue;
    const locator = inMemory ? undefined : new JsonLocator(text);
    const base = inMemory ? 0 : layout.starts[i];
    const byteOf = (f: RuleFinding) => {
      if (!locator) return outerByte(f.path);
      const offset = locator.offsetOf(pathSegments(f.path).slice(skip));
      return offset === undefined ? undefined : locator.byteOffset(base, offset);
    };
    placeAll(found, byteOf, { id: idOf(ad), category: isObject(ad) ? ad.category : undefined });
  }
  return { categories, hasImages };
}
