/** What the live region says after each keystroke (pt-BR), and the visible empty-result message. */
export const noResultsMessage = (query: string) => `Nenhum resultado para “${query.trim()}”.`;

/** `shown` and `total` count pages: each is one row, its sections under it. */
export function resultsAnnouncement(shown: number, total: number, query: string): string {
  if (shown === 0) return noResultsMessage(query);
  const count = shown === 1 ? "1 página" : `${shown} páginas`;
  const more = total > shown ? ` (as ${shown} mais relevantes de ${total})` : "";
  return `${count}${more}. Use as setas para escolher e Enter para abrir.`;
}
