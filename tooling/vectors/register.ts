import { describe, test } from "vitest";

/** A vector's result differs from its expectation; the message is the whole diff. */
export class VectorMismatchError extends Error {
  override readonly name = "VectorMismatchError";
}

/** What every suite's case has: an id, and a reason while it is pending. */
export interface RegisteredCase {
  readonly id: string;
  readonly pending?: string;
}

/** Suites whose pending list was already printed in this process. */
const announced = new Set<string>();

/**
 * Register one vitest test per case of a suite, named `<feature>: <id>`, the
 * same way for every runner. `compare` returns (or resolves to) undefined
 * when the case matches, or the message that explains the mismatch. A pending case passes
 * while it does not match (or its function throws: not delivered yet) and
 * fails once it matches, so it gets promoted. The suite's case count and
 * pending ids are printed once per process, so every run lists them.
 */
export function registerVectors<C extends RegisteredCase>(
  suite: string,
  files: readonly { readonly feature: string; readonly cases: readonly C[] }[],
  compare: (c: C) => string | undefined | Promise<string | undefined>,
  mismatch: (message: string) => Error = (message) => new VectorMismatchError(message),
): void {
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
        const reason = c.pending;
        if (reason === undefined) {
          test(`${file.feature}: ${c.id}`, async () => {
            const problem = await compare(c);
            if (problem !== undefined) throw mismatch(problem);
          });
          continue;
        }
        test(`${file.feature}: ${c.id} (pending: ${reason})`, async () => {
          let problem: string | undefined;
          try {
            problem = await compare(c);
          } catch {
            return; // Not delivered yet; the pending marker says by what.
          }
          if (problem === undefined) {
            throw mismatch(
              `pending vector ${c.id} now passes: remove its pending marker ("${reason}")`,
            );
          }
        });
      }
    }
  });
}
