/**
 * The XML real-estate feed: Carga > Imoveis > Imovel. Tags, limits,
 * precedence rules and the SubTipoImovel values per subtype.
 * Source: ad-import specification, "XML real estate" and section 5.
 */
import type { XmlSubtype, XmlSubtypeId, XmlTag } from "./types";

export const XML_ROOT_PATH = ["Carga", "Imoveis", "Imovel"] as const;

export const XML_SUBTYPES: readonly XmlSubtype[] = [
  {
    id: "apartment",
    name: "Apartamentos",
    category: 1020,
    values: ["Apartamento", "Cobertura", "Loft", "Kitchenette/conjugado", "Studio"],
    route: "/anuncio/xml/real_estate/sub_apartment.html",
  },
  {
    id: "house",
    name: "Casas",
    category: 1040,
    values: ["Casa", "Casa de condominio", "Casa de vila"],
    route: "/anuncio/xml/real_estate/sub_house.html",
  },
  {
    id: "land",
    name: "Terrenos, sítios e fazendas",
    category: 1100,
    values: ["Loteamento/condominio", "Sitio", "Terreno", "Chacara"],
    route: "/anuncio/xml/real_estate/sub_land.html",
  },
  {
    id: "commercial",
    name: "Comércio e indústria",
    category: 1120,
    values: [
      "Escritorio",
      "Galpao/Deposito/Armazem",
      "Garagem/vaga",
      "Hotel",
      "Loja Comercial",
      "Predio Comercial",
      "Predio Inteiro",
      "Sala Comercial",
    ],
    route: "/anuncio/xml/real_estate/sub_commercial.html",
  },
];

export function getXmlSubtype(id: string): XmlSubtype {
  const subtype = XML_SUBTYPES.find((s) => s.id === id);
  if (!subtype) throw new Error(`unknown XML subtype "${id}" (known: ${XML_SUBTYPES.map((s) => s.id).join(", ")})`);
  return subtype;
}

/** The subtype a SubTipoImovel value belongs to, or undefined. */
export function subtypeOfValue(value: string): XmlSubtype | undefined {
  return XML_SUBTYPES.find((s) => s.values.includes(value.trim()));
}

/** Apartment amenities: the tag is sent with value 1 when the apartment has it. */
export const XML_APARTMENT_FLAGS: readonly { tag: string; label: string }[] = [
  { tag: "ArCondicionado", label: "Ar-condicionado" },
  { tag: "SalaGinastica", label: "Sala de ginástica" },
  { tag: "ArmarioEmbutido", label: "Armário embutido" },
  { tag: "Varanda", label: "Varanda" },
  { tag: "AreaServico", label: "Área de serviço" },
  { tag: "Churrasqueira", label: "Churrasqueira" },
  { tag: "QuartoWCEmpregada", label: "Quarto e WC de empregada" },
  { tag: "Piscina", label: "Piscina" },
  { tag: "SalaoFestas", label: "Salão de festas" },
  { tag: "Porteiro", label: "Porteiro" },
];

const INTEGER_RULE = "Número inteiro, sem centavos, sem pontos nem vírgulas (ex.: `450000`).";

