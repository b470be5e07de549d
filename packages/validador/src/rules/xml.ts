/**
 * One Imovel of the XML feed, as a plain object (tag → text; repeated tags →
 * lists; tags with tags inside → objects): required tags, lengths, integers
 * and ranges, the subtype and the tags it takes, description without HTML,
 * CEP, photos, video, and the precedence rules (what the marketplace ignores
 * is a warning, not an error). XmlFeedChecker adds what needs the whole
 * feed: a CodigoImovel used twice, and unknown tags said once with their count.
 */
import { LIMITS, VIDEO_URL_PATTERN } from "../../../../domain/ad-catalogue/common-fields";
import { XML_TAGS, isXmlTagRequired } from "../../../../domain/ad-catalogue/xml-real-estate";
import type { RuleFinding } from "../types";
import { imageUrlFindings } from "./images";
import { type CheckOptions, finding, isObject } from "./shared";
import { nearMiss } from "./xml-near-miss";
import { subtypeOf, unknownSubtype } from "./xml-subtypes";

const text = (v: unknown) => (v === undefined || v === null || typeof v === "object" ? "" : String(v).trim());
const asList = (v: unknown): unknown[] => (Array.isArray(v) ? v : v === undefined || v === "" ? [] : [v]);
const TOP_TAGS = new Set(XML_TAGS.map((t) => t.path.split("/")[0]));
const SINCE = LIMITS.priceAndImagesRequiredSince;

/** Tags of an Imovel that the feed does not have. */
export const unknownTags = (imovel: unknown): string[] => (isObject(imovel) ? Object.keys(imovel).filter((k) => !TOP_TAGS.has(k)) : []);

/** Checks one Imovel (unknown tags aside: XmlFeedChecker counts them for the whole feed). */
export function checkXmlImovel(imovel: unknown, path = "Imovel", options: CheckOptions = {}): RuleFinding[] {
  if (!isObject(imovel))
    return [
      finding(
        "error",
        "xml.imovel",
        path,
        "`<Imovel>` sem tags dentro",
        "Dentro de `<Imovel>`, uma tag por campo: `<CodigoImovel>`, `<SubTipoImovel>`, `<CEP>`, `<Observacao>`...",
      ),
    ];
  const out: RuleFinding[] = [];
  const push = (severity: "error" | "warning" | "info", tag: string, rule: string, message: string, fix: string, code?: string) =>
    out.push(finding(severity, rule, `${path}.${tag}`, message, fix, code));
  const has = (tag: string) => text(imovel[tag]) !== "";

  const subValue = text(imovel.SubTipoImovel);
  const subtype = subValue ? subtypeOf(subValue) : undefined;
  if (subValue && !subtype) out.push(unknownSubtype(subValue, `${path}.SubTipoImovel`));

  for (const tag of XML_TAGS) {
    const [top, ...rest] = tag.path.split("/");
    if (!rest.length) checkTopTag(imovel, tag, top, subtype, push);
  }
  if (/<[a-z][\s\S]*>/i.test(text(imovel.Observacao)))
    push("error", "Observacao", "xml.html", "`<Observacao>` com HTML", "Tire as tags HTML (`<br>`, `<p>`, `<b>`...): texto puro, com quebras de linha comuns.");
  const cep = text(imovel.CEP);
  if (cep && !/\d/.test(cep))
    push("error", "CEP", "xml.cep", `CEP "${cep}" sem dígitos`, "Envie o CEP do imóvel com os seus 8 dígitos (ex.: `01310-100`).", "NO_REGION");
  else if (cep && cep.replace(/\D/g, "").length !== 8)
    push(
      "warning",
      "CEP",
      "xml.cep-length",
      `CEP com ${cep.replace(/\D/g, "").length} dígitos (um CEP tem 8)`,
      "Envie os 8 dígitos do CEP (hífen e pontos são removidos).",
      "NO_REGION",
    );

  checkPrecedence(imovel, has, push);
  checkFotos(imovel, path, out);
  checkVideos(imovel, path, out);
  return out;
}

