/**
 * The catalogue against the numbers of the ad-import specification: counts
 * of values, ranges, required parameters, deprecated values and the
 * differences between channels. A failure here means the data drifted from
 * the specification.
 */
import { describe, expect, it } from "vitest";
import {
  APPLE_MODEL_IDS,
  CATEGORIES,
  CELLPHONE_BRANDS,
  COMMON_FIELDS,
  LIMITS,
  REGDATE_BANDS,
  XML_APARTMENT_FLAGS,
  XML_PRECEDENCE_RULES,
  XML_SUBTYPES,
  XML_TAGS,
  categoriesFor,
  categoriesOf,
  channelDifferences,
  deprecatedValues,
  exampleAd,
  getCategory,
  getParam,
  isXmlTagRequired,
  paramsFor,
  xmlTagsFor,
  type Channel,
} from "./index";
import { checkAd, checkEnvelope, checkJsonFile, checkParams } from "../../packages/validador/src/rules/index";

const codes = (category: number, param: string, channel: Channel = "api") => (getParam(category, param, channel).values ?? []).map((v) => v.code);
const label = (category: number, param: string, code: string, channel: Channel = "api") =>
  getParam(category, param, channel).values?.find((v) => v.code === code)?.label;
const seq = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => String(from + i));

describe("categories", () => {
  it("has the codes of each group", () => {
    const group = (id: string) =>
      categoriesOf(id)
        .map((c) => c.code)
        .sort((a, b) => a - b);
    expect(group("autoparts")).toEqual([2101, 2102, 2103, 2104, 2105]);
    expect(group("autos")).toEqual([2020, 2040, 2050, 2060, 2080]);
    expect(group("real_estate")).toEqual([1020, 1040, 1060, 1080, 1100, 1120]);
    expect(group("electronics")).toEqual([3060]);
    expect(group("agro")).toEqual([12020, 12040, 12100, 12120, 12140, 12160, 12180]);
    expect(CATEGORIES).toHaveLength(24);
    expect(new Set(CATEGORIES.map((c) => c.code)).size).toBe(24);
  });

  it("accepts each group on the right channels", () => {
    expect(
      categoriesFor("xml")
        .map((c) => c.code)
        .sort(),
    ).toEqual([1020, 1040, 1100, 1120]);
    expect(categoriesFor("json").map((c) => c.code)).not.toContain(3060);
    expect(categoriesFor("json")).toHaveLength(23);
    expect(categoriesFor("api")).toHaveLength(24);
    // room rent and season are not in XML
    expect(getCategory(1060).channels).not.toContain("xml");
    expect(getCategory(1080).channels).not.toContain("xml");
  });

  it("links every category to existing routes of its channels", () => {
    for (const c of CATEGORIES) {
      for (const channel of c.channels) expect(c.pages[channel], `${c.code} ${channel}`).toMatch(/^\/anuncio\/(api|json|xml)\/.+\.html$/);
    }
  });

  it("throws a clear error for an unknown code", () => {
    expect(() => getCategory(9999)).toThrow(/unknown category code "9999"/);
    expect(() => paramsFor(3060, "json")).toThrow(/not accepted on channel "json"/);
  });
});

describe("common fields", () => {
  it("has the thirteen fields, operation, phone and phone_hidden only in the API", () => {
    expect(COMMON_FIELDS.map((f) => f.name)).toEqual([
      "id",
      "operation",
      "category",
      "subject",
      "body",
      "phone",
      "phone_hidden",
      "type",
      "price",
      "zipcode",
      "params",
      "images",
      "videos",
    ]);
    expect(COMMON_FIELDS.find((f) => f.name === "phone_hidden")!.channels).toEqual(["api"]);
    expect(COMMON_FIELDS.find((f) => f.name === "operation")!.channels).toEqual(["api"]);
    expect(COMMON_FIELDS.find((f) => f.name === "phone")!.channels).toEqual(["api"]);
    expect(COMMON_FIELDS.find((f) => f.name === "type")!.values!.map((v) => v.code)).toEqual(["s", "u"]);
  });

  it("keeps the limits of the specification", () => {
    expect(LIMITS.subject).toEqual({ min: 2, max: 90 });
    expect(LIMITS.body).toEqual({ min: 2, max: 6000 });
    expect(LIMITS.idMaxLength).toBe(19);
    expect(LIMITS.images.max).toBe(20);
    expect(LIMITS.images.maxBytes).toBe(5 * 1024 * 1024);
    expect([LIMITS.images.minWidth, LIMITS.images.minHeight, LIMITS.images.maxWidth, LIMITS.images.maxHeight]).toEqual([50, 50, 2160, 3840]);
    expect(LIMITS.payloadBytes).toBe(1024 * 1024);
    expect(LIMITS.priceAndImagesRequiredSince).toBe("05/08/2025");
    expect(LIMITS.phoneDigits).toEqual({ min: 10, max: 11 });
  });
});

