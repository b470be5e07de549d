/**
 * What the catalogues say each page defines: the page that documents a call
 * (Operation.page) is the primary answer to the call's path, and the page
 * that alone documents an error code or message is the primary answer to it;
 * a category's page (Category.pages) is the primary answer to the category
 * named. Given to search as topics of those pages (beside topics-data.ts), so
 * a pasted path or error puts its defining page first for every call the
 * catalogue holds, not only the ones someone thought to list by hand.
 */
import type { Category } from "../../domain/ad-catalogue/types";
import { isUndocumented, type Operation } from "../../domain/api-catalogue/types";
import { folderOf } from "./index-file";

/**
 * A call's path as a topic: cut before its first `{…}` placeholder, so the
 * open path (`/autoupload/cellphone_info/`) is the topic and any id the
 * reader pastes after it still reaches the page.
 */
export const pathTopic = (path: string) => path.split("{")[0];

/** An error code worth a topic: a code as written (`invalid_grant`, `ACCESS_SCOPE_DENIED`), never a plain word like `UNAUTHORIZED` a reader types about anything. */
const isCode = (reason: string) => /_/.test(reason);

/** A literal message worth a topic: a sentence a reader pastes whole (three words or more). */
const isSentence = (message: string) => message.trim().split(/\s+/).length >= 3;

function addTo(topics: Map<string, Set<string>>, route: string, topic: string) {
  (topics.get(route) ?? topics.set(route, new Set()).get(route)!).add(topic);
}

/** The routes of the pages whose prose or tables (not code samples) say a text verbatim. */
export type PagesSaying = (text: string) => readonly string[];

/**
 * A message several calls share ("Unexpected internal error. Try again
 * later") is defined by the page that collects those calls' errors in one
 * table, the area's catalogue: the one page of the calls' areas that states
 * the message without documenting any of them. Another area's page that
 * happens to say it too ("Ad not found.", the renewal's answer) collects
 * other calls' errors. A sample's response body is no definition, and
 * neither is a message several such pages repeat.
 */
function catalogueOf(message: string, callPages: ReadonlySet<string>, pagesSaying: PagesSaying): string | undefined {
  const areas = new Set([...callPages].map(folderOf));
  const collectors = pagesSaying(message).filter((route) => !callPages.has(route) && areas.has(folderOf(route)));
  return collectors.length === 1 ? collectors[0] : undefined;
}

/**
 * Topics by page route: every call's path on the page that documents it;
 * each error code and message on the page that documents it, when exactly
 * one page does (a code shared by every call of an area, `RATE_LIMIT`, is
 * no page's own); a message shared by several calls' pages, on the one page
 * that collects it (catalogueOf), when `pagesSaying` is given.
 */
export function catalogueTopics(operations: readonly Operation[], pagesSaying?: PagesSaying): Map<string, string[]> {
  const topics = new Map<string, Set<string>>();
  const errorPages = new Map<string, Set<string>>();
  for (const operation of operations) {
    addTo(topics, operation.page.route, pathTopic(operation.path));
    for (const error of operation.errors) {
      const said = [
        ...(typeof error.reason === "string" && isCode(error.reason) ? [error.reason] : []),
        ...(typeof error.message === "string" && !isUndocumented(error.message) && isSentence(error.message) ? [error.message] : []),
      ];
      for (const text of said) addTo(errorPages, text, operation.page.route);
    }
  }
  for (const [text, routes] of errorPages) {
    const definedBy = routes.size === 1 ? [...routes][0] : pagesSaying && isSentence(text) ? catalogueOf(text, routes, pagesSaying) : undefined;
    if (definedBy) addTo(topics, definedBy, text);
  }
  return new Map([...topics].map(([route, set]) => [route, [...set]]));
}

/**
 * "categoria <name>" on the page of each category, in each channel: "categoria
 * de ônibus" is the bus page, not the bus parts' page whose title also says
 * ônibus, nor the list of every category. Only a page of one category: a page
 * that gathers several (agro's) would take every name's words as its topics
 * and outrank the pages each word's category has of its own.
 */
export function categoryTopics(categories: readonly Category[]): Map<string, string[]> {
  const topics = new Map<string, Set<string>>();
  for (const category of categories) for (const route of Object.values(category.pages)) if (route) addTo(topics, route, `categoria ${category.name}`);
  return new Map([...topics].filter(([, set]) => set.size === 1).map(([route, set]) => [route, [...set]]));
}
