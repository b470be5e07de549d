/**
 * The search index of the real content, built the way `npm run build` builds
 * it (every plugin, the MDX cache), then queried as the browser would. Each
 * class of query the engine must serve is checked over every case the pages
 * hold (every title, every signed code, every code a table defines), and
 * with the questions and terms readers were seen to miss.
 */
import { beforeAll, describe, expect, it } from "vitest";
import type { Page } from "../../core/types";
import { OPERATIONS } from "../../domain/api-catalogue/index";
import { foldText } from "../../domain/text/fold";
import { buildRealSite } from "../../tests/content/real-site";
import { openBuiltSearch, type BuiltSearch } from "./built-index";
import type { SearchHit } from "./engine";
import { decodeTerms } from "./index-file";
import { catalogueTopics } from "./catalogue-topics";
import { READER_QUERIES } from "./reader-queries-data";
import { SEARCH_TOPICS } from "./topics-data";
import { indexTermsOf, isIdentifier, isStopWord, splitWords } from "./terms";

let pages: Page[];
let built: BuiltSearch;

beforeAll(async () => {
  const { manifest, assetsDir } = await buildRealSite();
  pages = manifest.pages;
  built = openBuiltSearch(assetsDir, manifest.assets["search-index"]);
}, 300_000);

const pageOf = (url: string) => url.split("#")[0];
const search = (query: string, limit?: number) => built.engine.search(query, limit);
const pagesFound = (query: string, limit?: number) => search(query, limit).hits.map((hit) => pageOf(hit.url));
const page = (path: string) => pages.find((p) => p.path === path)!;
/** Every place a row links to: the row itself and the sections under it. */
const placesOf = (hit: SearchHit) => [hit.url, ...hit.sections.map((s) => s.url)];

/**
 * What a reader finds at a URL: the section's heading, key cells, prose and
 * code, or at the page's top its title and description (the lead paragraph
 * every page shows) and its opening, when it has text before the first heading.
 */
function textAt(url: string): string {
  const [path, slug = ""] = url.split("#");
  const { sections, frontmatter, title } = page(path);
  const top = slug ? "" : `${title} ${frontmatter.description ?? ""}`;
  const at = sections.filter((s) => s.slug === slug).map((s) => `${slug ? s.title : ""} ${s.keys ?? ""} ${s.text} ${s.code ?? ""}`);
  return [top, ...at].join(" ").toLowerCase();
}

/** Does the page name `term` in its title, a heading or a table's key cells (rather than only mention it)? */
function defines(path: string, term: string): boolean {
  const names = (text = "") => splitWords(text).some((word) => indexTermsOf(word)[0] === indexTermsOf(term)[0]);
  const { title, sections } = page(path);
  return names(title) || sections.some((s) => names(s.title) || (s.keys ?? "").split("\n").some(names));
}

describe("the search index of the real content", () => {
  it("covers every page", () => {
    expect(built.file.pages.map(([, path]) => path).sort()).toEqual(pages.map((p) => p.path).sort());
  });

  it("finds every page by its title, with or without accents and capitals, or asked as a question", () => {
    for (const { title, path, data } of pages) {
      for (const query of [title, foldText(title), title.toUpperCase(), `quais são os ${title}?`]) {
        const found = pagesFound(query, 200);
        // A folder page comes after every real page, which may be many for a short title.
        expect(found.indexOf(path), query).toBeLessThan(data.generated ? 200 : 10);
        expect(found.indexOf(path), query).toBeGreaterThanOrEqual(0);
      }
    }
  });
});

