/**
 * Markdown of the tables and examples a page shows for a call or a webhook,
 * rendered from the call catalogue (domain/api-catalogue).
 */
import {
  AREA_LABELS,
  isUndocumented,
  type Answer,
  type CodeTable,
  type DocPage,
  type Example,
  type Operation,
  type RequestBody,
  type Webhook,
} from "../../domain/api-catalogue/index";
import { scopeText } from "../../domain/api-catalogue/text";
import { fieldRows, typeLabel, describeShape, requiredLabel } from "./fields";
import { pageHref } from "./endpoint";
import { code, codeBlock, markdownTable } from "./markdown";

const NOT_DOCUMENTED = "não documentado";
/** An error-table cell the catalogue leaves undocumented; the table says once what it means. */
const BLANK = "—";

/**
 * Path, query and header parameters, the Authorization header, then the body's
 * fields. "Onde" only when something travels outside the body; a webhook's
 * body is what arrives, so its fields are "always present" rather than "required".
 */
export function requestFields(call: Operation | Webhook, nested = true): string {
  const rows: string[][] = [];
  const isOperation = "pathParams" in call;
  if (isOperation) {
    const params = [
      ...call.pathParams.map((p) => ["caminho", p] as const),
      ...(call.query ?? []).map((p) => ["query", p] as const),
      ...(call.headers ?? []).map((p) => ["cabeçalho", p] as const),
    ];
    for (const [where, p] of params) rows.push([code(p.name), where, typeLabel(p.shape), requiredLabel(p.required), describeShape(p.shape)]);
    if (call.auth.kind === "bearer")
      rows.push([code("Authorization"), "cabeçalho", "string", "sim", `${code("Bearer <access_token>")}; ${scopeText(call.auth.scopes)}`.replace(/\.?$/, ".")]);
  }
  for (const row of call.body ? fieldRows(call.body.shape, nested) : []) rows.push([code(row.name), "corpo", row.type, row.required, row.description]);
  if (!rows.length) return "Sem parâmetros nem corpo.";
  const required = isOperation ? "Obrigatório" : "Sempre presente";
  if (rows.every((row) => row[1] === "corpo"))
    return markdownTable(
      ["Campo", "Tipo", required, "Significado"],
      rows.map(([name, , ...rest]) => [name, ...rest]),
    );
  return markdownTable(["Campo", "Onde", "Tipo", required, "Significado"], rows);
}

function answerOf(call: Operation | Webhook, status: string | undefined): Answer {
  const answers = call.answers;
  const answer = status ? answers.find((a) => String(a.status) === status) : (answers.find((a) => a.body !== "none") ?? answers[0]);
  if (!answer) throw new Error(`${call.id} has no answer with status ${status} (has: ${answers.map((a) => a.status).join(", ")})`);
  return answer;
}

export function responseFields(call: Operation | Webhook, status?: string, nested = true): string {
  const answer = answerOf(call, status);
  const heading = `${code(String(answer.status))}: ${answer.description}`;
  if (answer.body === "none") return `${heading} Sem corpo.`;
  if (answer.body.type === "undocumented") return `${heading} ${answer.body.description ?? "Corpo não documentado."}`;
  const rows = fieldRows(answer.body, nested).map((r) => [code(r.name), r.type, r.required, r.description]);
  return `${heading}\n\n${markdownTable(["Campo", "Tipo", "Sempre presente", "Significado"], rows)}`;
}

/** Every documented answer of a call (or what a webhook's endpoint answers): status, meaning, body. */
export function answersTable(call: Operation | Webhook): string {
  const body = (answer: Answer) =>
    answer.body === "none"
      ? "sem corpo"
      : answer.body.type === "undocumented"
        ? (answer.body.description ?? NOT_DOCUMENTED)
        : `JSON (${typeLabel(answer.body)})`;
  const rows = call.answers.map((a) => [code(String(a.status)), a.description, body(a)]);
  return markdownTable(["HTTP", "Significado", "Corpo"], rows);
}

function examplesMarkdown(examples: readonly Example[], asForm = false): string {
  const body = (value: unknown) =>
    asForm ? codeBlock("text", new URLSearchParams(value as Record<string, string>).toString()) : codeBlock("json", JSON.stringify(value, null, 2));
  if (examples.length === 1) return body(examples[0].value);
  return examples.map((e) => `${e.summary}:\n\n${body(e.value)}`).join("\n\n");
}

export function requestExample(call: Operation | Webhook): string {
  const body: RequestBody | undefined = call.body;
  if (!body?.examples.length) throw new Error(`${call.id} has no request example`);
  return examplesMarkdown(body.examples, body.mediaType === "application/x-www-form-urlencoded");
}

export function responseExample(call: Operation | Webhook, status?: string): string {
  const answer = answerOf(call, status);
  if (!answer.examples?.length) throw new Error(`${call.id}: answer ${answer.status} has no example`);
  return examplesMarkdown(answer.examples);
}

