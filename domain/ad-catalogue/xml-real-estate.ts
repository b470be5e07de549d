/**
 * The XML real-estate feed: Carga > Imoveis > Imovel. Tags, limits,
 * precedence rules and the SubTipoImovel values per subtype.
 * Source: ad-import specification, "XML real estate" and section 5; the
 * accepted SubTipoImovel values and the labels: code-tables.md §8.
 */
import { foldText } from "../text/fold";
import type { ParamValue, XmlSubtype, XmlSubtypeId, XmlSubtypeValue, XmlTag } from "./types";

/**
 * The SubTipoImovel values the marketplace accepts, grouped by the type they
 * show in the listing title: `{ "Kitchenette/conjugado": ["Kitnet", ...] }`
 * reads "an ad sent as Kitnet is listed as Kitchenette/conjugado".
 */
type AcceptedByTitle = Readonly<Record<string, readonly string[]>>;

function subtype(id: XmlSubtypeId, name: string, category: number, route: string, byTitle: AcceptedByTitle): XmlSubtype {
  const accepted = Object.entries(byTitle).flatMap(([title, values]) => values.map((value) => ({ value, title })));
  return { id, name, category, route, accepted, values: accepted.map((a) => a.value), titles: Object.keys(byTitle) };
}

export const XML_SUBTYPES: readonly XmlSubtype[] = [
  subtype("apartment", "Apartamentos", 1020, "/anuncio/xml/real_estate/sub_apartment.html", {
    Apartamento: [
      "Apartamento",
      "Apartamento de Condomínio",
      "Apartamento Duplex Residencial",
      "Apartamento Padrão",
      "Apartamento Residencial",
      "Apartamento Triplex Residencial",
      "Conjunto Residencial",
      "Padrão",
    ],
    Cobertura: ["Cobertura", "Cobertura Duplex", "Cobertura Residencial", "Cobertura Triplex", "Penthouse Residencial"],
    Loft: ["Flat", "Flat Padrão", "Flat Residencial", "Loft", "Loft Residencial"],
    "Kitchenette/conjugado": ["Kitchenette / Conjugados", "Kitchenette / Studio", "Kitnet", "Kitnet / Conjugado", "Kitnet Residencial"],
    Studio: ["Studio"],
  }),
  subtype("house", "Casas", 1040, "/anuncio/xml/real_estate/sub_house.html", {
    Casa: ["Casa", "Casa de Rua", "Casa Padrão", "Casa Padrão Térrea", "Casa Residencial", "Sobrado", "Sobrado Residencial", "Village Residencial"],
    "Casa de condomínio": ["Casa de Condomínio", "Casa em Condomínio"],
    "Casa de vila": ["Casa de Vila"],
  }),
  subtype("land", "Terrenos, sítios e fazendas", 1100, "/anuncio/xml/real_estate/sub_land.html", {
    "Loteamento/condomínio": ["Loteamento Condomínio", "Loteamento Padrão"],
    Sítio: ["Sítio", "Sítio Chácara", "Sítio Rural"],
    Terreno: ["Terreno", "Terreno Padrão"],
    Chácara: ["Chácara", "Chácara Rural", "Fazenda", "Fazenda Rural", "Haras", "Haras Rural"],
  }),
  subtype("commercial", "Comércio e indústria", 1120, "/anuncio/xml/real_estate/sub_commercial.html", {
    Escritório: ["Andar", "Casa Comercial", "Conjunto Comercial", "Conjunto Comercial / Sala", "Laje Comercial", "Salão Comercial", "Sobrado Comercial"],
    "Galpão/Depósito/Armazém": ["Área Comercial", "Galpão / Depósito / Armazém", "Galpão / Depósito / Barracão", "Galpão Comercial", "Indústria"],
    "Garagem/vaga": ["Box Garagem"],
    Hotel: ["Hotel", "Hotel Residencial", "Motel", "Pousada / Chalé", "Pousada"],
    "Loja Comercial": [
      "Barracão Comercial",
      "Centro Comercial",
      "Comercial",
      "Loja",
      "Loja Comercial",
      "Loja de Shopping",
      "Loja de Shopping / Centro Comercial",
      "Loja Salão",
      "Ponto Comercial",
    ],
    "Prédio Comercial": ["Prédio", "Prédio Comercial"],
    "Prédio Inteiro": ["Prédio Inteiro"],
    "Sala Comercial": ["Sala", "Sala Comercial"],
  }),
];

export function getXmlSubtype(id: string): XmlSubtype {
  const subtype = XML_SUBTYPES.find((s) => s.id === id);
  if (!subtype) throw new Error(`unknown XML subtype "${id}" (known: ${XML_SUBTYPES.map((s) => s.id).join(", ")})`);
  return subtype;
}

/** Case, accents and runs of spaces do not count when a SubTipoImovel value is compared. */
const foldSubtype = (value: string) => foldText(value).replace(/\s+/g, " ").trim();
let acceptedByFolded: Map<string, XmlSubtypeValue & { subtype: XmlSubtype }> | undefined;

/**
 * The accepted SubTipoImovel value a text stands for, compared without case
 * or accents ("casa de condominio" is "Casa de Condomínio"), with its subtype
 * and listing title; undefined when no accepted value matches. A feed asks
 * once per Imovel, so the values are folded once.
 */
export function findXmlSubtypeValue(value: string): (XmlSubtypeValue & { subtype: XmlSubtype }) | undefined {
  acceptedByFolded ??= new Map(XML_SUBTYPES.flatMap((subtype) => subtype.accepted.map((a) => [foldSubtype(a.value), { ...a, subtype }] as const)));
  return acceptedByFolded.get(foldSubtype(value));
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

/** A flag tag takes one value: 1 when the apartment has the item. */
const FLAG_VALUES: readonly ParamValue[] = [{ code: "1", label: "característica presente" }];

/** QtdDormitorios, QtdBanheiros, QtdVagas: 0 to 5, where 5 means 5 or more. */
const countValues = (one: string, many: string): ParamValue[] =>
  [0, 1, 2, 3, 4, 5].map((n) => ({ code: String(n), label: n === 5 ? `5 ou mais ${many}` : `${n} ${n === 1 ? one : many}` }));

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
    values: countValues("quarto", "quartos"),
    rules: ["De `0` a `5`."],
  },
  {
    path: "QtdBanheiros",
    description: "Número de banheiros.",
    type: "inteiro",
    required: false,
    subtypes: ["apartment", "house"],
    range: { min: 0, max: 5 },
    values: countValues("banheiro", "banheiros"),
    rules: ["De `0` a `5`."],
  },
  {
    path: "QtdVagas",
    description: "Vagas de garagem.",
    type: "inteiro",
    required: false,
    subtypes: ["apartment", "house", "commercial"],
    range: { min: 0, max: 5 },
    values: countValues("vaga", "vagas"),
    rules: ["De `0` a `5` (faixa documentada para apartamentos e casas)."],
  },
  ...XML_APARTMENT_FLAGS.map(
    (flag): XmlTag => ({
      path: flag.tag,
      description: `${flag.label}.`,
      type: "inteiro",
      required: false,
      subtypes: ["apartment"],
      values: FLAG_VALUES,
      rules: ["Envie `1` quando o apartamento tem o item."],
    }),
  ),
];

/** Tags that apply to every subtype (no `subtypes` restriction). */
export const XML_COMMON_TAGS: XmlTag[] = XML_TAGS.filter((t) => !t.subtypes);

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
