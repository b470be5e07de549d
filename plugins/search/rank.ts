/**
 * Ranks pages, not sections: a reader looks for the page about a thing, then
 * for the place in it. Pages are ordered by
 *   1. real pages before generated folder pages, which only list their children;
 *      then pages holding more of the codes the query names (codesNamed);
 *   2. how many of the query's words the page covers anywhere (a question such
 *      as "quantas imagens posso enviar" need not have every word in one place);
 *   3. a score: per word, its best document of the page (a word in the title
 *      weighs most, then in a heading, in a table's key cells, in prose, in
 *      code), raised a little by each further section that says it (the page
 *      about a term says it throughout), and raised when the words meet in one
 *      section. Sections are not normalised by length, so a short section
 *      that says a word once no longer beats the page that defines it.
 *   4. a FAQ index (a question answered in a line, with a link to the page that
 *      answers it in full) after the page it points to, when that page matches
 *      about as well (POINTER_SHARE): a reader who asks a question needs the
 *      whole answer, its conditions and its call, and the index's row stays
 *      in the list, right below, with its one-line answer as snippet. When
 *      the question's words are only in the index's row, the index leads:
 *      it is then the reader's way to the answer.
 *   5. a FAQ page of its own a little above, when the query is a whole
 *      question (QUESTION_SHARE): it answers the readers' questions of one
 *      subject where the reference page states the rule.
 *   6. a page of the import channel the query names (API, JSON, XML) just
 *      above its twin in a channel it does not name (namedChannelsFirst).
 * Within a page, the best document (the page itself, or the section that
 * covers most words) leads, and up to three more sections follow.
 */
import { FIELDS, type Field, folderOf, type SearchIndexFile } from "./index-file";
import { acceptsTerm, isCodeAsWritten, type QueryWord } from "./query-words";
import type { TermIndex } from "./term-index";

/**
 * The field weights below, QUALITY.nearby, SPREAD, TOGETHER, TITLE_SHARE and
 * POINTER_SHARE were fitted together by coordinate ascent on the evaluation
 * sets whose misses guide tuning, then checked on the blind ones
 * (bench/README.md, "Stop 15"): hence values such as 3.96.
 */
const WEIGHT: Record<Field, number> = { title: 7.2, topic: 6, header: 3.96, summary: 3.3, keys: 2.25, text: 1, code: 0.5 };
/**
 * An identifier (a call's path, a parameter, an error code) is defined where
 * a page's summary or a heading names it ("Referência de PUT
 * /autoupload/import"); the overviews that list every call in a table come
 * after.
 */
const IDENTIFIER_WEIGHT: Record<Field, number> = { title: 8, topic: 8, header: 6, summary: 10, keys: 3, text: 1, code: 0.5 };
const FIELD_WEIGHTS = FIELDS.map((field) => WEIGHT[field]);
const IDENTIFIER_FIELD_WEIGHTS = FIELDS.map((field) => IDENTIFIER_WEIGHT[field]);
/**
 * A parameter (`electronics_brand`) is defined by the table that lists its
 * codes, not by a page whose summary mentions it: only calls, error codes and
 * numbers are defined by the summary that names them.
 */
const PARAMETER_FIELD_WEIGHTS = FIELDS.map((field) => (field === "summary" ? WEIGHT.text : IDENTIFIER_WEIGHT[field]));
const isIdentifierTerm = (term: string) => /[^\p{L}]/u.test(term);
const isParameterTerm = (term: string) => /^[\p{Ll}][\p{Ll}\d]*(?:_[\p{Ll}\d]+)+$/u.test(term) && !term.startsWith("error_");
const fieldWeightsOf = (term: string) => (!isIdentifierTerm(term) ? FIELD_WEIGHTS : isParameterTerm(term) ? PARAMETER_FIELD_WEIGHTS : IDENTIFIER_FIELD_WEIGHTS);
const TITLE = FIELDS.indexOf("title");
const HEADER = FIELDS.indexOf("header");
const TOPIC = FIELDS.indexOf("topic");

