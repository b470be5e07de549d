/**
 * The sandbox as a library: start one in a test (`startSandbox({ port: 0 })`)
 * and drive it with plain HTTP, as an integration would.
 */
export { startSandbox, createApp, type RunningSandbox } from "./server";
export { Sandbox, type SandboxOptions } from "./sandbox";
export { HOSTS } from "./hosts";
export { ASSUMPTIONS } from "./assumptions";
