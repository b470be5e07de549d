/**
 * Every rule on the ads of the API envelope and of the JSON file: for each
 * channel, a payload that breaks the rule is reported (severity, field,
 * marketplace code, ad) and the nearest valid payload is not.
 */
import { describe, expect, it } from "vitest";
import { categoriesFor } from "../../../domain/ad-catalogue/categories";
import { type Ad, errorsOf, rulesOf, validateIn, withRule } from "./fixtures";

const CAR = 2020;
const APARTMENT = 1020;

describe.each(["api", "json"] as const)("ads in the %s channel", (channel) => {
  const check = (edit: (ads: Ad[]) => void, codes = [CAR, APARTMENT]) => validateIn(channel, codes, edit);
  /** The finding of `rule`, asserting there is exactly one. */
  const one = (edit: (ads: Ad[]) => void, rule: string, codes?: number[]) => {
    const found = withRule(check(edit, codes), rule);
    expect(found, `${rule} in ${JSON.stringify(rulesOf(check(edit, codes)))}`).toHaveLength(1);
    return found[0];
  };
  const clean = (edit: (ads: Ad[]) => void, codes?: number[]) => expect(rulesOf(check(edit, codes), "error")).toEqual([]);

  it("passes the catalogue's example of every category the channel accepts", () => {
    const codes = categoriesFor(channel).map((c) => c.code);
    const report = validateIn(channel, codes);
    expect(errorsOf(report)).toEqual([]);
    expect(report).toMatchObject({ format: channel, adCount: codes.length, passing: codes.length, accepted: true });
  });

  it("id: required, pattern, length 1 to 19, unique", () => {
    expect(one((ads) => delete ads[1].id, "id.missing")).toMatchObject({ severity: "error", code: "UNDEFINED_AD_ID", field: "id", ad: { index: 1 } });
    expect(one((ads) => (ads[0].id = "carro 1"), "id.invalid")).toMatchObject({ code: "UNDEFINED_AD_ID", ad: { index: 0, id: "carro 1" } });
    expect(one((ads) => (ads[0].id = "a".repeat(20)), "id.invalid").field).toBe("id");
    expect(one((ads) => (ads[0].id = 123), "id.invalid").fix).toContain('"123"');
    clean((ads) => (ads[0].id = "{a}_B-9" + "x".repeat(12)));
    const repeated = one((ads) => (ads[1].id = ads[0].id), "id.repeated");
    expect(repeated).toMatchObject({ severity: "error", ad: { index: 1 } });
    // UNDEFINED_AD_ID is the marketplace's code for a missing or malformed id: a repeated one is not tagged with it.
    expect(repeated.code).toBeUndefined();
    expect(repeated.fix).toContain("anúncio 1");
  });

  it("category: an integer subcategory code accepted on this channel", () => {
    expect(one((ads) => (ads[0].category = "2020"), "category.invalid").fix).toContain("`2020`");
    expect(one((ads) => (ads[0].category = 2000), "category.unknown")).toMatchObject({
      severity: "error",
      docs: { href: "/faq/category.html#tabela-de-codigos" },
    });
    if (channel === "json") {
      // Cellphones are API only: the catalogue's example is an API ad, sent in a file.
      const report = validateIn("json", [APARTMENT], (ads) => ads.push({ ...ads[0], id: "cel-1", category: 3060, params: {} }));
      expect(withRule(report, "category.channel")[0]).toMatchObject({ severity: "error", docs: { href: "/faq/category.html#categoria-fora-do-canal" } });
    } else clean(() => {}, [3060]);
  });

  it("subject 2 to 90 characters, body 2 to 6000", () => {
    expect(one((ads) => (ads[1].subject = "A"), "text.length")).toMatchObject({ field: "subject" });
    expect(one((ads) => (ads[1].subject = "a".repeat(91)), "text.length").fix).toContain("91");
    clean((ads) => (ads[1].subject = "a".repeat(90)));
    expect(one((ads) => (ads[1].body = "a".repeat(6001)), "text.length")).toMatchObject({ field: "body" });
    clean((ads) => (ads[1].body = "Linha 1\n" + "a".repeat(5992)));
    expect(one((ads) => delete ads[1].body, "field.required").field).toBe("body");
    clean((ads) => delete ads[0].subject); // cars: the marketplace writes the title
  });

  it("phone: API only, 10 or 11 digits as a number", () => {
    if (channel === "api") {
      expect(one((ads) => (ads[0].phone = "11987654321"), "phone.invalid").fix).toContain("`11987654321`");
      one((ads) => (ads[0].phone = 119876543), "phone.invalid");
      clean((ads) => (ads[0].phone = 1133334444));
    } else {
      expect(one((ads) => (ads[0].phone = 11987654321), "field.channel")).toMatchObject({ severity: "warning", field: "phone" });
      clean(() => {});
    }
  });

  it("operation: insert, edit or delete in the API; absent from the file", () => {
    if (channel === "api") {
      one((ads) => (ads[0].operation = "update"), "operation.invalid");
      // Required by the field table, yet the marketplace's own parts examples omit it: a warning that says "ausente".
      const missing = one((ads) => delete ads[0].operation, "operation.missing");
      expect(missing).toMatchObject({ severity: "warning", field: "operation" });
      expect(missing.message).toContain("ausente");
      clean((ads) => (ads[0].operation = "edit"));
      clean((ads) => (ads[0] = { id: ads[0].id, operation: "delete" })); // a delete needs only the id
    } else {
      expect(one((ads) => (ads[0].operation = "insert"), "field.channel").severity).toBe("warning");
    }
  });

  it("type s or u, price an integer without cents", () => {
    one((ads) => (ads[1].type = "venda"), "type.invalid");
    clean((ads) => (ads[1].type = "u"));
    expect(one((ads) => (ads[1].price = 1999.9), "price.invalid").fix).toContain("`2000`");
    one((ads) => (ads[1].price = "520000"), "price.invalid");
    expect(one((ads) => delete ads[1].price, "field.required").field).toBe("price");
    // Price is required since 05/08/2025: zero is no price.
    expect(one((ads) => (ads[1].price = 0), "price.zero")).toMatchObject({ severity: "error", field: "price" });
  });

  it("zipcode: a string of digits, required, 8 digits", () => {
    expect(one((ads) => (ads[1].zipcode = 22041001), "zipcode.invalid")).toMatchObject({ severity: "error", code: "NO_REGION" });
    expect(one((ads) => (ads[1].zipcode = "22041-001"), "zipcode.invalid").fix).toContain('"22041001"');
    expect(one((ads) => delete ads[1].zipcode, "field.required").code).toBe("NO_REGION");
    expect(one((ads) => (ads[1].zipcode = "1310100"), "zipcode.length")).toMatchObject({ severity: "warning", code: "NO_REGION" });
    clean((ads) => (ads[1].zipcode = "01310100"));
  });

  it("images: required, at most 20, no repeats; format and size only as far as the URL tells", () => {
    const url = (i: number, name = `${i}.jpg`) => `https://cdn.example.com/fotos/${name}`;
    expect(one((ads) => delete ads[1].images, "field.required").code).toBe("NO_IMAGE");
    expect(one((ads) => (ads[1].images = []), "images.empty")).toMatchObject({ severity: "error", code: "NO_IMAGE" });
    one((ads) => (ads[1].images = Array.from({ length: 21 }, (_, i) => url(i))), "images.max");
    clean((ads) => (ads[1].images = Array.from({ length: 20 }, (_, i) => url(i))));
    one((ads) => (ads[1].images = [url(1), url(1)]), "images.repeated");
    one((ads) => (ads[1].images = ["fotos/1.jpg"]), "images.invalid");
    expect(one((ads) => (ads[1].images = [url(1, "1.webp")]), "image.format")).toMatchObject({ severity: "warning", field: "images[0]" });
    expect(one((ads) => (ads[1].images = [url(1), url(2, "thumb_40x40.jpg")]), "image.too-small")).toMatchObject({
      code: "ERROR_IMAGE_TOO_SMALL",
      field: "images[1]",
    });
    one((ads) => (ads[1].images = ["https://cdn.example.com/img?id=1&w=30&h=30"]), "image.too-small");
    one((ads) => (ads[1].images = ["https://cdn.example.com/4000x5000/1.png"]), "image.too-large");
    expect(one((ads) => (ads[1].images = ["http://localhost:8080/1.jpg"]), "image.private-host").code).toBe("ERROR_DOWNLOADING_IMAGE");
    const fine = check(
      (ads) => (ads[1].images = ["https://cdn.example.com/800x600/1.PNG", "https://cdn.example.com/foto?id=9&w=1024&h=768", "https://cdn.example.com/foto/9"]),
    );
    expect(rulesOf(fine).filter((r) => r.startsWith("image"))).toEqual([]);
    expect(fine.notes.map((n) => n.title)).toContain("Imagens");
  });

  it("videos: one video-page URL on the video site", () => {
    const watch = "https://www.youtube.com/watch?v=a1B2c3D4e5F";
    expect(one((ads) => (ads[1].videos = ["https://vimeo.com/123456"]), "videos.url")).toMatchObject({ severity: "error", code: "ERROR_VIDEOS_URL_INVALID" });
    one((ads) => (ads[1].videos = ["https://www.youtube.com/@imobiliaria"]), "videos.url");
    expect(one((ads) => (ads[1].videos = [watch, "https://youtu.be/a1B2c3D4e5F"]), "videos.many").severity).toBe("warning");
    expect(one((ads) => (ads[1].videos = watch), "videos.not-list").severity).toBe("warning");
    clean((ads) => (ads[1].videos = ["https://youtu.be/a1B2c3D4e5F"]));
    clean((ads) => (ads[1].videos = ["https://www.youtube.com/shorts/a1B2c3D4e5F"]));
  });

  it("params: required ones present; optional ones omitted rather than empty or 0, unless 0 is a value", () => {
    expect(one((ads) => delete ads[1].params.rooms, "param.required")).toMatchObject({ field: "params.rooms", ad: { index: 1 } });
    // Several missing: one finding naming each and how to fill it, on `params`, linked to the category's parameter table.
    const both = one((ads) => {
      delete ads[1].params.rooms;
      delete ads[1].params.apartment_type;
    }, "param.required");
    expect(both).toMatchObject({ field: "params", ad: { index: 1 } });
    expect(both.message).toBe("2 parâmetros obrigatórios ausentes: `rooms` e `apartment_type`");
    expect(both.fix).toMatch(/^Inclua em `params`: `rooms` com um dos códigos: .+; `apartment_type` com um dos códigos: .+\.$/);
    expect(both.docs?.href).toMatch(/#parametros$/);
    expect(one((ads) => (ads[1].params.bathrooms = ""), "param.empty").fix).toContain("Retire");
    one((ads) => (ads[1].params.bathrooms = "0"), "param.empty");
    one((ads) => (ads[1].params.apartment_features = []), "param.empty");
    clean((ads) => (ads[1].params.garage_spaces = "0"));
    clean((ads) => (ads[1].params.rooms = "0"));
    clean((ads) => (ads[0].params.zero_km = "0"));
    one((ads) => (ads[1].params = "rooms=2"), "params.type");
    expect(one((ads) => (ads[1].params.piscina = "1"), "param.unknown").severity).toBe("warning");
    expect(one((ads) => (ads[1].piscina = "1"), "field.unknown").severity).toBe("warning");
  });

  it("params: allowed values, value types, years", () => {
    // Codes are named with their labels from the catalogue.
    expect(one((ads) => (ads[0].params.fuel = "9"), "param.value").message).toMatch(/`fuel` `9` não existe; aceitos: `1` \S.*`7`/);
    clean((ads) => (ads[0].params.fuel = "5"));
    // A number where a code goes: a type warning, and the code is still checked.
    expect(one((ads) => (ads[1].params.rooms = 2), "param.number").severity).toBe("warning");
    clean((ads) => (ads[1].params.rooms = 2));
    one((ads) => (ads[1].params.rooms = 9), "param.value");
    one((ads) => (ads[1].params.apartment_features = [1, 99]), "param.value");
    one((ads) => (ads[1].params.rooms = true), "param.not-string");
    one((ads) => (ads[1].params.apartment_features = "1"), "param.not-array");
    one((ads) => (ads[1].params.rooms = ["2"]), "param.array");
    one((ads) => (ads[1].params.apartment_features = ["1", "1"]), "param.repeated");
    one((ads) => (ads[0].params.mileage = "48000"), "param.integer");
    one((ads) => (ads[0].params.mileage = -1), "param.min");
    one((ads) => (ads[1].params.size = "68 m2"), "param.numeric-string");
    clean((ads) => (ads[1].params.size = 68));
    expect(one((ads) => (ads[0].params.regdate = "1979"), "param.year").fix).toContain("`1975`");
    clean((ads) => (ads[0].params.regdate = "1975"));
  });

  it("deprecated values, with the marketplace's codes", () => {
    const deprecated = (param: string, value: unknown) => one((ads) => (ads[0].params[param] = value), "param.deprecated");
    expect(deprecated("fuel", "4")).toMatchObject({ severity: "error", code: "ERROR_FUEL_4_DEPRECATED", field: "params.fuel" });
    expect(deprecated("financial", ["1"])).toMatchObject({ code: "ERROR_FINANCIAL_INVALID", field: "params.financial[0]" });
    expect(deprecated("car_features", ["1", "2"])).toMatchObject({ code: "ERROR_CAR_FEATURE_2_INVALID", field: "params.car_features[1]" });
    expect(deprecated("cartype", "4")).toMatchObject({ code: "ERROR_CAR_TYPE_1_OR_4_INVALID" });
    expect(deprecated("cartype", "1").fix).toMatch(/`2`/);
    clean((ads) => Object.assign(ads[0].params, { fuel: "3", gnv_kit: "1", financial: ["2", "3"], car_features: ["1", "3"], cartype: "2" }));
  });

  it("vehicle_tag: uppercase, required for used vehicles, a plate", () => {
    expect(one((ads) => (ads[0].params.vehicle_tag = "abc1d23"), "param.pattern")).toMatchObject({
      code: "ERROR_VEHICLE_TAG_INVALID",
      field: "params.vehicle_tag",
    });
    expect(one((ads) => (ads[0].params.vehicle_tag = "abc1d23"), "param.pattern").fix).toContain('"ABC1D23"');
    const used = one((ads) => delete ads[0].params.vehicle_tag, "vehicle-tag.used");
    expect(used).toMatchObject({ severity: "error", code: "ERROR_VEHICLE_TAG_INVALID", field: "params.vehicle_tag" });
    clean((ads) => {
      delete ads[0].params.vehicle_tag;
      ads[0].params.zero_km = "1";
      ads[0].params.mileage = 0;
    });
    expect(one((ads) => (ads[0].params.vehicle_tag = "ABC-1D23"), "vehicle-tag.format")).toMatchObject({
      severity: "warning",
      fix: expect.stringContaining('"ABC1D23"'),
    });
    clean((ads) => (ads[0].params.vehicle_tag = "ABC1234"));
  });

  it("vehicle_history 1 requires renavam and cpf_cnpj", () => {
    const report = check((ads) => (ads[0].params.vehicle_history = "1"));
    expect(
      withRule(report, "param.vehicle-history")
        .map((f) => f.field)
        .sort(),
    ).toEqual(["params.cpf_cnpj", "params.renavam"]);
    expect(withRule(report, "param.vehicle-history")[0].docs?.href).toMatch(channel === "api" ? /#placa-e-historico-veicular$/ : /#parametros$/);
    clean((ads) => Object.assign(ads[0].params, { vehicle_history: "1", renavam: "12345678901", cpf_cnpj: "12345678000190" }));
    clean((ads) => (ads[0].params.vehicle_history = "2"));
  });

  it("brand, model and version: ids from the lookups, which cannot be checked offline", () => {
    expect(one((ads) => (ads[0].params.vehicle_brand = "Volkswagen"), "param.lookup-id")).toMatchObject({
      code: "ERROR_VEHICLE_BRAND_INVALID",
      docs: { href: "/anuncio/api/autos/car_models.html" },
    });
    expect(one((ads) => delete ads[0].params.vehicle_version, "param.required").code).toBe("ERROR_VEHICLE_VERSION_INVALID");
    const report = check(() => {});
    const note = report.notes.find((n) => n.title.includes("marca"));
    expect(note?.links.map((l) => l.href)).toContain("/anuncio/api/autos/car_models.html");
    expect(note?.text).toMatch(/ERROR_VEHICLE_BRAND_INVALID/);
    expect(check(() => {}, [APARTMENT]).notes.some((n) => n.title.includes("marca"))).toBe(false);
  });

  it("channel differences: trucks in the file send financial as one code and have no financial_status", () => {
    const truck = (edit: (p: Ad) => void) => validateIn(channel, [2040], (ads) => edit(ads[0].params));
    if (channel === "json") {
      expect(
        rulesOf(
          truck((p) => (p.financial = ["2"])),
          "error",
        ),
      ).toContain("param.array");
      expect(
        rulesOf(
          truck((p) => (p.financial_status = "1")),
          "warning",
        ),
      ).toContain("param.unknown");
      expect(
        rulesOf(
          truck((p) => (p.regdate = "2025")),
          "error",
        ),
      ).toContain("param.year");
      expect(
        rulesOf(
          truck((p) => (p.financial = "2")),
          "error",
        ),
      ).toEqual([]);
    } else {
      expect(
        rulesOf(
          truck((p) => (p.financial = "2")),
          "error",
        ),
      ).toContain("param.not-array");
      expect(
        rulesOf(
          truck((p) => Object.assign(p, { financial: ["2"], financial_status: "1", regdate: "2025" })),
          "error",
        ),
      ).toEqual([]);
    }
  });
});

describe("cellphones (API only)", () => {
  it("flags an Apple model id outside the published range and an unpublished brand", () => {
    const rules = (edit: (p: Ad) => void) => rulesOf(validateIn("api", [3060], (ads) => edit(ads[0].params)));
    expect(rules((p) => Object.assign(p, { electronics_brand: "2", electronics_model: "40" }))).toContain("cellphone.apple-model");
    expect(rules((p) => (p.electronics_brand = "99"))).toContain("cellphone.brand-unpublished");
    expect(rules((p) => Object.assign(p, { electronics_brand: "2", electronics_model: "25" }))).toEqual([]);
    const note = validateIn("api", [3060]).notes.find((n) => n.title.includes("marca"));
    expect(note?.links.map((l) => l.href)).toEqual(["/anuncio/api/electronics/cellphone_models.html"]);
  });
});
