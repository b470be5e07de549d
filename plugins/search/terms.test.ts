/** How words become index terms: folding, Portuguese stemming, stop words, identifiers and signed codes kept whole. */
import { describe, expect, it } from "vitest";
import { foldText } from "../../domain/text/fold";
import { identifierParts, indexTermsOf, splitWords, wordSpans } from "./terms";

/** The term a word of a query or a page stands for (undefined for a stop word). */
const queryTermOf = (word: string) => indexTermsOf(word)[0];
const sameTerm = (...words: string[]) => new Set(words.map((w) => queryTermOf(w)));

describe("folding and stemming", () => {
  it("folds accents and case the same way everywhere", () => {
    expect(foldText("ANÚNCIOS Imóveis Informação Preço")).toBe("anuncios imoveis informacao preco");
  });

  it.each([
    ["anuncio", "anúncio", "ANÚNCIOS", "anuncios"],
    ["imóveis", "imovel", "imóvel", "IMOVEIS"],
    ["informação", "informações", "informacao", "informacoes"],
    ["padrão", "padrões", "padroes"],
    ["disponível", "disponíveis", "disponivel"],
    ["referência", "referencias"],
    ["item", "itens"],
    ["mensagem", "mensagens"],
    ["opcional", "opcionais"],
    ["erro", "erros"],
    ["código", "codigos", "CÓDIGO"],
    // Plurals in -es: "celulares" once became "celulare", which the stemmer cut elsewhere than "celular".
    ["celular", "celulares", "Celulares"],
    ["valor", "valores"],
    ["trator", "tratores"],
    ["vez", "vezes"],
    ["caractere", "caracteres"],
    ["hectare", "hectares"],
  ])("%s and its forms share one term", (...forms) => {
    expect(sameTerm(...forms).size).toBe(1);
  });

  it("keeps different words apart", () => {
    expect(queryTermOf("anúncio")).not.toBe(queryTermOf("imóvel"));
    expect(queryTermOf("categoria")).not.toBe(queryTermOf("código"));
  });

  it("drops Portuguese stop words, the words of questions among them", () => {
    expect(queryTermOf("de")).toBeUndefined();
    expect(queryTermOf("não")).toBeUndefined();
    expect(indexTermsOf("para")).toEqual([]);
    for (const word of ["quantas", "Quais", "posso", "pode", "onde", "é", "são"]) expect(indexTermsOf(word), word).toEqual([]);
    expect(queryTermOf("imagens")).toBeDefined();
  });
});

describe("identifiers", () => {
  it("are kept whole, folded but not stemmed or trimmed away", () => {
    expect(queryTermOf("vehicle_tag")).toBe("vehicle_tag");
    expect(queryTermOf("ERROR_FUEL_4_DEPRECATED")).toBe("error_fuel_4_deprecated");
    expect(queryTermOf("/autoupload/import")).toBe("autoupload/import");
    expect(queryTermOf("2020")).toBe("2020");
  });

  it("are also indexed by their parts and path tails", () => {
    expect(identifierParts("vehicle_tag")).toEqual(expect.arrayContaining(["vehicle", "tag"]));
    const url = indexTermsOf("//apps.classificados.example/autoupload/import");
    expect(url).toEqual(expect.arrayContaining(["autoupload/import", "autoupload", "import"]));
  });

  it("keep the sign of a number: -7 is a code, not 7; a hyphen between words or digits still separates", () => {
    expect(splitWords('statusCode -7, (-8) e -2; {"code":-6}')).toEqual(["statuscode", "-7", "-8", "e", "-2", "code", "-6"]);
    expect(splitWords("1-5 2025-11-17 pré-pago")).toEqual(["1", "5", "2025", "11", "17", "pré", "pago"]);
    expect(indexTermsOf("-7")).toEqual(["-7"]);
    const text = "Sem vagas (-7). Faixa 1-5.";
    expect(wordSpans(text).map(([s, e]) => text.slice(s, e))).toEqual(["Sem", "vagas", "-7", "Faixa", "1", "5"]);
  });

  it("survive the punctuation of code samples", () => {
    const words = splitWords(`{"ad_list":[{"vehicle_tag":"ABC1D23"}]} curl -X PUT "%HOST%/autoupload/import" (opcional).`);
    expect(words).toEqual(expect.arrayContaining(["ad_list", "vehicle_tag", "abc1d23", "curl", "put"]));
    expect(words.flatMap(indexTermsOf)).toEqual(expect.arrayContaining(["autoupload/import", "opcional"]));
  });
});
