/** The dated entries: valid as written, checked as the build checks them, ordered as readers and the home want them. */
import { describe, expect, it } from "vitest";
import { checkNovidades, groupNovidades, isIsoDate, NOVIDADES, recentNovidades, type Novidade } from "./index";

const entry = (over: Partial<Novidade>): Novidade => ({
  id: "exemplo",
  title: "Exemplo",
  summary: "Texto com `code`.",
  kind: "em-vigor",
  date: "2025-08-05",
  link: { href: "/faq/rate_limit.html", label: "Limite" },
  ...over,
});

describe("novidades", () => {
  it("are all valid as written", () => {
    expect(checkNovidades(NOVIDADES)).toEqual([]);
  });

  it("list the programme's dated changes from the specifications", () => {
    const dates = Object.fromEntries(NOVIDADES.filter((n) => n.date).map((n) => [n.id, n.date]));
    expect(dates).toMatchObject({
      "fim-da-listagem-antiga": "2025-11-17",
      "preco-e-imagens-obrigatorios": "2025-08-05",
      "ids-de-marca-modelo-e-versao": "2025-09-25",
    });
    const announced = NOVIDADES.filter((n) => n.kind === "anunciado").map((n) => n.id);
    expect(announced).toEqual(expect.arrayContaining(["financial-caminhoes", "novas-politicas-de-limite"]));
  });

  it("accept only real calendar days", () => {
    expect(isIsoDate("2025-11-17")).toBe(true);
    expect(isIsoDate("2024-02-29")).toBe(true);
    for (const bad of ["2025-02-29", "2025-11-31", "2025-13-01", "2025-8-05", "17/11/2025", ""]) expect(isIsoDate(bad), bad).toBe(false);
  });

  it("report each mistake with the entry and the field at fault; a change without a date is no mistake", () => {
    const problems = checkNovidades([
      entry({ id: "data-ruim", date: "2025-11-31" }),
      entry({ id: "sem-data", date: undefined }),
      entry({ id: "crase", summary: "Use `price sem fechar." }),
      entry({ id: "link-ruim", link: { href: "faq/rate_limit", label: "x" } }),
      entry({ id: "Com Espaco" }),
      entry({ id: "dup" }),
      entry({ id: "dup" }),
    ]);
    expect(problems).toEqual([
      { id: "data-ruim", field: "date", message: 'date "2025-11-31" is not a date written YYYY-MM-DD' },
      { id: "crase", field: "summary", message: "summary has an unclosed ` code span" },
      { id: "link-ruim", field: "link", message: expect.stringContaining('link "faq/rate_limit" must be a site path') },
      { id: "Com Espaco", field: undefined, message: expect.stringContaining("lower-case words") },
      { id: "dup", field: undefined, message: 'id "dup" is used twice' },
    ]);
  });

  it("put what is announced first, then dated changes newest first, then changes without a date", () => {
    const groups = groupNovidades([
      entry({ id: "antiga", date: "2024-03-01" }),
      entry({ id: "anunciada", kind: "anunciado", date: undefined }),
      entry({ id: "recente", date: "2025-09-25" }),
      entry({ id: "sem-data", kind: "novo", date: undefined }),
    ]);
    expect(groups.map((g) => [g.title, g.entries.map((n) => n.id)])).toEqual([
      ["Mudanças anunciadas", ["anunciada"]],
      ["2025", ["recente"]],
      ["2024", ["antiga"]],
      ["Sem data divulgada", ["sem-data"]],
    ]);
  });

  it("give the home the five changes it names, announced ones first", () => {
    expect(recentNovidades(5).map((n) => n.id)).toEqual([
      "novas-politicas-de-limite",
      "financial-caminhoes",
      "fim-da-listagem-antiga",
      "ids-de-marca-modelo-e-versao",
      "preco-e-imagens-obrigatorios",
    ]);
  });
});
