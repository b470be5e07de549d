/** Full screen on and off (.fullscreen-toggle), shown only where the browser allows it (<html data-fullscreen>). */
export function syncFullscreen() {
  document.documentElement.toggleAttribute("data-fullscreen", Boolean(document.fullscreenEnabled));
  const on = Boolean(document.fullscreenElement);
  document.querySelectorAll(".fullscreen-toggle").forEach((b) => {
    b.setAttribute("aria-pressed", String(on));
    b.setAttribute("title", on ? "Sair da tela cheia" : "Tela cheia");
  });
}

export function toggleFullscreen() {
  (document.fullscreenElement ? document.exitFullscreen() : document.documentElement.requestFullscreen()).catch(() => undefined);
}
