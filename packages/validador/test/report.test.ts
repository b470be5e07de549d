/**
 * The report as a whole: the summary a reader sees first (how many ads pass,
 * and that one failing ad cancels an API import), findings placed on their ad
 * and line, in order, and the same report as text for the terminal.
 */
import { describe, expect, it } from "vitest";
import { formatReport, validatePayload } from "../src/index";
import { apiText, fileText, validateIn, withRule } from "./fixtures";

describe("summary", () => {
  it("API: counts passing ads and says one failing ad cancels the import (statusCode -4)", () => {
    const report = validateIn("api", [2020, 1020, 1040], (ads) => (ads[1].params.rooms = "9"));
    expect(report).toMatchObject({ adCount: 3, passing: 2, accepted: false });
    expect(report.summary[0]).toBe("2 de 3 anúncios passam; 1 tem erro que o faria ser recusado.");
    expect(report.summary[1]).toContain("`-4`");
    expect(report.summary[1]).toContain("nenhum dos 3 anúncios do lote seria importado");
  });
  it("API: all passing means the batch would be accepted (statusCode 0)", () => {
    const report = validateIn("api", [2020, 1020]);
    expect(report.summary).toEqual(["Todos os 2 anúncios passam em todas as verificações.", expect.stringContaining("`0`")]);
  });
  it("JSON file: failing ads are not published, the others go on; warnings are counted apart", () => {
    const report = validateIn("json", [1020, 1040], (ads) => {
      delete ads[0].images;
      ads[1].params.piscina = "1";
    });
    expect(report).toMatchObject({ passing: 1, accepted: false });
    expect(report.summary).toEqual([
      "1 de 2 anúncios passa; 1 tem erro que o faria ser recusado.",
      "O anúncio com erro não seria publicado na próxima leitura do arquivo; os demais seguem.",
      "1 aviso: não impede o envio, mas algo seria ignorado ou pode falhar depois.",
    ]);
  });
  it("warnings alone do not refuse anything", () => {
    const report = validateIn("json", [1020], (ads) => (ads[0].params.piscina = "1"));
    expect(report).toMatchObject({ accepted: true, passing: 1 });
  });
});