describe("one row per page", () => {
  it.each(["anúncio", "categoria", "erro", "token de acesso", "json", "imóveis"])(
    "%s: each page once, up to 3 sections under it, folder pages last, at most 10 options with at least six page rows",
    (query) => {
      const { hits, total } = search(query, 1000);
      expect(total).toBe(hits.length);
      const paths = hits.map((hit) => pageOf(hit.url));
      expect(new Set(paths).size).toBe(paths.length);
      for (const hit of hits) {
        expect(hit.sections.length).toBeLessThanOrEqual(3);
        expect(new Set(placesOf(hit).map(pageOf))).toEqual(new Set([pageOf(hit.url)]));
        expect(new Set(placesOf(hit)).size).toBe(placesOf(hit).length);
      }
      const generated = paths.map((path) => (page(path).data.generated ? 1 : 0));
      expect(generated).toEqual([...generated].sort());
      // At most 10 options in all (issue 33), page rows and the sections under them, yet never fewer than six page rows when as many match.
      const shown = search(query).hits;
      expect(shown.length + shown.reduce((count, hit) => count + hit.sections.length, 0)).toBeLessThanOrEqual(10);
      expect(shown.length).toBeGreaterThanOrEqual(Math.min(6, total));
    },
  );
});

describe("the topics data", () => {
  it("names real pages only", () => {
    const paths = new Set(pages.map((p) => p.path));
    expect(Object.keys(SEARCH_TOPICS).filter((path) => !paths.has(path))).toEqual([]);
  });

  it("and so do the readers' questions the build learns from (reader-queries-data.ts)", () => {
    const paths = new Set(pages.map((p) => p.path));
    expect(READER_QUERIES.filter(({ page }) => !paths.has(page))).toEqual([]);
  });

  it("makes each listed page first for each of its topics typed alone", () => {
    const missed = Object.entries(SEARCH_TOPICS).flatMap(([path, topics]) =>
      topics.filter((topic) => pagesFound(`${topic} `)[0] !== path).map((topic) => `${topic} → ${pagesFound(`${topic} `)[0]}, not ${path}`),
    );
    expect(missed).toEqual([]);
  });
});

describe("questions", () => {
  it.each([
    ["quantas imagens posso enviar", "/faq/images.html"],
    // The FAQ's own quick answer to "Quais categorias cada canal aceita?" is the categories page (topics-data.ts).
    ["quais categorias o xml aceita", "/faq/category.html"],
    ["qual é o limite de requisições por minuto", "/faq/rate_limit.html"],
  ])("%s: the page covering most of the words first, though no section holds them all", (query, path) => {
    expect(pagesFound(query)[0]).toBe(path);
  });
});

describe("a pasted message several calls share", () => {
  it("puts the page whose table collects the calls' errors first, not a call's page", () => {
    expect(pagesFound("Plan does not control limits")[0]).toBe("/destaque/home.html");
  });

  it("puts the area's table first when a page of another area answers other calls with the same words", () => {
    // The renewal call answers "Ad not found." too; the leads' set-up page, with its "Configurations not found", once led.
    expect(pagesFound("Ad not found.")[0]).toBe("/destaque/home.html");
  });
});

