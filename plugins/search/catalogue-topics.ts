/**
 * What the API catalogue says each page defines: the page that documents a
 * call (Operation.page) is the primary answer to the call's path, and the
 * page that alone documents an error code or message is the primary answer
 * to it. Given to search as topics of those pages (beside topics-data.ts), so
 * a pasted path or error puts its defining page first for every call the
 * catalogue holds, not only the ones someone thought to list by hand.
 */
import { isUndocumented, type Operation } from "../../domain/api-catalogue/types";

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

/**
 * Topics by page route: every call's path on the page that documents it;
 * each error code and message on the page that documents it, when exactly
 * one page does (a code shared by every call of an area, `RATE_LIMIT`, is
 * no page's own).
 */
export function catalogueTopics(operations: readonly Operation[]): Map<string, string[]> {
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
  for (const [text, routes] of errorPages) if (routes.size === 1) addTo(topics, [...routes][0], text);
  return new Map([...topics].map(([route, set]) => [route, [...set]]));
}
