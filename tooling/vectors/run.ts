import { compareReport } from "./compare.js";
import { type LoadVectorOptions, loadVectorFiles } from "./load.js";
import { registerVectors } from "./register.js";
import type { CheckCase, CheckFunction } from "./types.js";

/** Options for {@link runCheckVectors}. */
export interface RunCheckVectorOptions extends LoadVectorOptions {
  /**
   * The end-to-end suite to run: the folder under `conformance-vectors/` whose
   * cases have the `check` case format (`check`, `binding`). Defaults to `"check"`.
   */
  readonly suite?: "check" | "binding";
}

/** Suites whose pending list was already printed in this process. */

/**
 * Register one vitest test per case of `conformance-vectors/check/` (or of
 * another end-to-end suite with the same case format, `options.suite`), named
 * `<feature>: <id>` (or `<feature>: <id> (pending: <reason>)`).
 *
 * A case without `pending` must match its expectation field by field; a
 * failure prints expected against got for every claim, with the actual
 * evidence strings. A `pending` case is run too: it passes while it does not
 * match, and fails with "pending vector <id> now passes: remove its pending
 * marker" once it does, so finished work gets promoted. A pending case whose
 * check throws counts as not matching. At registration the runner prints
 * `conformance vectors (<suite>): N cases, P pending: id1, id2, …`.
 *
 * Call it at the top level of a test file.
 *
 * @example
 * // packages/crossfoot/test/vectors.test.ts
 * import { runCheckVectors } from "@crossfoot/tooling/vectors";
 * import { check } from "../src/index.js";
 *
 * runCheckVectors(check);
 * // packages/crossfoot/test/binding-vectors.test.ts
 * runCheckVectors(check, { suite: "binding" });
 */
export function runCheckVectors(check: CheckFunction, options: RunCheckVectorOptions = {}): void {
  const { suite = "check", ...loadOptions } = options;
  registerVectors(suite, loadVectorFiles(suite, loadOptions), (c) => {
    const comparison = compareReport(c, runCase(check, c));
    return comparison.matches ? undefined : comparison.diff;
  });
}

function runCase(check: CheckFunction, c: CheckCase): ReturnType<CheckFunction> {
  return c.options === undefined
    ? check(c.output, c.sources)
    : check(c.output, c.sources, { ...c.options });
}

export { VectorMismatchError } from "./register.js";
