/**
 * Files written by others (fixtures/real/SOURCES.md says where each comes
 * from): the marketplace's own examples and payloads built by public
 * integration code get the verdict the sources give, with the key findings.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { validateBytes } from "../src/index";
import type { Finding } from "../src/types";

const validate = (name: string) => validateBytes(readFileSync(join(__dirname, "../fixtures/real", name)), { filename: name, currentYear: 2026 });
const summary = (findings: Finding[], severity: Finding["severity"]) =>
  findings.filter((f) => f.severity === severity).map((f) => `${f.ad?.index ?? "-"} ${f.rule} ${f.code ?? ""}`.trim());

describe("the marketplace's own examples", () => {
  it("parts envelope without operation: accepted, with the missing operation said as missing", () => {
    const report = validate("olx-api-pecas-2101.json");
    expect(report).toMatchObject({ format: "api", accepted: true, adCount: 2, passing: 2 });
    expect(summary(report.findings, "warning")).toEqual(["0 operation.missing", "1 operation.missing"]);
  });

  it("car envelope: refused for the codes and rules added since it was written", () => {
    const report = validate("olx-api-carros-2020.json");
    expect(report).toMatchObject({ accepted: false, adCount: 2, passing: 0 });
    expect(summary(report.findings, "error")).toEqual(
      expect.arrayContaining([
        "0 param.deprecated ERROR_CAR_FEATURE_2_INVALID",
        "0 vehicle-tag.used ERROR_VEHICLE_TAG_INVALID",
        "1 param.required ERROR_VEHICLE_BRAND_INVALID, ERROR_VEHICLE_MODEL_INVALID, ERROR_VEHICLE_VERSION_INVALID",
      ]),
    );
    expect(report.findings.find((f) => f.rule === "param.deprecated")).toMatchObject({ field: "params.car_features[1]", line: 30 });
  });

  it("JSON file of apartments: accepted; operation and phone would be ignored in a file", () => {
    const report = validate("olx-json-apartamentos.json");
    expect(report).toMatchObject({ format: "json", accepted: true, passing: 2 });
    expect(new Set(summary(report.findings, "warning"))).toEqual(new Set(["0 field.channel", "1 field.channel"]));
  });

  it("commercial feed: 'Conjunto Comercial' accepted, QtdVagas 10 outside the table is a warning", () => {
    const report = validate("olx-xml-comercio.xml");
    expect(report).toMatchObject({ format: "xml", accepted: true, adCount: 1 });
    expect(summary(report.findings, "warning")).toEqual(["0 xml.range"]);
  });

  it("apartment feed as published: unreadable at the tag closed with another name, on its line", () => {
    const report = validate("olx-xml-apartamentos.xml");
    expect(report.accepted).toBe(false);
    expect(report.findings).toEqual([expect.objectContaining({ rule: "xml.syntax", line: 44 })]);
    expect(report.findings[0].message).toContain("`</AreaTotal>`");
  });

  it("apartment feed with that tag closed, and the land feed: 'Apartamento Padrão' and 'Fazenda Rural' accepted", () => {
    for (const name of ["olx-xml-apartamentos-corrigido.xml", "olx-xml-terrenos.xml"]) {
      const report = validate(name);
      expect(report.accepted, name).toBe(true);
      expect(summary(report.findings, "error"), name).toEqual([]);
    }
  });
});

describe("payloads built by public integration code", () => {
  it("TypeScript route for cars: deprecated fuel, doors as a number that is also no code, phone as text, no version", () => {
    const report = validate("garage-racing-carro-2020.json");
    expect(report).toMatchObject({ accepted: false, passing: 0 });
    expect(summary(report.findings, "error").sort()).toEqual([
      "0 param.deprecated ERROR_FUEL_4_DEPRECATED",
      "0 param.required ERROR_VEHICLE_VERSION_INVALID",
      "0 param.value",
      "0 phone.invalid",
    ]);
    expect(summary(report.findings, "warning")).toEqual(["0 param.number"]);
    const doors = report.findings.find((f) => f.rule === "param.value")!;
    expect(doors.message).toMatch(/^`doors` `4` não existe; aceitos: `1` .+, `2` .+, `3` .+/);
  });

  it("PHP (Laravel) export of rentals: params [] from json_encode on both ads, price 0 on the one whose price was 'Sob consulta'", () => {
    const report = validate("aluguel-seguro-php-apartamentos.json");
    expect(report).toMatchObject({ format: "api", accepted: false, adCount: 2, passing: 0 });
    const at = (rule: string) => report.findings.filter((f) => f.rule === rule).map((f) => ({ index: f.ad?.index, severity: f.severity, line: f.line }));
    expect(at("params.type")).toEqual([
      { index: 0, severity: "error", line: 16 },
      { index: 1, severity: "error", line: 30 },
    ]);
    expect(at("price.zero")).toEqual([{ index: 1, severity: "error", line: 26 }]);
    // With params empty, the apartment's required parameters are missing too.
    expect(summary(report.findings, "error")).toEqual(expect.arrayContaining(["0 param.required", "1 param.required"]));
    expect(report.findings.filter((f) => f.rule === "param.required").map((f) => f.message)).toEqual([
      expect.stringMatching(/`rooms` e `apartment_type`/),
      expect.stringMatching(/`rooms` e `apartment_type`/),
    ]);
    // phone_hidden is a common field of the API (the marketplace's import page documents it): no finding.
    expect(report.findings.filter((f) => f.field === "phone_hidden")).toEqual([]);
    // `Subject`, `Body`, `Phone` as the import's field table writes them: checked as those fields, with a warning, never "missing".
    expect(at("field.case")).toEqual([
      { index: 0, severity: "warning", line: 8 },
      { index: 0, severity: "warning", line: 9 },
      { index: 0, severity: "warning", line: 10 },
      { index: 1, severity: "warning", line: 22 },
      { index: 1, severity: "warning", line: 23 },
      { index: 1, severity: "warning", line: 24 },
    ]);
    expect(report.findings.find((f) => f.rule === "field.case")!.message).toContain("`subject`");
    expect(report.findings.filter((f) => /^(subject|body)\./.test(f.rule))).toEqual([]);
    // The phone goes as text; the import takes a number (as for the TypeScript route above), said on the key as written.
    expect(at("phone.invalid")).toEqual([
      { index: 0, severity: "error", line: 10 },
      { index: 1, severity: "error", line: 24 },
    ]);
  });
});

describe("feeds written for other portals", () => {
  it("ZAP-format feed built by EmCasa's Elixir exporter: the other portal's tags said once for the feed, an empty Observacao refused", () => {
    const report = validate("emcasa-zap-apartamentos.xml");
    expect(report).toMatchObject({ format: "xml", accepted: false, adCount: 3, passing: 1 });
    const unknown = report.findings.filter((f) => f.rule === "xml.tag-unknown");
    expect(unknown).toHaveLength(1);
    expect(unknown[0].message).toContain("`<CategoriaImovel>` (3)");
    expect(unknown[0].message).toContain("`<TipoOferta>` (3)");
    expect(summary(report.findings, "error")).toEqual(["1 xml.tag-required", "2 xml.tag-required"]);
    expect(report.findings.filter((f) => f.severity === "error").map((f) => f.field)).toEqual(["Observacao", "Observacao"]);
    expect(summary(report.findings, "warning")).toEqual(["- xml.tag-unknown", "2 xml.photos-missing NO_IMAGE"]);
  });

  it("ImóveisSC example declared ISO-8859-1: the encoding said once, on the declaration; no SubTipoImovel, and the other required tags are still asked for", () => {
    const report = validate("imoveissc-exemplo.xml");
    expect(report).toMatchObject({ accepted: false, adCount: 1, passing: 0 });
    const file = report.findings.filter((f) => !f.ad);
    expect(file.filter((f) => f.rule === "xml.encoding")).toEqual([expect.objectContaining({ severity: "error", line: 1 })]);
    expect(file.filter((f) => f.rule === "xml.tag-unknown")).toHaveLength(1);
    const missing = report.findings.filter((f) => f.rule === "xml.tag-required").map((f) => f.field);
    expect(missing).toEqual(["CodigoImovel", "SubTipoImovel", "CEP", "Observacao"]);
  });
});
