/**
 * Twin pages of one subject in two channels (the API's truck page, the JSON
 * file's) are told apart by the channel the reader names. Issue 33, stop 9:
 * the area a page sits in names its channel as a heading would, even when the
 * other twin compares itself with that channel in a heading. Stop 17: when
 * the twins' other words favour one, the channel named still decides
 * (topics-data.ts, CHANNELS; rank.ts, namedChannelsFirst).
 */
import { describe, expect, it } from "vitest";
import { engineOver } from "./fixtures";
import type { SearchablePage } from "./index-file";
import { CHANNELS } from "./topics-data";

const twins: SearchablePage[] = [
  {
    title: "Caminhões (2040)",
    path: "/anuncio/api/autos/sub_truck.html",
    area: ["Anúncios", "API de anúncios", "Autos"],
    description: "Parâmetros da categoria 2040 no envio de anúncios.",
    sections: [
      { slug: "", title: "", text: "Caminhões usam a categoria 2040." },
      { slug: "parametros", title: "Parâmetros", text: "Marca, modelo e ano do caminhão." },
    ],
  },
  {
    title: "Caminhões (JSON)",
    path: "/anuncio/json/autos/sub_truck.html",
    area: ["Anúncios", "Arquivo JSON", "Autos"],
    description: "Caminhões no arquivo JSON, com os parâmetros de caminhões.",
    sections: [
      { slug: "", title: "", text: "Caminhões no arquivo usam a categoria 2040." },
      { slug: "campos", title: "Campos de caminhões", text: "Os mesmos campos de caminhões." },
      { slug: "diferencas", title: "Diferenças em relação à API", text: "No arquivo, a operação é deduzida; na API, é enviada." },
    ],
  },
];

const { engine } = engineOver(twins);
const pages = (query: string) => engine.search(query).hits.map((hit) => hit.url.split("#")[0]);

describe("the channel a reader names", () => {
  it("opens the twin of the channel named, not the one whose heading compares itself with it", () => {
    expect(pages("caminhões api")[0]).toBe("/anuncio/api/autos/sub_truck.html");
    expect(pages("anunciar caminhão pela API")[0]).toBe("/anuncio/api/autos/sub_truck.html");
    expect(pages("caminhões json")[0]).toBe("/anuncio/json/autos/sub_truck.html");
  });

  it("still shows each result's area path", () => {
    expect(engine.search("caminhões api").hits[0].area).toBe("Anúncios › API de anúncios › Autos");
  });
});

/** The motorcycles page of the API (long, its bodies in JSON) and of the JSON file (short): twins. */
const motorcycles: SearchablePage[] = [
  {
    title: "Motos (2060)",
    path: "/anuncio/api/autos/sub_motorcycle.html",
    description: "Parâmetros das motos na API: combustível (fuel), cilindrada, estilo.",
    sections: [
      { slug: "", title: "", text: "O corpo da chamada é JSON. Cada moto leva fuel, cubiccms e mototype." },
      { slug: "fuel", title: "fuel", text: "fuel Combustível da moto: 1 gasolina, 6 elétrica, 7 flex. A moto elétrica usa fuel 6." },
      { slug: "exemplo", title: "Exemplo", text: "Exemplo Um corpo JSON com uma moto elétrica.", code: '{"fuel": "6", "mototype": "2"}' },
    ],
  },
  {
    title: "Motos (JSON)",
    path: "/anuncio/json/autos/sub_motorcycle.html",
    description: "As motos no arquivo JSON.",
    sections: [{ slug: "fuel", title: "fuel", text: "fuel Combustível: os mesmos códigos da API." }],
  },
  {
    title: "Leads de motos",
    path: "/lead/descriptions/autos/sub_motorcycle.html",
    sections: [{ slug: "", title: "", text: "O lead de uma moto traz fuel e a cilindrada, em JSON." }],
  },
];

const firstPages = (channels: typeof CHANNELS | undefined, query: string) =>
  engineOver(motorcycles, { channels })
    .engine.search(query)
    .hits.map((hit) => hit.url.split("#")[0]);

describe("a query that names a channel", () => {
  const question = "moto elétrica no json, qual fuel?";

  it("opens that channel's page above its twin, which its other words favour", () => {
    // Without the channels, the API page's richer text wins: "json" is a word of both pages.
    expect(firstPages(undefined, question)[0]).toBe("/anuncio/api/autos/sub_motorcycle.html");
    expect(firstPages(CHANNELS, question).slice(0, 2)).toEqual(["/anuncio/json/autos/sub_motorcycle.html", "/anuncio/api/autos/sub_motorcycle.html"]);
  });

  it("leaves the order alone when it names no channel, or every channel it could mean", () => {
    expect(firstPages(CHANNELS, "moto elétrica, qual fuel?")[0]).toBe("/anuncio/api/autos/sub_motorcycle.html");
    expect(firstPages(CHANNELS, "moto elétrica fuel na api, no json e no xml")[0]).toBe("/anuncio/api/autos/sub_motorcycle.html");
  });

  it("moves a channel's page above its twins only, not above a page of no channel", () => {
    const pages = firstPages(CHANNELS, "lead de moto em json com fuel e cilindrada");
    expect(pages[0]).toBe("/lead/descriptions/autos/sub_motorcycle.html");
    expect(pages.indexOf("/anuncio/json/autos/sub_motorcycle.html")).toBeLessThan(pages.indexOf("/anuncio/api/autos/sub_motorcycle.html"));
  });
});

describe("the readers' words and a page's twins", () => {
  // Readers who asked about engine sizes in the JSON file: their words are the motorcycles' twins' words too.
  const askedOfJson = [
    "cilindrada da moto no arquivo json, mando o id?",
    "qual cilindrada da moto vai no feed json",
    "como informo a cilindrada e o combustível da moto no arquivo",
    "cilindrada de moto elétrica no arquivo",
  ].map((query) => ({ query, page: "/anuncio/json/autos/sub_motorcycle.html" }));
  const question = "cilindrada e combustível da moto elétrica";
  const search = async (channels?: typeof CHANNELS) => {
    const { engine } = engineOver(motorcycles, { readerQueries: askedOfJson, channels });
    await engine.loadTexts(engine.search(question).missingTexts);
    return engine.search(question).hits.map((hit) => hit.url.split("#")[0]);
  };

  it("keep the order the pages' own words gave twins when the query names no channel", async () => {
    // Without the channels, the JSON page has no twin, and the readers' words move it up.
    const alone = await search();
    expect(alone.indexOf("/anuncio/json/autos/sub_motorcycle.html")).toBeLessThan(alone.indexOf("/anuncio/api/autos/sub_motorcycle.html"));
    const twinned = await search(CHANNELS);
    expect(twinned.indexOf("/anuncio/api/autos/sub_motorcycle.html")).toBeLessThan(twinned.indexOf("/anuncio/json/autos/sub_motorcycle.html"));
  });
});
