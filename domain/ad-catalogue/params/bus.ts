/** Buses (2050). Source: ad-import specification, "Bus (2050) params"; labels: code-tables.md §3. */
import type { ParamSpec } from "../types";
import {
  ANNOUNCED_FINANCIAL_VALUES,
  STEERING_WITH_ASSISTED_VALUES,
  VEHICLE_FUEL_VALUES,
  carSteering,
  exchange,
  financial,
  financialStatus,
  fuel,
  gearbox,
  mileage,
  named,
  owner,
  regdate,
} from "./shared";

export const BUS_PARAMS: readonly ParamSpec[] = [
  regdate(true, { min: 1980 }),
  mileage(true),
  gearbox(),
  fuel(VEHICLE_FUEL_VALUES),
  carSteering(STEERING_WITH_ASSISTED_VALUES),
  {
    name: "bustype",
    description: "Tipo de ônibus.",
    type: "code",
    required: false,
    values: named(["Ônibus", "Micro ônibus", "Outros"]),
  },
  {
    name: "bus_features",
    description: "Opcionais do ônibus.",
    type: "codes",
    required: false,
    values: named(["Ar condicionado"]),
  },
  exchange,
  financial(ANNOUNCED_FINANCIAL_VALUES, ["Mudança anunciada: `financial` deixará de aceitar `1`; use `financial_status` para informar o financiamento."]),
  financialStatus,
  owner,
];
