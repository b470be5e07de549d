/**
 * Novidades as the site publishes them: the page section, the Atom feed, the
 * build's check of the entries against the pages (file and line on a
 * mistake), and the agreement between the entries and the pages' `:::release`
 * notices.
 */
import { XMLParser } from "fast-xml-parser";
import { mkdtempSync, readFileSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { writeCacheFile } from "../../core/cache-file";
import { compileMdx } from "../../core/compile";
import { renderPage } from "../../core/render";
import type { Page } from "../../core/types";
import { NOVIDADES, recentNovidades, type Novidade } from "../../domain/novidades";
import { atomFeed } from "./atom-feed";
import { assertNovidades, ENTRIES_FILE } from "./check-entries";
import novidades from "./index";
import { entryRevisions } from "./revised";

const ROOT = new URL("../../", import.meta.url).pathname;
const CONFIG = { title: "Portal de Integração", siteUrl: "https://integracao.classificados.example" };

/** The pages the entries link to, with the headings they point at. */
const pagesFor = (entries: readonly Novidade[]) =>
  entries.map((n) => {
    const [path, anchor] = n.link.href.split("#");
    return { key: path.slice(1).replace(/\.html$/, ""), path, ids: anchor ? [anchor] : [], links: [] } as unknown as Page;
  });
const sourceLine = (needle: string) =>
  readFileSync(join(ROOT, ENTRIES_FILE), "utf8")
    .split("\n")
    .findIndex((l) => l.includes(needle)) + 1;

describe("the build's check of the entries", () => {
  it("passes when every link reaches a page and heading", () => {
    expect(() => assertNovidades(NOVIDADES, pagesFor(NOVIDADES), ROOT)).not.toThrow();
  });

  it("fails on a link to a missing page or heading, naming the entries file and the link's line", () => {
    const pages = pagesFor(NOVIDADES).filter((p) => p.path !== "/faq/rate_limit.html");
    expect(() => assertNovidades(NOVIDADES, pages, ROOT)).toThrow(
      `${ENTRIES_FILE}:${sourceLine('href: "/faq/rate_limit.html"')}: novidade "novas-politicas-de-limite": link "/faq/rate_limit.html": no page answers this path`,
    );
    const withoutHeading = pagesFor(NOVIDADES).map((p) => ({ ...p, ids: [] }));
    expect(() => assertNovidades(NOVIDADES, withoutHeading, ROOT)).toThrow(
      /no element with id "como-migrar" on \/anuncio\/api\/published_ads_deprecated\.html/,
    );
  });

  it("fails on an invalid date, naming the line of that date", () => {
    const broken = NOVIDADES.map((n) => (n.id === "fim-da-listagem-antiga" ? { ...n, date: "2025-11-31" } : n));
    expect(() => assertNovidades(broken, pagesFor(NOVIDADES), ROOT)).toThrow(
      `${ENTRIES_FILE}:${sourceLine('date: "2025-11-17"')}: novidade "fim-da-listagem-antiga": date "2025-11-31" is not a date written YYYY-MM-DD`,
    );
  });
});

const UNDATED = NOVIDADES.filter((n) => !n.date).map((n) => n.id);
const REVISED = entryRevisions(ROOT, UNDATED);
const xml = await atomFeed(NOVIDADES, CONFIG, REVISED);

describe("the Atom feed", () => {
  const feed = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: "", isArray: (name) => name === "entry" || name === "link" }).parse(xml).feed;
  const RFC3339 = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/;

  it("is an Atom 1.0 document with the feed's required elements", () => {
    expect(xml.startsWith('<?xml version="1.0" encoding="utf-8"?>')).toBe(true);
    expect(feed.xmlns).toBe("http://www.w3.org/2005/Atom");
    expect(feed["xml:lang"]).toBe("pt-BR");
    expect(feed.id).toBe("https://integracao.classificados.example/novidades.html");
    expect(feed.title).toBe("Novidades | Portal de Integração");
    expect(feed.author.name).toBe("Portal de Integração");
    expect(feed.updated).toMatch(RFC3339);
    expect(feed.link).toEqual(
      expect.arrayContaining([
        { rel: "self", href: "https://integracao.classificados.example/novidades.xml" },
        { rel: "alternate", href: "https://integracao.classificados.example/novidades.html" },
      ]),
    );
  });

  it("has one entry per change with a unique id, a title, a date and the link to its documentation", () => {
    expect(feed.entry).toHaveLength(NOVIDADES.length);
    expect(new Set(feed.entry.map((e: any) => e.id)).size).toBe(NOVIDADES.length);
    for (const e of feed.entry) {
      const n = NOVIDADES.find((x) => e.id === `https://integracao.classificados.example/novidades.html#${x.id}`)!;
      expect(n, e.id).toBeDefined();
      expect(e.updated).toMatch(RFC3339);
      if (n.date) expect(new Date(e.updated).toLocaleDateString("sv-SE", { timeZone: "America/Sao_Paulo" })).toBe(n.date);
      else {
        // No date of the marketplace's: the entry carries when the portal last revised it, and says it has no date.
        expect(e.updated).toBe(new Date(REVISED[n.id]).toISOString());
        expect(e.summary["#text"] ?? e.summary).toContain("Sem data divulgada pelo marketplace.");
      }
      expect(e.link[0].href).toBe(new URL(n.link.href, CONFIG.siteUrl).href);
      expect(e.title["#text"] ?? e.title).toBeTruthy();
      expect(e.summary["#text"] ?? e.summary).toContain(n.link.label);
    }
  });

  it("never stamps a change the marketplace gives no date for with a date of its own making", async () => {
    expect(UNDATED.length).toBeGreaterThan(0);
    await expect(atomFeed(NOVIDADES, CONFIG)).rejects.toThrow(/has no date and no revision time/);
    // Every entry's time is the programme's date or when the entry's text last changed, which git (or the file) records.
    for (const id of UNDATED) expect(Date.parse(REVISED[id])).toBeLessThanOrEqual(Date.now());
  });

  it("is dated by its newest entry, lists newest first and is the same on every build", async () => {
    const updated = feed.entry.map((e: any) => e.updated);
    expect([...updated].sort().reverse()).toEqual(updated);
    expect(feed.updated).toBe(updated[0]);
    expect(await atomFeed(NOVIDADES, CONFIG, REVISED)).toBe(xml);
  });

  it("dates the undated entries alike from a cached blame, which a later build with the same commit and entries reads instead of git", () => {
    const cacheDir = mkdtempSync(join(tmpdir(), "novidades-blame-"));
    try {
      expect(entryRevisions(ROOT, UNDATED, cacheDir)).toEqual(REVISED);
      const [entry] = readdirSync(join(cacheDir, "novidades-blame"));
      // An entry saying every line of the file was committed at the epoch: read back, it dates every undated change
      // so, the last one included (no line past the file's end, which would take the file's time instead).
      const lines = readFileSync(join(ROOT, ENTRIES_FILE), "utf8").trimEnd().split("\n").length;
      writeCacheFile(join(cacheDir, "novidades-blame", entry), JSON.stringify(Array.from({ length: lines }, (_, i) => [i + 1, "1970-01-01T00:00:00.000Z"])));
      expect(Object.values(entryRevisions(ROOT, UNDATED, cacheDir))).toEqual(UNDATED.map(() => "1970-01-01T00:00:00.000Z"));
    } finally {
      rmSync(cacheDir, { recursive: true, force: true });
    }
  });

  it("is emitted as Atom by a site that publishes the Novidades page, and only there", async () => {
    const emit = async (pages: Page[]) => {
      const emitted: { path: string; contents: string | Uint8Array; type?: string }[] = [];
      await novidades().siteBuilt!({
        pages,
        redirects: [],
        emittedAssets: [],
        config: CONFIG as any,
        markdownOf: () => undefined,
        emitFile: (path, contents, options) => void emitted.push({ path, contents, type: options?.headers?.["Content-Type"] }),
      });
      return emitted;
    };
    expect(await emit([])).toEqual([]);
    const pages = [{ key: "novidades", path: "/novidades.html", data: { novidadesRevised: REVISED } }] as unknown as Page[];
    expect(await emit(pages)).toEqual([{ path: "/novidades.xml", contents: xml, type: "application/atom+xml; charset=utf-8" }]);
  });
});

