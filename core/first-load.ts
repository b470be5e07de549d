/**
 * The moment a page's first load is over: the browser first idle after
 * hydration, or the reader's first interaction (the app's shell settles it,
 * app/components/behaviour/install.ts). Code that must stay off the critical
 * path waits for it: the navbar's search box (plugins/search/ui/).
 */
let settle: () => void = () => {};

/** Settles once, when the first load is over. */
export const afterFirstLoad = new Promise<void>((resolve) => (settle = resolve));

/** Called by the shell at that moment. */
export function firstLoadOver() {
  settle();
}
