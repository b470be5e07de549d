/**
 * Example ads built from the catalogue. Each category has a realistic hint
 * (title, description, price, chosen codes); exampleAd() adapts it to the
 * channel (drops what the channel does not accept, turns arrays into a single
 * code where the channel wants one, clamps years), fills any required
 * parameter the hint lacks from the allowed values, and checks the result
 * against the catalogue, so an example can never show a value the catalogue
 * refuses.
 */
import { XMLBuilder } from "fast-xml-parser";
import stringifyCompact from "json-stringify-pretty-compact";
import { foldText } from "../text/fold";
import { getCategory } from "./categories";
import { paramsFor } from "./params/index";
import type { ParamSpec } from "./types";
import { XML_APARTMENT_FLAGS, findXmlSubtypeValue } from "./xml-real-estate";

interface Hint {
  id: string;
  subject: string;
  body: string;
  type: "s" | "u";
  price: number;
  zipcode: string;
  params: Record<string, string | string[] | number>;
  images?: number;
  video?: string;
}

const HINTS: Record<number, Hint> = {
  2020: {
    id: "carro-48213",
    subject: "Gol 1.0 Flex 2019 completo",
    body: "Único dono, revisões em dia.\nAr-condicionado, vidros elétricos, direção elétrica e sensor de ré.\nIPVA pago, pneus novos.",
    type: "s",
    price: 52900,
    zipcode: "01310100",
    params: {
      regdate: "2019",
      mileage: 48000,
      gearbox: "1",
      fuel: "3",
      vehicle_brand: "60",
      vehicle_model: "12",
      vehicle_version: "5",
      vehicle_tag: "ABC1D23",
      car_features: ["1", "3", "8"],
      doors: "2",
      car_steering: "2",
      motorpower: "1",
      carcolor: "3",
      exchange: "2",
      financial: ["2"],
      financial_status: "1",
      owner: "1",
      zero_km: "0",
    },
  },
  2060: {
    id: "moto-7731",
    subject: "Moto street 150 cc 2021",
    body: "Moto revisada, com freio ABS e computador de bordo.\nAceito transferência na hora.",
    type: "s",
    price: 16500,
    zipcode: "30130010",
    params: {
      vehicle_brand: "14",
      vehicle_model: "203",
      vehicle_version: "1",
      cubiccms: "7",
      regdate: "2021",
      mileage: 15200,
      gearbox: "1",
      fuel: "1",
      moto_features: ["1", "2"],
      mototype: "1",
      carcolor: "4",
      exchange: "2",
      financial: ["2"],
      financial_status: "1",
      owner: "1",
    },
  },
  2050: {
    id: "onibus-0912",
    subject: "Micro-ônibus 2015 com ar-condicionado",
    body: "28 lugares, ar-condicionado, pronto para fretamento.\nManutenção em dia. Aceito troca.",
    type: "s",
    price: 185000,
    zipcode: "80010000",
    params: {
      regdate: "2015",
      mileage: 320000,
      car_steering: "1",
      bustype: "2",
      bus_features: ["1"],
      exchange: "1",
      financial: ["2"],
      financial_status: "1",
      owner: "2",
    },
  },
  2040: {
    id: "caminhao-5520",
    subject: "Caminhão baú 2020 diesel",
    body: "Baú de 7 metros, pneus bons.\nAr-condicionado, vidros elétricos e freio ABS.",
    type: "s",
    price: 289000,
    zipcode: "14010000",
    params: {
      regdate: "2020",
      mileage: 210000,
      gearbox: "1",
      fuel: "5",
      trucktype: "3",
      truck_features: ["1", "2", "5"],
      exchange: "2",
      financial: ["2"],
      financial_status: "1",
      owner: "2",
      car_steering: "1",
    },
  },
  2080: {
    id: "barco-3307",
    subject: "Lancha 24 pés 2018",
    body: "Lancha a gasolina, com capota e som.\nGuardada em marina coberta. Aceito troca.",
    type: "s",
    price: 240000,
    zipcode: "88010000",
    params: { regdate: "2018", mileage: 0, fuel: "1", boattype: "1", exchange: "1", owner: "1" },
  },
  2101: {
    id: "peca-carro-101",
    subject: "Jogo de rodas aro 17 liga leve",
    body: "Quatro rodas aro 17, furação 4x100.\nSem empenos.",
    type: "s",
    price: 1800,
    zipcode: "01310100",
    params: { condition: "2", parts_name_cars: "2", carcolor: "3", exchange: "2" },
  },
  2103: {
    id: "peca-moto-203",
    subject: "Capacete fechado tamanho 58",
    body: "Capacete preto, novo, na caixa, com viseira extra.",
    type: "s",
    price: 450,
    zipcode: "30130010",
    params: { condition: "1", parts_name_motos: "4", carcolor: "1" },
  },
  2105: {
    id: "peca-onibus-305",
    subject: "Pneu 275/80 R22.5 para ônibus",
    body: "Pneu novo, nota fiscal.\nEntrega na região metropolitana.",
    type: "s",
    price: 2100,
    zipcode: "80010000",
    params: { condition: "1", parts_name_cars: "1" },
  },
  2102: {
    id: "peca-caminhao-402",
    subject: "Par de pneus 295/80 R22.5",
    body: "Pneus seminovos, 80% de borracha.\nAceito troca.",
    type: "s",
    price: 2600,
    zipcode: "14010000",
    params: { condition: "2", parts_name_cars: "1", exchange: "1" },
  },
  2104: {
    id: "peca-barco-504",
    subject: "Hélice de inox para motor de popa",
    body: "Hélice de inox, pouco uso.\nServe em motores de 90 a 150 HP.",
    type: "s",
    price: 1300,
    zipcode: "88010000",
    params: { condition: "2", parts_name_boats: "9" },
  },
  1020: {
    id: "apto-1020-88",
    subject: "Apartamento 2 quartos com varanda",
    body: "Apartamento de 68 m² com 2 quartos, armários e ar-condicionado, sala ampla e varanda.\nCondomínio com portaria e segurança 24 horas.",
    type: "s",
    price: 520000,
    zipcode: "22041001",
    params: {
      rooms: "2",
      bathrooms: "2",
      garage_spaces: "1",
      size: "68",
      apartment_type: "1",
      apartment_features: ["1", "3", "4"],
      apartment_complex_features: ["3", "4"],
      iptu: "120",
      condominio: "650",
    },
    video: "https://www.youtube.com/watch?v=a1B2c3D4e5F",
  },
  1040: {
    id: "casa-1040-17",
    subject: "Casa em condomínio com 3 quartos",
    body: "Casa térrea de 180 m², 3 quartos, varanda e ar-condicionado.\nCondomínio fechado com área de lazer.",
    type: "s",
    price: 890000,
    zipcode: "38400000",
    params: {
      rooms: "3",
      bathrooms: "2",
      garage_spaces: "2",
      size: "180",
      home_type: "3",
      home_features: ["1", "4"],
      home_complex_features: ["1"],
      iptu: "210",
      condominio: "480",
    },
  },
  1060: {
    id: "quarto-1060-5",
    subject: "Quarto mobiliado perto do metrô",
    body: "Quarto individual mobiliado, com internet e contas inclusas.\nA 5 minutos do metrô.",
    type: "u",
    price: 900,
    zipcode: "01310100",
    params: { room_rent_features: ["3", "7"] },
  },
  1080: {
    id: "temporada-1080-9",
    subject: "Apartamento pé na areia para temporada",
    body: "Apartamento para 6 pessoas, a 50 metros da praia.\nWi-Fi, ar-condicionado, piscina e vaga de garagem.",
    type: "u",
    price: 450,
    zipcode: "88010000",
    params: {
      rooms: "2",
      bathrooms: "1",
      garage_spaces: "1",
      beds: "4",
      size: "70",
      season_type: "1",
      season_features: ["1", "5", "8", "12"],
      rent_type: "1",
    },
  },
  1100: {
    id: "terreno-1100-4",
    subject: "Chácara de 2 hectares com nascente",
    body: "Chácara com nascente, pomar e casa simples.\nAcesso por estrada de terra boa.",
    type: "s",
    price: 380000,
    zipcode: "38400000",
    params: { size: "20000", re_land_type: "2", re_land_features: ["1", "2", "3"] },
  },
  1120: {
    id: "sala-1120-31",
    subject: "Sala comercial de 45 m² no centro",
    body: "Sala com recepção, copa e banheiro.\nPrédio com portaria e elevadores.",
    type: "u",
    price: 3500,
    zipcode: "90010000",
    params: { garage_spaces: "2", size: "45", commercial_type: "1", commercial_features: ["4", "5"], iptu: "300", condominio: "900" },
  },
  3060: {
    id: "celular-3060-12",
    subject: "iPhone 15 128 GB preto, bateria 89%",
    body: "Aparelho sem marcas de uso, com caixa e cabo.\nDesbloqueado para todas as operadoras.",
    type: "s",
    price: 2900,
    zipcode: "01310100",
    params: {
      electronics_brand: "2",
      electronics_model: "30",
      electronics_condition: "2",
      cellphone_storage: "9",
      electronics_battery_health: "2",
      electronics_color: "1",
    },
  },
  12020: {
    id: "trator-12020-3",
    subject: "Trator 75 cv 4x4 com 3 mil horas",
    body: "Trator revisado, pneus 70%.\nAcompanha grade aradora.",
    type: "s",
    price: 148000,
    zipcode: "14010000",
    params: {},
  },
  12040: {
    id: "pecaagro-12040-8",
    subject: "Bomba injetora para trator",
    body: "Bomba injetora revisada, com garantia de 90 dias.",
    type: "s",
    price: 3200,
    zipcode: "14010000",
    params: {},
  },
  12100: {
    id: "animal-12100-2",
    subject: "Lote de 20 novilhas nelore",
    body: "Novilhas nelore de 18 meses, vacinadas.\nNota fiscal de produtor.",
    type: "s",
    price: 60000,
    zipcode: "38400000",
    params: {},
  },
  12120: {
    id: "maquina-12120-6",
    subject: "Retroescavadeira 2016 com 6 mil horas",
    body: "Retroescavadeira com cabine fechada.\nManutenção em concessionária.",
    type: "s",
    price: 265000,
    zipcode: "30130010",
    params: {},
  },
  12140: {
    id: "industria-12140-1",
    subject: "Torno mecânico 1,5 m de barramento",
    body: "Torno em bom estado, 220 V trifásico.\nAcompanha placa de 3 castanhas.",
    type: "s",
    price: 38000,
    zipcode: "90010000",
    params: { condition_full: "3" },
  },
  12160: {
    id: "agro-12160-11",
    subject: "Caixa d'água de 10 mil litros",
    body: "Caixa de polietileno, nunca usada.",
    type: "s",
    price: 4200,
    zipcode: "38400000",
    params: {},
  },
  12180: {
    id: "rural-12180-7",
    subject: "Café arábica em grão, saca de 60 kg",
    body: "Café arábica tipo 6, bebida dura.\nRetirada na fazenda.",
    type: "s",
    price: 1450,
    zipcode: "38400000",
    params: { production_category_type: "1" },
  },
};

