/**
 * "Não documentado" only where the marketplace really publishes nothing: a
 * page must never say so of a fact that the marketplace's live portal or the
 * code tables (shared/spec/code-tables.md) give. Each such fact is listed
 * below with the words that name it; no sentence, list item or table cell of
 * any page (with the sentence before it; as Markdown, so a table row is one
 * line) may hold both those words and "não documentado". The code tables' labels are checked on the
 * catalogue itself: a code may be "sem rótulo" only in the lists the code
 * tables give no pt-BR label for.
 */
import { beforeAll, describe, expect, it } from "vitest";
import type { Page } from "../../core/types";
import { catalogueCodes } from "../../domain/ad-catalogue";
import { forEachCode } from "../../domain/api-catalogue/code-tables";
import { isUndocumented } from "../../domain/api-catalogue/types";
import { buildRealSite } from "./real-site";

interface PublishedFact {
  fact: string;
  /** Words that name the fact in a page (folded to lower case). */
  names: RegExp;
}

/** Facts the marketplace publishes (live portal, crawled 2026-02; code-tables.md), that pages once called undocumented. */
const PUBLISHED: readonly PublishedFact[] = [
  { fact: "renewal: the correlation header is x-correlation-id", names: /correla[cç]/ },
  { fact: "chat webhook: the provider's outbound IP is 54.162.151.93", names: /\bip\b[^|]*(sa[ií]da|provedor)|(sa[ií]da|provedor)[^|]*\bip\b/ },
  {
    fact: "OAuth: how to register the application and get client_id and client_secret",
    names: /cadastr\w* (do|o) (seu )?aplicativo|pedir o cadastro|credenciais do aplicativo|onde e como pedir/,
  },
  { fact: "phone_hidden hides the phone (absent: shown)", names: /phone_hidden|ocultar o telefone|esconder o telefone/ },
  { fact: "leads: one endpoint per advertiser", names: /endpoint (único|por anunciante)|url única por anunciante/ },
  { fact: "lead car_features: 2 is deprecated", names: /car_features[^|]*descontinuad/ },
];

/** Lists whose pt-BR labels no source gives (code-tables.md section 13): the only ones a page may leave "sem rótulo". */
const UNLABELLED_IN_CODE_TABLES = ["production_category_type", "electronics_condition", "electronics_battery_health", "electronics_color"];

const UNDOCUMENTED = /n[aã]o (é |são |foi |foram )?documentad[oa]s?/;

/**
 * A page's Markdown in the pieces a claim lives in: each sentence with the
 * one before it in its paragraph ("…um cabeçalho de correlação. O nome desse
 * cabeçalho não é documentado."), and each table row (one line).
 */
function pieces(markdown: string): string[] {
  return markdown.split("\n").flatMap((line) => {
    const sentences = line.toLowerCase().split(/(?<=[.!?])\s+/);
    return sentences.map((sentence, i) => (i ? `${sentences[i - 1]} ${sentence}` : sentence));
  });
}

/** Every piece of a page that calls a published fact undocumented. */
function falseUndocumented(pages: readonly Page[], facts: readonly PublishedFact[] = PUBLISHED): string[] {
  return pages.flatMap((page) =>
    pieces(page.markdown ?? "")
      .filter((piece) => UNDOCUMENTED.test(piece))
      .flatMap((piece) => facts.filter(({ names }) => names.test(piece)).map(({ fact }) => `${page.path}: "${piece.trim()}" (published: ${fact})`)),
  );
}

describe("what the marketplace publishes is never called undocumented", () => {
  let pages: Page[];
  beforeAll(async () => {
    pages = (await buildRealSite()).manifest.pages;
  }, 300_000);

  it("finds such a claim when a page makes one (so the check below can fail)", () => {
    const page = {
      path: "/renovacao/home.html",
      markdown: "A chamada aceita um cabeçalho de correlação. O nome desse cabeçalho de correlação não é documentado.",
    } as Page;
    expect(falseUndocumented([page])).toHaveLength(1);
  });

  it("no page calls a published fact undocumented", () => {
    expect(falseUndocumented(pages)).toEqual([]);
  });

  it("every code the code tables label carries its label in the catalogue", () => {
    const unlabelled = catalogueCodes()
      .filter(({ value }) => value.unlabelled)
      .map(({ list }) => list.replace(/ \(.*$/, ""))
      .filter((list) => !UNLABELLED_IN_CODE_TABLES.includes(list));
    expect([...new Set(unlabelled)]).toEqual([]);
  });

  it("every refusal reason and notification status carries the label the code tables give", () => {
    const missing: string[] = [];
    forEachCode((table, value) => {
      if (
        ["reason-tag", "notification-ad-status", "import-status-code", "import-error-category"].includes(table.id) &&
        isUndocumented(value.label) &&
        value.code !== "ERROR_VIDEOS_URL_INVALID"
      )
        missing.push(`${table.id}: ${value.code}`);
    });
    expect(missing).toEqual([]);
  });
});
