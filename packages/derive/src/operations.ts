import { formatValue as f } from "./format.js";
import type { Operation } from "./types.js";

/** How each operation computes its value from its operands, and how it is written out. */
export interface OperationSpec {
  /** Compute from operands in formula order. */
  compute(a: number, b: number, scale: number): number;
  /** The formula with numbers, ending in `= value`. */
  formula(a: number, b: number, scale: number, value: number): string;
  /** A change: its sign is a direction and the stated figure is a magnitude. */
  readonly change: boolean;
  /** A short name for evidence lines. */
  readonly name: string;
}

const times = (scale: number) => (scale === 100 ? " × 100" : "");
const unit = (scale: number) => (scale === 100 ? "%" : "");

/** The two-operand operations. `scale` is 100 for figures written as percentages, else 1. */
export const OPERATIONS: Readonly<Record<Operation, OperationSpec>> = {
  percent_change: {
    name: "% change",
    change: true,
    compute: (a, b, scale) => ((b - a) / Math.abs(a)) * scale,
    formula: (a, b, scale, v) =>
      `(${f(b)} − ${f(a)}) / ${f(Math.abs(a))}${times(scale)} = ${f(v)}${unit(scale)}`,
  },
  pp_change: {
    name: "percentage-point change",
    change: true,
    compute: (a, b) => b - a,
    formula: (a, b, _s, v) => `${f(b)} − ${f(a)} = ${f(v)} pp`,
  },
  difference: {
    name: "difference",
    change: true,
    compute: (a, b) => b - a,
    formula: (a, b, _s, v) => `${f(b)} − ${f(a)} = ${f(v)}`,
  },
  sum: {
    name: "sum",
    change: false,
    compute: (a, b) => a + b,
    formula: (a, b, _s, v) => `${f(a)} + ${f(b)} = ${f(v)}`,
  },
  average: {
    name: "average",
    change: false,
    compute: (a, b) => (a + b) / 2,
    formula: (a, b, _s, v) => `(${f(a)} + ${f(b)}) / 2 = ${f(v)}`,
  },
  share: {
    name: "share",
    change: false,
    compute: (a, b, scale) => (a / b) * scale,
    formula: (a, b, scale, v) => `${f(a)} / ${f(b)}${times(scale)} = ${f(v)}${unit(scale)}`,
  },
  ratio: {
    name: "ratio",
    change: false,
    compute: (a, b) => a / b,
    formula: (a, b, _s, v) => `${f(a)} / ${f(b)} = ${f(v)}`,
  },
};
