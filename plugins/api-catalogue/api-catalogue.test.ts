/**
 * The call-catalogue directives on a small MDX page, through the portal's own
 * pipeline (compileMdx with the site's plugins, then renderPage): what a reader
 * gets, and the file and line an author gets for a mistake.
 */
import { describe, expect, it } from "vitest";
import { compileMdx } from "../../core/compile";
import { renderPage } from "../../core/render";
import type { Page } from "../../core/types";
import { siteConfig } from "../../site.config";

const FILE = "content/teste/chamadas.mdx";

async function render(body: string) {
  const source = `---\ntitle: Teste\n---\n\n${body}\n`;
  const compiled = await compileMdx(FILE, `/tmp/${FILE}`, source, { pageUrl: "http://localhost/t.html", hosts: siteConfig.hosts, plugins: siteConfig.plugins });
  const page = {
    key: "teste/chamadas",
    path: "/teste/chamadas.html",
    code: compiled.code,
    html: compiled.html ?? "",
    frontmatter: compiled.frontmatter,
    data: {},
  } as unknown as Page;
  return { html: await renderPage(page, []), compiled };
}

const failure = (body: string) =>
  render(body).then(
    () => "compiled",
    (error: Error) => error.message,
  );

describe("::endpoint", () => {
  it("draws the method, the path with its parameters, the host, the token and a copy button for the full URL", async () => {
    const { html } = await render('::endpoint{op="bumps.apply"}');
    const host = siteConfig.hosts.AUTOUPLOAD_HOST;
    expect(html).toContain('<div class="endpoint" data-method="put" data-operation="bumps.apply">');
    expect(html).toContain('<span class="endpoint-method">PUT</span>');
    // One unbreakable span per segment, a break opportunity only before a slash.
    expect(html).toContain(
      '<span class="endpoint-segment">/autoupload</span><wbr/><span class="endpoint-segment">/bump</span><wbr/><span class="endpoint-segment">/ad</span><wbr/><span class="endpoint-segment">/<span class="endpoint-param">{ad_id}</span></span>',
    );
    expect(html).toContain(`data-copy="${host}/autoupload/bump/ad/{ad_id}"`);
    expect(html).toMatch(/<button type="button" class="copy-code endpoint-copy"[^>]*aria-label="Copiar endereço [^"]+"/);
    expect(html).toContain(`<code>${host}</code>`);
    expect(html).toMatch(/Authorization: Bearer &lt;access_token(&gt;|>).*escopo <code>autoupload<\/code>/);
  });

  it("shows required query parameters, and where a body token goes", async () => {
    expect((await render('::endpoint{op="bumps.query"}')).html).toContain(
      `data-copy="${siteConfig.hosts.AUTOUPLOAD_HOST}/autoupload/bump/ads?ad_ids={ad_ids}"`,
    );
    expect((await render('::endpoint{op="import.submit"}')).html).toMatch(/Token no corpo JSON, no campo <code>access_token<\/code>/);
  });

  it("marks a discontinued call, and draws a webhook without a URL to copy", async () => {
    expect((await render('::endpoint{op="ads.listDeprecated"}')).html).toContain("Descontinuada desde 17/11/2025.");
    const hook = (await render('::endpoint{webhook="lead.delivery"}')).html;
    expect(hook).toContain('<span class="endpoint-method">POST</span>');
    expect(hook).not.toContain("data-copy");
    expect(hook).toContain('href="/lead/how_to.html"');
    expect(hook).toContain('data-webhook="lead.delivery"');
  });
});

