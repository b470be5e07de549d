/**
 * A long pasted text reaches the validation worker in parts, each posted from
 * a task of its own (copying megabytes in one message held the page's main
 * thread): the worker must validate exactly the text pasted, never a mix of
 * two pastes, and say so plainly when a part is missing.
 */
import { describe, expect, it } from "vitest";
import { validatePayload } from "../../../packages/validador/src/index";
import { fileText } from "../../../packages/validador/test/fixtures";
import { messagesFor, TEXT_PART } from "./off-thread";
import { FIRST_PAGE } from "./report-pages";
import { serveValidations, type ValidationMessage, type WorkerRequest } from "./validation.worker";

/** The worker's message loop, run here: what it answers to each request. */
function worker() {
  const answers: ValidationMessage[] = [];
  let listener: ((event: MessageEvent<WorkerRequest>) => void) | undefined;
  serveValidations({ postMessage: (message) => answers.push(message), addEventListener: (_type, l) => (listener = l) });
  const post = (message: WorkerRequest) => listener!({ data: message } as MessageEvent<WorkerRequest>);
  const pageOf = (id: number) => answers.find((a) => a.id === id && a.type !== "progress");
  return { post, pageOf };
}

/** 600 apartments with a wrong zipcode, one with an emoji in its title: well over one part, with characters outside the BMP. */
const longText = () =>
  fileText(
    Array.from({ length: 600 }, () => 1020),
    (ads) =>
      ads.forEach((ad, i) => {
        ad.id = `ap-${i}`;
        ad.zipcode = "38400-000";
        ad.subject = `Apartamento ${i} 🏠 perto do metrô`;
      }),
  );

describe("a long text posted to the worker in parts", () => {
  it("is cut into parts no longer than TEXT_PART, and the worker's report is the one of the text as pasted", () => {
    const text = longText();
    const messages = messagesFor(1, { text, filename: "anuncios.json" }, FIRST_PAGE);
    const parts = messages.filter((m) => m.type === "text-part");
    expect(parts.length).toBeGreaterThan(1);
    expect(parts.every((m) => m.type === "text-part" && m.part.length <= TEXT_PART)).toBe(true);
    // Nothing but the request naming the parts carries the text.
    expect(JSON.stringify(messages.at(-1)).length).toBeLessThan(1000);

    const { post, pageOf } = worker();
    messages.forEach(post);
    const answer = pageOf(1);
    expect(answer?.type).toBe("page");
    const expected = validatePayload(text, { filename: "anuncios.json" });
    if (answer?.type !== "page") return;
    expect(answer.page.report.bytes).toBe(expected.bytes);
    expect(answer.page.report.adCount).toBe(600);
    expect(answer.page.counts.error).toBe(expected.findings.filter((f) => f.severity === "error").length);
    expect(answer.page.repeated.find((r) => r.finding.rule === "zipcode.invalid")?.count).toBe(600);
  });

  it("a short text goes whole, in the request itself", () => {
    expect(messagesFor(3, { text: "[]" }, FIRST_PAGE)).toEqual([{ type: "validate", id: 3, request: { text: "[]" }, page: FIRST_PAGE }]);
  });

  it("parts of an older paste are never joined to a newer one", () => {
    const older = messagesFor(1, { text: longText() }, FIRST_PAGE).filter((m) => m.type === "text-part");
    const newer = messagesFor(2, { text: "[" + " ".repeat(TEXT_PART) + "]" }, FIRST_PAGE);
    const { post, pageOf } = worker();
    // The older paste was superseded after its first part.
    post(older[0]);
    newer.forEach(post);
    const answer = pageOf(2);
    expect(answer?.type).toBe("page");
    if (answer?.type === "page") expect(answer.page.report.adCount).toBe(0);
  });

  it("a request whose parts did not arrive is answered with a message, not a crash", () => {
    const { post, pageOf } = worker();
    post({ type: "validate", id: 5, request: { textInParts: true }, page: FIRST_PAGE });
    expect(pageOf(5)).toEqual({ id: 5, type: "failed", message: "o texto chegou incompleto ao validador" });
  });
});
