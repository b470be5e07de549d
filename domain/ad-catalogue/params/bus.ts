/** Buses (2050). Source: ad-import specification, "Bus (2050) params"; labels: code-tables.md §3. */
import type { ParamSpec } from "../types";
import {
  ANNOUNCED_FINANCIAL_VALUES,
  STEERING_VALUES,
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
  {
    ...carSteering(STEERING_VALUES),
    // The marketplace's bus page lists car_steering twice (1 to 4, and 1, 2, 3, 5); no source marks 4 deprecated for buses.
    notes: [
      "A página de ônibus do portal público do marketplace lista `car_steering` duas vezes: uma com `1` a `4` (`4` = Assistida) e outra com `1`, `2`, `3` e `5`. Vale a segunda, a mesma de carros e caminhões; evite o `4`, que só a primeira lista.",
    ],
  },
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