/**
 * The call's error catalogue. "O que fazer" only when the catalogue says it
 * for some entry; no "Código" or "Mensagem" column when none is documented
 * (said once under the table instead of in every row). A cell the catalogue
 * leaves undocumented shows "—", and one line under the table says which
 * columns' "—" means "não documentado", rather than the phrase on every row.
 */
export function errorTable(op: Operation): string {
  if (!op.errors.length) return "Erros não documentados.";
  const withAction = op.errors.some((e) => e.action);
  const withReason = op.errors.some((e) => typeof e.reason === "string");
  const withMessage = op.errors.some((e) => typeof e.message === "string");
  const blank = new Set<string>();
  const cell = (column: string, value: string | { undocumented: true }, show = code) => {
    if (typeof value === "string") return show(value);
    blank.add(column);
    return BLANK;
  };
  const rows = op.errors.map((e) => [
    typeof e.status === "number" ? code(String(e.status)) : cell("HTTP", { undocumented: true }),
    ...(withReason ? [cell("Código", e.reason)] : []),
    ...(withMessage ? [e.body === "none" ? "(sem corpo)" : cell("Mensagem", e.message)] : []),
    e.when,
    ...(withAction ? [e.action ?? BLANK] : []),
  ]);
  const headers = ["HTTP", ...(withReason ? ["Código"] : []), ...(withMessage ? ["Mensagem"] : []), "Quando acontece", ...(withAction ? ["O que fazer"] : [])];
  const missing = !withReason
    ? "Códigos e textos das mensagens de erro: não documentados."
    : !withMessage
      ? "Textos das mensagens de erro: não documentados."
      : "";
  const columns = [...blank];
  const blanks = columns.length ? `${BLANK} na coluna${columns.length > 1 ? "s" : ""} ${columns.join(" e ")}: não documentado.` : "";
  return [markdownTable(headers, rows), [blanks, missing].filter(Boolean).join(" ")].filter(Boolean).join("\n\n");
}

const TOKEN_PLACE: Record<Operation["auth"]["kind"], string> = {
  bearer: "cabeçalho",
  "body-token": "corpo JSON",
  "client-form": "formulário",
  browser: "não leva",
};

const pageLink = (label: string, page: DocPage) => `[${label}](${pageHref(page)})`;

/** Every call grouped by area, then the webhooks (when given): each linked to the page that documents it. */
export function operationIndex(operations: readonly Operation[], webhooks: readonly Webhook[]): string {
  const areas = [...new Set(operations.map((o) => o.area))];
  const sections = areas.map((area) => {
    const rows = operations
      .filter((o) => o.area === area)
      .map((o) => [pageLink(o.summary, o.page), code(o.id), `:endpoint{op="${o.id}"}`, TOKEN_PLACE[o.auth.kind]]);
    return `### ${AREA_LABELS[area]}\n\n${markdownTable(["Chamada", "operationId", "Método e caminho", "Token"], rows)}`;
  });
  const hooks = webhooks.map((w) => [pageLink(w.summary, w.page), code(w.id), `${code(w.method)} para ${w.target}`]);
  const hookSection = hooks.length ? [`### Webhooks\n\n${markdownTable(["Entrega", "Nome", "Método e destino"], hooks)}`] : [];
  return [...sections, ...hookSection].join("\n\n");
}

export function codeTable(table: CodeTable): string {
  const rows = table.values.map((v) => [code(String(v.code)), isUndocumented(v.label) ? "sem rótulo publicado" : v.label]);
  const notes = (table.notes ?? []).map((n) => `- ${n}`).join("\n");
  return [markdownTable(["Código", "Rótulo"], rows), notes].filter(Boolean).join("\n\n");
}

/** The file's link, its full address and a command that downloads it. */
/** The downloadable files, each a link (the caller marks them `download`), and the command that fetches the OpenAPI file. */
export function openApiDownload(
  siteUrl: string,
  files: { openApi: string; yaml: string; collection: string; environments: readonly { path: string; name: string }[] },
): string {
  const url = new URL(files.openApi, siteUrl).href;
  const link = (path: string) => `[${path.slice(path.lastIndexOf("/") + 1)}](${path})`;
  return [
    [
      `- ${link(files.openApi)}: a descrição OpenAPI 3.1, em JSON, no endereço ${code(url)};`,
      `- ${link(files.yaml)}: a mesma descrição, em YAML;`,
      `- ${link(files.collection)}: coleção do Postman (formato v2.1) com todas as chamadas, os parâmetros e os corpos de exemplo;`,
      `- ambientes do Postman, com os hosts: ${files.environments.map((e) => `${link(e.path)} (${e.name})`).join(" e ")}.`,
    ].join("\n"),
    codeBlock("bash", `curl -o openapi.json "${url}"`),
  ].join("\n\n");
}
