/**
 * Fields every ad carries, whatever the category, for the API and the JSON
 * file. Source: ad-import specification, sections 3 ("Ad (common fields)"),
 * 5 (validation rules) and 9 (limits).
 */
import type { FieldSpec, ParamValue } from "./types";

/** Limits used by the rules below and by the checker. */
export const LIMITS = {
  idMaxLength: 19,
  idPattern: "^[A-Za-z0-9_{}-]{1,19}$",
  subject: { min: 2, max: 90 },
  body: { min: 2, max: 6000 },
  phoneDigits: { min: 10, max: 11 },
  images: { max: 20, maxBytes: (5 * 1024 * 1024) as number, minWidth: 50, minHeight: 50, maxWidth: 2160, maxHeight: 3840, formats: ["JPG", "GIF", "PNG"] },
  videos: { max: 1 },
  payloadBytes: (1024 * 1024) as number,
  /** Date from which price and images are required (dd/mm/yyyy, as the marketplace writes it). */
  priceAndImagesRequiredSince: "05/08/2025",
  /** Date on which brand, model and version ids were equalized. */
  vehicleIdsEqualizedOn: "25/09/2025",
} as const;

/**
 * A video page on the video site (YouTube): watch?v=, youtu.be/, shorts/,
 * embed/ or live/ followed by the video id. A channel or search page is not a video.
 */
export const VIDEO_URL_PATTERN: RegExp = /^https:\/\/(?:(?:www\.|m\.)?youtube\.com\/(?:watch\?(?:[^#]*&)?v=|shorts\/|embed\/|live\/)|youtu\.be\/)[\w-]{6,}/;

export const AD_TYPES: readonly ParamValue[] = [
  { code: "s", label: "venda" },
  { code: "u", label: "aluguel" },
];

/** adsInfo.type of a delivered lead: the lead names the ad type in words instead of `s`/`u`. */
export const LEAD_AD_TYPES: readonly ParamValue[] = [
  { code: "sell", label: "venda" },
  { code: "let", label: "aluguel" },
];

/** insert also edits an ad already sent with the same `id`; edit says so explicitly. */
export const OPERATIONS: readonly ParamValue[] = [
  { code: "insert", label: "inserir ou editar anúncios" },
  { code: "edit", label: "editar um anúncio já enviado (mesmo `id`)" },
  { code: "delete", label: "despublicar anúncios" },
];

export const COMMON_FIELDS: readonly FieldSpec[] = [
  {
    name: "id",
    description: "Identificador do anúncio no seu sistema. É por ele que você edita, exclui e consulta o anúncio depois.",
    type: "string",
    channels: ["api", "json"],
    required: { api: true, json: true },
    rules: ["Letras, dígitos, sublinhado (`_`), chaves (`{` `}`) e hífen (`-`).", "De 1 a 19 caracteres.", "Único dentro do arquivo (ou da lista `ad_list`)."],
  },
  {
    name: "operation",
    description: "O que fazer com o anúncio.",
    type: "string",
    channels: ["api"],
    required: { api: true },
    rules: ["Só na API. No arquivo JSON a operação é deduzida comparando o arquivo com a leitura anterior."],
    values: OPERATIONS,
  },
  {
    name: "category",
    description: "Código da subcategoria do anúncio.",
    type: "integer",
    channels: ["api", "json"],
    required: { api: true, json: true },
    rules: ["Deve ser o código da subcategoria (tabela de códigos de categoria).", "Não pode mudar depois da inserção."],
  },
  {
    name: "subject",
    description: "Título do anúncio.",
    type: "string",
    channels: ["api", "json"],
    required: { api: true, json: true },
    rules: ["De 2 a 90 caracteres.", "Em carros (`2020`) o título é preenchido automaticamente pelo marketplace."],
  },
  {
    name: "body",
    description: "Descrição do anúncio.",
    type: "string",
    channels: ["api", "json"],
    required: { api: true, json: true },
    rules: ["De 2 a 6000 caracteres.", "Quebre linhas com `\\n`."],
  },
  {
    name: "phone",
    description: "Telefone de contato exibido no anúncio.",
    type: "number",
    channels: ["api"],
    // The import's field list gives phone no flag; the marketplace's live import page marks it required: both readings are shown.
    required: { api: "duas leituras" },
    rules: [
      "Só na API.",
      "DDD + número: 10 ou 11 dígitos, sem espaços nem símbolos (ex.: `11987654321`).",
      "Obrigatoriedade em duas leituras: a lista de campos comuns não o marca como obrigatório, e a página de importação do portal público do marketplace o marca como obrigatório. Envie sempre um telefone válido e, para escondê-lo, use `phone_hidden`.",
    ],
  },
  {
    name: "phone_hidden",
    description: "Esconde o telefone no anúncio.",
    type: "boolean",
    channels: ["api"],
    required: { api: false },
    rules: ["Só na API.", "`true` esconde o telefone; `false` ou ausente mostra o telefone."],
    values: [
      { code: "true", label: "ocultar telefone" },
      { code: "false", label: "mostrar telefone" },
    ],
  },
  {
    name: "type",
    description: "Tipo de negócio.",
    type: "string",
    channels: ["api", "json"],
    required: { api: true, json: true },
    rules: ["Um dos valores da lista."],
    values: AD_TYPES,
  },
  {
    name: "price",
    description: "Preço em reais.",
    type: "integer",
    channels: ["api", "json"],
    required: { api: "sim, desde 05/08/2025", json: "sim, desde 05/08/2025" },
    rules: ["Número inteiro, sem centavos (ex.: `45900` para R$ 45.900,00)."],
  },
  {
    name: "zipcode",
    description: "CEP de onde está o item ou o imóvel.",
    type: "string numérica",
    channels: ["api", "json"],
    required: { api: true, json: true },
    rules: ['Só dígitos, dentro de uma string (ex.: `"01310100"`).'],
  },
  {
    name: "params",
    description: "Parâmetros específicos da categoria (veja a página de cada subcategoria).",
    type: "object",
    channels: ["api", "json"],
    required: { api: "conforme a categoria", json: "conforme a categoria" },
    rules: [
      'Parâmetro opcional sem valor deve ser **omitido**: enviar vazio (`""`) ou `0` faz a operação falhar, a não ser que `0` seja um valor válido do campo.',
      "Valores descontinuados não são mais aceitos.",
    ],
  },
  {
    name: "images",
    description: "URLs das fotos do anúncio.",
    type: "array de string (URL)",
    channels: ["api", "json"],
    required: { api: "sim, desde 05/08/2025", json: "sim, desde 05/08/2025" },
    rules: ["No máximo 20 URLs, sem repetição; a primeira é a foto principal.", "Cada imagem: até 5 MB, JPG, GIF ou PNG, de 50x50 a 2160x3840 pixels."],
  },
  {
    name: "videos",
    description: "Vídeo do anúncio.",
    type: "array de string (URL)",
    channels: ["api", "json"],
    required: { api: false, json: false },
    rules: [
      "Um vídeo: se vierem vários, só o primeiro é publicado.",
      "Só a URL do vídeo no site de vídeos (YouTube); outra URL dá `ERROR_VIDEOS_URL_INVALID`.",
      "Para trocar o vídeo, mude a URL **e** altere outro campo do anúncio na mesma edição; lista vazia remove o vídeo.",
    ],
  },
];