describe("parameter values", () => {
  it("counts match the specification", () => {
    expect(codes(3060, "cellphone_storage")).toEqual(seq(1, 12));
    expect(label(3060, "cellphone_storage", "1")).toBe("512MB");
    expect(label(3060, "cellphone_storage", "12")).toBe("1TB");
    expect(codes(3060, "electronics_color")).toEqual(seq(1, 14));
    expect(codes(3060, "electronics_condition")).toEqual(seq(1, 5));
    expect(codes(3060, "electronics_battery_health")).toEqual(seq(1, 5));
    expect(codes(2060, "mototype")).toEqual(seq(1, 17));
    expect(codes(2060, "moto_features")).toEqual(seq(1, 10));
    expect(codes(2060, "gearbox")).toEqual(seq(1, 3));
    expect(codes(2060, "fuel")).toEqual(seq(1, 6));
    expect(codes(1080, "season_features")).toEqual(seq(1, 17));
    expect(codes(1080, "beds")).toEqual(seq(1, 18));
    expect(codes(1080, "season_type")).toEqual(seq(1, 6));
    expect(codes(1080, "rent_type")).toEqual(seq(1, 4));
    expect(codes(2040, "trucktype")).toEqual(seq(1, 12));
    expect(codes(2040, "truck_features")).toEqual(seq(1, 5));
    expect(codes(2040, "gearbox")).toEqual(seq(1, 4));
    expect(codes(2040, "fuel")).toEqual(seq(1, 7));
    expect(codes(2020, "carcolor")).toEqual(seq(1, 10));
    expect(codes(2020, "gearbox")).toEqual(seq(1, 4));
    expect(codes(2020, "motorpower")).toEqual(seq(1, 12));
    expect(codes(2020, "car_features")).toEqual(seq(1, 20));
    expect(codes(2020, "cartype")).toEqual(seq(1, 12));
    expect(codes(2020, "doors")).toEqual(["1", "2", "3"]);
    expect(codes(2020, "car_steering")).toEqual(["1", "2", "3", "4", "5"]);
    // Buses: the second of the two lists on the marketplace's bus page, as for trucks (no source deprecates 4 there).
    expect(codes(2050, "car_steering")).toEqual(["1", "2", "3", "5"]);
    expect(codes(2040, "car_steering")).toEqual(["1", "2", "3", "5"]);
    expect(codes(2050, "gearbox")).toEqual(seq(1, 4));
    expect(codes(2050, "fuel")).toEqual(seq(1, 7));
    expect(codes(2080, "fuel")).toEqual(seq(1, 7));
    for (const p of ["gnv_kit", "owner_manual", "extra_key", "dealership_review", "warranty"]) expect(codes(2020, p), p).toEqual(["1", "2"]);
    expect(codes(2020, "zero_km")).toEqual(["1", "0"]);
    expect(codes(2020, "vehicle_history")).toEqual(["1", "2"]);
    expect(codes(2020, "financial_status")).toEqual(["1", "2"]);
    expect(codes(2050, "bustype")).toEqual(["1", "2", "3"]);
    expect(codes(2050, "bus_features")).toEqual(["1"]);
    expect(codes(2080, "boattype")).toEqual(seq(1, 10));
    expect(codes(2080, "financial_boat")).toEqual(["1", "2"]);
    expect(codes(2101, "parts_name_cars")).toEqual(seq(1, 10));
    expect(codes(2105, "parts_name_cars")).toEqual(seq(1, 10));
    expect(codes(2102, "parts_name_cars")).toEqual(seq(1, 10));
    expect(codes(2104, "parts_name_boats")).toEqual(seq(1, 11));
    expect(codes(2103, "parts_name_motos")).toEqual(seq(1, 11));
    for (const c of [2101, 2102, 2103, 2104, 2105]) expect(codes(c, "condition")).toEqual(["1", "2"]);
    expect(codes(12140, "condition_full")).toEqual(seq(1, 5));
    expect(codes(12180, "production_category_type")).toEqual(seq(1, 7));
    expect(codes(1020, "rooms")).toEqual(seq(0, 5));
    expect(codes(1020, "bathrooms")).toEqual(seq(1, 5));
    expect(codes(1020, "garage_spaces")).toEqual(seq(0, 5));
    expect(codes(1020, "apartment_type")).toEqual(seq(1, 5));
    expect(codes(1020, "apartment_features")).toEqual([...seq(1, 8), "11", "12"]);
    expect(codes(1020, "apartment_complex_features")).toEqual(seq(1, 8));
    expect(codes(1040, "home_type")).toEqual(seq(1, 3));
    expect(codes(1040, "home_features")).toEqual(seq(1, 10));
    expect(codes(1040, "home_complex_features")).toEqual([...seq(1, 6), "9"]);
    expect(codes(1120, "commercial_type")).toEqual(seq(1, 7));
    expect(codes(1120, "commercial_features")).toEqual(seq(1, 6));
    expect(codes(1100, "re_land_type")).toEqual(seq(1, 4));
    expect(codes(1100, "re_land_features")).toEqual(seq(1, 10));
    expect(codes(1060, "room_rent_features")).toEqual(seq(1, 8));
  });

  it("labels each code as the marketplace names it", () => {
    expect(label(2020, "fuel", "2")).toBe("Álcool");
    expect(label(2060, "fuel", "4")).toBe("Diesel");
    expect(label(2040, "fuel", "4")).toBe("Gás Natural");
    expect(label(2040, "gearbox", "4")).toBe("Automatizado");
    expect(label(2020, "car_steering", "4")).toBe("Assistida");
    expect(label(2020, "car_features", "20")).toBe("Tração 4x4");
    expect(label(2020, "motorpower", "10")).toBe("2.0 - 2.9");
    expect(label(2020, "carcolor", "10")).toBe("Outras");
    expect(["7", "8", "9", "10", "11"].map((c) => label(2040, "trucktype", c))).toEqual(["Munck", "Pipa", "Boladeiro", "Carga seca", "Guindaste"]);
    expect(label(2080, "boattype", "1")).toBe("Lancha");
    expect(label(2104, "parts_name_boats", "9")).toBe("Hélices");
    expect(label(2103, "parts_name_motos", "4")).toBe("Capacetes");
    expect(label(1080, "beds", "15")).toBe("15 camas");
    expect(label(1080, "beds", "16")).toBe("20 camas");
    expect(label(1080, "beds", "17")).toBe("25 camas");
    expect(label(1080, "beds", "18")).toBe("30 ou mais camas");
    expect(label(1020, "rooms", "0")).toBe("0 quartos");
    expect(label(1020, "rooms", "5")).toBe("5 ou mais quartos");
    expect(label(1020, "bathrooms", "1")).toBe("1 banheiro");
    expect(label(2060, "mototype", "2")).toBe("Esportiva");
    expect(label(2060, "mototype", "17")).toBe("Ciclomotor");
    expect(REGDATE_BANDS.find((b) => b.code === "1950")?.label).toBe("1950 ou anterior");
    const cubiccms = getParam(2060, "cubiccms", "api").knownValues!;
    expect(cubiccms).toHaveLength(22);
    expect(cubiccms.find((v) => v.code === "22")?.label).toBe("100");
    expect(cubiccms.find((v) => v.code === "21")?.label).toBe("Acima de 1.000");
  });

  it("keeps both readings where the lead descriptions list a parameter differently", () => {
    const lead = (category: number, param: string) => getParam(category, param, "api").leadValues?.map((v) => v.code);
    expect(lead(2060, "mototype")).toEqual(seq(1, 14));
    expect(lead(2020, "cartype")).toEqual(seq(1, 9));
    expect(lead(2020, "car_features")).toEqual(seq(1, 10));
    expect(getParam(2020, "car_features", "api").leadValues?.find((v) => v.code === "2")?.deprecated).toBeDefined();
    expect(lead(2040, "car_steering")).toEqual(seq(1, 4));
    expect(getParam(2060, "fuel", "api").leadValues?.find((v) => v.code === "4")?.label).toBe("Gás Natural");
    expect(getParam(2060, "mototype", "api").notes).toContain("Na descrição de leads, `mototype` vai de `1` a `14`.");
  });

  it("keeps lookups for brand, model and version ids, with the published cellphone ids", () => {
    for (const cat of [2020, 2060]) {
      for (const p of ["vehicle_brand", "vehicle_model", "vehicle_version"]) expect(getParam(cat, p, "api").lookup, `${cat} ${p}`).toBeDefined();
    }
    expect(getParam(2060, "cubiccms", "api").lookup?.name).toBe("moto_cubiccms_info");
    expect(getParam(3060, "electronics_brand", "api").lookup?.route).toBe("/anuncio/api/electronics/cellphone_models.html");
    expect(getParam(2020, "vehicle_brand", "api").lookup?.route).toBe("/anuncio/api/autos/car_models.html");
    expect(CELLPHONE_BRANDS).toHaveLength(10);
    expect(CELLPHONE_BRANDS[0]).toEqual({ code: "2", label: "APPLE" });
    expect(CELLPHONE_BRANDS.at(-1)).toEqual({ code: "11", label: "INFINIX" });
    const apple = getParam(3060, "electronics_model", "api").knownValues!;
    expect(apple).toHaveLength(34);
    expect(apple.find((v) => v.code === APPLE_MODEL_IDS.other)?.label).toBe("OUTROS");
    expect(APPLE_MODEL_IDS).toEqual({ min: 1, max: 34, other: "25" });
  });
});

