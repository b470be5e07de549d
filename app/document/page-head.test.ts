import { describe, expect, it } from "vitest";
import { documentTitle } from "./page-head";

describe("documentTitle", () => {
  it("joins page and site title with ' | '", () => {
    expect(documentTitle("OAuth", "Portal de Integração")).toBe("OAuth | Portal de Integração");
    expect(documentTitle(undefined, "Portal de Integração")).toBe("Portal de Integração");
  });
});