describe("the /novidades.html page", async () => {
  const source = readFileSync(join(ROOT, "content/novidades.mdx"), "utf8");
  const compiled = await compileMdx("content/novidades.mdx", join(ROOT, "content/novidades.mdx"), source, {
    pageUrl: "http://localhost/t.html",
    hosts: {},
    plugins: [novidades()],
  });
  const html = await renderPage({ key: "novidades", file: "content/novidades.mdx", code: compiled.code, html: compiled.html, data: {} } as unknown as Page, []);

  it("shows each change under its anchor, with its date, kind and the link to its page", () => {
    expect(html).toMatch(/<h3 id="fim-da-listagem-antiga">17\/11\/2025 · Fim da listagem antiga de anúncios publicados<a class="heading-anchor"/);
    expect(html).toContain(
      '<p><span class="badge badge-deprecated">Descontinuado</span> A listagem antiga de anúncios publicados foi descontinuada em 17/11/2025.',
    );
    expect(html).toContain('<a href="/anuncio/api/published_ads_deprecated.html#como-migrar">Listagem de anúncios (descontinuada)</a>');
    expect(html).toMatch(/<h3 id="financial-caminhoes">Caminhões: <code>financial<\/code>/);
    for (const n of NOVIDADES) expect(compiled.headers.map((h) => h.slug)).toContain(n.id);
  });

  it("offers the feed without handing its URL to the page link check", () => {
    expect(html).toContain('<a href="/novidades.xml">Assine o feed das novidades</a>');
    expect(compiled.links.map((l) => l.href)).not.toContain("/novidades.xml");
    expect(compiled.links.map((l) => l.href)).toContain("/faq/rate_limit.html");
  });
});

