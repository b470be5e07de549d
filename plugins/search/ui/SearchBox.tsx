/**
 * The navbar search box (spec §2), a WAI-ARIA combobox with a listbox popup:
 * `s` or `/` focus it, suggestions appear as the reader types (10 options at
 * most, pages and the sections under them together), ↑/↓ move through pages and
 * sections and wrap, Enter or a click opens one with client-side navigation
 * and clears the query, Esc closes the list (a second Esc clears the query).
 * None of it is in a page's first load: the server renders the box, and the
 * page fetches this code when the reader first reaches for the box (pointer or
 * focus on it) and puts it in place of the server's HTML (LazySearchBox.tsx, which also answers the
 * hotkeys); the engine, the index and the list arrive on first focus, the
 * snippets of the pages shown just after their titles.
 */
import { useNavigate, useRouteLoaderData } from "@remix-run/react";
import { useCallback, useEffect, useId, useMemo, useRef, useState, type ChangeEvent, type FocusEvent, type KeyboardEvent, type RefObject } from "react";
import { useSearchEngine } from "./useSearchEngine";

/**
 * The window event that opens the box with a query (the 404 page sends it), answered by early-search.ts's
 * script until this code runs. Spelled here too rather than imported from early-search.ts: a module this
 * lazy chunk shared with the first load's root became a chunk, and a request, of its own in every first
 * load (bench/README.md, first-load section). early-search.test.ts keeps the two spellings equal.
 */
export const OPEN_SEARCH_EVENT_NAME = "portal:open-search";

/** What the box does when something outside it opens the search: focus, load the engine, show the list. */
type OpenSearch = (query: string) => void;

/** What the reader typed in the box on screen before this one replaces it, if the focus is still there. */
function textBeforeTakeOver(): string | undefined {
  const input = typeof document === "undefined" ? null : document.querySelector<HTMLInputElement>("[data-search] input");
  return input && document.activeElement === input ? input.value : undefined;
}

/**
 * Until this code arrives, the reader may focus the box (a hotkey, a tap) and type: read while the box on
 * screen is still the one the server wrote. Once this code arrives, this box's own input replaces that one
 * (LazySearchBox.tsx, which puts the caret back), and what was typed there would otherwise be lost. From then on the box answers the
 * hotkeys and "open with a query" itself: the early script (early-search.ts) steps aside. True once it does.
 */
function useTakeOver(inputRef: RefObject<HTMLInputElement>, openSearch: OpenSearch, before: string | undefined): boolean {
  useEffect(() => {
    if (inputRef.current && before !== undefined) openSearch(before);
  }, [inputRef, openSearch, before]);
  const [ready, setReady] = useState(false);
  useEffect(() => {
    setReady(true);
    const openWith = (event: Event) => openSearch(String((event as CustomEvent<{ query?: string }>).detail?.query ?? ""));
    window.addEventListener(OPEN_SEARCH_EVENT_NAME, openWith);
    return () => window.removeEventListener(OPEN_SEARCH_EVENT_NAME, openWith);
  }, [openSearch]);
  return ready;
}

interface ComboboxKeys {
  open: boolean;
  showPopup: boolean;
  expanded: boolean;
  choices: string[];
  active: number;
  setOpen(open: boolean): void;
  setActive(update: (i: number) => number): void;
  setQuery(query: string): void;
  choose(url: string): void;
}

/** ↑/↓ move through the list and wrap, Enter opens the active option, Esc closes the list and then clears the query. */
function comboboxKeyHandler(box: ComboboxKeys) {
  return (event: KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case "ArrowDown":
      case "ArrowUp": {
        event.preventDefault(); // keeps the caret where it is
        if (!box.open) return box.setOpen(true);
        if (!box.choices.length) return;
        const step = event.key === "ArrowDown" ? 1 : -1;
        box.setActive((i) => (i + step + box.choices.length) % box.choices.length);
        return;
      }
      case "Enter": {
        const url = box.expanded ? box.choices[box.active] : undefined;
        if (!url) return;
        event.preventDefault();
        box.choose(url);
        return;
      }
      case "Escape":
        event.preventDefault();
        if (box.showPopup) box.setOpen(false);
        else box.setQuery("");
        return;
    }
  };
}

