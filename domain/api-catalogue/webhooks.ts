/**
 * Calls the marketplace makes to the integrator: a lead, a chat message, an
 * AD_STATUS notification. Bodies are what the integrator's endpoint receives;
 * codes are shown as documented but never enforced (`open`), because these
 * endpoints must accept what arrives (a lead is never sent again).
 */
import { NOTIFICATION_AD_STATUSES, NOTIFICATION_OPERATIONS, REASON_TAGS } from "./code-tables";
import { LIMITS } from "./limits";
import { CHAT_EXAMPLE_IDS } from "./operations/chat";
import { anyOf, arr, codes, field, int, notShown, obj, optional, str, url } from "./shapes";
import { LEAD_FIELDS, leadFieldOverview, type LeadField } from "../ad-catalogue/index";
import { asCodeValues } from "./ad-schema";
import type { CodeValue, Field, Shape, ValuesTable, Webhook } from "./types";

/** "2025-09-15T17:42:05.123": UTC, with milliseconds, without a zone in the text. */
const UTC_WITHOUT_ZONE = "^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}(\\.\\d{1,3})?$";

const openCode = (description: string, values: readonly CodeValue[] = [], valuesTable?: ValuesTable): Shape =>
  str(description, values.length ? { values, open: true, valuesTable } : {});
/** Multi-value codes: an array of strings in the examples, a pipe-joined string ("2|3|4") on the public portal. */
const openCodes = (description: string, values: readonly CodeValue[] = []) =>
  anyOf(
    [arr(openCode("Um código.", values)), str("Códigos separados por `|`.")],
    `${description} Duas leituras: array de códigos, ou os códigos numa string separados por \`|\`.`,
  );

