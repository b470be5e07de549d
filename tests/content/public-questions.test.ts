/**
 * Integrators' public questions (content/faq/perguntas-publicas.json) are
 * mapped to the pages and anchors that answer them. A reader following the
 * map must land on a page that exists and on the section that answers, so
 * every mapped path and #anchor is checked against the site as built.
 */
import { readFileSync } from "node:fs";
import { beforeAll, describe, expect, it } from "vitest";
import { paths } from "../../core/paths";
import type { Page } from "../../core/types";
import { buildRealSite, pageText } from "./real-site";

interface PublicQuestion {
  issue: string;
  year: number;
  title: string;
  asked: string;
  before: "full" | "partly" | "not";
  after: "full" | "partly" | "not";
  answers: string[];
  faq?: string;
}

const questions: PublicQuestion[] = JSON.parse(readFileSync(`${paths().content}/faq/perguntas-publicas.json`, "utf8")).questions;

/** Every target of the map that does not resolve: an unknown page, or an anchor the page does not carry. */
function unresolvedTargets(targets: string[], pages: Pick<Page, "path" | "ids" | "headers">[]): string[] {
  const byPath = new Map(pages.map((page) => [page.path, page]));
  return targets.filter((target) => {
    const [path, anchor] = target.split("#");
    const page = byPath.get(path);
    if (!page) return true;
    return anchor !== undefined && !page.ids.includes(anchor) && !page.headers.some((h) => h.slug === anchor);
  });
}

describe("unresolvedTargets", () => {
  const pages = [{ path: "/faq/home.html", ids: ["respostas-rapidas"], headers: [{ level: 2, title: "Por tema", slug: "por-tema" }] }];
  it("accepts a page, an id and a heading slug, and names what is missing", () => {
    expect(unresolvedTargets(["/faq/home.html", "/faq/home.html#respostas-rapidas", "/faq/home.html#por-tema"], pages)).toEqual([]);
    expect(unresolvedTargets(["/faq/nada.html", "/faq/home.html#sumiu"], pages)).toEqual(["/faq/nada.html", "/faq/home.html#sumiu"]);
  });
});

describe("the public questions map", () => {
  it("lists each question with its source issue, a reading before and after, and where it is answered", () => {
    expect(questions.length).toBeGreaterThanOrEqual(47);
    for (const q of questions) {
      expect(q.issue, q.title).toMatch(/^https:\/\/github\.com\/(olxbr\/ad_integration|olx-brasil\/olx-api-client)\/issues\/\d+$/);
      expect(["full", "partly", "not"]).toContain(q.before);
      expect(["full", "partly", "not"]).toContain(q.after);
      if (q.after !== "not") expect(q.answers.length, q.title).toBeGreaterThan(0);
    }
  });

  describe("against the built site", () => {
    let pages: Page[];
    beforeAll(async () => {
      pages = (await buildRealSite()).manifest.pages;
    }, 300_000);

    it("points only to pages and anchors that exist", () => {
      const targets = questions.flatMap((q) => [...q.answers, ...(q.faq ? [q.faq] : [])]);
      expect(unresolvedTargets(targets, pages)).toEqual([]);
    });

    it("lists every answered question on the FAQ's questions page, linked to its first answer", () => {
      const list = pages.find((p) => p.path === "/faq/perguntas.html")!;
      const text = pageText(list.html);
      const links = list.links.map((l) => l.href);
      const missing = questions.filter((q) => q.answers.length > 0 && !(text.includes(q.asked) && links.includes(q.answers[0])));
      expect(missing.map((q) => `${q.issue}: ${q.asked}`)).toEqual([]);
    });

    it("gives each error text integrators paste its own entry, linked from the calls that produce it", () => {
      const errors = pages.find((p) => p.path === "/faq/erros_comuns.html")!;
      const text = pageText(errors.html);
      for (const pasted of [
        "Usuário sem permissão",
        "Without permission",
        "MILEAGE INVALID",
        "Payload Too Large",
        "502 Bad Gateway",
        "Problemas técnicos",
        "403",
        "http_code",
        "ACCESS_TOKEN_NOT_FOUND",
      ]) {
        expect(text, pasted).toContain(pasted);
      }
      for (const call of ["/anuncio/api/import.html", "/anuncio/api/oauth.html"]) {
        const links = pages.find((p) => p.path === call)!.links.map((l) => l.href.split("#")[0]);
        expect(links, call).toContain("/faq/erros_comuns.html");
      }
    });
  });
});
