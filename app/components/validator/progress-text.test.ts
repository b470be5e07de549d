/**
 * What the validator page says while validating and when a validation stops:
 * progress that moves within one huge ad, and a failure that says why and
 * what to do, in Portuguese.
 */
import { describe, expect, it } from "vitest";
import { ValidationStopped } from "./off-thread";
import { failureText, progressText } from "./useValidation";

describe("progress and failure texts", () => {
  it("counts the findings so far, which move while one ad with 100,000 of them is checked", () => {
    expect(progressText(0, 1, 45_000)).toBe("0 % (0 de 1 anúncios), 45.000 achados até agora");
    expect(progressText(2_000, 5_000)).toBe("40 % (2.000 de 5.000 anúncios)");
    expect(progressText(1_250, undefined, 1)).toBe("1.250 anúncios conferidos, 1 achado até agora");
  });

  it("a stopped worker and an exception in the validator both say what to do next", () => {
    expect(failureText(new ValidationStopped("o validador não responde há 60 s"))).toBe(
      "A validação parou antes do fim: o validador não responde há 60 s. Tente de novo; se o problema continuar, valide o arquivo com o validador na linha de comando.",
    );
    expect(failureText(new Error("x"))).toMatch(/^O validador falhou \(x\)\. Tente de novo; .* linha de comando\.$/);
  });
});
