/** The search box for the server's render (LazySearchBox.tsx): named as the plugin's server module (`browser.searchBoxServer`), it reaches the app only through a .server module, which the browser bundle empties. */
export { SearchBox as default } from "./SearchBox";