export const XML_TAGS: readonly XmlTag[] = [
  {
    path: "CodigoImovel",
    description: "Código do imóvel no seu sistema; identifica o anúncio entre uma leitura e outra.",
    type: "texto",
    required: true,
    maxLength: 20,
    rules: ["Até 20 caracteres."],
  },
  {
    path: "TituloAnuncio",
    description: "Título do anúncio.",
    type: "texto",
    required: false,
    maxLength: 90,
    rules: ["Até 90 caracteres.", "Se vier junto com `Titulo`, vale `TituloAnuncio`."],
  },
  {
    path: "Titulo",
    description: "Título do anúncio (alternativa a `TituloAnuncio`).",
    type: "texto",
    required: false,
    maxLength: 90,
    rules: ["Até 90 caracteres.", "Ignorado quando `TituloAnuncio` está preenchido."],
  },
  {
    path: "Bairro",
    description: "Bairro do imóvel.",
    type: "texto",
    required: false,
    rules: ["Usado só para montar o título do anúncio."],
  },
  {
    path: "Cidade",
    description: "Cidade do imóvel.",
    type: "texto",
    required: false,
    rules: ["Usado só para montar o título do anúncio."],
  },
  {
    path: "SubTipoImovel",
    description: "Subtipo do imóvel: define a categoria e o tipo exibido no título do anúncio.",
    type: "texto (valor da lista)",
    required: true,
    rules: ["Um dos valores da tabela de subtipos."],
  },
  {
    path: "CEP",
    description: "CEP do imóvel.",
    type: "texto",
    required: true,
    rules: ["Caracteres que não são dígitos são removidos (`01310-100` vira `01310100`)."],
  },
  {
    path: "Observacao",
    description: "Descrição do anúncio.",
    type: "texto",
    required: true,
    maxLength: 6000,
    rules: ["Até 6000 caracteres.", "Sem HTML.", "Quebra de linha como `\\n` (nova linha), não `<br>`."],
  },
  {
    path: "PrecoVenda",
    description: "Preço de venda, em reais.",
    type: "inteiro",
    required: false,
    rules: [INTEGER_RULE],
  },
  {
    path: "PrecoLocacao",
    description: "Preço de locação (aluguel), em reais.",
    type: "inteiro",
    required: false,
    rules: [INTEGER_RULE, "Ignorado quando `PrecoVenda` está preenchido."],
  },
  {
    path: "PrecoLocacaoTemporada",
    description: "Preço de locação por temporada, em reais.",
    type: "inteiro",
    required: false,
    rules: [INTEGER_RULE, "Ignorado quando `PrecoVenda` ou `PrecoLocacao` está preenchido."],
  },
  {
    path: "PrecoCondominio",
    description: "Condomínio, em reais.",
    type: "inteiro",
    required: false,
    rules: [INTEGER_RULE],
  },
  {
    path: "ValorIPTU",
    description: "IPTU, em reais.",
    type: "inteiro",
    required: false,
    rules: [INTEGER_RULE],
  },
  {
    path: "AreaTotal",
    description: "Área total, em m².",
    type: "inteiro",
    required: false,
    rules: ["Número inteiro (ex.: `120`)."],
  },
  {
    path: "AreaUtil",
    description: "Área útil, em m².",
    type: "inteiro",
    required: false,
    rules: ["Número inteiro.", "Ignorado quando `AreaTotal` está preenchido."],
  },
  {
    path: "Fotos/Foto/URLArquivo",
    description: "URL de uma foto. Um `Foto` por imagem, dentro de `Fotos`.",
    type: "URL",
    required: false,
    rules: ["URL pública, que o marketplace consiga baixar a qualquer momento."],
  },
  {
    path: "Fotos/Foto/Principal",
    description: "Marca a foto principal.",
    type: "inteiro",
    required: false,
    rules: ["`1` marca a foto principal do anúncio."],
  },
  {
    path: "Videos/Video",
    description: "URL de um vídeo do YouTube. Recurso em beta, só para imóveis.",
    type: "URL",
    required: false,
    rules: ["Um vídeo por imóvel, do YouTube."],
  },
  {
    path: "QtdDormitorios",
    description: "Número de quartos.",
    type: "inteiro",
    required: false,
    subtypes: ["apartment", "house"],
    requiredFor: ["apartment", "house"],
    range: { min: 0, max: 5 },
    rules: ["De `0` a `5`."],
  },
  {
    path: "QtdBanheiros",
    description: "Número de banheiros.",
    type: "inteiro",
    required: false,
    subtypes: ["apartment", "house"],
    range: { min: 0, max: 5 },
    rules: ["De `0` a `5`."],
  },
  {
    path: "QtdVagas",
    description: "Vagas de garagem.",
    type: "inteiro",
    required: false,
    subtypes: ["apartment", "house", "commercial"],
    range: { min: 0, max: 5 },
    rules: ["De `0` a `5` (faixa documentada para apartamentos e casas)."],
  },
  ...XML_APARTMENT_FLAGS.map(
    (flag): XmlTag => ({
      path: flag.tag,
      description: `${flag.label}.`,
      type: "inteiro",
      required: false,
      subtypes: ["apartment"],
      rules: ["Envie `1` quando o apartamento tem o item."],
    }),
  ),
];

/** Tags that apply to every subtype (no `subtypes` restriction). */
export const XML_COMMON_TAGS = XML_TAGS.filter((t) => !t.subtypes);

/** Tags of one subtype: the common ones plus its own. */
export function xmlTagsFor(subtype: XmlSubtypeId | string): XmlTag[] {
  getXmlSubtype(subtype);
  return XML_TAGS.filter((t) => !t.subtypes || t.subtypes.includes(subtype as XmlSubtypeId));
}

/** Tags specific to one subtype. */
export function xmlSpecificTags(subtype: XmlSubtypeId | string): XmlTag[] {
  getXmlSubtype(subtype);
  return XML_TAGS.filter((t) => t.subtypes?.includes(subtype as XmlSubtypeId));
}

export function isXmlTagRequired(tag: XmlTag, subtype: XmlSubtypeId): boolean {
  return tag.required || Boolean(tag.requiredFor?.includes(subtype));
}

/** Precedence rules, in the order the marketplace applies them. */
export const XML_PRECEDENCE_RULES: readonly string[] = [
  "`TituloAnuncio` vence `Titulo` quando os dois vêm preenchidos.",
  "`PrecoLocacao` é ignorado quando `PrecoVenda` está preenchido.",
  "`PrecoLocacaoTemporada` é ignorado quando `PrecoVenda` ou `PrecoLocacao` está preenchido.",
  "`AreaUtil` é ignorado quando `AreaTotal` está preenchido.",
];

/** Rules for the file as a whole. */
export const XML_FILE_RULES: readonly string[] = [
  "Codificação UTF-8 (declare `encoding=\"UTF-8\"`).",
  "Publicado numa URL pública, que o marketplace consiga baixar a qualquer momento, sem login.",
  "O marketplace lê o arquivo pelo menos uma vez por dia.",
  "Sem HTML nas descrições.",
  "Só imóveis: apartamentos, casas, terrenos e comércio. Aluguel de quartos e temporada não entram por XML.",
];
