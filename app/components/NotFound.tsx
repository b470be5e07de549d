/**
 * The not-found layout (spec §2): 404 Not Found, a random witty line, Voltar
 * and home buttons; and what a reader looks for there: a search box, focused
 * with the missing path's words, that hands them to the navbar's search, and
 * the pages nearest to that path (components/nearest-pages.ts). The box is
 * the page's own, so no list of suggestions covers the page before the
 * reader asks for it.
 */
import { Link } from "@remix-run/react";
import { useEffect, useRef, useState } from "react";
import { hasSearchBox } from "../plugin-features.generated";
import { isStaticExport } from "../static-export";
import { errorTitle } from "./error-title";
import { nearestPages, pathWords, type PageLink } from "./nearest-pages";

/** Every line is plainly a joke: none looks like a code, a figure or a rule of the marketplace. */
export const WITTY_MESSAGES = [
  "Esta página foi destacada tanto que saiu do topo da lista. E do site.",
  "Procuramos em todas as categorias, até em barcos e aeronaves. Nem sinal dela.",
  "Parece que esta página foi vendida antes de você chegar.",
  "Nem o webhook de status sabe onde esta página foi parar.",
  "Esta página saiu para um test drive e ainda não voltou.",
  "Anunciada como “seminova, único dono”. O dono também não a encontra.",
  "A página se mudou e esqueceu de deixar o novo endereço com o porteiro.",
];

export const randomWittyIndex = () => Math.floor(Math.random() * WITTY_MESSAGES.length);

/**
 * Writes a query into the navbar's search box and focuses it, which shows
 * its suggestions. Before the box's code arrives it takes over what the box
 * holds (plugins/search/ui/SearchBox.tsx); after, the input event reaches its handler.
 */
function searchFor(query: string) {
  const input = document.querySelector<HTMLInputElement>("[data-search] input");
  if (!input || !query.trim()) return;
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, "value")?.set?.call(input, query);
  input.focus({ preventScroll: true });
  input.dispatchEvent(new Event("input", { bubbles: true }));
}

interface NotFoundProps {
  status?: number;
  witty?: number;
  messages?: string[];
  missingPath?: string;
  pages?: PageLink[];
}

export function NotFound({ status = 404, witty = 0, messages = [], missingPath = "/", pages = [] }: NotFoundProps) {
  // The server picks the line per request and knows the path; the exported
  // 404.html was rendered once, for every missing path, so there the browser
  // picks again and reads the path after hydration. The lines and the pages
  // come with the loader data, so the browser bundle does not carry them.
  const [message, setMessage] = useState(messages[witty % messages.length]);
  const [path, setPath] = useState(missingPath);
  const [query, setQuery] = useState(pathWords(missingPath).join(" "));
  const queryInput = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (isStaticExport()) setMessage(messages[Math.floor(Math.random() * messages.length)]);
    setPath(window.location.pathname);
    setQuery(pathWords(window.location.pathname).join(" "));
    queryInput.current?.focus({ preventScroll: true });
  }, [messages]);
  const nearest = status === 404 ? nearestPages(path, pages) : [];
  return (
    <div className="not-found mx-auto max-w-xl py-12 text-center tablet:py-20" data-status={status}>
      <p className="not-found-code" aria-hidden="true">
        {status}
      </p>
      <h1 className="mt-2 text-3xl font-extrabold tracking-tight">{errorTitle(status)}</h1>
      <p className="mt-4 text-lg text-muted" data-witty="">
        {message}
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <button type="button" className="btn btn-secondary" onClick={() => window.history.back()}>
          Voltar
        </button>
        <Link to="/" className="btn btn-primary">
          Ir para a página inicial
        </Link>
      </div>
      {/* Only a site with a search box (the search plugin's) can look the words up. */}
      {status === 404 && hasSearchBox ? (
        <form
          role="search"
          aria-label="Procurar a página"
          className="not-found-search mt-10"
          onSubmit={(event) => {
            event.preventDefault();
            searchFor(query);
          }}
        >
          <label htmlFor="not-found-query" className="sr-only">
            Procurar a página pelas palavras do endereço
          </label>
          <input
            id="not-found-query"
            ref={queryInput}
            type="search"
            className="not-found-query"
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            enterKeyHint="search"
          />
          <button type="submit" className="btn btn-primary">
            Buscar
          </button>
        </form>
      ) : null}
      {nearest.length > 0 ? (
        <nav className="not-found-nearest mt-10 text-left" aria-labelledby="not-found-nearest">
          <h2 id="not-found-nearest" className="text-base font-semibold">
            Páginas com endereço parecido
          </h2>
          <ul className="mt-3">
            {nearest.map((page) => (
              <li key={page.path}>
                <Link to={page.path}>
                  <span className="not-found-title">{page.title}</span> <span className="not-found-path">{page.path}</span>
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
    </div>
  );
}
