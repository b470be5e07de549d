/**
 * Readers' queries and the page that answers each, as data: what
 * train-reader-model.ts learns the readers' words for each page from
 * (reader-model.ts). Written from the pages, in the words of the integrators
 * and advertisers who search them (whole questions, goals, English terms,
 * codes), apart from the evaluation sets of bench/search-eval/, which must
 * stay unseen by the ranking: reader-model.test.ts checks that no query of
 * an evaluation set is here, and real-content.test.ts that every page named
 * exists (the build leaves out a question about a page it lacks).
 */
export interface ReaderQuery {
  query: string;
  /** The answering page's URL path. */
  page: string;
}

export const READER_QUERIES: readonly ReaderQuery[] = [
  {
    query: "tirar anuncio do ar pela api",
    page: "/anuncio/api/import.html",
  },
  {
    query: 'Trying to import "n" ad(s), but user just have slot for "f" more.',
    page: "/anuncio/api/import.html",
  },
  {
    query: "statusCode -4",
    page: "/anuncio/api/import.html",
  },
  {
    query: "um anúncio com erro cancela o lote inteiro?",
    page: "/anuncio/api/import.html",
  },
  {
    query: "como trocar o vídeo do youtube de um anúncio que já está publicado?",
    page: "/anuncio/api/import.html",
  },
  {
    query: "preço vai com centavos ou sem centavos no json?",
    page: "/anuncio/api/import.html",
  },
  {
    query: "quero mudar o preço de um anúncio que já subi pela api",
    page: "/anuncio/api/import.html",
  },
  {
    query: "se eu mandar um parametro opcional vazio da erro?",
    page: "/anuncio/api/import.html",
  },
  {
    query: "importação parcial -8 anúncios ignorados",
    page: "/anuncio/api/import.html",
  },
  {
    query: "token parou de funcionar do nada, existe refresh token?",
    page: "/anuncio/api/oauth.html",
  },
  {
    query: "quanto tempo dura o code que volta na redirect_uri?",
    page: "/anuncio/api/oauth.html",
  },
  {
    query: "redirect_uri não cadastrada erro 400",
    page: "/anuncio/api/oauth.html",
  },
  {
    query: "quais escopos preciso pedir pra importar anúncios e usar o chat?",
    page: "/anuncio/api/oauth.html",
  },
  {
    query: "posso deixar o client_secret no javascript do front?",
    page: "/anuncio/api/oauth.html",
  },
  {
    query: "parametro state oauth csrf",
    page: "/anuncio/api/oauth.html",
  },
  {
    query: "quero pegar o nome e o e-mail do anunciante que autorizou meu app",
    page: "/anuncio/api/oauth.html",
  },
  {
    query: "o token vai no header Authorization ou no corpo do json?",
    page: "/anuncio/api/oauth.html",
  },
  {
    query: "POST /autoupload/import/{token}",
    page: "/anuncio/api/publishing_status.html",
  },
  {
    query: "REFUSED_SUSPECT_LINK_TAGS",
    page: "/anuncio/api/publishing_status.html",
  },
  {
    query: "consultei o token da importação depois de uma semana e deu 404",
    page: "/anuncio/api/publishing_status.html",
  },
  {
    query: "quero saber se os anúncios que mandei já foram processados",
    page: "/anuncio/api/publishing_status.html",
  },
  {
    query: "anuncio recusado por preço suspeito, o que fazer?",
    page: "/anuncio/api/publishing_status.html",
  },
  {
    query: "de quanto em quanto tempo devo consultar o resultado da importação?",
    page: "/anuncio/api/publishing_status.html",
  },
  {
    query: "REFUSED_GENERIC ou GENERIC_REFUSED, qual é o código certo?",
    page: "/anuncio/api/publishing_status.html",
  },
  {
    query: "motivos de recusa da moderação",
    page: "/anuncio/api/publishing_status.html",
  },
  {
    query: "GET /autoupload/ads/{list_id}",
    page: "/anuncio/api/published_ads_status.html",
  },
  {
    query: "quero saber se o anúncio 1234567890 foi recusado e por quê",
    page: "/anuncio/api/published_ads_status.html",
  },
  {
    query: "consulta pelo list_id retorna 404 sem corpo",
    page: "/anuncio/api/published_ads_status.html",
  },
  {
    query: "pegar o link e a data da última atualização de um anúncio publicado",
    page: "/anuncio/api/published_ads_status.html",
  },
  {
    query: "depois de corrigir um anúncio recusado eu reenvio com edit ou insert?",
    page: "/anuncio/api/published_ads_status.html",
  },
  {
    query: "status de um anúncio específico",
    page: "/anuncio/api/published_ads_status.html",
  },
  {
    query: "GET /autoupload/v1/published",
    page: "/anuncio/api/published_ads.html",
  },
  {
    query: "pagination next_token page_token",
    page: "/anuncio/api/published_ads.html",
  },
  {
    query: "como listar todos os anúncios da conta de um cliente pela api?",
    page: "/anuncio/api/published_ads.html",
  },
  {
    query: "quero sincronizar meu estoque com o que tá no marketplace todo dia",
    page: "/anuncio/api/published_ads.html",
  },
  {
    query: "tem api que traz visitas e número de contatos por anúncio?",
    page: "/anuncio/api/published_ads.html",
  },
  {
    query: "dá pra filtrar a listagem só pelos anúncios publicados?",
    page: "/anuncio/api/published_ads.html",
  },
  {
    query: "como migrar da listagem antiga de anúncios pra nova com paginação?",
    page: "/anuncio/api/published_ads_deprecated.html",
  },
  {
    query: "a listagem antiga de publicados ainda funciona?",
    page: "/anuncio/api/published_ads_deprecated.html",
  },
  {
    query: "qual a diferença entre status da importação e status do anúncio?",
    page: "/anuncio/api/ads.html",
  },
  {
    query: "meu anúncio tá accepted na importação mas pending_review na listagem, por quê?",
    page: "/anuncio/api/ads.html",
  },
  {
    query: "alterei o anúncio direto no site e o token da importação não mostra a mudança",
    page: "/anuncio/api/ads.html",
  },
  {
    query: "não sei qual endpoint usar pra acompanhar o status dos anúncios",
    page: "/anuncio/api/ads.html",
  },
  {
    query: "transições de status do anúncio",
    page: "/anuncio/api/ads.html",
  },
  {
    query: "cada edit gera um token de importação novo?",
    page: "/anuncio/api/ads.html",
  },
  {
    query: "validar json de anúncios antes de enviar",
    page: "/ferramentas/validador.html",
  },
  {
    query: "validador-anuncios github actions",
    page: "/ferramentas/validador.html",
  },
  {
    query: "o validador manda meus anúncios pra algum servidor?",
    page: "/ferramentas/validador.html",
  },
  {
    query: "quero conferir meu xml de imóveis antes de pedir o cadastro do link",
    page: "/ferramentas/validador.html",
  },
  {
    query: "o validador do site aceita arquivo maior que 5 MB?",
    page: "/ferramentas/validador.html",
  },
  {
    query: "mandar price como texto entre aspas dá erro?",
    page: "/ferramentas/validador.html",
  },
  {
    query: "o que significa aviso no relatório do validador?",
    page: "/ferramentas/validador.html",
  },
  {
    query: "validador-anuncios --strict",
    page: "/ferramentas/validador.html",
  },
  {
    query: "sandbox local pra testar oauth e importação sem conta real",
    page: "/ferramentas/sandbox.html",
  },
  {
    query: "simular um lead chegando no meu endpoint sem cliente de verdade",
    page: "/ferramentas/sandbox.html",
  },
  {
    query: "avançar o relógio do sandbox pra importação virar accepted",
    page: "/ferramentas/sandbox.html",
  },
  {
    query: "X-Sandbox-Assumption",
    page: "/ferramentas/sandbox.html",
  },
  {
    query: "se funcionar no sandbox o marketplace vai aceitar igual?",
    page: "/ferramentas/sandbox.html",
  },
  {
    query: "qual client_id e client_secret usar no sandbox?",
    page: "/ferramentas/sandbox.html",
  },
  {
    query: "diferença entre importar por api, json ou xml",
    page: "/anuncio/home.html",
  },
  {
    query: "dá pra mandar anúncio de carro no xml?",
    page: "/anuncio/home.html",
  },
  {
    query: "aluguel de temporada pode ir no arquivo xml?",
    page: "/anuncio/home.html",
  },
  {
    query: "vendedor autônomo com plano plus consegue importar anúncios?",
    page: "/anuncio/home.html",
  },
  {
    query: "escolher o canal de importação certo pra uma imobiliária",
    page: "/anuncio/home.html",
  },
  {
    query: "quais categorias cada canal aceita",
    page: "/anuncio/home.html",
  },
  {
    query: "como funciona a api de importação de ponta a ponta?",
    page: "/anuncio/api/home.html",
  },
  {
    query: "ordem das chamadas: autorizar, enviar, acompanhar importação",
    page: "/anuncio/api/home.html",
  },
  {
    query: "limites da api de importação",
    page: "/anuncio/api/home.html",
  },
  {
    query: "meu crm pode publicar anúncios em nome da concessionária cliente?",
    page: "/anuncio/api/home.html",
  },
  {
    query: "lista de endpoints da api de importação",
    page: "/anuncio/api/home.html",
  },
  {
    query: "baixar openapi.json",
    page: "/anuncio/api/openapi.html",
  },
  {
    query: "importar a api no postman com oauth 2.0",
    page: "/anuncio/api/openapi.html",
  },
  {
    query: "gerar client typescript a partir do openapi da api",
    page: "/anuncio/api/openapi.html",
  },
  {
    query: "tem swagger da api pra importar no insomnia?",
    page: "/anuncio/api/openapi.html",
  },
  {
    query: "json schema dos anúncios pra validar com ajv",
    page: "/anuncio/api/openapi.html",
  },
  {
    query: "ferramentas pra testar a integração",
    page: "/ferramentas/",
  },
  {
    query: "o validador e o sandbox rodam no meu computador ou no servidor de vocês?",
    page: "/ferramentas/",
  },
  {
    query: "quais ferramentas de desenvolvedor o portal oferece?",
    page: "/ferramentas/",
  },
  {
    query: "quero começar a integrar meu sistema com o marketplace de classificados",
    page: "/",
  },
  {
    query: "autoupload e autoservice ficam no mesmo host?",
    page: "/",
  },
  {
    query: "integração marketplace leads chat destaques o que dá pra fazer",
    page: "/",
  },
  {
    query: "o que mudou recentemente na api de integração?",
    page: "/novidades.html",
  },
  {
    query: "feed atom das mudanças da api",
    page: "/novidades.html",
  },
  {
    query: "ver mudanças anunciadas que ainda não estão valendo",
    page: "/novidades.html",
  },
  {
    query: "retroescavadeira entra em qual categoria na api?",
    page: "/anuncio/api/agro/agro.html",
  },
  {
    query: "anunciar gado e cavalos pela api",
    page: "/anuncio/api/agro/agro.html",
  },
  {
    query: "integrar estoque de revenda de maquinas agricolas via api",
    page: "/anuncio/api/agro/home.html",
  },
  {
    query: "qual codigo de estado pra maquina industrial reformada?",
    page: "/anuncio/api/agro/industrial_production.html",
  },
  {
    query: "qual o tipo de produção pra vender mel e propolis?",
    page: "/anuncio/api/agro/rural_production.html",
  },
  {
    query: "production_category_type café cereais",
    page: "/anuncio/api/agro/rural_production.html",
  },
  {
    query: "loja de autopeças publicar catalogo pela api",
    page: "/anuncio/api/autoparts/home.html",
  },
  {
    query: "central multimidia entra em qual tipo de peça?",
    page: "/anuncio/api/autoparts/sub_autos.html",
  },
  {
    query: "peça de aviao ou helicoptero qual tipo eu uso?",
    page: "/anuncio/api/autoparts/sub_boat_plane.html",
  },
  {
    query: "onde coloco pastilha de freio de onibus na api",
    page: "/anuncio/api/autoparts/sub_bus.html",
  },
  {
    query: "capacete e jaqueta de moto vão em qual tipo de peça?",
    page: "/anuncio/api/autoparts/sub_motorcycle.html",
  },
  {
    query: "pneus de caminhão api",
    page: "/anuncio/api/autoparts/sub_truck.html",
  },
  {
    query: "como descobrir o id da marca e do modelo do carro?",
    page: "/anuncio/api/autos/car_models.html",
  },
  {
    query: "moto_cubiccms_info",
    page: "/anuncio/api/autos/car_models.html",
  },
  {
    query: "anuncio recusado depois que os ids de veiculos foram equalizados, o que fazer?",
    page: "/anuncio/api/autos/car_models.html",
  },
  {
    query: "vehicle brand model version lookup endpoint",
    page: "/anuncio/api/autos/car_models.html",
  },
  {
    query: "publicar estoque de concessionaria pela api",
    page: "/anuncio/api/autos/home.html",
  },
  {
    query: "qual o ano maximo aceito pra cada tipo de veiculo na api?",
    page: "/anuncio/api/autos/home.html",
  },
  {
    query: "qual código do câmbio automático no carro pela api?",
    page: "/anuncio/api/autos/sub_auto.html",
  },
  {
    query: "carro zero km precisa mandar placa na api?",
    page: "/anuncio/api/autos/sub_auto.html",
  },
  {
    query: "informar kit gas gnv no carro pela api",
    page: "/anuncio/api/autos/sub_auto.html",
  },
  {
    query: "como anunciar aviao se o boattype nao tem aeronave?",
    page: "/anuncio/api/autos/sub_boat_plane.html",
  },
  {
    query: "onibus financiado ainda pode mandar financial 1 na api?",
    page: "/anuncio/api/autos/sub_bus.html",
  },
  {
    query: "na api o combustivel 4 da moto é gas natural ou diesel?",
    page: "/anuncio/api/autos/sub_motorcycle.html",
  },
  {
    query: "motorcycle style scooter trail mototype api",
    page: "/anuncio/api/autos/sub_motorcycle.html",
  },
  {
    query: "trucktype baú graneleiro munck api",
    page: "/anuncio/api/autos/sub_truck.html",
  },
  {
    query: "caminhão ano 2025 é aceito pela api?",
    page: "/anuncio/api/autos/sub_truck.html",
  },
  {
    query: "anunciar celulares seminovos da minha loja",
    page: "/anuncio/api/electronics/home.html",
  },
  {
    query: "cellphone_info",
    page: "/anuncio/api/electronics/cellphone_models.html",
  },
  {
    query: "como listar os modelos de celular de uma marca?",
    page: "/anuncio/api/electronics/cellphone_models.html",
  },
  {
    query: "bateria do iphone com 85% qual codigo eu mando?",
    page: "/anuncio/api/electronics/sub_cellphone.html",
  },
  {
    query: "smartphone battery health storage condition",
    page: "/anuncio/api/electronics/sub_cellphone.html",
  },
  {
    query: "como indico se o imovel é venda ou aluguel na api?",
    page: "/anuncio/api/real_estate/home.html",
  },
  {
    query: "integrar crm imobiliario pela api",
    page: "/anuncio/api/real_estate/home.html",
  },
  {
    query: "academia no apartment_features da api é código 2 ou 6?",
    page: "/anuncio/api/real_estate/sub_apartment.html",
  },
  {
    query: "qual commercial_type uso pra galpão logistico?",
    page: "/anuncio/api/real_estate/sub_commercial.html",
  },
  {
    query: "vender vaga de garagem avulsa pela api",
    page: "/anuncio/api/real_estate/sub_commercial.html",
  },
  {
    query: "casa de condominio home_type api",
    page: "/anuncio/api/real_estate/sub_house.html",
  },
  {
    query: "como informar sitio ou chacara no tipo de terreno na api?",
    page: "/anuncio/api/real_estate/sub_land.html",
  },
  {
    query: "alugar quarto em republica ou pensionato",
    page: "/anuncio/api/real_estate/sub_roomrent.html",
  },
  {
    query: "anunciar casa de praia por temporada pela api",
    page: "/anuncio/api/real_estate/sub_season.html",
  },
  {
    query: "pousada com 30 camas qual codigo de beds na api?",
    page: "/anuncio/api/real_estate/sub_season.html",
  },
  {
    query: "qual o tamanho maximo do titulo e da descrição no arquivo json?",
    page: "/anuncio/json/home.html",
  },
  {
    query: "exportar o estoque do meu sistema num arquivo em vez de chamar a api",
    page: "/anuncio/json/home.html",
  },
  {
    query: "json feed vs api differences",
    page: "/anuncio/json/home.html",
  },
  {
    query: "script pra gerar o arquivo json e trocar o publicado de uma vez",
    page: "/anuncio/json/home.html",
  },
  {
    query: "cooperativa mandar produtos agro por arquivo json",
    page: "/anuncio/json/agro.html",
  },
  {
    query: "maquina industrial no arquivo json precisa informar estado?",
    page: "/anuncio/json/agro/home.html",
  },
  {
    query: "produção rural arquivo json 12180",
    page: "/anuncio/json/agro/rural_production.html",
  },
  {
    query: "exportar catalogo de autopeças em arquivo json",
    page: "/anuncio/json/autoparts.html",
  },
  {
    query: "onde vejo todas as listas de tipo de peça no json?",
    page: "/anuncio/json/autoparts/home.html",
  },
  {
    query: "peças de moto arquivo json 2103",
    page: "/anuncio/json/autoparts/sub_motorcycle.html",
  },
  {
    query: "helice de barco json peças",
    page: "/anuncio/json/autoparts/sub_boat_plane.html",
  },
  {
    query: "bus parts json file",
    page: "/anuncio/json/autoparts/sub_bus.html",
  },
  {
    query: "pecas caminhao json",
    page: "/anuncio/json/autoparts/sub_truck.html",
  },
  {
    query: "mandar acessorios de carro pelo arquivo json",
    page: "/anuncio/json/autoparts/sub_autos.html",
  },
  {
    query: "tem exemplo de arquivo json com carro, moto e caminhão juntos?",
    page: "/anuncio/json/autos.html",
  },
  {
    query: "qual o ano maximo de cada tipo de veiculo no arquivo json?",
    page: "/anuncio/json/autos/home.html",
  },
  {
    query: "preciso de token oauth pra pegar ids de marca se publico por arquivo json?",
    page: "/anuncio/json/autos/home.html",
  },
  {
    query: "carros arquivo json vehicle_tag",
    page: "/anuncio/json/autos/sub_auto.html",
  },
  {
    query: "colocar lancha no arquivo json",
    page: "/anuncio/json/autos/sub_boat_plane.html",
  },
  {
    query: "onibus json 2050",
    page: "/anuncio/json/autos/sub_bus.html",
  },
  {
    query: "como mandar a cilindrada da moto no arquivo json?",
    page: "/anuncio/json/autos/sub_motorcycle.html",
  },
  {
    query: "no json de caminhão o financial é string ou array?",
    page: "/anuncio/json/autos/sub_truck.html",
  },
  {
    query: "truck json year 2024",
    page: "/anuncio/json/autos/sub_truck.html",
  },
  {
    query: "o arquivo json de imoveis aceita temporada e aluguel de quarto?",
    page: "/anuncio/json/real_estate.html",
  },
  {
    query: "quais campos sao obrigatorios em cada tipo de imovel no json?",
    page: "/anuncio/json/real_estate/home.html",
  },
  {
    query: "kitnet ou loft no arquivo json apartment_type",
    page: "/anuncio/json/real_estate/sub_apartment.html",
  },
  {
    query: "casa de vila json home_type",
    page: "/anuncio/json/real_estate/sub_house.html",
  },
  {
    query: "terreno json re_land_type",
    page: "/anuncio/json/real_estate/sub_land.html",
  },
  {
    query: "anunciar sala comercial no arquivo json",
    page: "/anuncio/json/real_estate/sub_commercial.html",
  },
  {
    query: "aluguel de quarto json room_rent_features",
    page: "/anuncio/json/real_estate/sub_roomrent.html",
  },
  {
    query: "no json de temporada como informo aluguel por semana?",
    page: "/anuncio/json/real_estate/sub_season.html",
  },
  {
    query: "qual o tamanho maximo do CodigoImovel no xml?",
    page: "/anuncio/xml/real_estate/home.html",
  },
  {
    query: "se mandar PrecoVenda e PrecoLocacao juntos qual vale?",
    page: "/anuncio/xml/real_estate/home.html",
  },
  {
    query: "o marketplace aceita xml no formato zap imoveis?",
    page: "/anuncio/xml/real_estate/home.html",
  },
  {
    query: "TipoImovel CategoriaImovel ignorado",
    page: "/anuncio/xml/real_estate/home.html",
  },
  {
    query: "video youtube xml imoveis",
    page: "/anuncio/xml/real_estate/home.html",
  },
  {
    query: "posso usar html na descrição do xml de imoveis?",
    page: "/anuncio/xml/real_estate/home.html",
  },
  {
    query: "TituloAnuncio ou Titulo",
    page: "/anuncio/xml/real_estate/home.html",
  },
  {
    query: "quais tags de comodidade existem pro apartamento no xml?",
    page: "/anuncio/xml/real_estate/sub_apartment.html",
  },
  {
    query: "QuartoWCEmpregada",
    page: "/anuncio/xml/real_estate/sub_apartment.html",
  },
  {
    query: "sobrado no xml vai como casa?",
    page: "/anuncio/xml/real_estate/sub_house.html",
  },
  {
    query: "diferença entre Prédio Comercial e Prédio Inteiro no xml",
    page: "/anuncio/xml/real_estate/sub_commercial.html",
  },
  {
    query: "fazenda e haras entram no xml como terreno?",
    page: "/anuncio/xml/real_estate/sub_land.html",
  },
  {
    query: "area do terreno em hectare xml AreaTotal",
    page: "/anuncio/xml/real_estate/sub_land.html",
  },
  {
    query: "como integrar o chat do site com o meu crm de concessionária",
    page: "/chat/home.html",
  },
  {
    query: "atender as mensagens dos compradores pelo meu sistema sem abrir o site",
    page: "/chat/home.html",
  },
  {
    query: "integração chat crm",
    page: "/chat/home.html",
  },
  {
    query: "quais são os passos pra receber e responder mensagens do chat pela api?",
    page: "/chat/home.html",
  },
  {
    query: "como cadastrar a url do webhook pra receber as mensagens do chat",
    page: "/chat/oauth_chat.html",
  },
  {
    query: "POST /autoservice/v1/chat",
    page: "/chat/oauth_chat.html",
  },
  {
    query: "quero trocar a url do webhook do chat",
    page: "/chat/oauth_chat.html",
  },
  {
    query: "parar de receber mensagens do chat no crm",
    page: "/chat/oauth_chat.html",
  },
  {
    query: "posso pedir o escopo chat junto com autoupload na mesma autorização?",
    page: "/chat/oauth_chat.html",
  },
  {
    query: "qual ip o chat usa pra mandar as mensagens pro meu servidor",
    page: "/chat/receive_message.html",
  },
  {
    query: "54.162.151.93",
    page: "/chat/receive_message.html",
  },
  {
    query: "senderType buyer",
    page: "/chat/receive_message.html",
  },
  {
    query: "qual o formato do json da mensagem que chega no webhook do chat?",
    page: "/chat/receive_message.html",
  },
  {
    query: "mensagem do chat chegando duplicada no meu endpoint, como evitar?",
    page: "/chat/receive_message.html",
  },
  {
    query: "como saber se a mensagem foi escrita pelo comprador ou pelo vendedor",
    page: "/chat/receive_message.html",
  },
  {
    query: "responder cliente pelo chat via api",
    page: "/chat/send_message.html",
  },
  {
    query: "textMessage chatId messageId",
    page: "/chat/send_message.html",
  },
  {
    query: "deu erro 400 ao enviar mensagem dizendo que a conta não tem integração de chat",
    page: "/chat/send_message.html",
  },
  {
    query: "ip de origem nao pode ser identificado ao responder no chat, uso proxy, o que fazer?",
    page: "/chat/send_message.html",
  },
  {
    query: "como não mandar a mesma resposta duas vezes pro comprador quando dá timeout",
    page: "/chat/send_message.html",
  },
  {
    query: "como funciona o destaque que faz o anúncio voltar pro topo?",
    page: "/destaque/home.html",
  },
  {
    query: "o que preciso ter na conta pra usar destaques pela api?",
    page: "/destaque/home.html",
  },
  {
    query: "lista de erros destaques e saldo reason message",
    page: "/destaque/home.html",
  },
  {
    query: "conferir quantos destaques ainda tenho no plano",
    page: "/destaque/balance_ads.html",
  },
  {
    query: "como saber quando o plano renova o limite de anúncios",
    page: "/destaque/balance_ads.html",
  },
  {
    query: "o objeto bumps não veio na resposta do saldo, é normal?",
    page: "/destaque/balance_ads.html",
  },
  {
    query: "ver quando o anúncio vai voltar pro topo de novo",
    page: "/destaque/bumps_get.html",
  },
  {
    query: "consultar destaque de mais de 10 anúncios de uma vez",
    page: "/destaque/bumps_get.html",
  },
  {
    query: "PUT /autoupload/bump/ad/{ad_id}",
    page: "/destaque/bumps_put.html",
  },
  {
    query: "aplicar bump em um anúncio pela api",
    page: "/destaque/bumps_put.html",
  },
  {
    query: "erro 422 ao destacar anúncio que acabei de importar, por quê?",
    page: "/destaque/bumps_put.html",
  },
  {
    query: "aplicar destaque deu erro 500, foi aplicado ou não?",
    page: "/destaque/bumps_put.html",
  },
  {
    query: "quero colocar o laudo do carro no anúncio",
    page: "/hv/home.html",
  },
  {
    query: "o que significa o status pending_vehicle_data do histórico veicular?",
    page: "/hv/home.html",
  },
  {
    query: "user_excluded",
    page: "/hv/home.html",
  },
  {
    query: "quais dados do veículo preciso mandar pra pedir o histórico?",
    page: "/hv/home.html",
  },
  {
    query: "o hv ficou com status error, o que eu faço?",
    page: "/hv/home.html",
  },
  {
    query: "mostrar o histórico de vistoria do veículo no anúncio",
    page: "/hv/home.html",
  },
  {
    query: "pedir o histórico veicular junto na importação do carro",
    page: "/hv/fluxo_importacao.html",
  },
  {
    query: "importação rejeitada com vehicle_history 1 e sem renavam, o que aconteceu?",
    page: "/hv/fluxo_importacao.html",
  },
  {
    query: 'o que significa vehicle_history com valor "2"',
    page: "/hv/fluxo_importacao.html",
  },
  {
    query: "posso mandar renavam vazio quando não quero histórico veicular?",
    page: "/hv/fluxo_importacao.html",
  },
  {
    query: "GET /autoupload/vehicle-histories/{clientAdId}",
    page: "/hv/rotas_api_hv.html",
  },
  {
    query: "o clientAdId é o list_id ou o id do meu sistema?",
    page: "/hv/rotas_api_hv.html",
  },
  {
    query: "remover o histórico veicular de um anúncio",
    page: "/hv/rotas_api_hv.html",
  },
  {
    query: "como ativar o hv de um carro que já foi importado antes",
    page: "/hv/rotas_api_hv.html",
  },
  {
    query: "quero reativar anúncios vencidos",
    page: "/renovacao/home.html",
  },
  {
    query: "renew ads api",
    page: "/renovacao/home.html",
  },
  {
    query: "quantos anúncios posso renovar em uma única chamada?",
    page: "/renovacao/home.html",
  },
  {
    query: "quando renovo um anúncio expirado ele muda de id?",
    page: "/renovacao/home.html",
  },
  {
    query: "ser avisado quando o anúncio for recusado ou publicado",
    page: "/webhooks/home.html",
  },
  {
    query: "webhook status anuncio",
    page: "/webhooks/home.html",
  },
  {
    query: "preciso ficar consultando a api pra saber se o anúncio foi publicado?",
    page: "/webhooks/home.html",
  },
  {
    query: "quais tipos de notificação o marketplace envia pro meu sistema?",
    page: "/webhooks/home.html",
  },
  {
    query: "tem exemplo de endpoint em php pra receber as notificações de status?",
    page: "/webhooks/notifications.html",
  },
  {
    query: "as notificações podem chegar fora de ordem? como tratar",
    page: "/webhooks/notifications.html",
  },
  {
    query: "o marketplace reenvia a notificação se meu servidor estiver fora do ar?",
    page: "/webhooks/notifications.html",
  },
  {
    query: "o que fazer quando chega status expired no webhook",
    page: "/webhooks/notifications_ad_status.html",
  },
  {
    query: "qual a diferença entre sold e deleted_sold?",
    page: "/webhooks/notifications_ad_status.html",
  },
  {
    query: "published_pending_review",
    page: "/webhooks/notifications_ad_status.html",
  },
  {
    query: "operation INSERT MODIFY DELETE notificação",
    page: "/webhooks/notifications_ad_status.html",
  },
  {
    query: "cadastrar a url pra receber as notificações de status dos anúncios",
    page: "/webhooks/notifications_configuration.html",
  },
  {
    query: "trocar o token do webhook de notificações sem perder avisos",
    page: "/webhooks/notifications_configuration.html",
  },
  {
    query: "apagar a configuração de notificações de um anunciante",
    page: "/webhooks/notifications_configuration.html",
  },
  {
    query: "onde pego o id da configuração de notificação pra usar no GET e no PUT?",
    page: "/webhooks/notifications_configuration.html",
  },
  {
    query: "campos json notificação AD_STATUS",
    page: "/webhooks/notifications_model.html",
  },
  {
    query: "o list_id vem como número ou string na notificação?",
    page: "/webhooks/notifications_model.html",
  },
  {
    query: "em qual header vem o token da notificação de status?",
    page: "/webhooks/notifications_model.html",
  },
  {
    query: "quero uma url de webhook separada pra cada loja",
    page: "/webhooks/url_encoding.html",
  },
  {
    query: "urlencode do php troca espaço por + na url de retorno, ta certo?",
    page: "/webhooks/url_encoding.html",
  },
  {
    query: "%2F no caminho da url de retorno",
    page: "/webhooks/url_encoding.html",
  },
  {
    query: "token com # e & precisa codificar na configuração da notificação?",
    page: "/webhooks/url_encoding.html",
  },
  {
    query: "faq integração anuncios",
    page: "/faq/home.html",
  },
  {
    query: "achar resposta rapida pras duvidas mais comuns da integração",
    page: "/faq/home.html",
  },
  {
    query: "onde tem um resumo das principais duvidas antes de ler a documentação toda?",
    page: "/faq/home.html",
  },
  {
    query: "indice da faq por tema",
    page: "/faq/home.html",
  },
  {
    query: "duvidas que outros integradores ja mandaram",
    page: "/faq/perguntas.html",
  },
  {
    query: "tem uma lista com as perguntas reais que os integradores já fizeram?",
    page: "/faq/perguntas.html",
  },
  {
    query: "ver perguntas de outros devs com o link da resposta",
    page: "/faq/perguntas.html",
  },
  {
    query: "perguntas dos integradores",
    page: "/faq/perguntas.html",
  },
  {
    query: "qual numero vai no category pra anuncio de carro?",
    page: "/faq/category.html",
  },
  {
    query: "descobrir o codigo de categoria de casa, terreno e comercial",
    page: "/faq/category.html",
  },
  {
    query: "errei a categoria do anuncio, consigo trocar depois de publicado?",
    page: "/faq/category.html",
  },
  {
    query: "anunciar moveis e instrumentos musicais pela integração",
    page: "/faq/category.html",
  },
  {
    query: "celular da pra mandar pelo arquivo json?",
    page: "/faq/category.html",
  },
  {
    query: "trator maquina agricola qual categoria usar",
    page: "/faq/category.html",
  },
  {
    query: "item que aparece no painel do site mas nao tem na lista de caracteristicas",
    page: "/faq/category.html",
  },
  {
    query: "por que cliente novo autorizou o app e a importação volta statusCode -6?",
    page: "/faq/erros_comuns.html",
  },
  {
    query: "carro zero km dando erro de quilometragem na hora de importar, o que mando?",
    page: "/faq/erros_comuns.html",
  },
  {
    query: "Payload Too Large",
    page: "/faq/erros_comuns.html",
  },
  {
    query: "o que fazer quando o cliente vai autorizar e aparece problemas tecnicos?",
    page: "/faq/erros_comuns.html",
  },
  {
    query: "por que a troca do code pelo token da 403 no laravel?",
    page: "/faq/erros_comuns.html",
  },
  {
    query: "curl retorna http_code 0 e false no php ao pegar o token",
    page: "/faq/erros_comuns.html",
  },
  {
    query: "o anuncio foi parar na conta de outro cliente, o que aconteceu?",
    page: "/faq/erros_comuns.html",
  },
  {
    query: "does not allow additional properties",
    page: "/faq/erros_comuns.html",
  },
  {
    query: "qual o tamanho maximo de cada foto em mb?",
    page: "/faq/images.html",
  },
  {
    query: "qual das fotos vira a capa do anuncio?",
    page: "/faq/images.html",
  },
  {
    query: "limite de fotos por anuncio",
    page: "/faq/images.html",
  },
  {
    query: "pode mandar imagem em webp ou so jpg?",
    page: "/faq/images.html",
  },
  {
    query: "como trocar as fotos de um anuncio que ja ta publicado?",
    page: "/faq/images.html",
  },
  {
    query: "too many requests",
    page: "/faq/rate_limit.html",
  },
  {
    query: "quanto tempo fico bloqueado depois de estourar o limite de chamadas?",
    page: "/faq/rate_limit.html",
  },
  {
    query: "importação retornou statusCode -2",
    page: "/faq/rate_limit.html",
  },
  {
    query: "fazer retry com backoff exponencial sem piorar o bloqueio",
    page: "/faq/rate_limit.html",
  },
  {
    query: "varios servidores saindo pelo mesmo ip dividem o limite de requisições?",
    page: "/faq/rate_limit.html",
  },
  {
    query: "onde eu consigo as credenciais do app pra começar a integrar?",
    page: "/faq/suporte.html",
  },
  {
    query: "email do suporte ao integrador",
    page: "/faq/suporte.html",
  },
  {
    query: "tenho a url do meu xml, pra quem eu mando cadastrar?",
    page: "/faq/suporte.html",
  },
  {
    query: "guardar access token do anunciante e reutilizar",
    page: "/faq/suporte.html",
  },
  {
    query: "usar um app só pra varias lojas clientes do meu crm",
    page: "/faq/suporte.html",
  },
  {
    query: "o que mandar no email pro suporte pra resolverem mais rapido?",
    page: "/faq/suporte.html",
  },
  {
    query: "problema na conta de um anunciante especifico quem resolve",
    page: "/faq/suporte.html",
  },
  {
    query: "de quanto em quanto tempo o marketplace le o meu arquivo xml ou json?",
    page: "/faq/xml_json_insertion.html",
  },
  {
    query: "o arquivo saiu vazio e apagou todos os anuncios, por que isso acontece?",
    page: "/faq/xml_json_insertion.html",
  },
  {
    query: "como o marketplace sabe se é inserção ou edição quando le o arquivo?",
    page: "/faq/xml_json_insertion.html",
  },
  {
    query: "da pra mandar uns anuncios pelo feed e outros pela api junto?",
    page: "/faq/xml_json_insertion.html",
  },
  {
    query: "por que cobrou de novo um anuncio que tirei do arquivo e coloquei de volta?",
    page: "/faq/xml_json_insertion.html",
  },
  {
    query: "feed xml json inserção edição exclusão",
    page: "/faq/xml_json_insertion.html",
  },
  {
    query: "receber os contatos dos compradores no meu crm",
    page: "/lead/home.html",
  },
  {
    query: "integração de leads como funciona",
    page: "/lead/home.html",
  },
  {
    query: "pegar titulo e preço do anuncio pelo listId que veio no lead",
    page: "/lead/home.html",
  },
  {
    query: "mandar os interessados dos anuncios direto pro sistema da revenda em tempo real",
    page: "/lead/home.html",
  },
  {
    query: "fluxo de entrega dos leads",
    page: "/lead/home.html",
  },
  {
    query: "cadastrar url pra receber leads de um anunciante",
    page: "/lead/how_to.html",
  },
  {
    query: "POST /autoservice/v1/lead",
    page: "/lead/how_to.html",
  },
  {
    query: "como trocar a url de leads de um cliente que mudou de servidor?",
    page: "/lead/how_to.html",
  },
  {
    query: "parar de receber os leads de um cliente que cancelou o contrato",
    page: "/lead/how_to.html",
  },
  {
    query: "posso usar a mesma url de lead pra todos os meus clientes?",
    page: "/lead/how_to.html",
  },
  {
    query: "meu token com autoupload nao deixa configurar o lead, falta escopo?",
    page: "/lead/how_to.html",
  },
  {
    query: "Configurations not found",
    page: "/lead/how_to.html",
  },
  {
    query: "lead webhook payload",
    page: "/lead/leads.html",
  },
  {
    query: "o que meu endpoint precisa devolver pro lead contar como recebido?",
    page: "/lead/leads.html",
  },
  {
    query: "quantos segundos meu endpoint tem pra responder quando chega um lead?",
    page: "/lead/leads.html",
  },
  {
    query: "exemplo de endpoint em node express pra receber lead",
    page: "/lead/leads.html",
  },
  {
    query: "evitar lead duplicado no banco, qual campo usar como chave unica",
    page: "/lead/leads.html",
  },
  {
    query: "telefone do lead vem sem ddd",
    page: "/lead/leads.html",
  },
  {
    query: "o lead vem com os dados do veiculo tipo preço ano e km?",
    page: "/lead/leads_enriched.html",
  },
  {
    query: "end_tag final da placa",
    page: "/lead/leads_enriched.html",
  },
  {
    query: "car_features chegando como string separada por pipe em vez de array",
    page: "/lead/leads_enriched.html",
  },
  {
    query: "traduzir os codigos que vem no adsInfo pro meu crm",
    page: "/lead/leads_enriched.html",
  },
  {
    query: "lead nao chega no meu sistema",
    page: "/lead/support.html",
  },
  {
    query: "nao estou recebendo os leads, o que eu devo verificar primeiro?",
    page: "/lead/support.html",
  },
  {
    query: "perdi uns leads quando o servidor caiu, tem como recuperar?",
    page: "/lead/support.html",
  },
  {
    query: "endpoint de lead atras do cloudflare waf bloqueando",
    page: "/lead/support.html",
  },
  {
    query: "por que os leads da filial não chegam na url que eu configurei?",
    page: "/lead/support.html",
  },
  {
    query: "quais campos do carro chegam junto no lead?",
    page: "/lead/descriptions/autos/sub_auto.html",
  },
  {
    query: "doors e cartype do lead de carro diferentes da importação",
    page: "/lead/descriptions/autos/sub_auto.html",
  },
  {
    query: "adsInfo carro 2020 cor portas direção",
    page: "/lead/descriptions/autos/sub_auto.html",
  },
  {
    query: "mototype 15 adventure no lead",
    page: "/lead/descriptions/autos/sub_motorcycle.html",
  },
  {
    query: "cilindrada da moto no lead cubiccms",
    page: "/lead/descriptions/autos/sub_motorcycle.html",
  },
  {
    query: "quais dados da moto vem no lead do comprador?",
    page: "/lead/descriptions/autos/sub_motorcycle.html",
  },
  {
    query: "lead de caminhão trucktype truck_features",
    page: "/lead/descriptions/autos/sub_truck.html",
  },
  {
    query: "financial do caminhão no lead vem como lista ou texto?",
    page: "/lead/descriptions/autos/sub_truck.html",
  },
  {
    query: "que informações do caminhão aparecem quando o comprador entra em contato?",
    page: "/lead/descriptions/autos/sub_truck.html",
  },
];
