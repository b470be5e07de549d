/**
 * Accent and case folding, applied the same way to the index and to the
 * query: "ANÚNCIOS" → "anuncios", "Imóveis" → "imoveis". Decomposing (NFD)
 * and dropping the combining marks keeps the base letter, so "ç" → "c".
 * Used by search (index and query), heading slugs (core/markdown/rehype-page-outline.ts) and the
 * validator's comparisons of XML values.
 */
export const foldAccents = (text: string): string => text.normalize("NFD").replace(/\p{M}/gu, "");

export const foldText = (text: string): string => foldAccents(text).toLowerCase();
