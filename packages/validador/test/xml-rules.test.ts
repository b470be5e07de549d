/**
 * Every rule on the XML real-estate feed: tags, limits, subtypes and the
 * channel (room rental, season and vehicles are not accepted), photos and
 * video, and the precedence rules, reported as warnings because the
 * marketplace ignores the tag rather than refusing the ad.
 */
import { describe, expect, it } from "vitest";
import { exampleXmlFeed } from "../../../domain/ad-catalogue/examples";
import { validatePayload } from "../src/report/validate";
import { APARTMENT, LAND, YEAR, errorsOf, rulesOf, validateXml, withRule, xmlText } from "./fixtures";

type Tags = Record<string, string | undefined>;
const apartment = (patch: Tags = {}, extra: Partial<Parameters<typeof xmlText>[0][number]> = {}) =>
  validateXml([{ tags: { ...APARTMENT, ...patch }, ...extra }]);
const one = (report: ReturnType<typeof apartment>, rule: string) => {
  const found = withRule(report, rule);
  expect(found, `${rule} in ${JSON.stringify(rulesOf(report))}`).toHaveLength(1);
  return found[0];
};
const clean = (report: ReturnType<typeof apartment>) => expect(rulesOf(report, "error")).toEqual([]);

describe("the XML feed", () => {
  it("passes the catalogue's example feed, one Imovel per subtype", () => {
    const report = validatePayload(exampleXmlFeed(), { currentYear: YEAR });
    expect(errorsOf(report)).toEqual([]);
    expect(report).toMatchObject({ format: "xml", adCount: 4, passing: 4, accepted: true });
  });

  it("CodigoImovel: required, up to 20 characters, unique", () => {
    expect(one(apartment({ CodigoImovel: undefined }), "xml.tag-required")).toMatchObject({ severity: "error", field: "CodigoImovel", ad: { index: 0 } });
    expect(one(apartment({ CodigoImovel: "X".repeat(21) }), "xml.max-length").fix).toContain("21");
    clean(apartment({ CodigoImovel: "X".repeat(20) }));
    const twice = validateXml([{ tags: APARTMENT }, { tags: { ...APARTMENT, TituloAnuncio: "Outro" } }]);
    expect(one(twice, "xml.codigo-repeated")).toMatchObject({ ad: { index: 1, id: "AP-1" }, field: "CodigoImovel" });
    clean(validateXml([{ tags: APARTMENT }, { tags: { ...APARTMENT, CodigoImovel: "AP-2" } }]));
  });

  it("titles: up to 90 characters, TituloAnuncio wins over Titulo, a title is built when none is sent", () => {
    one(apartment({ TituloAnuncio: "a".repeat(91) }), "xml.max-length");
    one(apartment({ TituloAnuncio: undefined, Titulo: "a".repeat(91) }), "xml.max-length");
    expect(one(apartment({ Titulo: "Outro título" }), "xml.precedence-title").severity).toBe("info");
    const built = one(apartment({ TituloAnuncio: undefined, Bairro: "Copacabana", Cidade: "Rio de Janeiro" }), "xml.title");
    expect(built).toMatchObject({ severity: "info" });
    expect(built.message).toContain("`Bairro`");
    // Without Bairro and Cidade the sentence still ends, naming what the ad lacks.
    const bare = one(apartment({ TituloAnuncio: undefined }), "xml.title");
    expect(bare.message).toMatch(
      /monta um com o tipo \(`SubTipoImovel`\), o bairro \(`Bairro`\) e a cidade \(`Cidade`\); neste imóvel faltam `Bairro` e `Cidade`$/,
    );
    clean(apartment({ TituloAnuncio: "a".repeat(90) }));
  });

  it("SubTipoImovel: a value of the table; room rental, season and vehicles are not accepted in XML", () => {
    expect(one(apartment({ SubTipoImovel: "Quarto" }), "xml.channel")).toMatchObject({
      severity: "error",
      message: expect.stringContaining("1060"),
      docs: { href: "/faq/category.html#categoria-fora-do-canal" },
    });
    expect(one(apartment({ SubTipoImovel: "Apartamento para temporada" }), "xml.channel").message).toContain("1080");
    expect(one(apartment({ SubTipoImovel: "Carro" }), "xml.channel").message).toContain("só imóveis");
    // Compared without case, accents or extra spaces; a listing title that is not itself a value is not accepted.
    clean(apartment({ SubTipoImovel: "apartamento" }));
    clean(apartment({ SubTipoImovel: "KITNET  /  CONJUGADO" }));
    clean(apartment({ SubTipoImovel: "apartamento padrao" }));
    one(apartment({ SubTipoImovel: "Kitchenette/conjugado" }), "xml.subtype");
    expect(one(apartment({ SubTipoImovel: "Apartamento Garden" }), "xml.subtype").fix).toContain("`Apartamento`");
    expect(one(apartment({ SubTipoImovel: "Mansão" }), "xml.subtype").docs?.href).toBe("/anuncio/xml/real_estate/home.html#subtipos-e-titulo-do-anuncio");
    clean(apartment({ SubTipoImovel: "Cobertura" }));
  });

  it("CEP: required, with digits, 8 of them", () => {
    one(apartment({ CEP: undefined }), "xml.tag-required");
    one(apartment({ CEP: "sem cep" }), "xml.cep");
    expect(one(apartment({ CEP: "2204-001" }), "xml.cep-length")).toMatchObject({ severity: "warning", code: "NO_REGION" });
    clean(apartment({ CEP: "22041001" }));
  });

  it("Observacao: required, up to 6000 characters, no HTML", () => {
    one(apartment({ Observacao: undefined }), "xml.tag-required");
    one(apartment({ Observacao: "a".repeat(6001) }), "xml.max-length");
    expect(one(apartment({ Observacao: "Sala ampla<br>2 quartos" }), "xml.html").fix).toContain("<br>");
    clean(apartment({ Observacao: "Sala ampla\n2 quartos & varanda, 3 < 4" }));
  });

  it("prices and areas: whole integers", () => {
    expect(one(apartment({ PrecoVenda: "520.000,00" }), "xml.integer").fix).toContain("`520000`");
    one(apartment({ AreaTotal: "68,5" }), "xml.integer");
    clean(apartment({ PrecoCondominio: "650", ValorIPTU: "120" }));
  });

  it("precedence rules: ignored prices and areas are warnings", () => {
    expect(one(apartment({ PrecoLocacao: "2500" }), "xml.precedence-price")).toMatchObject({
      severity: "warning",
      field: "PrecoLocacao",
      docs: { href: "/anuncio/xml/real_estate/home.html#precedencia-entre-tags" },
    });
    expect(one(apartment({ PrecoVenda: undefined, PrecoLocacao: "2500", PrecoLocacaoTemporada: "300" }), "xml.precedence-price").field).toBe(
      "PrecoLocacaoTemporada",
    );
    expect(one(apartment({ AreaUtil: "60" }), "xml.precedence-area").field).toBe("AreaUtil");
    const seasonOnly = apartment({ PrecoVenda: undefined, PrecoLocacaoTemporada: "300" });
    expect(rulesOf(seasonOnly).filter((r) => r.startsWith("xml.precedence"))).toEqual([]);
    expect(rulesOf(apartment()).filter((r) => r.startsWith("xml.precedence"))).toEqual([]);
    expect(one(apartment({ PrecoVenda: undefined }), "xml.price-missing").severity).toBe("warning");
    expect(apartment({ PrecoLocacao: "2500" }).accepted).toBe(true);
  });

  it("rooms, bathrooms and spaces: 0 to 5, required where the subtype needs them, only where they apply", () => {
    one(apartment({ QtdDormitorios: undefined }), "xml.tag-required");
    expect(one(apartment({ QtdDormitorios: "6" }), "xml.range").fix).toContain("5 ou mais");
    one(apartment({ QtdVagas: "-1" }), "xml.integer");
    clean(apartment({ QtdDormitorios: "0", QtdBanheiros: "5" }));
    expect(one(validateXml([{ tags: { ...LAND, QtdDormitorios: "2" } }]), "xml.tag-subtype")).toMatchObject({
      severity: "warning",
      docs: { href: "/anuncio/xml/real_estate/home.html#tags-de-cada-subtipo" },
    });
    clean(validateXml([{ tags: LAND }]));
  });

  it("photos: a public URL each, one main photo, no repeats, at most 20, required since 05/08/2025", () => {
    const url = (i: number) => `https://www.example.com/fotos/${i}.jpg`;
    expect(one(apartment({}, { photos: [] }), "xml.photos-missing")).toMatchObject({ severity: "warning", code: "NO_IMAGE" });
    one(apartment({}, { photos: ["fotos/1.jpg"] }), "xml.foto-url");
    one(apartment({}, { photos: [url(1), url(1)] }), "xml.photo-repeated");
    one(apartment({}, { photos: Array.from({ length: 21 }, (_, i) => url(i)) }), "xml.photos-max");
    const twoMain = xmlText([
      {
        tags: APARTMENT,
        photos: [],
        extra: `      <Fotos><Foto><URLArquivo>${url(1)}</URLArquivo><Principal>1</Principal></Foto><Foto><URLArquivo>${url(2)}</URLArquivo><Principal>1</Principal></Foto></Fotos>`,
      },
    ]);
    one(validatePayload(twoMain), "xml.principal-many");
    expect(one(apartment({}, { photos: ["https://www.example.com/fotos/1.webp"] }), "image.format").field).toBe("Fotos.Foto[0].URLArquivo");
    clean(apartment({}, { photos: Array.from({ length: 20 }, (_, i) => url(i)) }));
  });

  it("video: one YouTube video page", () => {
    expect(one(apartment({}, { videos: ["https://vimeo.com/1234"] }), "xml.video-url")).toMatchObject({
      severity: "error",
      code: "ERROR_VIDEOS_URL_INVALID",
      docs: { href: "/anuncio/xml/real_estate/home.html#video-beta" },
    });
    one(apartment({}, { videos: ["https://www.youtube.com/watch?v=a1B2c3D4e5F", "https://youtu.be/a1B2c3D4e5F"] }), "xml.videos-many");
    clean(apartment({}, { videos: ["https://www.youtube.com/watch?v=a1B2c3D4e5F"] }));
  });

  it("apartment flags and unknown tags", () => {
    expect(one(apartment({ Elevador: "1" }), "xml.tag-unknown").severity).toBe("warning");
    clean(apartment({ Piscina: "1", Varanda: "1" }));
  });

  it("the file: UTF-8 declared, Carga > Imoveis > Imovel", () => {
    expect(one(validateXml([{ tags: APARTMENT }], '<?xml version="1.0" encoding="ISO-8859-1"?>'), "xml.encoding")).toMatchObject({
      severity: "error",
      docs: { href: "/anuncio/xml/real_estate/home.html#regras-do-arquivo" },
    });
    expect(one(validateXml([{ tags: APARTMENT }], ""), "xml.declaration").severity).toBe("warning");
    const wrongRoot = validatePayload('<?xml version="1.0" encoding="UTF-8"?>\n<Imoveis><Imovel><CodigoImovel>A</CodigoImovel></Imovel></Imoveis>');
    expect(one(wrongRoot, "xml.structure")).toMatchObject({ severity: "error", docs: { href: "/anuncio/xml/real_estate/home.html#estrutura" } });
    expect(wrongRoot.adCount).toBe(0);
  });

  it("places each finding on its Imovel's line and names it by CodigoImovel", () => {
    const text = xmlText([{ tags: APARTMENT }, { tags: { ...LAND, CEP: "abc" } }]);
    const finding = one(validatePayload(text), "xml.cep");
    const line = text.split("\n").findIndex((l) => l.includes("<CEP>abc</CEP>")) + 1;
    expect(finding).toMatchObject({ ad: { index: 1, id: "TE-1" }, line, field: "CEP" });
  });
});
