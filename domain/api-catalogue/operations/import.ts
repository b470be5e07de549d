/** Ad import by API: sending, following an import, listing the account's ads, one ad's status. */
import { exampleEnvelope } from "../../ad-catalogue/index";
import {
  AD_STATUSES,
  IMPORT_AD_STATUSES,
  IMPORT_BATCH_STATUSES,
  IMPORT_ERROR_CATEGORIES,
  IMPORT_OPERATIONS,
  IMPORT_STATUS_CODES,
  LISTING_STATUSES,
} from "../code-tables";
import { AD_NOT_FOUND_NO_BODY, LISTING_ERRORS, RATE_LIMIT_STATUS, statusOnly } from "../errors";
import { LIMITS, RATE_LIMIT } from "../limits";
import { arr, dateTime, field, int, map, obj, optional, param, ref, str, url } from "../shapes";
import { undocumented, type Operation, type Shape } from "../types";
import { ACCESS_TOKEN_BODY, AD_URL_EXAMPLE, TOKEN_EXAMPLE } from "./common";

const IMPORT_TOKEN = "5f2c9a7e1b3d4c6a8e0f";

/** message entries: `{"error": CODE}`, with the message codes or the refusal tags. */
const messageEntries: Shape = arr(
  obj([
    field(
      "error",
      str(
        "Código do problema: um [código de mensagem](/anuncio/api/publishing_status.html#codigos-de-mensagem) ou uma [tag de recusa](/anuncio/api/publishing_status.html#motivos-de-recusa).",
      ),
    ),
  ]),
  "Erros ou recusas do anúncio; vazio quando não há problema. Texto das mensagens não documentado.",
);

const importAnswer = obj([
  optional(
    "token",
    str(`Token de importação do lote, para o [status da importação](/anuncio/api/publishing_status.html) por até ${LIMITS.importTokenDays} dias.`),
  ),
  field(
    "statusCode",
    int("Resultado do envio. Baseie a sua lógica neste campo.", {
      values: IMPORT_STATUS_CODES.values,
      valuesTable: { title: "Códigos de statusCode", route: "/anuncio/api/import.html#codigos-de-statuscode" },
    }),
  ),
  field("statusMessage", str("Texto do resultado, em inglês, que acompanha cada `statusCode`; use-o no log, decida pelo `statusCode`.")),
  field(
    "errors",
    arr(
      obj([
        field("id", str("O `id` do anúncio, como enviado.")),
        field("status", str("Situação do anúncio com erro.")),
        field(
          "messages",
          arr(
            obj([
              field(
                "category",
                str("Categoria do erro.", {
                  values: IMPORT_ERROR_CATEGORIES.values,
                  open: true,
                  valuesTable: { title: "Categorias de erro", route: "/anuncio/api/import.html#categorias-de-erro" },
                }),
              ),
            ]),
            "Problemas do anúncio. Os valores de `status`, outros campos e os textos das mensagens não são documentados.",
          ),
        ),
      ]),
      "Anúncios com problema; vazio quando todos passaram.",
    ),
  ),
]);

