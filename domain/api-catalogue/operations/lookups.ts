/**
 * Lookups of the ids that vehicle and cellphone ads carry (brand, model,
 * version, engine size). Every one is a POST with the token in the body and
 * answers `{status: "ok", data: {name: id}}`. Example excerpts are the
 * marketplace's own (code-tables.md section 10).
 */
import { CELLPHONE_BRANDS } from "../../ad-catalogue/index";
import { RATE_LIMIT_STATUS } from "../errors";
import { codes, field, int, map, obj, param, str } from "../shapes";
import { undocumented, type Answer, type Example, type Operation, type Parameter, type Shape } from "../types";
import { ACCESS_TOKEN_BODY } from "./common";

const VEHICLES = "/anuncio/api/autos/car_models.html";
const CELLPHONES = "/anuncio/api/electronics/cellphone_models.html";

const statusOk = field("status", str("Resultado da consulta.", { values: codes([["ok", "consulta feita"]]) }));

function lookupAnswer(what: string, data: Shape, example: Example): Answer {
  return {
    status: "2XX",
    description: `${what}. O código HTTP desta resposta e as respostas de erro não são documentados.`,
    body: obj([statusOk, field("data", data)]),
    examples: [example],
  };
}

const idsByName = (what: string) => map(`o nome (${what})`, int("O id, que vai no anúncio como texto."), `Mapa do nome para o id: ${what}.`);

const brandId = param("id_marca", int("Id da marca, vindo da consulta de marcas.", { minimum: 1 }), true, { example: 60 });
const modelId = param("id_modelo", int("Id do modelo, vindo da consulta de modelos da marca.", { minimum: 1 }), true, { example: 12 });

interface Lookup {
  id: string;
  summary: string;
  description: string;
  path: string;
  pathParams: readonly Parameter[];
  answer: Answer;
  route: string;
}

const lookup = ({ id, summary, description, path, pathParams, answer, route }: Lookup): Operation => ({
  id,
  area: "lookups",
  summary,
  description,
  host: "AUTOUPLOAD_HOST",
  method: "POST",
  path,
  pathParams,
  auth: { kind: "body-token", field: "access_token", scopes: undocumented("o mesmo token do anunciante usado na importação") },
  body: ACCESS_TOKEN_BODY,
  answers: [answer],
  errors: [RATE_LIMIT_STATUS],
  limits: ["Ids equalizados com o fluxo de inserção em 25/09/2025: ids anteriores a essa data são recusados na importação."],
  page: { route },
});

const ok = (summary: string, data: Record<string, number | string>): Example => ({ summary, value: { status: "ok", data } });

