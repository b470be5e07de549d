/** The search glossary (glossary-data.ts): its data is well formed, and each of its three parts does what readers need. */
import { describe, expect, it } from "vitest";
import { GLOSSARY_DATA, readGlossary } from "./glossary";
import { glossary, termOf } from "./terms";

describe("the glossary's data", () => {
  it("lists each filler once, lemmas as pairs, synonyms with reader words and the pages' words", () => {
    expect(new Set(GLOSSARY_DATA.fillers).size).toBe(GLOSSARY_DATA.fillers.length);
    for (const pair of GLOSSARY_DATA.lemmas) expect(pair).toHaveLength(2);
    for (const entry of GLOSSARY_DATA.synonyms) {
      expect(entry.reader.length, JSON.stringify(entry)).toBeGreaterThan(0);
      expect(entry.docs.length, JSON.stringify(entry)).toBeGreaterThan(0);
    }
  });

  it("refuses a lemma that is not a pair, in Portuguese", () => {
    const broken = { ...GLOSSARY_DATA, lemmas: [["destaque"]] as unknown as [string, string][] };
    expect(() =>
      readGlossary(
        broken,
        (w) => w,
        (t) => t.split(" "),
      ),
    ).toThrow(/glossário da busca: cada par de lemmas tem duas palavras/);
  });
});

describe("lemmas: a verb and its noun meet", () => {
  it.each([
    ["destacar", "destaque"],
    ["anunciar", "anúncios"],
    ["excluir", "exclusão"],
    ["mudar", "mudança"],
    ["sobe", "subir"],
    ["publiquei", "publicar"],
    ["alugar", "aluguel"],
    ["mandar", "enviar"],
    ["mandei", "envio"],
  ])("%s and %s are one term", (verb, noun) => {
    expect(termOf(verb)).toBe(termOf(noun));
  });

  it("keeps paginação apart from página, which share a stem but not a meaning", () => {
    expect(termOf("paginação")).not.toBe(termOf("página"));
    expect(termOf("paginada")).toBe(termOf("paginação"));
  });
});

describe("fillers and synonyms", () => {
  it("knows question and request words as fillers, not the words of the domain", () => {
    for (const word of ["quero", "Quero", "gostaria", "meu", "saber", "sei", "descubro", "específico"]) expect(glossary.isFiller(word)).toBe(true);
    for (const word of ["destaque", "token", "lead"]) expect(glossary.isFiller(word)).toBe(false);
    // Selling is every advertiser's request; the sale ("venda") and the sold status ("vendido") are words of the pages.
    for (const word of ["vender", "vendo", "OLX"]) expect(glossary.isFiller(word)).toBe(true);
    for (const word of ["venda", "vendido"]) expect(glossary.isFiller(word)).toBe(false);
    // So is a second-hand item ("trator usado"), which the pages never rank by: they write "usado" for what a host is used for.
    for (const word of ["usado", "usados"]) expect(glossary.isFiller(word)).toBe(true);
    // "Qual foto vira a capa": becoming says nothing of the subject, and "vira" was a rare word the photo FAQ lacked.
    for (const word of ["vira", "fica"]) expect(glossary.isFiller(word)).toBe(true);
  });

  it("leads from the readers' words to the pages' words, phrases included", () => {
    const docsOf = (word: string) => glossary.startingWith(termOf(word)).flatMap((entry) => entry.docs);
    expect(docsOf("topo")).toContain(termOf("destaque"));
    expect(docsOf("pagination")).toContain(termOf("paginação"));
    expect(docsOf("compradores")).toContain(termOf("lead"));
    // An integrator's everyday words: the key is the token, what it costs is the plan's balance.
    expect(glossary.startingWith(termOf("chave")).flatMap((entry) => entry.docs)).toContain(termOf("token"));
    expect(docsOf("custa")).toContain(termOf("saldo"));
    // "incluir anúncios", as integrators ask it, is the insert operation of the import.
    expect(docsOf("incluir")).toContain(termOf("insert"));
    // A support ticket and what is left of the plan, as integrators write them (olxbr/ad_integration #63, #21).
    expect(glossary.startingWith(termOf("abrir")).flatMap((entry) => entry.docs)).toContain(termOf("suporte"));
    expect(docsOf("chamada")).not.toContain(termOf("suporte"));
    expect(docsOf("pacote")).toContain(termOf("saldo"));
    expect(docsOf("settings")).toContain(termOf("configuração"));
    expect(docsOf("delivery")).toContain(termOf("entrega"));
    expect(docsOf("remaining")).toContain(termOf("saldo"));
    expect(docsOf("flow")).toContain(termOf("fluxo"));
    expect(docsOf("capa")).toContain(termOf("principal"));
    expect(docsOf("simular")).toContain(termOf("sandbox"));
    expect(docsOf("imobiliária")).toContain(termOf("imóveis"));
    expect(docsOf("atender")).toContain(termOf("responder"));
    expect(docsOf("recentemente")).toContain(termOf("novidades"));
    expect(docsOf("bulk")).toContain(termOf("lote"));
    expect(docsOf("deprecation")).toContain(termOf("descontinuado"));
    // "Subir os anúncios" is the upload; a bump is "subir pro topo", and "topo" says it.
    expect(docsOf("subir")).toContain(termOf("importação"));
    expect(docsOf("subir")).not.toContain(termOf("destaque"));
    expect(
      glossary.startingWith(termOf("real")).some((entry) => entry.phrases.some((phrase) => phrase.join(" ") === `${termOf("real")} ${termOf("estate")}`)),
    ).toBe(true);
  });
});
