/**
 * One ad of the API envelope or the JSON file: its common fields (id,
 * operation, category, subject, body, phone, type, price, zipcode, images,
 * videos), then its category's parameters and the vehicle and cellphone
 * rules. The severity is decided here, where the rule is: refused fields are
 * errors; what would be ignored, is undocumented or only fails later is a warning.
 */
import { findCategory } from "../../../../domain/ad-catalogue/categories";
import { COMMON_FIELDS, LIMITS, OPERATIONS, VIDEO_URL_PATTERN } from "../../../../domain/ad-catalogue/common-fields";
import type { RuleFinding } from "../types";
import { imageUrlFindings } from "./images";
import { checkParams } from "./params";
import { type CheckOptions, append, codeList, finding, isObject, shown, specsFor } from "./shared";
import { checkCellphoneIds, checkVehicleTag } from "./vehicle";

const CHANNEL_NAME = { api: "API", json: "arquivo JSON" } as const;
const { priceAndImagesRequiredSince: SINCE } = LIMITS;

type Severity = "error" | "warning" | "info";

/** What every check of one ad shares: the ad (fields as the rules name them), how it is checked, and where findings go. */
interface AdCheck {
  ad: Record<string, unknown>;
  channel: "api" | "json";
  full: boolean;
  isDelete: boolean;
  push: (severity: Severity, name: string, rule: string, message: string, fix: string, code?: string) => void;
}

/** Checks one ad; `path` prefixes every finding's path ("ad_list[3]"). */
export function checkAd(input: unknown, channel: "api" | "json", path = "", options: CheckOptions = {}): RuleFinding[] {
  const full = (options.mode ?? "full") === "full";
  const at = (name: string) => (path ? `${path}.${name}` : name);
  if (!isObject(input))
    return [
      finding(
        "error",
        "ad.type",
        path || "$",
        `o anúncio deve ser um objeto (recebido ${Array.isArray(input) ? "uma lista" : shown(input)})`,
        "Cada item da lista é um objeto `{ ... }` com os campos do anúncio.",
      ),
    ];
  const out: RuleFinding[] = [];
  const known = COMMON_FIELDS.filter((f) => f.channels.includes(channel)).map((f) => f.name);
  const { ad, named, written } = readFieldNames(input, known);
  const push: AdCheck["push"] = (severity, name, rule, message, fix, code) =>
    out.push(finding(severity, rule, at(written.get(name) ?? name), message, fix, code));
  const check: AdCheck = { ad, channel, full, isDelete: ad.operation === "delete", push };
  checkFieldNames(check, known, named);
  checkIdAndOperation(check);
  const category = ad.category;
  const cat = typeof category === "number" ? findCategory(category) : undefined;
  checkCategory(check, cat);
  checkRequired(check);
  checkText(check, "subject", LIMITS.subject);
  checkText(check, "body", LIMITS.body);
  checkPhoneAndType(check);
  checkPrice(check);
  checkZipcode(check);
  if ("images" in ad) checkImages(ad.images, full, at, out);
  if ("videos" in ad) checkVideos(ad.videos, at, out);

  if (cat?.channels.includes(channel) && ("params" in ad || (full && !check.isDelete))) {
    append(out, checkParams(cat.code, channel, "params" in ad ? ad.params : {}, at("params"), options));
    const params = isObject(ad.params) ? ad.params : {};
    // Each rule below runs only where the parameter checks left the field alone.
    const flagged = new Set(out.map((f) => f.path));
    if (!check.isDelete && !flagged.has(at("params.vehicle_tag"))) append(out, checkVehicleTag(specsFor(cat.code, channel), params, at));
    if (cat.code === 3060) append(out, checkCellphoneIds(params, at));
  }
  return out;
}

/**
 * The import's field table writes `Subject`, `Body`, `Phone`; every example writes them in lower case.
 * Neither reading is confirmed, so such a field is checked as the field it names, with a warning.
 * `named`: key as written → the field it names; `written`: the reverse, so findings about such a field point at
 * the key as written and its line is found.
 */
