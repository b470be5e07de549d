/**
 * Components MDX pages may use. They are rendered to HTML at build time, so
 * they receive the page they belong to and cost no JavaScript in the browser.
 */
import type { ComponentProps, ReactNode } from "react";
import type { Page } from "../../../core/types";
import { CatalogueList, type CatalogueEntry } from "./CatalogueList";

export function mdxComponents(page: Page) {
  return {
    Catalogue: () => <CatalogueList entries={(page.data.catalogue as CatalogueEntry[] | undefined) ?? []} />,
    Release: ({ date, children }: { date: string; children: ReactNode }) => (
      <div className="release" data-release={date}>
        {children}
      </div>
    ),
    // A highlighted block's inside arrives as HTML (core/markdown/rehype-highlight.ts); its children are the plain code.
    pre: ({ "data-html": html, children, ...props }: ComponentProps<"pre"> & { "data-html"?: string }) =>
      html ? <pre {...props} dangerouslySetInnerHTML={{ __html: html }} /> : <pre {...props}>{children}</pre>,
    Badge: ({ type = "info", children }: { type?: string; children: ReactNode }) => <span className={`badge badge-${type}`}>{children}</span>,
  };
}
