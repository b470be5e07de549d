/**
 * Issue 33, stop 9: the area a page sits in names its channel as a heading
 * would. Twin pages of one subject in two channels (the API's truck page, the
 * JSON file's) are told apart by the channel the reader names, even when the
 * other twin compares itself with that channel in a heading.
 */
import { describe, expect, it } from "vitest";
import { engineOver } from "./fixtures";
import type { SearchablePage } from "./index-file";

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
