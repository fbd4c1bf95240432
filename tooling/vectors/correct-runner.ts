import { type LoadVectorOptions, loadVectorFiles } from "./load.js";
import { registerVectors } from "./register.js";
import type { VectorCase, VectorSource } from "./types.js";

/** One case of the `correct` suite. */
export interface CorrectCase extends VectorCase {
  readonly answer: string;
  readonly sources: readonly VectorSource[];
  readonly options?: Readonly<Record<string, unknown>>;
  readonly expect: {
    readonly corrected: string;
    readonly corrections: readonly {
      readonly from: string;
      readonly to: string;
      readonly status: string;
    }[];
  };
}

/** What the runner reads of a proposed correction. */
export interface CorrectionLike {
  readonly start: number;
  readonly end: number;
  readonly from: string;
  readonly to: string;
  readonly status: string;
}

/** The functions under test: `check` and `applyCorrections` from `crossfoot`. */
export interface CorrectFunctions {
  check(
    answer: string,
    sources: unknown,
    options: Record<string, unknown>,
  ): { corrections(): readonly CorrectionLike[] };
  applyCorrections(answer: string, patches: readonly CorrectionLike[]): string;
}

/** Run one case; the list of mismatches is empty when it matches. */
export function compareCorrectCase(fns: CorrectFunctions, c: CorrectCase): string[] {
  const corrections = fns.check(c.answer, c.sources, { ...c.options }).corrections();
  const out: string[] = [];
  const got = [...corrections]
    .sort((a, b) => a.start - b.start)
    .map(({ from, to, status }) => ({ from, to, status }));
  if (JSON.stringify(got) !== JSON.stringify(c.expect.corrections))
    out.push(
      `corrections: expected ${JSON.stringify(c.expect.corrections)}, got ${JSON.stringify(got)}`,
    );
  const corrected = fns.applyCorrections(c.answer, corrections);
  if (corrected !== c.expect.corrected)
    out.push(
      `corrected: expected ${JSON.stringify(c.expect.corrected)}, got ${JSON.stringify(corrected)}`,
    );
  return out;
}

/**
 * Register one vitest test per case of `conformance-vectors/correct/`: each
 * answer checked against its sources, its corrections compared (text
 * replaced, replacement, status once replaced, in answer order) and the
 * corrected answer compared.
 *
 * @example
 * import { runCorrectVectors } from "@crossfoot/tooling/vectors";
 * import { applyCorrections, check } from "../src/index.js";
 *
 * runCorrectVectors({ check, applyCorrections });
 */
export function runCorrectVectors(fns: CorrectFunctions, options: LoadVectorOptions = {}): void {
  const files = loadVectorFiles("correct", options) as unknown as {
    feature: string;
    cases: readonly CorrectCase[];
  }[];
  registerVectors("correct", files, (c) => {
    const mismatches = compareCorrectCase(fns, c);
    return mismatches.length === 0
      ? undefined
      : `vector ${c.id}: ${c.description}\n  - ${mismatches.join("\n  - ")}`;
  });
}
