/** Trucks (2040). Source: ad-import specification, "Truck (2040) params". */
import type { ParamSpec, ParamValue } from "../types";
import {
  TRUCK_FUEL_VALUES,
  carSteering,
  exchange,
  financialStatus,
  mileage,
  named,
  owner,
  regdate,
} from "./shared";

export const TRUCKTYPE_VALUES = named([
  "Caçamba",
  "Chassi",
  "Baú",
  "Carroceria",
  "Graneleiro",
  "Plataforma",
  "Guindaste",
  "Tanque",
  "Boiadeiro",
  "Carga seca",
  "Guincho",
  "Outro",
]);

export const TRUCK_FEATURE_VALUES = named([
  "Ar-condicionado",
  "Vidros elétricos",
  "Travas elétricas",
  "Blindado",
  "Freio ABS",
]);

/** Accepted today in trucks; the marketplace announced it will stop accepting 1. */
const TRUCK_FINANCIAL_VALUES: readonly ParamValue[] = [
  {
    code: "1",
    label: "Financiado",
    announced: "deixará de ser aceito; informe o financiamento em `financial_status` = `2`",
  },
  { code: "2", label: "IPVA pago" },
  { code: "3", label: "Com multas" },
  { code: "4", label: "De leilão" },
];

export const TRUCK_PARAMS: readonly ParamSpec[] = [
  {
    ...regdate(true, { min: 1980, max: 2025 }, ["Na API, anos de 2025 até 1980; antes disso, as faixas."]),
    overrides: {
      json: {
        years: { min: 1980, max: 2023 },
        notes: [
          "Para veículos de 1980 em diante, envie o ano exato (ex.: `\"2019\"`); para os mais antigos, envie o código da faixa de cinco anos.",
          "No arquivo JSON, o ano vai só até 2023 (na API, até 2025).",
        ],
      },
    },
  },
  mileage(true),
  {
    name: "gearbox",
    description: "Câmbio.",
    type: "code",
    required: false,
    values: named(["Manual", "Automático", "Semiautomático", "Automatizado"]),
  },
  {
    name: "fuel",
    description: "Combustível.",
    type: "code",
    required: false,
    values: TRUCK_FUEL_VALUES,
    notes: ["Em caminhões a especificação lista `4` (Gás natural) sem marcá-lo como descontinuado, ao contrário de carros."],
  },
  {
    name: "trucktype",
    description: "Tipo de caminhão.",
    type: "code",
    required: false,
    values: TRUCKTYPE_VALUES,
  },
  {
    name: "truck_features",
    description: "Opcionais do caminhão.",
    type: "codes",
    required: false,
    values: TRUCK_FEATURE_VALUES,
  },
  exchange,
  {
    name: "financial",
    description: "Situação financeira e documental do veículo.",
    type: "codes",
    required: false,
    values: TRUCK_FINANCIAL_VALUES,
    notes: [
      "Na API, `financial` é um array de strings (ex.: `[\"2\"]`).",
      "Anunciado pelo marketplace: `financial` deixará de aceitar `1`; use `financial_status` para informar o financiamento.",
    ],
    overrides: {
      json: {
        type: "code",
        notes: [
          "No arquivo JSON, `financial` é **uma única string** (ex.: `\"2\"`), não um array.",
          "Anunciado pelo marketplace: `financial` deixará de aceitar `1` (use `financial_status`) e passará a ser um array de strings, como na API.",
        ],
      },
    },
  },
  { ...financialStatus, channels: ["api"], notes: ["Só na API: o arquivo JSON de caminhões não tem `financial_status`."] },
  owner,
  carSteering(),
];
