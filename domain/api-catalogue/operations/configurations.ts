/**
 * Lead delivery and status notification configurations: the same four calls
 * (create, read, change, delete) on /autoservice/v1/<resource>, made in the
 * advertiser's name. What differs is the body, the scope and what is documented.
 */
import { LEAD_FORMAT_ERROR, LEAD_NOT_FOUND, RATE_LIMIT_STATUS } from "../errors";
import { codes, field, notShown, obj, optional, param, str, url } from "../shapes";
import type { Answer, Area, ErrorEntry, Operation, RequestBody, ScopeRule, Shape } from "../types";

interface Configuration {
  area: Area;
  /** Path segment and id prefix: "lead", "notification". */
  resource: string;
  idPrefix: string;
  /** pt-BR noun phrase: "a configuração de leads". */
  what: string;
  route: string;
  scopes: ScopeRule;
  createBody: RequestBody;
  /** Body of the PUT (the same as the POST, or its documented gap). */
  updateBody: RequestBody;
  deleteAnswer: Answer;
  /** Errors of every call, and those only of the calls on one configuration ({id}). */
  errors: readonly ErrorEntry[];
  errorsById: readonly ErrorEntry[];
}

const notDocumented = (what: string): Answer => ({ status: "2XX", description: `Resposta não documentada (${what}).`, body: notShown() });

function configurationCalls(c: Configuration): Operation[] {
  const base = `/autoservice/v1/${c.resource}`;
  const id = param("id", str(`Identificador de ${c.what}, gerado pelo marketplace na criação.`), true, {
    // The creation's answer is not documented, so neither is the id's form: a placeholder, like SEU_ACCESS_TOKEN.
    example: "ID_DA_CONFIGURACAO",
  });
  const common = { area: c.area, host: "APPS_HOST" as const, auth: { kind: "bearer" as const, scopes: c.scopes } };
  const anchor = (a: string) => ({ route: c.route, anchor: a });
  const byId = [...c.errors, ...c.errorsById, RATE_LIMIT_STATUS];
  return [
    {
      ...common,
      id: `${c.idPrefix}.create`,
      summary: `Criar ${c.what}`,
      description: `Cadastra ${c.what} da conta. Guarde a resposta: ela traz o \`id\` que as outras chamadas usam.`,
      method: "POST",
      path: base,
      pathParams: [],
      body: c.createBody,
      answers: [notDocumented("nem código nem corpo")],
      errors: [...c.errors, RATE_LIMIT_STATUS],
      page: anchor("criar-a-configuracao"),
    },
    {
      ...common,
      id: `${c.idPrefix}.get`,
      summary: `Consultar ${c.what}`,
      description: `Lê ${c.what} pelo \`id\`.`,
      method: "GET",
      path: `${base}/{id}`,
      pathParams: [id],
      answers: [notDocumented("o recurso consultado é a configuração, com os campos da criação e o `id`")],
      errors: byId,
      page: anchor("consultar-a-configuracao"),
    },
    {
      ...common,
      id: `${c.idPrefix}.update`,
      summary: `Alterar ${c.what}`,
      description: `Troca os valores de ${c.what}.`,
      method: "PUT",
      path: `${base}/{id}`,
      pathParams: [id],
      body: c.updateBody,
      answers: [notDocumented("nem código nem corpo")],
      errors: byId,
      page: anchor("alterar-a-configuracao"),
    },
    {
      ...common,
      id: `${c.idPrefix}.delete`,
      summary: `Excluir ${c.what}`,
      description: `Apaga ${c.what}; as entregas para a URL param.`,
      method: "DELETE",
      path: `${base}/{id}`,
      pathParams: [id],
      answers: [c.deleteAnswer],
      errors: byId,
      page: anchor("excluir-a-configuracao"),
    },
  ];
}

const leadBody = (token: string): RequestBody => ({
  mediaType: "application/json",
  shape: obj([
    field("url", url("Endereço do seu sistema que vai receber os leads por `POST`. Veja [Codificação de URL](/webhooks/url_encoding.html).")),
    optional("token", str("Valor secreto que você define para reconhecer as entregas do marketplace no seu endpoint.")),
  ]),
  examples: [{ summary: "URL e token", value: { url: "https://crm.seudominio.com.br/olx/lead/loja-123", token } }],
});

const notificationShape: Shape = obj([
  field("method", str("Método HTTP da entrega.", { values: codes([["POST", "único método aceito"]]) })),
  field(
    "url",
    url("Endereço do seu sistema que recebe as notificações: URL pública, de preferência HTTPS. Veja [Codificação de URL](/webhooks/url_encoding.html)."),
  ),
  field("media_type", str("Formato do corpo da notificação.", { values: codes([["application/json", "único formato aceito"]]) })),
  field(
    "token",
    str(
      "Valor secreto seu, usado para autenticar a notificação no seu servidor. Texto livre; prefira caracteres seguros para URL (letras, dígitos, `-`, `_`).",
    ),
  ),
]);

export const CONFIGURATION_OPERATIONS: readonly Operation[] = [
  ...configurationCalls({
    area: "leads",
    resource: "lead",
    idPrefix: "leads",
    what: "a configuração de leads",
    route: "/lead/how_to.html",
    scopes: { any: ["autoservice"] },
    createBody: leadBody("c2VncmVkby1kYS1sb2phLTEyMw"),
    updateBody: leadBody("bm92by1zZWdyZWRvLWxvamEtMTIz"),
    deleteAnswer: { status: 204, description: "Configuração excluída, sem corpo.", body: "none" },
    errors: [LEAD_FORMAT_ERROR],
    errorsById: [LEAD_NOT_FOUND],
  }),
  ...configurationCalls({
    area: "notifications",
    resource: "notification",
    idPrefix: "notifications",
    what: "a configuração de notificações",
    route: "/webhooks/notifications_configuration.html",
    scopes: {
      any: ["autoupload", "autoservice"],
      note: "Duas leituras: a configuração de notificações pede `autoupload`, mas as rotas ficam sob `/autoservice`, o caminho do escopo `autoservice`. Peça os dois.",
    },
    createBody: {
      mediaType: "application/json",
      shape: notificationShape,
      examples: [
        {
          summary: "Configuração de AD_STATUS",
          value: {
            method: "POST",
            url: "https://integrador.seudominio.com.br/grupo/notification/loja-123",
            media_type: "application/json",
            token: "3f9a7c1e5b2d4e8f",
          },
        },
      ],
    },
    updateBody: {
      mediaType: "application/json",
      shape: notShown("Corpo do `PUT` não documentado; a leitura natural é a configuração completa, como na criação."),
      examples: [],
    },
    deleteAnswer: notDocumented("nem código nem corpo"),
    errors: [],
    errorsById: [],
  }),
];
