/**
 * Development's hot update (`npm run dev`): when a saved page or snippet
 * changed what the open page shows, the live-reload script the development
 * server writes into documents (server/dev/live-reload.ts) fires
 * LIVE_UPDATE_EVENT on `window`; the app then fetches the page's data again
 * with Remix's own revalidation and React swaps the content in place: no
 * document load, no new render of the whole app, the scroll position kept.
 * Handling the event cancels it, which tells the script not to load the page
 * again in full (it does when no app is there to handle it: the page failed
 * before the app started).
 *
 * A production build leaves all of it out: the compiler replaces
 * `process.env.NODE_ENV`, and the hook is then an empty function.
 */
import { useRevalidator } from "@remix-run/react";
import { useEffect } from "react";
import { LIVE_UPDATE_EVENT } from "../live-update-event";

function useRevalidateOnLiveUpdate() {
  const { revalidate } = useRevalidator();
  useEffect(() => {
    const update = (event: Event) => {
      event.preventDefault();
      revalidate();
    };
    window.addEventListener(LIVE_UPDATE_EVENT, update);
    return () => window.removeEventListener(LIVE_UPDATE_EVENT, update);
  }, [revalidate]);
}

export const useLiveUpdate: () => void = process.env.NODE_ENV === "development" ? useRevalidateOnLiveUpdate : () => {};
