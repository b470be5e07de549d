/** A small corpus shaped like the portal's pages, for the engine's tests. */
import { type BuildOptions, buildSearchIndex } from "./build-index";
import { createSearchEngine, type SearchEngine } from "./engine";
import type { PageTextsFile, SearchablePage } from "./index-file";

export const corpus: SearchablePage[] = [
  {
    title: "Status do anúncio",
    path: "/anuncio/api/published_ads_status.html",
    description: "Consulte a situação atual de um item publicado, com list_id, pela API de importação.",
    sections: [{ slug: "", title: "", text: "A consulta devolve a situação atual, a data e o motivo de recusa quando houver." }],
  },
  {
    title: "Webhooks",
    path: "/webhooks/home.html",
    sections: [
      { slug: "", title: "", text: "Receba notificações em vez de consultar." },
      { slug: "anuncios-recusados", title: "Anúncios recusados", text: "A moderação pode recusar um item; o motivo vem no campo reason." },
    ],
  },
  {
    title: "Limite de requisições",
    path: "/faq/rate_limit.html",
    description: "Quantas chamadas cabem por minuto e o que fazer depois de um bloqueio.",
    sections: [
      {
        slug: "qual-e-o-limite",
        title: "Qual é o limite?",
        text: "Qual é o limite? Hoje são 5000 chamadas por minuto por IP; acima disso as chamadas recebem HTTP 429 durante 10 minutos e cada anúncio anúncio anúncio espera.",
      },
      {
        slug: "como-o-erro-aparece",
        title: "Como o erro aparece",
        text: "Como o erro aparece Status reason 429 RATE_LIMIT O IP passou do limite.",
        keys: "429\nRATE_LIMIT",
      },
      { slug: "como-repetir", title: "Como repetir", text: "Como repetir Depois de um 429 ou de um statusCode -2, espere dez minutos e repita." },
    ],
  },
  {
    title: "Anúncios publicados",
    path: "/anuncio/api/published_ads.html",
    sections: [
      { slug: "", title: "", text: "Lista paginada dos anúncios da conta." },
      { slug: "erros", title: "Erros", text: "Erros 429." },
    ],
  },
  {
    title: "Imóveis",
    path: "/anuncio/json/real_estate/home.html",
    sections: [
      { slug: "", title: "", text: "Parâmetros do imovel à venda ou para alugar." },
      {
        slug: "parametros",
        title: "Parâmetros",
        text: "Parâmetros Envie vehicle_tag só em veículos. O código ERROR_FUEL_4_DEPRECATED recusa o combustível 4. Categoria 2020 é carros.",
        code: 'curl -X PUT "https://apps.classificados.example/autoupload/import" -d \'{"car_steering":"2","zipcode":"01310100"}\'',
      },
    ],
  },
  {
    title: "OAuth",
    path: "/anuncio/api/oauth.html",
    sections: [
      { slug: "", title: "", text: "Autorize o acesso à conta do anunciante." },
      { slug: "escopos", title: "Escopos", text: "Escopos O escopo autoupload permite importar; o escopo chat permite mensagens." },
    ],
  },
  {
    title: "Veículos",
    path: "/anuncio/api/autos/home.html",
    sections: [{ slug: "placa", title: "Placa", text: "Placa A placa do vehicle vai no tag do cadastro; categoria 2021 para motos." }],
  },
  {
    title: "Carros (2020)",
    path: "/anuncio/api/autos/sub_auto.html",
    description: "Os parâmetros da categoria 2020, com exemplo.",
    sections: [
      { slug: "", title: "", text: "Carros, vans e utilitários usam a categoria 2020. ".repeat(12) },
      {
        slug: "parametros",
        title: "Parâmetros",
        text: `Parâmetros ${"regdate integer Sim Ano do modelo. ".repeat(5)}mileage integer Sim Quilometragem. Número inteiro (mínimo 0). ${"Valores aceitos de 0 a 999999. ".repeat(4)}${"gearbox string Não Câmbio. ".repeat(10)}`,
        keys: "regdate\nAno do modelo.\nmileage\nQuilometragem.\ngearbox\nCâmbio.",
      },
    ],
  },
  {
    title: "Leads com dados do anúncio",
    path: "/lead/leads_enriched.html",
    sections: [{ slug: "dados", title: "Dados", text: "Dados Título, preço, quilometragem." }],
  },
  {
    title: "Envio de anúncios",
    path: "/anuncio/api/import.html",
    description: "Como enviar um lote de anúncios.",
    sections: [
      {
        slug: "codigos-de-statuscode",
        title: "Códigos de statusCode",
        text: "Códigos de statusCode 0 lote aceito. -7 O plano não tem vagas para o lote. -8 Importação parcial.",
        keys: "0\n-7\n-8",
      },
      { slug: "prazos", title: "Prazos", text: "Prazos O processamento leva até 7 dias." },
    ],
  },
  {
    title: "Imagens",
    path: "/faq/images.html",
    description: "Regras das imagens dos anúncios importados.",
    sections: [
      { slug: "regras", title: "Regras", text: "Regras Quantidade No máximo 20 imagens por anúncio.", keys: "Quantidade" },
      { slug: "como-enviar", title: "Como enviar", text: "Como enviar Liste as URLs no campo images, a principal primeiro." },
    ],
  },
  {
    title: "Chat",
    path: "/chat/home.html",
    sections: [{ slug: "respostas", title: "Respostas", text: "Respostas Para enviar uma resposta, use a chamada de envio." }],
  },
  {
    title: "API de anúncios",
    path: "/anuncio/api/",
    description: "Envio de anúncios, Status do anúncio, OAuth, Veículos.",
    generated: true,
    sections: [],
  },
];

/** Enough pages mentioning one word to overflow the suggestion list. */
export const crowd: SearchablePage[] = Array.from({ length: 25 }, (_, i) => ({
  title: `Página ${i + 1}`,
  path: `/crowd/p${i + 1}.html`,
  sections: [{ slug: "", title: "", text: `Esta página fala de integração, tópico ${i + 1}.` }],
}));

/** The engine over `pages`, through JSON as the browser receives it, its texts files kept in memory by page path. */
export function engineOver(pages: SearchablePage[], options?: BuildOptions): { engine: SearchEngine; texts: Map<string, PageTextsFile> } {
  const texts = new Map<string, PageTextsFile>();
  const file = buildSearchIndex(pages, (pageTexts, page) => (texts.set(page.path, JSON.parse(JSON.stringify(pageTexts))), page.path), options);
  const engine = createSearchEngine(JSON.parse(JSON.stringify(file)), async (reference) => texts.get(reference)!);
  return { engine, texts };
}
