// DerivationHints alone: written-order.ts fills it and derived.ts reads it, so it sits below both.
import type { SourceValue } from "@crossfoot/sources";
import type { NamedMetrics } from "./named-metrics.js";

/**
 * What the rest of the answer tells the derivation of one claim: the order in
 * which the sentence writes two values ("from A to B", "A − B") and the
 * direction stated for that change when the claim itself states none.
 */
export interface DerivationHints {
  /** Sortable order keys for values whose order the wording gives. */
  readonly writtenOrder?: ReadonlyMap<SourceValue, string>;
  /**
   * The order of two rows the sentence compares ("A's age is 12.5% higher
   * than B's": B, then A), as a local order key for the values of those
   * rows; it stands before any period the rows carry.
   */
  readonly rowOrder?: (v: SourceValue) => string | undefined;
  /** The direction stated for the written change ("fell from A to B"). */
  readonly direction?: "increase" | "decrease";
  /**
   * The sentence names two or more periods ("from 2018 to 2019"): a change
   * runs between two of them, never between two rows of one period.
   */
  readonly acrossPeriods?: boolean;
  /**
   * The two years the sentence names as a span's ends ("from 2022 to
   * 2024"): a change between two years runs between these two, not between
   * 2023 and 2024.
   */
  readonly ends?: readonly [string, string];
  /** How the sentence speaks of a rate over years (see SentenceContext.rate). */
  readonly rate?: "compound" | "annual";
  /** The sentence states a combination ("together", "combined"): a sum or a share of one. */
  readonly combined?: boolean;
  /**
   * The sentence states an average or a total over periods it names ("The
   * average rate between 2017-2019 is 3%"): only averages, or only sums, of
   * values (aggregate-periods.ts).
   */
  readonly aggregate?: "average" | "total";
  /**
   * The sentence's content words: a sum of rows of one shape that the
   * sentence tells apart for some and not the others is no proof
   * (named-parts.ts).
   */
  readonly words?: ReadonlySet<string>;
  /**
   * Where the sentence of a text value starts in its record's text: sums and
   * averages of three or more text values stay within one sentence ("$290.2
   * million in 2019, $239.6 million in 2018 and $190.4 million in 2017"), as
   * those of table values stay within one row or column.
   */
  readonly sentenceOf?: (v: SourceValue) => number | undefined;
  /** The metrics the sentence names for the figure ("gross margin"), tried before any other derivation. */
  readonly metrics?: NamedMetrics;
}
