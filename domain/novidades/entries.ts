/**
 * The programme's dated changes, as the specifications give them. One entry
 * per change; /novidades.html, the Atom feed /novidades.xml and the home's
 * "what changed recently" all read this list (see ./index.ts for the fields
 * and the order). The build checks every date and that every link reaches a
 * page and heading of the site, naming this file's line on a mistake.
 */
import type { Novidade } from "./index";

export const NOVIDADES: readonly Novidade[] = [
  {
    id: "novas-politicas-de-limite",
    title: "Novas políticas de limite de requisições",
    summary:
      "Novas políticas de limite de requisições estão sendo introduzidas. Até lá vale o limite atual: 5000 requisições por minuto por IP, com bloqueio de 10 minutos e resposta `429` (`statusCode` `-2` na importação).",
    kind: "anunciado",
    noticeUntil: "2027-06-30",
    link: { href: "/faq/rate_limit.html", label: "Limite de requisições" },
  },
  {
    id: "financial-caminhoes",
    title: "Caminhões: `financial` deixará de aceitar 1 e, no arquivo JSON, passará a ser uma lista",
    summary:
      'Na categoria 2040, `financial` deixará de aceitar `"1"` (financiado), que passa a ser informado em `financial_status` = `"2"`. No arquivo JSON, onde hoje `financial` é uma única string, ele passará a ser uma lista de strings, como a API já aceita. Até a mudança, o `1` ainda é aceito.',
    kind: "anunciado",
    link: { href: "/anuncio/api/autos/sub_truck.html#mudanca-anunciada-em-financial", label: "Caminhões (2040)" },
  },
  {
    id: "fim-da-listagem-antiga",
    title: "Fim da listagem antiga de anúncios publicados",
    summary: "A listagem antiga de anúncios publicados foi descontinuada em 17/11/2025. Use a listagem nova, com paginação e o status de cada anúncio.",
    kind: "descontinuado",
    date: "2025-11-17",
    link: { href: "/anuncio/api/published_ads_deprecated.html#como-migrar", label: "Listagem de anúncios (descontinuada)" },
  },
  {
    id: "ids-de-marca-modelo-e-versao",
    title: "Ids de marca, modelo e versão igualados aos do marketplace",
    summary:
      "Os ids de `vehicle_brand`, `vehicle_model` e `vehicle_version` passaram a ser os mesmos da inserção de anúncios no marketplace. Anúncios com ids desatualizados são recusados: consulte os ids atuais nas rotas de marcas, modelos e versões.",
    kind: "em-vigor",
    date: "2025-09-25",
    link: { href: "/anuncio/api/autos/car_models.html", label: "Marcas, modelos e versões de veículos" },
  },
  {
    id: "preco-e-imagens-obrigatorios",
    title: "Preço e imagens obrigatórios",
    summary: "Desde 05/08/2025, todo anúncio precisa de `price` (inteiro, sem centavos) e de pelo menos uma imagem em `images`.",
    kind: "em-vigor",
    date: "2025-08-05",
    link: { href: "/anuncio/api/import.html#regras-de-validacao", label: "Envio de anúncios: regras de validação" },
  },
  {
    id: "historico-veicular",
    title: "Histórico veicular nos anúncios de carros",
    summary:
      'Com `vehicle_history` = `"1"` na importação, o anúncio de carro recebe o relatório de histórico veicular; nesse caso `renavam` e `cpf_cnpj` são obrigatórios. O histórico também pode ser ativado, consultado e removido pela API.',
    kind: "novo",
    link: { href: "/hv/home.html", label: "Histórico veicular" },
  },
  {
    id: "valores-descontinuados",
    title: "Valores descontinuados não são mais aceitos",
    summary:
      "Códigos marcados como descontinuados são recusados na importação, como `fuel` 4 em carros (`ERROR_FUEL_4_DEPRECATED`), `financial` 1 em carros e motos (`ERROR_FINANCIAL_INVALID`), `car_features` 2 (`ERROR_CAR_FEATURE_2_INVALID`) e `cartype` 1 e 4 (`ERROR_CAR_TYPE_1_OR_4_INVALID`). Em ônibus e caminhões, `financial` 1 ainda é aceito: a mudança está anunciada.",
    kind: "em-vigor",
    link: { href: "/anuncio/api/autos/sub_auto.html#valores-descontinuados", label: "Carros (2020): valores descontinuados" },
  },
  {
    id: "video-no-xml-de-imoveis",
    title: "Vídeo no arquivo XML de imóveis (beta)",
    summary: "O XML de imóveis aceita um vídeo por anúncio em `Videos/Video`, com uma URL do YouTube. O recurso está em beta.",
    kind: "novo",
    link: { href: "/anuncio/xml/real_estate/home.html#video-beta", label: "Arquivo XML de imóveis: vídeo" },
  },
];