describe("years", () => {
  it("has the bands and the ranges per category and channel", () => {
    expect(REGDATE_BANDS.map((b) => b.code)).toEqual(["1975", "1970", "1965", "1960", "1955", "1950"]);
    expect(getParam(2020, "regdate", "api").years).toEqual({ min: 1980 });
    expect(getParam(2060, "regdate", "api").years).toEqual({ min: 1980 });
    expect(getParam(2040, "regdate", "api").years).toEqual({ min: 1980, max: 2025 });
    expect(getParam(2040, "regdate", "json").years).toEqual({ min: 1980, max: 2023 });
    expect(getParam(2080, "regdate", "api").years).toEqual({ min: 1980, max: 2025 });
    const year = (cat: number, channel: "api" | "json", value: string) => checkParams(cat, channel, { regdate: value }, "params", { mode: "codes" });
    expect(year(2040, "api", "2025")).toEqual([]);
    expect(year(2040, "json", "2024")).not.toEqual([]);
    expect(year(2040, "json", "2023")).toEqual([]);
    expect(year(2020, "api", "1979")).not.toEqual([]);
    expect(year(2020, "api", "1975")).toEqual([]);
    expect(year(2020, "api", "1950")).toEqual([]);
    expect(year(2080, "api", "2026")).not.toEqual([]);
  });
});

