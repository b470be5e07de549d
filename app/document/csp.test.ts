import { describe, expect, it } from "vitest";
import { contentSecurityPolicy } from "./csp";

const directive = (policy: string, name: string) => policy.split("; ").find((d) => d.startsWith(`${name} `));

describe("the Content-Security-Policy", () => {
  it("lets a page call only its own origin and the local sandbox of the Testar panel, on any port", () => {
    expect(directive(contentSecurityPolicy({}), "connect-src")).toBe("connect-src 'self' http://127.0.0.1:* http://localhost:*");
    expect(directive(contentSecurityPolicy({ thirdParty: ["https://stats.example"] }), "connect-src")).toBe(
      "connect-src 'self' http://127.0.0.1:* http://localhost:* https://stats.example",
    );
  });
});
