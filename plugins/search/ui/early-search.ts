/**
 * The search box from the first paint (issue: `/` pressed right at page load
 * was lost until the app hydrated, a second or two later). An inline script in the
 * box's server HTML, run as the navbar is parsed: `s` and `/` focus the box
 * the server wrote, so what the reader types lands in it, and
 * `window.dispatchEvent(new CustomEvent("portal:open-search", { detail: { query } }))`
 * opens the box with a query typed in (the 404 page: the missing path's
 * words). Once the box's own code runs (SearchBox.tsx marks the box
 * `data-ready`), the script steps aside and the box answers both itself; the
 * box takes over whatever the reader typed meanwhile and searches it once
 * the engine is ready.
 */
export const OPEN_SEARCH_EVENT = "portal:open-search";

export const EARLY_SEARCH_SCRIPT =
  `(function(){var d=document;` +
  `function box(){var b=d.querySelector("[data-search]");return b&&!b.hasAttribute("data-ready")?b.querySelector("input"):null}` +
  `d.addEventListener("keydown",function(e){if(e.defaultPrevented||e.ctrlKey||e.metaKey||e.altKey||e.isComposing||(e.key!=="s"&&e.key!=="/"))return;` +
  `var t=e.target;if(t&&(t.isContentEditable||/^(INPUT|TEXTAREA|SELECT)$/.test(t.tagName)))return;var i=box();if(!i)return;e.preventDefault();i.focus();i.select()});` +
  `addEventListener("${OPEN_SEARCH_EVENT}",function(e){var i=box();if(!i)return;i.value=String(e.detail&&e.detail.query||"");i.focus()})})()`;
