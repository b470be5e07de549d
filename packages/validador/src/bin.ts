#!/usr/bin/env node
/** The installed command: validador-anuncios ARQUIVO (see cli.ts). */
import { main } from "./cli";

process.exitCode = main(process.argv.slice(2));