export const LOOKUP_OPERATIONS: readonly Operation[] = [
  lookup({
    id: "lookups.carBrands",
    summary: "Marcas de carros",
    description: "Ids de marca de carros, para `vehicle_brand`.",
    path: "/autoupload/car_info",
    pathParams: [],
    answer: lookupAnswer(
      "Marcas de carros",
      idsByName("marcas"),
      ok("Início da lista de marcas", { "AM GEN": 1, ACURA: 2, AGRALE: 3, "ALFA ROMEO": 4, "ASIA MOTORS": 5, AUDI: 6 }),
    ),
    route: VEHICLES,
  }),
  lookup({
    id: "lookups.carModels",
    summary: "Modelos de uma marca de carros",
    description: "Ids de modelo de uma marca de carros, para `vehicle_model`.",
    path: "/autoupload/car_info/{id_marca}",
    pathParams: [brandId],
    answer: lookupAnswer("Modelos da marca", idsByName("modelos"), ok("Modelos da marca 6", { "80": 2, "100": 1, A1: 3, A3: 4, A4: 5 })),
    route: VEHICLES,
  }),
  lookup({
    id: "lookups.carVersions",
    summary: "Versões de um modelo de carro",
    description: "Ids de versão de um modelo de carro, para `vehicle_version`.",
    path: "/autoupload/car_info/{id_marca}/{id_modelo}",
    pathParams: [brandId, modelId],
    answer: lookupAnswer("Versões do modelo", idsByName("versões"), ok("Uma versão do modelo 3 da marca 6", { "A1 1.4 TFSI 122CV S-TRONIC 3P": 1 })),
    route: VEHICLES,
  }),
  lookup({
    id: "lookups.motoBrands",
    summary: "Marcas de motos",
    description: "Ids de marca de motos, para `vehicle_brand`.",
    path: "/autoupload/moto_info",
    pathParams: [],
    answer: lookupAnswer(
      "Marcas de motos",
      idsByName("marcas"),
      ok("Início da lista de marcas", { DUCATI: 1, BUELL: 2, KTM: 3, KAHENA: 4, FOX: 5, MRX: 6, YAMAHA: 7 }),
    ),
    route: VEHICLES,
  }),
  lookup({
    id: "lookups.motoModels",
    summary: "Modelos de uma marca de motos",
    description: "Ids de modelo de uma marca de motos, para `vehicle_model`.",
    path: "/autoupload/moto_info/{id_marca}",
    pathParams: [brandId],
    answer: lookupAnswer("Modelos da marca", idsByName("modelos"), ok("Modelos da marca 7", { "750": 1, AXIS: 2, "BW'S": 3, CRYPTON: 4, DT: 5, FAZER: 6 })),
    route: VEHICLES,
  }),
  lookup({
    id: "lookups.motoVersions",
    summary: "Versões de um modelo de moto",
    description: "Ids de versão de um modelo de moto, para `vehicle_version`.",
    path: "/autoupload/moto_info/{id_marca}/{id_modelo}",
    pathParams: [brandId, modelId],
    answer: lookupAnswer("Versões do modelo", idsByName("versões"), ok("Versões do modelo 6 da marca 7", { "FAZER 600/ FZ6 S": 1 })),
    route: VEHICLES,
  }),
  lookup({
    id: "lookups.motoEngineSizes",
    summary: "Cilindradas de motos",
    description: "Códigos de cilindrada, para `cubiccms`. Aqui o mapa vai do id para o valor.",
    path: "/autoupload/moto_cubiccms_info",
    pathParams: [],
    answer: lookupAnswer(
      "Cilindradas",
      map("o id da cilindrada", str("A cilindrada, como texto."), "Mapa do id para a cilindrada."),
      ok("Dois códigos de cilindrada", { "1": "50", "21": "Acima de 1.000" }),
    ),
    route: VEHICLES,
  }),
  lookup({
    id: "lookups.cellphoneBrands",
    summary: "Marcas de celulares",
    description: "Ids de marca de celulares, para `electronics_brand`.",
    path: "/autoupload/cellphone_info",
    pathParams: [],
    answer: lookupAnswer("Marcas de celulares", idsByName("marcas"), {
      summary: "Marcas publicadas",
      value: { data: Object.fromEntries(CELLPHONE_BRANDS.map((b) => [b.label, Number(b.code)])), status: "ok" },
    }),
    route: CELLPHONES,
  }),
  lookup({
    id: "lookups.cellphoneModels",
    summary: "Modelos de uma marca de celulares",
    description: "Ids de modelo de uma marca de celulares, para `electronics_model`.",
    path: "/autoupload/cellphone_info/{brand_id}",
    pathParams: [param("brand_id", int("Id da marca, vindo da consulta de marcas de celulares.", { minimum: 1 }), true, { example: 2 })],
    answer: lookupAnswer("Modelos da marca", idsByName("modelos"), {
      summary: "Três modelos da marca 2",
      value: { data: { "IPHONE 11": 1, "IPHONE 15 PRO MAX": 33, OUTROS: 25 }, status: "ok" },
    }),
    route: CELLPHONES,
  }),
];