/** One tag directly under `<Imovel>`: required, meant for this subtype, within its length, type and range. */
function checkTopTag(imovel: Record<string, unknown>, tag: (typeof XML_TAGS)[number], top: string, subtype: ReturnType<typeof subtypeOf>, push: Push) {
  const sid = subtype?.id;
  const value = text(imovel[top]);
  // Tags required for every subtype are checked even when the subtype is missing or unknown.
  const required = tag.required || (sid !== undefined && isXmlTagRequired(tag, sid));
  if (!value) {
    if (required) {
      const near = top in imovel ? undefined : nearMiss(imovel, top);
      const message = `\`<${top}>\` obrigatória ausente${top in imovel ? " (está vazia)" : ""}${near ? `; ${near.seen}` : ""}`;
      push(
        "error",
        top,
        "xml.tag-required",
        message,
        near?.fix ?? `Inclua \`<${top}>\` preenchida em cada \`<Imovel>\`${tag.range ? ` (de ${tag.range.min} a ${tag.range.max})` : ""}.`,
      );
    }
    return;
  }
  if (tag.subtypes && sid && !tag.subtypes.includes(sid)) {
    push(
      "warning",
      top,
      "xml.tag-subtype",
      `\`<${top}>\` não se aplica a ${subtype!.name} e seria ignorada`,
      `Retire \`<${top}>\` deste imóvel ou confira o \`SubTipoImovel\`.`,
    );
  }
  if (tag.maxLength && [...value].length > tag.maxLength) {
    push(
      "error",
      top,
      "xml.max-length",
      `\`<${top}>\` com ${[...value].length} caracteres (no máximo ${tag.maxLength})`,
      `Encurte para no máximo ${tag.maxLength} caracteres (tem ${[...value].length}).`,
    );
  }
  if (tag.type === "inteiro" && !/^\d+$/.test(value)) {
    const digits = value.replace(/[.,]\d{1,2}$/, "").replace(/\D/g, "");
    push(
      "error",
      top,
      "xml.integer",
      `\`<${top}>\` "${value}" deve ser um número inteiro`,
      digits ? `Envie só o número inteiro, sem centavos, pontos ou símbolos: \`${digits}\`.` : "Envie só dígitos, sem centavos, pontos ou símbolos.",
    );
  } else if (tag.range && Number(value) > tag.range.max) {
    // "5 ou mais" is the top of the table; the marketplace's own commercial example sends 10, and what it does with that is not documented.
    push(
      "warning",
      top,
      "xml.range",
      `\`<${top}>\` ${value} fora da tabela (de ${tag.range.min} a ${tag.range.max}; \`${tag.range.max}\` vale para ${tag.range.max} ou mais)`,
      `Envie \`${tag.range.max}\` para ${tag.range.max} ou mais.`,
    );
  }
}

/** The tags the marketplace builds a missing title from. */
const TITLE_PARTS = ["SubTipoImovel", "Bairro", "Cidade"];

type Push = (severity: "error" | "warning" | "info", tag: string, rule: string, message: string, fix: string, code?: string) => void;

/** What the marketplace ignores or builds, and the price required since 05/08/2025. */
function checkPrecedence(imovel: Record<string, unknown>, has: (tag: string) => boolean, push: Push) {
  const positive = (tag: string) => has(tag) && text(imovel[tag]) !== "0";
  if (positive("PrecoVenda") && has("PrecoLocacao"))
    push(
      "warning",
      "PrecoLocacao",
      "xml.precedence-price",
      "`PrecoLocacao` será ignorado: `PrecoVenda` está preenchido",
      "Envie só o preço do negócio anunciado: `PrecoVenda` para venda ou `PrecoLocacao` para aluguel.",
    );
  if (has("PrecoLocacaoTemporada") && (positive("PrecoVenda") || positive("PrecoLocacao"))) {
    push(
      "warning",
      "PrecoLocacaoTemporada",
      "xml.precedence-price",
      `\`PrecoLocacaoTemporada\` será ignorado: \`${positive("PrecoVenda") ? "PrecoVenda" : "PrecoLocacao"}\` está preenchido`,
      "Para anunciar por temporada, deixe `PrecoVenda` e `PrecoLocacao` vazios.",
    );
  }
  if (has("AreaTotal") && has("AreaUtil"))
    push(
      "warning",
      "AreaUtil",
      "xml.precedence-area",
      "`AreaUtil` será ignorada: `AreaTotal` está preenchida",
      "Se a área útil é a que deve aparecer, envie-a sem `AreaTotal`.",
    );
  if (has("TituloAnuncio") && has("Titulo"))
    push("info", "Titulo", "xml.precedence-title", "`Titulo` será ignorado: vale `TituloAnuncio`", "Envie só uma das duas tags.");
  if (!has("TituloAnuncio") && !has("Titulo")) {
    // Said in full whatever the ad has: the sentence once stopped at "monta um com " when none of the three was present.
    const missing = TITLE_PARTS.filter((tag) => !has(tag)).map((tag) => `\`${tag}\``);
    const lacking =
      missing.length === TITLE_PARTS.length
        ? "; este imóvel não tem nenhuma das três"
        : missing.length
          ? `; neste imóvel falta${missing.length > 1 ? "m" : ""} ${missing.join(" e ")}`
          : "";
    push(
      "info",
      "TituloAnuncio",
      "xml.title",
      `sem título: o marketplace monta um com o tipo (\`SubTipoImovel\`), o bairro (\`Bairro\`) e a cidade (\`Cidade\`)${lacking}`,
      "Envie `TituloAnuncio` (até 90 caracteres) para escolher o título.",
    );
  }
  if (!["PrecoVenda", "PrecoLocacao", "PrecoLocacaoTemporada"].some(positive)) {
    // The XML tag table marks no price tag as required; the rule for every ad does: a warning, not a refusal.
    push(
      "warning",
      "PrecoVenda",
      "xml.price-missing",
      "imóvel sem preço (`PrecoVenda`, `PrecoLocacao` ou `PrecoLocacaoTemporada` maior que zero)",
      `Envie o preço em reais, inteiro: o preço é obrigatório nos anúncios desde ${SINCE}.`,
    );
  }
}

