/**
 * Pages speak as the marketplace's own documentation: never about "a
 * especificação", never "a documentação não mostra", never "confirme com o
 * suporte" as filler. Where something is not documented, a page says "não
 * documentado". Checked on the rendered pages, so text that comes from the
 * catalogue or a snippet counts too; accents and capitals do not matter.
 */
import { beforeAll, describe, expect, it } from "vitest";
import type { Page } from "../../core/types";
import { foldText } from "../../domain/text/fold";
import { buildRealSite, pageText } from "./real-site";

/** Folded (no accents, lower case) patterns of meta-language. */
export const META_LANGUAGE: readonly RegExp[] = [
  // "Especificação OpenAPI" is the name of a file format, not talk about the documentation.
  /especificac(ao|oes)(?! openapi)/,
  /especificad[oa]s? (na|pela)/,
  /\b(a|na|pela|nesta|desta|esta|da propria) documentacao\b/,
  /documentacao (nao|do marketplace|oficial|atual)\b/,
  /\b(confirme|confira|combine|verifique|cheque|consulte|pergunte)(-[ao]s?)? (com|ao|o) (o |a )?(seu )?(suporte|contato)\b/,
  /\bfale com o seu contato\b/,
];

/** Every meta-language phrase of a page, with some context around it. */
export function metaLanguage(text: string): string[] {
  const folded = foldText(text);
  const anyOf = new RegExp(META_LANGUAGE.map((pattern) => pattern.source).join("|"), "g");
  return [...folded.matchAll(anyOf)].map((m) => folded.slice(Math.max(0, m.index! - 50), m.index! + m[0].length + 50).trim());
}

describe("meta-language detector", () => {
  it("catches each banned phrase whatever the accents and capitals", () => {
    for (const phrase of ["Valores não publicados na Especificação", "A DOCUMENTAÇÃO NÃO MOSTRA o corpo", "confirme com o suporte de integração", "Combine-a com o seu contato no marketplace", "não é descrita nesta documentação", "como a especificacao diz"]) {
      expect(metaLanguage(`Texto antes. ${phrase}. Texto depois.`), phrase).toHaveLength(1);
    }
  });

  it("lets the portal say plainly that something is not documented", () => {
    expect(metaLanguage("O corpo da resposta não é documentado. Fale com o suporte informando o horário da chamada. Áreas do portal.")).toEqual([]);
  });
});

describe("the rendered pages", () => {
  let pages: Page[];
  beforeAll(async () => {
    pages = (await buildRealSite()).manifest.pages;
  }, 300_000);

  it("never speak about the specification or the documentation instead of as it", () => {
    const hits = pages.flatMap((page) => metaLanguage(pageText(page.html)).map((phrase) => `${page.path}: …${phrase}…`));
    expect(hits).toEqual([]);
  });
});
