/**
 * What `npm run export` (scripts/export.ts) takes from the app build beside
 * its routes: the page renderer and the content. The export then runs the one copy of this code the build
 * holds, and reads the manifest once, instead of loading its own copy of the
 * app, the config and every plugin next to the build's.
 */
export { getSite } from "./content.server";
export { createPrerenderer } from "./prerender.server";
