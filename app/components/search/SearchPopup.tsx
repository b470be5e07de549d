/**
 * The suggestion list under the search box: a listbox of at most 10 options
 * (page title › heading, snippet with the reader's words marked), or the
 * pt-BR empty-result message. Rendered in a portal on <body> at fixed
 * coordinates (popupPosition.ts). Keyboard handling stays in SearchBox: the
 * focus never leaves the input.
 */
import { useEffect, useState, type CSSProperties, type RefObject } from "react";
import { createPortal } from "react-dom";
import type { SearchHit, SearchResults } from "../../../plugins/search/engine";
import { noResultsMessage } from "./announcement";
import { Marked } from "./Marked";
import { popupPosition } from "./popupPosition";

export interface SearchPopupProps {
  anchor: RefObject<HTMLElement>;
  listboxId: string;
  optionId(index: number): string;
  query: string;
  results: SearchResults;
  active: number;
  onActivate(index: number): void;
  /** A click on a suggestion: open it. */
  onChoose(hit: SearchHit): void;
}

export function SearchPopup({ anchor, listboxId, optionId, query, results, active, onActivate, onChoose }: SearchPopupProps) {
  const [position, setPosition] = useState<CSSProperties>();
  const { hits } = results;

  // Follow the input: the viewport may be resized or scrolled while the list is open.
  useEffect(() => {
    const place = () => anchor.current && setPosition(popupPosition(anchor.current));
    place();
    window.addEventListener("resize", place);
    window.addEventListener("scroll", place, { passive: true });
    return () => {
      window.removeEventListener("resize", place);
      window.removeEventListener("scroll", place);
    };
  }, [anchor]);

  useEffect(() => {
    document.getElementById(optionId(active))?.scrollIntoView({ block: "nearest" });
  }, [active, optionId]);

  return createPortal(
    <div
      className="z-50 flex flex-col overflow-hidden rounded-lg border border-line bg-bg text-fg shadow-xl"
      style={position ?? { position: "fixed", visibility: "hidden" }}
      data-search-popup
      // A click inside the list must not blur the input (which closes the list) before it lands.
      onMouseDown={(event) => event.preventDefault()}
    >
      {hits.length === 0 ? (
        <div className="px-4 py-3">
          <p className="text-sm text-fg" data-search-empty>
            {noResultsMessage(query)}
          </p>
          <p className="mt-1 text-xs text-muted">Confira a grafia, use menos palavras ou busque um código como vehicle_tag.</p>
        </div>
      ) : null}
      <ul role="listbox" id={listboxId} aria-label="Sugestões de busca" hidden={!hits.length} className="min-h-0 overflow-y-auto overscroll-contain p-1.5">
        {hits.map((hit, i) => (
          <li
            key={hit.url}
            id={optionId(i)}
            role="option"
            aria-selected={i === active}
            onMouseMove={() => i !== active && onActivate(i)}
            onClick={() => onChoose(hit)}
            // An option may hold no link (axe: nested-interactive), so a middle click opens a tab by hand.
            onAuxClick={(event) => event.button === 1 && window.open(hit.url, "_blank", "noopener")}
            className={`cursor-pointer rounded-md px-3 py-2 ${i === active ? "bg-accent-soft" : ""}`}
          >
            <span className="block text-sm font-medium text-fg">
              <Marked value={hit.pageTitle} />
              {hit.header ? (
                <>
                  <span aria-hidden="true" className="px-1.5 text-muted">
                    ›
                  </span>
                  <Marked value={hit.header} />
                </>
              ) : null}
            </span>
            {hit.snippet.text ? (
              <span className="mt-0.5 line-clamp-2 block break-words text-xs leading-relaxed text-muted">
                <Marked value={hit.snippet} />
              </span>
            ) : null}
          </li>
        ))}
      </ul>
      {hits.length ? (
        <p aria-hidden="true" className="hidden border-t border-line px-4 py-2 text-xs text-muted min-[720px]:block">
          <kbd className="font-sans">↑</kbd> <kbd className="font-sans">↓</kbd> navegar · <kbd className="font-sans">Enter</kbd> abrir · <kbd className="font-sans">Esc</kbd> fechar
        </p>
      ) : null}
    </div>,
    document.body,
  );
}
