/** Every documentation URL: mapped to "/" and to "/*" in remix.config.js (a splat route does not match the root). */
import type { HeadersFunction } from "@remix-run/node";
import type { ClientLoaderFunctionArgs } from "@remix-run/react";
import { PageView } from "../components/PageView";
export { PageBuildError as ErrorBoundary } from "../components/PageBuildError";
import { dataOrFullLoad } from "../error-recovery";
import { exportedPageData, isStaticExport } from "../static-export";

export { loadPage as loader } from "../page-loader.server";
export const headers: HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

/**
 * A navigation's data: from the server, or in the static export from the page's exported data file (a
 * static host ignores `?_data=`). Data that cannot be fetched makes it a full load of its target
 * (app/error-recovery.ts).
 */
export const clientLoader = ({ request, serverLoader }: ClientLoaderFunctionArgs) =>
  dataOrFullLoad(request, isStaticExport() ? () => exportedPageData(request) : serverLoader);

export default PageView;
