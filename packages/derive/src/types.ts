/** The reading of an operand or a target: amounts compare with amounts, percents with percents. */
export type ValueKind =
  | "number"
  | "money"
  | "percent"
  | "pp"
  | "bps"
  | "multiple"
  | "quantity"
  | "ratio";

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
   */
  readonly period?: string;
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
}

/** The derivation forms the engine proves. */
export type Operation =
  | "percent_change"
  | "pp_change"
  | "difference"
  | "sum"
  | "share"
  | "ratio"
  | "average";

/**
 * A way to produce the target from operands.
 *
 * For changes, `operands` are `[from, to]`.
 */
export interface Derivation<R = unknown> {
  readonly operation: Operation;
  readonly operands: readonly Operand<R>[];
  /** The computed value, signed (a fall gives a negative change). */
  readonly value: number;
  /** For changes with a known order: the direction the operands give. */
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
  /** Only these operations (default: all that fit the target). */
  readonly operations?: readonly Operation[];
  /**
   * The largest relative precision (precision / |value|) at which an amount
   * may be proven by derivation. Default 0.01: derived amounts must be stated
   * to about 1%.
   */
  readonly maxRelativePrecision?: number;
  /** Stop after this many derivations (default 20). */
  readonly limit?: number;
}
