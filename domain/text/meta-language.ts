/**
 * Meta-language: sentences where a page talks about the documentation (the
 * document of requirements behind it, what "the documentation" shows or not,
 * a meaning "not published") or sends the reader to support as filler,
 * instead of speaking as the marketplace's documentation. Matched on folded
 * text (no accents, lower case). The rendered pages (tests/content/voice.test.ts)
 * and the catalogue directives' text (plugins/ad-catalogue) are held to it.
 */
import { foldText } from "./fold";

/** Folded (no accents, lower case) patterns of meta-language. */
const META_LANGUAGE: readonly RegExp[] = [
  // "Especificação OpenAPI" is the name of a file format, not talk about the documentation.
  /especificac(ao|oes)(?! openapi)/,
  /especificad[oa]s? (na|pela)/,
  /\b(a|na|pela|nesta|desta|esta|da propria) documentacao\b/,
  /documentacao (nao|do marketplace|oficial|atual)\b/,
  /\b(confirme|confira|combine|verifique|cheque|consulte|pergunte)(-[ao]s?)? (com|ao|o) (o |a )?(seu )?(suporte|contato)\b/,
  /\bfale com o seu contato\b/,
  /significados? nao publicados?/,
];

/** Every meta-language phrase of a page, with some context around it. */
export function metaLanguage(text: string): string[] {
  const folded = foldText(text);
  const anyOf = new RegExp(META_LANGUAGE.map((pattern) => pattern.source).join("|"), "g");
  return [...folded.matchAll(anyOf)].map((m) => folded.slice(Math.max(0, m.index! - 50), m.index! + m[0].length + 50).trim());
}
