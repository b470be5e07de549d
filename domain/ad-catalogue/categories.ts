/**
 * Category codes, their groups and the channels that accept them.
 * Source: ad-import specification, sections 1 and 3 ("Category codes").
 */
import type { Category, Channel, Group, GroupId } from "./types";

const ALL: readonly Channel[] = ["api", "json"];
const API_ONLY: readonly Channel[] = ["api"];
const WITH_XML: readonly Channel[] = ["api", "json", "xml"];

export const GROUPS: readonly Group[] = [
  {
    id: "autos",
    name: "Autos",
    channels: ["api", "json"],
    pages: { api: "/anuncio/api/autos/home.html", json: "/anuncio/json/autos.html" },
  },
  {
    id: "autoparts",
    name: "Peças e acessórios",
    channels: ["api", "json"],
    pages: { api: "/anuncio/api/autoparts/home.html", json: "/anuncio/json/autoparts.html" },
  },
  {
    id: "real_estate",
    name: "Imóveis",
    channels: ["api", "json", "xml"],
    pages: {
      api: "/anuncio/api/real_estate/home.html",
      json: "/anuncio/json/real_estate.html",
      xml: "/anuncio/xml/real_estate/home.html",
    },
  },
  {
    id: "agro",
    name: "Agro e indústria",
    channels: ["api", "json"],
    pages: { api: "/anuncio/api/agro/home.html", json: "/anuncio/json/agro.html" },
  },
  {
    id: "electronics",
    name: "Celulares e smartphones",
    channels: ["api"],
    pages: { api: "/anuncio/api/electronics/home.html" },
  },
];

const api = (path: string) => `/anuncio/api/${path}.html`;
const json = (path: string) => `/anuncio/json/${path}.html`;
const xml = (path: string) => `/anuncio/xml/${path}.html`;