export const IMPORT_OPERATIONS_LIST: readonly Operation[] = [
  {
    id: "import.submit",
    area: "import",
    summary: "Enviar anúncios",
    description:
      "Envia um lote de anúncios para a conta do anunciante, cada um com a operação `insert`, `edit` ou `delete`. A resposta diz se o lote foi aceito (`statusCode`) e traz o token de importação.",
    host: "AUTOUPLOAD_HOST",
    method: "PUT",
    path: "/autoupload/import",
    pathParams: [],
    auth: { kind: "body-token", field: "access_token", scopes: { any: ["autoupload"] } },
    body: {
      mediaType: "application/json",
      shape: ref("ImportEnvelope", "O token e a lista de anúncios (`ad_list`), com os campos comuns e os `params` de cada categoria."),
      examples: [{ summary: "Um carro (categoria 2020) com insert", value: exampleEnvelope(2020, TOKEN_EXAMPLE) }],
    },
    answers: [
      {
        status: "2XX",
        description: "Resultado do envio no corpo (`statusCode`). O código HTTP desta resposta não é documentado.",
        body: importAnswer,
        examples: [
          { summary: "Lote aceito", value: { token: IMPORT_TOKEN, statusCode: 0, statusMessage: "The ads were imported and will be processed", errors: [] } },
          {
            summary:
              "Lote cancelado (`-4`): o anúncio `carro-0002` veio sem imagens, e por isso nenhum anúncio do lote entrou (o valor de `errors[].status` é ilustrativo)",
            value: {
              token: IMPORT_TOKEN,
              statusCode: -4,
              statusMessage: IMPORT_STATUS_CODES.values.find((v) => v.code === -4)!.label,
              errors: [{ id: "carro-0002", status: "error", messages: [{ category: "NO_IMAGE" }] }],
            },
          },
        ],
      },
    ],
    errors: [RATE_LIMIT_STATUS],
    limits: [
      "Corpo em JSON, UTF-8, com `Content-Type: application/json`, de no máximo 1 MB.",
      `Bloqueio por excesso de requisições: \`statusCode\` \`${RATE_LIMIT.importStatusCode}\`.`,
      "Plano profissional de empresa (Essencial Empresa, Plus Empresa ou Premium Empresa); sem permissão, `statusCode` `-6`.",
      "Um anúncio com erro cancela o lote inteiro (`statusCode` `-4`).",
    ],
    page: { route: "/anuncio/api/import.html" },
  },
  {
    id: "import.status",
    area: "import",
    summary: "Status da importação",
    description: "Andamento de um lote enviado e o resultado de cada anúncio, pelo token de importação.",
    host: "AUTOUPLOAD_HOST",
    method: "POST",
    path: "/autoupload/import/{token}",
    pathParams: [param("token", str("O `token` devolvido pelo [envio de anúncios](/anuncio/api/import.html)."), true, { example: IMPORT_TOKEN })],
    auth: { kind: "body-token", field: "access_token", scopes: { any: ["autoupload"] } },
    body: ACCESS_TOKEN_BODY,
    answers: [
      {
        status: "2XX",
        description: "Andamento do lote e resultado por anúncio. O código HTTP desta resposta não é documentado.",
        body: obj([
          field("autoupload_status", str("Andamento do lote.", { values: IMPORT_BATCH_STATUSES.values })),
          field(
            "ads",
            map(
              "o `id` do anúncio, como enviado",
              obj([
                field(
                  "status",
                  str("Resultado do anúncio.", {
                    values: IMPORT_AD_STATUSES.values,
                    valuesTable: { title: "Status de cada anúncio", route: "/anuncio/api/publishing_status.html#status-de-cada-anuncio" },
                  }),
                ),
                field("operation", str("A operação enviada.", { values: IMPORT_OPERATIONS.values })),
                optional("message", messageEntries),
                optional("list_id", str("Identificador do anúncio no marketplace, usado em [Status do anúncio](/anuncio/api/published_ads_status.html).")),
                optional("url", url("Endereço do anúncio no marketplace.")),
              ]),
              "Um item por anúncio do lote; a chave é o `id` que você enviou.",
            ),
          ),
        ]),
        examples: [
          {
            summary: "Lote concluído, com uma inserção e uma exclusão aceitas",
            value: {
              autoupload_status: "done",
              ads: {
                "carro-0001": { status: "accepted", operation: "insert", message: [], list_id: "1234567890", url: AD_URL_EXAMPLE("1234567890") },
                "carro-0007": { status: "accepted", operation: "delete", message: [], list_id: "1234567801", url: AD_URL_EXAMPLE("1234567801") },
              },
            },
          },
          {
            summary: "Lote ainda em andamento (`pending`): um anúncio aceito, um recusado e um ainda na fila (`queued`)",
            value: {
              autoupload_status: "pending",
              ads: {
                "carro-0001": { status: "accepted", operation: "edit", message: [], list_id: "1234567890", url: AD_URL_EXAMPLE("1234567890") },
                "carro-0003": {
                  status: "refused",
                  operation: "insert",
                  message: [{ error: "REFUSED_SUSPECT_PRICE" }],
                  list_id: "1234567892",
                  url: AD_URL_EXAMPLE("1234567892"),
                },
                "carro-0004": { status: "queued", operation: "insert", message: [] },
              },
            },
          },
        ],
      },
    ],
    errors: [
      statusOnly(
        404,
        `O token tem mais de ${LIMITS.importTokenDays} dias ou não existe.`,
        "Não consulte mais este token. Para a situação atual dos anúncios, use a [listagem](/anuncio/api/published_ads.html).",
      ),
      RATE_LIMIT_STATUS,
    ],
    limits: [`O token de importação vale ${LIMITS.importTokenDays} dias; depois, \`404\`.`, "Edições feitas direto no marketplace não aparecem no token."],
    page: { route: "/anuncio/api/publishing_status.html" },
  },
  {
    id: "ads.list",
    area: "import",
    summary: "Listar anúncios publicados",
    description: "Lista paginada dos anúncios da conta, com o `id` do integrador, o `list_id` do marketplace e o status de cada um.",
    host: "AUTOUPLOAD_HOST",
    method: "GET",
    path: "/autoupload/v1/published",
    pathParams: [],
    query: [
      param("page_token", str("Página a buscar: o `next_token` da resposta anterior. Sem ele, vem a primeira página."), false, { example: "eyJwYWdlIjoyfQ" }),
      param(
        "ads_status",
        str(
          "Só os anúncios com este status; sem ele, vêm todos. O status `queued` também aparece entre os valores de consulta. Como pedir mais de um status na mesma chamada não é documentado: faça uma chamada por status.",
          {
            values: LISTING_STATUSES.values,
            open: true,
            valuesTable: { title: "Status na listagem", route: "/anuncio/api/published_ads.html#status-na-listagem" },
          },
        ),
        false,
        { example: "published" },
      ),
      param("fetch_size", int(`Anúncios por página; padrão ${LIMITS.listingPageSize.default}.`, { minimum: 1, maximum: LIMITS.listingPageSize.max }), false, {
        example: 50,
      }),
    ],
    auth: { kind: "bearer", scopes: { any: ["autoupload", "basic_user_info"] } },
    answers: [
      {
        status: 200,
        description: "Uma página de anúncios.",
        body: obj([
          field(
            "data",
            arr(
              obj([
                field("id", str("O seu identificador do anúncio, o mesmo `id` enviado na importação.")),
                optional("list_id", str("Identificador do anúncio no marketplace; não vem para um anúncio novo, nunca publicado, que ainda está em revisão.")),
                field(
                  "status",
                  str("Status na listagem; valores podem ser incluídos ou removidos no futuro.", {
                    values: LISTING_STATUSES.values,
                    open: true,
                    valuesTable: { title: "Status na listagem", route: "/anuncio/api/published_ads.html#status-na-listagem" },
                  }),
                ),
              ]),
              "Os anúncios desta página.",
            ),
          ),
          field("current_token", str("Token da página devolvida.")),
          field("next_token", str("Token da próxima página, para usar em `page_token`; `null` quando não há mais páginas.", { nullable: true })),
        ]),
        examples: [
          {
            summary: "Uma página com mais páginas depois",
            value: {
              data: [
                { id: "carro-0001", list_id: "1234567890", status: "published" },
                { id: "apto-0042", status: "pending_review" },
              ],
              current_token: "eyJwYWdlIjoxfQ",
              next_token: "eyJwYWdlIjoyfQ",
            },
          },
          {
            summary: "Última página",
            value: { data: [{ id: "apto-0043", list_id: "1234567899", status: "deleted" }], current_token: "eyJwYWdlIjoyfQ", next_token: null },
          },
        ],
      },
    ],
    errors: LISTING_ERRORS,
    limits: [`Até ${LIMITS.listingPageSize.max} anúncios por página.`],
    page: { route: "/anuncio/api/published_ads.html" },
  },
  {
    id: "ads.listDeprecated",
    area: "import",
    summary: "Listar anúncios (descontinuada)",
    description:
      "Listagem antiga, sem paginação: um array com `id` e `list_id` de cada anúncio. Substituída pela [listagem paginada](/anuncio/api/published_ads.html) (`ads.list`).",
    host: "AUTOUPLOAD_HOST",
    method: "POST",
    path: "/autoupload/published",
    pathParams: [],
    auth: { kind: "body-token", field: "access_token", scopes: undocumented() },
    body: ACCESS_TOKEN_BODY,
    answers: [
      {
        status: "2XX",
        description: "Os anúncios da conta. O código HTTP desta resposta não é documentado.",
        body: arr(
          obj([field("id", str("O seu identificador do anúncio, enviado na importação.")), field("list_id", str("Identificador do anúncio no marketplace."))]),
          "Um item por anúncio, sem paginação.",
        ),
        examples: [
          {
            summary: "Dois anúncios",
            value: [
              { id: "carro-0001", list_id: "1234567890" },
              { id: "apto-0042", list_id: "1234567891" },
            ],
          },
        ],
      },
    ],
    errors: [RATE_LIMIT_STATUS],
    page: { route: "/anuncio/api/published_ads_deprecated.html" },
    deprecatedSince: "17/11/2025",
  },
  {
    id: "ads.status",
    area: "import",
    summary: "Status de um anúncio",
    description: "Situação atual de um anúncio pelo `list_id`: status, mensagens de erro ou recusa, URL e data da última atualização.",
    host: "AUTOUPLOAD_HOST",
    method: "GET",
    path: "/autoupload/ads/{list_id}",
    pathParams: [
      param(
        "list_id",
        str(
          "Identificador do anúncio no marketplace. Vem no [status da importação](/anuncio/api/publishing_status.html) e na [listagem](/anuncio/api/published_ads.html). Um anúncio novo ainda em revisão pode não ter `list_id`: acompanhe-o pelo status da importação.",
        ),
        true,
        { example: "1234567890" },
      ),
    ],
    auth: { kind: "bearer", scopes: undocumented("o token do anunciante usado na importação") },
    answers: [
      {
        status: 200,
        description: "O anúncio.",
        body: obj([
          field("id", str("O seu identificador do anúncio, enviado na importação.")),
          field("list_id", str("Identificador do anúncio no marketplace.")),
          field(
            "status",
            str("Status atual.", { values: AD_STATUSES.values, valuesTable: { title: "Status", route: "/anuncio/api/published_ads_status.html#status" } }),
          ),
          field("message", messageEntries),
          field("url", url("Endereço do anúncio no marketplace.")),
          field("last_update", dateTime("Momento da última atualização concluída do anúncio. Em Brasília, subtraia três horas (UTC−3).")),
        ]),
        examples: [
          {
            summary: "Anúncio ativo",
            value: {
              id: "carro-0001",
              list_id: "1234567890",
              status: "accepted",
              message: [],
              url: AD_URL_EXAMPLE("1234567890"),
              last_update: "2026-03-10T15:00:00Z",
            },
          },
          {
            summary: "Anúncio recusado",
            value: {
              id: "carro-0002",
              list_id: "1234567891",
              status: "refused",
              message: [{ error: "REFUSED_GENERIC" }],
              url: AD_URL_EXAMPLE("1234567891"),
              last_update: "2026-03-10T18:30:00Z",
            },
          },
        ],
      },
    ],
    errors: [...LISTING_ERRORS.slice(0, 3), AD_NOT_FOUND_NO_BODY, ...LISTING_ERRORS.slice(3)],
    page: { route: "/anuncio/api/published_ads_status.html" },
  },
];
