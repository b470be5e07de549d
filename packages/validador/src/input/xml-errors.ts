/** pt-BR for saxes' well-formedness errors (English), each with how to fix it. */

const FEED_STARTS = 'O arquivo começa com `<?xml version="1.0" encoding="UTF-8"?>` e a tag `<Carga>`.';

const EXACT: Record<string, [string, string]> = {
  "undefined entity.": [
    "entidade desconhecida (como `&nbsp;`)",
    "XML conhece só `&amp;`, `&lt;`, `&gt;`, `&quot;` e `&apos;`: escreva o caractere direto (UTF-8) ou use `&amp;` para `&`.",
  ],
  "documents may contain only one root.": ["mais de uma tag na raiz", "Ponha todo o conteúdo dentro de uma única `<Carga>`."],
  "text data outside of root node.": ["texto fora da tag raiz", "Todo o conteúdo fica dentro de `<Carga>`; retire o que vem antes ou depois dela."],
  "document must contain a root element.": ["nenhuma tag encontrada", FEED_STARTS],
  "an XML declaration must be at the start of the document.": [
    "a declaração `<?xml ...?>` não está no início",
    'Deixe `<?xml version="1.0" encoding="UTF-8"?>` como o primeiro conteúdo do arquivo, sem nada antes (nem espaços).',
  ],
  "unquoted attribute value.": ["valor de atributo sem aspas", 'Escreva atributos como `nome="valor"`, com aspas.'],
  "disallowed character in entity name.": ["`&` solto no texto", "Escreva `&amp;` no lugar de `&` (e `&lt;` no lugar de `<`)."],
  "disallowed character in tag name.": ["nome de tag inválido", "Nomes de tag começam com letra e não têm espaços; no texto, `<` se escreve `&lt;`."],
  "disallowed first character in tag name.": ["nome de tag inválido", "Nomes de tag começam com letra; no texto, `<` se escreve `&lt;`."],
  "unexpected end.": ["o arquivo termina no meio de uma tag", "Feche cada tag aberta (o conteúdo pode ter sido cortado ao copiar)."],
  "unterminated entity.": ["`&` solto no texto", "Escreva `&amp;` no lugar de `&`."],
  "disallowed character.": ["caractere não permitido em XML", "Retire caracteres de controle (códigos abaixo de 32, exceto tabulação e quebra de linha)."],
};

export interface OpenTag {
  name: string;
  line: number;
  column: number;
}

/** [message, fix] for a saxes error message ("unclosed tag: Imovel", "undefined entity."...), given the tags open at that point. */
export function translateXmlError(raw: string, open: readonly OpenTag[]): [string, string] {
  const msg = raw.replace(/^(?:[^:\d][^:]*:)?\d+:\d+: /, "");
  const exact = EXACT[msg];
  if (exact) return exact;
  const top = open[open.length - 1];
  if (msg === "unexpected close tag." && top) {
    return [
      `esperava \`</${top.name}>\` (aberta na linha ${top.line}, coluna ${top.column}), mas encontrou outra tag de fechamento`,
      "Feche as tags na ordem inversa da abertura e confira se o nome é o mesmo (maiúsculas contam).",
    ];
  }
  if (msg === "unexpected close tag.") return ["tag fechada sem ter sido aberta", "Retire a tag de fechamento que sobra ou abra a tag antes."];
  let m: RegExpMatchArray | null;
  if ((m = msg.match(/^unclosed tag: (.+)$/))) {
    const tags = open.length ? open.map((t) => `\`<${t.name}>\``).join(", ") : `\`<${m[1]}>\``;
    return [
      `tags abertas e não fechadas: ${tags}`,
      "Feche cada tag aberta (o conteúdo pode ter sido cortado ao copiar). Um `&` solto no texto também causa isto: escreva `&amp;`.",
    ];
  }
  if ((m = msg.match(/^unmatched closing tag: (.+)\.?$/)))
    return [`\`</${m[1]}>\` fecha uma tag que não foi aberta`, `Retire \`</${m[1]}>\` ou abra \`<${m[1]}>\` antes.`];
  if (/attribute/i.test(msg)) return [`atributo mal formado (${msg})`, 'Escreva atributos como `nome="valor"`, com aspas e sem repetir.'];
  return [`XML mal formado (${msg})`, "Confira tags, aspas e caracteres especiais perto deste ponto."];
}
