/** Parts and accessories (2101, 2102, 2103, 2104, 2105). Source: ad-import specification, "Parts params"; labels: code-tables.md §4. */
import type { ParamSpec, ParamValue } from "../types";
import { carcolor, exchange, named } from "./shared";

const condition: ParamSpec = {
  name: "condition",
  description: "Estado da peça.",
  type: "code",
  required: true,
  values: named(["Novo", "Usado"]),
};

const common = [carcolor("Cor da peça."), condition, exchange];

export const PARTS_NAME_CARS_VALUES: ParamValue[] = named([
  "Pneus",
  "Rodas",
  "Calotas",
  "Peças automotivas",
  "GPS",
  "Som e multimídia",
  "Tuning e Performance",
  "Acessórios para interior",
  "Acessórios para exterior",
  "Outros",
]);

export const PARTS_NAME_MOTOS_VALUES: ParamValue[] = named([
  "Pneus",
  "Rodas",
  "Calotas",
  "Capacetes",
  "Acabamento",
  "Roupas de moto",
  "Bagageiros, baús e mochilas",
  "Suportes",
  "Alarmes",
  "Peças de motos",
  "Outros",
]);

export const PARTS_NAME_BOATS_VALUES: ParamValue[] = named([
  "Motores",
  "Inversores",
  "Bombas",
  "Iluminação",
  "Rotores",
  "Cabos",
  "Velas",
  "Sonares e GPS",
  "Hélices",
  "Âncoras",
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
    values: PARTS_NAME_MOTOS_VALUES,
  },
];

export const PARTS_BOATS_PARAMS: readonly ParamSpec[] = [
  ...common,
  {
    name: "parts_name_boats",
    description: "Tipo de peça ou acessório para barco ou aeronave.",
    type: "code",
    required: false,
    values: PARTS_NAME_BOATS_VALUES,
  },
];
