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
  /** Which rule found it (stable id, e.g. "param.deprecated"), so a report can group, rank or link it. */
  rule?: IssueRule;
  /** pt-BR: how to fix it (inline markdown: `code`). */
  fix?: string;
}

/** Every rule the checker applies; see the push sites below for what each one means. */
export type IssueRule =
  | "param.empty" | "param.not-string" | "param.lookup-id" | "param.year" | "param.value" | "param.deprecated"
  | "param.not-array" | "param.array" | "param.repeated" | "param.integer" | "param.min" | "param.numeric-string"
  | "param.string" | "param.pattern" | "param.unknown" | "param.required" | "param.vehicle-history" | "params.type"
  | "ad.type" | "field.unknown" | "field.channel" | "id.missing" | "id.invalid" | "id.repeated" | "operation.invalid"
  | "category.invalid" | "category.unknown" | "category.channel" | "field.required" | "text.length" | "phone.invalid"
  | "type.invalid" | "price.invalid" | "zipcode.invalid" | "images.invalid" | "images.empty" | "images.max"
  | "images.repeated" | "videos.url" | "envelope.type" | "envelope.token" | "envelope.ad-list" | "envelope.empty"
  | "file.type" | "xml.imovel" | "xml.subtype" | "xml.tag-unknown" | "xml.tag-subtype" | "xml.tag-required"
  | "xml.max-length" | "xml.integer" | "xml.range" | "xml.html" | "xml.cep" | "xml.fotos-empty" | "xml.foto-url"
  | "xml.foto-principal" | "xml.principal-many" | "xml.videos-many" | "xml.video-url" | "xml.structure"
  | "xml.codigo-repeated";

/**
 * A video page on the video site (YouTube): watch?v=, youtu.be/, shorts/,
 * embed/ or live/ followed by the video id. A channel or search page is not a video.
 */
