/** Boats and aircraft (2080). Source: ad-import specification, "Boats and aircraft (2080) params"; labels: code-tables.md §3. */
import type { ParamSpec, ParamValue } from "../types";
import { VEHICLE_FUEL_VALUES, exchange, fuel, mileage, named, owner, regdate } from "./shared";

// The three measures share one note, said once (on the first) rather than three times.
const dimension = (name: string, description: string, notes?: string[]): ParamSpec => ({ name, description, type: "string", required: false, notes });

export const BOATTYPE_VALUES: ParamValue[] = named([
  "Lancha",
  "Barco",
  "Jet Ski",
  "Motor",
  "Veleiro Monocasco",
  "Veleiro Multicasco",
  "Embarcação Inflável",
  "Pedalinho",
  "Hovercraft",
  "Outros",
]);

export const BOAT_PARAMS: readonly ParamSpec[] = [
  regdate(true, { min: 1980, max: 2025 }, ["Anos de 1980 a 2025; antes disso, as faixas."]),
  mileage(true),
  fuel(VEHICLE_FUEL_VALUES),
  {
    name: "boattype",
    description: "Tipo de embarcação ou aeronave.",
    type: "code",
    required: false,
    values: BOATTYPE_VALUES,
  },
  dimension("boatheight", "Altura.", [
    "`boatheight`, `boatlength` e `boatwidth` são texto livre; o formato e a unidade das três medidas não são documentados.",
  ]),
  dimension("boatlength", "Comprimento."),
  dimension("boatwidth", "Largura."),
  exchange,
  {
    name: "financial_boat",
    description: "Situação financeira.",
    type: "code",
    required: false,
    values: named(["Financiado", "De leilão"]),
    notes: ["Um só código, como string (não é um array)."],
  },
  owner,
];
