/**
 * The navbar search box (spec §2), a WAI-ARIA combobox with a listbox popup:
 * `s` or `/` focus it, suggestions appear as the reader types (10 options at
 * most, pages and the sections under them together), ↑/↓ move through pages and
 * sections and wrap, Enter or a click opens one with client-side navigation
 * and clears the query, Esc closes the list (a second Esc clears the query).
 * None of it is in a page's first load: the server renders the box, and the
 * page hydrates it once the browser is idle after hydration or at the
 * reader's first interaction (LazySearchBox.tsx, which also answers the
 * hotkeys); the engine, the index and the list arrive on first focus, the
 * snippets of the pages shown just after their titles.
 */
import { useNavigate, useRouteLoaderData } from "@remix-run/react";
import { useCallback, useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from "react";
import { OPEN_SEARCH_EVENT } from "./early-search";
import { useSearchEngine } from "./useSearchEngine";

export function SearchBox() {
  // The app's root loader carries the URL of every asset the build emitted, the search index among them.
  const root = useRouteLoaderData("root") as { assets: Record<string, string> } | undefined;
  const { loaded, status, load, snippets } = useSearchEngine(root?.assets["search-index"]);
  const navigate = useNavigate();
  const inputRef = useRef<HTMLInputElement>(null);
  const cancelRef = useRef<HTMLButtonElement>(null);
  const [query, setQuery] = useState("");
  const [open, setOpen] = useState(false);
  const [focused, setFocused] = useState(false);
  const [active, setActive] = useState(0);
  const id = useId();
  const listboxId = `${id}-listbox`;
  const optionId = useCallback((i: number) => `${id}-option-${i}`, [id]);

  const typed = query.trim() !== "";
  // Searched again when snippets arrive.
  const results = useMemo(() => (loaded && typed ? loaded.engine.search(query) : undefined), [loaded, query, typed, snippets]);
  const hits = results?.hits ?? [];
  const choices = useMemo(() => loaded?.choicesOf(hits) ?? [], [loaded, hits]);
  const showPopup = open && !!results;
  const expanded = showPopup && choices.length > 0;

  // A new list starts on its first suggestion, so Enter right after typing opens the best hit; snippets arriving keep the place.
  const listKey = choices.join(" ");
  useEffect(() => setActive(0), [listKey]);

  // Until this code arrives, the reader may focus the box (a hotkey, a tap) and type: read while the box on
  // screen is still the one the server wrote. After a failed hydration React replaces that copy with this
  // box's own input, and what was typed there would otherwise be lost.
  const [before] = useState(() => {
    const input = typeof document === "undefined" ? null : document.querySelector<HTMLInputElement>("[data-search] input");
    return input && document.activeElement === input ? input.value : undefined;
  });
  // The search takes over from there.
  useEffect(() => {
    const input = inputRef.current;
    if (!input || before === undefined) return;
    input.focus();
    load();
    setOpen(true);
    setFocused(true);
    setQuery(before);
  }, [load, before]);

  // From here the box answers the hotkeys and "open with a query" itself: the early script (early-search.ts) steps aside.
  const [ready, setReady] = useState(false);
  useEffect(() => {
    setReady(true);
    const openWith = (event: Event) => {
      const query = String((event as CustomEvent<{ query?: string }>).detail?.query ?? "");
      inputRef.current?.focus();
      load();
      setQuery(query);
      setOpen(true);
      setFocused(true);
    };
    window.addEventListener(OPEN_SEARCH_EVENT, openWith);
    return () => window.removeEventListener(OPEN_SEARCH_EVENT, openWith);
  }, [load]);

  /** Opens a suggestion with client-side navigation, then leaves the box empty and closed for the next search. */
  const choose = (url: string) => {
    navigate(url);
    setQuery("");
    setOpen(false);
    inputRef.current?.blur();
  };

  /** Leaves the search (phones: the box that covers the navbar closes); the next one starts empty. */
  const cancel = () => {
    setQuery("");
    setOpen(false);
    setFocused(false);
    inputRef.current?.blur();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case "ArrowDown":
      case "ArrowUp": {
        event.preventDefault(); // keeps the caret where it is
        if (!open) return setOpen(true);
        if (!choices.length) return;
        const step = event.key === "ArrowDown" ? 1 : -1;
        setActive((i) => (i + step + choices.length) % choices.length);
        return;
      }
      case "Enter": {
        const url = expanded ? choices[active] : undefined;
        if (!url) return;
        event.preventDefault();
        choose(url);
        return;
      }
      case "Escape":
        event.preventDefault();
        if (showPopup) setOpen(false);
        else setQuery("");
        return;
    }
  };

  const announcement =
    status === "error" && focused
      ? "Não foi possível carregar a busca. Use o botão Tentar de novo."
      : showPopup
        ? loaded!.resultsAnnouncement(hits.length, results.total, query)
        : "";

  return (
    <div
      role="search"
      data-search
      data-focused={focused || undefined}
      data-ready={ready || undefined}
      // Styles in app/styles/search.css (icon-sized below 720 px, covering the navbar while focused).
      className="search-box"
    >
      <label htmlFor={`${id}-input`} className="sr-only">
        Buscar na documentação
      </label>
      <svg aria-hidden="true" viewBox="0 0 20 20" className="search-icon">
        <path fill="currentColor" d="M8.5 3a5.5 5.5 0 0 1 4.38 8.83l3.9 3.9-1.06 1.06-3.9-3.9A5.5 5.5 0 1 1 8.5 3Zm0 1.5a4 4 0 1 0 0 8 4 4 0 0 0 0-8Z" />
      </svg>
      <input
        ref={inputRef}
        id={`${id}-input`}
        type="text"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={showPopup ? listboxId : undefined}
        aria-activedescendant={expanded ? optionId(active) : undefined}
        aria-keyshortcuts="s /"
        aria-busy={status === "loading" && typed}
        autoComplete="off"
        autoCorrect="off"
        spellCheck={false}
        inputMode="search"
        enterKeyHint="search"
        placeholder="Buscar"
        value={query}
        onChange={(event) => {
          setQuery(event.target.value);
          setOpen(true);
        }}
        onFocus={() => {
          load();
          setOpen(true);
          setFocused(true);
        }}
        onBlur={(event) => {
          setOpen(false);
          // Tab from the box to its Cancelar keeps the phone's search open.
          if (event.relatedTarget !== cancelRef.current) setFocused(false);
        }}
        onKeyDown={onKeyDown}
        className="peer search-input"
      />
      {query ? null : (
        <kbd aria-hidden="true" className="search-kbd">
          /
        </kbd>
      )}
      {/* Phones only, while the box covers the navbar (search.css); a press keeps the focus in the box until it closes it. */}
      <button
        ref={cancelRef}
        type="button"
        className="search-cancel"
        onPointerDown={(event) => event.preventDefault()}
        onClick={cancel}
        onBlur={(event) => event.relatedTarget !== inputRef.current && cancel()}
      >
        Cancelar
      </button>
      <div role="status" aria-live="polite" className="sr-only">
        {announcement}
      </div>
      {status === "error" && focused ? (
        <p className="search-error">
          <span aria-hidden="true">Não foi possível carregar a busca. </span>
          {/* A press keeps the focus in the box, which then loads again. */}
          <button
            type="button"
            className="font-medium text-accent underline"
            onPointerDown={(event) => event.preventDefault()}
            onClick={() => (load(), inputRef.current?.focus())}
          >
            Tentar de novo
          </button>
        </p>
      ) : null}
      <noscript>
        <p className="search-noscript">A busca precisa de JavaScript. Ative o JavaScript no navegador ou navegue pelo menu lateral.</p>
      </noscript>
      {showPopup && loaded ? (
        <loaded.Popup
          anchor={inputRef}
          listboxId={listboxId}
          optionId={optionId}
          query={query}
          results={results}
          active={active}
          onActivate={setActive}
          onChoose={choose}
        />
      ) : null}
    </div>
  );
}
