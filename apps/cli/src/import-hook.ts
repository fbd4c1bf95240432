/**
 * The `import()` that loads a JavaScript config. The `crossfoot` command runs
 * its bundled code from a V8 code cache (compile-cache.ts), where `import()`
 * has no module loader to call; its ESM entry (bin.ts) lends its own
 * `import()` under this symbol. Everywhere else (the library, tests) the
 * plain one works.
 */
export const IMPORT_HOOK = Symbol.for("crossfoot.cli.import");

/** `import(url)`, through the entry's hook when there is one. */
export function importModule(url: string): Promise<unknown> {
  const hook = (globalThis as Record<symbol, unknown>)[IMPORT_HOOK];
  return typeof hook === "function"
    ? (hook as (url: string) => Promise<unknown>)(url)
    : import(url);
}
