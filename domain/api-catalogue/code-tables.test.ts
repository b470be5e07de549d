import { describe, expect, it } from "vitest";
import { CODE_TABLES, forEachCode, getCodeTable, isUndocumented } from "./index";

describe("the code tables", () => {
  it("give every code a label or the explicit mark that none is published", () => {
    let count = 0;
    forEachCode((table, value) => {
      count++;
      const labelled = typeof value.label === "string" ? value.label.trim().length > 0 : isUndocumented(value.label);
      expect({ table: table.id, code: value.code, labelled }).toEqual({ table: table.id, code: value.code, labelled: true });
    });
    expect(count).toBe(CODE_TABLES.reduce((n, t) => n + t.values.length, 0));
  });

  it("list each code once per table, and each table once", () => {
    for (const table of CODE_TABLES) expect(new Set(table.values.map((v) => v.code)).size).toBe(table.values.length);
    expect(new Set(CODE_TABLES.map((t) => t.id)).size).toBe(CODE_TABLES.length);
  });

  it("keep the codes of the specifications", () => {
    expect(getCodeTable("import-status-code").values.map((v) => v.code)).toEqual([0, -1, -2, -3, -4, -5, -6, -7, -8]);
    expect(getCodeTable("notification-ad-status").values).toHaveLength(12);
    expect(getCodeTable("reason-tag").values).toHaveLength(17);
    expect(getCodeTable("notification-operation").values.map((v) => v.code)).toEqual(["INSERT", "MODIFY", "DELETE"]);
    expect(getCodeTable("import-operation").values.map((v) => v.code)).toEqual(["insert", "edit", "delete"]);
    // Named only in the video rule, without a label in the table of categories.
    expect(isUndocumented(getCodeTable("import-error-category").values.find((v) => v.code === "ERROR_VIDEOS_URL_INVALID")!.label)).toBe(true);
    expect(() => getCodeTable("reason-tags")).toThrow(/unknown code table "reason-tags" \(known: .*reason-tag/);
  });
});