export const VIDEO_URL_PATTERN = /^https:\/\/(?:(?:www\.|m\.)?youtube\.com\/(?:watch\?(?:[^#]*&)?v=|shorts\/|embed\/|live\/)|youtu\.be\/)[\w-]{6,}/;

const codeList = (values: readonly { code: string }[] | undefined) => (values ?? []).map((v) => `\`${v.code}\``).join(", ");

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

export const isObject = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null && !Array.isArray(v);
const isEmpty = (v: unknown) => v === "" || v === null || (Array.isArray(v) && v.length === 0);

function checkParamValue(param: ParamSpec, value: unknown, path: string, options: CheckOptions, issues: Issue[]) {
  const push = (rule: IssueRule, message: string, fix: string, error?: string) => issues.push({ path, message, rule, fix, ...(error ? { error } : {}) });
  const zeroIsValue = param.values?.some((v) => v.code === "0") ?? false;
  if (isEmpty(value) || ((value === 0 || value === "0") && !zeroIsValue && param.type !== "integer")) {
    const fix = param.required
      ? `Envie um valor aceito para \`${param.name}\`${param.values?.length ? ` (${codeList(param.values)})` : ""}.`
      : `Retire \`${param.name}\` do anúncio quando não houver valor: um opcional vazio ou \`0\` faz a operação falhar.`;
    push("param.empty", `"${param.name}" vazio ou 0: omita o parâmetro opcional em vez de enviá-lo sem valor`, fix);
    return;
  }
  const checkCode = (code: unknown, p: string) => {
    if (typeof code !== "string") {
      issues.push({ path: p, rule: "param.not-string", message: `"${param.name}" deve ser string (recebido ${JSON.stringify(code)})`, fix: `Envie o código entre aspas, como texto: \`"${String(code)}"\`.` });
      return;
    }
    if (param.lookup || param.valuesUnpublished) {
      if (param.lookup && !/^\d+$/.test(code)) {
        issues.push({ path: p, rule: "param.lookup-id", message: `"${param.name}" deve ser um id numérico da consulta ${param.lookup.name}`, fix: `Envie o id numérico (como texto) devolvido pela consulta \`${param.lookup.name}\`, não o nome.` });
      }
      return;
    }
    if (param.type === "year") {
      const year = Number(code);
      const max = param.years?.max ?? (options.currentYear ?? new Date().getUTCFullYear()) + 1;
      if (/^\d{4}$/.test(code) && year >= (param.years?.min ?? 0) && year <= max) return;
      if (param.values?.some((v) => v.code === code)) return;
      issues.push({
        path: p,
        rule: "param.year",
        message: `"${param.name}" = "${code}" fora do intervalo (${param.years?.min} a ${param.years?.max ?? "hoje"}, ou faixa ${param.values?.map((v) => v.code).join("/")})`,
        fix: `Envie o ano com quatro dígitos, de \`${param.years?.min}\` a \`${max}\`; antes disso, o código da faixa (${codeList(param.values)}).`,
      });
      return;
    }
    const known = param.values?.find((v) => v.code === code);
    if (!known) {
      issues.push({ path: p, rule: "param.value", message: `"${param.name}" não aceita "${code}" (aceitos: ${param.values?.map((v) => v.code).join(", ")})`, fix: `Use um dos códigos aceitos: ${codeList(param.values?.filter((v) => !v.deprecated))}.` });
    } else if (known.deprecated) {
      issues.push({
        path: p,
        rule: "param.deprecated",
        message: `"${param.name}" = "${code}" foi descontinuado: ${known.deprecated.replacement}`,
        fix: known.deprecated.replacement.charAt(0).toUpperCase() + known.deprecated.replacement.slice(1) + ".",
        ...(known.deprecated.error ? { error: known.deprecated.error } : {}),
      });
    }
  };
  switch (param.type) {
    case "code":
    case "year":
      if (Array.isArray(value)) push("param.array", `"${param.name}" é um único código (string), não um array`, `Envie um só código, como texto: \`"${String(value[0] ?? "1")}"\`, sem colchetes.`);
      else checkCode(value, path);
      break;
    case "codes":
      if (!Array.isArray(value)) push("param.not-array", `"${param.name}" é um array de códigos (ex.: ["1"])`, `Envie uma lista de códigos como texto, mesmo com um só: \`["${String(value)}"]\`.`);
      else {
        value.forEach((v, i) => checkCode(v, `${path}[${i}]`));
        if (new Set(value).size !== value.length) push("param.repeated", `"${param.name}" tem códigos repetidos`, "Envie cada código uma vez só.");
      }
      break;
    case "integer":
      if (typeof value !== "number" || !Number.isInteger(value)) push("param.integer", `"${param.name}" deve ser um número inteiro, sem aspas`, `Envie um número inteiro, sem aspas, pontos nem decimais (ex.: \`45000\`).`);
      else if (param.min !== undefined && value < param.min) push("param.min", `"${param.name}" deve ser pelo menos ${param.min}`, `Envie um valor a partir de \`${param.min}\`.`);
      break;
    case "numeric-string":
      if (!(typeof value === "string" && /^\d+$/.test(value)) && !(typeof value === "number" && Number.isInteger(value) && value >= 0)) {
        push("param.numeric-string", `"${param.name}" deve ser uma string numérica (só dígitos)`, `Envie só dígitos, como texto, sem unidade, ponto ou vírgula (ex.: \`"70"\`).`);
      }
      break;
    case "string":
      if (typeof value !== "string") push("param.string", `"${param.name}" deve ser string`, `Envie \`${param.name}\` como texto, entre aspas.`);
      else if (param.pattern && !new RegExp(param.pattern).test(value)) {
        push("param.pattern", `"${param.name}" deve estar ${param.patternLabel ?? `no formato ${param.pattern}`}`, `Envie \`${param.name}\` ${param.patternLabel ?? `no formato ${param.pattern}`}${param.patternLabel === "em letras maiúsculas" ? `: \`"${value.toUpperCase()}"\`` : ""}.`);
      }
      break;
  }
}

/** Checks the `params` object of an ad of this category on this channel. */
export function checkParams(category: number, channel: "api" | "json", params: unknown, path = "params", options: CheckOptions = {}): Issue[] {
  const issues: Issue[] = [];
  if (!isObject(params)) return [{ path, message: "params deve ser um objeto", rule: "params.type", fix: 'Envie `params` como objeto: `{ "nome": "valor" }` (vazio, `{}`, se a categoria não tiver parâmetros).' }];
  const specs = paramsFor(category, channel);
  for (const [name, value] of Object.entries(params)) {
    const spec = specs.find((p) => p.name === name);
    if (!spec) {
      issues.push({
        path: `${path}.${name}`,
        message: `parâmetro "${name}" não existe na categoria ${category} (${channel})`,
        rule: "param.unknown",
        fix: specs.length ? `Confira o nome na tabela da categoria (aceitos: ${specs.map((p) => `\`${p.name}\``).join(", ")}) ou retire o parâmetro.` : "Esta categoria não tem parâmetros: retire-o.",
      });
      continue;
    }
    checkParamValue(spec, value, `${path}.${name}`, options, issues);
  }
  if ((options.mode ?? "full") === "full") {
    for (const spec of specs) {
      if (spec.required && !(spec.name in params)) {
        const how = spec.lookup
          ? `o id da consulta \`${spec.lookup.name}\``
          : spec.type === "year"
            ? 'o ano com quatro dígitos, como texto (ex.: `"2019"`)'
            : spec.values?.length
              ? `um dos códigos ${codeList(spec.values.filter((v) => !v.deprecated))}`
              : spec.type === "integer"
                ? "um número inteiro, sem aspas"
                : spec.type === "numeric-string"
                  ? "só dígitos, como texto"
                  : "o valor";
        issues.push({ path: `${path}.${spec.name}`, message: `parâmetro obrigatório "${spec.name}" ausente`, rule: "param.required", fix: `Inclua \`${spec.name}\` em \`params\` com ${how}.` });
      }
    }
    if (params.vehicle_history === "1") {
      for (const name of ["renavam", "cpf_cnpj"]) {
        if (!params[name]) {
          issues.push({ path: `${path}.${name}`, message: `"${name}" é obrigatório quando vehicle_history = "1"`, rule: "param.vehicle-history", fix: `Envie \`${name}\` ou retire \`vehicle_history\` (ausente equivale a \`"2"\`, sem histórico).` });
        }
      }
    }
  }
  return issues;
}

/** Checks one ad. */
export function checkAd(ad: unknown, channel: "api" | "json", path = "", options: CheckOptions = {}): Issue[] {
  const full = (options.mode ?? "full") === "full";
  const at = (name: string) => (path ? `${path}.${name}` : name);
  if (!isObject(ad)) return [{ path: path || "$", message: "o anúncio deve ser um objeto", rule: "ad.type", fix: "Cada item da lista é um objeto `{ ... }` com os campos do anúncio." }];
  const issues: Issue[] = [];
  const push = (name: string, rule: IssueRule, message: string, fix: string, error?: string) => issues.push({ path: at(name), message, rule, fix, ...(error ? { error } : {}) });
  const known = COMMON_FIELDS.filter((f) => f.channels.includes(channel)).map((f) => f.name);
  for (const key of Object.keys(ad)) {
    if (!known.includes(key)) {
      const other = COMMON_FIELDS.find((f) => f.name === key);
      if (other) push(key, "field.channel", `"${key}" não existe no canal ${channel} (só em ${other.channels.join(", ")})`, `Retire \`${key}\`: ${channel === "json" ? "no arquivo JSON ele não existe" : "ele não existe neste canal"}.`);
      else push(key, "field.unknown", `campo desconhecido "${key}"`, `Retire \`${key}\` ou, se for um parâmetro da categoria, mova-o para dentro de \`params\`.`);
    }
  }
  if (full || "id" in ad) {
    if (!("id" in ad) || ad.id === "") push("id", "id.missing", "id ausente", "Envie o `id` do anúncio no seu sistema: texto de 1 a 19 caracteres.", "UNDEFINED_AD_ID");
    else if (typeof ad.id !== "string" || !new RegExp(LIMITS.idPattern).test(ad.id)) {
      const fix = typeof ad.id === "number" ? `Envie o id como texto, entre aspas: \`"${ad.id}"\`.` : "Use só letras sem acento, dígitos, `_`, `{`, `}` e `-`, de 1 a 19 caracteres.";
      push("id", "id.invalid", "id: string de 1 a 19 caracteres entre letras, dígitos, _, {, } e -", fix, "UNDEFINED_AD_ID");
    }
  }
  if (channel === "api" && (full || "operation" in ad) && !["insert", "edit", "delete"].includes(String(ad.operation))) {
    push("operation", "operation.invalid", 'operation deve ser "insert", "edit" ou "delete"', "Envie `insert` (anúncio novo), `edit` (alterar) ou `delete` (excluir), em minúsculas.");
  }
  const isDelete = ad.operation === "delete";
  const category = ad.category;
  if ("category" in ad || (full && !isDelete)) {
    if (typeof category !== "number" || !Number.isInteger(category)) {
      const fix = typeof category === "string" && /^\d+$/.test(category) ? `Envie o código como número, sem aspas: \`${category}\`.` : "Envie o código numérico da subcategoria (por exemplo `2020` para carros).";
      push("category", "category.invalid", "category deve ser o código inteiro da subcategoria", fix);
    } else if (!findCategory(category)) push("category", "category.unknown", `categoria ${category} não existe`, "Use o código de uma subcategoria da tabela de categorias (por exemplo `2020`, `1020`, `12180`).");
    else if (!findCategory(category)!.channels.includes(channel)) {
      const accepted = findCategory(category)!.channels.map((c) => (c === "api" ? "pela API" : c === "json" ? "pelo arquivo JSON" : "pelo XML")).join(" ou ");
      push("category", "category.channel", `categoria ${category} não é aceita no canal ${channel}`, `Envie anúncios desta categoria ${accepted}.`);
    }
  }
  if (full && !isDelete) {
    const need = ["body", "type", "price", "zipcode", "images", ...(category === 2020 ? [] : ["subject"])];
    for (const name of need) {
      if (!(name in ad)) push(name, "field.required", `campo obrigatório "${name}" ausente`, `Inclua \`${name}\` no anúncio.`, name === "images" ? "NO_IMAGE" : name === "zipcode" ? "NO_REGION" : undefined);
    }
  }
  const text = (name: string, min: number, max: number) => {
    if (!(name in ad)) return;
    const v = ad[name];
    if (typeof v !== "string" || [...v].length < min || [...v].length > max) {
      const length = typeof v === "string" ? [...v].length : undefined;
      const fix = length === undefined ? `Envie \`${name}\` como texto.` : length > max ? `Encurte para no máximo ${max} caracteres (tem ${length}).` : `Escreva pelo menos ${min} caracteres.`;
      push(name, "text.length", `${name}: texto de ${min} a ${max} caracteres`, fix);
    }
  };
  text("subject", LIMITS.subject.min, LIMITS.subject.max);
  text("body", LIMITS.body.min, LIMITS.body.max);
  if ("phone" in ad && channel === "api") {
    const digits = String(ad.phone);
    if (typeof ad.phone !== "number" || !/^\d{10,11}$/.test(digits)) {
      const onlyDigits = digits.replace(/\D/g, "");
      const fix = typeof ad.phone === "string" && /^\d{10,11}$/.test(onlyDigits) ? `Envie como número, sem aspas nem símbolos: \`${onlyDigits}\`.` : "Envie DDD + número, 10 ou 11 dígitos, como número (ex.: `11987654321`).";
      push("phone", "phone.invalid", "phone: número com DDD, 10 ou 11 dígitos", fix);
    }
  }
  if ("type" in ad && ad.type !== "s" && ad.type !== "u") push("type", "type.invalid", 'type deve ser "s" (venda) ou "u" (aluguel)', "Envie `s` para venda ou `u` para aluguel, em minúsculas.");
  if ("price" in ad && (typeof ad.price !== "number" || !Number.isInteger(ad.price) || ad.price < 0)) {
    const fix = typeof ad.price === "number" && ad.price >= 0 ? `Arredonde para reais inteiros: \`${Math.round(ad.price)}\`.` : "Envie o preço em reais como número inteiro, sem aspas, pontos nem centavos (R$ 45.900,00 vira `45900`).";
    push("price", "price.invalid", "price: número inteiro, sem centavos", fix);
  }
  if ("zipcode" in ad && (typeof ad.zipcode !== "string" || !/^\d+$/.test(ad.zipcode))) {
    const digits = String(ad.zipcode ?? "").replace(/\D/g, "");
    push("zipcode", "zipcode.invalid", "zipcode: CEP só com dígitos, dentro de uma string", digits ? `Envie só os dígitos, entre aspas: \`"${digits}"\`.` : "Envie o CEP só com dígitos, entre aspas (ex.: `\"01310100\"`).", "NO_REGION");
  }
  if ("images" in ad) {
    const images = ad.images;
    if (!Array.isArray(images) || images.some((u) => typeof u !== "string" || !/^https?:\/\//.test(u))) {
      push("images", "images.invalid", "images: array de URLs", 'Envie uma lista de URLs completas, começando por `https://` (ex.: `["https://.../1.jpg"]`).');
    } else {
      if (full && images.length === 0) push("images", "images.empty", "images: envie pelo menos uma imagem", "Envie de 1 a 20 URLs de imagem: desde 05/08/2025 a imagem é obrigatória.", "NO_IMAGE");
      if (images.length > LIMITS.images.max) push("images", "images.max", `images: no máximo ${LIMITS.images.max} URLs`, `Envie no máximo ${LIMITS.images.max} imagens (há ${images.length}).`);
      if (new Set(images).size !== images.length) push("images", "images.repeated", "images: URLs repetidas", "Tire as URLs repetidas: cada imagem aparece uma vez.");
    }
  }
  if ("videos" in ad) {
    const videos = Array.isArray(ad.videos) ? ad.videos : [ad.videos];
    if (videos.some((u) => typeof u !== "string" || !VIDEO_URL_PATTERN.test(u))) {
      push("videos", "videos.url", "videos: só a URL do vídeo no YouTube", "Envie a URL da página do vídeo no YouTube (ex.: `https://www.youtube.com/watch?v=...`), não a de um arquivo, canal ou link encurtado de outro site.", "ERROR_VIDEOS_URL_INVALID");
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
  // Every repetition after the first is reported on the ad that repeats it.
  const firstAt = new Map<unknown, number>();
  ads.forEach((ad, i) => {
    const id = isObject(ad) ? ad.id : undefined;
    if (id === undefined || id === "") return;
    const first = firstAt.get(id);
    if (first === undefined) firstAt.set(id, i);
    else issues.push({ path: `${path}[${i}].id`, message: `id "${String(id)}" repetido: cada id aparece uma vez`, rule: "id.repeated", fix: `Dê um id próprio a cada anúncio: "${String(id)}" já é o do anúncio ${first + 1}.` });
  });
  return issues;
}

/** Checks an API request body: `{ access_token, ad_list }`. */
export function checkEnvelope(body: unknown, options: CheckOptions = {}): Issue[] {
  if (!isObject(body)) return [{ path: "$", message: "o corpo deve ser um objeto com access_token e ad_list", rule: "envelope.type", fix: 'Envie `{ "access_token": "...", "ad_list": [ ... ] }`.' }];
  const issues: Issue[] = [];
  if (typeof body.access_token !== "string" || !body.access_token) issues.push({ path: "access_token", message: "access_token ausente", rule: "envelope.token", fix: "Inclua o `access_token` do anunciante, obtido no OAuth com o escopo `autoupload`." });
  if (!Array.isArray(body.ad_list)) return [...issues, { path: "ad_list", message: "ad_list deve ser um array de anúncios", rule: "envelope.ad-list", fix: "Envie os anúncios numa lista: `\"ad_list\": [ { ... } ]`." }];
  if ((options.mode ?? "full") === "full" && body.ad_list.length === 0) issues.push({ path: "ad_list", message: "ad_list vazio (statusCode -3)", rule: "envelope.empty", fix: "Envie pelo menos um anúncio em `ad_list`." });
  return [...issues, ...checkAdList(body.ad_list, "api", "ad_list", options)];
}

/** Checks a JSON import file: a bare array of ads. */
export function checkJsonFile(file: unknown, options: CheckOptions = {}): Issue[] {
  if (!Array.isArray(file)) return [{ path: "$", message: "o arquivo JSON é um array de anúncios", rule: "file.type", fix: "Ponha os anúncios num array na raiz do arquivo: `[ { ... }, { ... } ]`, sem envelope." }];
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
  if (!isObject(imovel)) return [{ path, message: "Imovel deve conter tags", rule: "xml.imovel", fix: "Dentro de `<Imovel>`, uma tag por campo: `<CodigoImovel>`, `<SubTipoImovel>`, `<CEP>`, `<Observacao>`..." }];
  const issues: Issue[] = [];
  const text = (v: unknown) => (v === undefined || v === null ? "" : String(v).trim());
  const subValue = text(imovel.SubTipoImovel);
  const subtype = subtypeOfValue(subValue);
  if (!subtype) issues.push({ path: `${path}.SubTipoImovel`, message: `SubTipoImovel "${subValue}" não está na tabela de subtipos`, rule: "xml.subtype", fix: "Use um dos valores da tabela de subtipos, escrito igual (por exemplo `Apartamento`, `Casa`, `Terreno`, `Sala Comercial`)." });
  const sid = subtype?.id as XmlSubtypeId | undefined;
  const topTags = new Set(XML_TAGS.map((t) => t.path.split("/")[0]));
  for (const key of Object.keys(imovel)) {
    if (!topTags.has(key)) issues.push({ path: `${path}.${key}`, message: `tag desconhecida <${key}>`, rule: "xml.tag-unknown", fix: `Confira o nome na tabela de tags (maiúsculas e minúsculas contam) ou retire \`<${key}>\`.` });
  }
  for (const tag of XML_TAGS) {
    const [top, ...rest] = tag.path.split("/");
    if (rest.length) continue;
    const value = imovel[top];
    const present = text(value) !== "";
    if (tag.subtypes && sid && !tag.subtypes.includes(sid) && present) {
      issues.push({ path: `${path}.${top}`, message: `<${top}> não se aplica a ${subtype!.name}`, rule: "xml.tag-subtype", fix: `Retire \`<${top}>\` deste imóvel ou confira o \`SubTipoImovel\`.` });
    }
    if (sid && isXmlTagRequired(tag, sid) && !present) issues.push({ path: `${path}.${top}`, message: `<${top}> é obrigatória`, rule: "xml.tag-required", fix: `Inclua \`<${top}>\` preenchida em cada \`<Imovel>\`${tag.range ? ` (de ${tag.range.min} a ${tag.range.max})` : ""}.` });
    if (!present) continue;
    if (tag.maxLength && [...text(value)].length > tag.maxLength) {
      issues.push({ path: `${path}.${top}`, message: `<${top}>: no máximo ${tag.maxLength} caracteres`, rule: "xml.max-length", fix: `Encurte para no máximo ${tag.maxLength} caracteres (tem ${[...text(value)].length}).` });
    }
    if (tag.type === "inteiro" && !/^\d+$/.test(text(value))) {
      const digits = text(value).replace(/[.,]\d{1,2}$/, "").replace(/\D/g, "");
      issues.push({ path: `${path}.${top}`, message: `<${top}> deve ser um número inteiro`, rule: "xml.integer", fix: digits ? `Envie só o número inteiro, sem centavos, pontos ou símbolos: \`${digits}\`.` : "Envie só dígitos, sem centavos, pontos ou símbolos." });
    } else if (tag.range && (Number(text(value)) < tag.range.min || Number(text(value)) > tag.range.max)) {
      issues.push({ path: `${path}.${top}`, message: `<${top}> de ${tag.range.min} a ${tag.range.max}`, rule: "xml.range", fix: `Envie um valor de ${tag.range.min} a ${tag.range.max}${tag.range.max === 5 ? ` (\`5\` vale para 5 ou mais)` : ""}.` });
    }
  }
  if (/<[a-z][\s\S]*>/i.test(text(imovel.Observacao))) issues.push({ path: `${path}.Observacao`, message: "Observacao não aceita HTML", rule: "xml.html", fix: "Tire as tags HTML (`<br>`, `<p>`, `<b>`...): texto puro, com quebras de linha comuns." });
  if (text(imovel.CEP) && !/\d/.test(text(imovel.CEP))) issues.push({ path: `${path}.CEP`, message: "CEP sem dígitos", rule: "xml.cep", fix: "Envie o CEP do imóvel com os seus 8 dígitos (ex.: `01310-100`)." });
  if (imovel.Fotos !== undefined && imovel.Fotos !== "") {
    const fotos = isObject(imovel.Fotos) ? imovel.Fotos.Foto : undefined;
    const list = Array.isArray(fotos) ? fotos : fotos === undefined ? [] : [fotos];
    if (!list.length) issues.push({ path: `${path}.Fotos`, message: "Fotos deve conter Foto", rule: "xml.fotos-empty", fix: "Dentro de `<Fotos>`, um `<Foto>` por imagem, com `<URLArquivo>`." });
    list.forEach((f, i) => {
      if (!isObject(f) || !/^https?:\/\//.test(text(f.URLArquivo))) {
        issues.push({ path: `${path}.Fotos.Foto[${i}]`, message: "Foto precisa de URLArquivo com URL pública", rule: "xml.foto-url", fix: "Dentro de cada `<Foto>`, envie `<URLArquivo>` com a URL completa da imagem (`https://...`), que o marketplace consiga baixar." });
      } else if (f.Principal !== undefined && !["0", "1"].includes(text(f.Principal))) {
        issues.push({ path: `${path}.Fotos.Foto[${i}].Principal`, message: "Principal: 1 marca a foto principal", rule: "xml.foto-principal", fix: "Use `<Principal>1</Principal>` só na foto principal; nas outras, omita a tag." });
      }
    });
    if (list.filter((f) => isObject(f) && text(f.Principal) === "1").length > 1) {
      issues.push({ path: `${path}.Fotos`, message: "só uma foto pode ter Principal = 1", rule: "xml.principal-many", fix: "Deixe `<Principal>1</Principal>` em uma foto só." });
    }
  }
  if (imovel.Videos !== undefined && imovel.Videos !== "") {
    const videos = isObject(imovel.Videos) ? imovel.Videos.Video : undefined;
    const list = Array.isArray(videos) ? videos : videos === undefined ? [] : [videos];
    if (list.length > 1) issues.push({ path: `${path}.Videos`, message: "um vídeo por imóvel", rule: "xml.videos-many", fix: "Deixe um `<Video>` só dentro de `<Videos>`." });
    if (list.some((v) => !VIDEO_URL_PATTERN.test(text(v)))) {
      issues.push({ path: `${path}.Videos.Video`, message: "Video: URL do YouTube", rule: "xml.video-url", fix: "Envie a URL da página do vídeo no YouTube (ex.: `https://www.youtube.com/watch?v=...`).", error: "ERROR_VIDEOS_URL_INVALID" });
    }
  }
  return issues;
}

/** Checks a parsed XML feed: { Carga: { Imoveis: { Imovel: [...] } } }. */
export function checkXmlFeed(doc: unknown): Issue[] {
  const carga = isObject(doc) ? doc.Carga : undefined;
  const imoveis = isObject(carga) ? carga.Imoveis : undefined;
  const imovel = isObject(imoveis) ? imoveis.Imovel : undefined;
  if (imovel === undefined) return [{ path: "Carga", message: "estrutura esperada: Carga > Imoveis > Imovel", rule: "xml.structure", fix: "Ponha cada imóvel em `<Imovel>`, dentro de `<Imoveis>`, dentro da raiz `<Carga>`." }];
  const list = Array.isArray(imovel) ? imovel : [imovel];
  const issues = list.flatMap((im, i) => checkXmlImovel(im, `Carga.Imoveis.Imovel[${i}]`));
  const firstAt = new Map<string, number>();
  list.forEach((im, i) => {
    const code = isObject(im) ? String(im.CodigoImovel ?? "").trim() : "";
    if (!code) return;
    const first = firstAt.get(code);
    if (first === undefined) firstAt.set(code, i);
    else issues.push({ path: `Carga.Imoveis.Imovel[${i}].CodigoImovel`, message: `CodigoImovel "${code}" repetido`, rule: "xml.codigo-repeated", fix: `Dê um código próprio a cada imóvel: "${code}" já é o do imóvel ${first + 1}.` });
  });
  return issues;
}

export type { Channel };
