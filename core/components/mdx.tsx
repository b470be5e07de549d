/**
 * Components the portal's own markdown steps produce (core/markdown/): a
 * highlighted code block, a release-dated block, an inline badge. Plugins
 * add theirs through their `mdxComponents` hook (the catalogue's
 * <Catalogue />). All are rendered to HTML at build time, so they cost no
 * JavaScript in the browser.
 */
import type { ComponentProps, ReactNode } from "react";

export const coreMdxComponents = {
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
