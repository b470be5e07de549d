/** The default layout: title, status badge, the rendered MDX. */
import type { PageData } from "../../core/types";

export function PageContent({ page }: { page: PageData }) {
  const status = page.frontmatter.status;
  return (
    <article className="doc">
      <header>
        <h1>
          {page.title}
          {status === "new" ? <span className="badge badge-new">Novo</span> : null}
          {status === "deprecated" ? <span className="badge badge-deprecated">Descontinuado</span> : null}
        </h1>
        {page.frontmatter.description ? <p className="lead">{page.frontmatter.description}</p> : null}
      </header>
      <div className="prose dark:prose-invert max-w-none" dangerouslySetInnerHTML={{ __html: page.html }} />
    </article>
  );
}
