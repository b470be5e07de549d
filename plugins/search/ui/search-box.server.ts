/** The search box for the server's render (search/LazySearchBox.tsx): the browser bundle replaces this module with an empty one. */
export { SearchBox } from "./SearchBox";
