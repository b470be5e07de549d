/**
 * Real estate (1020, 1040, 1060, 1080, 1100, 1120) for the API and the JSON
 * file. Source: ad-import specification, "Real estate params"; labels:
 * code-tables.md §7. The XML feed has its own tags: see ../xml-real-estate.ts.
 */
import type { ParamSpec, ParamValue } from "../types";
import { named } from "./shared";

/** "0 quartos", "1 quarto" ... "5 ou mais quartos": counts 0 (or 1) to 5, where 5 means 5 or more. */
export function countLabels(one: string, many: string, from: 0 | 1): ParamValue[] {
  const labels = [0, 1, 2, 3, 4].filter((n) => n >= from).map((n) => `${n} ${n === 1 ? one : many}`);
  return named([...labels, `5 ou mais ${many}`], from);
}

export const ROOMS_VALUES: ParamValue[] = countLabels("quarto", "quartos", 0);
export const BATHROOMS_VALUES: ParamValue[] = countLabels("banheiro", "banheiros", 1);
export const GARAGE_VALUES: ParamValue[] = countLabels("vaga", "vagas", 0);

const rooms: ParamSpec = {
  name: "rooms",
  description: "Número de quartos.",
  type: "code",
  required: true,
  values: ROOMS_VALUES,
  notes: ["`0` é um valor válido."],
};

const bathrooms: ParamSpec = {
  name: "bathrooms",
  description: "Número de banheiros.",
  type: "code",
  required: false,
  values: BATHROOMS_VALUES,
};

const garageSpaces: ParamSpec = {
  name: "garage_spaces",
  description: "Vagas de garagem.",
  type: "code",
  required: false,
  values: GARAGE_VALUES,
  notes: ["`0` é um valor válido."],
};

const NUMBERS_IN_EXAMPLES = "Envie como string numérica; exemplos do marketplace também mostram o valor como número.";

const size: ParamSpec = {
  name: "size",
  description: "Área em m².",
  type: "numeric-string",
  required: false,
  notes: ['Só dígitos (ex.: `"70"`).', NUMBERS_IN_EXAMPLES],
};

const iptu: ParamSpec = {
  name: "iptu",
  description: "IPTU mensal, em reais.",
  type: "numeric-string",
  required: false,
  notes: ['Valor inteiro mensal (ex.: `"150"`).', NUMBERS_IN_EXAMPLES],
};

const condominio: ParamSpec = {
  name: "condominio",
  description: "Condomínio mensal, em reais.",
  type: "numeric-string",
  required: false,
  notes: ['Valor inteiro mensal (ex.: `"850"`).', NUMBERS_IN_EXAMPLES],
};

const features = (name: string, description: string, values: readonly ParamValue[]): ParamSpec => ({
  name,
  description,
  type: "codes",
  required: false,
  values,
});

/** Codes with gaps (apartment features skip 9 and 10): [code, label] pairs. */
const coded = (pairs: readonly (readonly [number, string])[]): ParamValue[] => pairs.map(([code, label]) => ({ code: String(code), label }));

export const APARTMENT_FEATURE_VALUES: readonly ParamValue[] = coded([
  [1, "Ar condicionado"],
  [2, "Academia"],
  [3, "Armários no quarto"],
  [4, "Varanda"],
  [5, "Área de serviço"],
  [6, "Academia"],
  [7, "Quarto de serviço"],
  [8, "Piscina"],
  [11, "Armários na cozinha"],
  [12, "Mobiliado"],
]).map((v) => (v.code === "2" || v.code === "6" ? { ...v, note: `mesmo rótulo do código \`${v.code === "2" ? "6" : "2"}\`` } : v));

export const APARTMENT_COMPLEX_FEATURE_VALUES: ParamValue[] = named([
  "Condomínio fechado",
  "Elevador",
  "Segurança 24h",
  "Portaria",
  "Permitido animais",
  "Academia",
  "Piscina",
  "Salão de festas",
]);

export const APARTMENT_PARAMS: readonly ParamSpec[] = [
  rooms,
  bathrooms,
  garageSpaces,
  size,
  {
    name: "apartment_type",
    description: "Tipo de apartamento.",
    type: "code",
    required: true,
    values: named(["Padrão", "Cobertura", "Duplex/triplex", "Kitnet", "Loft"]),
  },
  {
    ...features("apartment_features", "Detalhes do imóvel.", APARTMENT_FEATURE_VALUES),
    notes: ["Os códigos `9` e `10` não existem."],
  },
  features("apartment_complex_features", "Detalhes do condomínio.", APARTMENT_COMPLEX_FEATURE_VALUES),
  iptu,
  condominio,
];

