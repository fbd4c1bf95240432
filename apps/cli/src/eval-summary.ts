import type { CaseOutcome } from "./eval-runner.js";

/** The totals of an eval run. */
export interface EvalSummary {
  /** The case file as named on the command line. */
  readonly file: string;
  /** Cases read, errors included. */
  readonly total: number;
  /** Cases whose verdict matched their label. */
  readonly correct: number;
  /** Lines that were not valid cases. */
  readonly errors: number;
  /** `correct / total`. */
  readonly accuracy: number;
  /** `--min-accuracy`. */
  readonly threshold: number;
  /** Whether the gate passed (`accuracy ≥ threshold`). */
  readonly passed: boolean;
  /** Wall time of the run, in seconds. */
  readonly seconds: number;
  /** How many claims got each status, over every case. */
  readonly claimStatuses: Readonly<Record<string, number>>;
}

/** One report of an eval run: it sees every case in input order, then the totals. */
export interface EvalOutput {
  case(outcome: CaseOutcome): void;
  finish(summary: EvalSummary): void;
  /** Drop what was written so far (the run stopped early). */
  dispose(): void;
}

/** Whether a case went as its label says. */
export const asExpected = (o: CaseOutcome) => o.got !== "error" && o.got === o.expect;

/** `0.5` → `50.00%`. */
export const percent = (x: number) => `${(x * 100).toFixed(2)}%`;

/** An answer's outcome, or an eval gate's, in the words every crossfoot report uses. */
export type Outcome = "PASSED" | "FAILED";

/** `pass` → `PASSED`, `fail` → `FAILED`. */
export const outcomeWord = (verdict: "pass" | "fail"): Outcome =>
  verdict === "pass" ? "PASSED" : "FAILED";

/**
 * A checked case in the words of every crossfoot report: the head line of
 * its answer's report, then whether that is the outcome its label expects.
 * Not for an error case.
 *
 * @example
 * // PASSED · 2 claims · 0 failed · score 1.00 · as expected
 * // FAILED · 1 claim · 1 failed · score 0.00 · expected PASSED
 */
export function caseSummary(o: CaseOutcome): string {
  const head = o.summary ?? outcomeWord(o.got === "pass" ? "pass" : "fail");
  return `${head} · ${asExpected(o) ? "as expected" : `expected ${outcomeWord(o.expect ?? "pass")}`}`;
}

/**
 * The totals line of an eval: the gate's outcome, the cases as expected,
 * the errors when there are any, the accuracy and the threshold.
 *
 * @example
 * // PASSED · 12/12 cases as expected · accuracy 100.00% · threshold 100.00%
 * // FAILED · 2/4 cases as expected · 1 error · accuracy 50.00% · threshold 100.00%
 */
export function totalsLine(s: EvalSummary, paint?: (outcome: Outcome) => string): string {
  const outcome: Outcome = s.passed ? "PASSED" : "FAILED";
  const errors = s.errors > 0 ? ` · ${s.errors} error${s.errors === 1 ? "" : "s"}` : "";
  return `${paint ? paint(outcome) : outcome} · ${s.correct}/${s.total} cases as expected${errors} · accuracy ${percent(s.accuracy)} · threshold ${percent(s.threshold)}`;
}
