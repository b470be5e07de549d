/** Every documentation URL except "/" (a splat route does not match the root). */
import type { HeadersFunction, LoaderFunctionArgs } from "@remix-run/node";
import { PageView } from "../components/PageView";
import { pageMeta } from "../page-meta";
import { loadPage } from "../page-loader.server";

export const loader = ({ request }: LoaderFunctionArgs) => loadPage(request);
export const meta = pageMeta;
export const headers: HeadersFunction = ({ loaderHeaders }) => loaderHeaders;
export default PageView;
