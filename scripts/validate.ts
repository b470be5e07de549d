/**
 * npm run validate -- FILE [options]: the validador-anuncios command, run from
 * this repository's sources. npm starts scripts in the repository's root;
 * INIT_CWD is the folder where the reader typed the command, so relative paths
 * are read from there.
 */
import { readFileSync } from "node:fs";
import { main } from "../packages/validador/src/cli";

process.exitCode = main(process.argv.slice(2), {
  stdout: (t) => process.stdout.write(t),
  stderr: (t) => process.stderr.write(t),
  cwd: process.env.INIT_CWD ?? process.cwd(),
  readStdin: () => readFileSync(0),
});
