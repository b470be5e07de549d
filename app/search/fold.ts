/**
 * Accent and case folding, applied the same way to the index and to the
 * query: "ANÚNCIOS" → "anuncios", "Imóveis" → "imoveis". Decomposing (NFD)
 * and dropping the combining marks keeps the base letter, so "ç" → "c".
 */
export const foldText = (text: string): string => text.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase();
