/**
 * The suggestion list under the search box: a listbox of at most 10 options
 * in all, grouped by page (the page's row: its area path, title › heading and
 * a snippet; then the sections that fit, indented), the reader's words marked; or
 * the pt-BR empty-result message. Rendered in a portal on <body> at fixed
 * coordinates (popupPosition.ts). Keyboard handling stays in SearchBox: the
 * focus never leaves the input.
 */
import { useEffect, useState, type CSSProperties, type ReactNode, type RefObject } from "react";
import { createPortal } from "react-dom";
import type { MarkedText, SearchResults } from "../engine";
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
  /** A click on a suggestion: open its URL. */
  onChoose(url: string): void;
}

export function SearchPopup({ anchor, listboxId, optionId, query, results, active, onActivate, onChoose }: SearchPopupProps) {
  const [position, setPosition] = useState<CSSProperties>();
  const { hits } = results;
  let first = 0;
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
      <div role="listbox" id={listboxId} aria-label="Sugestões de busca" hidden={!hits.length} className="min-h-0 overflow-y-auto overscroll-contain p-1.5">
        {hits.map((hit) => {
          // Options are numbered in choicesOf's order: each page's row, then its sections.
          const row = first;
          first += 1 + hit.sections.length;
          const option = (index: number, url: string) => ({
            id: optionId(index),
            selected: index === active,
            onActivate: () => index !== active && onActivate(index),
            onChoose: () => onChoose(url),
            url,
          });
          return (
            <div key={hit.url} role="group" aria-label={hit.pageTitle.text} className="py-0.5">
              <Choice {...option(row, hit.url)} snippet={hit.snippet}>
                {hit.area ? (
                  <span className="block truncate text-[0.6875rem] leading-4 text-muted" data-search-area>
                    {hit.area}
                  </span>
                ) : null}
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
              </Choice>
              {hit.sections.map((section, i) => (
                <Choice key={section.url} {...option(row + 1 + i, section.url)} snippet={section.snippet} nested>
                  <span className="block text-[0.8125rem] text-fg">
                    <Marked value={section.header} />
                  </span>
                </Choice>
              ))}
            </div>
          );
        })}
      </div>
      {hits.length ? (
        <p aria-hidden="true" className="hidden border-t border-line px-4 py-2 text-xs text-muted min-[720px]:block">
          <kbd className="font-sans">↑</kbd> <kbd className="font-sans">↓</kbd> navegar · <kbd className="font-sans">Enter</kbd> abrir ·{" "}
          <kbd className="font-sans">Esc</kbd> fechar
        </p>
      ) : null}
    </div>,
    document.body,
  );
}

interface ChoiceProps {
  id: string;
  selected: boolean;
  url: string;
  snippet?: MarkedText;
  /** A section under its page's row: indented, its snippet on one line. */
  nested?: boolean;
  onActivate(): void;
  onChoose(): void;
  children: ReactNode;
}

/** One option: a page's row or one of its sections, with a snippet once the page's texts have arrived. */
function Choice({ id, selected, url, snippet, nested, onActivate, onChoose, children }: ChoiceProps) {
  return (
    <div
      id={id}
      role="option"
      aria-selected={selected}
      onMouseMove={onActivate}
      onClick={onChoose}
      // An option may hold no link (axe: nested-interactive), so a middle click opens a tab by hand.
      onAuxClick={(event) => event.button === 1 && window.open(url, "_blank", "noopener")}
      className={`cursor-pointer rounded-md py-1.5 pr-3 ${nested ? "ml-4 rounded-l-none border-l border-line pl-3" : "pl-3"} ${selected ? "bg-accent-soft" : ""}`}
    >
      {children}
      {snippet?.text ? (
        <span className={`mt-0.5 break-words text-xs leading-relaxed text-muted ${nested ? "line-clamp-1" : "line-clamp-2"}`}>
          <Marked value={snippet} />
        </span>
      ) : null}
    </div>
  );
}
