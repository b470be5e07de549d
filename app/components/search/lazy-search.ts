/**
 * Everything the search box needs only once the reader starts a search: the
 * engine (lunr, the Portuguese stemmer) and the suggestion list. One dynamic
 * import, so none of it weighs on a page's first load.
 */
export { browserSearchEngine } from "./browser-engine";
export { SearchPopup } from "./SearchPopup";
