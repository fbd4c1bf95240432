import { type Interval, mapInterval, statedInterval, within } from "./interval.js";
import { OPERATIONS } from "./operations.js";
import { SortedOperands } from "./sorted.js";
import type {
  ChangeDirection,
  Derivation,
  DeriveOptions,
  Operand,
  Operation,
  Target,
  ValueKind,
} from "./types.js";

const CHANGE_OPERATIONS: readonly Operation[] = ["percent_change", "pp_change", "difference"];
const DEFAULT_LIMIT = 20;
const DEFAULT_MAX_RELATIVE_PRECISION = 0.01;

const PROPORTIONS: ReadonlySet<ValueKind> = new Set(["percent", "pp", "bps"]);

/** Which operations can produce a target of this kind, and over which operands. */
function candidateOperations(target: Target): Operation[] {
  switch (target.kind) {
    case "percent":
      return ["percent_change", "share"];
    case "pp":
    case "bps":
      return ["pp_change"];
    case "multiple":
      return ["ratio"];
    case "money":
      return ["difference", "sum", "average"];
    case "number":
      return ["difference", "sum", "average", "percent_change", "share", "ratio"];
    default:
      return [];
  }
}

/** Period order of two operands: -1 when a is earlier, 1 when later, 0 when unknown. */
function periodOrder(a: Operand<unknown>, b: Operand<unknown>): number {
  if (a.period === undefined || b.period === undefined || a.period === b.period) return 0;
  return a.period < b.period ? -1 : 1;
}

interface Search<R> {
  readonly target: Target;
  readonly sorted: SortedOperands<R>;
  readonly out: Derivation<R>[];
  readonly limit: number;
}

/**
 * Record the derivation `op(a, b)` if its value lands in the target interval.
 * Changes compare by magnitude; their order comes from the operands' periods.
 */
function consider<R>(
  s: Search<R>,
  op: Operation,
  i: number,
  j: number,
  scale: number,
  interval: Interval,
): void {
  const a = s.sorted.items[i] as Operand<R>;
  const b = s.sorted.items[j] as Operand<R>;
  const spec = OPERATIONS[op];
  const value = spec.compute(a.value, b.value, scale);
  if (!Number.isFinite(value)) return;
  if (spec.change) {
    if (!within(Math.abs(value), interval)) return;
    const order = periodOrder(a, b);
    // A change runs from the earlier period to the later one.
    if (order > 0) return;
    // With no known order, report each unordered pair once.
    if (
      order === 0 &&
      (s.sorted.order[i] as number) > (s.sorted.order[j] as number) &&
      op !== "percent_change"
    ) {
      return;
    }
    let direction: ChangeDirection | undefined;
    if (order < 0 && value !== 0) direction = value > 0 ? "increase" : "decrease";
    const derivation: Derivation<R> = {
      operation: op,
      operands: [a, b],
      value,
      formula: spec.formula(a.value, b.value, scale, value),
      ...(direction ? { direction } : {}),
      ...(direction && s.target.direction
        ? { directionAgrees: direction === s.target.direction }
        : {}),
    };
    s.out.push(derivation);
    return;
  }
  if (!within(value, interval)) return;
  // Sums and averages are symmetric: report each unordered pair once.
  if (
    (op === "sum" || op === "average") &&
    (s.sorted.order[i] as number) > (s.sorted.order[j] as number)
  ) {
    return;
  }
  s.out.push({
    operation: op,
    operands: [a, b],
    value,
    formula: spec.formula(a.value, b.value, scale, value),
  });
}