describe("findings", () => {
  it("name the ad by id and position, the field, the line and column, and are ordered by ad", () => {
    const text = apiText([2020, 1020], (ads) => {
      ads[1].params.rooms = "9";
      ads[0].params.fuel = "4";
      ads[0].params.vehicle_tag = "abc1d23";
    });
    const report = validatePayload(text);
    expect(report.findings.filter((f) => f.severity === "error").map((f) => [f.ad?.index, f.field])).toEqual([
      [0, "params.fuel"],
      [0, "params.vehicle_tag"],
      [1, "params.rooms"],
    ]);
    const fuel = withRule(report, "param.deprecated")[0];
    const lines = text.split("\n");
    expect(lines[fuel.line! - 1].slice(fuel.column! - 1)).toMatch(/^"fuel": "4"/);
    expect(fuel.ad).toEqual({ index: 0, id: "carro-48213" });
  });
  it("on a JSON file too", () => {
    const text = fileText([1020, 1040], (ads) => (ads[1].zipcode = "abc"));
    const finding = withRule(validatePayload(text), "zipcode.invalid")[0];
    expect(text.split("\n")[finding.line! - 1]).toContain('"zipcode": "abc"');
  });
  it("every finding says what is wrong and how to fix it, and links to an .html page", () => {
    const report = validateIn("api", [2020, 1020, 3060], (ads) => {
      Object.assign(ads[0], {
        id: "",
        price: "x",
        zipcode: 1,
        images: [],
        videos: ["https://vimeo.com/1"],
        phone: "x",
        type: "x",
        operation: "x",
        subject: "x",
      });
      Object.assign(ads[0].params, {
        fuel: "4",
        cartype: "1",
        financial: ["1"],
        car_features: ["2"],
        vehicle_tag: "abc",
        vehicle_history: "1",
        mileage: "1",
        regdate: "1900",
        gearbox: "",
      });
      Object.assign(ads[1].params, { rooms: 3, apartment_features: "1", size: "x" });
      ads[2].params.electronics_brand = "Apple";
    });
    expect(report.findings.length).toBeGreaterThan(20);
    for (const f of report.findings) {
      expect(f.message.length, f.rule).toBeGreaterThan(8);
      expect(f.fix.length, f.rule).toBeGreaterThan(8);
      expect(f.docs?.href, f.rule).toMatch(/^\/[a-z_/]+\.html(#[a-z0-9-]+)?$/);
    }
    const codes = new Set(report.findings.map((f) => f.code).filter(Boolean));
    for (const code of [
      "UNDEFINED_AD_ID",
      "NO_IMAGE",
      "NO_REGION",
      "ERROR_FUEL_4_DEPRECATED",
      "ERROR_FINANCIAL_INVALID",
      "ERROR_CAR_FEATURE_2_INVALID",
      "ERROR_CAR_TYPE_1_OR_4_INVALID",
      "ERROR_VEHICLE_TAG_INVALID",
      "ERROR_VIDEOS_URL_INVALID",
    ]) {
      expect(codes, code).toContain(code);
    }
  });
});

describe("text report", () => {
  it("prints the summary, each ad's findings with fix and link, and the notes, in pt-BR", () => {
    const report = validateIn("api", [2020], (ads) => (ads[0].params.fuel = "4"));
    const text = formatReport(report, { filename: "lote.json", baseUrl: "https://portal.example/" });
    expect(text).toContain("Validação de lote.json");
    expect(text).toContain("Formato: envelope da API");
    expect(text).toContain('Anúncio 1 (id "carro-48213")');
    expect(text).toMatch(/ERRO {3}params\.fuel · linha \d+, coluna \d+ · ERROR_FUEL_4_DEPRECATED/);
    expect(text).toContain("Como corrigir: ");
    expect(text).toContain("Documentação: https://portal.example/anuncio/api/autos/sub_auto.html#valores-descontinuados");
    expect(text).toContain("Não conferido aqui:");
    expect(text).toContain("https://portal.example/anuncio/api/autos/car_models.html");
    const withInfo = validateIn("api", [3060], (ads) => (ads[0].params.electronics_brand = "99"));
    expect(formatReport(withInfo)).toContain("NOTA");
    expect(formatReport(withInfo, { quiet: true })).not.toContain("NOTA");
  });
});

describe("a payload refused as a whole", () => {
  it("never opens with 'todos passam': each ad's own checks pass, and the payload's error follows", () => {
    const report = validateIn("api", [1020], (ads) => {
      for (let i = 1; i < 1001; i++) ads.push({ ...ads[0], id: `ap-${i}`, body: "x".repeat(900) });
    });
    expect(report.findings.some((f) => f.rule === "payload.size")).toBe(true);
    expect(report.summary[0]).toBe("Os 1.001 anúncios passam nas verificações de cada anúncio, mas o envio tem erro.");
    expect(report.summary[1]).toBe("O envio inteiro seria recusado pelos erros do envelope listados abaixo.");
  });
});

describe("an envelope with the list under another name", () => {
  it("is not called an array of ads, and the fix gives both ways to send it", () => {
    const ads = JSON.parse(fileText([1020]));
    const report = validatePayload(JSON.stringify({ ads }, null, 2), { currentYear: 2026 });
    const shape = report.findings.find((f) => f.rule === "file.type")!;
    expect(shape.message).toContain("`ads`");
    expect(shape.fix).toContain("`ad_list`");
    expect(shape.fix).toContain("na raiz");
    const text = formatReport(report);
    expect(text).not.toContain("array de anúncios");
    expect(text).toContain("Formato: JSON que não é envelope da API nem lista de anúncios");
  });
});
