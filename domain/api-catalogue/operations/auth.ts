/** OAuth 2.0 authorization code: the browser redirect, the token exchange, the example resource. */
import { AUTHORIZE_ERRORS, RATE_LIMIT_STATUS, TOKEN_ERRORS } from "../errors";
import { LIMITS } from "../limits";
import { codes, field, notShown, obj, param, str, url } from "../shapes";
import { SCOPES, type Operation } from "../types";
import { TOKEN_EXAMPLE, accessTokenField } from "./common";

const PAGE = "/anuncio/api/oauth.html";
const REDIRECT_URI = "https://crm.exemplo.com.br/integracao/retorno";
const CLIENT_ID = "crm-exemplo-123";

const scopeValues = SCOPES.map(({ scope, label }) => ({ code: scope, label }));

export const AUTH_OPERATIONS: readonly Operation[] = [
  {
    id: "oauth.authorize",
    area: "auth",
    summary: "Autorização do anunciante",
    description: "Aberta **no navegador do anunciante**: ele entra no marketplace, aprova o acesso pedido e volta à sua `redirect_uri` com `code` e `state`.",
    host: "AUTH_HOST",
    method: "GET",
    path: "/oauth",
    pathParams: [],
    query: [
      param("response_type", str("Tipo de resposta.", { values: codes([["code", "código de autorização"]]) }), true, { example: "code" }),
      param("client_id", str("Identificador do seu aplicativo, exatamente o recebido no cadastro."), true, { example: CLIENT_ID }),
      param(
        "redirect_uri",
        str("Para onde o anunciante volta depois de autorizar: uma das URIs cadastradas. Com uma única URI cadastrada, pode ser omitida.", { format: "uri" }),
        "só quando o aplicativo tem mais de uma URI cadastrada",
        { example: REDIRECT_URI },
      ),
      param(
        "scope",
        str(
          "Permissões pedidas ao anunciante: um ou mais [escopos](/anuncio/api/oauth.html#escopos) separados por espaço, em minúsculas (diferenciam maiúsculas de minúsculas).",
          { pattern: "^(basic_user_info|autoupload|autoservice|chat)( (basic_user_info|autoupload|autoservice|chat))*$" },
        ),
        true,
        { example: "basic_user_info autoupload" },
      ),
      param(
        "state",
        str(
          "Recomendado. Valor opaco gerado por você e devolvido sem alteração no retorno; use um valor aleatório por tentativa ([Parâmetro state](/anuncio/api/oauth.html#parametro-state)).",
        ),
        false,
        { example: "7f3a9c1e5b" },
      ),
    ],
    auth: { kind: "browser" },
    answers: [
      {
        status: "3XX",
        description: "Redireciona o navegador para a `redirect_uri` com `code` (o código de autorização) e `state` na URL.",
        body: "none",
        headers: [
          param("Location", url(`A \`redirect_uri\` com \`code\` e \`state\`, por exemplo \`${REDIRECT_URI}?code=SplxlOBeZQQYbYS6WxSbIA&state=7f3a9c1e5b\`.`)),
        ],
      },
    ],
    errors: AUTHORIZE_ERRORS,
    limits: [
      `O código vale ${LIMITS.authorizationCodeMinutes} minutos e só pode ser trocado uma vez.`,
      `De ${LIMITS.redirectUris.min} a ${LIMITS.redirectUris.max} URIs de retorno por aplicativo, informadas no cadastro.`,
      `Escopos: ${scopeValues.map((s) => `\`${s.code}\``).join(", ")}.`,
    ],
    page: { route: PAGE, anchor: "1-redirecionar-o-anunciante-para-a-autorizacao" },
  },
  {
    id: "oauth.token",
    area: "auth",
    summary: "Troca do código pelo token",
    description: "Chamada do **seu servidor**: troca o `code` recebido na `redirect_uri` pelo `access_token` da conta do anunciante.",
    host: "AUTH_HOST",
    method: "POST",
    path: "/oauth/token",
    pathParams: [],
    auth: { kind: "client-form" },
    body: {
      mediaType: "application/x-www-form-urlencoded",
      shape: obj([
        field("code", str(`Código recebido na \`redirect_uri\`, com menos de ${LIMITS.authorizationCodeMinutes} minutos e ainda não usado.`)),
        field("client_id", str("Identificador do seu aplicativo.")),
        field("client_secret", str("Segredo do seu aplicativo, do cadastro. Só vai nesta chamada, feita pelo servidor.")),
        field("redirect_uri", str("A mesma URI usada na autorização, para onde o código foi entregue.", { format: "uri" })),
        field("grant_type", str("Tipo de concessão.", { values: codes([["authorization_code", "código de autorização"]]) })),
      ]),
      examples: [
        {
          summary: "Troca de um código",
          value: {
            code: "SplxlOBeZQQYbYS6WxSbIA",
            client_id: CLIENT_ID,
            client_secret: "SEU_CLIENT_SECRET",
            redirect_uri: REDIRECT_URI,
            grant_type: "authorization_code",
          },
        },
      ],
    },
    answers: [
      {
        status: "2XX",
        description: "O token da conta. Validade do token e renovação (*refresh token*): não documentadas.",
        body: obj([
          field("access_token", str("Token da conta do anunciante. Guarde-o associado a essa conta, com o cuidado de uma senha.")),
          field("token_type", str("Tipo do token.", { values: codes([["Bearer", "enviado como `Authorization: Bearer`"]]) })),
        ]),
        examples: [{ summary: "Token emitido", value: { access_token: "c2VjcmV0by1kZS1leGVtcGxvLTEyMw", token_type: "Bearer" } }],
      },
    ],
    errors: TOKEN_ERRORS,
    page: { route: PAGE, anchor: "3-trocar-o-codigo-pelo-access-token" },
  },
  {
    id: "oauth.basicUserInfo",
    area: "auth",
    summary: "Dados básicos do usuário",
    description: "Recurso de exemplo do OAuth: nome e e-mail do usuário dono do token. Útil para confirmar qual conta autorizou o seu sistema.",
    host: "APPS_HOST",
    method: "POST",
    path: "/oauth_api/basic_user_info",
    pathParams: [],
    auth: { kind: "body-token", field: "access_token", scopes: { any: ["basic_user_info"] } },
    body: {
      mediaType: "application/json",
      shape: obj([accessTokenField]),
      examples: [{ summary: "Corpo com o token", value: { access_token: TOKEN_EXAMPLE } }],
    },
    answers: [
      {
        status: "2XX",
        description:
          "Traz `user_name` (nome) e `user_email` (e-mail) do usuário. Formato exato do JSON e código HTTP não documentados: leia os dois campos de forma tolerante.",
        body: notShown("Contém `user_name` e `user_email`; o restante do formato não é documentado."),
      },
    ],
    errors: [RATE_LIMIT_STATUS],
    page: { route: PAGE, anchor: "exemplo-dados-basicos-do-usuario" },
  },
];