/** The home pages of folders that hold other real pages: `chat/home.html` beside `chat/send_message.html`. */
export function overviewPages(file: SearchIndexFile): Set<number> {
  const realPerFolder = new Map<string, number>();
  for (const [, path, , generated] of file.pages) if (!generated) realPerFolder.set(folderOf(path), (realPerFolder.get(folderOf(path)) ?? 0) + 1);
  const overviews = new Set<number>();
  file.pages.forEach(([, path, , generated], page) => {
    if (!generated && /\/(home|index)\.html$/.test(path) && (realPerFolder.get(folderOf(path)) ?? 0) > 1) overviews.add(page);
  });
  return overviews;
}

/**
 * An exact term counts fully; the completions of a word being typed and typo
 * matches less, and completions least when the word typed is a term already
 * ("204" is a status code before it is the start of "2040").
 */
const QUALITY = { exact: 1, completion: 0.6, completionOfTerm: 0.3, nearby: 0.375, synonym: 0.8 };

/** A hint (a plain word of a typed code, found in a title) weighs this much of a word: enough to break a tie, never to outrank the code. */
const HINT = 0.05;

/**
 * Each further section of a page that says a word raises the word's best, by
 * half this share for a second one, up to all of it for many: the page about a
 * term says it throughout, while a page with a second table that lists it does not.
 */
const SPREAD = 0.45;

/** When all the words meet in one section, the page's score grows by up to this share. */
const TOGETHER = 0.3;

const MAX_SECTIONS = 3;

/** A page whose title (or title and one heading) holds the query's words is the page about them: its score grows by up to this share (all the weight there). */
const TITLE_SHARE = 0.9;

/** The page one of whose topics (topics-data.ts) the query holds whole is the primary one for it: its score grows by up to this share. */
const TOPIC_SHARE = 2;

/**
 * How much the share of the query's weight a page covers (each word weighed
 * by its rarity) counts against its score: in proportion, a page covering
 * half the weight keeps half its score. Squared, as it was, an everyday word
 * the docs seldom write ("colocar", "lugar", "entram", "volta") outweighed
 * the subject: the one page that happened to say it came first.
 */
const COVERAGE_POWER = 1;

/**
 * A section is listed under its page's row when it covers as many words as
 * the row and scores at least this share of it: under a title match, the
 * sections whose heading holds the word, not every paragraph that says it.
 */
const SECTION_SHARE = 0.5;

/**
 * A FAQ index ranks as if it scored this share of what it does: the page its
 * row points to, matching at least this well, comes first. The index row
 * says the question in the reader's words, so it often scores a little above
 * the page that answers it; a page scoring under this share matches so much
 * less that it is probably not the one the row points to.
 */
const POINTER_SHARE = 0.3;

/**
 * A whole question (this many words of its own, fillers left out) is what the
 * FAQ's pages answer, where a reference page states the rule in other words:
 * they rank as if they scored this much more ("quantas fotos posso mandar e
 * qual vira a capa" is the images FAQ, not the import call that lists the
 * images field). A short query names a thing, and its reference page leads.
 */
const QUESTION_WORDS = 4;
const QUESTION_SHARE = 1.2;

/** Which page each document belongs to, and where each page's documents start. */
export interface DocumentMap {
  pageOf: number[];
  firstOf: number[];
  /** Each page's topics, each as its terms (pages without topics are absent). */
  topicsOf: Map<number, string[][]>;
  /** The FAQ indexes' page numbers (SearchIndexFile.pointers). */
  pointers: Set<number>;
  /** The FAQ's own pages (SearchIndexFile.answers). */
  answers: Set<number>;
  /** The areas' home pages (overviewPages). */
  overviews: Set<number>;
  /** Each page's folder ("/chat/"), by page number. */
  folders: string[];
  /** The terms of the folders of parallel pages (SearchIndexFile.channels), each such page's term, and its twins in the other folders. */
  channels: string[];
  channelOf: Map<number, string>;
  twinsOf: Map<number, number[]>;
}

