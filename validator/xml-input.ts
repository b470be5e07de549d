/**
 * Reading the XML feed with fast-xml-parser: XMLValidator first (it gives
 * line and column, and walks the text without recursion), then XMLParser in
 * the same shape the catalogue's checker expects. Entity declarations are
 * refused up front: a feed never needs them, and they are how a small file
 * expands into a huge one.
 */
import { XMLParser, XMLValidator } from "fast-xml-parser";

export type XmlRead =
  | { ok: true; doc: unknown }
  | { ok: false; line: number; column?: number; message: string; fix: string };

/** pt-BR for fast-xml-parser's validation messages (English), each with how to fix it. */
function translate(msg: string): [string, string] {
  let m: RegExpMatchArray | null;
  if ((m = msg.match(/^Expected closing tag '(.+)' \(opened in line (\d+), col (\d+)\) instead of closing tag '(.+)'\.$/))) {
    return [`esperava \`</${m[1]}>\` (aberta na linha ${m[2]}, coluna ${m[3]}), mas encontrou \`</${m[4]}>\``, "Feche as tags na ordem inversa da abertura e confira se o nome é o mesmo (maiúsculas contam)."];
  }
  if ((m = msg.match(/^Closing tag '(.+)' has not been opened\.$/))) return [`\`</${m[1]}>\` fecha uma tag que não foi aberta`, `Retire \`</${m[1]}>\` ou abra \`<${m[1]}>\` antes.`];
  if ((m = msg.match(/^Unclosed tag '(.+)'\.$/))) return [`\`<${m[1]}>\` não foi fechada`, `Feche com \`</${m[1]}>\` (o conteúdo pode ter sido cortado ao copiar).`];
  if ((m = msg.match(/^Invalid '\[(.*)\]' found\.$/))) {
    const tags = m[1].replace(/[\s"]/g, "").split(",").filter(Boolean).map((t) => `\`<${t}>\``).join(", ");
    return [`tags abertas e não fechadas: ${tags}`, "Feche cada tag aberta (o conteúdo pode ter sido cortado ao copiar)."];
  }
  if (msg === "char '&' is not expected.") return ["`&` solto no texto", "Escreva `&amp;` no lugar de `&` (e `&lt;` no lugar de `<`)."];
  if ((m = msg.match(/^char '(.)' is not expected\.$/))) return [`caractere \`${m[1]}\` fora de uma tag`, "Todo texto fica dentro de uma tag; no texto, `<` e `&` se escrevem `&lt;` e `&amp;`."];
  if (msg === "Start tag expected.") return ["nenhuma tag encontrada", "O arquivo começa com `<?xml version=\"1.0\" encoding=\"UTF-8\"?>` e a tag `<Carga>`."];
  if (msg === "Multiple possible root nodes found.") return ["mais de uma tag na raiz", "Ponha todo o conteúdo dentro de uma única `<Carga>`."];
  if (msg === "Extra text at the end") return ["texto depois do fim de `</Carga>`", "Retire o que vem depois da última tag."];
  if (msg === "XML declaration allowed only at the start of the document.") return ["a declaração `<?xml ...?>` não está no início", "Deixe `<?xml version=\"1.0\" encoding=\"UTF-8\"?>` como o primeiro conteúdo do arquivo, sem nada antes."];
  if ((m = msg.match(/^Tag '(.+)' is an invalid name\.$/))) return [`\`<${m[1]}>\` não é um nome de tag válido`, "Nomes de tag começam com letra e não têm espaços."];
  if ((m = msg.match(/^Closing tag '(.+)' doesn't have proper closing\.$/))) return [`\`</${m[1]}\` sem \`>\``, `Feche com \`</${m[1]}>\`.`];
  if (/^Invalid space after '<'/.test(msg)) return ["espaço depois de `<`", "Escreva a tag colada: `<Imovel>`; no texto, `<` se escreve `&lt;`."];
  if (/attribute/i.test(msg)) return [`atributo mal formado (${msg})`, "Escreva atributos como `nome=\"valor\"`, com aspas e sem repetir."];
  return [`XML mal formado (${msg})`, "Confira tags, aspas e caracteres especiais perto deste ponto."];
}

/** Validates and parses; on failure, says where and why in pt-BR. */
export function readXml(text: string): XmlRead {
  const entity = text.search(/<!ENTITY/i);
  if (entity !== -1) {
    const line = text.slice(0, entity).split("\n").length;
    return { ok: false, line, message: "declaração de entidade (`<!ENTITY>`) no arquivo", fix: "Retire o `<!DOCTYPE>` com entidades: o feed usa só tags e texto." };
  }
  const result = XMLValidator.validate(text);
  if (result !== true) {
    const [message, fix] = translate(result.err.msg);
    return { ok: false, line: result.err.line ?? 1, column: result.err.col ?? undefined, message, fix };
  }
  try {
    return { ok: true, doc: new XMLParser({ parseTagValue: false }).parse(text) };
  } catch (error) {
    const nested = /nested/i.test((error as Error).message);
    return {
      ok: false,
      line: 1,
      message: nested ? "tags aninhadas demais" : `XML não pôde ser lido (${(error as Error).message})`,
      fix: nested ? "O feed tem só quatro níveis (`Carga`, `Imoveis`, `Imovel`, a tag do campo): confira se não há tags sem fechar." : "Confira a estrutura do XML.",
    };
  }
}

/** The encoding the XML declaration names, if any ("UTF-8", "ISO-8859-1"...). */
export function declaredEncoding(text: string): string | undefined {
  return text.match(/^\s*<\?xml[^>]*\bencoding\s*=\s*["']([^"']+)["']/)?.[1];
}

/** Offsets of tags by feed path ("Carga.Imoveis.Imovel[2].Fotos.Foto[1]"), found by scanning the text. */
export class XmlLocator {
  private imovelStarts: number[] | undefined;
  constructor(private text: string) {}

  /** Start offset of every <Imovel>, in order; comments and CDATA are skipped. */
  imoveis(): number[] {
    if (!this.imovelStarts) {
      this.imovelStarts = [];
      for (const m of this.text.matchAll(/<!--[\s\S]*?-->|<!\[CDATA\[[\s\S]*?\]\]>|<Imovel[\s/>]/g)) {
        if (m[0].startsWith("<Imovel")) this.imovelStarts.push(m.index!);
      }
    }
    return this.imovelStarts;
  }

  offsetOf(path: string): number | undefined {
    const m = path.match(/^Carga\.Imoveis\.Imovel\[(\d+)\](.*)$/);
    if (!m) return path.startsWith("Carga") ? Math.max(0, this.text.indexOf("<Carga")) : undefined;
    const starts = this.imoveis();
    const index = Number(m[1]);
    let at = starts[index];
    if (at === undefined) return undefined;
    const end = starts[index + 1] ?? this.text.length;
    for (const seg of m[2].matchAll(/\.([A-Za-z_][\w-]*)(?:\[(\d+)\])?/g)) {
      let found = at;
      const pattern = new RegExp(`<${seg[1]}[\\s/>]`, "g");
      pattern.lastIndex = at + 1;
      for (let n = 0; n <= Number(seg[2] ?? 0); n++) {
        const hit = pattern.exec(this.text);
        if (!hit || hit.index >= end) return at;
        found = hit.index;
      }
      at = found;
    }
    return at;
  }
}
