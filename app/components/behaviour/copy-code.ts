/**
 * The copy button of a code block (markup from core/markdown/rehype-code-blocks.ts):
 * copies the block's text and says "Copiado" for a moment, visibly and to
 * screen readers.
 */
import { announce } from "./announce";
import { copyText } from "./clipboard";

const FEEDBACK_MS = 2000;

export async function copyCodeBlock(button: HTMLElement) {
  const code = button.closest(".code-block")?.querySelector("pre code");
  if (!code) return;
  const ok = await copyText((code.textContent ?? "").replace(/\n$/, ""));
  button.dataset.copied = ok ? "true" : "false";
  announce(ok ? "Código copiado" : "Não foi possível copiar o código");
  window.setTimeout(() => delete button.dataset.copied, FEEDBACK_MS);
}
