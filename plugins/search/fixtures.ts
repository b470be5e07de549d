/** A small corpus shaped like the portal's pages, for the engine's tests. */
import type { SearchablePage } from "./index-file";

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
    sections: [{ slug: "limites", title: "Limites", text: "Cada anúncio anúncio anúncio conta." }],
  },
  {
    title: "Imóveis",
    path: "/anuncio/json/real_estate/home.html",
    sections: [
      { slug: "", title: "", text: "Parâmetros do imovel à venda ou para alugar." },
      {
        slug: "parametros",
        title: "Parâmetros",
        text: "Envie vehicle_tag só em veículos. O código ERROR_FUEL_4_DEPRECATED recusa o combustível 4. Categoria 2020 é carros.",
        code: 'curl -X PUT "https://apps.classificados.example/autoupload/import" -d \'{"car_steering":"2","zipcode":"01310100"}\'',
      },
    ],
  },
  {
    title: "OAuth",
    path: "/anuncio/api/oauth.html",
    sections: [
      { slug: "", title: "", text: "Autorize o acesso à conta do anunciante." },
      { slug: "escopos", title: "Escopos", text: "O escopo autoupload permite importar; o escopo chat permite mensagens." },
    ],
  },
  {
    title: "Veículos",
    path: "/anuncio/api/autos/home.html",
    sections: [{ slug: "placa", title: "Placa", text: "A placa do vehicle vai no tag do cadastro; categoria 2021 para motos." }],
  },
];

/** Enough pages mentioning one word to overflow the suggestion list. */
export const crowd: SearchablePage[] = Array.from({ length: 25 }, (_, i) => ({
  title: `Página ${i + 1}`,
  path: `/crowd/p${i + 1}.html`,
  sections: [{ slug: "", title: "", text: `Esta página fala de integração, tópico ${i + 1}.` }],
}));
