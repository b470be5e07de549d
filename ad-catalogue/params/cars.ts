/** Cars, vans and utilities (2020). Source: ad-import specification, "Cars (2020) params". */
import type { ParamSpec } from "../types";
import {
  CAR_FUEL_VALUES,
  LOOKUPS,
  UNNAMED_NOTE,
  VEHICLE_ID_NOTE,
  YES_NO,
  carSteering,
  carcolor,
  exchange,
  financial,
  financialStatus,
  lookupParam,
  mileage,
  range,
  regdate,
} from "./shared";

const YES_NO_UNPUBLISHED =
  "A especificação não publica os valores deste parâmetro; os parâmetros sim/não documentados (como `owner` e `exchange`) usam `1` = Sim e `2` = Não.";

export const CAR_PARAMS: readonly ParamSpec[] = [
  regdate(true, { min: 1980 }),
  mileage(true),
  {
    name: "gearbox",
    description: "Câmbio.",
    type: "code",
    required: false,
    values: range(1, 4),
    unnamed: true,
    notes: [UNNAMED_NOTE],
  },
  {
    name: "fuel",
    description: "Combustível.",
    type: "code",
    required: false,
    values: CAR_FUEL_VALUES,
  },
  {
    name: "gnv_kit",
    description: "Tem kit gás (GNV).",
    type: "code",
    required: false,
    values: YES_NO,
  },
  lookupParam("vehicle_brand", "Marca.", LOOKUPS.car, [VEHICLE_ID_NOTE]),
  lookupParam("vehicle_model", "Modelo da marca escolhida.", { ...LOOKUPS.car, endpoint: "/autoupload/car_info/{id_marca}" }),
  lookupParam("vehicle_version", "Versão do modelo escolhido.", { ...LOOKUPS.car, endpoint: "/autoupload/car_info/{id_marca}/{id_modelo}" }),
  {
    name: "vehicle_tag",
    description: "Placa do veículo.",
    type: "string",
    required: false,
    requiredWhen: "obrigatório para veículos usados",
    pattern: "^[^a-z]+$",
    patternLabel: "em letras maiúsculas",
    notes: ["Sempre em maiúsculas (ex.: `\"ABC1D23\"`). Placa inválida é recusada com `ERROR_VEHICLE_TAG_INVALID`."],
  },
  {
    name: "chassi",
    description: "Número do chassi.",
    type: "string",
    required: false,
  },
  {
    name: "renavam",
    description: "Código Renavam do veículo.",
    type: "string",
    required: false,
    requiredWhen: "obrigatório quando `vehicle_history` = `1`",
    notes: ["Sem ele, com `vehicle_history` = `1`, a importação é rejeitada."],
  },
  {
    name: "cpf_cnpj",
    description: "CPF ou CNPJ do proprietário, para o histórico veicular.",
    type: "string",
    required: false,
    requiredWhen: "obrigatório quando `vehicle_history` = `1`",
    notes: ["Sem ele, com `vehicle_history` = `1`, a importação é rejeitada."],
  },
  {
    name: "car_features",
    description: "Opcionais do carro.",
    type: "codes",
    required: false,
    values: range(1, 20).map((v) =>
      v.code === "2"
        ? { ...v, deprecated: { error: "ERROR_CAR_FEATURE_2_INVALID", replacement: "retire o código `2` da lista" } }
        : v,
    ),
    unnamed: true,
    notes: [
      UNNAMED_NOTE,
      "Na descrição de leads, `car_features` aparece com 10 opções; para a importação vale o intervalo de 1 a 20.",
    ],
  },
  {
    name: "doors",
    description: "Número de portas.",
    type: "code",
    required: false,
    values: [
      { code: "1", label: "2 portas" },
      { code: "2", label: "4 portas" },
      { code: "3", label: "3 portas" },
    ],
  },
  carSteering(["Na descrição de leads, `car_steering` aparece como 1 a 4; para a importação vale esta tabela."]),
  {
    name: "motorpower",
    description: "Potência do motor.",
    type: "code",
    required: false,
    values: range(1, 12),
    unnamed: true,
    notes: [UNNAMED_NOTE],
  },
  {
    name: "cartype",
    description: "Tipo de carroceria.",
    type: "code",
    required: false,
    values: range(1, 12).map((v) =>
      v.code === "1" || v.code === "4"
        ? { ...v, deprecated: { error: "ERROR_CAR_TYPE_1_OR_4_INVALID", replacement: "escolha um dos códigos aceitos (`2`, `3` ou `5` a `12`)" } }
        : v,
    ),
    unnamed: true,
    notes: [UNNAMED_NOTE, "Na descrição de leads, `cartype` aparece como 1 a 9; para a importação vale esta tabela."],
  },
  carcolor(),
  exchange,
  financial(),
  financialStatus,
  {
    name: "vehicle_history",
    description: "Pedir o histórico veicular do anúncio.",
    type: "code",
    required: false,
    values: [
      { code: "1", label: "Aplicar histórico veicular" },
      { code: "2", label: "Não aplicar" },
    ],
    notes: [
      "Ausente equivale a `2`.",
      "Com `1`, `renavam` e `cpf_cnpj` passam a ser obrigatórios; sem eles a importação é rejeitada. Veja o [fluxo do histórico veicular](/hv/fluxo_importacao.html).",
    ],
  },
  { name: "owner", description: "Único dono.", type: "code", required: false, values: YES_NO },
  { name: "owner_manual", description: "Tem manual do proprietário.", type: "code", required: false, valuesUnpublished: true, notes: [YES_NO_UNPUBLISHED] },
  { name: "extra_key", description: "Tem chave reserva.", type: "code", required: false, valuesUnpublished: true, notes: [YES_NO_UNPUBLISHED] },
  { name: "dealership_review", description: "Revisões feitas em concessionária.", type: "code", required: false, valuesUnpublished: true, notes: [YES_NO_UNPUBLISHED] },
  { name: "warranty", description: "Está na garantia de fábrica.", type: "code", required: false, valuesUnpublished: true, notes: [YES_NO_UNPUBLISHED] },
  {
    name: "zero_km",
    description: "Veículo zero quilômetro.",
    type: "code",
    required: false,
    values: [
      { code: "1", label: "Sim" },
      { code: "0", label: "Não" },
    ],
    notes: ["Aqui `0` é um valor válido (Não)."],
  },
];
