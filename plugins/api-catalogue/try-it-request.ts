/**
 * The example request of a call as the "Testar" panel sends it, and its curl
 * line. Shared by the build (the panel's closed state and its no-JavaScript
 * text, endpoint.ts) and the browser (app/components/try-it/): no runtime
 * import, so the panel's chunk carries none of the catalogue.
 */

/** What the panel sends: the path is joined to the base URL the reader chooses. */
export interface TryRequest {
  method: string;
  /** Path and query, with the documented example values: "/autoupload/bump/ad/1234567890". */
  path: string;
  /** In order, as sent; `Authorization` carries TOKEN_PLACEHOLDER until the reader gives a token. */
  headers: [string, string][];
  body?: string;
}

/** The local sandbox (packages/sandbox, `npm run sandbox` or `npx … sandbox-marketplace`) on its default port 4010. */
export const DEFAULT_BASE_URL = "http://127.0.0.1:4010";

/** The token the portal's examples show; the panel puts the reader's own in its place. */
export const TOKEN_PLACEHOLDER = "SEU_ACCESS_TOKEN";

/** A shell word in single quotes, safe whatever it holds. */
const quote = (word: string) => `'${word.replace(/'/g, `'\\''`)}'`;

/** The curl command for a request to `baseUrl`, one option a line. */
export function curlLine(request: TryRequest, baseUrl: string): string {
  const parts = [`curl -X ${request.method} ${quote(baseUrl.replace(/\/+$/, "") + request.path)}`];
  for (const [name, value] of request.headers) parts.push(`-H ${quote(`${name}: ${value}`)}`);
  if (request.body !== undefined) parts.push(`--data-raw ${quote(request.body)}`);
  return parts.join(" \\\n  ");
}
