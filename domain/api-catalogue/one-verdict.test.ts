/**
 * One verdict: the ad schemas of /openapi.json (ImportEnvelope, JsonFile)
 * and the ad validator (packages/validador) judge the same payloads alike,
 * over every example on the portal, the validator's real fixtures and a
 * mutation set (each example ad with one field wrong). A disagreement passes
 * only when SCHEMA_DIFFERENCES lists it, as the OpenAPI page does.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { EXAMPLE_CATEGORIES, exampleAd, findCategory } from "../ad-catalogue/index";
import { checkEnvelope, checkJsonFile } from "../../packages/validador/src/rules/index";
import { validateBytes } from "../../packages/validador/src/index";
import { COMPONENT_REF, createSchemaValidator } from "./check";
import { OPERATIONS } from "./index";
import { SCHEMA_DIFFERENCES } from "./schema-differences";

const YEAR = 2026;
const schemas = createSchemaValidator({ currentYear: YEAR });
const ENVELOPE = { $ref: `${COMPONENT_REF}ImportEnvelope` };
const JSON_FILE = { $ref: `${COMPONENT_REF}JsonFile` };
const FIXTURES = join(__dirname, "../../packages/validador/fixtures/real");

type Channel = "api" | "json";
type Ad = Record<string, any>;
interface Finding {
  severity: string;
  rule: string;
}

const payloadOf = (channel: Channel, ads: unknown[]) => (channel === "api" ? { access_token: "SEU_ACCESS_TOKEN", ad_list: ads } : ads);
const schemaProblems = (channel: Channel, payload: unknown) => schemas.schemaProblems(channel === "api" ? ENVELOPE : JSON_FILE, payload);
const validatorFindings = (channel: Channel, payload: unknown): Finding[] =>
  channel === "api" ? checkEnvelope(payload, { currentYear: YEAR }) : checkJsonFile(payload, { currentYear: YEAR });

/** "" when both agree or SCHEMA_DIFFERENCES explains it; otherwise what differs. */
function disagreement(schemaAccepts: boolean, findings: readonly Finding[]): string {
  const validatorAccepts = !findings.some((f) => f.severity === "error");
  if (schemaAccepts === validatorAccepts) return "";
  const rules = new Set(findings.map((f) => f.rule));
  const listed = SCHEMA_DIFFERENCES.some((d) => d.schema === (schemaAccepts ? "accepts" : "refuses") && rules.has(d.rule));
  return listed
    ? ""
    : `schema ${schemaAccepts ? "accepts" : "refuses"}, validator ${validatorAccepts ? "accepts" : "refuses"} (${[...rules].join(", ") || "no finding"})`;
}

function judge(channel: Channel, payload: unknown): string {
  return disagreement(schemaProblems(channel, payload).length === 0, validatorFindings(channel, payload));
}

const channelsOf = (code: number) => findCategory(code)!.channels.filter((c): c is Channel => c !== "xml");
const exampleAds = EXAMPLE_CATEGORIES.flatMap((code) => channelsOf(code).map((channel) => ({ code, channel, ad: exampleAd(code, channel) as Ad })));

/** Each mutation changes one thing of an ad: [what, changed copy]. */
function mutations(ad: Ad): [string, Ad][] {
  const out: [string, Ad][] = [];
  const copy = () => structuredClone(ad);
  const wrongOfType = (v: unknown) => (typeof v === "number" ? "texto" : typeof v === "string" ? 12345 : "texto");
  for (const [field, value] of Object.entries(ad)) {
    if (field === "params") continue;
    const without = copy();
    delete without[field];
    out.push([`without ${field}`, without]);
    out.push([`${field} of another type`, { ...copy(), [field]: wrongOfType(value) }]);
  }
  out.push(["an unknown field", { ...copy(), cor: "azul" }]);
  for (const [name, value] of Object.entries((ad.params ?? {}) as Ad)) {
    const withParam = (v: unknown): Ad => ({ ...copy(), params: { ...ad.params, [name]: v } });
    const withoutParam = copy();
    delete withoutParam.params[name];
    out.push([`without params.${name}`, withoutParam], [`params.${name} unknown code`, withParam("999999")], [`params.${name} empty`, withParam("")]);
    if (typeof value === "string" && /^\d+$/.test(value)) out.push([`params.${name} as a number`, withParam(Number(value))]);
    if (Array.isArray(value)) out.push([`params.${name} empty list`, withParam([])], [`params.${name} one code, not a list`, withParam(value[0])]);
    if (typeof value === "number") out.push([`params.${name} in quotes`, withParam(String(value))], [`params.${name} negative`, withParam(-1)]);
  }
  out.push(["an unknown param", { ...copy(), params: { ...ad.params, cor: "azul" } }]);
  return out;
}

describe("one verdict: the ad schemas and the ad validator", () => {
  it("agree on every example ad of the portal, alone and all together, on each channel", () => {
    const problems = exampleAds.map(({ code, channel, ad }) => [`${code} ${channel}`, judge(channel, payloadOf(channel, [ad]))]).filter(([, d]) => d);
    for (const channel of ["api", "json"] as const) {
      const all = exampleAds.filter((e) => e.channel === channel).map((e) => e.ad);
      const d = judge(channel, payloadOf(channel, all));
      if (d) problems.push([`all ${channel}`, d]);
    }
    expect(problems).toEqual([]);
  });

  it("agree on the import bodies documented with the calls", () => {
    const bodies = OPERATIONS.filter((op) => op.body?.shape.type === "ref").flatMap((op) => op.body!.examples.map((e) => e.value));
    expect(bodies.length).toBeGreaterThan(0);
    expect(bodies.map((b) => judge("api", b)).filter(Boolean)).toEqual([]);
  });

  it("agree on the validator's real fixtures (JSON), as the validator reads them", () => {
    const files = readdirSync(FIXTURES).filter((f) => f.endsWith(".json"));
    expect(files.length).toBeGreaterThanOrEqual(5);
    const problems = files.flatMap((name) => {
      const bytes = readFileSync(join(FIXTURES, name));
      const payload = JSON.parse(bytes.toString("utf8"));
      const report = validateBytes(bytes, { filename: name, currentYear: YEAR });
      const channel: Channel = Array.isArray(payload) ? "json" : "api";
      const d = disagreement(schemaProblems(channel, payload).length === 0, report.findings);
      return d ? [`${name}: ${d}`] : [];
    });
    expect(problems).toEqual([]);
  });

  it("agree on every example ad with one field wrong (mutation set)", () => {
    const problems: string[] = [];
    let count = 0;
    for (const { code, channel, ad } of exampleAds) {
      for (const [what, mutated] of mutations(ad)) {
        count++;
        const d = judge(channel, payloadOf(channel, [mutated]));
        if (d) problems.push(`${code} ${channel}, ${what}: ${d}`);
      }
    }
    expect(count).toBeGreaterThan(1000);
    expect(problems).toEqual([]);
  });

  it("agree on a repeated id only as SCHEMA_DIFFERENCES says: the validator refuses, the schema accepts", () => {
    const car = exampleAd(2020, "api");
    const payload = payloadOf("api", [car, car]);
    expect(schemaProblems("api", payload)).toEqual([]);
    expect(validatorFindings("api", payload).map((f) => f.rule)).toContain("id.repeated");
  });
});
