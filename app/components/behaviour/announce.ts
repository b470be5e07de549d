/** Says something to screen-reader users through the shell's polite live region (#anuncios). */
export const LIVE_REGION_ID = "anuncios";

export function announce(message: string) {
  const region = document.getElementById(LIVE_REGION_ID);
  if (!region) return;
  // Clearing first makes the same message be read again.
  region.textContent = "";
  window.setTimeout(() => (region.textContent = message), 50);
}