export function documentMap(file: SearchIndexFile): DocumentMap {
  const pageOf: number[] = [];
  const firstOf: number[] = [];
  file.pages.forEach(([, , , , headings], page) => {
    firstOf.push(pageOf.length);
    for (let i = 0; i <= headings.length; i++) pageOf.push(page);
  });
  const topicsOf = new Map((file.topics ?? []).map(([page, ...phrases]) => [page, phrases.map((phrase) => phrase.split(" "))]));
  return {
    pageOf,
    firstOf,
    topicsOf,
    pointers: new Set(file.pointers ?? []),
    answers: new Set(file.answers ?? []),
    overviews: overviewPages(file),
    folders: file.pages.map(([, path]) => folderOf(path)),
    ...channelTwins(file),
  };
}

/** The pages of each channel's folder, and their twins: the pages at the same place in another channel's folder. */
function channelTwins(file: SearchIndexFile): Pick<DocumentMap, "channels" | "channelOf" | "twinsOf"> {
  const channels = file.channels ?? [];
  const channelOf = new Map<number, string>();
  const byPlace = new Map<string, number[]>();
  file.pages.forEach(([, path], page) => {
    const channel = channels.find(([, folder]) => path.startsWith(folder));
    if (!channel) return;
    channelOf.set(page, channel[0]);
    const place = path.slice(channel[1].length);
    byPlace.set(place, [...(byPlace.get(place) ?? []), page]);
  });
  const twinsOf = new Map([...byPlace.values()].flatMap((pages) => pages.map((page): [number, number[]] => [page, pages.filter((p) => p !== page)])));
  return { channels: channels.map(([term]) => term), channelOf, twinsOf };
}

/** A topic word the query reaches through a synonym or a typo counts this much of one it says itself. */
const TOPIC_BY_SYNONYM = 0.5;

/**
 * How much of the query makes up whole topics of the page (every term of a
 * topic accepted by a word of the query), 0..1 of its weight: the best topic,
 * its words said by the reader counting fully, those reached through a
 * synonym less ("lead não chegou" is support's topic said, and the home's
 * "receber leads" reached only through chegar → receber).
 */
function topicShareOf(topics: string[][] | undefined, words: QueryWord[], weights: Float64Array, totalWeight: number): number {
  let best = 0;
  for (const topic of topics ?? []) {
    let share = 0;
    const used = new Set<number>();
    for (const term of topic) {
      const said = words.findIndex((word) => !word.hint && (word.exact === term || word.completions?.has(term)));
      const w = said >= 0 ? said : words.findIndex((word) => !word.hint && acceptsTerm(word, term));
      if (w < 0) {
        share = 0;
        break;
      }
      if (!used.has(w)) share += (said >= 0 ? 1 : TOPIC_BY_SYNONYM) * weights[w];
      used.add(w);
    }
    best = Math.max(best, share / totalWeight);
  }
  return best;
}

export interface PageMatch {
  page: number;
  /** The document the page's row opens: the page itself or its best section. */
  head: number;
  /** Up to MAX_SECTIONS more sections of the page, best first. */
  sections: number[];
  /** How much of the query (0..1 of its weight) one of the page's topics makes up: the site's own word that the page answers it. */
  topicShare: number;
  /** How many of the codes the query names (`UNPROCESSABLE_AD`, `car_steering`) the page holds. */
  codes: number;
}

interface DocumentScore {
  /** Per query word, its best weighted occurrence in the document (0: absent). */
  words: Float64Array;
  /** Query words found in the title (only a page's own document has one), as bits. */
  inTitle: number;
  /** Query words found in the heading (only a section has one), as bits. */
  inHeading: number;
  /** Query words whose best occurrence in the document is a topic of the page (topics-data.ts, the API catalogue), as bits. */
  byTopic: number;
}

