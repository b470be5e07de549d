/** Every documentation URL: mapped to "/" and to "/*" in remix.config.js (a splat route does not match the root). */
import type { HeadersFunction } from "@remix-run/node";
import type { ClientLoaderFunctionArgs } from "@remix-run/react";
import { PageView } from "../components/PageView";
export { PageBuildError as ErrorBoundary } from "../components/PageBuildError";
import { dataOrFullLoad } from "../error-recovery";

export { loadPage as loader } from "../page-loader.server";
export const headers: HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

/** A navigation whose data cannot be fetched becomes a full load of its target (app/error-recovery.ts). */
export const clientLoader = ({ request, serverLoader }: ClientLoaderFunctionArgs) => dataOrFullLoad(request, serverLoader);

export default PageView;
