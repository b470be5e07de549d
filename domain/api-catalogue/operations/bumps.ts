/** Plan balance and bumps (highlights that take an ad back to the top of the listings). */
import { ACCOUNT_ERRORS } from "../errors";
import { LIMITS } from "../limits";
import { arr, codes, dateTime, field, int, obj, optional, param, str } from "../shapes";
import { undocumented, type Operation } from "../types";

const balance = (what: string) =>
  obj(
    [
      field("performed", int("Quantidade já usada.", { minimum: 0 })),
      field("available", int("Quantidade que ainda pode ser usada.", { minimum: 0 })),
      field("total", int("Limite contratado.", { minimum: 0 })),
    ],
    what,
  );

const bumpDates = (what: string) =>
  arr(dateTime("Data e hora em UTC."), `${what} De ${LIMITS.bumpDates.min} a ${LIMITS.bumpDates.max} datas, conforme o plano.`);

const PLAN_DATES = { last_renew_date: "2025-09-01T03:00:00Z", next_renew_date: "2025-10-01T03:00:00Z" };
const PLAN_ID = "a3f1c9e2-7b5d-4e8a-9c1f-2d4b6e8f0a13";

const adId = (what: string) => str(`${what} Identificador do anúncio; se é o \`id\` do integrador ou o \`list_id\` do marketplace não é documentado.`);

export const BUMP_OPERATIONS: readonly Operation[] = [
  {
    id: "balance.get",
    area: "bumps",
    summary: "Consultar saldo",
    description: "Limite do plano profissional, o que já foi usado, o que resta e as datas de renovação, em anúncios e destaques.",
    host: "AUTOUPLOAD_HOST",
    method: "GET",
    path: "/autoupload/balance",
    pathParams: [],
    auth: { kind: "bearer", scopes: undocumented("faz parte do grupo de destaques, que usa `autoupload`") },
    answers: [
      {
        status: 200,
        description: "O saldo do plano.",
        body: obj([
          field("id", str("Identificador do plano profissional.")),
          field("name", str("Descrição do plano.")),
          field("ads", balance("Inserções de anúncios.")),
          optional(
            "bumps",
            obj(
              [field("plan", balance("Destaques do plano.")), field("additional", balance("Destaques adicionais, contratados à parte."))],
              "Destaques; ausente em alguns exemplos.",
            ),
          ),
          field("last_renew_date", dateTime("Última renovação do saldo (UTC).")),
          field("next_renew_date", dateTime("Próxima renovação do saldo (UTC).")),
        ]),
        examples: [
          {
            summary: "Plano de 20 anúncios e 5 destaques",
            value: {
              id: PLAN_ID,
              name: "Plano Profissional Autos 20",
              ads: { performed: 12, available: 8, total: 20 },
              bumps: { plan: { performed: 2, available: 3, total: 5 }, additional: { performed: 0, available: 0, total: 0 } },
              ...PLAN_DATES,
            },
          },
          {
            summary: "Sem o objeto bumps",
            value: { id: PLAN_ID, name: "Plano Profissional Imóveis 20", ads: { performed: 5, available: 15, total: 20 }, ...PLAN_DATES },
          },
        ],
      },
    ],
    errors: ACCOUNT_ERRORS,
    limits: ["Só para anunciantes com plano profissional ativo que controla limites (senão `410`)."],
    page: { route: "/destaque/balance_ads.html" },
  },
  {
    id: "bumps.query",
    area: "bumps",
    summary: "Consultar destaques",
    description: "Últimas e próximas datas de volta ao topo de até 10 anúncios, com erro próprio por anúncio.",
    host: "AUTOUPLOAD_HOST",
    method: "GET",
    path: "/autoupload/bump/ads",
    pathParams: [],
    query: [
      param(
        "ad_ids",
        arr(adId("Um anúncio."), `Anúncios a consultar, separados por vírgula. Do ${LIMITS.bumpQueryMaxAds + 1}º em diante são ignorados, sem erro.`),
        true,
        { commaSeparated: true, example: ["1234567890", "1234567891"] },
      ),
    ],
    auth: { kind: "bearer", scopes: { any: ["autoupload"] } },
    answers: [
      {
        status: 200,
        description: "Um item por anúncio consultado: as datas, ou o erro daquele anúncio.",
        body: arr(
          obj([
            field("id", str("Identificador do anúncio consultado.")),
            optional("last_bumps", bumpDates("Últimas idas ao topo.")),
            optional("next_bumps", bumpDates("Próximas idas ao topo agendadas.")),
            optional(
              "reason",
              str("Erro deste anúncio.", {
                values: codes([
                  ["NOT_FOUND", "anúncio não encontrado"],
                  ["UNPROCESSABLE_AD", "anúncio encontrado que não pôde ser processado"],
                ]),
              }),
            ),
            optional("message", str("Texto do erro deste anúncio, para registrar ou exibir.")),
          ]),
        ),
        examples: [
          {
            summary: "Um anúncio com destaque e dois com erro",
            value: [
              { id: "1234567890", last_bumps: ["2025-09-10T12:00:00Z"], next_bumps: ["2025-09-12T12:00:00Z", "2025-09-14T12:00:00Z", "2025-09-16T12:00:00Z"] },
              { id: "1234567891", reason: "NOT_FOUND" },
              { id: "1234567892", reason: "UNPROCESSABLE_AD" },
            ],
          },
        ],
      },
    ],
    errors: ACCOUNT_ERRORS,
    limits: [`Até ${LIMITS.bumpQueryMaxAds} anúncios por chamada.`, "Plano profissional ativo."],
    page: { route: "/destaque/bumps_get.html" },
  },
  {
    id: "bumps.apply",
    area: "bumps",
    summary: "Aplicar destaque",
    description: `Aplica um destaque ao anúncio: ativo por ${LIMITS.bumpWindowDays} dias, nas datas devolvidas em \`next_bumps\`. Um novo destaque no mesmo anúncio só depois desse prazo.`,
    host: "AUTOUPLOAD_HOST",
    method: "PUT",
    path: "/autoupload/bump/ad/{ad_id}",
    pathParams: [param("ad_id", adId("O anúncio a destacar."), true, { example: "1234567890" })],
    auth: { kind: "bearer", scopes: { any: ["autoupload"] } },
    answers: [
      {
        status: 200,
        description: "Destaque aplicado.",
        body: obj([field("next_bumps", bumpDates("Datas agendadas de volta ao topo, dentro da janela de 7 dias."))]),
        examples: [{ summary: "Três idas ao topo agendadas", value: { next_bumps: ["2025-09-15T12:00:00Z", "2025-09-17T12:00:00Z", "2025-09-19T12:00:00Z"] } }],
      },
    ],
    errors: ACCOUNT_ERRORS,
    limits: [`O destaque fica ativo ${LIMITS.bumpWindowDays} dias.`, "Precisa de plano profissional e saldo de destaques (senão `403`)."],
    page: { route: "/destaque/bumps_put.html" },
  },
];
