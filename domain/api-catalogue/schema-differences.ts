/**
 * Where the ad schemas of /openapi.json and the ad validator cannot give the
 * same verdict, and why. Everything else they judge alike (one-verdict.test.ts
 * runs both over the portal's examples, the validator's real fixtures and a
 * mutation of every field, and fails on a difference missing from this list).
 * Shown on the OpenAPI page (::schema-differences) and in the document.
 */
export interface SchemaDifference {
  /** The validator's rule that reports the case. */
  readonly rule: string;
  /** The schema's verdict where the validator's differs. */
  readonly schema: "accepts" | "refuses";
  /** pt-BR: the case. */
  readonly what: string;
  /** pt-BR: why the two differ. */
  readonly why: string;
}

export const SCHEMA_DIFFERENCES: readonly SchemaDifference[] = [
  {
    rule: "id.repeated",
    schema: "accepts",
    what: "O mesmo `id` em dois anúncios do mesmo envio ou arquivo: o validador recusa, o esquema aceita.",
    why: "O JSON Schema confere cada anúncio sozinho e não compara os itens de uma lista entre si.",
  },
  {
    rule: "field.case",
    schema: "refuses",
    what: "`Subject`, `Body` ou `Phone` com inicial maiúscula: o validador confere como `subject`, `body` e `phone` e só avisa; o esquema não conhece esses nomes e cobra o campo em minúsculas.",
    why: "A tabela de campos da importação escreve os nomes com maiúscula, e todos os exemplos do marketplace em minúsculas; o esquema segue os exemplos, e o validador aceita as duas leituras com um aviso.",
  },
];

/** The list as markdown, one item per difference. */
export const schemaDifferencesText = () => SCHEMA_DIFFERENCES.map((d) => `- ${d.what} ${d.why}`).join("\n");
