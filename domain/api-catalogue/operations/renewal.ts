/** Renewal of expired ads, 1 to 100 per call, with a result per ad. */
import { HV_RENEWAL_ERRORS, RATE_LIMIT_STATUS } from "../errors";
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
    headers: [param("x-correlation-id", str("Um identificador seu para rastrear a chamada nos seus registros."), false)],
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
                optional("reason", str("Motivo da falha; só nas falhas.", { values: codes([["AD_NOT_FOUND", "anúncio não encontrado"], ["AD_NOT_EXPIRED", "anúncio não está expirado"]]) })),
                optional("message", str("Texto da falha: `Ad not found.` ou `Ad not expired.`.")),
              ]),
              "Um item por anúncio enviado.",
            ),
          ),
          field("meta", obj([field("success", int("Anúncios renovados.", { minimum: 0 })), field("failed", int("Anúncios não renovados.", { minimum: 0 }))], "Resumo da chamada.")),
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
    errors: [...HV_RENEWAL_ERRORS, RATE_LIMIT_STATUS],
    limits: [`De ${LIMITS.renewalIds.min} a ${LIMITS.renewalIds.max} anúncios por chamada.`, "Só anúncios expirados são renovados."],
    page: { route: "/renovacao/home.html" },
  },
];
