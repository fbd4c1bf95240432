import type { Evidence } from "./evidence.js";
import type { Status } from "./status.js";

/** What every claim has, figure or reference. */
export interface ClaimBase {
  /** The figure or reference as written, e.g. `$3.21bn`, `3GPP TS 38.331 §5.3.5.4`. */
  readonly text: string;
  readonly start: number;
  readonly end: number;
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

/**
 * One figure of the answer and its verdict.
 *
 * Offsets are half-open `[start, end)` in UTF-16 code units of the whole answer.
 */
export interface FigureClaim extends ClaimBase {
  /** Value in base units (`$3.21bn` → 3,210,000,000; `12%` → 12). */
  readonly value: number;
  /** Place value of the last stated digit, in the units of `value`. */
  readonly precision: number;
  /** `number`, `money`, `percent`, `pp`, `bps`, `quantity`, `multiple`, `ratio`. */
  readonly kind: string;
  readonly reference?: undefined;
}

/**
 * A technical reference the answer cites ("3GPP TS 38.331 §5.3.5.4",
 * "Reg. 892 s. 4.4(2)") and its verdict: supported when a source cites the
 * same section of the same document, contradicted when the sources cite that
 * document only with other sections.
 */
export interface ReferenceClaim extends ClaimBase {
  readonly kind: "reference";
  /** The document and section as the answer writes them. */
  readonly reference: { readonly document: string; readonly section: string };
  readonly value?: undefined;
  readonly precision?: undefined;
}

/** A claim of the answer: a figure, or a technical reference. Tell them apart by `reference`. */
export type Claim = FigureClaim | ReferenceClaim;

/** A problem with the answer as a whole, such as a citation to a missing source. Issues fail a report. */
export interface Issue {
  readonly type: "unknown_citation";
  readonly message: string;
  /** Offsets of the offending text in the answer. */
  readonly start: number;
  readonly end: number;
}