describe("readers' own words (glossary-data.ts)", () => {
  it.each([
    // "sei" (saber) says nothing of the subject: it once matched a word of the support page's text.
    ["como eu sei o client_id?", "/anuncio/api/oauth.html"],
    // Integrators "abrem um chamado" when the API fails (olxbr/ad_integration #63): the support page, not the chat's.
    ["abrir um chamado", "/faq/suporte.html"],
    ["a integração parou de funcionar, com quem falo?", "/faq/suporte.html"],
    // A reader's "link" is the pages' URL: the ad's URL comes in its status.
    ["link do anúncio a partir do list_id", "/anuncio/api/published_ads_status.html"],
    // The leads' set-up page says each advertiser has an endpoint of its own; the leads' home only names the URL.
    ["uma url de leads por anunciante ou a mesma pra todos?", "/lead/how_to.html"],
    // Checking a file before sending it is what the validator does; the XML page only describes the file.
    ["validar o xml de imóveis antes de subir", "/ferramentas/validador.html"],
    // "Subir" the ad "pro topo" is a bump.
    ["subir o anúncio pro topo", "/destaque/home.html"],
    // "Errei" is "errada" (the category FAQ's word) and "várias" is "vários" once their forms meet; a wrong category is
    // the FAQ's question, the leads' URL the set-up page's subject.
    ["errei a categoria do anúncio, dá pra corrigir?", "/faq/category.html"],
    ["uso a mesma url pra receber leads de várias imobiliárias?", "/lead/how_to.html"],
    // English settings words reach the page where the webhook is configured, not the area's home.
    ["webhook settings", "/webhooks/notifications_configuration.html"],
    // "Vender" is what the advertiser comes to do, not a word of the subject: the lead pages' "venda" led here.
    ["vender moto", "/anuncio/api/autos/sub_motorcycle.html"],
    // Nor is "usado": the site's home, whose hosts are "usados nos exemplos", led for a second-hand bus.
    ["quero anunciar ônibus usado", "/anuncio/api/autos/sub_bus.html"],
    ["os leads pararam de chegar no nosso crm", "/lead/support.html"],
    // The bus page, not the bus parts' page, whose description says "categoria 2105" beside "ônibus".
    ["categoria de ônibus", "/anuncio/api/autos/sub_bus.html"],
    // "colocar" and "lugar", rare in the docs, once outweighed the subject: the URL-encoding page happened to say both.
    ["colocar o código de autorização no lugar do token", "/anuncio/api/oauth.html"],
    // An English API term integrators type, to the pt-BR pages' word (cilindrada): the motorcycles' parameters, where
    // readers' questions about engine sizes led (its table links the lookup), not their JSON twin.
    ["engine size moto", "/anuncio/api/autos/sub_motorcycle.html"],
    // "Mudar" is the reader's verb, "alterar" the configuration page's: the guide to receiving notifications led here.
    ["como mudo a URL que recebe as notificações de status?", "/webhooks/notifications_configuration.html"],
    // "Foto de capa" is the readers' name for what the pages call the main photo ("principal").
    ["quantas fotos posso mandar em cada anuncio e qual delas vira a foto de capa?", "/faq/images.html"],
    // The marketplace has no test environment: "simular" is the portal's sandbox.
    ["simular notificações de status", "/ferramentas/sandbox.html"],
    // A real-estate agency ("imobiliária") reads the real-estate pages, which say "imóveis".
    ["crm de imobiliária enviando anúncios pela api", "/anuncio/api/real_estate/home.html"],
    // What changed lately is the changelog's, not the home page's.
    ["o que mudou recentemente na integração", "/novidades.html"],
    // Whole questions whose words the answering page hardly says; other readers' questions in those words led there (reader-model.ts).
    ["quero ser avisado quando um anuncio for recusado ou vendido sem ficar consultando a api", "/webhooks/home.html"],
    ["conferir o JSON antes de enviar", "/ferramentas/validador.html"],
    // A channel named opens that channel's page, not its twin (rank.ts, placeNamedChannels).
    ["moto eletrica no json, o fuel é 6 ou 7?", "/anuncio/json/autos/sub_motorcycle.html"],
    ["categoria 2105 pecas onibus json", "/anuncio/json/autoparts/sub_bus.html"],
    // Named last, "api" still names the channel after the readers' words reorder the list.
    ["bus parts category code api", "/anuncio/api/autoparts/sub_bus.html"],
    // "lead" names the leads' description of the vehicle, the twin of its import pages.
    ["chegou mototype 16 num lead de moto e não tá na lista, o que é?", "/lead/descriptions/autos/sub_motorcycle.html"],
  ])("%s: %s first", (query, path) => {
    expect(pagesFound(query)[0]).toBe(path);
  });

  it("reads the marketplace's name as no subject: the lead pages that happen to write it stay out of the first rows", () => {
    // The readers' words put the API's guide, whose table lists every call, first: the listing call follows (issue 33, stop 20).
    const pages = pagesFound("a API tem algum endpoint para trazer meus anúncios da OLX para o meu sistema?").slice(0, 2);
    expect(pages).toContain("/anuncio/api/published_ads.html");
    expect(pages.filter((page) => page.startsWith("/lead/"))).toEqual([]);
  });

  it("reads atender as answering: the chat's guide and the call that sends a message first, above the leads", () => {
    expect(pagesFound("atender os compradores pelo chat do meu sistema").slice(0, 2).sort()).toEqual(["/chat/home.html", "/chat/send_message.html"]);
  });

  it("answers which statuses an imported ad can have with the two pages that list them, the statuses' guide among the first two", () => {
    // Readers' questions about each ad's status in the import's result (stop 21's batch) put that section first; the guide follows.
    const pages = pagesFound("quais status um anúncio pode ter depois de importado?").slice(0, 2);
    expect(pages).toContain("/anuncio/api/ads.html");
    expect(pages).toContain("/anuncio/api/publishing_status.html");
  });

  it("reads sobrado as a house, never as what is left of the bumps ('sobraram'): the XML's subtypes come first", () => {
    const pages = pagesFound("SubTipoImovel Sobrado").slice(0, 3);
    expect(pages[0]).toBe("/anuncio/xml/real_estate/home.html");
    expect(pages).toContain("/anuncio/xml/real_estate/sub_house.html");
    expect(pagesFound("quantos destaques sobraram").slice(0, 2)).toContain("/destaque/balance_ads.html");
  });

  it("reads a car's convertible and sound system as car words, not the chat's conversation or an ad that disappears", () => {
    for (const query of ["carro conversível", "carro com som e ar"])
      expect(pagesFound(query)[0], query).toMatch(/^\/anuncio\/(api|json)\/autos\/sub_auto\.html$/);
  });

  it("reads an English page as a page of results, not as paid ('pago'): the listing call's token first", () => {
    expect(pagesFound("next page token")[0]).toBe("/anuncio/api/published_ads.html");
  });

  it("reads rodas as wheels, never as where a tool runs ('onde cada uma roda'): the parts pages come first", () => {
    for (const query of ["rodas aro 17", "pneus e rodas"]) expect(pagesFound(query).slice(0, 3), query).not.toContain("/ferramentas/");
    expect(pagesFound("pneus e rodas").slice(0, 2)).toContain("/anuncio/api/autoparts/sub_autos.html");
  });

  it("reads mandar as enviar: a question naming no channel opens a truck page, not the car page that happened to say it", () => {
    expect(pagesFound("que ano do modelo posso mandar para caminhão?")[0]).toMatch(/^\/anuncio\/(api|json)\/autos\/sub_truck\.html$/);
  });
});

