/** Turns compiled MDX into the HTML a page ships, once every page is known. */
import { getMDXComponent } from "mdx-bundler/client/index.js";
import type { ComponentType } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { coreMdxComponents } from "./components/mdx";
import { ContentError } from "./content-error";
import type { PortalPlugin } from "./plugin";
import type { Page } from "./types";

export async function renderPage(page: Page, plugins: readonly PortalPlugin[]): Promise<string> {
  if (!page.code) return page.html;
  try {
    const Content = getMDXComponent(page.code);
    const components = Object.assign({}, coreMdxComponents, ...(await Promise.all(plugins.map((plugin) => plugin.mdxComponents?.(page)))));
    return renderToStaticMarkup(<Content components={components as Record<string, ComponentType<any>>} />);
  } catch (error: any) {
    throw new ContentError(page.file ?? page.key, undefined, `render failed: ${error?.message ?? error}`);
  }
}