function scoreDocuments(index: TermIndex, documentCount: number, words: QueryWord[], weights: Float64Array): Map<number, DocumentScore> {
  const scores = new Map<number, DocumentScore>();
  words.forEach((word, w) => {
    const accepted = new Map<string, number>();
    const accept = (term: string, quality: number) => accepted.set(term, Math.max(quality, accepted.get(term) ?? 0));
    for (const term of word.nearby ?? []) accept(term, QUALITY.nearby);
    // A typo's synonyms weigh as much below the word it stands for as the word's own would below it.
    const synonymQuality = word.nearby ? QUALITY.nearby * QUALITY.synonym : QUALITY.synonym;
    for (const term of word.synonyms ?? []) accept(term, synonymQuality);
    for (const term of word.completions ?? []) accept(term, word.exact ? QUALITY.completionOfTerm : QUALITY.completion);
    if (word.exact) accept(word.exact, QUALITY.exact);
    const idfOf = (term: string) => Math.log(1 + documentCount / Math.max(1, index.documentFrequency(term)));
    // What a word being typed may become, or a typo may mean, weighs as its most common reading: a rare completion
    // (`access_token_not_found`) must not outrank the word itself (`access_token`) for being rare.
    const commonIdf = Math.min(...[...accepted.keys()].filter((term) => !word.synonyms?.has(term) || word.completions?.has(term)).map(idfOf));
    for (const [term, acceptedQuality] of accepted) {
      const quality = word.hint ? acceptedQuality * HINT : acceptedQuality;
      // A synonym is a word of its own, weighed by its own rarity.
      const idf = term === word.exact || (word.synonyms?.has(term) && !word.completions?.has(term)) ? idfOf(term) : commonIdf;
      weights[w] = Math.max(weights[w], quality * idf);
      const fieldWeights = fieldWeightsOf(term);
      // A longer term the typed one begins (`access_token_not_found` for `access_token`) is no title or heading about the word typed.
      const names = !(acceptedQuality === QUALITY.completionOfTerm && isIdentifierTerm(term));
      index.postings(term).forEach((docs, field) => {
        // A hint tells which page is about the code's subject: only a title says that.
        if (word.hint && field !== TITLE) return;
        const value = quality * fieldWeights[field] * idf;
        for (const doc of docs) {
          let score = scores.get(doc);
          if (!score) scores.set(doc, (score = { words: new Float64Array(words.length), inTitle: 0, inHeading: 0, byTopic: 0 }));
          if (value > score.words[w]) {
            score.words[w] = value;
            score.byTopic = field === TOPIC ? score.byTopic | (1 << w) : score.byTopic & ~(1 << w);
          }
          if (names && field === TITLE) score.inTitle |= 1 << w;
          if (names && field === HEADER) score.inHeading |= 1 << w;
        }
      });
    }
  });
  return scores;
}

const bitsOf = (words: Float64Array) => words.reduce((bits, value, w) => (value > 0 ? bits | (1 << w) : bits), 0);
const countBits = (bits: number) => {
  let count = 0;
  for (; bits; bits &= bits - 1) count++;
  return count;
};
const sum = (values: Float64Array) => values.reduce((a, b) => a + b, 0);

interface RankedPage extends PageMatch {
  generated: number;
  /** The reader's words (bits) the page's title carries. */
  titleWords: number;
  /** The share of the query's weight (rarity of each word) that the page covers, 0..1. */
  coverage: number;
  score: number;
}

/**
 * The query's words that are codes as written (`UNPROCESSABLE_AD`,
 * `car_steering`: letters and digits joined by underscores), by place. A code
 * is the subject of the question around it: a page that holds more of them
 * ranks first, whatever the other words ("o que significa UNPROCESSABLE_AD"
 * opened the webhooks page, which says "significa", not the bumps page that
 * lists the code). A path or URL is not one: its parts are found by hints.
 */
const codesNamed = (words: QueryWord[]) => words.flatMap((word, w) => (!word.hint && word.exact && isCodeAsWritten(word.exact) ? [w] : []));

