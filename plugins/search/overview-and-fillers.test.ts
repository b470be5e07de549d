/**
 * Issue 33, stop 6: an area's home ranks below the page beside it whose title
 * carries what the reader asks for; a whole filler word typed last ("no meu
 * sistema") and a sentence ended by "?" are read as finished words.
 */
import { describe, expect, it } from "vitest";
import { buildSearchIndex } from "./build-index";
import { engineOver } from "./fixtures";
import type { SearchablePage } from "./index-file";
import { parseQuery, termsOf } from "./query-words";
import { overviewPages } from "./rank";
import { TermIndex } from "./term-index";

/** A chat area shaped like the portal's: the home sums up its children in its summary and text. */
const chatArea: SearchablePage[] = [
  {
    title: "Visão geral do chat",
    path: "/chat/home.html",
    description: "Como levar as mensagens do chat para o seu sistema e responder por ele.",
    sections: [
      { slug: "", title: "", text: "O chat entrega cada mensagem ao seu sistema; para responder ao comprador, use o envio de mensagens do chat." },
      { slug: "responder", title: "Responder mensagens do chat", text: "Ativar o chat, receber mensagens do chat, responder mensagens do chat pelo envio." },
    ],
  },
  {
    title: "Enviar mensagens",
    path: "/chat/send_message.html",
    description: "Como responder a uma conversa do chat pelo CRM.",
    sections: [{ slug: "corpo", title: "Corpo", text: "O texto da mensagem e o identificador da conversa." }],
  },
  {
    title: "Receber mensagens",
    path: "/chat/receive_message.html",
    description: "O que chega ao seu endpoint a cada mensagem do chat.",
    sections: [{ slug: "", title: "", text: "Cada mensagem do chat chega por POST." }],
  },
  {
    title: "Status do anúncio",
    path: "/anuncio/status.html",
    description: "A situação de um anúncio e o sistema de moderação.",
    sections: [{ slug: "", title: "", text: "Um anúncio recusado traz o motivo da recusa e o estado da moderação." }],
  },
];

const { engine } = engineOver(chatArea);
const pages = (query: string) => engine.search(query).hits.map((hit) => hit.url.split("#")[0]);
const index = new TermIndex(buildSearchIndex(chatArea, () => "texts.json"));
const termsRead = (query: string) => parseQuery(query, index).flatMap(termsOf);

describe("an area's home and the pages beside it", () => {
  it("knows the homes of folders that hold other pages", () => {
    const file = buildSearchIndex(chatArea, () => "texts.json");
    const homes = [...overviewPages(file)].map((page) => file.pages[page][1]);
    expect(homes).toEqual(["/chat/home.html"]);
  });

  it("ranks the home below the page whose title carries the reader's action", () => {
    expect(pages("responder mensagem do chat ")[0]).toBe("/chat/send_message.html");
    expect(pages("responder mensagem do chat ")).toContain("/chat/home.html");
  });

  it("still opens the home for the area's own name", () => {
    expect(pages("chat ")[0]).toBe("/chat/home.html");
  });
});

describe("words the reader has finished", () => {
  it("drops a whole filler word typed last, as it drops one typed earlier", () => {
    expect(termsRead("responder mensagem no meu sistema")).not.toContain("sistem");
    expect(termsRead("meu sistema responder mensagem ")).not.toContain("sistem");
    expect(pages("como responder uma mensagem do chat pelo meu sistema")[0]).toBe("/chat/send_message.html");
  });

  it("keeps a short filler typed last, which may still become a page's word", () => {
    expect(parseQuery("anúncio esta", index).at(-1)?.completions).toContain(termsRead("estado ")[0]);
  });

  it("reads the last word of a sentence ended by a question mark as whole, not as the start of longer words", () => {
    expect(parseQuery("posso responder pelo chat", index).at(-1)?.completions).toBeDefined();
    expect(parseQuery("posso responder pelo chat?", index).at(-1)?.completions).toBeUndefined();
    expect(parseQuery("posso responder pelo chat?", index).at(-1)?.exact).toBe("chat");
  });
});

describe("a code named in a question", () => {
  // The status page's title and text hold every word of the question but the code; the bumps page holds the code alone.
  const codePages: SearchablePage[] = [
    {
      title: "O que significa cada status recebido na resposta",
      path: "/webhooks/status.html",
      description: "O que cada status recebido na resposta significa e o que fazer.",
      sections: [{ slug: "", title: "", text: "Recebeu um status na resposta? Veja o que significa e o que fazer com cada resposta." }],
    },
    {
      title: "Destaques de um anúncio",
      path: "/destaque/consultar.html",
      sections: [{ slug: "erros", title: "Erros", text: "Os erros da consulta.", keys: "UNPROCESSABLE_AD\nNOT_FOUND" }],
    },
  ];
  const { engine: codeEngine } = engineOver(codePages);
  const first = (query: string) => codeEngine.search(query).hits[0]?.url.split("#")[0];

  it("opens the page that holds the code, whatever the question's other words", () => {
    expect(first("o que significa UNPROCESSABLE_AD?")).toBe("/destaque/consultar.html");
    expect(first("recebi status UNPROCESSABLE_AD na resposta, o que faço?")).toBe("/destaque/consultar.html");
  });

  it("reads 'erro' or 'error' beside a code as the code's label, not as a word that ranks the pages listing it", () => {
    const codeIndex = new TermIndex(buildSearchIndex(codePages, () => "texts.json"));
    const withCode = (query: string) => parseQuery(query, codeIndex).flatMap((word) => (word.hint ? [] : [word.exact]));
    expect(withCode("error: UNPROCESSABLE_AD")).toEqual(["unprocessable_ad"]);
    expect(withCode("código de erro UNPROCESSABLE_AD")).toEqual(["unprocessable_ad"]);
    // Without a code, "erro" is what the reader looks for.
    expect(withCode("erros da consulta")).toContain("erro");
  });

  it("drops a filler listed as written even when its stem has synonyms: recebi, not receber", () => {
    expect(termsRead("recebi UNPROCESSABLE_AD")).not.toContain("receb");
    expect(termsRead("receber UNPROCESSABLE_AD")).toContain("receb");
  });

  it("drops the verbs of staying in the past too, even where a page says them: ficou, ficaram", () => {
    const saying = new TermIndex(
      buildSearchIndex(
        [{ title: "Status", path: "/s.html", sections: [{ slug: "", title: "", text: "O anúncio ficou parado; os que ficaram de fora." }] }],
        () => "t.json",
      ),
    );
    for (const query of ["o anúncio ficou parado", "os que ficaram de fora"]) expect(parseQuery(query, saying).flatMap(termsOf), query).not.toContain("fic");
  });
});
