/** Vehicle history (HV) of an imported car: read its status, activate it with the vehicle data, remove it. */
import { HV_RENEWAL_ERRORS, RATE_LIMIT_STATUS, withActions } from "../errors";
import { field, notShown, obj, param, str } from "../shapes";
import { VEHICLE_HISTORY_STATUSES } from "../code-tables";
import type { Operation } from "../types";

const PAGE = "/hv/rotas_api_hv.html";
const PATH = "/autoupload/vehicle-histories/{clientAdId}";

const clientAdId = param("clientAdId", str("O `id` do anúncio no **seu** sistema, enviado na importação (não o `list_id`)."), true, { example: "carro-48213" });
const scopes = { any: ["autoupload"] } as const;

const errors = [
  ...withActions(HV_RENEWAL_ERRORS, {
    400: "Confira o `clientAdId`, o cabeçalho `Authorization` e, na ativação, o `Content-Type` e os três campos do corpo.",
    401: "Envie `Authorization: Bearer <access_token>` com um token válido de escopo `autoupload`; se preciso, refaça o [OAuth](/anuncio/api/oauth.html).",
    404: "Confira se usou o `id` do seu sistema (não o `list_id`) e se o anúncio foi importado com o token desse anunciante.",
  }),
  RATE_LIMIT_STATUS,
];

export const VEHICLE_HISTORY_OPERATIONS: readonly Operation[] = [
  {
    id: "vehicleHistory.get",
    area: "vehicle-history",
    summary: "Consultar o histórico veicular",
    description: "Status atual do histórico veicular (HV) do anúncio.",
    host: "AUTOUPLOAD_HOST",
    method: "GET",
    path: PATH,
    pathParams: [clientAdId],
    auth: { kind: "bearer", scopes },
    answers: [
      {
        status: 200,
        description: "O HV do anúncio.",
        body: obj([
          field(
            "data",
            obj([
              field(
                "list_id",
                str("Identificador do anúncio no marketplace; nulo enquanto não existe (anúncio ainda não processado, ou HV aguardando dados).", {
                  nullable: true,
                }),
              ),
              field(
                "status",
                str("Status do HV; significados e transições em [Histórico veicular](/hv/home.html#status-do-historico-veicular).", {
                  values: VEHICLE_HISTORY_STATUSES.values,
                }),
              ),
              field("vehicle_tag", str("Placa associada ao HV; nula enquanto não informada.", { nullable: true })),
            ]),
          ),
        ]),
        examples: [
          { summary: "HV disponível", value: { data: { list_id: "1234567890", status: "available", vehicle_tag: "ABC1D23" } } },
          { summary: "HV aguardando os dados do veículo", value: { data: { list_id: null, status: "pending_vehicle_data", vehicle_tag: null } } },
        ],
      },
    ],
    errors,
    page: { route: PAGE, anchor: "consultar-o-historico-veicular" },
  },
  {
    id: "vehicleHistory.activate",
    area: "vehicle-history",
    summary: "Ativar o histórico veicular",
    description: "Envia os dados do veículo e pede o HV. Não faz nada se o HV já está `pending` ou `available`.",
    host: "AUTOUPLOAD_HOST",
    method: "PATCH",
    path: PATH,
    pathParams: [clientAdId],
    auth: { kind: "bearer", scopes },
    body: {
      mediaType: "application/json",
      shape: obj([
        field("renavam", str("Número do RENAVAM do veículo.")),
        field("vehicle_tag", str("Placa do veículo, em maiúsculas.", { pattern: "^[^a-z]+$" })),
        field("cpf_cnpj", str("CPF ou CNPJ do proprietário (os exemplos usam só dígitos).")),
      ]),
      examples: [{ summary: "Dados do veículo", value: { renavam: "12345678901", vehicle_tag: "ABC1D23", cpf_cnpj: "12345678909" } }],
    },
    answers: [
      { status: 200, description: "Ativação aceita, sem corpo.", body: "none" },
      {
        status: "2XX",
        description: "O HV já estava `pending` ou `available`: nada mudou. Código HTTP e texto da mensagem não documentados.",
        body: obj([field("message", str("Aviso de que nada foi alterado; texto não documentado."))]),
      },
    ],
    errors,
    page: { route: PAGE, anchor: "ativar-o-historico-veicular" },
  },
  {
    id: "vehicleHistory.remove",
    area: "vehicle-history",
    summary: "Remover o histórico veicular",
    description: "Remove o HV do anúncio.",
    host: "AUTOUPLOAD_HOST",
    method: "DELETE",
    path: PATH,
    pathParams: [clientAdId],
    auth: { kind: "bearer", scopes },
    answers: [{ status: "2XX", description: "Resposta não documentada (nem código nem corpo).", body: notShown() }],
    errors,
    page: { route: PAGE, anchor: "remover-o-historico-veicular" },
  },
];
