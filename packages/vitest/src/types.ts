import type { CheckOptions } from "crossfoot";

/**
 * The matchers this package adds, typed for any assertion library: `R` is
 * what a matcher call returns (`void` for vitest's `Assertion`, the
 * matcher's own type for jest's `Matchers<R>`).
 */
export interface CrossfootMatchers<R = unknown> {
  /**
   * Passes when every figure in the received answer is grounded in `sources`
   * (a source value, a rounding of one at the stated precision, or a
   * derivation of source values) and the answer cites no missing source.
   * The failure message lists each failing figure and why it failed.
   *
   * @param sources What `check()` takes (strings, records, rows), or a `Checker` built once for many answers.
   * @param options Checker options (`requireCitations`, `allowRounding`, …); not allowed with a `Checker`.
   *
   * @example
   * expect("Revenue grew 12% to $3.2bn [R1].").toBeGroundedIn(sources, { requireCitations: true });
   */
  toBeGroundedIn(sources: unknown, options?: CheckOptions): R;
}

/** The part of vitest's and jest's matcher `this` the matcher reads. */
export interface MatcherContext {
  readonly isNot?: boolean;
}

/** What a vitest or jest matcher returns. */
export interface MatcherResult {
  readonly pass: boolean;
  readonly message: () => string;
}