describe("required parameters", () => {
  const required = (cat: number, channel: "api" | "json" = "api") =>
    paramsFor(cat, channel)
      .filter((p) => p.required)
      .map((p) => p.name)
      .sort();
  it("match the specification per category", () => {
    expect(required(2020)).toEqual(["mileage", "regdate", "vehicle_brand", "vehicle_model", "vehicle_version"]);
    expect(required(2060)).toEqual(["cubiccms", "fuel", "mileage", "regdate", "vehicle_brand", "vehicle_model", "vehicle_version"]);
    expect(required(2040)).toEqual(["mileage", "regdate"]);
    expect(required(2040, "json")).toEqual(["mileage", "regdate"]);
    // The specification lists them without a flag; the marketplace's tables mark them required.
    expect(required(2050)).toEqual(["mileage", "regdate"]);
    expect(required(2080)).toEqual(["mileage", "regdate"]);
    expect(required(1020)).toEqual(["apartment_type", "rooms"]);
    expect(required(1040)).toEqual(["home_type", "rooms"]);
    expect(required(1080)).toEqual(["beds", "rooms", "season_type"]);
    expect(required(1100)).toEqual(["re_land_type"]);
    expect(required(1060)).toEqual([]);
    expect(required(1120)).toEqual([]);
    expect(required(3060)).toEqual(["electronics_brand", "electronics_condition", "electronics_model"]);
    expect(required(12140)).toEqual(["condition_full"]);
    expect(required(12180)).toEqual(["production_category_type"]);
    for (const c of [12020, 12040, 12100, 12120, 12160]) expect(required(c)).toEqual([]);
    for (const c of [2101, 2102, 2103, 2104, 2105]) expect(required(c)).toEqual(["condition"]);
  });

  it("makes renavam and cpf_cnpj mandatory with vehicle_history 1", () => {
    const ad = exampleAd(2020, "api");
    const params = { ...(ad.params as object), vehicle_history: "1" };
    const issues = checkParams(2020, "api", params);
    expect(issues.map((i) => i.path).sort()).toEqual(["params.cpf_cnpj", "params.renavam"]);
    expect(checkParams(2020, "api", { ...params, renavam: "12345678901", cpf_cnpj: "12345678000190" })).toEqual([]);
    expect(getParam(2020, "vehicle_tag", "api").requiredWhen).toMatch(/usados/);
  });
});

