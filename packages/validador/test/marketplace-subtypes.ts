/**
 * The SubTipoImovel values the marketplace accepts, grouped by the listing
 * title they produce (its XML pages; code-tables.md section 8). The catalogue
 * receives this list in ad-catalogue/xml-real-estate.ts; until then the tests
 * of real feeds pass it to the validator themselves.
 */
import { XML_SUBTYPES } from "../../../ad-catalogue/xml-real-estate";
import type { XmlSubtype } from "../../../ad-catalogue/types";

const ACCEPTED: Record<XmlSubtype["id"], string[]> = {
  apartment: [
    "Apartamento", "Apartamento de Condomínio", "Apartamento Duplex Residencial", "Apartamento Padrão", "Apartamento Residencial",
    "Apartamento Triplex Residencial", "Conjunto Residencial", "Padrão", "Cobertura", "Cobertura Duplex", "Cobertura Residencial",
    "Cobertura Triplex", "Penthouse Residencial", "Flat", "Flat Padrão", "Flat Residencial", "Loft", "Loft Residencial",
    "Kitchenette / Conjugados", "Kitchenette / Studio", "Kitnet", "Kitnet / Conjugado", "Kitnet Residencial", "Studio",
  ],
  house: ["Casa", "Casa de Rua", "Casa Padrão", "Casa Padrão Térrea", "Casa Residencial", "Sobrado", "Sobrado Residencial", "Village Residencial", "Casa de Condomínio", "Casa em Condomínio", "Casa de Vila"],
  commercial: [
    "Andar", "Casa Comercial", "Conjunto Comercial", "Conjunto Comercial / Sala", "Laje Comercial", "Salão Comercial", "Sobrado Comercial",
    "Área Comercial", "Galpão / Depósito / Armazém", "Galpão / Depósito / Barracão", "Galpão Comercial", "Indústria", "Box Garagem",
    "Hotel", "Hotel Residencial", "Motel", "Pousada / Chalé", "Pousada", "Barracão Comercial", "Centro Comercial", "Comercial", "Loja",
    "Loja Comercial", "Loja de Shopping", "Loja de Shopping / Centro Comercial", "Loja Salão", "Ponto Comercial", "Prédio",
    "Prédio Comercial", "Prédio Inteiro", "Sala", "Sala Comercial",
  ],
  land: ["Loteamento Condomínio", "Loteamento Padrão", "Sítio", "Sítio Chácara", "Sítio Rural", "Terreno", "Terreno Padrão", "Chácara", "Chácara Rural", "Fazenda", "Fazenda Rural", "Haras", "Haras Rural"],
};

/** The catalogue's subtypes with every value the marketplace accepts (its titles kept). */
export const MARKETPLACE_SUBTYPES: readonly XmlSubtype[] = XML_SUBTYPES.map((s) => ({ ...s, values: [...new Set([...s.values, ...ACCEPTED[s.id]])] }));
