/** Cars, vans and utilities (2020). Source: ad-import specification, "Cars (2020) params"; labels: code-tables.md §3. */
import type { ParamSpec, ParamValue } from "../types";
import {
  CAR_FUEL_VALUES,
  GEARBOX_VALUES,
  LEAD_STEERING_VALUES,
  LOOKUPS,
  STEERING_WITH_ASSISTED_VALUES,
  VEHICLE_ID_NOTE,
  carSteering,
  carcolor,
  exchange,
  financial,
  financialStatus,
  fuel,
  gearbox,
  lookupParam,
  mileage,
  named,
  owner,
  regdate,
  withLeadValues,
  yesNo,
} from "./shared";

export const CAR_FEATURE_VALUES: readonly ParamValue[] = named([
  "Ar condicionado",
  "Dir. hidráulica",
  "Vidro elétrico",
  "Trava elétrica",
  "Air bag",
  "Alarme",
  "Som",
  "Sensor de ré",
  "Câmera de ré",
  "Blindado",
  "Bancos de couro",
  "Computador de bordo",
  "Conexão USB",
  "Volante multifuncional",
  "Interface bluetooth",
  "Navegador GPS",
  "Controle automático de velocidade",
  "Rodas de liga leve",
  "Teto solar",
  "Tração 4x4",
]);

export const MOTORPOWER_VALUES: readonly ParamValue[] = named([
  "1",
  "1.2",
  "1.3",
  "1.4",
  "1.5",
  "1.6",
  "1.7",
  "1.8",
  "1.9",
  "2.0 - 2.9",
  "3.0 - 3.9",
  "4.0 ou mais",
]);

export const CARTYPE_VALUES: readonly ParamValue[] = named([
  "Passeio",
  "Conversível",
  "Pick-up",
  "Antigo",
  "SUV",
  "Buggy",
  "Van/Utilitário",
  "Sedã",
  "Hatch",
  "Caminhão Leve",
  "Coupé",
  "Perua",
]);

const deprecate = (values: readonly ParamValue[], codes: string[], error: string, replacement: string): ParamValue[] =>
  values.map((v) => (codes.includes(v.code) ? { ...v, deprecated: { error, replacement } } : v));

const firstCodes = (values: readonly ParamValue[], count: number) => values.slice(0, count);

const carFeatures: ParamSpec = {
  name: "car_features",
  description: "Opcionais do carro.",
  type: "codes",
  required: false,
  values: deprecate(
    CAR_FEATURE_VALUES,
    ["2"],
    "ERROR_CAR_FEATURE_2_INVALID",
    "retire o código `2` da lista e informe a direção hidráulica em `car_steering` = `1`",
  ),
};

const doors: ParamSpec = {
  name: "doors",
  description: "Número de portas.",
  type: "code",
  required: false,
  values: named(["2 portas", "4 portas", "3 portas"]),
};

const cartype: ParamSpec = {
  name: "cartype",
  description: "Tipo de carroceria.",
  type: "code",
  required: false,
  values: deprecate(CARTYPE_VALUES, ["1", "4"], "ERROR_CAR_TYPE_1_OR_4_INVALID", "escolha um dos códigos aceitos (`2`, `3` ou `5` a `12`)"),
};

export const CAR_PARAMS: readonly ParamSpec[] = [
  regdate(true, { min: 1980 }),
  mileage(true),
  withLeadValues(gearbox(), firstCodes(GEARBOX_VALUES, 3)),
  fuel(CAR_FUEL_VALUES),
  yesNo("gnv_kit", "Tem kit gás (GNV)."),
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
    notes: ['Sempre em maiúsculas (ex.: `"ABC1D23"`). Placa inválida é recusada com `ERROR_VEHICLE_TAG_INVALID`.'],
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
  // The lead description lists 1 to 10 with 2 marked deprecated, as the import does.
  withLeadValues(carFeatures, firstCodes(carFeatures.values!, 10)),
  withLeadValues(doors, firstCodes(doors.values!, 2)),
  withLeadValues(carSteering(STEERING_WITH_ASSISTED_VALUES), LEAD_STEERING_VALUES),
  {
    name: "motorpower",
    description: "Potência do motor.",
    type: "code",
    required: false,
    values: MOTORPOWER_VALUES,
  },
  withLeadValues(cartype, firstCodes(cartype.values!, 9)),
  carcolor(),
  exchange,
  financial(),
  financialStatus,
  {
    name: "vehicle_history",
    description: "Pedir o histórico veicular do anúncio.",
    type: "code",
    required: false,
    values: named(["Aplicar o HV", "Não Aplicar o HV"]),
    notes: [
      "HV é o histórico veicular. Ausente equivale a `2`.",
      "Com `1`, `renavam` e `cpf_cnpj` passam a ser obrigatórios; sem eles a importação é rejeitada. Veja o [fluxo do histórico veicular](/hv/fluxo_importacao.html).",
    ],
  },
  owner,
  yesNo("owner_manual", "Tem manual do proprietário."),
  yesNo("extra_key", "Tem chave reserva."),
  yesNo("dealership_review", "Revisões feitas em concessionária."),
  yesNo("warranty", "Está na garantia."),
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
