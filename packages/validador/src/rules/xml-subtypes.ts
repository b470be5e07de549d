/**
 * SubTipoImovel: the value names the subtype (and the listing title). The
 * marketplace accepts many spellings per title ("Apartamento Padrão",
 * "Kitnet", "Sobrado"...), compared as the catalogue says
 * (findXmlSubtypeValue: without case, accents or extra spaces). A value
 * outside the table gets a reading of what it probably is (room rental,
 * season and vehicles do not enter by XML).
 */
import { XML_SUBTYPES, findXmlSubtypeValue } from "../../../../domain/ad-catalogue/xml-real-estate";
import type { XmlSubtype } from "../../../../domain/ad-catalogue/types";
import { foldText } from "../../../../domain/text/fold";
import type { RuleFinding } from "../types";
import { finding } from "./shared";

/** The subtype a SubTipoImovel value belongs to, or undefined. */
export const subtypeOf = (value: string): XmlSubtype | undefined => findXmlSubtypeValue(value)?.subtype;

/** The finding for a SubTipoImovel outside the table. */
export function unknownSubtype(value: string, path: string): RuleFinding {
  const folded = foldText(value);
  if (/quarto|suite|pensionato|republica/.test(folded)) {
    return finding(
      "error",
      "xml.channel",
      path,
      `SubTipoImovel "${value}": aluguel de quartos (\`1060\`) não entra por XML`,
      "Envie este anúncio pela API ou pelo arquivo JSON, na categoria `1060`.",
    );
  }
  if (/temporada|hostel|chale|ferias/.test(folded)) {
    return finding(
      "error",
      "xml.channel",
      path,
      `SubTipoImovel "${value}": temporada (\`1080\`) não entra por XML`,
      "Envie este anúncio pela API ou pelo arquivo JSON, na categoria `1080`.",
    );
  }
  if (/carro|moto|caminh|onibus|barco|lancha|aeronave|veicul|automovel|trator|celular|peca/.test(folded)) {
    return finding(
      "error",
      "xml.channel",
      path,
      `SubTipoImovel "${value}": o arquivo XML aceita só imóveis`,
      "Envie veículos, peças, agro e celulares pela API (ou, exceto celulares, pelo arquivo JSON).",
    );
  }
  const examples = XML_SUBTYPES.map((s) => `\`${s.values[0]}\``).join(", ");
  return finding(
    "error",
    "xml.subtype",
    path,
    `SubTipoImovel "${value}" não está na tabela de subtipos`,
    `Use um dos valores da tabela do seu tipo de imóvel (por exemplo ${examples}); maiúsculas e acentos não contam.`,
  );
}
