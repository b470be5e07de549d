/** Renewal of expired ads, 1 to 100 per call, with a result per ad. */
import { HV_RENEWAL_ERRORS, RATE_LIMIT_STATUS, withActions } from "../errors";
import { LIMITS } from "../limits";
import { arr, bool, codes, field, int, map, obj, optional, param, str } from "../shapes";
import type { Operation } from "../types";

export const RENEWAL_OPERATIONS: readonly Operation[] = [
  {
    id: "renewals.renew",
    area: "renewal",
    summary: "Renovar anúncios",
    description: "Reativa anúncios **expirados**; cada anúncio renovado mantém o mesmo identificador.",
    host: "AUTOUPLOAD_HOST",
    method: "PATCH",
    path: "/autoupload/ads/renewals",
    pathParams: [],
    // The marketplace's own renewal example sends it: `x-correlation-id: 123450987`.
    headers: [
      param("x-correlation-id", str("Id de correlação seu, para achar a chamada nos seus registros (ex.: `123450987`)."), false, { example: "123450987" }),
    ],
    auth: { kind: "bearer", scopes: { any: ["autoupload"] } },
    body: {
      mediaType: "application/json",
      shape: obj([
        field(
          "ids",
          arr(str("Identificador de um anúncio; se é o `id` do integrador ou o `list_id` do marketplace não é documentado."), "Anúncios a renovar.", {
            minItems: LIMITS.renewalIds.min,
            maxItems: LIMITS.renewalIds.max,
          }),
        ),
      ]),
      examples: [{ summary: "Três anúncios", value: { ids: ["123456789", "987654321", "112233445"] } }],
    },
    answers: [
      {
        status: 200,
        description: "O pedido foi processado; o resultado de cada anúncio vem em `results` (uma resposta 200 pode ter falhas).",
        body: obj([
          field(
            "results",
            map(
              "o identificador enviado",
              obj([
                optional("renewed", bool("`true` quando o anúncio foi renovado; só nos sucessos.")),
                optional(
                  "reason",
                  str("Motivo da falha; só nas falhas.", {
                    values: codes([
                      ["AD_NOT_FOUND", "anúncio não encontrado na conta do token"],
                      ["AD_NOT_EXPIRED", "anúncio não está expirado"],
                    ]),
                  }),
                ),
                optional("message", str("Texto da falha, em inglês: `Ad not found.` ou `Ad not expired.`; só nas falhas.")),
              ]),
              "Um item por anúncio enviado.",
            ),
          ),
          field(
            "meta",
            obj(
              [field("success", int("Anúncios renovados.", { minimum: 0 })), field("failed", int("Anúncios não renovados.", { minimum: 0 }))],
              "Resumo da chamada.",
            ),
          ),
        ]),
        examples: [
          {
            summary: "Um renovado, dois com falha",
            value: {
              results: {
                "123456789": { reason: "AD_NOT_FOUND", message: "Ad not found." },
                "987654321": { renewed: true },
                "112233445": { reason: "AD_NOT_EXPIRED", message: "Ad not expired." },
              },
              meta: { success: 1, failed: 2 },
            },
          },
        ],
      },
    ],
    errors: [
      ...withActions(HV_RENEWAL_ERRORS, {
        400: `Envie \`ids\` com ${LIMITS.renewalIds.min} a ${LIMITS.renewalIds.max} identificadores, como JSON.`,
        401: "Envie `Authorization: Bearer <access_token>`; se já envia, obtenha um novo token pelo [fluxo OAuth](/anuncio/api/oauth.html).",
        404: "Confira o método (`PATCH`) e o caminho da chamada. Um anúncio que não existe na conta vem em `results`, como `AD_NOT_FOUND`.",
      }),
      RATE_LIMIT_STATUS,
    ],
    limits: [
      `De ${LIMITS.renewalIds.min} a ${LIMITS.renewalIds.max} anúncios por chamada.`,
      "Só anúncios expirados são renovados.",
      "Aceita o cabeçalho opcional `x-correlation-id`, com um id de correlação seu, para rastrear a chamada.",
    ],
    page: { route: "/renovacao/home.html" },
  },
];