function firstAllowed(spec: ParamSpec): string | number | string[] {
  if (spec.type === "integer") return spec.min ?? 1;
  if (spec.type === "numeric-string") return "1";
  if (spec.type === "year") return String(spec.years?.max ?? 2020);
  if (spec.lookup) return "1";
  const value = spec.values?.find((v) => !v.deprecated && !v.announced)?.code ?? "1";
  return spec.type === "codes" ? [value] : value;
}

function adapt(spec: ParamSpec, value: string | string[] | number): string | string[] | number {
  if (spec.type === "code" && Array.isArray(value)) return value[0];
  if (spec.type === "codes" && !Array.isArray(value)) return [String(value)];
  if (spec.type === "year" && spec.years?.max && typeof value === "string" && Number(value) > spec.years.max) {
    return String(spec.years.max);
  }
  return value;
}

/** Category codes that have an example (all of them). */
export const EXAMPLE_CATEGORIES = Object.keys(HINTS).map(Number);

/**
 * A valid, realistic ad of this category for the channel ("api": with
 * operation insert and phone; "json": without them). Throws when the
 * category is unknown or not accepted on the channel.
 */
export function exampleAd(code: number | string, channel: "api" | "json" = "api"): Record<string, unknown> {
  const category = getCategory(code);
  const hint = HINTS[category.code];
  const specs = paramsFor(category.code, channel);
  const params: Record<string, unknown> = {};
  for (const spec of specs) {
    if (spec.name in hint.params) params[spec.name] = adapt(spec, hint.params[spec.name]);
    else if (spec.required) params[spec.name] = firstAllowed(spec);
  }
  const images = Array.from({ length: hint.images ?? 3 }, (_, i) => `https://www.example.com/fotos/${hint.id}/${i + 1}.jpg`);
  const ad: Record<string, unknown> = {
    id: hint.id,
    ...(channel === "api" ? { operation: "insert" } : {}),
    category: category.code,
    subject: hint.subject,
    body: hint.body,
    ...(channel === "api" ? { phone: 11987654321 } : {}),
    type: hint.type,
    price: hint.price,
    zipcode: hint.zipcode,
    // A category without parameters sends none: no empty `params` object.
    ...(Object.keys(params).length ? { params } : {}),
    images,
    ...(hint.video ? { videos: [hint.video] } : {}),
  };
  return ad;
}

