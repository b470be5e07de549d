/** Live reload is development's alone: a page served by `npm start` or taken from the static export loads no live-reload script. */
import { expect, test } from "@playwright/test";

for (const path of ["/", "/anuncio/api/oauth.html", "/pagina-que-nao-existe"]) {
  test(`${path} carries no live-reload script`, async ({ request }) => {
    const html = await (await request.get(path)).text();
    expect(html).toContain("</body>");
    expect(html).not.toMatch(/__portal-dev|data-live-reload|EventSource/);
  });
}