describe("deprecated values", () => {
  const entry = (cat: number, param: string, code: string) =>
    deprecatedValues({ categories: [cat], channel: "api" }).find((e) => e.param === param && e.code === code);

  it("carry the error code the marketplace gives and a replacement", () => {
    expect(entry(2020, "fuel", "4")).toMatchObject({ kind: "deprecated", error: "ERROR_FUEL_4_DEPRECATED" });
    expect(entry(2020, "car_features", "2")).toMatchObject({ kind: "deprecated", error: "ERROR_CAR_FEATURE_2_INVALID" });
    expect(entry(2020, "cartype", "1")).toMatchObject({ kind: "deprecated", error: "ERROR_CAR_TYPE_1_OR_4_INVALID" });
    expect(entry(2020, "cartype", "4")).toMatchObject({ kind: "deprecated", error: "ERROR_CAR_TYPE_1_OR_4_INVALID" });
    expect(entry(2020, "financial", "1")).toMatchObject({ kind: "deprecated", error: "ERROR_FINANCIAL_INVALID" });
    expect(entry(2060, "financial", "1")).toMatchObject({ kind: "deprecated", error: "ERROR_FINANCIAL_INVALID" });
    expect(entry(2040, "financial", "1")).toMatchObject({ kind: "announced" });
    expect(entry(2040, "fuel", "4")).toBeUndefined();
    for (const e of deprecatedValues()) expect(e.replacement.length, `${e.category} ${e.param} ${e.code}`).toBeGreaterThan(10);
  });

  it("are refused by the checker with that error code", () => {
    const ad = exampleAd(2020, "api");
    const withParams = (extra: object) => checkAd({ ...ad, params: { ...(ad.params as object), ...extra } }, "api");
    expect(withParams({ fuel: "4" }).map((i) => i.code)).toContain("ERROR_FUEL_4_DEPRECATED");
    expect(withParams({ car_features: ["1", "2"] }).map((i) => i.code)).toContain("ERROR_CAR_FEATURE_2_INVALID");
    expect(withParams({ cartype: "4" }).map((i) => i.code)).toContain("ERROR_CAR_TYPE_1_OR_4_INVALID");
    expect(withParams({ financial: ["1"] }).map((i) => i.code)).toContain("ERROR_FINANCIAL_INVALID");
  });
});

describe("channel differences", () => {
  it("truck JSON: regdate up to 2023, financial a single string, no financial_status", () => {
    expect(getParam(2040, "financial", "api").type).toBe("codes");
    expect(getParam(2040, "financial", "json").type).toBe("code");
    expect(paramsFor(2040, "api").map((p) => p.name)).toContain("financial_status");
    expect(paramsFor(2040, "json").map((p) => p.name)).not.toContain("financial_status");
    expect(channelDifferences(2040)).toHaveLength(3);
    expect(channelDifferences(2020)).toEqual([]);
    expect(checkParams(2040, "json", { financial: ["2"] }, "params", { mode: "codes" })).not.toEqual([]);
    expect(checkParams(2040, "json", { financial: "2" }, "params", { mode: "codes" })).toEqual([]);
    expect(checkParams(2040, "json", { financial_status: "1" }, "params", { mode: "codes" })).not.toEqual([]);
  });

  it("refuses API-only fields in the JSON file", () => {
    const ad = exampleAd(1020, "json");
    expect(checkAd({ ...ad, phone: 11987654321 }, "json").map((i) => i.path)).toContain("phone");
    expect(checkAd({ ...ad, operation: "insert" }, "json").map((i) => i.path)).toContain("operation");
  });
});

