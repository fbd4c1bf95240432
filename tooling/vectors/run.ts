import { describe, test } from "vitest";
import { compareReport } from "./compare.js";
import { type LoadVectorOptions, loadVectorFiles } from "./load.js";
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
const announced = new Set<string>();

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
  const files = loadVectorFiles(suite, loadOptions);
  const all = files.flatMap((file) => file.cases);
  const pending = all.filter((c) => c.pending !== undefined).map((c) => c.id);
  if (!announced.has(suite)) {
    announced.add(suite);
    console.log(
      `conformance vectors (${suite}): ${all.length} cases, ${pending.length} pending${
        pending.length > 0 ? `: ${pending.join(", ")}` : ""
      }`,
    );
  }

  describe(`conformance vectors (${suite})`, () => {
    for (const file of files) {
      for (const c of file.cases) {
        if (c.pending === undefined) {
          test(`${file.feature}: ${c.id}`, () => {
            const comparison = compareReport(c, runCase(check, c));
            if (!comparison.matches) throw new VectorMismatchError(comparison.diff);
          });
        } else {
          const reason = c.pending;
          test(`${file.feature}: ${c.id} (pending: ${reason})`, () => {
            let report: ReturnType<CheckFunction>;
            try {
              report = runCase(check, c);
            } catch {
              return; // Not delivered yet; the pending marker says by what.
            }
            if (compareReport(c, report).matches) {
              throw new VectorMismatchError(
                `pending vector ${c.id} now passes: remove its pending marker ("${reason}")`,
              );
            }
          });
        }
      }
    }
  });
}

function runCase(check: CheckFunction, c: CheckCase): ReturnType<CheckFunction> {
  return c.options === undefined
    ? check(c.output, c.sources)
    : check(c.output, c.sources, { ...c.options });
}

/** A vector's report differs from its expectation; the message is the whole diff. */
export class VectorMismatchError extends Error {
  override readonly name = "VectorMismatchError";
}