/** One adsInfo field from the lead field list (domain/ad-catalogue/lead-fields.ts), over every category that carries it. */
function adsInfoField(field: LeadField): Field {
  const { param, lookups } = leadFieldOverview(field);
  const tags = field.categories.map((c) => `\`${c}\``).join(", ");
  const description = `${param.description.replace(/\.$/, "")} (categorias ${tags}).`;
  if (lookups.length) return optional(param.name, str(`${description} Id da consulta ${lookups.map((l) => `\`${l.lookup.endpoint}\``).join(" ou ")}.`));
  switch (param.type) {
    case "integer":
      return optional(param.name, int(description));
    case "codes":
      return optional(param.name, openCodes(description, asCodeValues(param.values ?? [])));
    case "code":
    case "year":
      return optional(
        param.name,
        openCode(param.type === "year" ? `${description} Um ano, ou uma das faixas.` : description, asCodeValues(param.values ?? [])),
      );
    default:
      return optional(param.name, str(description));
  }
}

/** adsInfo: the ad's data, sent only for cars (2020), motorcycles (2060) and trucks (2040). */
const ADS_INFO = obj(
  LEAD_FIELDS.map(adsInfoField),
  "Dados do anúncio; só nas categorias `2020` (carros), `2060` (motos) e `2040` (caminhões). Campos e códigos em [Leads com dados do anúncio](/lead/leads_enriched.html).",
);

const LEAD_EXAMPLE = {
  source: "WhatsApp",
  adId: "carro-2024-0001",
  listId: "1234567890",
  linkAd: "https://www.classificados.example/anuncio/1234567890",
  name: "Maria Souza",
  email: "maria.souza@example.com",
  phone: "11987654321",
  message: "Olá! O T-Cross ainda está disponível? Aceita troca?",
  createdAt: "2025-06-10T14:30:00.500Z",
  externalId: "5f0c2a7e-8d4b-4c61-9a3e-0b7d2f1c9e44",
};

export const WEBHOOKS: readonly Webhook[] = [
  {
    id: "lead.delivery",
    summary: "Entrega de lead",
    description: "A cada novo contato num anúncio, o marketplace envia o lead em JSON para a URL da configuração de leads do anunciante.",
    method: "POST",
    target: "a `url` da [configuração de leads](/lead/how_to.html)",
    configuredBy: ["leads.create", "leads.update"],
    body: {
      mediaType: "application/json",
      shape: obj([
        field(
          "source",
          openCode(
            "Origem do contato.",
            codes([
              ["WhatsApp", "contato pelo WhatsApp"],
              ["olx", "contato feito no próprio marketplace"],
            ]),
          ),
        ),
        optional(
          "adId",
          str("O `id` do anúncio no **seu** sistema (enviado na importação). Pode faltar, por exemplo, em anúncio que não veio da sua importação."),
        ),
        field("listId", str("Identificador do anúncio no marketplace.")),
        field("linkAd", url("Link do anúncio no marketplace.")),
        field("name", str("Nome de quem fez o contato.")),
        field("email", str("E-mail de quem fez o contato.")),
        optional(
          "phone",
          str(`Telefone de quem fez o contato: só dígitos, até ${LIMITS.leadPhoneMaxDigits}, com ou sem DDD.`, {
            pattern: `^\\d{1,${LIMITS.leadPhoneMaxDigits}}$`,
          }),
        ),
        field("message", str("Mensagem escrita pelo comprador.")),
        field("createdAt", str("Quando o lead foi gerado. Ex.: `2025-06-10T14:30:00.500Z` = 11h30 em Brasília (UTC−3).", { format: "date-time" })),
        optional("adsInfo", ADS_INFO),
        optional("externalId", str("Identificador único do lead.")),
      ]),
      examples: [
        { summary: "Lead pelo WhatsApp", value: LEAD_EXAMPLE },
        {
          summary: "Lead de carro com adsInfo",
          value: {
            ...LEAD_EXAMPLE,
            source: "olx",
            adsInfo: {
              subject: "Volkswagen T-Cross 1.4 TSI Highline 2022",
              type: "sell",
              price: 129900,
              zipcode: "01310100",
              regdate: "2022",
              mileage: 38500,
              gearbox: "2",
              fuel: "3",
              owner: "1",
              car_features: ["1", "3", "4", "5"],
              financial: ["2"],
              financial_status: "1",
            },
          },
        },
      ],
    },
    answers: [
      {
        status: "2XX",
        description: `Lead recebido: qualquer 2xx em até ${LIMITS.leadTimeoutSeconds} segundos. Outra resposta, ou nenhuma no prazo, é falha, e o lead não é enviado de novo.`,
        body: notShown("Corpo livre: o marketplace só olha o status."),
      },
    ],
    limits: [`Tempo limite de ${LIMITS.leadTimeoutSeconds} segundos.`, "Sem reenvio."],
    page: { route: "/lead/leads.html" },
  },
  {
    id: "chat.message",
    summary: "Mensagem de chat",
    description: "A cada mensagem nova num anúncio de uma conta com webhook ativo, o marketplace envia a mensagem em JSON para a URL registrada.",
    method: "POST",
    target: "a URL do campo `webhook` da [ativação do chat](/chat/oauth_chat.html#ativar-o-webhook)",
    configuredBy: ["chat.activate"],
    body: {
      mediaType: "application/json",
      shape: obj([
        field("chatId", str("Identificador da conversa. Use-o para agrupar mensagens e para [responder](/chat/send_message.html).")),
        field("message", str("Texto da mensagem.")),
        field(
          "senderType",
          openCode(
            "Tipo de remetente. Duas leituras: a descrição lista `account` e `system`; o exemplo traz `buyer`.",
            codes([
              ["account", "mensagem orgânica"],
              ["system", "mensagem enviada por um sistema"],
            ]),
          ),
        ),
        field("email", str("E-mail do contato da conversa (no exemplo, o comprador).")),
        field("name", str("Nome do contato da conversa.")),
        field("phone", str("Telefone do contato da conversa.")),
        field(
          "messageTimestamp",
          str(
            "Data e hora da mensagem, em UTC, no formato `yyyy-MM-ddTHH:mm:ss.SSS` (hora de 0 a 23, com milissegundos, sem fuso no texto). Ex.: `2025-09-15T17:42:05.123` = 14h42 em Brasília (UTC−3).",
            { pattern: UTC_WITHOUT_ZONE },
          ),
        ),
        field("messageId", str("Identificador da mensagem. Use-o ao [responder](/chat/send_message.html) e para descartar mensagens repetidas.")),
        field(
          "origin",
          openCode(
            "Quem escreveu a mensagem na conversa.",
            codes([
              ["buyer", "o comprador (interessado)"],
              ["seller", "o vendedor (dono do anúncio)"],
            ]),
          ),
        ),
        field("listId", str("Identificador, no marketplace, do anúncio em que a conversa acontece.")),
      ]),
      examples: [
        {
          summary: "Mensagem de um comprador",
          value: {
            chatId: CHAT_EXAMPLE_IDS.chatId,
            message: "Olá! O carro ainda está disponível?",
            senderType: "buyer",
            email: "maria.souza@exemplo.com.br",
            name: "Maria Souza",
            phone: "11987654321",
            messageTimestamp: "2025-09-15T17:42:05.123",
            messageId: CHAT_EXAMPLE_IDS.messageId,
            origin: "buyer",
            listId: "1234567890",
          },
        },
      ],
    },
    answers: [{ status: "2XX", description: "Resposta esperada e reenvio não documentados: responda 2xx logo que gravar a mensagem.", body: notShown() }],
    limits: ["O integrador pode aceitar só o IP de saída do provedor do chat, `54.162.151.93`."],
    page: { route: "/chat/receive_message.html" },
  },
  {
    id: "notification.adStatus",
    summary: "Notificação de status do anúncio",
    description: "Quando o status de um anúncio muda, o marketplace envia uma notificação do tópico `AD_STATUS` para a URL da configuração de notificações.",
    method: "POST",
    target: "a `url` da [configuração de notificações](/webhooks/notifications_configuration.html)",
    configuredBy: ["notifications.create", "notifications.update"],
    body: {
      mediaType: "application/json",
      shape: obj([
        field("id", str("Identificador único da notificação; use-o para descartar repetições.")),
        field("topic", str("Tipo da notificação.", { values: codes([["AD_STATUS", "mudança de status de anúncio"]]) })),
        field(
          "created_at",
          str(
            "Quando o evento aconteceu, em UTC. Ex.: `2025-06-10T18:00:00.123` = 15h00 em Brasília (UTC−3). O valor não traz indicação de fuso: interprete sempre como UTC.",
            {
              pattern: UTC_WITHOUT_ZONE,
            },
          ),
        ),
        field(
          "data",
          obj(
            [
              field(
                "ad",
                obj(
                  [
                    field("id", str("Identificador do anúncio no **seu** sistema (o `id` enviado na importação).")),
                    field("list_id", int("Identificador do anúncio no marketplace (número). Guarde como texto ou inteiro de 64 bits.")),
                    field(
                      "category",
                      int("Código da categoria do anúncio. Ex.: `2020` carros, `1020` apartamentos. Lista em [Categorias](/faq/category.html)."),
                    ),
                    field(
                      "status",
                      openCode("Novo status do anúncio.", NOTIFICATION_AD_STATUSES.values, {
                        title: "Status dos anúncios",
                        route: "/webhooks/notifications_ad_status.html",
                      }),
                    ),
                    field("operation", openCode("Operação feita no anúncio que gerou o aviso.", NOTIFICATION_OPERATIONS.values)),
                    optional(
                      "reason_tag",
                      openCode("Motivo, quando o anúncio é recusado (`refused`).", REASON_TAGS.values, {
                        title: "Motivos de recusa",
                        route: "/anuncio/api/publishing_status.html#motivos-de-recusa",
                      }),
                    ),
                    optional("message", str("Texto explicando o motivo da recusa; textos não documentados, apenas para exibir. Decida pelo `reason_tag`.")),
                  ],
                  "O anúncio cujo status mudou.",
                ),
              ),
              optional("actions", obj([optional("view", url("Link para ver o anúncio no marketplace."))], "Links para ações sobre o anúncio.")),
            ],
            "Dados da notificação, conforme o `topic`.",
          ),
        ),
      ]),
      examples: [
        {
          summary: "Anúncio inserido pela importação e publicado",
          value: {
            id: "191389c3-d42a-464d-9c3f-4edfb6c1fc05",
            topic: "AD_STATUS",
            created_at: "2025-06-10T18:00:00.123",
            data: {
              ad: { id: "carro-2024-0001", list_id: 1234567890, category: 2020, status: "published", operation: "INSERT" },
              actions: { view: "https://www.classificados.example/anuncio/1234567890" },
            },
          },
        },
        {
          summary: "Anúncio recusado, com a tag do motivo (o texto opcional `message` não veio)",
          value: {
            id: "7c0e4b1a-93d2-4f6e-a8b5-2d1c9e0f3a64",
            topic: "AD_STATUS",
            created_at: "2025-06-10T18:07:42.510",
            data: {
              ad: { id: "carro-2024-0002", list_id: 1234567891, category: 2020, status: "refused", operation: "INSERT", reason_tag: "REFUSED_SUSPECT_PRICE" },
            },
          },
        },
      ],
    },
    answers: [
      {
        status: "2XX",
        description: "Resposta esperada e reenvio não documentados; em qual cabeçalho ou campo chega o `token` da configuração, também não.",
        body: notShown(),
      },
    ],
    page: { route: "/webhooks/notifications_model.html" },
  },
];