/** Partner intervals for each operation, solved from the target interval. */
function searchOperation<R>(s: Search<R>, op: Operation, scale: number, interval: Interval): void {
  const { sorted } = s;
  for (let i = 0; i < sorted.size && s.out.length < s.limit * 4; i++) {
    const a = (sorted.items[i] as Operand<R>).value;
    const partners: Interval[] = [];
    switch (op) {
      case "percent_change": {
        if (a === 0) continue;
        const m = Math.abs(a) / scale;
        partners.push(
          mapInterval(interval, (t) => a + m * t),
          mapInterval(interval, (t) => a - m * t),
        );
        break;
      }
      case "pp_change":
      case "difference":
        partners.push(
          mapInterval(interval, (t) => a + t),
          mapInterval(interval, (t) => a - t),
        );
        break;
      case "sum":
        partners.push(mapInterval(interval, (t) => t - a));
        break;
      case "average":
        partners.push(mapInterval(interval, (t) => 2 * t - a));
        break;
      case "share":
      case "ratio":
        // a is the denominator here: the numerator lies in interval × a / scale.
        if (a <= 0) continue;
        partners.push(mapInterval(interval, (t) => (t * a) / scale));
        break;
    }
    for (const partner of partners) {
      for (const j of sorted.inInterval(partner)) {
        if (sorted.order[j] === sorted.order[i]) continue;
        if (op === "share" || op === "ratio") consider(s, op, j, i, scale, interval);
        else consider(s, op, i, j, scale, interval);
      }
    }
  }
}

/** Rank: agreeing direction first, then known order, then closeness to the stated value. */
function rank<R>(target: Target, d: Derivation<R>): number {
  const agree = d.directionAgrees === true ? 0 : d.directionAgrees === undefined ? 1 : 2;
  const closeness = Math.abs(Math.abs(d.value) - Math.abs(target.value)) / (target.precision || 1);
  return agree * 10 + Math.min(closeness, 1);
}

/**
 * Find the derivations of a stated figure from operands, searching backwards:
 * for each operand, the partner that would produce the target interval is
 * found by binary search, so a scope of n values costs O(n log n) per target
 * with no cap on n.
 *
 * Rules kept from the Python crossfoot and figured: a figure written as a
 * percentage is searched only in its ×100 form and a plain figure only as a
 * plain ratio or fraction; wording with a direction is matched only by a
 * change; derived amounts must be stated to about 1% precision.
 *
 * @example
 * findDerivations(
 *   { value: 12, precision: 1, kind: "percent", direction: "increase" },
 *   [{ value: 2_870_000_000, period: "2023" }, { value: 3_214_000_000, period: "2024" }],
 * )[0]
 * // { operation: "percent_change", value: 11.986…, direction: "increase", directionAgrees: true, … }
 */
export function findDerivations<R>(
  target: Target,
  operands: readonly Operand<R>[],
  options: DeriveOptions = {},
): Derivation<R>[] {
  const limit = options.limit ?? DEFAULT_LIMIT;
  const maxRelative = options.maxRelativePrecision ?? DEFAULT_MAX_RELATIVE_PRECISION;
  if (!Number.isFinite(target.value) || !(target.precision > 0)) return [];
  let operations = candidateOperations(target);
  if (options.operations) operations = operations.filter((op) => options.operations?.includes(op));
  if (target.direction) operations = operations.filter((op) => CHANGE_OPERATIONS.includes(op));
  const amountTarget = target.kind === "money" || target.kind === "number";
  if (amountTarget && target.precision / Math.abs(target.value) > maxRelative + 1e-12) return [];
  const amounts = operands.filter((o) => !PROPORTIONS.has(o.kind ?? "number"));
  const percents = operands.filter((o) => o.kind === "percent");
  const out: Derivation<R>[] = [];
  for (const op of operations) {
    const pool = op === "pp_change" ? percents : amounts;
    if (pool.length < 2) continue;
    const scale =
      target.kind === "percent" && (op === "percent_change" || op === "share") ? 100 : 1;
    const stated = target.kind === "bps" ? target.value / 100 : target.value;
    const precision = target.kind === "bps" ? target.precision / 100 : target.precision;
    const interval = OPERATIONS[op].change
      ? statedInterval(Math.abs(stated), precision)
      : statedInterval(stated, precision);
    searchOperation({ target, sorted: new SortedOperands(pool), out, limit }, op, scale, interval);
  }
  return out
    .map((d) => ({ d, r: rank(target, d) }))
    .sort((x, y) => x.r - y.r)
    .slice(0, limit)
    .map((x) => x.d);
}
