import type { CheckOptions } from "crossfoot";

/** A named preset of check options (`--policy`, or `policy` in a config file). */
export interface Policy {
  readonly options: CheckOptions;
  /** Relative tolerance for figures no source value matches at their stated precision. */
  readonly tolerance: number;
}

/** The policy names, as `--policy` takes them. */
export const POLICY_NAMES = ["strict", "lenient"] as const;
export type PolicyName = (typeof POLICY_NAMES)[number];

/**
 * The presets. `strict` is for answers a reader must be able to trace line by
 * line: every figure cited, and a derivation accepted only when chance would
 * produce one like it ten times less often than by default. `lenient` is
 * figured's default stance: no binding to rows, periods and entities, and a
 * figure within 1.5% of a source value passes.
 */
export const POLICIES: Readonly<Record<PolicyName, Policy>> = {
  strict: { options: { requireCitations: true, maxCoincidence: 0.01 }, tolerance: 0 },
  lenient: { options: { checkTableRows: false }, tolerance: 0.015 },
};
