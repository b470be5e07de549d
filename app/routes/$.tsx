/** Every documentation URL: mapped to "/" and to "/*" in remix.config.js (a splat route does not match the root). */
import type { HeadersFunction } from "@remix-run/node";
import { PageView } from "../components/PageView";

export { loadPage as loader } from "../page-loader.server";
export const headers: HeadersFunction = ({ loaderHeaders }) => loaderHeaders;
export default PageView;
