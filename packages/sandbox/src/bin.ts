#!/usr/bin/env node
/** The installed command: sandbox-marketplace (see cli.ts). */
import { main } from "./cli";

main(process.argv.slice(2)).then((code) => {
  process.exitCode = code;
});