describe(":endpoint in a sentence", () => {
  it("shows the method and the path (wrapping only at a slash) as a link to the section whose block documents the call", async () => {
    const { html, compiled } = await render('Depois, aplique o destaque com :endpoint{op="bumps.apply"} e confira as datas.');
    const link = html.match(/<a [^>]*class="endpoint-ref"[^>]*>[\s\S]*?<\/a>/)?.[0] ?? "";
    expect(link).toContain('href="/destaque/bumps_put.html"');
    expect(link).toContain('data-operation="bumps.apply"');
    expect(link).toContain('<span class="endpoint-method">PUT</span>');
    expect(link).toContain('<span class="endpoint-segment">/bump</span><wbr/><span class="endpoint-segment">/ad</span>');
    expect(html).toMatch(/aplique o destaque com <a [^>]*class="endpoint-ref"[\s\S]*?<\/a> e confira as datas\./);
    expect(compiled.links).toContainEqual({ href: "/destaque/bumps_put.html", line: 5 });
  });

  it("links to the heading of a call's section, and a webhook to its page", async () => {
    expect((await render(':endpoint{op="leads.delete"}')).html).toContain('href="/lead/how_to.html#excluir-a-configuracao"');
    expect((await render(':endpoint{webhook="chat.message"}')).html).toMatch(/href="\/chat\/receive_message\.html"[^>]*data-webhook="chat\.message"/);
  });
});

describe("tables and examples", () => {
  it("lists request fields with where they go, nested body fields as paths", async () => {
    const { html } = await render('::request-fields{op="renewals.renew"}');
    expect(html).toMatch(/<td[^>]*><code>Authorization<\/code><\/td><td[^>]*>cabeçalho<\/td>/);
    expect(html).toMatch(
      /<td[^>]*><code>ids<\/code><\/td><td[^>]*>corpo<\/td><td[^>]*>array de strings<\/td><td[^>]*>sim<\/td><td[^>]*>[^<]*De 1 a 100 itens\./,
    );
  });

  it("shows what a webhook's endpoint receives as fields that are always present, without a column that would say 'corpo' on every row", async () => {
    const { html } = await render('::request-fields{webhook="chat.message"}');
    expect(html).toContain(["Campo", "Tipo", "Sempre presente", "Significado"].map((name) => `<th role="columnheader">${name}</th>`).join(""));
    expect(html).toMatch(
      /<td[^>]*><code>origin<\/code><\/td><td[^>]*>string<\/td><td[^>]*>sim<\/td><td[^>]*>[^<]*Valores documentados \(outros podem chegar\)/,
    );
  });

  it("lists every documented answer with its status, meaning and body", async () => {
    const { html } = await render('::answers{op="chat.activate"}');
    expect(html).toMatch(/<td[^>]*><code>201<\/code><\/td><td[^>]*>[^<]*registro criado[^<]*<\/td><td[^>]*>Sem corpo documentado/);
    expect(html).toMatch(/<td[^>]*><code>200<\/code><\/td><td[^>]*>[^<]*registro atualizado/);
  });

  it("lists response fields with their labelled values, and the example", async () => {
    const fields = (await render('::response-fields{op="import.status"}')).html;
    expect(fields).toMatch(/<code>ads\.&lt;chave(&gt;|>)\.status<\/code>/);
    expect(fields).toContain("<code>insert</code> (inserir um anúncio novo)");
    // A long list whose meanings a page tables: the codes, and a link to that table.
    expect(fields).toMatch(
      /<code>queued<\/code>, <code>accepted<\/code>, <code>refused<\/code>; o que cada um significa em <a href="\/anuncio\/api\/publishing_status\.html#status-de-cada-anuncio">/,
    );
    const example = (await render('::response-example{op="bumps.apply"}')).html;
    expect(example).toContain("next_bumps");
    expect((await render('::response-fields{op="chat.activate" status="201"}')).html).toContain("registro criado");
  });

  it("says once, under the table, that no error code or message is documented, and keeps what to do", async () => {
    // A table of four columns or more carries roles for its card form on phones (core/markdown/rehype-table-scroll.ts).
    const headers = (names: string[], role = "") => names.map((name) => `<th${role}>${name}</th>`).join("");
    const { html } = await render('::error-table{op="chat.send"}');
    expect(html).toContain(headers(["HTTP", "Quando acontece", "O que fazer"]));
    expect(html).toContain("Códigos e textos das mensagens de erro: não documentados.");
    expect(html.match(/não documentad/g)).toHaveLength(1);
    const bumps = (await render('::error-table{op="bumps.apply"}')).html;
    expect(bumps).toContain(headers(["HTTP", "Código", "Mensagem", "Quando acontece", "O que fazer"], ' role="columnheader"'));
    expect(bumps).not.toContain("não documentad");
  });

  it("shows a form body as a form, and an error catalogue with what is not documented said once under the table, not on every row", async () => {
    expect((await render('::request-example{op="oauth.token"}')).html).toContain("grant_type=authorization_code");
    const errors = (await render('::error-table{op="ads.status"}')).html;
    expect(errors).toMatch(/<td[^>]*><code>404<\/code><\/td><td[^>]*>—<\/td><td[^>]*>\(sem corpo\)<\/td>/);
    expect(errors.match(/não documentad/g)).toHaveLength(1);
    expect(errors).toContain("— na coluna Código: não documentado.");
    // Long codes in cells may break after "_" (<wbr/>), their text unchanged.
    expect(errors.replaceAll("<wbr/>", "")).toContain("<code>ACCESS_SCOPE_DENIED</code>");
  });

  it("indexes every call and webhook with a link to its page", async () => {
    const { html, compiled } = await render("::operation-index");
    expect(html).toContain('href="/destaque/bumps_put.html"');
    expect(html).toContain('href="/hv/rotas_api_hv.html#ativar-o-historico-veicular"');
    expect(html).toContain("<code>lead.delivery</code>");
    expect(compiled.headers.map((h) => h.title)).toContain("Histórico veicular");
    // Links carry the directive's line, so a broken one is reported where the author wrote it.
    expect(compiled.links.every((l) => l.line === 5)).toBe(true);
  });

  it("indexes the calls of some areas only, for a section's own reference", async () => {
    const { html, compiled } = await render('::operation-index{area="import,lookups"}');
    expect(compiled.headers.map((h) => h.title)).toEqual(["Importação de anúncios", "Consultas de marcas e modelos"]);
    expect(html).toContain('data-operation="lookups.cellphoneModels"');
    expect(html).not.toContain("bumps.apply");
    expect(html).not.toContain("lead.delivery");
  });

  it("renders a code table, with the mark where no label is published", async () => {
    const { html } = await render('::code-table{table="message-code"}');
    expect(html).toMatch(/<td><code>REFUSED_GENERIC<\/code><\/td><td>sem rótulo publicado<\/td>/);
  });
});

