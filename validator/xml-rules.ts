/**
 * XML feed rules beyond the catalogue's tag checks: the precedence rules
 * (what the marketplace ignores is a warning, not an error), the title that
 * gets built when none is sent, price and photos, and a helpful reading of a
 * SubTipoImovel the table does not have (room rental, season, vehicles).
 */
import { LIMITS } from "../ad-catalogue/common-fields";
import { isObject } from "../ad-catalogue/validate";
import { XML_SUBTYPES } from "../ad-catalogue/xml-real-estate";
import { imageUrlFindings } from "./image-urls";
import { foldText } from "../domain/text/fold";
import type { RawFinding } from "./ad-rules";

const text = (v: unknown) => (v === undefined || v === null || typeof v === "object" ? "" : String(v).trim());
const fold = (s: string) => foldText(s).trim();
const asList = (v: unknown): unknown[] => (Array.isArray(v) ? v : v === undefined || v === "" ? [] : [v]);

/** A better explanation for a SubTipoImovel that is not in the table, or undefined. */
export function subtypeHint(value: string): Pick<RawFinding, "rule" | "message" | "fix"> | undefined {
  const folded = fold(value);
  if (!folded) return undefined;
  for (const s of XML_SUBTYPES) {
    const match = s.values.find((v) => fold(v) === folded);
    if (match) return { rule: "xml.subtype", message: `SubTipoImovel "${value}" não está escrito como na tabela`, fix: `Escreva exatamente \`${match}\` (maiúsculas, acentos e barras contam).` };
  }
  if (/quarto|suite|pensionato|republica/.test(folded)) {
    return { rule: "xml.channel", message: `SubTipoImovel "${value}": aluguel de quartos (\`1060\`) não entra por XML`, fix: "Envie este anúncio pela API ou pelo arquivo JSON, na categoria `1060`." };
  }
  if (/temporada|pousada|hostel|chale|ferias/.test(folded)) {
    return { rule: "xml.channel", message: `SubTipoImovel "${value}": temporada (\`1080\`) não entra por XML`, fix: "Envie este anúncio pela API ou pelo arquivo JSON, na categoria `1080`." };
  }
  if (/carro|moto|caminh|onibus|barco|lancha|aeronave|veicul|automovel|trator|celular|peca/.test(folded)) {
    return { rule: "xml.channel", message: `SubTipoImovel "${value}": o arquivo XML aceita só imóveis`, fix: "Envie veículos, peças, agro e celulares pela API (ou, exceto celulares, pelo arquivo JSON)." };
  }
  return undefined;
}

export function checkImovelExtras(imovel: unknown, path: string): RawFinding[] {
  if (!isObject(imovel)) return [];
  const out: RawFinding[] = [];
  const has = (tag: string) => text(imovel[tag]) !== "";
  const push = (f: RawFinding) => out.push(f);

  // Precedence (spec §5): the marketplace ignores these; say so before the reader wonders why a price vanished.
  if (has("PrecoVenda") && has("PrecoLocacao")) {
    push({ severity: "warning", rule: "xml.precedence-price", path: `${path}.PrecoLocacao`, message: "`PrecoLocacao` será ignorado: `PrecoVenda` está preenchido", fix: "Envie só o preço do negócio anunciado: `PrecoVenda` para venda ou `PrecoLocacao` para aluguel." });
  }
  if (has("PrecoLocacaoTemporada") && (has("PrecoVenda") || has("PrecoLocacao"))) {
    push({ severity: "warning", rule: "xml.precedence-price", path: `${path}.PrecoLocacaoTemporada`, message: `\`PrecoLocacaoTemporada\` será ignorado: \`${has("PrecoVenda") ? "PrecoVenda" : "PrecoLocacao"}\` está preenchido`, fix: "Para anunciar por temporada, deixe `PrecoVenda` e `PrecoLocacao` vazios." });
  }
  if (has("AreaTotal") && has("AreaUtil")) {
    push({ severity: "warning", rule: "xml.precedence-area", path: `${path}.AreaUtil`, message: "`AreaUtil` será ignorada: `AreaTotal` está preenchida", fix: "Se a área útil é a que deve aparecer, envie-a sem `AreaTotal`." });
  }
  if (has("TituloAnuncio") && has("Titulo")) {
    push({ severity: "info", rule: "xml.precedence-title", path: `${path}.Titulo`, message: "`Titulo` será ignorado: vale `TituloAnuncio`", fix: "Envie só uma das duas tags." });
  }
  if (!has("TituloAnuncio") && !has("Titulo")) {
    const parts = ["SubTipoImovel", "Bairro", "Cidade"].filter(has);
    push({ severity: "info", rule: "xml.title", path: `${path}.TituloAnuncio`, message: `sem título: o marketplace monta um com ${parts.map((p) => `\`${p}\``).join(", ")}`, fix: "Envie `TituloAnuncio` (até 90 caracteres) para escolher o título." });
  }

  // Price and photos are required in ads since 05/08/2025; the XML tag table does not mark them, so warn.
  if (!has("PrecoVenda") && !has("PrecoLocacao") && !has("PrecoLocacaoTemporada")) {
    push({ severity: "warning", rule: "xml.price-missing", path: `${path}.PrecoVenda`, message: "imóvel sem preço (`PrecoVenda`, `PrecoLocacao` ou `PrecoLocacaoTemporada`)", fix: "Envie o preço em reais, inteiro: o preço é obrigatório nos anúncios desde 05/08/2025." });
  }
  const fotos = asList(isObject(imovel.Fotos) ? imovel.Fotos.Foto : undefined);
  if (fotos.length === 0 && (!("Fotos" in imovel) || text(imovel.Fotos) === "")) {
    push({ severity: "warning", rule: "xml.photos-missing", path: `${path}.Fotos`, message: "imóvel sem fotos", fix: "Envie de 1 a 20 `<Foto>` em `<Fotos>`: a imagem é obrigatória nos anúncios desde 05/08/2025.", code: "NO_IMAGE" });
  }
  if (fotos.length > LIMITS.images.max) {
    push({ severity: "warning", rule: "xml.photos-max", path: `${path}.Fotos`, message: `${fotos.length} fotos (o limite dos anúncios é ${LIMITS.images.max})`, fix: `Envie no máximo ${LIMITS.images.max} fotos; as demais podem ser descartadas.` });
  }
  const seen = new Map<string, number>();
  fotos.forEach((foto, i) => {
    const url = isObject(foto) ? text(foto.URLArquivo) : "";
    if (!/^https?:\/\//.test(url)) return;
    if (seen.has(url)) {
      push({ severity: "warning", rule: "xml.photo-repeated", path: `${path}.Fotos.Foto[${i}]`, message: `foto repetida (igual à foto ${seen.get(url)! + 1})`, fix: "Tire a foto repetida: cada imagem aparece uma vez." });
    } else seen.set(url, i);
    for (const f of imageUrlFindings(url)) push({ ...f, path: `${path}.Fotos.Foto[${i}].URLArquivo` });
  });

  const cep = text(imovel.CEP).replace(/\D/g, "");
  if (cep && cep.length !== 8) {
    push({ severity: "warning", rule: "xml.cep-length", path: `${path}.CEP`, message: `CEP com ${cep.length} dígitos (um CEP tem 8)`, fix: "Envie os 8 dígitos do CEP (hífen e pontos são removidos).", code: "NO_REGION" });
  }
  return out;
}
