/** Shapes shared by the content pipeline, the plugins, the server and the app. */
import type { PluggableList } from "unified";
import type { EmittedFile } from "./emitted-files";
import type { FrontMatter } from "./front-matter";

export type { FrontMatter };

export interface PageHeader {
  level: number;
  title: string;
  slug: string;
}

/** A heading-delimited slice of a page, the unit the search index works on. */
export interface PageSection {
  slug: string;
  title: string;
  /** The prose, inline code included. */
  text: string;
  /** The section's code blocks, kept apart so search can index them without showing them as snippets. */
  code?: string;
  /** Key cells of its tables, one a line: first cells of rows (parameters, codes) and short labels; search weighs them above prose. */
  keys?: string;
}

export interface PageLink {
  href: string;
  line?: number;
}

export interface HeadTag {
  tag: "script" | "link" | "meta" | "style";
  attrs: Record<string, string | boolean>;
  content?: string;
}

/**
 * One page of the site. `key` identifies it ("anuncio/api/oauth", "chat/index"
 * for a folder index, "index" for the home); `path` is its canonical URL.
 */
export interface Page {
  key: string;
  path: string;
  title: string;
  lang: string;
  frontmatter: FrontMatter;
  headers: PageHeader[];
  /** Source file relative to the project, absent for generated pages. */
  file?: string;
  /** Compiled MDX (mdx-bundler output), rendered to `html` once all pages are known. */
  code?: string;
  html: string;
  /** The page as Markdown, for machines (/llms-full.txt): made as it compiles or renders; absent on pages a plugin adds. */
  markdown?: string;
  sections: PageSection[];
  links: PageLink[];
  ids: string[];
  /** Facts plugins attach to the page (catalogue children, last update, ...); sent to the browser with it. */
  data: Record<string, unknown>;
  headTags: HeadTag[];
}

/** A page as the browser gets it (loader data): the page minus build-only fields. Not to be confused with `Page.data`, the plugins' facts about a page. */
export type ClientPage = Pick<Page, "key" | "path" | "title" | "lang" | "frontmatter" | "headers" | "html" | "data" | "headTags">;

export interface Redirect {
  from: string;
  to: string;
  status: 301 | 302 | 308;
}

/**
 * What of a page the content build writes for serving (build/content/manifest.json).
 * Its outline's sections have done their work (the search index); its
 * Markdown is kept apart, read only for /llms-full.txt, and its HTML too, in
 * a file named by its hash (`htmlHash`, see core/paths.ts's `pageHtml`): the
 * manifest every server start and export process reads is then much smaller
 * (bench/README.md), a build writes only the HTML that changed, and the export tells
 * which pages changed without reading every page's HTML.
 */
export type ServedPage = PageFacts & { htmlHash: string };

/** What a page is known by both while it is built (Page) and where it is served (ServedPage): enough for the nav and the page lists. */
export type PageFacts = Omit<Page, "code" | "markdown" | "sections" | "html">;

export interface SiteManifest {
  builtAt: string;
  pages: ServedPage[];
  redirects: Redirect[];
  /** Files plugins emitted into the public build folder, by logical name ("search-index" → "/build/content/search.abc123.json"). */
  assets: Record<string, string>;
  /** Head tags every page carries (theme script, release-date rules, ...). */
  headTags: HeadTag[];
  /** What the files beside the manifest must hold, checked before they are served (server/build-check.ts). */
  served?: { markdown: { bytes: number; sha256: string } };
}

/** What the content build makes (core/build-site.ts): the manifest with its pages whole, before core/build-site.ts's splitForServing. */
export interface BuiltSite extends Omit<SiteManifest, "pages"> {
  pages: Page[];
  /** What plugins emitted with `emitFile`, written beside the manifest (core/emitted-files.ts). */
  files: EmittedFile[];
}

export type { PluggableList };
