/** Boats and aircraft (2080). Source: ad-import specification, "Boats and aircraft (2080) params". */
import type { ParamSpec } from "../types";
import { UNNAMED_NOTE, exchange, mileage, owner, range, regdate } from "./shared";

const FUEL_UNPUBLISHED =
  "A especificação lista `fuel` para esta categoria sem publicar os valores. Em carros: `1` = Gasolina, `2` = Etanol, `3` = Flex, `5` = Diesel, `6` = Híbrido, `7` = Elétrico (`4` descontinuado); confirme com o suporte antes de usar.";

const dimension = (name: string, description: string): ParamSpec => ({
  name,
  description,
  type: "string",
  required: false,
  notes: ["A especificação não informa o tipo nem a unidade deste campo: confirme com o suporte antes de enviar."],
});

export const BOAT_PARAMS: readonly ParamSpec[] = [
  regdate(false, { min: 1980, max: 2025 }, ["Anos de 1980 a 2025; antes disso, as faixas."]),
  mileage(false),
  { name: "fuel", description: "Combustível.", type: "code", required: false, valuesUnpublished: true, notes: [FUEL_UNPUBLISHED] },
  {
    name: "boattype",
    description: "Tipo de embarcação ou aeronave.",
    type: "code",
    required: false,
    values: range(1, 10),
    unnamed: true,
    notes: [UNNAMED_NOTE],
  },
  dimension("boatheight", "Altura."),
  dimension("boatlength", "Comprimento."),
  dimension("boatwidth", "Largura."),
  exchange,
  {
    name: "financial_boat",
    description: "Situação financeira.",
    type: "code",
    required: false,
    values: [
      { code: "1", label: "Financiado" },
      { code: "2", label: "De leilão" },
    ],
    notes: ["A especificação não diz se aceita mais de um valor; envie um código como string."],
  },
  owner,
];

export { FUEL_UNPUBLISHED };
