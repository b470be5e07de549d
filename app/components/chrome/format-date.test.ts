import { describe, expect, it } from "vitest";
import { formatBrasiliaDateTime } from "./format-date";

describe("formatBrasiliaDateTime", () => {
  it("writes the date in pt-BR, in Brasília time (UTC−3)", () => {
    expect(formatBrasiliaDateTime("2025-11-21T17:06:00Z")).toBe("21 de novembro de 2025, 14:06");
    expect(formatBrasiliaDateTime("2025-11-21T17:06:00-03:00")).toBe("21 de novembro de 2025, 17:06");
  });

  it("moves to the previous day before 03:00 UTC", () => {
    expect(formatBrasiliaDateTime("2026-01-01T02:30:00Z")).toBe("31 de dezembro de 2025, 23:30");
  });

  it("gives nothing for a value that is not a date", () => {
    expect(formatBrasiliaDateTime("ontem")).toBeUndefined();
  });
});
