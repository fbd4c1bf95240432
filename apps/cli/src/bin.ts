#!/usr/bin/env node
// The `crossfoot` command. The CLI itself is bundled into cli.cjs beside this
// file; it is run through a V8 code cache, which cuts start-up (see
// compile-cache.ts). Built as CommonJS, so `__dirname` and `require` are this
// file's (and loading it costs no node:url or node:module).
import { join } from "node:path";
import { runWithCompileCache } from "./compile-cache.js";
import { IMPORT_HOOK } from "./import-hook.js";

// Code run from a code cache cannot call `import()` itself (a user's
// crossfoot.config.mjs is loaded with it): lend it this module's.
(globalThis as Record<symbol, unknown>)[IMPORT_HOOK] = (url: string) => import(url);

// Only a run that checks something compiles the checker, so only such a run
// writes the cache (one written by `--help` would hold little).
const command = process.argv[2];
const write = command === "check" || command === "eval";

// The files cli.cjs requires from beside it (the config schema with zod, the
// HTML parser, csv-parse) go through the code cache too, each once; anything
// else is an ordinary `require`.
const beside = /^\.\/[\w-]+\.cjs$/;
const loaded = new Map<string, unknown>();
const requireBeside = Object.assign((id: string): unknown => {
  if (!beside.test(id)) return require(id);
  if (!loaded.has(id)) {
    loaded.set(id, runWithCompileCache(join(__dirname, id), { write, require: requireBeside }));
  }
  return loaded.get(id);
}, require) as NodeJS.Require;

runWithCompileCache(join(__dirname, "cli.cjs"), { write, require: requireBeside });
