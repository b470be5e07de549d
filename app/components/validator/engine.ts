/**
 * Everything the validator page runs, in one lazily loaded chunk: the
 * validator, the catalogue it reads and the samples. Loaded by the island
 * (ValidatorIsland.tsx) with import(), so no other page's JavaScript grows.
 */
export { tooLargeReport, validateBytes, validatePayload, type Finding, type Report } from "../../../packages/validador/src/index";
export { sample, type SampleKind } from "./samples";
