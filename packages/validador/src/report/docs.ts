/**
 * The portal page (and section) that documents each finding. Every href is
 * an absolute .html route; anchors are the slugs of headings that exist on
 * those pages (docs.test.ts checks each one against content/, the e2e test
 * against the built site).
 */
import { findCategory } from "../../../../domain/ad-catalogue/categories";
import { specsFor } from "../rules/shared";
import type { DocLink, PayloadFormat } from "../types";

export const API_IMPORT = "/anuncio/api/import.html";
export const JSON_HOME = "/anuncio/json/home.html";
export const XML_HOME = "/anuncio/xml/real_estate/home.html";
export const CAR_LOOKUP = "/anuncio/api/autos/car_models.html";
export const CELLPHONE_LOOKUP = "/anuncio/api/electronics/cellphone_models.html";

const link = (href: string, label: string): DocLink => ({ href, label });

/** Category pages without a "Parâmetros" section: linked without an anchor. */
const NO_PARAM_SECTION = new Set(["/anuncio/json/agro/home.html"]);
/** Category pages with a "Valores descontinuados" section. */
const DEPRECATED_SECTION = new Set([
  "/anuncio/api/autos/sub_auto.html",
  "/anuncio/api/autos/sub_motorcycle.html",
  "/anuncio/api/autos/sub_bus.html",
  "/anuncio/json/autos/sub_auto.html",
  "/anuncio/json/autos/sub_motorcycle.html",
]);
/** Sections of the car page (API) about a few parameters. */
const CAR_SECTIONS: Record<string, [string, string]> = {
  vehicle_tag: ["placa-e-historico-veicular", "Placa e histórico veicular"],
  vehicle_history: ["placa-e-historico-veicular", "Placa e histórico veicular"],
  renavam: ["placa-e-historico-veicular", "Placa e histórico veicular"],
  cpf_cnpj: ["placa-e-historico-veicular", "Placa e histórico veicular"],
  vehicle_brand: ["marca-modelo-e-versao", "Marca, modelo e versão"],
  vehicle_model: ["marca-modelo-e-versao", "Marca, modelo e versão"],
  vehicle_version: ["marca-modelo-e-versao", "Marca, modelo e versão"],
};

const COMMON_API: Record<string, [string, string]> = {
  operation: ["operacoes", "Operações"],
  images: ["imagens", "Imagens"],
  videos: ["videos", "Vídeos"],
  params: ["parametros-da-categoria", "Parâmetros da categoria"],
};

/** The page documenting a parameter of a category on a channel. */
export function paramDocs(category: number, channel: "api" | "json", param: string, rule?: string): DocLink | undefined {
  const cat = findCategory(category);
  const page = cat?.pages[channel];
  if (!cat || !page) return undefined;
  const spec = cat.channels.includes(channel) ? specsFor(category, channel).find((p) => p.name === param) : undefined;
  if (rule === "param.lookup-id" && spec?.lookup) return link(spec.lookup.route, "Consulta de ids");
  if (rule === "param.deprecated" && DEPRECATED_SECTION.has(page)) return link(`${page}#valores-descontinuados`, `Valores descontinuados: ${cat.name}`);
  if (category === 2020 && channel === "api" && CAR_SECTIONS[param]) return link(`${page}#${CAR_SECTIONS[param][0]}`, CAR_SECTIONS[param][1]);
  return link(NO_PARAM_SECTION.has(page) ? page : `${page}#parametros`, `Parâmetros: ${cat.name}`);
}

/** Where a finding about this field of an ad (or of the payload) is documented. */
export function docsFor(format: PayloadFormat | undefined, rule: string, field: string | undefined, category?: unknown): DocLink | undefined {
  const top = (field ?? "").split(/[.[]/)[0];
  if (rule.startsWith("category.") || rule === "xml.channel" || top === "category") {
    return rule === "category.channel" || rule === "xml.channel"
      ? link("/faq/category.html#categoria-fora-do-canal", "Categoria fora do canal")
      : link("/faq/category.html#tabela-de-codigos", "Tabela de códigos de categoria");
  }
  if (format === "xml" || rule.startsWith("xml.")) return xmlDocs(rule, top);
  if (top === "params" && typeof category === "number" && format) {
    const param = (field ?? "").split(".")[1]?.replace(/\[\d+\]$/, "");
    // Several missing parameters are one finding on `params`: the category's parameter table documents them all.
    if (param || rule === "param.required")
      return (
        paramDocs(category, format, param ?? "", rule) ??
        (format === "api"
          ? link(`${API_IMPORT}#parametros-da-categoria`, "Parâmetros da categoria")
          : link(`${JSON_HOME}#parametros-basicos`, "Parâmetros básicos"))
      );
  }
  if (format === "json") {
    if (rule === "file.type" || rule.startsWith("payload.") || rule.startsWith("json."))
      return link(`${JSON_HOME}#formato-do-arquivo`, "Formato do arquivo JSON");
    if (top === "images") return link("/faq/images.html#regras", "Regras de imagens");
    if (top === "videos") return link(`${API_IMPORT}#videos`, "Vídeos");
    return link(`${JSON_HOME}#parametros-basicos`, "Parâmetros básicos do arquivo JSON");
  }
  if (rule.startsWith("envelope.") || rule.startsWith("payload.") || rule.startsWith("json.") || top === "access_token" || top === "ad_list") {
    return link(`${API_IMPORT}#envelope`, "Envelope da importação");
  }
  if (COMMON_API[top]) return link(`${API_IMPORT}#${COMMON_API[top][0]}`, COMMON_API[top][1]);
  return link(`${API_IMPORT}#regras-de-validacao`, "Regras de validação da importação");
}

function xmlDocs(rule: string, top: string): DocLink {
  if (rule === "xml.syntax" || rule === "xml.encoding" || rule === "payload.encoding" || rule === "xml.declaration")
    return link(`${XML_HOME}#regras-do-arquivo`, "Regras do arquivo XML");
  if (rule === "xml.structure" || rule === "xml.imovel") return link(`${XML_HOME}#estrutura`, "Estrutura do arquivo XML");
  if (rule.startsWith("xml.precedence")) return link(`${XML_HOME}#precedencia-entre-tags`, "Precedência entre tags");
  if (top === "SubTipoImovel" || rule === "xml.title") return link(`${XML_HOME}#subtipos-e-titulo-do-anuncio`, "Subtipos e título do anúncio");
  if (top === "Fotos") return link(`${XML_HOME}#fotos`, "Fotos no XML");
  if (top === "Videos") return link(`${XML_HOME}#video-beta`, "Vídeo no XML");
  if (
    rule === "xml.tag-subtype" ||
    /^Qtd|^(ArCondicionado|SalaGinastica|ArmarioEmbutido|Varanda|AreaServico|Churrasqueira|QuartoWCEmpregada|Piscina|SalaoFestas|Porteiro)$/.test(top)
  ) {
    return link(`${XML_HOME}#tags-de-cada-subtipo`, "Tags de cada subtipo");
  }
  return link(`${XML_HOME}#tags-comuns`, "Tags comuns do XML");
}