function checkFotos(imovel: Record<string, unknown>, path: string, out: RuleFinding[]) {
  const at = `${path}.Fotos`;
  if (!("Fotos" in imovel) || imovel.Fotos === "") {
    out.push(
      finding(
        "warning",
        "xml.photos-missing",
        at,
        `imóvel sem fotos${"Fotos" in imovel ? " (`<Fotos>` vazia)" : ""}`,
        `Envie de 1 a 20 \`<Foto>\` em \`<Fotos>\`: a imagem é obrigatória nos anúncios desde ${SINCE}.`,
        "NO_IMAGE",
      ),
    );
    return;
  }
  const fotos = asList(isObject(imovel.Fotos) ? imovel.Fotos.Foto : undefined);
  if (!fotos.length)
    out.push(finding("error", "xml.fotos-empty", at, "`<Fotos>` sem `<Foto>` dentro", "Dentro de `<Fotos>`, um `<Foto>` por imagem, com `<URLArquivo>`."));
  if (fotos.length > LIMITS.images.max)
    out.push(
      finding(
        "warning",
        "xml.photos-max",
        at,
        `${fotos.length} fotos (o limite dos anúncios é ${LIMITS.images.max})`,
        `Envie no máximo ${LIMITS.images.max} fotos; as demais podem ser descartadas.`,
      ),
    );
  const seen = new Map<string, number>();
  let principal = 0;
  fotos.forEach((foto, i) => {
    const fotoPath = `${at}.Foto[${i}]`;
    const url = isObject(foto) ? text(foto.URLArquivo) : "";
    if (!/^https?:\/\//.test(url)) {
      out.push(
        finding(
          "error",
          "xml.foto-url",
          fotoPath,
          "`<Foto>` precisa de `<URLArquivo>` com uma URL pública",
          "Dentro de cada `<Foto>`, envie `<URLArquivo>` com a URL completa da imagem (`https://...`), que o marketplace consiga baixar.",
        ),
      );
      return;
    }
    const main = isObject(foto) ? text(foto.Principal) : "";
    if (main === "1") principal++;
    else if (main !== "" && main !== "0")
      out.push(
        finding(
          "error",
          "xml.foto-principal",
          `${fotoPath}.Principal`,
          `\`<Principal>\` "${main}": \`1\` marca a foto principal`,
          "Use `<Principal>1</Principal>` só na foto principal; nas outras, omita a tag.",
        ),
      );
    if (seen.has(url))
      out.push(
        finding(
          "warning",
          "xml.photo-repeated",
          fotoPath,
          `foto repetida (igual à foto ${seen.get(url)! + 1})`,
          "Tire a foto repetida: cada imagem aparece uma vez.",
        ),
      );
    else seen.set(url, i);
    out.push(...imageUrlFindings(url, `${fotoPath}.URLArquivo`));
  });
  if (principal > 1)
    out.push(
      finding("error", "xml.principal-many", at, `${principal} fotos com \`<Principal>1</Principal>\``, "Deixe `<Principal>1</Principal>` em uma foto só."),
    );
}

