/**
 * The validator's own limits, which keep a browser tab responsive whatever is
 * pasted. The marketplace's limits (1 MB per API call, 20 images...) come
 * from the catalogue (domain/ad-catalogue/common-fields.ts LIMITS).
 */

/**
 * Largest input the validator reads. Five times the API's 1 MB: a JSON or XML
 * file has no published limit, and a real inventory of a few thousand ads fits;
 * anything larger is refused before parsing, so a 50 MB paste never freezes the tab.
 */
export const MAX_INPUT_BYTES: number = 5 * 1024 * 1024;

/** The command line's limit: no tab to freeze, only memory (its speed on large files: `npm run bench:validator`). */
export const CLI_MAX_INPUT_BYTES: number = 200 * 1024 * 1024;

/**
 * Deepest nesting accepted. A real payload nests four or five levels
 * (envelope, ad_list, ad, params, a list of codes); deeper means junk, and
 * recursive code further down must never see it.
 */
export const MAX_DEPTH = 32;
