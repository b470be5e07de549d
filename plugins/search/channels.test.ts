/** The import channels: a query naming one opens that channel's page of the subject, not its twin in another channel. */
import { describe, expect, it } from "vitest";
import { buildSearchIndex } from "./build-index";
import { createSearchEngine } from "./engine";
import type { SearchablePage } from "./index-file";
import { CHANNELS } from "./topics-data";

/** The motorcycles page of the API (long, its bodies in JSON) and of the JSON file (short): twins. */
const twins: SearchablePage[] = [
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

function firstPages(channels: typeof CHANNELS | undefined, query: string): string[] {
  const file = buildSearchIndex(twins, () => "texts.json", { channels });
  return createSearchEngine(file, () => new Promise(() => {}))
    .search(query)
    .hits.map((hit) => hit.url.split("#")[0]);
}

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
