/**
 * pt-BR for a JSON syntax error, with its position. Only the error path runs
 * jsonc-parser (VS Code's JSON scanner): it reports error offsets the same way
 * in every browser, where JSON.parse's messages differ per engine and rarely
 * say where.
 */
import { parse, printParseErrorCode, type ParseError } from "jsonc-parser";

/** pt-BR by jsonc-parser error name (its codes are a const enum, not usable across modules). */
const MESSAGES: Record<string, [string, string]> = {
  InvalidSymbol: [
    "símbolo inesperado",
    'Confira aspas, vírgulas e chaves perto deste ponto: textos vão entre aspas duplas (`"`), números e `true`/`false` sem aspas.',
  ],
  InvalidNumberFormat: ["número mal formado", "Escreva o número só com dígitos, sem zero à esquerda, e com ponto como separador decimal."],
  PropertyNameExpected: ["esperava o nome de um campo, entre aspas duplas", 'Escreva o nome do campo entre aspas duplas: `"campo": valor`.'],
  ValueExpected: ["esperava um valor", "Complete o valor (texto entre aspas, número, lista `[]` ou objeto `{}`)."],
  ColonExpected: ["esperava `:` depois do nome do campo", 'Separe nome e valor com dois-pontos: `"campo": valor`.'],
  CommaExpected: ["faltou uma vírgula", "Separe os campos e os itens da lista com vírgula."],
  CloseBraceExpected: ["o objeto não foi fechado", "Feche o objeto com `}` (o conteúdo pode ter sido cortado ao copiar)."],
  CloseBracketExpected: ["a lista não foi fechada", "Feche a lista com `]` (o conteúdo pode ter sido cortado ao copiar)."],
  EndOfFileExpected: [
    "há conteúdo depois do fim do JSON",
    "Deixe um só valor na raiz: uma lista `[...]` (arquivo) ou um objeto `{...}` (envelope da API); confira se não sobrou `]` ou `}`.",
  ],
  InvalidCommentToken: ["JSON não aceita comentários", "Retire os comentários (`//` e `/* */`)."],
  UnexpectedEndOfComment: ["JSON não aceita comentários", "Retire os comentários (`//` e `/* */`)."],
  UnexpectedEndOfString: ["texto sem aspas de fechamento", "Feche o texto com aspas duplas; uma quebra de linha dentro do texto se escreve `\\n`."],
  UnexpectedEndOfNumber: ["número incompleto", "Complete o número ou retire o sinal que sobrou."],
  InvalidUnicode: ["sequência `\\u` inválida", "Use `\\u` seguido de quatro dígitos hexadecimais, ou escreva o caractere direto (UTF-8)."],
  InvalidEscapeCharacter: [
    "barra invertida inválida dentro de um texto",
    'Dentro de texto, escreva `\\\\` para uma barra invertida; escapes válidos: `\\n`, `\\t`, `\\"`, `\\\\`, `\\/`, `\\u0000`.',
  ],
  InvalidCharacter: ["caractere de controle dentro de um texto", "Troque quebras de linha e tabulações dentro de textos por `\\n` e `\\t`."],
};

export interface JsonSyntaxError {
  /** Offset in the text (characters). */
  offset: number;
  message: string;
  fix: string;
}

/** Where and why the text is not JSON, in pt-BR; `parseError` is JSON.parse's own message, the last resort. */
export function jsonSyntaxError(text: string, parseError: string): JsonSyntaxError {
  const errors: ParseError[] = [];
  parse(text, errors, { disallowComments: true, allowTrailingComma: false, allowEmptyContent: false });
  const first = errors[0];
  if (!first) return { offset: 0, message: `JSON inválido (${parseError})`, fix: "Confira a sintaxe do JSON." };
  const at = text.charAt(first.offset);
  const before = text.slice(0, first.offset).trimEnd().slice(-1);
  if ((at === "}" || at === "]") && before === ",") {
    return {
      offset: first.offset,
      message: `vírgula sobrando antes de \`${at}\``,
      fix: "Retire a vírgula depois do último item: JSON não aceita vírgula final.",
    };
  }
  if (at === "'") return { offset: first.offset, message: "aspas simples", fix: 'Use aspas duplas (`"`) em nomes de campos e textos.' };
  if (text.trim() === "") return { offset: 0, message: "conteúdo vazio", fix: "Cole o JSON do envelope ou do arquivo." };
  const [message, fix] = MESSAGES[printParseErrorCode(first.error)] ?? ["JSON inválido", "Confira a sintaxe do JSON."];
  return { offset: first.offset, message, fix };
}
