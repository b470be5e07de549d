/** Turns compiled MDX into the HTML a page ships, once every page is known. */
import { getMDXComponent } from "mdx-bundler/client/index.js";
import { renderToStaticMarkup } from "react-dom/server";
import { mdxComponents } from "../app/components/mdx";
import { ContentError } from "./front-matter";
import type { Page } from "./types";

export function renderPage(page: Page): string {
  if (!page.code) return page.html;
  try {
    const Content = getMDXComponent(page.code);
    return renderToStaticMarkup(<Content components={mdxComponents(page) as any} />);
  } catch (error: any) {
    throw new ContentError(page.file ?? page.key, undefined, `render failed: ${error?.message ?? error}`);
  }
}
