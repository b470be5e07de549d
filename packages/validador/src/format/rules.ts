/**
 * What each rule checks, said of the rule and not of one finding: SARIF's
 * rule descriptions and help. A rule id's family ("param", "xml",
 * "image"...) names the part of the ad it is about; the few ids that stand
 * alone name themselves.
 */
const FAMILIES: Record<string, string> = {
  ad: "O tipo de anúncio (`type`) e os campos gerais do anúncio.",
  category: "A categoria do anúncio: um código que existe e é aceito no canal de envio.",
  cellphone: "Marca e modelo de celulares, conferidos com as tabelas publicadas.",
  envelope: "O envelope da API de importação: `access_token` e a lista `ad_list`.",
  file: "A forma do arquivo JSON de anúncios: uma lista na raiz.",
  id: "O `id` de cada anúncio: presente e único no envio.",
  images: "A lista de imagens do anúncio: presença, quantidade e repetições.",
  image: "Cada URL de imagem: endereço público, formato e tamanho aceitos.",
  input: "O conteúdo recebido pelo validador: tamanho e formato reconhecível.",
  json: "A sintaxe JSON do conteúdo.",
  operation: "A operação do anúncio na API (`insert` ou `delete`).",
  param: "Os parâmetros da categoria (`params`): nomes, códigos, tipos e obrigatórios.",
  params: "O objeto `params` do anúncio.",
  payload: "O conteúdo como um todo: codificação e tamanho por envio.",
  phone: "O telefone do anúncio.",
  price: "O preço do anúncio: número inteiro em reais.",
  type: "O tipo do anúncio (`type`).",
  "vehicle-tag": "A placa do veículo (`vehicle_tag`) e a condição de 0 km.",
  videos: "Os vídeos do anúncio: lista de URLs aceitas.",
  xml: "O XML de imóveis: estrutura, tags, valores e fotos de cada `Imovel`.",
  zipcode: "O CEP do anúncio.",
};

/** One sentence on what the rule checks, from its family. */
export function ruleDescription(rule: string): string {
  const family = rule.split(".")[0];
  return FAMILIES[family] ?? FAMILIES[rule] ?? "Regra do validador de anúncios.";
}