const codesOf = (codes: number | string | readonly (number | string)[]) => (Array.isArray(codes) ? codes : [codes]) as (number | string)[];

/** API request body: `{ access_token, ad_list }`. */
export function exampleEnvelope(codes: number | string | readonly (number | string)[], accessToken = "SEU_ACCESS_TOKEN") {
  return { access_token: accessToken, ad_list: codesOf(codes).map((c) => exampleAd(c, "api")) };
}

/** JSON import file: a bare array of ads. */
export function exampleJsonFile(codes: number | string | readonly (number | string)[]) {
  return codesOf(codes).map((c) => exampleAd(c, "json"));
}

/**
 * JSON with two-space indentation where a value that fits on one line
 * (`["1", "3"]`, `{ "error": "NO_IMAGE" }`) stays on it: examples read like
 * hand-written ones.
 */
export const prettyJson = (value: unknown): string => stringifyCompact(value, { indent: 2, maxLength: 100 });

/* ------------------------------------------------------------------ XML */

interface XmlImovelExample {
  tags: [string, string | number][];
  flags?: string[];
  photos: string[];
  video?: string;
}

const XML_EXAMPLES: Record<"apartment" | "house" | "land" | "commercial", XmlImovelExample> = {
  apartment: {
    tags: [
      ["CodigoImovel", "AP-000123"],
      ["TituloAnuncio", "Apartamento 2 quartos com varanda em Copacabana"],
      ["SubTipoImovel", "Apartamento Padrão"],
      ["CEP", "22041-001"],
      ["Bairro", "Copacabana"],
      ["Cidade", "Rio de Janeiro"],
      ["Observacao", "Apartamento de 68 m² com 2 quartos, sala ampla e varanda.\nCondomínio com portaria 24 horas & piscina."],
      ["PrecoVenda", 520000],
      ["PrecoCondominio", 650],
      ["ValorIPTU", 120],
      ["AreaTotal", 68],
      ["QtdDormitorios", 2],
      ["QtdBanheiros", 2],
      ["QtdVagas", 1],
    ],
    flags: ["Varanda", "Piscina", "Porteiro"],
    photos: ["https://www.example.com/fotos/AP-000123/1.jpg", "https://www.example.com/fotos/AP-000123/2.jpg"],
    video: "https://www.youtube.com/watch?v=a1B2c3D4e5F",
  },
  house: {
    tags: [
      ["CodigoImovel", "CA-000456"],
      ["Titulo", "Casa em condomínio com 3 quartos"],
      ["SubTipoImovel", "Casa de Condomínio"],
      ["CEP", "38400-000"],
      ["Bairro", "Jardim Karaíba"],
      ["Cidade", "Uberlândia"],
      ["Observacao", "Casa térrea de 180 m², 3 quartos e quintal.\nCondomínio fechado com área de lazer."],
      ["PrecoLocacao", 4800],
      ["PrecoCondominio", 480],
      ["ValorIPTU", 210],
      ["AreaUtil", 180],
      ["QtdDormitorios", 3],
      ["QtdBanheiros", 2],
      ["QtdVagas", 2],
    ],
    photos: ["https://www.example.com/fotos/CA-000456/1.jpg"],
  },
  land: {
    tags: [
      ["CodigoImovel", "TE-000789"],
      ["TituloAnuncio", "Terreno plano de 360 m² em loteamento"],
      ["SubTipoImovel", "Terreno"],
      ["CEP", "14010-000"],
      ["Observacao", "Terreno plano, pronto para construir.\nRua asfaltada, água e luz."],
      ["PrecoVenda", 180000],
      ["AreaTotal", 360],
    ],
    photos: ["https://www.example.com/fotos/TE-000789/1.jpg"],
  },
  commercial: {
    tags: [
      ["CodigoImovel", "SL-000321"],
      ["TituloAnuncio", "Sala comercial de 45 m² no centro"],
      ["SubTipoImovel", "Sala Comercial"],
      ["CEP", "90010-000"],
      ["Observacao", "Sala com recepção, copa e banheiro.\nPrédio com portaria e elevadores."],
      ["PrecoLocacao", 3500],
      ["PrecoCondominio", 900],
      ["ValorIPTU", 300],
      ["AreaUtil", 45],
      ["QtdVagas", 2],
    ],
    photos: ["https://www.example.com/fotos/SL-000321/1.jpg", "https://www.example.com/fotos/SL-000321/2.jpg"],
  },
};