function checkVideos(imovel: Record<string, unknown>, path: string, out: RuleFinding[]) {
  if (imovel.Videos === undefined || imovel.Videos === "") return;
  const list = asList(isObject(imovel.Videos) ? imovel.Videos.Video : undefined);
  if (list.some((v) => !VIDEO_URL_PATTERN.test(text(v)))) {
    out.push(
      finding(
        "error",
        "xml.video-url",
        `${path}.Videos.Video`,
        "`<Video>`: só a URL da página do vídeo no YouTube",
        "Envie a URL da página do vídeo no YouTube (ex.: `https://www.youtube.com/watch?v=...`).",
        "ERROR_VIDEOS_URL_INVALID",
      ),
    );
  } else if (list.length > 1) {
    out.push(
      finding(
        "warning",
        "xml.videos-many",
        `${path}.Videos`,
        `${list.length} vídeos: só o primeiro é publicado`,
        "Deixe um `<Video>` só dentro de `<Videos>`.",
      ),
    );
  }
}

/** The whole feed, one Imovel at a time: a CodigoImovel used twice, and unknown tags counted for one summary. */
export class XmlFeedChecker {
  private firstAt = new Map<string, number>();
  private unknown = new Map<string, { count: number; first: string }>();
  constructor(private options: CheckOptions = {}) {}

  check(imovel: unknown, index: number): RuleFinding[] {
    const path = `Carga.Imoveis.Imovel[${index}]`;
    const out = checkXmlImovel(imovel, path, this.options);
    for (const tag of unknownTags(imovel)) {
      const seen = this.unknown.get(tag);
      if (seen) seen.count++;
      else this.unknown.set(tag, { count: 1, first: `${path}.${tag}` });
    }
    const code = isObject(imovel) ? text(imovel.CodigoImovel) : "";
    if (!code) return out;
    const first = this.firstAt.get(code);
    if (first === undefined) this.firstAt.set(code, index);
    else
      out.push(
        finding(
          "error",
          "xml.codigo-repeated",
          `${path}.CodigoImovel`,
          `\`<CodigoImovel>\` "${code}" repetido`,
          `Dê um código próprio a cada imóvel: "${code}" já é o do imóvel ${first + 1}.`,
        ),
      );
    return out;
  }

  /** One warning for every unknown tag of the feed, with how many Imovel carry each; placed at the first one. */
  summary(): RuleFinding[] {
    if (!this.unknown.size) return [];
    const tags = [...this.unknown.entries()].sort((a, b) => b[1].count - a[1].count);
    const list = tags.map(([tag, { count }]) => `\`<${tag}>\` (${count.toLocaleString("pt-BR")})`).join(", ");
    const one = tags.length === 1;
    return [
      finding(
        "warning",
        "xml.tag-unknown",
        tags[0][1].first,
        `${one ? "tag que o feed não tem e seria ignorada" : `${tags.length} tags que o feed não tem e seriam ignoradas`}, com o número de imóveis que a trazem: ${list}`,
        "Confira os nomes na tabela de tags (maiúsculas contam). Tags de outros portais (como `<TipoImovel>` ou `<Caracteristicas>`) podem ficar: o marketplace não as lê.",
      ),
    ];
  }
}

const structureFinding = (): RuleFinding =>
  finding(
    "error",
    "xml.structure",
    "Carga",
    "estrutura esperada: `<Carga>` > `<Imoveis>` > `<Imovel>`",
    "Ponha cada imóvel em `<Imovel>`, dentro de `<Imoveis>`, dentro da raiz `<Carga>`.",
  );

/** Checks a parsed XML feed: { Carga: { Imoveis: { Imovel: [...] } } }. */
export function checkXmlFeed(doc: unknown, options: CheckOptions = {}): RuleFinding[] {
  const carga = isObject(doc) ? doc.Carga : undefined;
  const imoveis = isObject(carga) ? carga.Imoveis : undefined;
  const imovel = isObject(imoveis) ? imoveis.Imovel : undefined;
  if (imovel === undefined) return [structureFinding()];
  const feed = new XmlFeedChecker(options);
  return [...asList(imovel).flatMap((im, i) => feed.check(im, i)), ...feed.summary()];
}

export { structureFinding };
