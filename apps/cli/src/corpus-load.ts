// The packages `crossfoot corpus verify` needs, required from where they are installed.
import { realpathSync } from "node:fs";
import { createRequire } from "node:module";

/** `@crossfoot/corpus`'s exports. */
export type CorpusModule = typeof import("@crossfoot/corpus");
/** node-postgres's exports. */
export type PgModule = typeof import("pg");

/**
 * Require an installed package by its real path. Neither `@crossfoot/corpus`
 * (with zod, for its report schema) nor node-postgres is bundled into the
 * CLI: `check` and `eval` never read or compile them. By the real path
 * because Node 20's `require` can return a path through a symbolic link, from
 * which a pnpm-installed package does not find its own dependencies.
 */
function installed<T>(name: string): T {
  const require = createRequire(import.meta.url);
  return require(realpathSync.native(require.resolve(name))) as T;
}

/** `@crossfoot/corpus`, loaded when `corpus verify` runs. */
export function loadCorpus(): CorpusModule {
  return installed<CorpusModule>("@crossfoot/corpus");
}

/** node-postgres, loaded when the chunks come from a `postgres://` URL. */
export function loadPg(): PgModule {
  return installed<PgModule>("pg");
}
