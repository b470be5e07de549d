/**
 * The type policy, decided once from the marketplace's field tables and
 * stated on the validator page ("Texto ou número"): the type the table
 * defines passes; the other type is an error, except where the marketplace's
 * own examples send it (a code as a number: a warning; a numeric parameter
 * as a number: accepted). The validator and the category's JSON Schema give
 * the same verdict on each case.
 */
import { describe, expect, it } from "vitest";
import { exampleAd } from "../../../domain/ad-catalogue/examples";
import { COMPONENT_REF, createSchemaValidator } from "../../../domain/api-catalogue/check";
import { checkEnvelope } from "../src/rules/index";
import { YEAR } from "./fixtures";

const schemas = createSchemaValidator({ currentYear: YEAR });
type Ad = Record<string, any>;

/** [case, category, change, the validator's worst severity on the field ("none" when it has nothing to say)]. */
const CASES: [string, number, (ad: Ad) => void, "error" | "warning" | "none"][] = [
  ["price as text", 2020, (ad) => (ad.price = String(ad.price)), "error"],
  ["phone as text", 2020, (ad) => (ad.phone = "11987654321"), "error"],
  ["category as text", 2020, (ad) => (ad.category = "2020"), "error"],
  ["mileage (integer parameter) as text", 2020, (ad) => (ad.params.mileage = String(ad.params.mileage)), "error"],
  ["zipcode as a number", 2020, (ad) => (ad.zipcode = Number(ad.zipcode)), "error"],
  ["id as a number", 2020, (ad) => (ad.id = 48213), "error"],
  ["a code (gearbox) as a number", 2020, (ad) => (ad.params.gearbox = Number(ad.params.gearbox)), "warning"],
  ["a year code (regdate) as a number", 2020, (ad) => (ad.params.regdate = Number(ad.params.regdate)), "warning"],
  ["codes in a list (car_features) as numbers", 2020, (ad) => (ad.params.car_features = ad.params.car_features.map(Number)), "warning"],
  ["a numeric parameter (size) as a number", 1020, (ad) => (ad.params.size = Number(ad.params.size)), "none"],
  ["a code that is no code (motorpower 1.5)", 2020, (ad) => (ad.params.motorpower = 1.5), "error"],
];

const worst = (severities: string[]) => (severities.includes("error") ? "error" : severities.includes("warning") ? "warning" : "none");

describe("type policy: text or number", () => {
  it.each(CASES)("%s", (_what, category, change, expected) => {
    const ad = structuredClone(exampleAd(category, "api")) as Ad;
    change(ad);
    const envelope = { access_token: "SEU_ACCESS_TOKEN", ad_list: [ad] };
    const findings = checkEnvelope(envelope, { currentYear: YEAR });
    expect(worst(findings.map((f) => f.severity))).toBe(expected);
    // The schema refuses exactly what the validator calls an error.
    const schemaRefuses = schemas.schemaProblems({ $ref: `${COMPONENT_REF}ImportEnvelope` }, envelope).length > 0;
    expect(schemaRefuses).toBe(expected === "error");
  });
});
