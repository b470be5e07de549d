/**
 * The browser half of OAuth: GET /oauth checks the request and shows a
 * consent page (approve or deny, the advertiser's account in a field);
 * POST /oauth/consent sends the browser back to the redirect URI with
 * `code` and `state`, or `error=access_denied`. And the token exchange.
 */
import type { Request, Response } from "express";
import escapeHtml from "escape-html";
import { checkAuthorization, exchangeCode, issueCode } from "../oauth";
import type { Sandbox } from "../sandbox";
import { DEFAULT_ACCOUNT, newAccount } from "../state";
import { assume } from "./respond";

function page(title: string, body: string) {
  return `<!doctype html><html lang="pt-BR"><head><meta charset="utf-8"><title>${escapeHtml(title)} | Sandbox</title></head><body><main><h1>${escapeHtml(title)}</h1>${body}</main></body></html>`;
}

export function redirectBack(res: Response, redirectUri: string, params: Record<string, string | undefined>) {
  const url = new URL(redirectUri);
  for (const [name, value] of Object.entries(params)) if (value !== undefined) url.searchParams.set(name, value);
  res.redirect(302, url.href);
}

const field = (name: string, value: string | undefined) => (value === undefined ? "" : `<input type="hidden" name="${name}" value="${escapeHtml(value)}">`);

/** GET /oauth. */
export function authorizePage(sandbox: Sandbox, req: Request, res: Response) {
  const check = checkAuthorization(sandbox.state, req.query);
  if (!check.ok && check.show) {
    return void res
      .status(400)
      .type("html")
      .send(page("Não foi possível autorizar", `<p>${escapeHtml(check.error)}: ${escapeHtml(check.description)}.</p>`));
  }
  if (!check.ok) return redirectBack(res, check.redirectUri, { error: check.error, state: check.state });
  const { request } = check;
  assume(res, "oauth-consent");
  const form = [
    field("client_id", request.clientId),
    field("redirect_uri", request.redirectUri),
    field("response_type", "code"),
    field("scope", request.scopes.join(" ")),
    field("state", request.state),
    `<p><label>Conta do anunciante <input name="account" value="${DEFAULT_ACCOUNT}" required></label></p>`,
    `<p><button name="decision" value="approve">Aprovar</button> <button name="decision" value="deny">Negar</button></p>`,
  ].join("");
  const scopes = request.scopes.map((s) => `<li><code>${escapeHtml(s)}</code></li>`).join("");
  res
    .status(200)
    .type("html")
    .send(
      page(
        "Autorizar acesso",
        `<p>O aplicativo <strong>${escapeHtml(request.clientId)}</strong> pede acesso a:</p><ul>${scopes}</ul><form method="post" action="/oauth/consent">${form}</form>`,
      ),
    );
}

/** POST /oauth/consent: the request is checked again, as the form can be edited. */
export function consent(sandbox: Sandbox, req: Request, res: Response) {
  const form = (req.body ?? {}) as Record<string, unknown>;
  const check = checkAuthorization(sandbox.state, form);
  if (!check.ok && check.show)
    return void res
      .status(400)
      .type("html")
      .send(page("Não foi possível autorizar", `<p>${escapeHtml(check.description)}.</p>`));
  if (!check.ok) return redirectBack(res, check.redirectUri, { error: check.error, state: check.state });
  const { request } = check;
  if (form.decision !== "approve") return redirectBack(res, request.redirectUri, { error: "access_denied", state: request.state });
  const accountId = typeof form.account === "string" && /^[\w.@-]{1,64}$/.test(form.account) ? form.account : DEFAULT_ACCOUNT;
  // A new account name is a new advertiser, with the default plan.
  if (!sandbox.account(accountId)) sandbox.state.accounts[accountId] = newAccount(accountId, sandbox.now());
  const code = issueCode(sandbox.state, request, accountId, sandbox.now());
  redirectBack(res, request.redirectUri, { code, state: request.state });
}

/** POST /oauth/token. */
export function exchangeToken(sandbox: Sandbox, req: Request, res: Response) {
  const result = exchangeCode(sandbox.state, (req.body ?? {}) as Record<string, unknown>, sandbox.now());
  if (!result.ok) {
    assume(res, "oauth-error-body");
    return void res.status(400).json({ error: result.error });
  }
  assume(res, "http-status");
  assume(res, "token-lifetime");
  res.status(200).json({ access_token: result.accessToken, token_type: "Bearer" });
}
