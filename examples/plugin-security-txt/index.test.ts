import { describe, expect, it } from "vitest";
import { testSiteConfig } from "../../core/test-site-config";
import securityTxt from "./index";

const options = { contact: ["mailto:seguranca@classificados.example"], expires: "2027-11-30T23:59:59Z" };

describe("portal-plugin-security-txt", () => {
  it("emits /.well-known/security.txt from its options, with the site's canonical URL", async () => {
    const emitted: unknown[] = [];
    await securityTxt({ ...options, policy: "https://integracao.classificados.example/politica.html" }).siteBuilt!({
      config: testSiteConfig(),
      emitFile: (...args: unknown[]) => void emitted.push(args),
    } as never);
    expect(emitted).toEqual([
      [
        "/.well-known/security.txt",
        `Contact: mailto:seguranca@classificados.example\nExpires: 2027-11-30T23:59:59.000Z\nPreferred-Languages: pt-BR, en\nCanonical: ${new URL("/.well-known/security.txt", testSiteConfig().siteUrl).href}\nPolicy: https://integracao.classificados.example/politica.html\n`,
        { headers: { "Content-Type": "text/plain; charset=utf-8" } },
      ],
    ]);
  });

  it("stops the build on bad options with the plugin's name, the option and the reason in Portuguese", () => {
    expect(() => securityTxt({ ...options, contact: [] })).toThrow("plugin security-txt: opção `contact` inválida: precisa ter ao menos 1 item(ns)");
    expect(() => securityTxt({ ...options, contact: ["seguranca@classificados.example"] })).toThrow(
      "plugin security-txt: opção `contact.0` inválida: use mailto:, https:// ou tel:",
    );
    expect(() => securityTxt({ ...options, expires: "30/11/2027" })).toThrow(
      "plugin security-txt: opção `expires` inválida: precisa ser uma data e hora ISO 8601 (2027-01-31T00:00:00Z)",
    );
    expect(() => securityTxt({ ...options, expira: "2027-11-30T23:59:59Z" } as never)).toThrow("plugin security-txt: opção desconhecida: `expira`");
    expect(() => securityTxt({ contact: options.contact } as never)).toThrow("plugin security-txt: opção `expires` inválida: obrigatória, não foi informada");
  });
});
