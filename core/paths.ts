/**
 * Where the build puts things. The app (Remix build, public/) lives in the
 * project root; the content side (content/, its cache, manifest, emitted
 * assets, the export) lives in PORTAL_CONTENT_ROOT when set, which lets the
 * benchmark build a synthetic site with the real app.
 */
import { join } from "node:path";

/**
 * `npm run dev` (server/dev/) builds the app and the content's assets into a folder of its own,
 * PORTAL_DEV_OUTPUT, so a production build beside it stays whole and servable, and the other way round.
 */
const devOutput = () => process.env.PORTAL_DEV_OUTPUT;

export const paths = (root = process.cwd(), contentRoot = process.env.PORTAL_CONTENT_ROOT || root, dev = devOutput()) => ({
  root,
  contentRoot,
  content: join(contentRoot, "content"),
  /** Markdown shared by several pages (plugins/snippets), outside the page tree. */
  snippets: join(contentRoot, "snippets"),
  cache: join(contentRoot, ".cache"),
  manifest: join(contentRoot, "build", "content", "manifest.json"),
  /** Each page's Markdown by page key, beside the manifest: only /llms-full.txt reads it. */
  pageMarkdown: join(contentRoot, "build", "content", "markdown.json"),
  /** Each page's HTML, in a file named by its hash (ServedPage's `htmlHash`). */
  pageHtml: join(contentRoot, "build", "content", "html"),
  /** Where the content build emits its assets (search index, sidebar tree): kept apart from public/, which `remix build` empties. */
  emittedAssets: join(contentRoot, "build", "content", "assets"),
  /** The files plugins emit with `emitFile` (sitemap.xml, openapi.json, …), by the path they are served at; their index beside (core/emitted-files.ts). */
  emittedFiles: join(contentRoot, "build", "content", "files"),
  /** The same, made by `npm run dev`'s in-process builds: never mixed into the production build. */
  devEmittedFiles: join(contentRoot, ".cache", "dev-files"),
  /** Where they are served from (/build/content/), copied from `emittedAssets` once the app build is done (scripts/content-manifest.ts). */
  contentAssets: dev ? join(dev, "public", "build", "content") : join(contentRoot, "public", "build", "content"),
  remixServerBuild: dev ? join(dev, "index.js") : join(root, "build", "index.js"),
  /** The app's browser build, served under /build/ (the production server serves its snapshot of it). */
  browserBuild: dev ? join(dev, "public", "build") : join(root, "public", "build"),
  /** Hashed assets of earlier app builds, still served for a while after a deploy (scripts/retired-assets.ts). */
  retiredAssets: join(root, "build", "retired-assets"),
  /**
   * The same for the content's assets (search texts, sidebar tree), beside the content they came from: a site built
   * from another content root must neither serve nor export the texts this one retired. The same folder for the portal.
   */
  retiredContentAssets: join(contentRoot, "build", "retired-assets"),
  publicDir: join(root, "public"),
  exportDir: join(contentRoot, "dist"),
});

/** The file holding a page's HTML: named by its hash (ServedPage's `htmlHash`), in `pageHtml`. */
export const pageHtmlFile = (p: Pick<ReturnType<typeof paths>, "pageHtml">, hash: string) => join(p.pageHtml, `${hash}.html`);

/** Every folder of retired assets a server or an export of this content root serves under /build/, each once. */
export const retiredFolders = (p: Pick<ReturnType<typeof paths>, "retiredAssets" | "retiredContentAssets">) => [
  ...new Set([p.retiredAssets, p.retiredContentAssets]),
];
