/**
 * Real estate (1020, 1040, 1060, 1080, 1100, 1120) for the API and the JSON
 * file. Source: ad-import specification, "Real estate params". The XML feed
 * has its own tags: see ../xml-real-estate.ts.
 */
import type { ParamSpec, ParamValue } from "../types";
import { UNNAMED_NOTE, named, range, valuesFrom } from "./shared";

export const ROOMS_VALUES = named(["Nenhum quarto", "1 quarto", "2 quartos", "3 quartos", "4 quartos", "5 quartos ou mais"], 0);
export const BATHROOMS_VALUES = named(["1 banheiro", "2 banheiros", "3 banheiros", "4 banheiros", "5 banheiros"]);
export const GARAGE_VALUES = named(["Nenhuma vaga", "1 vaga", "2 vagas", "3 vagas", "4 vagas", "5 vagas"], 0);

const rooms = (notes: string[] = []): ParamSpec => ({
  name: "rooms",
  description: "Número de quartos.",
  type: "code",
  required: true,
  values: ROOMS_VALUES,
  notes: ["`5` significa 5 ou mais. `0` é um valor válido.", ...notes],
});

const bathrooms = (notes: string[] = []): ParamSpec => ({
  name: "bathrooms",
  description: "Número de banheiros.",
  type: "code",
  required: false,
  values: BATHROOMS_VALUES,
  notes,
});

const garageSpaces = (notes: string[] = []): ParamSpec => ({
  name: "garage_spaces",
  description: "Vagas de garagem.",
  type: "code",
  required: false,
  values: GARAGE_VALUES,
  notes: ["`0` é um valor válido.", ...notes],
});

const NUMBERS_IN_EXAMPLES = "Envie como string numérica; exemplos do marketplace também mostram o valor como número.";

const size: ParamSpec = {
  name: "size",
  description: "Área em m².",
  type: "numeric-string",
  required: false,
  notes: ["Só dígitos (ex.: `\"70\"`).", NUMBERS_IN_EXAMPLES],
};

const iptu: ParamSpec = {
  name: "iptu",
  description: "IPTU mensal, em reais.",
  type: "numeric-string",
  required: false,
  notes: ["Valor inteiro mensal (ex.: `\"150\"`).", NUMBERS_IN_EXAMPLES],
};

const condominio: ParamSpec = {
  name: "condominio",
  description: "Condomínio mensal, em reais.",
  type: "numeric-string",
  required: false,
  notes: ["Valor inteiro mensal (ex.: `\"850\"`).", NUMBERS_IN_EXAMPLES],
};

const unnamedList = (name: string, description: string, values: ParamValue[]): ParamSpec => ({
  name,
  description,
  type: "codes",
  required: false,
  values,
  unnamed: true,
  notes: [UNNAMED_NOTE],
});

export const APARTMENT_PARAMS: readonly ParamSpec[] = [
  rooms(),
  bathrooms(),
  garageSpaces(),
  size,
  {
    name: "apartment_type",
    description: "Tipo de apartamento.",
    type: "code",
    required: true,
    values: named(["Padrão", "Cobertura", "Duplex ou triplex", "Kitnet", "Loft"]),
  },
  unnamedList("apartment_features", "Características do apartamento.", [...range(1, 8), ...range(11, 12)]),
  unnamedList("apartment_complex_features", "Características do condomínio.", range(1, 8)),
  iptu,
  condominio,
];

const HOUSE_RANGE_NOTE = valuesFrom("apartamentos");

export const HOUSE_PARAMS: readonly ParamSpec[] = [
  rooms([HOUSE_RANGE_NOTE]),
  bathrooms([HOUSE_RANGE_NOTE]),
  garageSpaces([HOUSE_RANGE_NOTE]),
  size,
  {
    name: "home_type",
    description: "Tipo de casa.",
    type: "code",
    required: true,
    values: named(["Padrão", "Casa de vila", "Casa de condomínio"]),
  },
  unnamedList("home_features", "Características da casa.", range(1, 10)),
  unnamedList("home_complex_features", "Características do condomínio.", [...range(1, 6), ...range(9, 9)]),
  iptu,
  condominio,
];

export const COMMERCIAL_PARAMS: readonly ParamSpec[] = [
  garageSpaces([valuesFrom("apartamentos")]),
  size,
  {
    name: "commercial_type",
    description: "Tipo de imóvel comercial.",
    type: "code",
    required: false,
    values: named(["Escritório", "Galpão", "Hotel", "Fábrica", "Garagem", "Loja", "Outro"]),
  },
  unnamedList("commercial_features", "Características do imóvel comercial.", range(1, 6)),
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
    values: named(["Lotes e terrenos", "Sítios e chácaras", "Fazendas", "Outros"]),
  },
  unnamedList("re_land_features", "Características do terreno.", range(1, 10)),
  iptu,
  condominio,
];

export const ROOM_RENT_PARAMS: readonly ParamSpec[] = [
  unnamedList("room_rent_features", "Características do quarto.", range(1, 8)),
];

export const BEDS_VALUES: readonly ParamValue[] = [
  ...range(1, 15).map(({ code }) => ({ code, label: code === "1" ? "1 cama" : `${code} camas` })),
  { code: "16", label: "20 camas" },
  { code: "17", label: "25 camas" },
  { code: "18", label: "30 camas ou mais" },
];

export const SEASON_FEATURE_VALUES = named([
  "Ar-condicionado",
  "Aquecimento",
  "Café da manhã",
  "Churrasqueira",
  "Estacionamento",
  "Fogão",
  "Geladeira",
  "Internet",
  "Lareira",
  "Máquina de lavar",
  "Aceita animais",
  "Piscina",
  "Roupa de cama",
  "Toalhas",
  "TV a cabo",
  "Ventilador",
  "Varanda ou terraço",
]);

export const SEASON_PARAMS: readonly ParamSpec[] = [
  rooms(),
  bathrooms(),
  garageSpaces(),
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
    values: named(["Apartamento", "Casa", "Quarto privativo", "Quarto compartilhado", "Hotel, hostel ou pousada", "Sítio ou fazenda"]),
  },
  {
    name: "season_features",
    description: "Comodidades.",
    type: "codes",
    required: false,
    values: SEASON_FEATURE_VALUES,
  },
  {
    name: "rent_type",
    description: "Período da locação.",
    type: "code",
    required: false,
    values: named(["Por dia", "Por semana", "Por mês", "Pacote"]),
  },
];