describe("checker rules", () => {
  const ad = exampleAd(1020, "api");
  const issues = (patch: object) => checkAd({ ...ad, ...patch }, "api").map((i) => i.path);
  it("applies the validation rules of the specification", () => {
    expect(issues({ id: "a".repeat(20) })).toContain("id");
    expect(issues({ id: "abc{1}_-X" })).toEqual([]);
    expect(issues({ id: "abc.1" })).toContain("id");
    expect(issues({ subject: "A" })).toContain("subject");
    expect(issues({ subject: "a".repeat(91) })).toContain("subject");
    expect(issues({ body: "a".repeat(6001) })).toContain("body");
    expect(issues({ phone: 119876543 })).toContain("phone");
    expect(issues({ phone: "11987654321" })).toContain("phone");
    expect(issues({ price: 1999.9 })).toContain("price");
    expect(issues({ zipcode: 22041001 })).toContain("zipcode");
    expect(issues({ type: "x" })).toContain("type");
    expect(issues({ images: Array.from({ length: 21 }, (_, i) => `https://www.example.com/${i}.jpg`) })).toContain("images");
    expect(issues({ images: ["https://www.example.com/1.jpg", "https://www.example.com/1.jpg"] })).toContain("images");
    expect(issues({ videos: ["https://vimeo.com/1"] })).toContain("videos");
    expect(issues({ category: 9999 })).toContain("category");
  });

  it("refuses empty or 0 optional params unless 0 is a valid value", () => {
    const p = (extra: object) => checkParams(1020, "api", { rooms: "2", apartment_type: "1", ...extra });
    expect(p({ bathrooms: "" })).not.toEqual([]);
    expect(p({ bathrooms: "0" })).not.toEqual([]);
    expect(p({ garage_spaces: "0" })).toEqual([]);
    expect(p({ rooms: "0" })).toEqual([]);
    expect(checkParams(2020, "api", { zero_km: "0" }, "params", { mode: "codes" })).toEqual([]);
  });

  it("checks envelopes and files, including repeated ids", () => {
    const a = exampleAd(1020, "api");
    expect(checkEnvelope({ access_token: "x", ad_list: [a, a] }).some((i) => /repetido/.test(i.message))).toBe(true);
    expect(checkEnvelope({ ad_list: [a] }).map((i) => i.path)).toContain("access_token");
    expect(checkJsonFile({ ad_list: [] })).not.toEqual([]);
  });
});

describe("XML feed", () => {
  it("has the tags, limits and subtypes of the specification", () => {
    const tag = (path: string) => XML_TAGS.find((t) => t.path === path)!;
    expect(tag("CodigoImovel")).toMatchObject({ required: true, maxLength: 20 });
    expect(tag("TituloAnuncio").maxLength).toBe(90);
    expect(tag("Titulo").maxLength).toBe(90);
    expect(tag("Observacao")).toMatchObject({ required: true, maxLength: 6000 });
    expect(tag("SubTipoImovel").required).toBe(true);
    expect(tag("CEP").required).toBe(true);
    for (const p of ["PrecoVenda", "PrecoLocacao", "PrecoLocacaoTemporada", "PrecoCondominio", "ValorIPTU", "AreaTotal", "AreaUtil"]) {
      expect(tag(p).type, p).toBe("inteiro");
    }
    expect(tag("QtdDormitorios").range).toEqual({ min: 0, max: 5 });
    expect(isXmlTagRequired(tag("QtdDormitorios"), "apartment")).toBe(true);
    expect(isXmlTagRequired(tag("QtdDormitorios"), "house")).toBe(true);
    expect(xmlTagsFor("land").map((t) => t.path)).not.toContain("QtdDormitorios");
    expect(xmlTagsFor("commercial").map((t) => t.path)).toContain("QtdVagas");
    expect(XML_APARTMENT_FLAGS).toHaveLength(10);
    expect(XML_PRECEDENCE_RULES).toHaveLength(4);
    const titles = Object.fromEntries(XML_SUBTYPES.map((s) => [s.id, s.titles]));
    expect(titles).toEqual({
      apartment: ["Apartamento", "Cobertura", "Loft", "Kitchenette/conjugado", "Studio"],
      house: ["Casa", "Casa de condomínio", "Casa de vila"],
      land: ["Loteamento/condomínio", "Sítio", "Terreno", "Chácara"],
      commercial: ["Escritório", "Galpão/Depósito/Armazém", "Garagem/vaga", "Hotel", "Loja Comercial", "Prédio Comercial", "Prédio Inteiro", "Sala Comercial"],
    });
    const values = Object.fromEntries(XML_SUBTYPES.map((s) => [s.id, s.values.length]));
    expect(values).toEqual({ apartment: 24, house: 11, land: 13, commercial: 32 });
    for (const s of XML_SUBTYPES)
      expect(
        s.accepted.map((a) => a.value),
        s.id,
      ).toEqual(s.values);
    expect(XML_SUBTYPES.map((s) => s.category).sort()).toEqual([1020, 1040, 1100, 1120]);
  });
});