export function rankPages(file: SearchIndexFile, map: DocumentMap, index: TermIndex, words: QueryWord[]): PageMatch[] {
  if (!words.length) return [];
  const weights = new Float64Array(words.length);
  const scores = scoreDocuments(index, map.pageOf.length, words, weights);
  const totalWeight = sum(weights) || 1;
  const weightOf = (bits: number) => sum(weights.map((weight, w) => (bits & (1 << w) ? weight : 0)));
  // Hints break ties of score; how many of the reader's words meet in one section counts the reader's words alone.
  const ownWords = words.reduce((bits, word, w) => (word.hint ? bits : bits | (1 << w)), 0);
  const ownCount = countBits(ownWords);
  const codes = codesNamed(words);
  const byPage = new Map<number, number[]>();
  for (const doc of [...scores.keys()].sort((a, b) => a - b)) {
    const page = map.pageOf[doc];
    byPage.get(page)?.push(doc) ?? byPage.set(page, [doc]);
  }

  const ranked: RankedPage[] = [];
  for (const [page, docs] of byPage) {
    const own = map.firstOf[page];
    const titleBits = scores.get(own)?.inTitle ?? 0;
    const best = new Float64Array(words.length);
    const holding = new Float64Array(words.length);
    for (const doc of docs) {
      scores.get(doc)!.words.forEach((value, w) => {
        best[w] = Math.max(best[w], value);
        if (value > 0) holding[w]++;
      });
    }
    // Hints only order the pages the reader's own words find: a title that says `status` is no hit for `autoupload_status`.
    if (!(bitsOf(best) & ownWords)) continue;
    // A section is read with its page's title: "oauth escopos" is the Escopos section of the OAuth page.
    const candidates = docs
      .map((doc) => {
        const found = scores.get(doc)!.words;
        const read = doc === own ? found : found.map((value, w) => (titleBits & (1 << w) ? Math.max(value, scores.get(own)!.words[w]) : value));
        // A topic ranks the page, but the row opens where the page says the words: the section with the call's block, not the page's top.
        const placed = doc === own ? ownWords & ~scores.get(own)!.byTopic : ownWords;
        return { doc, coverage: countBits(bitsOf(read) & placed), score: sum(read), own: sum(found) };
      })
      // On a tie the page itself leads (its document comes first).
      .sort((a, b) => b.coverage - a.coverage || b.score - a.score || a.doc - b.doc);
    const [lead, ...others] = candidates;
    const topicShare = topicShareOf(map.topicsOf.get(page), words, weights, totalWeight);
    ranked.push({
      page,
      head: lead.doc,
      sections: others
        .filter((s) => s.doc !== own && s.coverage >= lead.coverage && s.own >= SECTION_SHARE * lead.own)
        .slice(0, MAX_SECTIONS)
        .map((s) => s.doc),
      generated: file.pages[page][3],
      titleWords: titleBits & ownWords,
      coverage: sum(weights.map((weight, w) => (best[w] > 0 ? weight : 0))) / totalWeight,
      score:
        sum(best.map((value, w) => value * (1 + SPREAD * (1 - 1 / Math.max(1, holding[w]))))) *
        (1 + (ownCount > 1 ? (TOGETHER * (lead.coverage - 1)) / (ownCount - 1) : 0)) *
        (1 + (TITLE_SHARE * Math.max(...docs.map((doc) => weightOf(titleBits | scores.get(doc)!.inHeading)))) / totalWeight) *
        (1 + TOPIC_SHARE * topicShare),
      topicShare,
      codes: codes.reduce((held, w) => held + (best[w] > 0 ? 1 : 0), 0),
    });
  }
  // A page that misses a rare word of the query falls far, one that misses a common word ("api", "anúncio") a little.
  const asked = ownCount >= QUESTION_WORDS ? QUESTION_SHARE : 1;
  const shareOf = (page: number) => (map.pointers.has(page) ? POINTER_SHARE : map.answers.has(page) ? asked : 1);
  const rankOf = (page: RankedPage) => page.score * page.coverage ** COVERAGE_POWER * shareOf(page.page);
  const value = new Map(ranked.map((page) => [page, rankOf(page)]));
  placeHomesAfterTasks(map, ranked, value);
  return namedChannelsFirst(
    map,
    words,
    ranked.sort((a, b) => a.generated - b.generated || b.codes - a.codes || value.get(b)! - value.get(a)! || a.page - b.page),
  );
}

