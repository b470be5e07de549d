/**
 * Parameters of every category, and the helpers that resolve them per
 * channel. A parameter can exist on some channels only (`channels`) or
 * differ per channel (`overrides`): paramsFor() applies both.
 */
import { getCategory } from "../categories";
import type { Channel, ParamSpec } from "../types";
import { AGRO_GENERIC_PARAMS, AGRO_INDUSTRIAL_PARAMS, AGRO_RURAL_PARAMS } from "./agro";
import { BOAT_PARAMS } from "./boats";
import { BUS_PARAMS } from "./bus";
import { CAR_PARAMS } from "./cars";
import { CELLPHONE_PARAMS } from "./cellphone";
import { MOTORCYCLE_PARAMS } from "./motorcycle";
import { PARTS_BOATS_PARAMS, PARTS_BUS_PARAMS, PARTS_CARS_PARAMS, PARTS_MOTO_PARAMS, PARTS_TRUCK_PARAMS } from "./parts";
import { APARTMENT_PARAMS, COMMERCIAL_PARAMS, HOUSE_PARAMS, LAND_PARAMS, ROOM_RENT_PARAMS, SEASON_PARAMS } from "./real-estate";
import { TRUCK_PARAMS } from "./truck";

/** Parameters as written in the specification, before per-channel resolution. */
export const PARAMS_BY_CATEGORY: Readonly<Record<number, readonly ParamSpec[]>> = {
  2020: CAR_PARAMS,
  2060: MOTORCYCLE_PARAMS,
  2050: BUS_PARAMS,
  2040: TRUCK_PARAMS,
  2080: BOAT_PARAMS,
  2101: PARTS_CARS_PARAMS,
  2103: PARTS_MOTO_PARAMS,
  2105: PARTS_BUS_PARAMS,
  2102: PARTS_TRUCK_PARAMS,
  2104: PARTS_BOATS_PARAMS,
  1020: APARTMENT_PARAMS,
  1040: HOUSE_PARAMS,
  1060: ROOM_RENT_PARAMS,
  1080: SEASON_PARAMS,
  1100: LAND_PARAMS,
  1120: COMMERCIAL_PARAMS,
  3060: CELLPHONE_PARAMS,
  12020: AGRO_GENERIC_PARAMS,
  12040: AGRO_GENERIC_PARAMS,
  12100: AGRO_GENERIC_PARAMS,
  12120: AGRO_GENERIC_PARAMS,
  12140: AGRO_INDUSTRIAL_PARAMS,
  12160: AGRO_GENERIC_PARAMS,
  12180: AGRO_RURAL_PARAMS,
};

function resolve(param: ParamSpec, channel: Channel): ParamSpec | undefined {
  if (param.channels && !param.channels.includes(channel)) return undefined;
  const override = param.overrides?.[channel];
  return override ? { ...param, ...override } : param;
}

/**
 * The parameters a category accepts on a channel (api or json; the XML feed
 * uses tags instead, see xml-real-estate.ts). Throws for an unknown category
 * or a channel the category does not support.
 */
export function paramsFor(code: number | string, channel: Channel): ParamSpec[] {
  const category = getCategory(code);
  if (!category.channels.includes(channel)) {
    throw new Error(`category ${category.code} (${category.name}) is not accepted on channel "${channel}" (accepted: ${category.channels.join(", ")})`);
  }
  if (channel === "xml") {
    throw new Error(`channel "xml" has no params object: the XML feed uses tags (see XML_TAGS)`);
  }
  return PARAMS_BY_CATEGORY[category.code].flatMap((p) => resolve(p, channel) ?? []);
}

/** One parameter of a category on a channel; throws a clear error when it does not exist. */
export function getParam(code: number | string, name: string, channel: Channel): ParamSpec {
  const params = paramsFor(code, channel);
  const param = params.find((p) => p.name === name);
  if (!param) {
    throw new Error(`unknown param "${name}" for category ${code} on channel "${channel}" (known: ${params.map((p) => p.name).join(", ")})`);
  }
  return param;
}

/** Differences between channels of a category, as pt-BR notes (empty when the channels agree). */
export function channelDifferences(code: number | string): string[] {
  const out: string[] = [];
  for (const p of PARAMS_BY_CATEGORY[getCategory(code).code]) {
    if (p.channels) out.push(`\`${p.name}\`: só ${p.channels.map((c) => (c === "api" ? "na API" : c === "json" ? "no arquivo JSON" : "no XML")).join(" e ")}.`);
    for (const [channel, o] of Object.entries(p.overrides ?? {})) {
      const where = channel === "json" ? "No arquivo JSON" : channel === "api" ? "Na API" : "No XML";
      const parts: string[] = [];
      if (o?.type && o.type !== p.type) parts.push(o.type === "code" ? "é uma única string, não um array" : `tem tipo ${o.type}`);
      if (o?.years && (o.years.max !== p.years?.max || o.years.min !== p.years?.min)) {
        parts.push(`aceita anos de ${o.years.min} a ${o.years.max ?? "hoje"} (e as faixas)`);
      }
      if (o?.required !== undefined && o.required !== p.required) parts.push(o.required ? "é obrigatório" : "é opcional");
      if (parts.length) out.push(`${where}, \`${p.name}\` ${parts.join("; ")}.`);
    }
  }
  return out;
}

export { AGRO_GENERIC_PARAMS, AGRO_INDUSTRIAL_PARAMS, AGRO_RURAL_PARAMS } from "./agro";
export { CELLPHONE_BRANDS, APPLE_MODEL_IDS } from "./cellphone";
export { REGDATE_BANDS, LOOKUPS } from "./shared";
