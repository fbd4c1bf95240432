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