/**
 * An area's home names the area ("chat", "webhooks") in its title, as every
 * page of the area does in its text, and sums up its children: it outscores
 * the child that does what the reader asks ("responder uma mensagem do chat",
 * "configurar o webhook"). So when a page beside the home carries in its
 * title a word of the query that the home's title lacks (the action or the
 * thing the reader named), and finds as much of the query, the home ranks
 * just below it; a query of the area's name alone still opens the home.
 */
function placeHomesAfterTasks(map: DocumentMap, ranked: RankedPage[], value: Map<RankedPage, number>) {
  const homes = ranked.filter((page) => map.overviews.has(page.page));
  if (!homes.length) return;
  // Per folder, the pages other than its home whose title carries a word of the query.
  const tasksOf = new Map<string, RankedPage[]>();
  for (const page of ranked) {
    if (!page.titleWords || map.overviews.has(page.page)) continue;
    const folder = map.folders[page.page];
    tasksOf.get(folder)?.push(page) ?? tasksOf.set(folder, [page]);
  }
  for (const home of homes) {
    const tasks = (tasksOf.get(map.folders[home.page]) ?? []).filter((page) => page.titleWords & ~home.titleWords && page.coverage >= home.coverage);
    const best = Math.max(0, ...tasks.map((page) => value.get(page)!));
    if (best && best <= value.get(home)!) value.set(home, best * (1 - 1e-9));
  }
}

/**
 * Readers ask the same questions of a page and of its twins in the other
 * channels, so their words cannot tell the twins apart: after the readers'
 * words reorder the list (reader-model.ts), twins keep the order the pages'
 * own words gave them, which heard the channel the query names or not
 * ("engine size moto" is the API's, not the JSON file's).
 */
export function twinsInPlace<T extends PageMatch>(map: DocumentMap, before: readonly T[], after: readonly T[]): T[] {
  const placeBefore = new Map(before.map((match, place) => [match.page, place]));
  const list = [...after];
  // Past the pages the readers' words reordered, the list is the pages' own order already.
  let reordered = list.length;
  while (reordered > 0 && list[reordered - 1] === before[reordered - 1]) reordered--;
  for (let i = 0; i < reordered; i++) {
    const twins = map.twinsOf.get(list[i].page) ?? [];
    const first = list.findIndex(
      (other, j) => j > i && j < reordered && twins.includes(other.page) && placeBefore.get(other.page)! < placeBefore.get(list[i].page)!,
    );
    if (first >= 0) [list[i], list[first]] = [list[first], list[i]];
  }
  return list;
}

/**
 * "json" and "api" are words of nearly every page of the three channels, so
 * they barely rank a page above its twin in another channel ("moto elétrica
 * no json" opened the API's motorcycles page, whose text shows JSON bodies).
 * A query that names some channels but not all puts each named channel's
 * page just above its twins in the channels it does not name; so does "lead"
 * for the leads' description of a vehicle's parameters. The engine applies
 * it again after the readers' words reorder the list (engine.ts).
 */
export function namedChannelsFirst<T extends PageMatch>(map: DocumentMap, words: readonly QueryWord[], ranked: T[]): T[] {
  const named = new Set(map.channels.filter((term) => words.some((word) => !word.hint && word.exact === term)));
  if (!named.size || named.size === map.channels.length) return ranked;
  const list = [...ranked];
  const isNamed = (page: number) => named.has(map.channelOf.get(page) ?? "");
  for (let i = 0; i < list.length; i++) {
    const match = list[i];
    if (!isNamed(match.page)) continue;
    const twins = map.twinsOf.get(match.page) ?? [];
    const above = list.findIndex((other, j) => j < i && twins.includes(other.page) && !isNamed(other.page));
    if (above >= 0) list.splice(above, 0, ...list.splice(i, 1));
  }
  return list;
}
