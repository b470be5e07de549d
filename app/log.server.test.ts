import { describe, expect, it } from "vitest";
import { boundedLog, escapeControl } from "./log.server";

describe("the server's log", () => {
  it("writes control characters as escapes, so a client's CR/LF or terminal sequence forges nothing", () => {
    expect(escapeControl('Route "x\r\nFORGED LINE"')).toBe('Route "x\\x0d\\x0aFORGED LINE"');
    expect(escapeControl("\x1b[31mred\u2028")).toBe("\\x1b[31mred\\u2028");
    expect(escapeControl("/chat/ação.html")).toBe("/chat/ação.html");
  });

  it("writes at most its bound of one kind of line per window, then says how many it left out", () => {
    const lines: string[] = [];
    let clock = 0;
    const log = boundedLog({ sink: (line) => lines.push(line), now: () => clock, perWindow: 3, windowMs: 1000 });
    for (let i = 0; i < 500; i++) log("404 GET", `404 GET "/x${i}"`);
    log("400 GET", '400 GET "/%ff"'); // another kind keeps its own bound
    expect(lines).toEqual(['404 GET "/x0"', '404 GET "/x1"', '404 GET "/x2"', '400 GET "/%ff"']);
    clock = 1500;
    log("404 GET", '404 GET "/y"');
    expect(lines.slice(-2)).toEqual(['… 497 more lines of "404 GET" in 1 s not written', '404 GET "/y"']);
  });
});
