import type { DeriveCache } from "./cache.js";
/** The reading of an operand or a target: amounts compare with amounts, percents with percents. */
export type ValueKind =
  | "number"
  | "money"
  | "percent"
  | "pp"
  | "bps"
  | "multiple"
  | "quantity"
  | "ratio"
  /** A year: derives nothing, and is accepted so an extracted mention's kind can be passed as it is. */
  | "year";

/** A direction of change. */
export type ChangeDirection = "increase" | "decrease";

/**
 * A value a derivation may use. `ref` carries whatever the caller needs to
 * point back at the value (a source location); derive never looks inside it.
 *
 * @example
 * { value: 2_870_000_000, label: "revenue_2023", period: "2023", ref: { record: "R1" } }
 */
export interface Operand<R = unknown> {
  readonly value: number;
  /** Place value of the last stated digit; absent for exact values. */
  readonly precision?: number;
  /** Defaults to `number`. */
  readonly kind?: ValueKind;
  readonly label?: string;
  /**
   * The period the value belongs to, as a sortable key (`2023`, `2023Q3`).
   * Two operands with different periods have a known order: earlier → later.
   * A key that starts with `~` is a local order, `~group:rank` (the two
   * figures one sentence writes "from A to B": `~s1:0`, `~s1:1`): it orders
   * only against keys of its own group (the text before the last `:`), never
   * against another group or a calendar period.
   */
  readonly period?: string;
  /**
   * A negative value is an amount shown by its size (an expense or allowance
   * in parentheses), not a quantity of either sign: a change between two such
   * negatives runs by their size (see {@link Derivation.direction}).
   */
  readonly bySize?: boolean;
  /**
   * Keys of the groups the operand belongs to (a table row, a table column,
   * a record), e.g. `["t0:row3", "t0:col2"]`. Sums and averages of three or
   * more values are taken along one group. Operands without groups form one
   * group together (the whole scope).
   */
  readonly groups?: readonly string[];
  readonly ref?: R;
}

/**
 * The stated figure to explain.
 *
 * @example
 * // "grew 12%"
 * { value: 12, precision: 1, kind: "percent", direction: "increase" }
 */
export interface Target {
  readonly value: number;
  /** Place value of the last stated digit: the claim matches within half of it. */
  readonly precision: number;
  readonly kind: ValueKind;
  /** The direction the wording states, if any. */
  readonly direction?: ChangeDirection;
  /**
   * The direction is a sign written on the figure ("-1,647"), not a word.
   * Between two negative amounts such a sign may be of the values or of their
   * sizes, so there it leaves the direction unknown.
   */
  readonly signedDirection?: boolean;
}

/** The derivation forms the engine proves. */
export type Operation =
  | "percent_change"
  | "pp_change"
  | "difference"
  | "sum"
  | "share"
  | "ratio"
  | "average"
  /** A sum of three or more values of one group: `262 + 197 + 22 + 3 = 484`. */
  | "sum_n"
  /** An average of three or more values of one group: `(76 + 73 + 52) / 3 = 67`. */
  | "average_n"
  /** A compound annual growth rate over the years the periods give: `((1,331,000 / 1,000,000)^(1/3) − 1) × 100 = 10%`. */
  | "cagr"
  /** A product of two values (a quantity at a price): `1,686,902 × 7.00 = 11,808,314`. */
  | "product"
  /** A share of the sum of two values of one group: `(3,287 + 2,753) / 7,938.3 × 100 = 76.09%`. */
  | "share_of_sum"
  /** The difference of two averages of two, each of one group: `(166 + 178) / 2 − (57 + 44) / 2 = 121.5`. */
  | "average_difference";

/**
 * A way to produce the target from operands.
 *
 * For changes (including CAGR), `operands` are `[from, to]`; for `sum_n` and
 * `average_n` they are the summed values in their group's order; for
 * `share_of_sum` `[a, b, whole]`; for `average_difference` `[a, b, c, d]`.
 */
export interface Derivation<R = unknown> {
  readonly operation: Operation;
  readonly operands: readonly Operand<R>[];
  /** For `cagr`: the number of years between the two operands' periods. */
  readonly years?: number;
  /** For `sum_n` and `average_n`: the group the operands were taken along (`""` for operands without groups). */
  readonly group?: string;
  /**
   * How many derived values of this operation the scope is expected to
   * produce inside the target's interval by chance, estimated from the
   * density of derived values around the target (see the README).
   */
  readonly expectedCoincidences: number;
  /** Set on derivations returned as rejected: why the derivation is no proof. */
  readonly rejected?: "coincidence";
  /** The computed value, signed (a fall gives a negative change). */
  readonly value: number;
  /**
   * For changes with a known order: the direction the operands give. Between
   * two negative amounts (expenses or allowances shown in parentheses) it is
   * the direction of their size, as annual reports describe them: "(28,237)"
   * → "(21,387)" is a decrease, when both are {@link Operand.bySize}.
   */
  readonly direction?: ChangeDirection;
  /**
   * `true` when the stated direction agrees with the operands' direction,
   * `false` when it contradicts it, `undefined` when either is unknown.
   */
  readonly directionAgrees?: boolean;
  /** A formula a reviewer can recompute by hand. */
  readonly formula: string;
}

/** Options for {@link findDerivations}. */
export interface DeriveOptions {
  /**
   * Only these operations, among those that fit the target (default
   * `DEFAULT_OPERATIONS`: the two-operand forms; pass `ALL_OPERATIONS` for
   * CAGR and sums and averages of three or more values).
   */
  readonly operations?: readonly Operation[];
  /**
   * The largest relative precision (precision / |value|) at which an amount
   * may be proven by derivation. Default 0.01: derived amounts must be stated
   * to about 1%.
   */
  readonly maxRelativePrecision?: number;
  /** Stop after this many derivations (default 20). */
  readonly limit?: number;
  /**
   * Accept a derivation as proof only when its `expectedCoincidences` is
   * below this (default {@link DEFAULT_MAX_COINCIDENCE}). `Infinity` turns
   * coincidence control off.
   */
  readonly maxCoincidence?: number;
  /**
   * Half-width of the window the coincidence density is measured in, in
   * interval widths on each side of the target's interval (default 10).
   */
  readonly coincidenceWindow?: number;
  /**
   * Reuse the work that depends only on the operands (their split, sort,
   * groups and subset sums) across searches in the same operand arrays.
   */
  readonly cache?: DeriveCache;
  /**
   * Estimate the chance matches of every form searched (default `true`).
   * `false` estimates only the two-operand forms that found a candidate:
   * each candidate still carries its `expectedCoincidences`, and
   * {@link DerivationSearch.expectedCoincidences} may leave out forms that
   * found none. For callers that read only the candidates (a checker): the
   * count of a form's near values is most of the search where it finds nothing.
   */
  readonly estimateAll?: boolean;
}

/** Default of {@link DeriveOptions.maxCoincidence}: accept while fewer than half a chance match is expected. */
export const DEFAULT_MAX_COINCIDENCE = 0.5;

/** The outcome of {@link findDerivationsDetailed}: proofs, and candidates rejected as likely coincidences. */
export interface DerivationSearch<R = unknown> {
  /** Derivations accepted as proof, best first. */
  readonly accepted: Derivation<R>[];
  /** Derivations that match the target but are rejected (`rejected` says why), best first. */
  readonly rejected: Derivation<R>[];
  /**
   * The expected coincidences of every operation searched, by operation
   * (with `estimateAll: false`, of those that found a candidate, at least).
   */
  readonly expectedCoincidences: Readonly<Partial<Record<Operation, number>>>;
}
