/**
 * What each page is the primary answer to, in the readers' words and the
 * English terms integrators paste, as data beside the glossary. Sibling
 * pages share most of their words (an area's home and its reference pages;
 * the API, JSON and XML pages of one topic; a FAQ and the reference it
 * summarises), so the page listed here for a topic wins the tie: its topics
 * are indexed in the `topic` field of the page's own document, weighed just
 * under its title. Keyed by URL path; real-content.test.ts checks that each
 * names a page. Write a topic from what the page answers, never from a
 * query of the evaluation set.
 */
/**
 * The FAQ's indexes: pages whose entries answer a question in a line and link
 * to the page that answers it in full. Among pages that match a query about
 * as well, the page an entry points to ranks above the index (rank.ts).
 */
export const ANSWER_INDEXES: readonly string[] = ["/faq/home.html", "/faq/perguntas.html"];

/**
 * The FAQ's own pages (the folder's pages but its indexes): each gathers the
 * questions readers ask about one subject (images, categories, errors,
 * support) and answers them where the reference pages only state the rules.
 * A reader's whole question favours them (rank.ts, QUESTION_SHARE).
 */
export const isAnswerPage = (path: string) => path.startsWith("/faq/") && !ANSWER_INDEXES.includes(path);

/**
 * Folders of parallel pages, each with the word a reader names it by: the
 * three import channels (the cars page of the API, of the JSON file) and the
 * leads' descriptions of the same vehicles' parameters. A query naming one
 * puts its page above its twins in the folders it does not name (rank.ts).
 */
export const CHANNELS: readonly [word: string, folder: string][] = [
  ["api", "/anuncio/api/"],
  ["json", "/anuncio/json/"],
  ["xml", "/anuncio/xml/"],
  ["lead", "/lead/descriptions/"],
];