function readFieldNames(input: Record<string, unknown>, known: string[]) {
  const named = new Map<string, string>();
  for (const key of Object.keys(input)) {
    const name = known.find((field) => field !== key && field.toLowerCase() === key.toLowerCase());
    if (name && !(name in input)) named.set(key, name);
  }
  const ad = named.size ? { ...input, ...Object.fromEntries([...named].map(([key, name]) => [name, input[key]])) } : input;
  const written = new Map([...named].map(([key, name]) => [name, key]));
  return { ad, named, written };
}

/** Fields written in another case, fields of the other channel, and unknown fields. */
function checkFieldNames({ ad, channel, push }: AdCheck, known: string[], named: Map<string, string>) {
  for (const key of Object.keys(ad)) {
    if (known.includes(key)) continue;
    const name = named.get(key);
    if (name) {
      push(
        "warning",
        key,
        "field.case",
        `\`${key}\` com maiúscula: a tabela de campos da importação escreve assim, mas todos os exemplos usam \`${name}\`, e não há garantia de que a maiúscula seja aceita`,
        `Envie \`${name}\`, em minúsculas, como nos exemplos.`,
      );
      continue;
    }
    const other = COMMON_FIELDS.find((f) => f.name === key);
    if (other)
      push(
        "warning",
        key,
        "field.channel",
        `\`${key}\` não existe no ${CHANNEL_NAME[channel]} (só em ${other.channels.map((c) => CHANNEL_NAME[c]).join(", ")}) e seria ignorado`,
        `Retire \`${key}\` do ${CHANNEL_NAME[channel]}.`,
      );
    else
      push(
        "warning",
        key,
        "field.unknown",
        `campo desconhecido \`${key}\`, que seria ignorado`,
        `Retire \`${key}\` ou, se for um parâmetro da categoria, mova-o para dentro de \`params\`.`,
      );
  }
}

function checkIdAndOperation({ ad, channel, full, push }: AdCheck) {
  if (full || "id" in ad) {
    if (!("id" in ad) || ad.id === "" || ad.id === null)
      push("error", "id", "id.missing", "`id` ausente", "Envie o `id` do anúncio no seu sistema: texto de 1 a 19 caracteres.", "UNDEFINED_AD_ID");
    else if (typeof ad.id !== "string" || !new RegExp(LIMITS.idPattern).test(ad.id)) {
      const fix =
        typeof ad.id === "number"
          ? `Envie o id como texto, entre aspas: \`"${ad.id}"\`.`
          : "Use só letras sem acento, dígitos, `_`, `{`, `}` e `-`, de 1 a 19 caracteres.";
      push(
        "error",
        "id",
        "id.invalid",
        `\`id\` ${shown(ad.id)} inválido: texto de 1 a 19 caracteres entre letras, dígitos, \`_\`, \`{\`, \`}\` e \`-\``,
        fix,
        "UNDEFINED_AD_ID",
      );
    }
  }
  if (channel === "api") {
    if (!("operation" in ad)) {
      // The field table marks it required, yet the marketplace's own parts examples omit it: what happens then is not documented.
      if (full)
        push(
          "warning",
          "operation",
          "operation.missing",
          "`operation` ausente: o campo é obrigatório e o resultado sem ele não é documentado",
          'Envie `"operation": "insert"` para inserir ou editar, `"delete"` para excluir.',
        );
    } else if (!OPERATIONS.some((o) => o.code === ad.operation)) {
      push(
        "error",
        "operation",
        "operation.invalid",
        `\`operation\` ${shown(ad.operation)} não existe; aceitos: ${codeList(OPERATIONS)}`,
        "Envie `insert` (anúncio novo), `edit` (alterar) ou `delete` (excluir), em minúsculas.",
      );
    }
  }
}

