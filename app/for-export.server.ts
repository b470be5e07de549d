/**
 * What the server (server/app.ts) and `npm run export` (scripts/export.ts)
 * take from the app build beside its routes: the content, the request
 * context, the default Content-Security-Policy and the page renderer. They
 * use the one copy of this code the build holds, so each app module (and its
 * state: the manifest read once) exists once per process, instead of a copy
 * loaded from source next to the build's.
 */
import { contentSecurityPolicy, thirdPartyOrigins } from "./document/csp";
import { siteData } from "../site.data";

export { buildWholeSiteWith, getSite, rebuildAll, updateForDevelopment, warmForDevelopment } from "./content.server";
export { createPrerenderer } from "./prerender.server";
export { asksForDocument, loadContext } from "./request-context.server";
export * as log from "./log.server";

/** The policy of an answer that is not a document (documents carry their own, with their inline scripts' hashes). */
export const defaultContentSecurityPolicy = () => contentSecurityPolicy({ thirdParty: thirdPartyOrigins(siteData) });
