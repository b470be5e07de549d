/** Motorcycles (2060). Source: ad-import specification, "Motorcycle (2060) params"; labels: code-tables.md §3. */
import type { ParamSpec, ParamValue } from "../types";
import {
  GEARBOX_VALUES,
  LOOKUPS,
  VEHICLE_FUEL_VALUES,
  VEHICLE_ID_NOTE,
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
} from "./shared";

export const MOTO_FEATURE_VALUES: ParamValue[] = named([
  "ABS",
  "Computador de bordo",
  "Escapamento esportivo",
  "Bolsa / Baú / Bauleto",
  "Contra peso no guidon",
  "Alarme",
  "Amortecedor de direção",
  "Faróis de Neblina",
  "GPS",
  "Som",
]);

export const MOTOTYPE_VALUES: ParamValue[] = named([
  "Street",
  "Esportiva",
  "Custom",
  "Trail",
  "Naked",
  "Scooter",
  "Offroad",
  "Touring",
  "Utilitária",
  "Supermotard",
  "Triciclo",
  "Quadriciclo",
  "Trial",
  "Mini cross",
  "Adventure",
  "Enduro",
  "Ciclomotor",
]);

/** Motorcycles number fuel their own way: 4 is Diesel here, not natural gas. */
export const MOTO_FUEL_VALUES: ParamValue[] = named(["Gasolina", "Álcool", "Flex", "Diesel", "Híbrido", "Elétrico"]);

/** Engine sizes: the moto_cubiccms_info lookup maps each id to a size; the ids are not in size order. */
export const CUBICCMS_VALUES: ParamValue[] = named([
  "50",
  "125",
  "250",
  "500",
  "750",
  "1000",
  "150",
  "200",
  "300",
  "350",
  "400",
  "450",
  "550",
  "600",
  "650",
  "700",
  "800",
  "850",
  "900",
  "950",
  "Acima de 1.000",
  "100",
]);

export const MOTORCYCLE_PARAMS: readonly ParamSpec[] = [
  lookupParam("vehicle_brand", "Marca.", LOOKUPS.moto, [VEHICLE_ID_NOTE]),
  lookupParam("vehicle_model", "Modelo da marca escolhida.", { ...LOOKUPS.moto, endpoint: "/autoupload/moto_info/{id_marca}" }),
  lookupParam("vehicle_version", "Versão do modelo escolhido.", { ...LOOKUPS.moto, endpoint: "/autoupload/moto_info/{id_marca}/{id_modelo}" }),
  {
    ...lookupParam("cubiccms", "Cilindrada.", LOOKUPS.cubiccms, [
      "A consulta devolve um mapa de id para cilindrada; os ids não seguem a ordem de tamanho (`22` = 100). Envie o id.",
    ]),
    knownValues: CUBICCMS_VALUES,
  },
  regdate(true, { min: 1980 }, ["Mesmas regras do ano de carros."]),
  mileage(true),
  gearbox(GEARBOX_VALUES.slice(0, 3)),
  withLeadValues(fuel(MOTO_FUEL_VALUES, true, ["Em motos, `4` é Diesel, `5` Híbrido e `6` Elétrico."]), VEHICLE_FUEL_VALUES),
  {
    name: "moto_features",
    description: "Opcionais da moto.",
    type: "codes",
    required: false,
    values: MOTO_FEATURE_VALUES,
  },
  withLeadValues(
    {
      name: "mototype",
      description: "Estilo da moto.",
      type: "code",
      required: false,
      values: MOTOTYPE_VALUES,
    },
    MOTOTYPE_VALUES.slice(0, 14),
  ),
  carcolor(),
  exchange,
  financial(),
  financialStatus,
  owner,
];