function checkCategory({ ad, channel, full, isDelete, push }: AdCheck, cat: ReturnType<typeof findCategory>) {
  const category = ad.category;
  if ("category" in ad || (full && !isDelete)) {
    if (!("category" in ad))
      push("error", "category", "category.missing", "`category` ausente", "Envie o código numérico da subcategoria (por exemplo `2020` para carros).");
    else if (typeof category !== "number" || !Number.isInteger(category)) {
      const fix =
        typeof category === "string" && /^\d+$/.test(category)
          ? `Envie o código como número, sem aspas: \`${category}\`.`
          : "Envie o código numérico da subcategoria (por exemplo `2020` para carros).";
      push("error", "category", "category.invalid", `\`category\` deve ser o código inteiro da subcategoria (recebido ${shown(category)})`, fix);
    } else if (!cat)
      push(
        "error",
        "category",
        "category.unknown",
        `categoria \`${category}\` não existe`,
        "Use o código de uma subcategoria da tabela de categorias (por exemplo `2020`, `1020`, `12180`).",
      );
    else if (!cat.channels.includes(channel)) {
      const accepted = cat.channels.map((c) => (c === "api" ? "pela API" : c === "json" ? "pelo arquivo JSON" : "pelo XML")).join(" ou ");
      push(
        "error",
        "category",
        "category.channel",
        `categoria \`${category}\` (${cat.name}) não é aceita no ${CHANNEL_NAME[channel]}`,
        `Envie anúncios desta categoria ${accepted}.`,
      );
    }
  }
}

function checkRequired({ ad, full, isDelete, push }: AdCheck) {
  const category = ad.category;
  if (full && !isDelete) {
    const need = ["body", "type", "price", "zipcode", "images", ...(category === 2020 ? [] : ["subject"])];
    for (const name of need) {
      if (name in ad) continue;
      const since = name === "price" || name === "images" ? ` (obrigatório desde ${SINCE})` : "";
      push(
        "error",
        name,
        "field.required",
        `campo obrigatório \`${name}\` ausente${since}`,
        `Inclua \`${name}\` no anúncio.`,
        name === "images" ? "NO_IMAGE" : name === "zipcode" ? "NO_REGION" : undefined,
      );
    }
  }
}

function checkText({ ad, push }: AdCheck, name: "subject" | "body", { min, max }: { min: number; max: number }) {
  if (!(name in ad)) return;
  const v = ad[name];
  const length = typeof v === "string" ? [...v].length : undefined;
  if (length !== undefined && length >= min && length <= max) return;
  const fix =
    length === undefined
      ? `Envie \`${name}\` como texto.`
      : length > max
        ? `Encurte para no máximo ${max} caracteres (tem ${length}).`
        : `Escreva pelo menos ${min} caracteres.`;
  push("error", name, "text.length", `\`${name}\`: texto de ${min} a ${max} caracteres${length !== undefined ? ` (tem ${length})` : ""}`, fix);
}

function checkPhoneAndType({ ad, channel, push }: AdCheck) {
  if ("phone" in ad && channel === "api") {
    const digits = String(ad.phone);
    if (typeof ad.phone !== "number" || !/^\d{10,11}$/.test(digits)) {
      const onlyDigits = digits.replace(/\D/g, "");
      const fix =
        typeof ad.phone === "string" && /^\d{10,11}$/.test(onlyDigits)
          ? `Envie como número, sem aspas nem símbolos: \`${onlyDigits}\`.`
          : "Envie DDD + número, 10 ou 11 dígitos, como número (ex.: `11987654321`).";
      push("error", "phone", "phone.invalid", "`phone`: número com DDD, 10 ou 11 dígitos", fix);
    }
  }
  if ("type" in ad && ad.type !== "s" && ad.type !== "u")
    push(
      "error",
      "type",
      "type.invalid",
      `\`type\` ${shown(ad.type)} não existe; aceitos: \`s\` venda, \`u\` aluguel`,
      "Envie `s` para venda ou `u` para aluguel, em minúsculas.",
    );
}

