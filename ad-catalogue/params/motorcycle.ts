/** Motorcycles (2060). Source: ad-import specification, "Motorcycle (2060) params". */
import type { ParamSpec } from "../types";
import {
  LOOKUPS,
  UNNAMED_NOTE,
  VEHICLE_ID_NOTE,
  carcolor,
  exchange,
  financial,
  financialStatus,
  lookupParam,
  mileage,
  named,
  owner,
  range,
  regdate,
} from "./shared";

export const MOTO_FEATURE_VALUES = named([
  "Freio ABS",
  "Computador de bordo",
  "Escapamento esportivo",
  "Bauleto / baú",
  "Peso de guidão",
  "Alarme",
  "Amortecedor de direção",
  "Farol de neblina",
  "GPS",
  "Som",
]);

export const MOTOTYPE_VALUES = named([
  "Street",
  "Sport",
  "Custom",
  "Trail",
  "Naked",
  "Scooter",
  "Offroad",
  "Touring",
  "Utilitária",
  "Supermotard",
  "Triciclo (trike)",
  "Quadriciclo",
  "Trial",
  "Minicross",
  "Adventure",
  "Enduro",
  "Ciclomotor",
]);

export const MOTORCYCLE_PARAMS: readonly ParamSpec[] = [
  lookupParam("vehicle_brand", "Marca.", LOOKUPS.moto, [VEHICLE_ID_NOTE]),
  lookupParam("vehicle_model", "Modelo da marca escolhida.", { ...LOOKUPS.moto, endpoint: "/autoupload/moto_info/{id_marca}" }),
  lookupParam("vehicle_version", "Versão do modelo escolhido.", { ...LOOKUPS.moto, endpoint: "/autoupload/moto_info/{id_marca}/{id_modelo}" }),
  lookupParam("cubiccms", "Cilindrada.", LOOKUPS.cubiccms, [
    "A consulta devolve um mapa de id para cilindrada (por exemplo `1` → `50` e `21` → `Acima de 1.000`); envie o id.",
  ]),
  regdate(true, { min: 1980 }, ["Mesmas regras do ano de carros."]),
  mileage(true),
  {
    name: "gearbox",
    description: "Câmbio.",
    type: "code",
    required: false,
    values: range(1, 3),
    unnamed: true,
    notes: [
      UNNAMED_NOTE,
      "Na descrição de leads, `gearbox` aparece como `1` = Manual, `2` = Automático, `3` = Semiautomático.",
    ],
  },
  {
    name: "fuel",
    description: "Combustível.",
    type: "code",
    required: true,
    values: range(1, 6),
    unnamed: true,
    notes: [
      "A especificação de motos dá só o intervalo `1` a `6`. Em carros, os mesmos códigos são `1` = Gasolina, `2` = Etanol, `3` = Flex, `4` = Gás natural, `5` = Diesel, `6` = Híbrido; confirme com o suporte antes de assumir o mesmo para motos.",
    ],
  },
  {
    name: "moto_features",
    description: "Opcionais da moto.",
    type: "codes",
    required: false,
    values: MOTO_FEATURE_VALUES,
  },
  {
    name: "mototype",
    description: "Estilo da moto.",
    type: "code",
    required: false,
    values: MOTOTYPE_VALUES,
    notes: [
      "Duas leituras na documentação do marketplace: aqui `mototype` vai de `1` a `17`; na descrição de leads aparece como `1` a `14`. Para a importação vale a tabela de 17 valores.",
    ],
  },
  carcolor(),
  exchange,
  financial(),
  financialStatus,
  owner,
];