describe("typos", () => {
  it("a wrong last letter in a title word finds the word's page among the first three, even where the stemmer then fails", () => {
    const terms = new Set(decodeTerms(built.file.terms));
    const cases = pages
      .flatMap((p) => splitWords(p.title))
      .filter((word) => word.length >= 8 && !isIdentifier(word) && !isStopWord(word))
      .map((word) => [word, `${word.slice(0, -1)}${word.endsWith("z") ? "x" : "z"}`] as const)
      // A typo that happens to be another word of the site is that word, not a typo.
      .filter(([, typo]) => !terms.has(indexTermsOf(typo)[0]));
    expect(cases.length).toBeGreaterThan(50);
    for (const [word, typo] of cases) expect(pagesFound(typo).slice(0, 3), `${word} → ${typo}`).toContain(pagesFound(word)[0]);
    expect(pagesFound("quilometragen")).toEqual(pagesFound("quilometragem"));
  });
});

describe("codes as written", () => {
  const documentedBy = catalogueTopics(OPERATIONS);
  const contentText = () =>
    pages.flatMap((p) => p.sections.map((s) => `${p.frontmatter.description ?? ""} ${s.keys ?? ""} ${s.text} ${s.code ?? ""}`)).join(" ");

  it("finds every signed code (a statusCode such as -7) in the places that hold it, never the bare number's", () => {
    const codes = [...new Set(contentText().match(/(?<![\p{L}\p{N}_.-])-\d+\b/gu))];
    expect(codes).toEqual(expect.arrayContaining(["-7", "-8"]));
    for (const code of codes) {
      const { hits } = search(code);
      expect(hits.length, code).toBeGreaterThan(0);
      for (const place of hits.flatMap(placesOf)) expect(textAt(place), `${code} → ${place}`).toMatch(new RegExp(`(?<![\\p{L}\\p{N}_.-])${code}\\b`, "u"));
    }
  });

  it("finds identifiers and error codes as typed, in the places that hold them", () => {
    // Sample values (an id of ten digits in a path) are left out of the index by design.
    const identifiers = [...new Set(contentText().match(/\b[a-z]+(?:_[a-z0-9]+)+\b|\bERROR_[A-Z0-9_]+\b|\/autoupload(?:\/[a-z0-9_]+)+/g) ?? [])].filter(
      (id) => !/\d{4}/.test(id),
    );
    expect(identifiers).toEqual(expect.arrayContaining(["ERROR_VIDEOS_URL_INVALID", "vehicle_tag"]));
    for (const identifier of identifiers) {
      const { hits } = search(`${identifier} `);
      expect(hits.length, identifier).toBeGreaterThan(0);
      // Or the top of the page the API catalogue says documents the call, which may name it in other words ("troque car_info por moto_info").
      const documenting = [...documentedBy]
        .filter(([, topics]) => topics.some((topic) => foldText(topic).replace(/\/$/, "") === foldText(identifier)))
        .map(([route]) => route);
      for (const place of hits.flatMap(placesOf).filter((place) => !documenting.includes(place)))
        expect(textAt(place), `${identifier} → ${place}`).toContain(identifier.toLowerCase().replace(/^\//, ""));
    }
  });
});

describe("the page that defines a term", () => {
  it("comes first for every code, parameter and error a table of the site names, before pages that only mention it", () => {
    const keyCells = new Set(pages.flatMap((p) => p.sections.flatMap((s) => (s.keys ?? "").split("\n"))));
    const codes = [...keyCells].filter((cell) => /^(-?\d{3,}|-\d+|[A-Z][A-Z0-9]*_[A-Z0-9_]+|[a-z]+_[a-z_]+)$/.test(cell));
    expect(codes.length).toBeGreaterThan(100);
    for (const code of codes) expect(defines(pageOf(search(code).hits[0].url), code), code).toBe(true);
  });

  it("comes first when a question asks about a code: the question's words never rank a page that lacks it above one that holds it", () => {
    const keyCells = new Set(pages.flatMap((p) => p.sections.flatMap((s) => (s.keys ?? "").split("\n"))));
    const codes = [...keyCells].filter((cell) => /^([A-Z][A-Z0-9]*_[A-Z0-9_]+|[a-z]+_[a-z_]+)$/.test(cell));
    const wrong = codes.flatMap((code) =>
      [`o que significa ${code}?`, ...(/[A-Z]/.test(code) ? [`recebi ${code} na resposta, o que faço?`] : [])]
        .map((question) => [question, pageOf(search(question).hits[0].url)])
        .filter(([, page]) => !defines(page, code)),
    );
    expect(wrong).toEqual([]);
  });

  it("429 leads to the rate limit page; quilometragem brings the cars page into the list", () => {
    expect(pagesFound("429")[0]).toBe("/faq/rate_limit.html");
    expect(pagesFound("quilometragem")).toContain("/anuncio/api/autos/sub_auto.html");
  });
});

describe("a pasted call", () => {
  it("puts the page that documents it first for every call of the API catalogue, pasted with its method and ids in place of its placeholders", () => {
    const missed = OPERATIONS.flatMap((operation) => {
      const pasted = `${operation.method} ${operation.path.replace(/\{[^}]+\}/g, "7")}`;
      const found = pagesFound(pasted)[0];
      return found === operation.page.route ? [] : [`${pasted} → ${found}, not ${operation.page.route}`];
    });
    expect(missed).toEqual([]);
  });
});
