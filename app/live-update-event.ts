/**
 * The event development's live-reload script (server/dev/live-reload.ts) fires on `window` when the open
 * page's content changed, and the app handles (components/use-live-update.ts). A module of its own, so the
 * development server learns the name without loading React.
 */
export const LIVE_UPDATE_EVENT = "portal:live-update";
