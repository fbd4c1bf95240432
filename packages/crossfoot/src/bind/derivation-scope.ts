// DerivationScope and ScopeOperands: binding and the cache hold them, so they sit below derived.ts.
import type { Operand } from "@crossfoot/derive";
import type { SourceValue } from "@crossfoot/sources";

/**
 * The operand lists of one scope: for any claim, for amounts by currency (""
 * for none), and for quantities by dimension (`quantity:length`).
 */
export interface ScopeOperands {
  any: readonly Operand<SourceValue>[] | undefined;
  readonly amounts: Map<string, readonly Operand<SourceValue>[]>;
}

/**
 * Where one derivation search looks: changes and averages of two in
 * `changes`, which holds the period before the earliest one the sentence
 * names but no unlabelled row when the sentence names a row, and sums,
 * longer averages, shares and ratios in `totals`, which holds only the named
 * periods (the same array when the two agree).
 */
export interface DerivationScope {
  readonly changes: readonly SourceValue[];
  readonly totals: readonly SourceValue[];
  /**
   * The cells of the rows the sentence names by name (named-cells.ts): a
   * derivation found there is the one the sentence speaks of, but a change
   * of unknown order proves no direction word there (two rows of one
   * period), so such a claim is left to the wider scopes.
   */
  readonly named?: boolean;
  /**
   * The values as written where unit headers give some of them a scaled
   * reading searched in another scope: a figure with its own scale word
   * ("$0.4 million") derives only there, in ones (see readsAtClaimScale).
   */
  readonly written?: true;
}
