/**
 * Everything the validator page runs, in one lazily loaded chunk: the
 * validator, the catalogue it reads, the report's pager and the samples.
 * Loaded by the island (ValidatorIsland.tsx) with import(), so no other
 * page's JavaScript grows. The same chunk is the validation worker's script
 * (validation.worker.ts).
 */
export { tooLargeReport, validatePayload, type Finding, type Report } from "../../../packages/validador/src/index";
export { sample, type SampleKind } from "./samples";
export { validateRequest, type ValidationMessage, type ValidationRequest, type WorkerRequest } from "./validation.worker";
export { ReportPager } from "./report-pages";

/**
 * This chunk's own URL, which the page starts the validation worker on
 * (read through the module object, which knip does not follow).
 * @public
 */
export const engineUrl: string = import.meta.url;
