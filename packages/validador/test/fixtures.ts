/**
 * Payloads for the validator's tests and benchmark, built from the
 * catalogue's own valid examples (so they follow the catalogue as it
 * changes) and then broken on purpose, one rule at a time.
 */
import { exampleAd, exampleEnvelope, prettyJson } from "../../../domain/ad-catalogue/examples";
import { validatePayload } from "../src/report/validate";
import type { Finding, Report } from "../src/types";

export type Ad = Record<string, any>;
/** Pinned so year ranges do not move with the calendar. */
export const YEAR = 2026;

const clone = <T>(v: T): T => JSON.parse(JSON.stringify(v));

/** An API envelope with one example ad per category, changed by `edit`. */
export function apiText(codes: number[], edit: (ads: Ad[], envelope: Ad) => void = () => {}): string {
  const envelope = clone(exampleEnvelope(codes)) as Ad;
  edit(envelope.ad_list, envelope);
  return prettyJson(envelope);
}

/** A JSON import file with one example ad per category, changed by `edit`. */
export function fileText(codes: number[], edit: (ads: Ad[]) => void = () => {}): string {
  const ads = codes.map((c) => clone(exampleAd(c, "json")) as Ad);
  edit(ads);
  return prettyJson(ads);
}

/** Validates the same edit on the API envelope and on the JSON file. */
export function validateIn(channel: "api" | "json", codes: number[], edit: (ads: Ad[]) => void = () => {}): Report {
  return validatePayload(channel === "api" ? apiText(codes, edit) : fileText(codes, edit), { currentYear: YEAR });
}

/** Valid Imovel tags (in order) for two subtypes; tests change one tag at a time. */
export const APARTMENT: Record<string, string> = {
  CodigoImovel: "AP-1",
  TituloAnuncio: "Apartamento 2 quartos com varanda",
  SubTipoImovel: "Apartamento",
  CEP: "22041-001",
  Observacao: "Apartamento de 68 m², 2 quartos e varanda.",
  PrecoVenda: "520000",
  AreaTotal: "68",
  QtdDormitorios: "2",
  QtdBanheiros: "1",
  QtdVagas: "1",
};
export const LAND: Record<string, string> = {
  CodigoImovel: "TE-1",
  TituloAnuncio: "Terreno plano de 360 m²",
  SubTipoImovel: "Terreno",
  CEP: "14010-000",
  Observacao: "Terreno plano, pronto para construir.",
  PrecoVenda: "180000",
  AreaTotal: "360",
};

const escape = (v: string) => v.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

/** An XML feed; each Imovel gets photos unless `photos` says otherwise. Raw XML in `extra` is inserted as is. */
export function xmlText(
  imoveis: { tags: Record<string, string | undefined>; photos?: string[]; videos?: string[]; extra?: string }[],
  declaration = '<?xml version="1.0" encoding="UTF-8"?>',
): string {
  const body = imoveis.map(({ tags, photos, videos, extra }, n) => {
    const lines = Object.entries(tags)
      .filter(([, v]) => v !== undefined)
      .map(([k, v]) => `      <${k}>${escape(v!)}</${k}>`);
    const fotos = photos ?? [`https://www.example.com/fotos/${n}/1.jpg`];
    if (fotos.length) {
      lines.push(
        "      <Fotos>",
        ...fotos.map((u, i) => `        <Foto><URLArquivo>${escape(u)}</URLArquivo>${i === 0 ? "<Principal>1</Principal>" : ""}</Foto>`),
        "      </Fotos>",
      );
    }
    if (videos?.length) lines.push("      <Videos>", ...videos.map((u) => `        <Video>${escape(u)}</Video>`), "      </Videos>");
    if (extra) lines.push(extra);
    return ["    <Imovel>", ...lines, "    </Imovel>"].join("\n");
  });
  return [declaration, "<Carga>", "  <Imoveis>", ...body, "  </Imoveis>", "</Carga>", ""].filter((l) => l !== "").join("\n");
}

export const validateXml = (...args: Parameters<typeof xmlText>) => validatePayload(xmlText(...args), { currentYear: YEAR });

export const withRule = (report: Report, rule: string): Finding[] => report.findings.filter((f) => f.rule === rule);
export const errorsOf = (report: Report): Finding[] => report.findings.filter((f) => f.severity === "error");
export const rulesOf = (report: Report, severity?: Finding["severity"]) =>
  report.findings.filter((f) => !severity || f.severity === severity).map((f) => f.rule);
