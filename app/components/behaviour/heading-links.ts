/**
 * Heading anchors (a.heading-anchor, "#" after h2–h4): following one also
 * copies the full URL of that section, ready to paste in a chat or a ticket.
 */
import { announce } from "./announce";
import { copyText } from "./clipboard";

export async function copySectionLink(anchor: HTMLAnchorElement) {
  const url = new URL(anchor.getAttribute("href") ?? "", window.location.href).href;
  if (await copyText(url)) {
    anchor.dataset.copied = "true";
    announce("Link da seção copiado");
    window.setTimeout(() => delete anchor.dataset.copied, 2000);
  }
}
