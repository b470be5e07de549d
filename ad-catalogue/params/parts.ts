/** Parts and accessories (2101, 2102, 2103, 2104, 2105). Source: ad-import specification, "Parts params". */
import type { ParamSpec } from "../types";
import { UNNAMED_NOTE, carcolor, exchange, named, range } from "./shared";

const condition: ParamSpec = {
  name: "condition",
  description: "Estado da peça.",
  type: "code",
  required: true,
  values: named(["Nova", "Usada"]),
};

const common = [carcolor("Cor da peça."), condition, exchange];

export const PARTS_NAME_CARS_VALUES = named([
  "Pneus",
  "Rodas",
  "Calotas",
  "Peças automotivas",
  "GPS",
  "Som e multimídia",
  "Tuning",
  "Acessórios internos",
  "Acessórios externos",
  "Outros",
]);

const partsNameCars: ParamSpec = {
  name: "parts_name_cars",
  description: "Tipo de peça ou acessório.",
  type: "code",
  required: false,
  values: PARTS_NAME_CARS_VALUES,
  notes: ["A mesma lista vale para peças de carros (`2101`), ônibus (`2105`) e caminhões (`2102`)."],
};

export const PARTS_CARS_PARAMS: readonly ParamSpec[] = [...common, partsNameCars];
export const PARTS_BUS_PARAMS: readonly ParamSpec[] = [...common, partsNameCars];
export const PARTS_TRUCK_PARAMS: readonly ParamSpec[] = [...common, partsNameCars];

export const PARTS_MOTO_PARAMS: readonly ParamSpec[] = [
  ...common,
  {
    name: "parts_name_motos",
    description: "Tipo de peça ou acessório para moto.",
    type: "code",
    required: false,
    values: range(1, 11),
    unnamed: true,
    notes: [UNNAMED_NOTE],
  },
];

export const PARTS_BOATS_PARAMS: readonly ParamSpec[] = [
  ...common,
  {
    name: "parts_name_boats",
    description: "Tipo de peça ou acessório para barco ou aeronave.",
    type: "code",
    required: false,
    values: range(1, 11),
    unnamed: true,
    notes: [UNNAMED_NOTE],
  },
];
