/**
 * The navbar search box in a page's first load. The server renders the whole
 * box (SearchBox.tsx); in the browser its code arrives, and the box hydrates,
 * once the browser is idle after hydration or at the reader's first
 * interaction, with the interactions (behaviour/install.ts), so none of it is
 * on the critical path (bench/js-size.ts). Until then React leaves the box's
 * server HTML as it is (a Suspense boundary not hydrated yet), and the box
 * then takes over what the reader did with it meanwhile (SearchBox.tsx). The
 * hotkeys live here, so `s` and `/` reach the box from the first moment.
 */
import { lazy, Suspense } from "react";
import { afterFirstLoad } from "../behaviour/install";
// The server renders the box at once; a .server module is empty in the browser bundle.
import { SearchBox as ServerSearchBox } from "./search-box.server";
import { useSearchHotkeys } from "./useSearchHotkeys";

const Box =
  typeof document === "undefined"
    ? ServerSearchBox
    : lazy(() =>
        afterFirstLoad
          .then(() => import("./SearchBox"))
          .then((m) => ({ default: m.SearchBox })),
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

export function LazySearchBox() {
  useSearchHotkeys(focusBox);
  // While hydrating, React keeps the server's box and never shows the fallback.
  return (
    <Suspense fallback={<ServerBox />}>
      <Box />
    </Suspense>
  );
}