describe("an authoring mistake fails with the file and line", () => {
  it.each([
    ['::endpoint{op="bumps.aply"}', /^content\/teste\/chamadas\.mdx:5: ::endpoint: unknown operation "bumps\.aply"/],
    ['::endpoint{op="bumps.apply" extra="1"}', /:5: .*unknown attribute "extra"/],
    ["::endpoint", /:5: .*attribute "op" \(or "webhook"\) is required/],
    ['::error-table{webhook="lead.delivery"}', /:5: .*unknown attribute "webhook"/],
    ['::response-fields{op="chat.send" status="201"}', /:5: .*chat\.send has no answer with status 201/],
    ['::endpoint-block{op="bumps.apply"}', /:5: .*unknown directive \(known: endpoint,/],
    ['::code-table{table="reason-tags"}', /:5: .*unknown code table "reason-tags"/],
    ['::operation-index{area="import,bump"}', /:5: .*unknown area "bump" \(known: auth,/],
    ['Veja :endpoint{op="bumps.aply"}.', /:5: ::endpoint: unknown operation "bumps\.aply"/],
    ['Veja :error-table{op="bumps.apply"}.', /:5: .*write it as a leaf directive/],
    [':::endpoint{op="bumps.apply"}\n:::', /:5: .*write it as a leaf directive/],
  ])("%s", async (body, expected) => {
    expect(await failure(body)).toMatch(expected);
  });
});
