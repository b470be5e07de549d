/** Buses (2050). Source: ad-import specification, "Bus (2050) params". */
import type { ParamSpec } from "../types";
import {
  STEERING_VALUES,
  exchange,
  financial,
  financialStatus,
  mileage,
  owner,
  regdate,
  valuesFrom,
} from "./shared";
import { FUEL_UNPUBLISHED } from "./boats";

export const BUS_PARAMS: readonly ParamSpec[] = [
  regdate(false, { min: 1980 }, [valuesFrom("carros (ano de 1980 em diante ou faixa)")]),
  mileage(false),
  {
    name: "gearbox",
    description: "Câmbio.",
    type: "code",
    required: false,
    valuesUnpublished: true,
    notes: [
      "A especificação lista `gearbox` para ônibus sem publicar os valores. Em caminhões: `1` = Manual, `2` = Automático, `3` = Semiautomático, `4` = Automatizado; confirme com o suporte antes de usar.",
    ],
  },
  { name: "fuel", description: "Combustível.", type: "code", required: false, valuesUnpublished: true, notes: [FUEL_UNPUBLISHED] },
  {
    name: "car_steering",
    description: "Tipo de direção.",
    type: "code",
    required: false,
    values: STEERING_VALUES,
    notes: [valuesFrom("carros e caminhões"), "Não existe o código `4`."],
  },
  {
    name: "bustype",
    description: "Tipo de ônibus.",
    type: "code",
    required: false,
    values: [
      { code: "1", label: "Ônibus" },
      { code: "2", label: "Micro-ônibus" },
      { code: "3", label: "Outro" },
    ],
  },
  {
    name: "bus_features",
    description: "Opcionais do ônibus.",
    type: "codes",
    required: false,
    values: [{ code: "1", label: "Ar-condicionado" }],
  },
  exchange,
  financial([valuesFrom("carros e motos")]),
  financialStatus,
  owner,
];
