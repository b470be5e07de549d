/**
 * The copy button of a code block (markup from core/markdown/rehype-code-blocks.ts):
 * copies the block's text and says "Copiado" for a moment, visibly and to
 * screen readers. A button that carries its own text (`data-copy`, as the
 * endpoint block's URL) copies that instead, and says `data-copy-done`.
 */
import { announce } from "./announce";
import { copyText } from "./clipboard";

const FEEDBACK_MS = 2000;

export async function copyCodeBlock(button: HTMLElement) {
  const text = button.dataset.copy ?? button.closest(".code-block")?.querySelector("pre code")?.textContent?.replace(/\n$/, "");
  if (text === undefined) return;
  const ok = await copyText(text);
  button.dataset.copied = ok ? "true" : "false";
  announce(ok ? (button.dataset.copyDone ?? "Código copiado") : "Não foi possível copiar");
  window.setTimeout(() => delete button.dataset.copied, FEEDBACK_MS);
}
