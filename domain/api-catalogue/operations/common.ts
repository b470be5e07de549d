/** Pieces several calls share: the body that carries only the token, the token example. */
import { field, obj, str } from "../shapes";
import type { RequestBody } from "../types";

/** Placeholder used in every example: never a real token. */
export const TOKEN_EXAMPLE = "SEU_ACCESS_TOKEN";

export const accessTokenField = field("access_token", str("Token de acesso do anunciante, obtido no [OAuth](/anuncio/api/oauth.html)."));

/** A JSON body with the access token alone (lookups, import status, deprecated listing). */
export const ACCESS_TOKEN_BODY: RequestBody = {
  mediaType: "application/json",
  shape: obj([accessTokenField]),
  examples: [{ summary: "Corpo com o token", value: { access_token: TOKEN_EXAMPLE } }],
};

/** Advertiser-facing URL of an ad, as the examples show it (illustrative host). */
export const AD_URL_EXAMPLE = (listId: string) => `https://www.classificados.example/anuncio/${listId}`;
