/**
 * pt-BR phrases about a call that the pages and the OpenAPI document both
 * show, written once: how the token travels, which scope a call needs.
 */
import { isUndocumented, type Auth, type ScopeRule } from "./types";

const scopeList = (scopes: readonly string[], joiner: string) => scopes.map((s) => `\`${s}\``).join(joiner);

/** Which scope a call needs; `brief` leaves out the note (a block whose page explains it nearby). */
export function scopeText(rule: ScopeRule, brief = false): string {
  if (isUndocumented(rule)) return `escopo não documentado${rule.note && !brief ? ` (${rule.note})` : ""}`;
  const note = !brief && rule.note ? `. ${rule.note}` : "";
  if ("all" in rule) return `escopos ${scopeList(rule.all, " e ")}${note}`;
  return `escopo ${scopeList(rule.any, " ou ")}${note}`;
}

const sentence = (text: string) => (text.endsWith(".") ? text : `${text}.`);

/**
 * The scope clause of a call's sentence. In `brief` form (an endpoint block),
 * a scope that is not documented is left out: a page with several such calls
 * says it once in its own words instead of once per block.
 */
const scopeClause = (rule: ScopeRule, brief: boolean) => (brief && isUndocumented(rule) ? "" : `; ${scopeText(rule, brief)}`);

/** One sentence: where the token goes and which scope it needs. */
export function authText(auth: Auth, brief = false): string {
  switch (auth.kind) {
    case "bearer":
      return sentence(`Cabeçalho \`Authorization: Bearer <access_token>\`${scopeClause(auth.scopes, brief)}`);
    case "body-token":
      return sentence(`Token no corpo JSON, no campo \`${auth.field}\`, não no cabeçalho${scopeClause(auth.scopes, brief)}`);
    case "client-form":
      return "`client_id` e `client_secret` do aplicativo no corpo do formulário.";
    case "browser":
      return "Aberta no navegador do anunciante, que entra no marketplace; não leva token.";
  }
}
