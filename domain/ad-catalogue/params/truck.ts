/** Trucks (2040). Source: ad-import specification, "Truck (2040) params"; labels: code-tables.md §3. */
import type { ParamSpec, ParamValue } from "../types";
import {
  ANNOUNCED_FINANCIAL_VALUES,
  FINANCIAL_VALUES,
  GEARBOX_VALUES,
  LEAD_STEERING_VALUES,
  REGDATE_NOTE,
  STEERING_VALUES,
  VEHICLE_FUEL_VALUES,
  carSteering,
  exchange,
  financialStatus,
  fuel,
  gearbox,
  mileage,
  named,
  owner,
  regdate,
  withLeadValues,
} from "./shared";

export const TRUCKTYPE_VALUES: ParamValue[] = named([
  "Caçamba",
  "No chassi",
  "Baú",
  "Carroceria",
  "Graneleiro",
  "Plataforma",
  "Munck",
  "Pipa",
  "Boladeiro",
  "Carga seca",
  "Guindaste",
  "Outro",
]);

export const TRUCK_FEATURE_VALUES: ParamValue[] = named(["Ar condicionado", "Vidro elétrico", "Trava elétrica", "Blindado", "ABS"]);

export const TRUCK_PARAMS: readonly ParamSpec[] = [
  {
    ...regdate(true, { min: 1980, max: 2025 }, ["Na API, anos de 2025 até 1980; antes disso, as faixas."]),
    overrides: {
      json: {
        years: { min: 1980, max: 2023 },
        notes: [REGDATE_NOTE, "No arquivo JSON, o ano vai só até 2023 (na API, até 2025)."],
      },
    },
  },
  mileage(true),
  withLeadValues(gearbox(), GEARBOX_VALUES.slice(0, 3)),
  fuel(VEHICLE_FUEL_VALUES, false, ["Em caminhões, `4` (Gás Natural) continua aceito."]),
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
    values: ANNOUNCED_FINANCIAL_VALUES,
    // The lead descriptions already show 1 as no longer accepted, as for cars.
    leadValues: FINANCIAL_VALUES,
    notes: [
      'Na API, `financial` é um array de strings (ex.: `["2"]`).',
      "Mudança anunciada: `financial` deixará de aceitar `1`; use `financial_status` para informar o financiamento.",
    ],
    overrides: {
      json: {
        type: "code",
        // The file has no financial_status to point to: the announcement stops at "no longer accepted".
        values: ANNOUNCED_FINANCIAL_VALUES.map((v) => (v.announced ? { ...v, announced: "deixará de ser aceito" } : v)),
        notes: [
          'No arquivo JSON, `financial` é **uma única string** (ex.: `"2"`), não um array.',
          "Mudança anunciada: `financial` deixará de aceitar `1` e passará a ser um array de strings, como na API.",
        ],
      },
    },
  },
  { ...financialStatus, channels: ["api"], notes: ["Só na API: o arquivo JSON de caminhões não tem `financial_status`."] },
  owner,
  withLeadValues(carSteering(STEERING_VALUES), LEAD_STEERING_VALUES),
];
