import { createRequire } from "node:module";

/**
 * This package's version, reported as the server's version. Read from
 * package.json, one folder up from both `src/` and `dist/` (the CJS build
 * gets `import.meta.url` from tsup's shims).
 */
export const VERSION: string = (
  createRequire(import.meta.url)("../package.json") as { version: string }
).version;
