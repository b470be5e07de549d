import { useRouteError } from "@remix-run/react";
import { failedAfterShown } from "../error-recovery";

/** Remix sends a production server's errors as this message alone; a development server sends the real one. */
const SANITIZED_MESSAGE = "Unexpected Server Error";
/** How core/content-error.ts names a mistake: "content/x.mdx:12: reason" (the line may be missing). */
const CONTENT_ERROR = /^(\S+?\.mdx?)(?::(\d+))?(?::(\d+))?: ([\s\S]*)$/;

/**
 * The page route's error boundary. In development a page that does not
 * compile fails alone: its error is shown here, inside the site's chrome,
 * with the file and line, while every other page keeps working; saving the
 * fixed file reloads it (server/dev/live-reload.ts). Any other error, and
 * every error a reader could meet, goes on to the root's boundary.
 */
export function PageBuildError() {
  const error = useRouteError();
  if (!(error instanceof Error) || error.message === SANITIZED_MESSAGE || failedAfterShown()) throw error;
  const [, file, line, column, reason] = CONTENT_ERROR.exec(error.message) ?? [];
  return (
    <article className="build-error" data-page-build-error>
      <h1>Erro ao montar a página</h1>
      {file && (
        <p>
          O arquivo <code>{file}</code> não compila{line ? `: linha ${line}${column ? `, coluna ${column}` : ""}` : ""}. As outras páginas do portal continuam
          funcionando.
        </p>
      )}
      <pre>{file ? `${file}${line ? `:${line}` : ""}: ${reason}` : error.message}</pre>
      <p>Corrija o arquivo e salve: esta página se atualiza sozinha.</p>
    </article>
  );
}
