/**
 * A live clock for the rate limit's block (FAQ "Limite de requisições"): the
 * time now in UTC, the API's zone, and in Brasília, and, once the reader says
 * a 429 came, when the 10-minute block ends. A plugin in its own package
 * that brings a browser component through the public contract alone: a page
 * places it with `:::island{name="relogio-utc"}`, and what the directive
 * holds is what a reader without JavaScript, or a site without this plugin,
 * reads instead.
 */
import { definePlugin } from "portal-plugin";

export default definePlugin({
  name: "relogio-utc",
  setup: () => ({ browser: { islands: { "relogio-utc": "portal-plugin-relogio-utc/island" } } }),
});