export const HOME_FEATURE_VALUES: ParamValue[] = named([
  "Ar condicionado",
  "Piscina",
  "Armários no quarto",
  "Varanda",
  "Área de serviço",
  "Churrasqueira",
  "Quarto de serviço",
  "Porteiro 24h",
  "Armários na cozinha",
  "Mobiliado",
]);

export const HOME_COMPLEX_FEATURE_VALUES: readonly ParamValue[] = coded([
  [1, "Condomínio fechado"],
  [2, "Segurança 24h"],
  [3, "Área murada"],
  [4, "Permitido animais"],
  [5, "Portão eletrônico"],
  [6, "Academia"],
  [9, "Piscina"],
]);

export const HOUSE_PARAMS: readonly ParamSpec[] = [
  rooms,
  bathrooms,
  garageSpaces,
  size,
  {
    name: "home_type",
    description: "Tipo de casa.",
    type: "code",
    required: true,
    values: named(["Padrão", "Casa de vila", "Casa de condomínio"]),
  },
  features("home_features", "Detalhes da casa.", HOME_FEATURE_VALUES),
  { ...features("home_complex_features", "Detalhes do condomínio.", HOME_COMPLEX_FEATURE_VALUES), notes: ["Os códigos `7` e `8` não existem."] },
  iptu,
  condominio,
];

export const COMMERCIAL_PARAMS: readonly ParamSpec[] = [
  garageSpaces,
  size,
  {
    name: "commercial_type",
    description: "Tipo de imóvel comercial.",
    type: "code",
    required: false,
    values: named(["Escritório", "Galpão/Depósito", "Hotel", "Fábrica", "Garagem/Vaga", "Loja", "Outros"]),
  },
  features(
    "commercial_features",
    "Detalhes do imóvel comercial.",
    named(["Garagem", "Segurança 24h", "Câmeras de segurança", "Elevador", "Portaria", "Acesso para deficientes"]),
  ),
  iptu,
  condominio,
];

export const LAND_PARAMS: readonly ParamSpec[] = [
  size,
  {
    name: "re_land_type",
    description: "Tipo de terreno.",
    type: "code",
    required: true,
    values: named(["Terrenos e lotes", "Sítios e chácaras", "Fazendas", "Outros"]),
  },
  features(
    "re_land_features",
    "Detalhes do terreno.",
    named([
      "Área verde",
      "Casa sede",
      "Pomar",
      "Piscina",
      "Churrasqueira",
      "Poço artesiano",
      "Água encanada",
      "Energia elétrica",
      "Campo de futebol",
      "Acesso asfaltado",
    ]),
  ),
  iptu,
  condominio,
];

export const ROOM_RENT_PARAMS: readonly ParamSpec[] = [
  features(
    "room_rent_features",
    "Detalhes do quarto.",
    named(["Armário no quarto", "Banheiro no quarto", "Mobiliado", "Ar condicionado", "Varanda", "Aquecimento", "Internet", "TV a cabo"]),
  ),
];

export const BEDS_VALUES: readonly ParamValue[] = [
  ...Array.from({ length: 15 }, (_, i) => ({ code: String(i + 1), label: i === 0 ? "1 cama" : `${i + 1} camas` })),
  { code: "16", label: "20 camas" },
  { code: "17", label: "25 camas" },
  { code: "18", label: "30 ou mais camas" },
];

export const SEASON_FEATURE_VALUES: ParamValue[] = named([
  "Ar condicionado",
  "Aquecimento",
  "Café da manhã",
  "Churrasqueira",
  "Estacionamento",
  "Fogão",
  "Geladeira",
  "Internet",
  "Lareira",
  "Máquina de lavar",
  "Permitido animais",
  "Piscina",
  "Roupa de cama",
  "Toalhas",
  "TV a cabo",
  "Ventilador",
  "Varanda/Terraço",
]);

export const SEASON_PARAMS: readonly ParamSpec[] = [
  rooms,
  bathrooms,
  garageSpaces,
  {
    name: "beds",
    description: "Número de camas.",
    type: "code",
    required: true,
    values: BEDS_VALUES,
    notes: ["De `1` a `15` o código é o número de camas; a partir daí o código é uma faixa: `16` = 20, `17` = 25 e `18` = 30 ou mais."],
  },
  size,
  {
    name: "season_type",
    description: "Tipo de hospedagem.",
    type: "code",
    required: true,
    values: named(["Apartamento", "Casa", "Quarto individual", "Quarto compartilhado", "Hotel, hostel e pousada", "Sítio, fazenda e chácara"]),
  },
  features("season_features", "Comodidades.", SEASON_FEATURE_VALUES),
  {
    name: "rent_type",
    description: "Tipo de pagamento.",
    type: "code",
    required: false,
    values: named(["Por dia", "Por semana", "Por mês", "Pacote"]),
  },
];
