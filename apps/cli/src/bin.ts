#!/usr/bin/env node
// The `crossfoot` command. The CLI itself is bundled into cli.cjs beside this
// file; it is run through a V8 code cache, which cuts start-up (see
// compile-cache.ts).
import { fileURLToPath } from "node:url";
import { runWithCompileCache } from "./compile-cache.js";
import { IMPORT_HOOK } from "./import-hook.js";

// Code run from a code cache cannot call `import()` itself (a user's
// crossfoot.config.mjs is loaded with it): lend it this module's.
(globalThis as Record<symbol, unknown>)[IMPORT_HOOK] = (url: string) => import(url);

// Only a run that checks something compiles the checker, so only such a run
// writes the cache (one written by `--help` would hold little).
const command = process.argv[2];
runWithCompileCache(fileURLToPath(new URL("./cli.cjs", import.meta.url)), {
  write: command === "check" || command === "eval",
});
