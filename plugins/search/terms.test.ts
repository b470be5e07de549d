/** How words become index terms: folding, Portuguese stemming, identifiers kept whole. */
import { describe, expect, it } from "vitest";
import { foldText } from "../../domain/text/fold";
import { indexTermsOf, queryTermOf } from "./pipeline";
import { identifierParts, splitWords } from "./terms";

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
  ])("%s and its forms share one term", (...forms) => {
    expect(sameTerm(...forms).size).toBe(1);
  });

  it("keeps different words apart", () => {
    expect(queryTermOf("anúncio")).not.toBe(queryTermOf("imóvel"));
    expect(queryTermOf("categoria")).not.toBe(queryTermOf("código"));
  });

  it("drops Portuguese stop words", () => {
    expect(queryTermOf("de")).toBeUndefined();
    expect(queryTermOf("não")).toBeUndefined();
    expect(indexTermsOf("para")).toEqual([]);
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

  it("survive the punctuation of code samples", () => {
    const words = splitWords(`{"ad_list":[{"vehicle_tag":"ABC1D23"}]} curl -X PUT "%HOST%/autoupload/import" (opcional).`);
    expect(words).toEqual(expect.arrayContaining(["ad_list", "vehicle_tag", "abc1d23", "curl", "put"]));
    expect(words.flatMap(indexTermsOf)).toEqual(expect.arrayContaining(["autoupload/import", "opcional"]));
  });
});
