/**
 * The navbar search box in a page's first load. The server renders the whole
 * box (SearchBox.tsx). In the browser the page hydrates only a wrapper that
 * keeps the server's box as plain HTML (no Suspense boundary left waiting: a
 * dehydrated one is rendered anew, with React error #421, as soon as a
 * client-side navigation changes the router's context above it). The box's
 * code is fetched when the reader first reaches for the box (the pointer over
 * it or down on it, the focus in it: a tap, Tab, the `s` and `/` hotkeys),
 * so none of it is in the first load, not even at idle, where Lighthouse and
 * bench/js-size.ts count it; then the real box replaces the HTML and takes
 * over the typed text, the caret and the focus. The hotkeys live here, so
 * `s` and `/` reach the box from the first moment.
 */
import { useLayoutEffect, useEffect, useRef, useState, type ComponentType } from "react";
import { EARLY_SEARCH_SCRIPT } from "./early-search";
import { useSearchHotkeys } from "./useSearchHotkeys";

const loadBox = () => import("./SearchBox").then((m) => m.SearchBox);

/** What tells that the reader reaches for the box; hovering it leaves the code time to arrive before the click. */
const REACH_EVENTS = ["pointerover", "pointerdown", "focusin"] as const;

const boxInput = () => document.querySelector<HTMLInputElement>("[data-search] input");

/**
 * Calls `reached` once, at the reader's first reach for the box (`[data-search]`), or at once when the focus
 * is already in it as the code runs (a tap or a hotkey before the page's code arrived: the early script
 * focused it). Returns what stops listening.
 */
function onFirstReach(reached: () => void): () => void {
  const inBox = (node: EventTarget | null) => node instanceof Element && node.closest("[data-search]") !== null;
  const stop = () => REACH_EVENTS.forEach((type) => document.removeEventListener(type, listener, true));
  const listener = (event: Event) => {
    if (!inBox(event.target)) return;
    stop();
    reached();
  };
  if (inBox(document.activeElement)) {
    reached();
    return () => {};
  }
  REACH_EVENTS.forEach((type) => document.addEventListener(type, listener, { capture: true, passive: true }));
  return stop;
}

/** The field as the reader left it just before a new box replaces it (its input is a new element). */
interface FieldState {
  value: string;
  selection: [number | null, number | null];
  focused: boolean;
}

function readField(): FieldState | undefined {
  const field = boxInput();
  return field ? { value: field.value, selection: [field.selectionStart, field.selectionEnd], focused: document.activeElement === field } : undefined;
}

/**
 * Puts the text, caret and focus back in the box that replaced the field. Only when the focus went with the
 * old field: never take it from where the reader moved it. The real box also starts with the text
 * (SearchBox.tsx, textBeforeTakeOver) and searches it; the box that says the code could not load
 * (SearchUnavailable) has only this write to keep it.
 */
function restoreField(state: FieldState | undefined) {
  const field = boxInput();
  if (!field || !state?.focused) return;
  if (document.activeElement !== null && document.activeElement !== document.body) return;
  field.value = state.value;
  field.focus();
  field.setSelectionRange(state.selection[0], state.selection[1]);
}

/**
 * The box when its code could not be fetched (a network blip, an ad blocker,
 * a deploy that removed the previous build's chunks): it says so and offers
 * to try again, and the rest of the page stays as it is. What the reader
 * typed stays in the field for the box to take over.
 */
function SearchUnavailable() {
  const [Loaded, setLoaded] = useState<ComponentType>();
  const [trying, setTrying] = useState(false);
  if (Loaded) return <Loaded />;
  const retry = () => {
    setTrying(true);
    loadBox().then(
      (box) => setLoaded(() => box),
      () => setTrying(false),
    );
  };
  return (
    <div role="search" data-search className="search-box search-unavailable">
      <label htmlFor="search-unavailable-input" className="sr-only">
        Buscar na documentação
      </label>
      <input
        id="search-unavailable-input"
        type="text"
        role="combobox"
        aria-expanded={false}
        placeholder="Buscar"
        autoComplete="off"
        aria-describedby="search-unavailable-message"
        className="search-input"
      />
      <p id="search-unavailable-message" role="status" className="search-error">
        Não foi possível carregar a busca.{" "}
        <button type="button" onClick={retry} disabled={trying} className="font-medium text-accent underline">
          {trying ? "Carregando…" : "Tentar de novo"}
        </button>
      </p>
    </div>
  );
}

/**
 * The box as the server wrote it, read before React starts (route modules load before hydration). Hydrating
 * an element whose content is `dangerouslySetInnerHTML` keeps the server's nodes as they are (the focused
 * input and what was typed in it) and never looks inside; later renders with the same string leave them
 * alone. If React has to render the page again from its data (a failed hydration), the same HTML is written
 * anew. `display: contents` keeps the wrapper out of the layout.
 */
const serverBoxHtml = typeof document === "undefined" ? "" : (document.querySelector("[data-search-wrapper]")?.innerHTML ?? "");

/** The real box (or the one that says it could not load), once the reader reached for it. */
function useBoxAtFirstReach(): ComponentType | undefined {
  const [Box, setBox] = useState<ComponentType>();
  const handedOver = useRef<FieldState>();
  useEffect(
    () =>
      onFirstReach(() => {
        // A failed chunk must not reach the root's error boundary, which would replace the whole page.
        void loadBox()
          .then(
            (box) => box,
            () => SearchUnavailable,
          )
          .then((box) => {
            handedOver.current = readField();
            setBox(() => box);
          });
      }),
    [],
  );
  useLayoutEffect(() => {
    if (!Box) return;
    restoreField(handedOver.current);
    handedOver.current = undefined;
  }, [Box]);
  return Box;
}

/** A hotkey, before or after the box's code arrives: focusing it is a reach, and the box takes it from there. */
function focusBox() {
  const input = boxInput();
  input?.focus();
  input?.select();
}

export default function LazySearchBox({ server: ServerSearchBox }: { server?: ComponentType }) {
  useSearchHotkeys(focusBox);
  const Box = useBoxAtFirstReach();
  return (
    <>
      {/* `s`, `/` and typing work from the first paint, before this component's code runs (early-search.ts). */}
      <script dangerouslySetInnerHTML={{ __html: EARLY_SEARCH_SCRIPT }} />
      {Box ? (
        <Box />
      ) : typeof document === "undefined" ? (
        <div data-search-wrapper="" style={{ display: "contents" }}>
          {ServerSearchBox ? <ServerSearchBox /> : null}
        </div>
      ) : (
        <div data-search-wrapper="" style={{ display: "contents" }} dangerouslySetInnerHTML={{ __html: serverBoxHtml }} />
      )}
    </>
  );
}