export const SEARCH_TOPICS: Record<string, string[]> = {
  "/anuncio/home.html": [
    "canais de importação",
    "planos que podem importar",
    "acesso à importação",
    "permissão para importar",
    "API ou arquivo",
    // A query naming the three channels compares them.
    "API JSON XML",
    "por onde começar",
    "qual canal",
  ],
  "/anuncio/api/home.html": ["API de importação", "visão geral da API", "fluxo da integração", "primeiros passos"],
  "/anuncio/api/import.html": [
    "enviar anúncios",
    "editar anúncio",
    "excluir anúncio",
    "remover anúncio",
    "insert",
    "edit",
    "delete",
    "envelope",
    "upload",
    "import",
    "/autoupload/import",
  ],
  "/anuncio/api/oauth.html": [
    "access token",
    "token de acesso",
    "credenciais",
    "login",
    "autorização",
    "escopos",
    "scopes",
    "oauth",
    "código de autorização",
    "trocar código",
  ],
  "/anuncio/api/publishing_status.html": [
    "status da importação",
    "token de importação",
    "import token",
    "resultado do lote",
    "andamento da importação",
    "importação terminou",
    "processamento",
    "motivos de recusa",
    "mensagens de erro da importação",
  ],
  "/anuncio/api/published_ads.html": [
    "listar anúncios",
    "anúncios publicados",
    "anúncios da conta",
    "paginação",
    "pagination",
    "exportar anúncios",
    "list ads",
    "published",
    "/autoupload/v1/published",
  ],
  "/anuncio/api/published_ads_status.html": ["status de um anúncio", "anúncio recusado", "ad status", "anúncio sumiu", "situação atual do anúncio"],
  "/anuncio/api/published_ads_deprecated.html": ["/autoupload/published", "listagem antiga"],
  "/anuncio/api/ads.html": [
    "tipos de status",
    "ciclo de vida do anúncio",
    "status da listagem",
    "anúncio aprovado",
    "aprovação do anúncio",
    "anúncio em revisão",
  ],
  "/anuncio/api/openapi.html": ["openapi", "swagger", "postman", "insomnia", "gerar cliente", "sdk"],
  "/destaque/home.html": [
    "destaque",
    "destacar anúncio",
    "bump",
    "bumps",
    "topo das listagens",
    "subir anúncio",
    "duração do destaque",
    "anúncio no topo",
    "aparecer primeiro",
    "mais visibilidade",
    "custo do destaque",
  ],
  "/destaque/balance_ads.html": [
    "saldo",
    "balance",
    "/autoupload/balance",
    "créditos do plano",
    "limite do plano",
    "fuso das datas",
    "quanto custa",
    "anúncios disponíveis no plano",
    "renovação do plano",
    "quanto resta",
  ],
  "/destaque/bumps_get.html": ["consultar destaques", "datas do destaque", "próximas subidas"],
  "/destaque/bumps_put.html": ["aplicar destaque", "apply bump", "bump ad"],
  "/renovacao/home.html": ["renovar anúncios", "anúncios expirados", "/autoupload/ads/renewals", "reativar anúncio", "renewal", "renew"],
  "/lead/home.html": ["leads", "receber leads", "contatos de compradores", "interessados", "lead webhook"],
  "/lead/how_to.html": ["URL de leads", "configurar URL de leads", "cadastrar URL do lead", "alterar URL do lead", "excluir URL do lead", "URL por anunciante"],
  "/lead/leads.html": ["formato do lead", "campos do lead", "lead payload", "responder ao lead"],
  "/lead/leads_enriched.html": ["adsInfo", "dados do anúncio no lead", "leads enriquecidos"],
  "/lead/support.html": ["lead não chegou", "lead não chega", "diagnóstico de leads", "suporte de leads"],
  "/webhooks/home.html": ["webhooks de status", "notificações de status", "webhook"],
  "/webhooks/notifications.html": ["receber notificações", "endpoint de exemplo"],
  "/webhooks/notifications_configuration.html": [
    "configurar webhook",
    "configurar notificações",
    "URL de notificação",
    "desativar notificações",
    "excluir configuração",
    "parar notificações",
    "cancelar notificações",
  ],
  "/webhooks/notifications_model.html": ["webhook payload", "campos da notificação", "corpo da notificação"],
  "/webhooks/notifications_ad_status.html": ["AD_STATUS"],
  "/webhooks/url_encoding.html": ["codificar URL", "urlencode", "encoding"],
  "/chat/home.html": ["chat", "integração de chat", "mensagens do chat"],
  "/chat/oauth_chat.html": ["ativar chat", "escopo chat", "webhook do chat", "desativar chat", "desativar webhook do chat"],
  "/chat/receive_message.html": ["receber mensagens", "mensagem recebida"],
  "/chat/send_message.html": ["enviar mensagem", "responder mensagem", "responder conversa", "send message"],
  "/faq/rate_limit.html": ["limite de requisições", "rate limit", "requisições por minuto", "throttling", "429"],
  "/faq/images.html": ["imagens", "fotos", "erros de imagem", "tamanho da imagem", "quantidade de imagens", "limite de fotos", "ordem das imagens", "images"],
  "/faq/category.html": [
    "categorias",
    "mudar categoria",
    "categoria errada",
    "código de categoria",
    "categorias aceitas",
    "lista de características",
    "category",
  ],
  "/faq/suporte.html": [
    "pedir credenciais",
    "cadastrar URL do arquivo",
    "endereço do arquivo",
    "várias contas",
    "atendimento ao integrador",
    "suporte ao integrador",
  ],
  "/faq/xml_json_insertion.html": [
    "leitura do arquivo",
    "frequência de leitura",
    "anúncio fora do arquivo",
    "sair do arquivo",
    "exclusão pelo arquivo",
    "inserção por arquivo",
  ],
  "/faq/erros_comuns.html": ["erros comuns", "sintomas"],
  // The FAQ's indexes by the names readers give them: neither title says "FAQ".
  "/faq/home.html": ["faq", "perguntas frequentes"],
  "/faq/perguntas.html": ["perguntas dos integradores", "perguntas de outros integradores"],
  "/ferramentas/": ["ferramentas", "ferramentas de teste", "ferramentas de desenvolvedor"],
  "/ferramentas/validador.html": [
    "validar arquivo",
    "validar envelope",
    "validar xml",
    "validar xml de imóveis",
    "validar json",
    "validador",
    "validator",
    "validate",
  ],
  "/ferramentas/sandbox.html": ["sandbox", "testar integração", "ambiente local"],
  "/hv/home.html": ["histórico veicular", "HV", "vehicle history"],
  "/hv/rotas_api_hv.html": [
    "API do histórico veicular",
    "rotas do histórico veicular",
    "remover histórico veicular",
    "histórico veicular de anúncio publicado",
  ],
  "/hv/fluxo_importacao.html": ["vehicle_history", "histórico veicular no envio"],
  "/novidades.html": ["novidades", "changelog", "mudanças do programa", "feed atom", "rss"],
  "/anuncio/json/home.html": ["arquivo JSON", "feed JSON", "importação por JSON"],
  "/anuncio/xml/real_estate/home.html": ["arquivo XML", "XML de imóveis", "SubTipoImovel", "feed XML"],
  "/anuncio/api/autos/home.html": ["autos na API", "veículos na API"],
  "/anuncio/api/real_estate/home.html": ["imóveis na API"],
  "/anuncio/api/real_estate/sub_season.html": ["aluguel por temporada", "temporada"],
  // The calls that give the ids a category page only names: where a reader gets "o id do modelo".
  "/anuncio/api/electronics/cellphone_models.html": ["modelos de celular", "marcas de celular", "id do modelo de celular", "id da marca de celular"],
  "/anuncio/api/autos/car_models.html": [
    "marcas e modelos de carros",
    "modelos de veículos",
    "id da marca",
    "id do modelo",
    "id da versão",
    "código de cilindrada",
    "id da cilindrada",
  ],
};
