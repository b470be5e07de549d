/**
 * Where the marketplace does not document a behaviour, the sandbox picks the
 * plainest one and says so: every answer shaped by such a choice carries
 * `X-Sandbox-Assumption: <id>` (ids, ASCII, several joined by ", "), and the
 * README lists each id with its text. GET /_sandbox/assumptions answers this map.
 */
export const ASSUMPTIONS = {
  "http-status": "O código HTTP desta resposta não é documentado (só a classe 2xx): o sandbox responde 200.",
  "message-undocumented": "O texto de `message` deste erro não é documentado: o sandbox envia `Message not documented` no lugar dele.",
  "reason-undocumented":
    "Só o texto deste erro é documentado, não o `reason`: como o corpo de erro do marketplace sempre traz `reason` e `message`, o sandbox envia o `reason` que os outros erros documentados com o mesmo código HTTP trazem (404: `NOT_FOUND`).",
  "auth-error": "O erro de token ausente, inválido ou sem escopo não é documentado para esta chamada: o sandbox responde 401 sem corpo.",
  "scope-error": "O erro de escopo insuficiente não é documentado para esta chamada: o sandbox responde o erro de token inválido dela.",
  "scope-undocumented": "O escopo desta chamada não é documentado: o sandbox aceita qualquer token válido.",
  "import-token": "Token ausente ou inválido na importação não tem resposta documentada: o sandbox responde `statusCode` -6 (sem permissão).",
  "import-unreadable": "Corpo que não é JSON ou não é objeto na importação: o sandbox responde `statusCode` -1 (erro inesperado).",
  "import-category": "Erro do validador sem categoria do marketplace: o sandbox usa o id da regra do validador como `category`.",
  "import-slots": "Sem vagas para todos os anúncios novos, o sandbox responde `statusCode` -7 e não importa nenhum; -8 (importação parcial) não é produzido.",
  "body-too-large": "Corpo acima de 1 MB: a resposta não é documentada; o sandbox responde como a um corpo malformado (na importação, `statusCode` -1).",
  "bad-body":
    "Corpo malformado (JSON inválido ou campo obrigatório faltando) sem erro próprio documentado: o sandbox responde o 400 documentado da chamada, ou 400 sem corpo quando ela não tem nenhum.",
  "bad-query":
    "Parâmetro de consulta inválido (`fetch_size` fora de 1 a 200, `page_token` desconhecido): o sandbox responde o 400 documentado da chamada (`BAD_REQUEST`).",
  "ad-id": "Se a chamada leva o `id` do integrador ou o `list_id` não é documentado: o sandbox aceita os dois.",
  "bump-dates": "As datas de `next_bumps` dividem igualmente a janela de 7 dias (3 datas por padrão, de 1 a 5 conforme o plano).",
  "bump-not-published": "Anúncio ainda não publicado conta como não sincronizado: 422 na aplicação, `UNPROCESSABLE_AD` na consulta.",
  "bump-query-empty": "Consulta de destaques sem `ad_ids`: o sandbox responde 200 com uma lista vazia.",
  "expired-status": "Anúncio expirado aparece como `deleted` no status do anúncio e na listagem, que não têm um status de expirado.",
  "hv-unchanged":
    'Ativação de HV já `pending` ou `available`: código e texto não documentados; o sandbox responde 200 com `{"message": "Vehicle history already requested."}`.',
  "hv-remove": "A remoção do HV não tem resposta documentada: o sandbox responde 200 sem corpo e o HV passa a `user_excluded`.",
  "config-answers":
    "Respostas das configurações de leads e notificações não documentadas: criar responde 201 com a configuração e o `id`; consultar e alterar, 200 com a configuração; excluir notificação, 204.",
  "config-unknown-id":
    'Configuração de notificações com `id` desconhecido: o marketplace não documenta erro para ela (só para a de leads, o 404); o sandbox não inventa um: consultar responde 200 com `{"id": ...}` e nada mais, alterar grava a configuração com esse `id`, excluir responde 204.',
  "chat-no-webhook": "Desativar o chat de uma conta sem webhook: o sandbox responde 400 (o caso documentado “a conta não existe”).",
  "oauth-error-body": 'O corpo dos erros da troca do código não é documentado: o sandbox responde `{"error": "<código>"}`, como a RFC 6749.',
  "oauth-consent": "A página de consentimento do marketplace não é documentada: a do sandbox tem só Aprovar e Negar, e a conta do anunciante num campo.",
  "token-lifetime": "A validade do access token não é documentada: no sandbox ele não expira.",
  "rate-limit-body": "O corpo do 429 só é documentado para saldo, destaques, listagem e status: o sandbox envia o mesmo corpo em toda chamada.",
  "lookups-excerpt": "As consultas respondem os trechos de exemplo do catálogo, quaisquer que sejam os ids pedidos.",
  "unknown-route": "Caminho ou método que não existe na API: o sandbox responde 404 sem corpo.",
  "deprecated-listing": "A listagem antiga continua respondendo, com os cabeçalhos `Deprecation` e `Sunset` (17/11/2025) e `Link` para a listagem paginada.",
} as const;

export type AssumptionId = keyof typeof ASSUMPTIONS;
