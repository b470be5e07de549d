/** Every documentation URL: mapped to "/" and to "/*" in remix.config.js (a splat route does not match the root). */
import type { HeadersFunction } from "@remix-run/node";
import type { ClientLoaderFunctionArgs } from "@remix-run/react";
import { PageView } from "../components/PageView";
export { PageBuildError as ErrorBoundary } from "../components/PageBuildError";
import { dataOrFullLoad } from "../error-recovery";

export { loadPage as loader } from "../page-loader.server";
/** The page's own Cache-Control; the root's when only the root's data is asked (`/_root.data?_routes=root`). */
export const headers: HeadersFunction = ({ loaderHeaders, parentHeaders }) => (loaderHeaders.has("Cache-Control") ? loaderHeaders : parentHeaders);

/**
 * A navigation's data: Remix's own fetch of `<path>.data`, from the server or, in the static export, the
 * file of that name (a static host ignores the `?_routes=` Remix adds; the file holds this route's answer).
 * Data that cannot be read (a network failure, a static host's 404 page, a data URL two pages share) makes
 * it a full load of its target (app/error-recovery.ts).
 */
export const clientLoader = ({ request, serverLoader }: ClientLoaderFunctionArgs) => dataOrFullLoad(request, serverLoader);

export default PageView;
