/**
 * The sidebar as a drawer on phones (below 720 px, spec §2): the menu button
 * opens and closes it, so do Escape and the backdrop; a swipe right of at
 * least 40 px that starts near the left edge opens it and a swipe left of at
 * least 40 px closes it (mostly horizontal swipes only, so scrolling never
 * does). State lives on <html data-drawer-open>, which the CSS reads.
 */
export const SWIPE_THRESHOLD = 40;
/** How close to the left edge an opening swipe must start. */
export const SWIPE_EDGE = 60;
const MOBILE = "(max-width: 719px)";

const isOpen = () => document.documentElement.hasAttribute("data-drawer-open");

export function setDrawer(open: boolean, moveFocus = true) {
  if (open === isOpen()) return;
  document.documentElement.toggleAttribute("data-drawer-open", open);
  const menu = document.querySelector<HTMLElement>(".navbar-menu");
  menu?.setAttribute("aria-expanded", String(open));
  if (!moveFocus) return;
  if (open) {
    const drawer = document.getElementById("sidebar");
    (drawer?.querySelector<HTMLElement>("[aria-current=page]") ?? drawer?.querySelector<HTMLElement>("a"))?.focus({ preventScroll: true });
  } else {
    menu?.focus();
  }
}

export const toggleDrawer = () => setDrawer(!isOpen());

let start: { x: number; y: number } | undefined;

export function onTouchStart(event: TouchEvent) {
  const t = event.touches[0];
  start = event.touches.length === 1 && matchMedia(MOBILE).matches ? { x: t.clientX, y: t.clientY } : undefined;
}

export function onTouchEnd(event: TouchEvent) {
  const t = event.changedTouches[0];
  const from = start;
  start = undefined;
  if (!from || !t) return;
  const dx = t.clientX - from.x;
  if (Math.abs(dx) < SWIPE_THRESHOLD || Math.abs(t.clientY - from.y) > Math.abs(dx)) return;
  if (dx > 0 && from.x <= SWIPE_EDGE) setDrawer(true, false);
  else if (dx < 0) setDrawer(false, false);
}