export const CATEGORIES: readonly Category[] = [
  // Vehicles
  { code: 2020, name: "Carros, vans e utilitários", group: "autos", channels: ALL, pages: { api: api("autos/sub_auto"), json: json("autos/sub_auto") } },
  { code: 2060, name: "Motos", group: "autos", channels: ALL, pages: { api: api("autos/sub_motorcycle"), json: json("autos/sub_motorcycle") } },
  { code: 2050, name: "Ônibus", group: "autos", channels: ALL, pages: { api: api("autos/sub_bus"), json: json("autos/sub_bus") } },
  { code: 2040, name: "Caminhões", group: "autos", channels: ALL, pages: { api: api("autos/sub_truck"), json: json("autos/sub_truck") } },
  { code: 2080, name: "Barcos e aeronaves", group: "autos", channels: ALL, pages: { api: api("autos/sub_boat_plane"), json: json("autos/sub_boat_plane") } },
  // Parts and accessories
  {
    code: 2101,
    name: "Peças para carros, vans e utilitários",
    group: "autoparts",
    channels: ALL,
    pages: { api: api("autoparts/sub_autos"), json: json("autoparts/sub_autos") },
  },
  {
    code: 2103,
    name: "Peças para motos",
    group: "autoparts",
    channels: ALL,
    pages: { api: api("autoparts/sub_motorcycle"), json: json("autoparts/sub_motorcycle") },
  },
  { code: 2105, name: "Peças para ônibus", group: "autoparts", channels: ALL, pages: { api: api("autoparts/sub_bus"), json: json("autoparts/sub_bus") } },
  {
    code: 2102,
    name: "Peças para caminhões",
    group: "autoparts",
    channels: ALL,
    pages: { api: api("autoparts/sub_truck"), json: json("autoparts/sub_truck") },
  },
  {
    code: 2104,
    name: "Peças para barcos e aeronaves",
    group: "autoparts",
    channels: ALL,
    pages: { api: api("autoparts/sub_boat_plane"), json: json("autoparts/sub_boat_plane") },
  },
  // Real estate
  {
    code: 1020,
    name: "Apartamentos",
    group: "real_estate",
    channels: WITH_XML,
    pages: { api: api("real_estate/sub_apartment"), json: json("real_estate/sub_apartment"), xml: xml("real_estate/sub_apartment") },
  },
  {
    code: 1040,
    name: "Casas",
    group: "real_estate",
    channels: WITH_XML,
    pages: { api: api("real_estate/sub_house"), json: json("real_estate/sub_house"), xml: xml("real_estate/sub_house") },
  },
  {
    code: 1060,
    name: "Aluguel de quartos",
    group: "real_estate",
    channels: ALL,
    pages: { api: api("real_estate/sub_roomrent"), json: json("real_estate/sub_roomrent") },
  },
  { code: 1080, name: "Temporada", group: "real_estate", channels: ALL, pages: { api: api("real_estate/sub_season"), json: json("real_estate/sub_season") } },
  {
    code: 1100,
    name: "Terrenos, sítios e fazendas",
    group: "real_estate",
    channels: WITH_XML,
    pages: { api: api("real_estate/sub_land"), json: json("real_estate/sub_land"), xml: xml("real_estate/sub_land") },
  },
  {
    code: 1120,
    name: "Comércio e indústria",
    group: "real_estate",
    channels: WITH_XML,
    pages: { api: api("real_estate/sub_commercial"), json: json("real_estate/sub_commercial"), xml: xml("real_estate/sub_commercial") },
  },
  // Cellphones
  { code: 3060, name: "Celulares e smartphones", group: "electronics", channels: API_ONLY, pages: { api: api("electronics/sub_cellphone") } },
  // Agro and industry
  { code: 12020, name: "Tratores e máquinas agrícolas", group: "agro", channels: ALL, pages: { api: api("agro/agro"), json: json("agro/home") } },
  { code: 12040, name: "Peças para tratores e máquinas", group: "agro", channels: ALL, pages: { api: api("agro/agro"), json: json("agro/home") } },
  { code: 12100, name: "Animais para agropecuária", group: "agro", channels: ALL, pages: { api: api("agro/agro"), json: json("agro/home") } },
  { code: 12120, name: "Máquinas pesadas para construção", group: "agro", channels: ALL, pages: { api: api("agro/agro"), json: json("agro/home") } },
  {
    code: 12140,
    name: "Máquinas para produção industrial",
    group: "agro",
    channels: ALL,
    pages: { api: api("agro/industrial_production"), json: json("agro/home") },
  },
  { code: 12160, name: "Outros itens de agro e indústria", group: "agro", channels: ALL, pages: { api: api("agro/agro"), json: json("agro/home") } },
  { code: 12180, name: "Produção rural", group: "agro", channels: ALL, pages: { api: api("agro/rural_production"), json: json("agro/rural_production") } },
];

const byCode = new Map(CATEGORIES.map((c) => [c.code, c]));

/** The category with this code, or undefined. Accepts "2020" as well as 2020. */
export function findCategory(code: number | string): Category | undefined {
  return byCode.get(typeof code === "string" ? Number(code) : code);
}

/** The category with this code; throws a clear error for an unknown code. */
export function getCategory(code: number | string): Category {
  const category = findCategory(code);
  if (!category) throw new Error(`unknown category code "${code}" (known: ${CATEGORIES.map((c) => c.code).join(", ")})`);
  return category;
}

export function getGroup(id: string): Group {
  const group = GROUPS.find((g) => g.id === id);
  if (!group) throw new Error(`unknown category group "${id}" (known: ${GROUPS.map((g) => g.id).join(", ")})`);
  return group;
}

export function categoriesOf(group: GroupId | string, channel?: Channel): Category[] {
  getGroup(group);
  return CATEGORIES.filter((c) => c.group === group && (!channel || c.channels.includes(channel)));
}

export function categoriesFor(channel: Channel): Category[] {
  return CATEGORIES.filter((c) => c.channels.includes(channel));
}
