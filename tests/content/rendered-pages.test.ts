/**
 * Every page a reader opens is real documentation: at least 120 words of
 * text as rendered, with the shared snippets and the catalogue's tables in
 * place (a category page is mostly codes from the catalogue, and that is
 * what its reader came for), and the prose never contradicts the
 * catalogue's table of required parameters on the same page.
 */
import { beforeAll, describe, expect, it } from "vitest";
import type { Page } from "../../core/types";
import { buildRealSite, pageText } from "./real-site";

const words = (text: string) => text.split(/\s+/).filter((w) => /\p{L}{2,}/u.test(w)).length;

describe("the rendered pages", () => {
  let pages: Page[];
  beforeAll(async () => {
    pages = (await buildRealSite()).manifest.pages.filter((page) => page.file);
  }, 300_000);

  it("each have at least 120 words for the reader", () => {
    const short = pages.map((page) => ({ path: page.path, words: words(pageText(page.html)) })).filter((page) => page.words < 120);
    expect(short).toEqual([]);
  });

  it("never say that no parameter is required above a table that lists required ones", () => {
    // The bus and boat pages once said "nenhum parâmetro é obrigatório" above "Parâmetros obrigatórios: regdate, mileage".
    const contradicting = pages
      .map((page) => ({ path: page.path, text: pageText(page.html) }))
      .filter(({ text }) => /Parâmetros obrigatórios (?!nenhum)\S/i.test(text) && /nenhum parâmetro[^.]*obrigatório/i.test(text))
      .map(({ path }) => path);
    expect(contradicting).toEqual([]);
  });
});
