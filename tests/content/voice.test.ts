/**
 * Pages speak as the marketplace's own documentation, never about a document
 * behind it, and never send the reader to support as filler
 * (domain/text/meta-language.ts). Where something is not documented, a page
 * says "não documentado". Checked on the rendered pages, so text that comes
 * from the catalogue or a snippet counts too.
 */
import { beforeAll, describe, expect, it } from "vitest";
import type { Page } from "../../core/types";
import { metaLanguage } from "../../domain/text/meta-language";
import { buildRealSite, pageText } from "./real-site";

describe("meta-language detector", () => {
  it("catches each banned phrase whatever the accents and capitals", () => {
    for (const phrase of [
      "Valores não publicados na Especificação",
      "A DOCUMENTAÇÃO NÃO MOSTRA o corpo",
      "confirme com o suporte de integração",
      "Combine-a com o seu contato no marketplace",
      "não é descrita nesta documentação",
      "como a especificacao diz",
    ]) {
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

  it('say "não documentado" at most once per table, in a note or one cell, not on every row', () => {
    const tables = pages.flatMap((page) =>
      (page.markdown ?? "")
        .split(/\n(?!\|)/)
        .map((block) => block.trim())
        .filter((block) => block.startsWith("|"))
        .map((table) => ({ path: page.path, times: table.match(/não (é |são )?documentad/gi)?.length ?? 0, head: table.split("\n")[0] })),
    );
    expect(tables.filter((t) => t.times > 1).map((t) => `${t.path}: ${t.times}× in ${t.head}`)).toEqual([]);
  });

  it("never speak about the specification or the documentation instead of as it", () => {
    const hits = pages.flatMap((page) => metaLanguage(pageText(page.html)).map((phrase) => `${page.path}: …${phrase}…`));
    expect(hits).toEqual([]);
  });
});
