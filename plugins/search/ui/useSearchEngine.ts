/**
 * Loads search on first use only: the lazy chunk (lunr, engine, suggestion
 * list) by dynamic import and the index by fetch, in parallel; the engine
 * then fetches the texts files of the pages it shows. None of it is part of
 * a page's first load.
 */
import { useCallback, useRef, useState } from "react";
import type { browserSearchEngine, choicesOf, resultsAnnouncement, SearchPopup } from "./lazy-search";

export type EngineStatus = "idle" | "loading" | "ready" | "error";

/** What the lazy chunk gives the box (type-only imports: the chunk itself stays out of the first load). */
export interface LoadedSearch {
  engine: ReturnType<typeof browserSearchEngine>;
  Popup: typeof SearchPopup;
  choicesOf: typeof choicesOf;
  resultsAnnouncement: typeof resultsAnnouncement;
}

async function fetchJson(url: string) {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${response.status} ${url}`);
  return response.json();
}

export function useSearchEngine(indexUrl: string | undefined) {
  const [loaded, setLoaded] = useState<LoadedSearch>();
  const [status, setStatus] = useState<EngineStatus>("idle");
  /** Counts the arrivals of snippets: a search run again after one shows them. */
  const [snippets, setSnippets] = useState(0);
  const started = useRef(false);

  const load = useCallback(() => {
    if (started.current || !indexUrl) return;
    started.current = true;
    setStatus("loading");
    Promise.all([import("./lazy-search"), fetchJson(indexUrl)])
      .then(([lazy, file]) => {
        setLoaded({
          engine: lazy.browserSearchEngine(file, indexUrl, fetchJson, () => setSnippets((n) => n + 1)),
          Popup: lazy.SearchPopup,
          choicesOf: lazy.choicesOf,
          resultsAnnouncement: lazy.resultsAnnouncement,
        });
        setStatus("ready");
      })
      .catch((error) => {
        console.error("search: could not load", error);
        started.current = false; // the next focus tries again
        setStatus("error");
      });
  }, [indexUrl]);

  return { loaded, status, load, snippets };
}
