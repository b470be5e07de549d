/**
 * Reading JSON: nesting depth checked before any parser runs, JSON.parse for
 * the value (fast), and jsonc-parser only when something must be located —
 * the first syntax error, or the line of a finding. jsonc-parser (VS Code's
 * JSON scanner) reports error offsets the same way in every browser, where
 * JSON.parse's messages differ per engine and rarely say where.
 */
import { findNodeAtLocation, parse, parseTree, printParseErrorCode, type Node, type ParseError } from "jsonc-parser";
import { MAX_DEPTH } from "./limits";

/** Where the nesting first goes deeper than MAX_DEPTH, or -1. Strings are skipped, escapes included. */
export function tooDeepAt(text: string, max = MAX_DEPTH): number {
  let depth = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 34 /* " */) {
      for (i++; i < text.length; i++) {
        const s = text.charCodeAt(i);
        if (s === 92 /* \ */) i++;
        else if (s === 34 || s === 10) break;
      }
    } else if (c === 91 /* [ */ || c === 123 /* { */) {
      if (++depth > max) return i;
    } else if (c === 93 /* ] */ || c === 125 /* } */) depth--;
  }
  return -1;
}

/** pt-BR by jsonc-parser error name (its codes are a const enum, not usable across modules). */
const MESSAGES: Record<string, [string, string]> = {
  InvalidSymbol: ["símbolo inesperado", "Confira aspas, vírgulas e chaves perto deste ponto: textos vão entre aspas duplas (`\"`), números e `true`/`false` sem aspas."],
  InvalidNumberFormat: ["número mal formado", "Escreva o número só com dígitos, sem zero à esquerda, e com ponto como separador decimal."],
  PropertyNameExpected: ["esperava o nome de um campo, entre aspas duplas", "Escreva o nome do campo entre aspas duplas: `\"campo\": valor`."],
  ValueExpected: ["esperava um valor", "Complete o valor (texto entre aspas, número, lista `[]` ou objeto `{}`)."],
  ColonExpected: ["esperava `:` depois do nome do campo", "Separe nome e valor com dois-pontos: `\"campo\": valor`."],
  CommaExpected: ["faltou uma vírgula", "Separe os campos e os itens da lista com vírgula."],
  CloseBraceExpected: ["o objeto não foi fechado", "Feche o objeto com `}` (o conteúdo pode ter sido cortado ao copiar)."],
  CloseBracketExpected: ["a lista não foi fechada", "Feche a lista com `]` (o conteúdo pode ter sido cortado ao copiar)."],
  EndOfFileExpected: ["há conteúdo depois do fim do JSON", "Deixe um só valor na raiz: uma lista `[...]` (arquivo) ou um objeto `{...}` (envelope da API); confira se não sobrou `]` ou `}`."],
  InvalidCommentToken: ["JSON não aceita comentários", "Retire os comentários (`//` e `/* */`)."],
  UnexpectedEndOfComment: ["JSON não aceita comentários", "Retire os comentários (`//` e `/* */`)."],
  UnexpectedEndOfString: ["texto sem aspas de fechamento", "Feche o texto com aspas duplas; uma quebra de linha dentro do texto se escreve `\\n`."],
  UnexpectedEndOfNumber: ["número incompleto", "Complete o número ou retire o sinal que sobrou."],
  InvalidUnicode: ["sequência `\\u` inválida", "Use `\\u` seguido de quatro dígitos hexadecimais, ou escreva o caractere direto (UTF-8)."],
  InvalidEscapeCharacter: ["barra invertida inválida dentro de um texto", "Dentro de texto, escreva `\\\\` para uma barra invertida; escapes válidos: `\\n`, `\\t`, `\\\"`, `\\\\`, `\\/`, `\\u0000`."],
  InvalidCharacter: ["caractere de controle dentro de um texto", "Troque quebras de linha e tabulações dentro de textos por `\\n` e `\\t`."],
};

export type JsonRead = { ok: true; value: unknown } | { ok: false; offset: number; message: string; fix: string };

/** Parses the text; on failure, says where and why in pt-BR. */
export function readJson(text: string): JsonRead {
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch (parseError) {
    const errors: ParseError[] = [];
    parse(text, errors, { disallowComments: true, allowTrailingComma: false, allowEmptyContent: false });
    const first = errors[0];
    if (!first) return { ok: false, offset: 0, message: `JSON inválido (${(parseError as Error).message})`, fix: "Confira a sintaxe do JSON." };
    const at = text.charAt(first.offset);
    const before = text.slice(0, first.offset).trimEnd().slice(-1);
    if ((at === "}" || at === "]") && before === ",") {
      return { ok: false, offset: first.offset, message: `vírgula sobrando antes de \`${at}\``, fix: "Retire a vírgula depois do último item: JSON não aceita vírgula final." };
    }
    if (at === "'") return { ok: false, offset: first.offset, message: "aspas simples", fix: "Use aspas duplas (`\"`) em nomes de campos e textos." };
    if (text.trim() === "") return { ok: false, offset: 0, message: "conteúdo vazio", fix: "Cole o JSON do envelope ou do arquivo." };
    const [message, fix] = MESSAGES[printParseErrorCode(first.error)] ?? ["JSON inválido", "Confira a sintaxe do JSON."];
    return { ok: false, offset: first.offset, message, fix };
  }
}

/** ["ad_list", 0, "params", "fuel"] from "ad_list[0].params.fuel" (and [0, "id"] from "[0].id"). */
export function pathSegments(path: string): (string | number)[] {
  const out: (string | number)[] = [];
  for (const m of path.matchAll(/([^.[\]]+)|\[(\d+)\]/g)) out.push(m[2] !== undefined ? Number(m[2]) : m[1]);
  return out.filter((s) => s !== "$");
}

/** Offsets of values by path, from a syntax tree built on first use (only reports with findings pay for it). */
export class JsonLocator {
  private tree: Node | undefined | null = null;
  constructor(private text: string) {}
  /** Offset of the deepest existing value along the path. */
  offsetOf(path: string): number | undefined {
    if (this.tree === null) this.tree = parseTree(this.text) ?? undefined;
    if (!this.tree) return undefined;
    const segments = pathSegments(path);
    for (let n = segments.length; n >= 0; n--) {
      const node = findNodeAtLocation(this.tree, segments.slice(0, n));
      if (node) return node.parent?.type === "property" && n > 0 && typeof segments[n - 1] === "string" ? node.parent.offset : node.offset;
    }
    return undefined;
  }
}
