/**
 * Checks an ad, a JSON file or an API envelope against the catalogue. Pure
 * functions (no DOM, no Node) so a payload validator in the browser can use
 * them as they are. Messages are pt-BR, one per problem, with a JSON path.
 */
import { findCategory } from "./categories";
import { COMMON_FIELDS, LIMITS } from "./common-fields";
import { paramsFor } from "./params/index";
import type { Channel, ParamSpec, XmlSubtypeId } from "./types";
import { XML_TAGS, isXmlTagRequired, subtypeOfValue } from "./xml-real-estate";

export interface Issue {
  /** JSON path of the problem, e.g. "ad_list[0].params.fuel". */
  path: string;
  message: string;
  /** Error code the marketplace gives for this problem, when the specification names one. */
  error?: string;
}

export interface CheckOptions {
  /**
   * "full" (default): every rule, including required fields.
   * "codes": only what is present: category, param names and their values.
   * Useful for partial examples in documentation.
   */
  mode?: "full" | "codes";
  /** Year used as the upper bound of open year ranges (default: current year + 1). */
  currentYear?: number;
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null && !Array.isArray(v);
const isEmpty = (v: unknown) => v === "" || v === null || (Array.isArray(v) && v.length === 0);

function checkParamValue(param: ParamSpec, value: unknown, path: string, options: CheckOptions, issues: Issue[]) {
  const push = (message: string, error?: string) => issues.push({ path, message, ...(error ? { error } : {}) });
  const zeroIsValue = param.values?.some((v) => v.code === "0") ?? false;
  if (isEmpty(value) || ((value === 0 || value === "0") && !zeroIsValue && param.type !== "integer")) {
    push(`"${param.name}" vazio ou 0: omita o parâmetro opcional em vez de enviá-lo sem valor`);
    return;
  }
  const checkCode = (code: unknown, p: string) => {
    if (typeof code !== "string") {
      issues.push({ path: p, message: `"${param.name}" deve ser string (recebido ${JSON.stringify(code)})` });
      return;
    }
    if (param.lookup || param.valuesUnpublished) {
      if (param.lookup && !/^\d+$/.test(code)) issues.push({ path: p, message: `"${param.name}" deve ser um id numérico da consulta ${param.lookup.name}` });
      return;
    }
    if (param.type === "year") {
      const year = Number(code);
      const max = param.years?.max ?? (options.currentYear ?? new Date().getUTCFullYear()) + 1;
      if (/^\d{4}$/.test(code) && year >= (param.years?.min ?? 0) && year <= max) return;
      if (param.values?.some((v) => v.code === code)) return;
      issues.push({ path: p, message: `"${param.name}" = "${code}" fora do intervalo (${param.years?.min} a ${param.years?.max ?? "hoje"}, ou faixa ${param.values?.map((v) => v.code).join("/")})` });
      return;
    }
    const known = param.values?.find((v) => v.code === code);
    if (!known) {
      issues.push({ path: p, message: `"${param.name}" não aceita "${code}" (aceitos: ${param.values?.map((v) => v.code).join(", ")})` });
    } else if (known.deprecated) {
      issues.push({ path: p, message: `"${param.name}" = "${code}" foi descontinuado: ${known.deprecated.replacement}`, ...(known.deprecated.error ? { error: known.deprecated.error } : {}) });
    }
  };
  switch (param.type) {
    case "code":
    case "year":
      if (Array.isArray(value)) push(`"${param.name}" é um único código (string), não um array`);
      else checkCode(value, path);
      break;
    case "codes":
      if (!Array.isArray(value)) push(`"${param.name}" é um array de códigos (ex.: ["1"])`);
      else {
        value.forEach((v, i) => checkCode(v, `${path}[${i}]`));
        if (new Set(value).size !== value.length) push(`"${param.name}" tem códigos repetidos`);
      }
      break;
    case "integer":
      if (typeof value !== "number" || !Number.isInteger(value)) push(`"${param.name}" deve ser um número inteiro, sem aspas`);
      else if (param.min !== undefined && value < param.min) push(`"${param.name}" deve ser pelo menos ${param.min}`);
      break;
    case "numeric-string":
      if (!(typeof value === "string" && /^\d+$/.test(value)) && !(typeof value === "number" && Number.isInteger(value) && value >= 0)) {
        push(`"${param.name}" deve ser uma string numérica (só dígitos)`);
      }
      break;
    case "string":
      if (typeof value !== "string") push(`"${param.name}" deve ser string`);
      else if (param.pattern && !new RegExp(param.pattern).test(value)) push(`"${param.name}" deve estar ${param.patternLabel ?? `no formato ${param.pattern}`}`);
      break;
  }
}

/** Checks the `params` object of an ad of this category on this channel. */
export function checkParams(category: number, channel: "api" | "json", params: unknown, path = "params", options: CheckOptions = {}): Issue[] {
  const issues: Issue[] = [];
  if (!isObject(params)) return [{ path, message: "params deve ser um objeto" }];
  const specs = paramsFor(category, channel);
  for (const [name, value] of Object.entries(params)) {
    const spec = specs.find((p) => p.name === name);
    if (!spec) {
      issues.push({ path: `${path}.${name}`, message: `parâmetro "${name}" não existe na categoria ${category} (${channel})` });
      continue;
    }
    checkParamValue(spec, value, `${path}.${name}`, options, issues);
  }
  if ((options.mode ?? "full") === "full") {
    for (const spec of specs) {
      if (spec.required && !(spec.name in params)) issues.push({ path: `${path}.${spec.name}`, message: `parâmetro obrigatório "${spec.name}" ausente` });
    }
    if (params.vehicle_history === "1") {
      for (const name of ["renavam", "cpf_cnpj"]) {
        if (!params[name]) issues.push({ path: `${path}.${name}`, message: `"${name}" é obrigatório quando vehicle_history = "1"` });
      }
    }
  }
  return issues;
}

/** Checks one ad. */
export function checkAd(ad: unknown, channel: "api" | "json", path = "", options: CheckOptions = {}): Issue[] {
  const full = (options.mode ?? "full") === "full";
  const at = (name: string) => (path ? `${path}.${name}` : name);
  if (!isObject(ad)) return [{ path: path || "$", message: "o anúncio deve ser um objeto" }];
  const issues: Issue[] = [];
  const push = (name: string, message: string, error?: string) => issues.push({ path: at(name), message, ...(error ? { error } : {}) });
  const known = COMMON_FIELDS.filter((f) => f.channels.includes(channel)).map((f) => f.name);
  for (const key of Object.keys(ad)) {
    if (!known.includes(key)) {
      const other = COMMON_FIELDS.find((f) => f.name === key);
      push(key, other ? `"${key}" não existe no canal ${channel} (só em ${other.channels.join(", ")})` : `campo desconhecido "${key}"`);
    }
  }
  if (full || "id" in ad) {
    if (!("id" in ad) || ad.id === "") push("id", "id ausente", "UNDEFINED_AD_ID");
    else if (typeof ad.id !== "string" || !new RegExp(LIMITS.idPattern).test(ad.id)) {
      push("id", "id: string de 1 a 19 caracteres entre letras, dígitos, _, {, } e -");
    }
  }
  if (channel === "api" && (full || "operation" in ad) && !["insert", "edit", "delete"].includes(String(ad.operation))) {
    push("operation", 'operation deve ser "insert", "edit" ou "delete"');
  }
  const isDelete = ad.operation === "delete";
  const category = ad.category;
  if ("category" in ad || (full && !isDelete)) {
    if (typeof category !== "number" || !Number.isInteger(category)) push("category", "category deve ser o código inteiro da subcategoria");
    else if (!findCategory(category)) push("category", `categoria ${category} não existe`);
    else if (!findCategory(category)!.channels.includes(channel)) push("category", `categoria ${category} não é aceita no canal ${channel}`);
  }
  if (full && !isDelete) {
    const need = ["body", "type", "price", "zipcode", "images", ...(category === 2020 ? [] : ["subject"])];
    for (const name of need) if (!(name in ad)) push(name, `campo obrigatório "${name}" ausente`, name === "images" ? "NO_IMAGE" : undefined);
  }
  const text = (name: string, min: number, max: number) => {
    if (!(name in ad)) return;
    const v = ad[name];
    if (typeof v !== "string" || [...v].length < min || [...v].length > max) push(name, `${name}: texto de ${min} a ${max} caracteres`);
  };
  text("subject", LIMITS.subject.min, LIMITS.subject.max);
  text("body", LIMITS.body.min, LIMITS.body.max);
  if ("phone" in ad && channel === "api") {
    const digits = String(ad.phone);
    if (typeof ad.phone !== "number" || !/^\d{10,11}$/.test(digits)) push("phone", "phone: número com DDD, 10 ou 11 dígitos");
  }
  if ("type" in ad && ad.type !== "s" && ad.type !== "u") push("type", 'type deve ser "s" (venda) ou "u" (aluguel)');
  if ("price" in ad && (typeof ad.price !== "number" || !Number.isInteger(ad.price) || ad.price < 0)) push("price", "price: número inteiro, sem centavos");
  if ("zipcode" in ad && (typeof ad.zipcode !== "string" || !/^\d+$/.test(ad.zipcode))) push("zipcode", "zipcode: CEP só com dígitos, dentro de uma string");
  if ("images" in ad) {
    const images = ad.images;
    if (!Array.isArray(images) || images.some((u) => typeof u !== "string" || !/^https?:\/\//.test(u))) push("images", "images: array de URLs");
    else {
      if (full && images.length === 0) push("images", "images: envie pelo menos uma imagem", "NO_IMAGE");
      if (images.length > LIMITS.images.max) push("images", `images: no máximo ${LIMITS.images.max} URLs`);
      if (new Set(images).size !== images.length) push("images", "images: URLs repetidas");
    }
  }
  if ("videos" in ad) {
    const videos = Array.isArray(ad.videos) ? ad.videos : [ad.videos];
    if (videos.some((u) => typeof u !== "string" || !/^https:\/\/(www\.|m\.)?(youtube\.com|youtu\.be)\//.test(u))) {
      push("videos", "videos: só a URL do vídeo no YouTube", "ERROR_VIDEOS_URL_INVALID");
    }
  }
  if ("params" in ad && typeof category === "number" && findCategory(category)?.channels.includes(channel)) {
    issues.push(...checkParams(category, channel, ad.params, at("params"), options));
  } else if (full && !isDelete && typeof category === "number" && findCategory(category)?.channels.includes(channel)) {
    issues.push(...checkParams(category, channel, {}, at("params"), options));
  }
  return issues;
}

function checkAdList(ads: unknown[], channel: "api" | "json", path: string, options: CheckOptions): Issue[] {
  const issues = ads.flatMap((ad, i) => checkAd(ad, channel, `${path}[${i}]`, options));
  const ids = ads.map((a) => (isObject(a) ? a.id : undefined)).filter((id) => id !== undefined);
  const seen = new Set<unknown>();
  for (const id of ids) {
    if (seen.has(id)) issues.push({ path, message: `id "${String(id)}" repetido: cada id aparece uma vez` });
    seen.add(id);
  }
  return issues;
}

/** Checks an API request body: `{ access_token, ad_list }`. */
export function checkEnvelope(body: unknown, options: CheckOptions = {}): Issue[] {
  if (!isObject(body)) return [{ path: "$", message: "o corpo deve ser um objeto com access_token e ad_list" }];
  const issues: Issue[] = [];
  if (typeof body.access_token !== "string" || !body.access_token) issues.push({ path: "access_token", message: "access_token ausente" });
  if (!Array.isArray(body.ad_list)) return [...issues, { path: "ad_list", message: "ad_list deve ser um array de anúncios" }];
  if ((options.mode ?? "full") === "full" && body.ad_list.length === 0) issues.push({ path: "ad_list", message: "ad_list vazio (statusCode -3)" });
  return [...issues, ...checkAdList(body.ad_list, "api", "ad_list", options)];
}

/** Checks a JSON import file: a bare array of ads. */
export function checkJsonFile(file: unknown, options: CheckOptions = {}): Issue[] {
  if (!Array.isArray(file)) return [{ path: "$", message: "o arquivo JSON é um array de anúncios" }];
  return checkAdList(file, "json", "", options);
}

/** Size of a payload in bytes once encoded as UTF-8 (limit: 1 MB). */
export function payloadBytes(payload: unknown): number {
  return new TextEncoder().encode(JSON.stringify(payload)).length;
}

/**
 * Checks one Imovel of the XML feed, as parsed into a plain object
 * (tag → text or number; repeated tags → arrays), e.g. by fast-xml-parser.
 */
export function checkXmlImovel(imovel: unknown, path = "Imovel"): Issue[] {
  if (!isObject(imovel)) return [{ path, message: "Imovel deve conter tags" }];
  const issues: Issue[] = [];
  const text = (v: unknown) => (v === undefined || v === null ? "" : String(v).trim());
  const subValue = text(imovel.SubTipoImovel);
  const subtype = subtypeOfValue(subValue);
  if (!subtype) issues.push({ path: `${path}.SubTipoImovel`, message: `SubTipoImovel "${subValue}" não está na tabela de subtipos` });
  const sid = subtype?.id as XmlSubtypeId | undefined;
  const topTags = new Set(XML_TAGS.map((t) => t.path.split("/")[0]));
  for (const key of Object.keys(imovel)) {
    if (!topTags.has(key)) issues.push({ path: `${path}.${key}`, message: `tag desconhecida <${key}>` });
  }
  for (const tag of XML_TAGS) {
    const [top, ...rest] = tag.path.split("/");
    if (rest.length) continue;
    const value = imovel[top];
    const present = text(value) !== "";
    if (tag.subtypes && sid && !tag.subtypes.includes(sid) && present) {
      issues.push({ path: `${path}.${top}`, message: `<${top}> não se aplica a ${subtype!.name}` });
    }
    if (sid && isXmlTagRequired(tag, sid) && !present) issues.push({ path: `${path}.${top}`, message: `<${top}> é obrigatória` });
    if (!present) continue;
    if (tag.maxLength && [...text(value)].length > tag.maxLength) issues.push({ path: `${path}.${top}`, message: `<${top}>: no máximo ${tag.maxLength} caracteres` });
    if (tag.type === "inteiro" && !/^\d+$/.test(text(value))) issues.push({ path: `${path}.${top}`, message: `<${top}> deve ser um número inteiro` });
    if (tag.range && (Number(text(value)) < tag.range.min || Number(text(value)) > tag.range.max)) {
      issues.push({ path: `${path}.${top}`, message: `<${top}> de ${tag.range.min} a ${tag.range.max}` });
    }
  }
  if (/<[a-z][\s\S]*>/i.test(text(imovel.Observacao))) issues.push({ path: `${path}.Observacao`, message: "Observacao não aceita HTML" });
  if (text(imovel.CEP) && !/\d/.test(text(imovel.CEP))) issues.push({ path: `${path}.CEP`, message: "CEP sem dígitos" });
  if (imovel.Fotos !== undefined && imovel.Fotos !== "") {
    const fotos = isObject(imovel.Fotos) ? imovel.Fotos.Foto : undefined;
    const list = Array.isArray(fotos) ? fotos : fotos === undefined ? [] : [fotos];
    if (!list.length) issues.push({ path: `${path}.Fotos`, message: "Fotos deve conter Foto" });
    list.forEach((f, i) => {
      if (!isObject(f) || !/^https?:\/\//.test(text(f.URLArquivo))) issues.push({ path: `${path}.Fotos.Foto[${i}]`, message: "Foto precisa de URLArquivo com URL pública" });
      else if (f.Principal !== undefined && !["0", "1"].includes(text(f.Principal))) issues.push({ path: `${path}.Fotos.Foto[${i}].Principal`, message: "Principal: 1 marca a foto principal" });
    });
    if (list.filter((f) => isObject(f) && text(f.Principal) === "1").length > 1) issues.push({ path: `${path}.Fotos`, message: "só uma foto pode ter Principal = 1" });
  }
  if (imovel.Videos !== undefined && imovel.Videos !== "") {
    const videos = isObject(imovel.Videos) ? imovel.Videos.Video : undefined;
    const list = Array.isArray(videos) ? videos : videos === undefined ? [] : [videos];
    if (list.length > 1) issues.push({ path: `${path}.Videos`, message: "um vídeo por imóvel" });
    if (list.some((v) => !/^https:\/\/(www\.|m\.)?(youtube\.com|youtu\.be)\//.test(text(v)))) issues.push({ path: `${path}.Videos.Video`, message: "Video: URL do YouTube" });
  }
  return issues;
}

/** Checks a parsed XML feed: { Carga: { Imoveis: { Imovel: [...] } } }. */
export function checkXmlFeed(doc: unknown): Issue[] {
  const carga = isObject(doc) ? doc.Carga : undefined;
  const imoveis = isObject(carga) ? carga.Imoveis : undefined;
  const imovel = isObject(imoveis) ? imoveis.Imovel : undefined;
  if (imovel === undefined) return [{ path: "Carga", message: "estrutura esperada: Carga > Imoveis > Imovel" }];
  const list = Array.isArray(imovel) ? imovel : [imovel];
  const issues = list.flatMap((im, i) => checkXmlImovel(im, `Carga.Imoveis.Imovel[${i}]`));
  const codes = list.map((im) => (isObject(im) ? String(im.CodigoImovel ?? "") : ""));
  const dup = codes.find((c, i) => c && codes.indexOf(c) !== i);
  if (dup) issues.push({ path: "Carga.Imoveis", message: `CodigoImovel "${dup}" repetido` });
  return issues;
}

export type { Channel };
