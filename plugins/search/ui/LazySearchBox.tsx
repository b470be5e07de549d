/**
 * The navbar search box in a page's first load. The server renders the whole
 * box (SearchBox.tsx); in the browser its code arrives, and the box hydrates,
 * once the browser is idle after hydration or at the reader's first
 * interaction, with the app's interactions (core/first-load.ts), so none of it is
 * on the critical path (bench/js-size.ts). Until then React leaves the box's
 * server HTML as it is (a Suspense boundary not hydrated yet), and the box
 * then takes over what the reader did with it meanwhile (SearchBox.tsx). The
 * hotkeys live here, so `s` and `/` reach the box from the first moment.
 */
import { lazy, Suspense, useState, type ComponentType } from "react";
import { afterFirstLoad } from "../../../core/first-load";
import { EARLY_SEARCH_SCRIPT } from "./early-search";
import { useSearchHotkeys } from "./useSearchHotkeys";

const loadBox = () => import("./SearchBox").then((m) => m.SearchBox);

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
 * In the browser the box arrives after the first load. The server renders it at once: the app passes it in
 * (`server`, search-box.server.ts through the app's .server registry), which the browser bundle never holds.
 */
const BrowserBox =
  typeof document === "undefined"
    ? undefined
    : lazy(() =>
        afterFirstLoad
          .then(loadBox)
          // A failed chunk must not reach the root's error boundary, which would replace the whole page.
          .then(
            (box) => ({ default: box }),
            () => ({ default: SearchUnavailable }),
          ),
      );

/**
 * The box as the server wrote it, read before React starts (route modules
 * load before hydration): shown if React has to render the page again from
 * its data (a failed hydration) until the box's code arrives, so the page
 * stays whole. `display: contents` keeps the wrapper out of the layout.
 */
const serverBox = typeof document === "undefined" ? "" : (document.querySelector("[data-search]")?.outerHTML ?? "");
const ServerBox = () => <div style={{ display: "contents" }} dangerouslySetInnerHTML={{ __html: serverBox }} />;

/** A hotkey, before or after the box hydrates: the box's focus handler, or its first effect, takes it from there. */
function focusBox() {
  const input = document.querySelector<HTMLInputElement>("[data-search] input");
  input?.focus();
  input?.select();
}

export default function LazySearchBox({ server: ServerSearchBox }: { server?: ComponentType }) {
  useSearchHotkeys(focusBox);
  const Box = BrowserBox ?? ServerSearchBox ?? ServerBox;
  // While hydrating, React keeps the server's box and never shows the fallback.
  return (
    <>
      {/* `s`, `/` and typing work from the first paint, before this component's code runs (early-search.ts). */}
      <script dangerouslySetInnerHTML={{ __html: EARLY_SEARCH_SCRIPT }} />
      <Suspense fallback={<ServerBox />}>
        <Box />
      </Suspense>
    </>
  );
}
