import type { Evidence } from "./evidence.js";
import type { Status } from "./status.js";

/**
 * One figure of the answer and its verdict.
 *
 * Offsets are half-open `[start, end)` in UTF-16 code units of the whole answer.
 */
export interface Claim {
  /** The figure as written, e.g. `$3.21bn`. */
  readonly text: string;
  readonly start: number;
  readonly end: number;
  /** Value in base units (`$3.21bn` → 3,210,000,000; `12%` → 12). */
  readonly value: number;
  /** Place value of the last stated digit, in the units of `value`. */
  readonly precision: number;
  /** `number`, `money`, `percent`, `pp`, `bps`, … */
  readonly kind: string;
  readonly status: Status;
  readonly passed: boolean;
  /** A human-readable line a reviewer can check by hand. */
  readonly evidence: string;
  /** The same evidence as data. */
  readonly details: Evidence;
  /** Index of the sentence the claim is in. */
  readonly sentence: number;
  /** The source ids the sentence cites, as resolved. */
  readonly cited: readonly string[];
}

/** A problem with the answer as a whole, such as a citation to a missing source. Issues fail a report. */
export interface Issue {
  readonly type: "unknown_citation";
  readonly message: string;
  /** Offsets of the offending text in the answer. */
  readonly start: number;
  readonly end: number;
}
