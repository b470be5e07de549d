/**
 * The API envelope and the JSON file around the ads: their shape, and what
 * needs every ad (an id used twice). AdListChecker takes the ads one at a
 * time, so a large file is checked without holding all of its ads.
 */
import type { RuleFinding } from "../types";
import { checkAd } from "./ad";
import { type CheckOptions, finding, isObject } from "./shared";

export class AdListChecker {
  private firstAt = new Map<unknown, number>();
  constructor(
    private channel: "api" | "json",
    private prefix: string,
    private options: CheckOptions = {},
  ) {}

  /** Findings of the ad at `index`, including an id already used by an earlier ad. */
  check(ad: unknown, index: number): RuleFinding[] {
    const path = `${this.prefix}[${index}]`;
    const out = checkAd(ad, this.channel, path, this.options);
    const id = isObject(ad) ? ad.id : undefined;
    if (id === undefined || id === "" || id === null || typeof id === "object") return out;
    const first = this.firstAt.get(id);
    if (first === undefined) this.firstAt.set(id, index);
    // Every repetition after the first is reported on the ad that repeats it. No marketplace code: UNDEFINED_AD_ID is a missing or malformed id, not a repeated one.
    else
      out.push(
        finding(
          "error",
          "id.repeated",
          `${path}.id`,
          `\`id\` "${String(id)}" repetido: cada id aparece uma vez`,
          `Dê um id próprio a cada anúncio: "${String(id)}" já é o do anúncio ${first + 1}.`,
        ),
      );
    return out;
  }
}

/** The envelope's own fields (everything but the ads); `adCount` is the length of ad_list when it is a list. */
export function checkEnvelopeFields(body: Record<string, unknown>, adCount: number | undefined, options: CheckOptions = {}): RuleFinding[] {
  const out: RuleFinding[] = [];
  if (typeof body.access_token !== "string" || !body.access_token)
    out.push(
      finding(
        "error",
        "envelope.token",
        "access_token",
        "`access_token` ausente",
        "Inclua o `access_token` do anunciante, obtido no OAuth com o escopo `autoupload`.",
      ),
    );
  if (adCount === undefined)
    out.push(
      finding("error", "envelope.ad-list", "ad_list", "`ad_list` deve ser uma lista de anúncios", 'Envie os anúncios numa lista: `"ad_list": [ { ... } ]`.'),
    );
  else if ((options.mode ?? "full") === "full" && adCount === 0)
    out.push(finding("error", "envelope.empty", "ad_list", "`ad_list` vazia (`statusCode` `-3`)", "Envie pelo menos um anúncio em `ad_list`."));
  for (const key of Object.keys(body)) {
    if (key !== "access_token" && key !== "ad_list")
      out.push(
        finding(
          "warning",
          "envelope.unknown",
          key,
          `campo \`${key}\` fora do envelope, que seria ignorado`,
          "O envelope tem só `access_token` e `ad_list`: mova os campos do anúncio para dentro de cada item de `ad_list`.",
        ),
      );
  }
  return out;
}

const envelopeTypeFinding = (): RuleFinding =>
  finding("error", "envelope.type", "$", "o corpo deve ser um objeto com `access_token` e `ad_list`", 'Envie `{ "access_token": "...", "ad_list": [ ... ] }`.');
/**
 * The root is not a list. An object holding a list of ads under another key
 * (`{"ads": [...]}`) is an envelope with the wrong name, and the fix says
 * both ways to send it rather than only the file's.
 */
const fileTypeFinding = (looksLikeAd: boolean, listKey?: string): RuleFinding =>
  listKey
    ? finding(
        "error",
        "file.type",
        "$",
        `o conteúdo é um objeto com a lista de anúncios em \`${listKey}\`, que nem a API nem o arquivo JSON leem`,
        `Na API, envie a lista em \`ad_list\`, com o \`access_token\`: \`{ "access_token": "...", "ad_list": [ ... ] }\`. No arquivo JSON, a lista fica na raiz, sem envelope: \`[ { ... }, { ... } ]\`.`,
      )
    : finding(
        "error",
        "file.type",
        "$",
        "o arquivo JSON é uma lista de anúncios",
        looksLikeAd
          ? "Parece um anúncio solto: no arquivo JSON, ponha-o dentro de uma lista, `[ { ... } ]`; na API, dentro de `ad_list` num envelope com `access_token`."
          : "Ponha os anúncios numa lista na raiz do arquivo: `[ { ... }, { ... } ]`, sem envelope.",
      );

/** The key of an object whose value is a list of objects (`ads` in `{"ads": [...]}`), if any. */
export const listKeyOf = (root: Record<string, unknown>): string | undefined =>
  Object.keys(root).find((key) => Array.isArray(root[key]) && (root[key] as unknown[]).some(isObject));

/** Checks an API request body: `{ access_token, ad_list }`. */
export function checkEnvelope(body: unknown, options: CheckOptions = {}): RuleFinding[] {
  if (!isObject(body)) return [envelopeTypeFinding()];
  const ads = Array.isArray(body.ad_list) ? body.ad_list : undefined;
  const list = new AdListChecker("api", "ad_list", options);
  return [...checkEnvelopeFields(body, ads?.length, options), ...(ads ?? []).flatMap((ad, i) => list.check(ad, i))];
}

/** Checks a JSON import file: a bare array of ads. */
export function checkJsonFile(file: unknown, options: CheckOptions = {}): RuleFinding[] {
  if (!Array.isArray(file)) return [fileTypeFinding(isObject(file) && ("category" in file || "subject" in file || "params" in file))];
  const list = new AdListChecker("json", "", options);
  return file.flatMap((ad, i) => list.check(ad, i));
}

export { envelopeTypeFinding, fileTypeFinding };
