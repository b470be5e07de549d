/**
 * The copy button of a code block or of a tab group (markup from
 * core/markdown/rehype-code-blocks.ts): copies the code shown (in a group,
 * the selected tab's) and says "Copiado" for a moment, visibly and to
 * screen readers. A button that carries its own text (`data-copy`, as the
 * endpoint block's URL) copies that instead, and says `data-copy-done`.
 */
import { announce } from "./announce";
import { copyText } from "./clipboard";

const FEEDBACK_MS = 2000;

/** The code a button's block or group shows: its own, or the selected panel's. */
const shownCode = (button: HTMLElement) =>
  button.closest(".code-tabs, .code-block")?.querySelector(":scope > [role=tabpanel]:not([hidden]) pre code, :scope > pre code");

export async function copyCodeBlock(button: HTMLElement) {
  const text = button.dataset.copy ?? shownCode(button)?.textContent?.replace(/\n$/, "");
  if (text === undefined) return;
  const ok = await copyText(text);
  button.dataset.copied = ok ? "true" : "false";
  announce(ok ? (button.dataset.copyDone ?? "Código copiado") : "Não foi possível copiar");
  window.setTimeout(() => delete button.dataset.copied, FEEDBACK_MS);
}
