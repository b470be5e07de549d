/** Vehicle history (HV) of an imported car: read its status, activate it with the vehicle data, remove it. */
import { HV_RENEWAL_ERRORS, RATE_LIMIT_STATUS } from "../errors";
import { field, notShown, obj, param, str } from "../shapes";
import { VEHICLE_HISTORY_STATUSES } from "../code-tables";
import type { Operation } from "../types";

const PAGE = "/hv/rotas_api_hv.html";
const PATH = "/autoupload/vehicle-histories/{clientAdId}";

const clientAdId = param("clientAdId", str("O `id` do anúncio no **seu** sistema, enviado na importação (não o `list_id`)."));
const scopes = { any: ["autoupload"] } as const;

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
              field("list_id", str("Identificador do anúncio no marketplace; nulo enquanto não existe.", { nullable: true })),
              field("status", str("Status do HV.", { values: VEHICLE_HISTORY_STATUSES.values })),
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
    errors: [...HV_RENEWAL_ERRORS, RATE_LIMIT_STATUS],
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
        field("cpf_cnpj", str("CPF ou CNPJ do proprietário.")),
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
    errors: [...HV_RENEWAL_ERRORS, RATE_LIMIT_STATUS],
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
    errors: [...HV_RENEWAL_ERRORS, RATE_LIMIT_STATUS],
    page: { route: PAGE, anchor: "remover-o-historico-veicular" },
  },
];
