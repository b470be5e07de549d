/** Chat: register the webhook that receives the account's messages, remove it, reply to a conversation. */
import { RATE_LIMIT_STATUS, statusOnly } from "../errors";
import { field, notShown, obj, str, url } from "../shapes";
import type { Operation } from "../types";

const CHAT_ID = "b5f1c7e2-8a4d-4c1e-9f3a-2d6e8b0a1c55";
const MESSAGE_ID = "9f8e7d6c-5b4a-4321-8765-0a1b2c3d4e5f";
const NO_BODY = notShown("Sem corpo documentado: o resultado está no código HTTP.");
const INVALID_TOKEN = statusOnly(401, "Token inválido.", "Refaça a [autorização](/chat/oauth_chat.html) com o escopo `chat`.");
const INTERNAL = statusOnly(500, "Erro interno.", "Tente de novo mais tarde, com intervalo crescente entre as tentativas.");

export const CHAT_OPERATIONS: readonly Operation[] = [
  {
    id: "chat.activate",
    area: "chat",
    summary: "Ativar o webhook do chat",
    description: "Registra a URL que recebe as mensagens da conta; chamada de novo com outra URL, atualiza o registro.",
    host: "APPS_HOST",
    method: "POST",
    path: "/autoservice/v1/chat",
    pathParams: [],
    auth: { kind: "bearer", scopes: { any: ["chat"] } },
    body: {
      mediaType: "application/json",
      shape: obj([field("webhook", url("Endereço do seu sistema que recebe as mensagens por `POST`, acessível pela internet."))]),
      examples: [{ summary: "URL do webhook", value: { webhook: "https://crm.exemplo.com.br/chat/webhook" } }],
    },
    answers: [
      { status: 201, description: "Ativação concluída, registro criado (primeira ativação da conta).", body: NO_BODY },
      { status: 200, description: "Ativação concluída, registro atualizado (a conta já tinha webhook).", body: NO_BODY },
    ],
    errors: [INVALID_TOKEN, INTERNAL, RATE_LIMIT_STATUS],
    page: { route: "/chat/oauth_chat.html", anchor: "ativar-o-webhook" },
  },
  {
    id: "chat.deactivate",
    area: "chat",
    summary: "Desativar o webhook do chat",
    description: "Remove o registro do webhook da conta; as mensagens deixam de ser enviadas.",
    host: "APPS_HOST",
    method: "DELETE",
    path: "/autoservice/v1/chat",
    pathParams: [],
    auth: { kind: "bearer", scopes: { any: ["chat"] } },
    answers: [{ status: 200, description: "Desativação concluída; o registro foi removido.", body: NO_BODY }],
    errors: [statusOnly(400, "A conta não existe.", "Confira se o token pertence à conta esperada."), INVALID_TOKEN, INTERNAL, RATE_LIMIT_STATUS],
    page: { route: "/chat/oauth_chat.html", anchor: "desativar-o-webhook" },
  },
  {
    id: "chat.send",
    area: "chat",
    summary: "Responder mensagem",
    description: "Envia uma resposta do vendedor para uma conversa recebida pelo webhook.",
    host: "APPS_HOST",
    method: "POST",
    path: "/autoservice/v1/chat/send",
    pathParams: [],
    auth: { kind: "bearer", scopes: { any: ["chat"] } },
    body: {
      mediaType: "application/json",
      shape: obj([
        field("textMessage", str("Texto da resposta que o comprador vai ver, digitado pelo vendedor no CRM.")),
        field("messageId", str("Identificador da mensagem que você responde: o `messageId` da [mensagem recebida](/chat/receive_message.html).")),
        field("chatId", str("Identificador da conversa: o `chatId` da [mensagem recebida](/chat/receive_message.html).")),
      ]),
      examples: [
        {
          summary: "Resposta a uma mensagem",
          value: { textMessage: "Olá, Maria! Sim, o carro está disponível. Podemos agendar uma visita?", messageId: MESSAGE_ID, chatId: CHAT_ID },
        },
      ],
    },
    answers: [{ status: 200, description: "Mensagem enviada.", body: NO_BODY }],
    errors: [
      statusOnly(400, "Corpo inválido (JSON malformado ou sem um dos três campos).", "Envie os três campos, como JSON, com os valores da mensagem recebida."),
      statusOnly(400, "A conta não tem integração de chat.", "[Ative o webhook](/chat/oauth_chat.html#ativar-o-webhook) da conta antes de responder."),
      statusOnly(
        400,
        "O IP de origem da chamada não pôde ser identificado.",
        "Chame a API diretamente do seu servidor; revise proxies ou gateways que escondem o endereço de origem.",
      ),
      INVALID_TOKEN,
      INTERNAL,
      RATE_LIMIT_STATUS,
    ],
    page: { route: "/chat/send_message.html" },
  },
];

export const CHAT_EXAMPLE_IDS = { chatId: CHAT_ID, messageId: MESSAGE_ID };
