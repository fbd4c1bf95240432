import { formatValue as f } from "./format.js";
import type { Operation } from "./types.js";

/** How each operation computes its value from its operands, and how it is written out. */
export interface OperationSpec {
  /**
   * Compute from two operands in formula order. `years` is the number of
   * years for `cagr` (default 1); `sum_n` and `average_n` treat the two
   * operands as a two-value group.
   */
  compute(a: number, b: number, scale: number, years?: number): number;
  /** The formula with numbers, ending in `= value`. */
  formula(a: number, b: number, scale: number, value: number, years?: number): string;
  /** Compute from any number of operands (two for the two-operand forms). */
  computeN(values: readonly number[], scale: number, years?: number): number;
  /** The formula for any number of operands: `262 + 197 + 22 + 3 = 484`. */
  formulaN(values: readonly number[], scale: number, value: number, years?: number): string;
  /** A change: its sign is a direction and the stated figure is a magnitude. */
  readonly change: boolean;
  /** `2` for forms of exactly two operands, `"n"` for forms of three or more. */
  readonly arity: 2 | "n";
  /** A short name for evidence lines. */
  readonly name: string;
}

const times = (scale: number) => (scale === 100 ? " × 100" : "");
const unit = (scale: number) => (scale === 100 ? "%" : "");

type Two = Pick<OperationSpec, "compute" | "formula" | "change" | "name">;

/** A two-operand spec: the n-ary methods apply the binary ones to the first two values. */
function two(spec: Two): OperationSpec {
  return {
    ...spec,
    arity: 2,
    computeN: (v, scale, years) =>
      spec.compute(v[0] ?? Number.NaN, v[1] ?? Number.NaN, scale, years),
    formulaN: (v, scale, value, years) =>
      spec.formula(v[0] ?? Number.NaN, v[1] ?? Number.NaN, scale, value, years),
  };
}

const sumOf = (values: readonly number[]) => values.reduce((s, x) => s + x, 0);

/**
 * Every operation. `scale` is 100 for figures written as percentages, else 1
 * (a plain 0.1233 is a % change written as a fraction).
 */
export const OPERATIONS: Readonly<Record<Operation, OperationSpec>> = {
  percent_change: two({
    name: "% change",
    change: true,
    compute: (a, b, scale) => ((b - a) / Math.abs(a)) * scale,
    formula: (a, b, scale, v) =>
      `(${f(b)} − ${f(a)}) / ${f(Math.abs(a))}${times(scale)} = ${f(v)}${unit(scale)}`,
  }),
  pp_change: two({
    name: "percentage-point change",
    change: true,
    compute: (a, b) => b - a,
    formula: (a, b, _s, v) => `${f(b)} − ${f(a)} = ${f(v)} pp`,
  }),
  difference: two({
    name: "difference",
    change: true,
    compute: (a, b) => b - a,
    formula: (a, b, _s, v) => `${f(b)} − ${f(a)} = ${f(v)}`,
  }),
  sum: two({
    name: "sum",
    change: false,
    compute: (a, b) => a + b,
    formula: (a, b, _s, v) => `${f(a)} + ${f(b)} = ${f(v)}`,
  }),
  average: two({
    name: "average",
    change: false,
    compute: (a, b) => (a + b) / 2,
    formula: (a, b, _s, v) => `(${f(a)} + ${f(b)}) / 2 = ${f(v)}`,
  }),
  share: two({
    name: "share",
    change: false,
    compute: (a, b, scale) => (a / b) * scale,
    formula: (a, b, scale, v) => `${f(a)} / ${f(b)}${times(scale)} = ${f(v)}${unit(scale)}`,
  }),
  ratio: two({
    name: "ratio",
    change: false,
    compute: (a, b) => a / b,
    formula: (a, b, _s, v) => `${f(a)} / ${f(b)} = ${f(v)}`,
  }),
  product: two({
    name: "product",
    change: false,
    compute: (a, b) => a * b,
    formula: (a, b, _s, v) => `${f(a)} × ${f(b)} = ${f(v)}`,
  }),
  cagr: two({
    name: "CAGR",
    change: true,
    compute: (a, b, scale, years = 1) =>
      a > 0 && b >= 0 ? ((b / a) ** (1 / years) - 1) * scale : Number.NaN,
    formula: (a, b, scale, v, years = 1) =>
      `((${f(b)} / ${f(a)})^(1/${years}) − 1)${times(scale)} = ${f(v)}${unit(scale)}`,
  }),
  share_of_sum: {
    name: "share of a sum",
    change: false,
    arity: "n",
    compute: (a, b, scale) => (a / b) * scale,
    formula: (a, b, scale, v) => `${f(a)} / ${f(b)}${times(scale)} = ${f(v)}${unit(scale)}`,
    computeN: (v, scale) =>
      (((v[0] ?? Number.NaN) + (v[1] ?? Number.NaN)) / (v[2] ?? Number.NaN)) * scale,
    formulaN: (v, scale, value) =>
      `(${f(v[0] ?? Number.NaN)} + ${f(v[1] ?? Number.NaN)}) / ${f(v[2] ?? Number.NaN)}${times(scale)} = ${f(value)}${unit(scale)}`,
  },
  average_difference: {
    name: "difference of averages",
    change: false,
    arity: "n",
    compute: (a, b) => a - b,
    formula: (a, b, _s, v) => `${f(a)} − ${f(b)} = ${f(v)}`,
    computeN: (v) =>
      ((v[0] ?? Number.NaN) + (v[1] ?? Number.NaN)) / 2 -
      ((v[2] ?? Number.NaN) + (v[3] ?? Number.NaN)) / 2,
    formulaN: (v, _s, value) =>
      `(${f(v[0] ?? Number.NaN)} + ${f(v[1] ?? Number.NaN)}) / 2 − (${f(v[2] ?? Number.NaN)} + ${f(v[3] ?? Number.NaN)}) / 2 = ${f(value)}`,
  },
  sum_n: {
    name: "sum",
    change: false,
    arity: "n",
    compute: (a, b) => a + b,
    formula: (a, b, _s, v) => `${f(a)} + ${f(b)} = ${f(v)}`,
    computeN: (values) => sumOf(values),
    formulaN: (values, _s, v) => `${values.map((x) => f(x)).join(" + ")} = ${f(v)}`,
  },
  average_n: {
    name: "average",
    change: false,
    arity: "n",
    compute: (a, b) => (a + b) / 2,
    formula: (a, b, _s, v) => `(${f(a)} + ${f(b)}) / 2 = ${f(v)}`,
    computeN: (values) => sumOf(values) / values.length,
    formulaN: (values, _s, v) =>
      `(${values.map((x) => f(x)).join(" + ")}) / ${values.length} = ${f(v)}`,
  },
};