function checkPrice({ ad, isDelete, push }: AdCheck) {
  if ("price" in ad) {
    const price = ad.price;
    if (typeof price !== "number" || !Number.isInteger(price) || price < 0) {
      const fix =
        typeof price === "number" && price >= 0
          ? `Arredonde para reais inteiros: \`${Math.round(price)}\`.`
          : "Envie o preço em reais como número inteiro, sem aspas, pontos nem centavos (R$ 45.900,00 vira `45900`).";
      push("error", "price", "price.invalid", `\`price\` ${shown(price)}: número inteiro, sem centavos`, fix);
    } else if (price === 0 && !isDelete) {
      push("error", "price", "price.zero", `\`price\` \`0\`: o preço é obrigatório desde ${SINCE}`, "Envie o preço em reais, maior que zero.");
    }
  }
}

function checkZipcode({ ad, push }: AdCheck) {
  if ("zipcode" in ad) {
    const zip = ad.zipcode;
    if (typeof zip !== "string" || !/^\d+$/.test(zip)) {
      const digits = String(zip ?? "").replace(/\D/g, "");
      push(
        "error",
        "zipcode",
        "zipcode.invalid",
        `\`zipcode\` ${shown(zip)}: CEP só com dígitos, dentro de um texto`,
        digits ? `Envie só os dígitos, entre aspas: \`"${digits}"\`.` : 'Envie o CEP só com dígitos, entre aspas (ex.: `"01310100"`).',
        "NO_REGION",
      );
    } else if (zip.length !== 8) {
      push(
        "warning",
        "zipcode",
        "zipcode.length",
        `CEP com ${zip.length} dígitos (um CEP tem 8)`,
        zip.length < 8 ? `Confira se não faltam zeros à esquerda: \`"${zip.padStart(8, "0")}"\`?` : "Envie os 8 dígitos do CEP.",
        "NO_REGION",
      );
    }
  }
}

function checkImages(images: unknown, full: boolean, at: (name: string) => string, out: RuleFinding[]) {
  if (!Array.isArray(images) || images.some((u) => typeof u !== "string" || !/^https?:\/\//.test(u.trim()))) {
    out.push(
      finding(
        "error",
        "images.invalid",
        at("images"),
        "`images` deve ser uma lista de URLs",
        'Envie uma lista de URLs completas, começando por `https://` (ex.: `["https://.../1.jpg"]`).',
      ),
    );
    return;
  }
  if (full && images.length === 0)
    out.push(
      finding("error", "images.empty", at("images"), `\`images\` vazia: a imagem é obrigatória desde ${SINCE}`, "Envie de 1 a 20 URLs de imagem.", "NO_IMAGE"),
    );
  if (images.length > LIMITS.images.max)
    out.push(
      finding(
        "error",
        "images.max",
        at("images"),
        `${images.length} imagens (no máximo ${LIMITS.images.max})`,
        `Envie no máximo ${LIMITS.images.max} imagens.`,
      ),
    );
  if (new Set(images).size !== images.length)
    out.push(finding("error", "images.repeated", at("images"), "`images` tem URLs repetidas", "Tire as URLs repetidas: cada imagem aparece uma vez."));
  // What the URL alone tells (format by extension, dimensions in the URL, private hosts).
  (images as string[]).forEach((url, i) => append(out, imageUrlFindings(url, at(`images[${i}]`))));
}

function checkVideos(videos: unknown, at: (name: string) => string, out: RuleFinding[]) {
  const list = Array.isArray(videos) ? videos : [videos];
  if (list.some((u) => typeof u !== "string" || !VIDEO_URL_PATTERN.test(u))) {
    out.push(
      finding(
        "error",
        "videos.url",
        at("videos"),
        "`videos`: só a URL da página do vídeo no YouTube",
        "Envie a URL da página do vídeo no YouTube (ex.: `https://www.youtube.com/watch?v=...`), não a de um arquivo, canal ou link encurtado de outro site.",
        "ERROR_VIDEOS_URL_INVALID",
      ),
    );
    return;
  }
  if (typeof videos === "string")
    out.push(finding("warning", "videos.not-list", at("videos"), "`videos` veio como texto, não como lista", `Envie numa lista: \`"videos": ["${videos}"]\`.`));
  else if (list.length > 1)
    out.push(
      finding("warning", "videos.many", at("videos"), `${list.length} vídeos: só o primeiro é publicado`, "Envie um vídeo só, o que deve aparecer no anúncio."),
    );
}
