/**
 * The example plugin package (examples/plugin-security-txt, loaded by
 * site.config.ts as the npm package portal-plugin-security-txt) emits
 * /.well-known/security.txt with emitFile: the SSR server answers it and the
 * static export serves it, with the contact and expiry from its options.
 */
import { expect, test } from "@playwright/test";
import { siteConfig } from "../site.config";

test("/.well-known/security.txt says where to report a flaw and until when, as plain text", async ({ request }) => {
  const response = await request.get("/.well-known/security.txt");
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toBe("text/plain; charset=utf-8");
  expect(await response.text()).toBe(
    [
      "Contact: mailto:seguranca@classificados.example",
      "Expires: 2027-11-30T23:59:59.000Z",
      "Preferred-Languages: pt-BR, en",
      `Canonical: ${siteConfig.siteUrl}/.well-known/security.txt`,
      "",
    ].join("\n"),
  );
});

test("the site's other dotfiles stay hidden", async ({ request }) => {
  expect((await request.get("/.well-known/../.env")).status()).toBe(404);
  expect((await request.get("/.well-known/.hidden")).status()).toBe(404);
});
