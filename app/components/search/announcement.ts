/** What the live region says after each keystroke (pt-BR), and the visible empty-result message. */
export const noResultsMessage = (query: string) => `Nenhum resultado para “${query.trim()}”.`;

export function resultsAnnouncement(shown: number, total: number, query: string): string {
  if (shown === 0) return noResultsMessage(query);
  const count = shown === 1 ? "1 resultado" : `${shown} resultados`;
  const more = total > shown ? ` (os ${shown} mais relevantes de ${total})` : "";
  return `${count}${more}. Use as setas para escolher e Enter para abrir.`;
}
