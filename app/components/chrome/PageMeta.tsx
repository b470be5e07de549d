/**
 * Under the article: a link to edit the page's source (not on generated
 * catalogue pages) and when it last changed (page.data.lastUpdated, from git
 * at build time; plugins/last-updated.ts).
 */
import type { ClientPage } from "../../../core/types";
import { formatBrasiliaDateTime } from "./format-date";
import { Icon } from "./Icon";

/** The page's file relative to content/: its key plus .mdx ("chat/home" → "chat/home.mdx"); none without a configured base or on a generated page. */
export const editUrl = (page: ClientPage, editLinkBase: string) => (!editLinkBase || page.data.generated ? undefined : `${editLinkBase}${page.key}.mdx`);

export function PageMeta({ page, editLinkBase }: { page: ClientPage; editLinkBase: string }) {
  const href = editUrl(page, editLinkBase);
  const updated = typeof page.data.lastUpdated === "string" ? page.data.lastUpdated : undefined;
  const updatedText = updated && formatBrasiliaDateTime(updated);
  if (!href && !updatedText) return null;
  return (
    <div className="page-meta">
      {href ? (
        <a href={href} className="page-meta-edit" target="_blank" rel="noopener noreferrer">
          <Icon name="pencil" className="h-4 w-4" />
          Editar esta página<span className="sr-only"> (abre em nova aba)</span>
        </a>
      ) : null}
      {updatedText ? (
        <p className="page-meta-updated">
          <Icon name="clock" className="h-4 w-4" />
          <span>
            Última atualização: <time dateTime={updated}>{updatedText}</time>
          </span>
        </p>
      ) : null}
    </div>
  );
}