describe("::novidades-recentes, the home's latest changes", () => {
  const render = async (body: string) => {
    const compiled = await compileMdx("content/x.mdx", join(ROOT, "content/x.mdx"), `---\ntitle: X\ndescription: X.\n---\n\n${body}\n`, {
      pageUrl: "http://localhost/t.html",
      hosts: {},
      plugins: [novidades()],
    });
    return { compiled, html: await renderPage({ key: "x", code: compiled.code, html: compiled.html, data: {} } as unknown as Page, []) };
  };

  it("lists the latest changes, one line each with kind, date and title linking to its entry, then all of them and the feed", async () => {
    const { compiled, html } = await render('::novidades-recentes{limit="3"}');
    const latest = recentNovidades(3);
    const items = [...html.matchAll(/<li>(.*?)<\/li>/gs)].map((m) => m[1]);
    expect(items).toHaveLength(3);
    latest.forEach((n, i) => expect(items[i]).toContain(`<a href="/novidades.html#${n.id}">`));
    const dated = latest.find((n) => n.date)!;
    // Attribute names are case-insensitive: `dateTime` and `datetime` are the same attribute.
    expect(html.replace(/<time datetime=/gi, "<time dateTime=")).toContain(
      `<time dateTime="${dated.date}">${dated.date!.split("-").reverse().join("/")}</time> · <a href="/novidades.html#${dated.id}">`,
    );
    expect(html).toContain('<a href="/novidades.html">Todas as novidades</a> · <a href="/novidades.xml">feed Atom</a>');
    // Each entry is checked by the link check against /novidades.html; the feed file is not a page.
    expect(compiled.links.map((l) => l.href)).toEqual(expect.arrayContaining(latest.map((n) => `/novidades.html#${n.id}`)));
    expect(compiled.links.map((l) => l.href)).not.toContain("/novidades.xml");
    // No headings: the home's table of contents and search titles stay its own.
    expect(compiled.headers).toEqual([]);
  });

  it("refuses a limit that is not a whole number from 1, or another attribute, naming the line", async () => {
    await expect(render('::novidades-recentes{limit="0"}')).rejects.toThrow(/x\.mdx:6: ::novidades-recentes limit must be a whole number from 1, got "0"/);
    await expect(render('::novidades-recentes{tipo="novo"}')).rejects.toThrow(/x\.mdx:6: ::novidades-recentes takes only limit="N"/);
  });
});

describe("release notices and entries", () => {
  const CONTENT = join(ROOT, "content");
  const notices = (readdirSync(CONTENT, { recursive: true }) as string[])
    .filter((f) => f.endsWith(".mdx"))
    .flatMap((f) =>
      readFileSync(join(CONTENT, f), "utf8")
        .split("\n")
        .flatMap((line, i) => [...line.matchAll(/^:{3,}release\{date="([^"]*)"\}/g)].map((m) => ({ at: `content/${f}:${i + 1}`, date: m[1] }))),
    );

  it("agree on dates: each :::release notice hides on the day its change stops being news, and each such change has a notice", () => {
    expect(notices.length).toBeGreaterThan(0);
    const until = new Set(NOVIDADES.map((n) => n.noticeUntil).filter(Boolean));
    for (const notice of notices) expect(until.has(notice.date), `${notice.at}: release date ${notice.date} is no novidade's noticeUntil`).toBe(true);
    for (const n of NOVIDADES.filter((x) => x.noticeUntil))
      expect(
        notices.map((x) => x.date),
        `novidade "${n.id}"`,
      ).toContain(n.noticeUntil);
  });
});
