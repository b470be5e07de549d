/**
 * The navbar search box (spec §2), a WAI-ARIA combobox with a listbox popup:
 * `s` or `/` focus it, suggestions appear as the reader types (10 at most),
 * ↑/↓ move through them and wrap, Enter or a click opens one with client-side
 * navigation and clears the query, Esc closes the list (a second Esc clears
 * the query). Only the input and its keyboard handling are in a page's first
 * load; the engine, the index and the list arrive on first focus.
 */
import { useNavigate, useRouteLoaderData } from "@remix-run/react";
import { useCallback, useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from "react";
import type { loadRoot } from "../../root-loader.server";
import type { SearchHit } from "../../search/engine";
import { resultsAnnouncement } from "./announcement";
import { useSearchEngine } from "./useSearchEngine";
import { useSearchHotkeys } from "./useSearchHotkeys";

export function SearchBox() {
  const root = useRouteLoaderData<typeof loadRoot>("root");
  const { loaded, status, load } = useSearchEngine(root?.assets["search-index"]);
  const navigate = useNavigate();
  const inputRef = useRef<HTMLInputElement>(null);
  const [query, setQuery] = useState("");
  const [open, setOpen] = useState(false);
  const [focused, setFocused] = useState(false);
  const [active, setActive] = useState(0);
  const id = useId();
  const listboxId = `${id}-listbox`;
  const optionId = useCallback((i: number) => `${id}-option-${i}`, [id]);

  const typed = query.trim() !== "";
  const results = useMemo(() => (loaded && typed ? loaded.engine.search(query) : undefined), [loaded, query, typed]);
  const hits = results?.hits ?? [];
  const showPopup = open && !!results;
  const expanded = showPopup && hits.length > 0;

  // A new list starts on its first suggestion, so Enter right after typing opens the best hit.
  useEffect(() => setActive(0), [results]);

  const focusBox = useCallback(() => {
    inputRef.current?.focus();
    inputRef.current?.select();
  }, []);
  useSearchHotkeys(focusBox);

  /** Opens a suggestion with client-side navigation, then leaves the box empty and closed for the next search. */
  const choose = (hit: SearchHit) => {
    navigate(hit.url);
    setQuery("");
    setOpen(false);
    inputRef.current?.blur();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case "ArrowDown":
      case "ArrowUp": {
        event.preventDefault(); // keeps the caret where it is
        if (!open) return setOpen(true);
        if (!hits.length) return;
        const step = event.key === "ArrowDown" ? 1 : -1;
        setActive((i) => (i + step + hits.length) % hits.length);
        return;
      }
      case "Enter": {
        const hit = expanded ? hits[active] : undefined;
        if (!hit) return;
        event.preventDefault();
        choose(hit);
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
    status === "error" && typed
      ? "Não foi possível carregar a busca. Tente de novo em instantes."
      : showPopup
        ? resultsAnnouncement(hits.length, results.total, query)
        : "";

  return (
    <div
      role="search"
      data-search
      data-focused={focused || undefined}
      // Below 720 px the navbar has no room for a field: an icon-sized box that, while focused, covers the navbar.
      className={`relative w-10 flex-none min-[720px]:w-auto min-[720px]:max-w-sm min-[720px]:flex-1 ${
        focused ? "max-[719px]:absolute max-[719px]:inset-0 max-[719px]:z-10 max-[719px]:flex max-[719px]:w-auto max-[719px]:items-center max-[719px]:bg-bg max-[719px]:px-2" : ""
      }`}
    >
      <label htmlFor={`${id}-input`} className="sr-only">
        Buscar na documentação
      </label>
      <svg aria-hidden="true" viewBox="0 0 20 20" className={`pointer-events-none absolute top-1/2 h-4 w-4 -translate-y-1/2 text-muted left-2.5 ${focused ? "max-[719px]:left-[1.125rem]" : "max-[719px]:left-3"}`}>
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
        onBlur={() => {
          setOpen(false);
          setFocused(false);
        }}
        onKeyDown={onKeyDown}
        className={`peer h-9 w-full rounded-md border border-line bg-soft pl-8 pr-2 text-sm text-fg placeholder:text-muted focus:border-accent focus:outline-none focus:ring-2 focus:ring-accent/30 min-[720px]:pr-8 ${
          focused ? "" : "max-[719px]:cursor-pointer max-[719px]:text-transparent max-[719px]:placeholder:text-transparent"
        }`}
      />
      {query ? null : (
        <kbd aria-hidden="true" className="pointer-events-none absolute right-2 top-1/2 hidden -translate-y-1/2 rounded border border-line px-1.5 font-sans text-xs text-muted peer-focus:hidden min-[720px]:block">
          /
        </kbd>
      )}
      <div role="status" aria-live="polite" className="sr-only">
        {announcement}
      </div>
      {status === "error" && typed && focused ? (
        <p aria-hidden="true" className="absolute left-0 top-full mt-1 whitespace-nowrap rounded-md border border-line bg-bg px-3 py-1.5 text-xs text-muted shadow">
          {announcement}
        </p>
      ) : null}
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