/** The box's state: the query, the list and its active option, what opens, chooses and cancels a search. */
function useSearchBox() {
  // The app's root loader carries the URL of every asset the build emitted, the search index among them.
  const root = useRouteLoaderData("root") as { assets: Record<string, string> } | undefined;
  const { loaded, status, load, snippets } = useSearchEngine(root?.assets["search-index"]);
  const navigate = useNavigate();
  const inputRef = useRef<HTMLInputElement>(null);
  const cancelRef = useRef<HTMLButtonElement>(null);
  // The box starts with that text: an empty first render would reset the field, and its caret, on the way.
  const [before] = useState(textBeforeTakeOver);
  const [query, setQuery] = useState(before ?? "");
  const [open, setOpen] = useState(false);
  const [focused, setFocused] = useState(false);
  const [active, setActive] = useState(0);

  const typed = query.trim() !== "";
  // Searched again when snippets arrive.
  const results = useMemo(() => (loaded && typed ? loaded.engine.search(query) : undefined), [loaded, query, typed, snippets]);
  const hits = results?.hits ?? [];
  const choices = useMemo(() => loaded?.choicesOf(hits) ?? [], [loaded, hits]);
  const showPopup = open && !!results;
  const expanded = showPopup && choices.length > 0;

  // A new query's list starts on its first suggestion, so Enter right after typing opens the best hit. The same query's
  // list changes when the shown pages' texts arrive, with the snippets and, for a question, the readers' order
  // (reader-model.ts): a reader who has moved keeps the suggestion they are on, wherever it now is.
  const listKey = choices.join(" ");
  const shown = useRef({ query, choices });
  useEffect(() => {
    const before = shown.current;
    shown.current = { query, choices };
    setActive((i) => (i > 0 && before.query === query ? Math.max(0, choices.indexOf(before.choices[i])) : 0));
  }, [listKey, query]);

  const openSearch = useCallback<OpenSearch>(
    (text) => {
      inputRef.current?.focus();
      load();
      setQuery(text);
      setOpen(true);
      setFocused(true);
    },
    [load],
  );
  const ready = useTakeOver(inputRef, openSearch, before);

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
  const failed = status === "error" && focused;
  const announcement = failed
    ? "Não foi possível carregar a busca. Use o botão Tentar de novo."
    : showPopup
      ? loaded!.resultsAnnouncement(hits.length, results.total, query)
      : "";
  return {
    ...{ loaded, status, load, inputRef, cancelRef, query, setQuery, open, setOpen, focused, setFocused, active, setActive },
    ...{ typed, results, choices, showPopup, expanded, ready, choose, cancel, failed, announcement },
  };
}

export function SearchBox() {
  const box = useSearchBox();
  const { inputRef, query, status, active, showPopup, expanded, loaded } = box;
  const id = useId();
  const listboxId = `${id}-listbox`;
  const optionId = useCallback((i: number) => `${id}-option-${i}`, [id]);
  return (
    <div
      role="search"
      data-search
      data-focused={box.focused || undefined}
      data-ready={box.ready || undefined}
      // Styles in app/styles/search.css (icon-sized below 720 px, covering the navbar while focused).
      className="search-box"
    >
      <label htmlFor={`${id}-input`} className="sr-only">
        Buscar na documentação
      </label>
      <SearchIcon />
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
        aria-busy={status === "loading" && box.typed}
        autoComplete="off"
        autoCorrect="off"
        spellCheck={false}
        inputMode="search"
        enterKeyHint="search"
        placeholder="Buscar"
        value={query}
        {...inputHandlers(box)}
        className="peer search-input"
      />
      {query ? null : (
        <kbd aria-hidden="true" className="search-kbd">
          /
        </kbd>
      )}
      <CancelButton buttonRef={box.cancelRef} inputRef={inputRef} cancel={box.cancel} />
      <div role="status" aria-live="polite" className="sr-only">
        {box.announcement}
      </div>
      {box.failed ? <LoadFailed retry={() => (box.load(), inputRef.current?.focus())} /> : null}
      <noscript>
        <p className="search-noscript">A busca precisa de JavaScript. Ative o JavaScript no navegador ou navegue pelo menu lateral.</p>
      </noscript>
      {showPopup && loaded ? (
        <loaded.Popup
          anchor={inputRef}
          listboxId={listboxId}
          optionId={optionId}
          query={query}
          results={box.results!}
          active={active}
          onActivate={box.setActive}
          onChoose={box.choose}
        />
      ) : null}
    </div>
  );
}

/** The input's events: typing opens the list, focus loads the engine, leaving closes it, keys move through it. */
function inputHandlers(box: ReturnType<typeof useSearchBox>) {
  return {
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      box.setQuery(event.target.value);
      box.setOpen(true);
    },
    onFocus: () => {
      box.load();
      box.setOpen(true);
      box.setFocused(true);
    },
    onBlur: (event: FocusEvent<HTMLInputElement>) => {
      box.setOpen(false);
      // Tab from the box to its Cancelar keeps the phone's search open.
      if (event.relatedTarget !== box.cancelRef.current) box.setFocused(false);
    },
    onKeyDown: comboboxKeyHandler(box),
  };
}

/** Phones only, while the box covers the navbar (search.css); a press keeps the focus in the box until it closes it. */
function CancelButton(props: { buttonRef: RefObject<HTMLButtonElement>; inputRef: RefObject<HTMLInputElement>; cancel: () => void }) {
  return (
    <button
      ref={props.buttonRef}
      type="button"
      className="search-cancel"
      onPointerDown={(event) => event.preventDefault()}
      onClick={props.cancel}
      onBlur={(event) => event.relatedTarget !== props.inputRef.current && props.cancel()}
    >
      Cancelar
    </button>
  );
}

const SearchIcon = () => (
  <svg aria-hidden="true" viewBox="0 0 20 20" className="search-icon">
    <path fill="currentColor" d="M8.5 3a5.5 5.5 0 0 1 4.38 8.83l3.9 3.9-1.06 1.06-3.9-3.9A5.5 5.5 0 1 1 8.5 3Zm0 1.5a4 4 0 1 0 0 8 4 4 0 0 0 0-8Z" />
  </svg>
);

/** The engine or the index did not arrive: say so, with a retry. */
function LoadFailed({ retry }: { retry: () => void }) {
  return (
    <p className="search-error">
      <span aria-hidden="true">Não foi possível carregar a busca. </span>
      {/* A press keeps the focus in the box, which then loads again. */}
      <button type="button" className="font-medium text-accent underline" onPointerDown={(event) => event.preventDefault()} onClick={retry}>
        Tentar de novo
      </button>
    </p>
  );
}
