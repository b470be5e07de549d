/**
 * The ad payload validator: checks an API import envelope, a JSON import
 * file or an XML real-estate feed against the ad catalogue before it is sent.
 * Runs the same in the browser (the portal's validator page) and in Node (the
 * validador-anuncios command). Nothing leaves the machine.
 */
export { tooLargeReport, validateBytes, validatePayload } from "./report/validate";
export { formatReport } from "./format/text";
export { formatOutput, FORMATS, type OutputFormat } from "./format/index";
export { CLI_MAX_INPUT_BYTES, MAX_INPUT_BYTES } from "./limits";
export { formatBytes } from "./text";
export {
  FORMAT_LABELS,
  type DocLink,
  type Finding,
  type Note,
  type PayloadFormat,
  type Report,
  type RuleFinding,
  type Severity,
  type ValidateOptions,
} from "./types";
export * from "./rules/index";