/**
 * One Imovel as the builder's object: tags in order, the flags, the photos
 * (the first is the main one) and the video. Where the listing title shows
 * another type than the value sent, a comment says which.
 */
function imovelObject(example: XmlImovelExample): Record<string, unknown> {
  const imovel: Record<string, unknown> = {};
  for (const [tag, value] of example.tags) {
    imovel[tag] = value;
    if (tag !== "SubTipoImovel") continue;
    const accepted = findXmlSubtypeValue(String(value));
    if (!accepted) throw new Error(`XML example uses SubTipoImovel "${value}", which the catalogue does not accept`);
    if (foldText(accepted.title) !== foldText(accepted.value)) imovel["#comment"] = ` tipo no título: ${accepted.title} `;
  }
  for (const flag of example.flags ?? []) {
    if (!XML_APARTMENT_FLAGS.some((f) => f.tag === flag)) throw new Error(`unknown XML flag ${flag}`);
    imovel[flag] = 1;
  }
  imovel.Fotos = { Foto: example.photos.map((url, n) => (n === 0 ? { URLArquivo: url, Principal: 1 } : { URLArquivo: url })) };
  if (example.video) imovel.Videos = { Video: example.video };
  return imovel;
}

const xmlBuilder = new XMLBuilder({ format: true, indentBy: "  ", commentPropName: "#comment", ignoreAttributes: false });

/** A complete, valid XML feed with one Imovel per requested subtype (default: all four). */
export function exampleXmlFeed(subtypes: readonly ("apartment" | "house" | "land" | "commercial")[] = ["apartment", "house", "land", "commercial"]): string {
  const imoveis = subtypes.map((s) => {
    const example = XML_EXAMPLES[s];
    if (!example) throw new Error(`unknown XML subtype "${s}"`);
    return imovelObject(example);
  });
  return xmlBuilder.build({ "?xml": { "@_version": "1.0", "@_encoding": "UTF-8" }, Carga: { Imoveis: { Imovel: imoveis } } });
}
