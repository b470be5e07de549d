import { describe, expect, it } from "vitest";
import { OPEN_SEARCH_EVENT_NAME } from "./SearchBox";
import { EARLY_SEARCH_SCRIPT, OPEN_SEARCH_EVENT } from "./early-search";

describe("the event that opens the search with a query", () => {
  it("is the one the early script answers and the one the box answers once its code runs", () => {
    expect(OPEN_SEARCH_EVENT_NAME).toBe(OPEN_SEARCH_EVENT);
    expect(EARLY_SEARCH_SCRIPT).toContain(`addEventListener("${OPEN_SEARCH_EVENT}"`);
  });
});
