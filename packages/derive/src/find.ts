import { cached, DeriveCache, peek } from "./cache.js";
import { DEFAULT_COINCIDENCE_WINDOW, expectedFromDensity, windowAround } from "./coincidence.js";
import { pairSumsOf, searchAverageDifference, searchShareOfSum } from "./combined.js";
import {
  type GroupPlans,
  type GroupResult,
  groupsOfPool,
  ints,
  reals,
  SubsetStore,
  searchGroup,
  subsetNeeds,
} from "./groups.js";
import { type Interval, statedInterval, within } from "./interval.js";
import { OPERATIONS, type OperationSpec } from "./operations.js";
import { outOfReach, outOfReachOfMany, type PoolReach, poolReach } from "./reach.js";
import { SortedOperands } from "./sorted.js";
import {
  type ChangeDirection,
  DEFAULT_MAX_COINCIDENCE,
  type Derivation,
  type DerivationSearch,
  type DeriveOptions,
  type Operand,
  type Operation,
  type Target,
  type ValueKind,
} from "./types.js";

/** The two-operand forms. */
// Frozen: the search works out its forms once per frozen list (see formsOf).
export const TWO_OPERAND_OPERATIONS: readonly Operation[] = Object.freeze<Operation[]>([
  "percent_change",
  "pp_change",
  "difference",
  "sum",
  "average",
  "share",
  "ratio",
]);
/** Every form: the two-operand ones, CAGR, and sums and averages of three or more values. */
export const ALL_OPERATIONS: readonly Operation[] = Object.freeze<Operation[]>([
  ...TWO_OPERAND_OPERATIONS,
  "cagr",
  "sum_n",
  "average_n",
  "share_of_sum",
  "average_difference",
  "product",
]);
/**
 * The forms searched when `operations` is not given: the two-operand ones.
 * CAGR and n-value sums and averages are opt-in (`operations: ALL_OPERATIONS`)
 * until the checker renders their evidence; the default becomes
 * `ALL_OPERATIONS` then.
 */
export const DEFAULT_OPERATIONS: readonly Operation[] = TWO_OPERAND_OPERATIONS;
const DEFAULT_LIMIT = 20;
const DEFAULT_MAX_RELATIVE_PRECISION = 0.01;

const PROPORTIONS: ReadonlySet<ValueKind> = new Set(["percent", "pp", "bps"]);

/** Simpler explanations rank first when the evidence is otherwise equal. */
const COMPLEXITY: Readonly<Record<Operation, number>> = {
  percent_change: 0,
  pp_change: 0,
  difference: 0,
  sum: 0,
  average: 0,
  share: 0,
  ratio: 0,
  cagr: 1,
  sum_n: 2,
  average_n: 2,
  share_of_sum: 3,
  average_difference: 3,
  product: 1,
};

/** Which operations can produce a target of each kind, in search order. */
const CANDIDATES: Readonly<Partial<Record<ValueKind, readonly Operation[]>>> = {
  percent: [
    "percent_change",
    "share",
    "cagr",
    "pp_change",
    "average",
    "average_n",
    "sum",
    "sum_n",
    "share_of_sum",
  ],
  pp: ["pp_change"],
  bps: ["pp_change"],
  // "2.5x", "3:1", "two-thirds": one value over another.
  multiple: ["ratio"],
  ratio: ["ratio"],
  money: ["difference", "sum", "average", "sum_n", "average_n", "average_difference", "product"],
  // Lengths, weights, durations of one dimension add, subtract and average
  // into one of the same dimension; a product of two is another dimension.
  quantity: ["difference", "sum", "average", "sum_n", "average_n", "average_difference"],
  number: [
    "difference",
    "sum",
    "average",
    "percent_change",
    "share",
    "ratio",
    "cagr",
    "sum_n",
    "average_n",
    "share_of_sum",
    "average_difference",
    "product",
  ],
};
const NONE: readonly Operation[] = [];

/** A candidate form as the search of one target kind runs it. */
interface Form {
  readonly op: Operation;
  readonly spec: OperationSpec;
  /**
   * Whether it is sought among the percentages first (a percentage-point
   * change; a sum or average of percentages for a percent figure), else
   * among the amounts.
   */
  readonly percentsFirst: boolean;
  /** Whether it is sought among the percentages too, after the amounts (a % change of rates). */
  readonly percentsToo: boolean;
  /** 100 for the forms a percent figure states ×100, else 1. */
  readonly scale: number;
  /** The fewest values it combines. */
  readonly fewest: number;
}

/**
 * The candidate forms of a target kind among those allowed, in search order.
 * For a frozen list (this package's lists, a checker's constants) they are
 * worked out once per list and kind, rather than each candidate looked up in
 * the list on every search; a list that may still change is read afresh.
 */
const formLists = new WeakMap<readonly Operation[], Map<ValueKind, readonly Form[]>>();

function formsOf(allowed: readonly Operation[], kind: ValueKind): readonly Form[] {
  if (!Object.isFrozen(allowed)) return makeForms(allowed, kind);
  let byKind = formLists.get(allowed);
  if (!byKind) formLists.set(allowed, (byKind = new Map()));
  let forms = byKind.get(kind);
  if (!forms) {
    forms = makeForms(allowed, kind);
    byKind.set(kind, forms);
  }
  return forms;
}

function makeForms(allowed: readonly Operation[], kind: ValueKind): readonly Form[] {
  const forms: Form[] = [];
  // A percent target may be a change of a rate itself: a relative change of
  // percents ("the discount rate rose 6.67%") or a difference of percents
  // written with "%" ("the rate fell 0.8%", i.e. 0.8 points). A percentage
  // may be an average or total of percentages ("the average rate over
  // 2017-2019", "the share from Apple and Huawei together").
  const percent = kind === "percent";
  for (const op of CANDIDATES[kind] ?? NONE) {
    if (!allowed.includes(op)) continue;
    const spec = OPERATIONS[op];
    forms.push({
      op,
      spec,
      percentsFirst: op === "pp_change" || (percent && AGGREGATES.has(op)),
      percentsToo: percent && op === "percent_change",
      scale:
        percent &&
        (op === "percent_change" || op === "share" || op === "cagr" || op === "share_of_sum")
          ? 100
          : 1,
      fewest: spec.arity === "n" ? 3 : 2,
    });
  }
  return forms;
}

/** A search that found nothing. */
function emptySearch<R>(): DerivationSearch<R> {
  return { accepted: [], rejected: [], expectedCoincidences: {} };
}

/**
 * Period order of two operands: -1 when a is earlier, 1 when later, 0 when
 * unknown. A local key (`~group:rank`, see {@link Operand.period}) orders only
 * against a key of its own group: two local keys of different groups, or a
 * local key and a calendar period, have no known order.
 */
function periodOrder(a: Operand<unknown>, b: Operand<unknown>): number {
  const x = a.period;
  const y = b.period;
  if (x === undefined || y === undefined || x === y) return 0;
  if ((isLocalPeriod(x) || isLocalPeriod(y)) && !sameLocalGroup(x, y)) return 0;
  return x < y ? -1 : 1;
}

/** Whether a period key is a local order key ("~" 126 first). */
function isLocalPeriod(key: string): boolean {
  return key.charCodeAt(0) === 126;
}

/** Whether two keys are local keys of one group: equal up to their last ":". */
function sameLocalGroup(x: string, y: string): boolean {
  if (!isLocalPeriod(x) || !isLocalPeriod(y)) return false;
  const cut = x.lastIndexOf(":");
  return cut > 0 && cut === y.lastIndexOf(":") && x.startsWith(y.slice(0, cut));
}

/**
 * A derivation before its coincidence estimate is attached. Its formula is
 * written only for the derivations returned: formatting numbers costs more
 * than finding them.
 */
type Found<R> = Omit<Derivation<R>, "expectedCoincidences" | "formula"> & {
  readonly formula: () => string;
  /** Attached once the search of its form has estimated it. */
  expectedCoincidences?: number;
};

interface Search<R> {
  readonly target: Target;
  /** The pool searched: one Search serves every two-operand form of a search. */
  sorted: SortedOperands<R>;
  readonly out: Found<R>[];
  readonly cap: number;
  /** Pairs recorded, made on the first pair that lands (most searches record none). */
  seen: Set<string> | undefined;
}

/**
 * Set the direction fields of a change on its derivation, in place (after
 * its other fields, as a spread of them would put them): no object per
 * candidate for the fields alone.
 */
function withDirection<R>(
  d: Found<R>,
  target: Target,
  value: number,
  known: boolean,
  a?: Operand<unknown>,
  b?: Operand<unknown>,
): void {
  if (!known || value === 0) return;
  const sized = bySize(a, b);
  if (sized && target.signedDirection) return;
  const up = sized ? value < 0 : value > 0;
  const direction: ChangeDirection = up ? "increase" : "decrease";
  const fields = d as { direction?: ChangeDirection; directionAgrees?: boolean };
  fields.direction = direction;
  if (target.direction) fields.directionAgrees = direction === target.direction;
}

/**
 * Whether a change between two amounts runs by their size: both are negative
 * amounts shown by their size (a table's parentheses for expenses,
 * allowances, depreciation), which reports describe by how large they are
 * ("voyage expenses fell from (28,237) to (21,387)"). Rates keep their sign:
 * a margin from -5% to -3% rose.
 */
function bySize(a?: Operand<unknown>, b?: Operand<unknown>): boolean {
  if (!a?.bySize || !b?.bySize) return false;
  if (PROPORTIONS.has(a.kind ?? "number") || PROPORTIONS.has(b.kind ?? "number")) return false;
  return a.value < 0 && b.value < 0;
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
  const a = s.sorted.item(i);
  const b = s.sorted.item(j);
  const oi = s.sorted.order[i] as number;
  const oj = s.sorted.order[j] as number;
  const spec = OPERATIONS[op];
  const value = spec.compute(a.value, b.value, scale);
  if (!Number.isFinite(value)) return;
  const magnitude = spec.change || (op === "share" && magnitudeShare(s.target));
  if (!within(magnitude ? Math.abs(value) : value, interval)) return;
  if (isIdentity(op, a.value, b.value, scale, interval)) return;
  // The key is built only for pairs that land: most considered pairs do not.
  const key = `${oi}:${oj}`;
  s.seen ??= new Set();
  if (s.seen.has(key)) return;
  if (spec.change) {
    const order = periodOrder(a, b);
    // A change runs from the earlier period to the later one.
    if (order > 0) return;
    // With no known order, report each unordered pair once.
    if (order === 0 && oi > oj && op !== "percent_change") return;
    s.seen.add(key);
    const found: Found<R> = {
      operation: op,
      operands: [a, b],
      value,
      formula: () => spec.formula(a.value, b.value, scale, value),
    };
    withDirection(found, s.target, value, order < 0, a, b);
    s.out.push(found);
    return;
  }
  // Sums, averages and products are symmetric: report each unordered pair once.
  if ((op === "sum" || op === "average" || op === "product") && oi > oj) return;
  // Percentages add up only as shares of one whole, in one period: two years
  // of a rate of return never sum to anything.
  if (op === "sum" && s.target.kind === "percent" && a.period !== b.period) return;
  s.seen.add(key);
  s.out.push({
    operation: op,
    operands: [a, b],
    value,
    formula: () => spec.formula(a.value, b.value, scale, value),
  });
}

/**
 * A pair that only restates one of its operands: a value over 1 (a footnote
 * marker "(1)" read as a value), or a sum or difference whose operand alone
 * already states the figure (the other is below its precision), or an average
 * of two values that each state it. Such a "derivation" would let any value pass as derived,
 * including one from the wrong period or row.
 */
function isIdentity(
  op: Operation,
  a: number,
  b: number,
  scale: number,
  interval: Interval,
): boolean {
  switch (op) {
    case "ratio":
      return Math.abs(b) === 1;
    case "share":
      return Math.abs(b) === 1 && scale === 1;
    // A value times a power of ten (1, 1,000) only restates it at another scale.
    case "product":
      return isPowerOfTen(a) || isPowerOfTen(b);
    case "sum":
      return within(a, interval) || within(b, interval);
    // The average of a value and its restatement (a subtotal shown twice) is that value.
    case "average":
      return within(a, interval) && within(b, interval);
    case "difference":
      return within(Math.abs(a), interval) || within(Math.abs(b), interval);
    default:
      return false;
  }
}

/** Whether |x| is 10^k for an integer k (1, 100, 1,000, 0.01). */
function isPowerOfTen(x: number): boolean {
  if (x === 0 || !Number.isFinite(x)) return false;
  const k = Math.round(Math.log10(Math.abs(x)));
  return Math.abs(Math.abs(x) - 10 ** k) <= 1e-9 * 10 ** k;
}

/** A percentage target: its shares are magnitudes, whatever the sign of the part. */
function magnitudeShare(target: Target): boolean {
  return target.kind === "percent";
}

/**
 * The partner values that would put `op` in the interval with `a`: `a` is the
 * base of a change, either term of a sum or average, the denominator of a
 * share or ratio. Writes up to two intervals into `out` as (low, high) pairs
 * and returns how many; no allocation, as it runs once per operand.
 */
function partnerBounds(
  op: Operation,
  a: number,
  low: number,
  high: number,
  scale: number,
  out: Float64Array,
  magnitude = false,
): number {
  switch (op) {
    case "percent_change": {
      if (a === 0) return 0;
      const m = Math.abs(a) / scale;
      out[0] = a + m * low;
      out[1] = a + m * high;
      out[2] = a - m * high;
      out[3] = a - m * low;
      return 2;
    }
    case "pp_change":
    case "difference":
      out[0] = a + low;
      out[1] = a + high;
      out[2] = a - high;
      out[3] = a - low;
      return 2;
    case "sum":
      out[0] = low - a;
      out[1] = high - a;
      return 1;
    case "average":
      out[0] = 2 * low - a;
      out[1] = 2 * high - a;
      return 1;
    case "product": {
      // The partner lies in interval / a, whichever way a's sign turns it.
      if (a === 0) return 0;
      const x = low / a;
      const y = high / a;
      out[0] = Math.min(x, y);
      out[1] = Math.max(x, y);
      return 1;
    }
    case "share":
    case "ratio":
      // a is the denominator here: the numerator lies in interval × a / scale.
      if (a <= 0) return 0;
      out[0] = (low * a) / scale;
      out[1] = (high * a) / scale;
      // A percentage share is a magnitude: a part shown negative (an expense
      // in parentheses) is a share of a positive whole all the same.
      if (!magnitude || op !== "share") return 1;
      out[2] = -(high * a) / scale;
      out[3] = -(low * a) / scale;
      return 2;
    default:
      return 0;
  }
}

/** Find the two-operand derivations by binary search for each operand's partner. */
function searchOperation<R>(s: Search<R>, op: Operation, scale: number, interval: Interval): void {
  const { sorted } = s;
  const bounds = SEARCH_BOUNDS;
  // Successive operands have nearby partner bounds: each search starts where
  // the previous one for the same bound ended.
  const hints = SEARCH_HINTS;
  // Two stores, not fill(0): a builtin call costs more than the few slots.
  hints[0] = 0;
  hints[1] = 0;
  for (let i = 0; i < sorted.size && s.out.length < s.cap; i++) {
    const a = sorted.values[i] as number;
    const k = partnerBounds(
      op,
      a,
      interval.low,
      interval.high,
      scale,
      bounds,
      magnitudeShare(s.target),
    );
    for (let p = 0; p < k; p++) {
      const high = bounds[2 * p + 1] as number;
      const first = sorted.boundFrom(bounds[2 * p] as number, hints[p] as number, false);
      hints[p] = first;
      for (let j = first; j < sorted.size; j++) {
        if ((sorted.values[j] as number) > high) break;
        if (sorted.order[j] === sorted.order[i]) continue;
        if (op === "share" || op === "ratio") consider(s, op, j, i, scale, interval);
        else consider(s, op, i, j, scale, interval);
      }
    }
  }
}

// Scratch space for the searches (they never nest): small typed arrays cost
// more to allocate per call than the searches that fill them.
const SEARCH_BOUNDS = new Float64Array(4);
const SEARCH_HINTS = new Int32Array(2);
const COUNT_BOUNDS = new Float64Array(4);
const COUNT_HINTS = new Int32Array(4);

/**
 * How many ordered (operand, partner) pairs give a value of `op` in the
 * interval, counted by binary search without listing them: O(n log n).
 */
function countPairs<R>(
  sorted: SortedOperands<R>,
  op: Operation,
  interval: Interval,
  scale: number,
  magnitude = false,
): number {
  let total = 0;
  const bounds = COUNT_BOUNDS;
  // Successive operands have nearby partner bounds: each search starts where
  // the previous one for the same bound ended.
  const hints = COUNT_HINTS;
  hints[0] = 0;
  hints[1] = 0;
  hints[2] = 0;
  hints[3] = 0;
  for (let i = 0; i < sorted.size; i++) {
    const a = sorted.values[i] as number;
    const k = partnerBounds(op, a, interval.low, interval.high, scale, bounds, magnitude);
    for (let p = 0; p < k; p++) {
      const low = bounds[2 * p] as number;
      const high = bounds[2 * p + 1] as number;
      if (!(high >= low)) continue;
      const from = sorted.boundFrom(low, hints[2 * p] as number, false);
      const to = sorted.boundFrom(high, hints[2 * p + 1] as number, true);
      hints[2 * p] = from;
      hints[2 * p + 1] = to;
      total += to - from;
      if (a >= low && a <= high) total--; // never paired with itself
    }
  }
  return total;
}

/**
 * The share of counted ordered pairs that are distinct derivations: a
 * difference, sum or average is counted from both of its operands (½); a %
 * change is counted once per base, but a pair with known periods only runs
 * earlier → later.
 */
function pairWeight<R>(op: Operation, pool: readonly Operand<R>[], cache?: DeriveCache): number {
  if (op === "share" || op === "ratio") return 1;
  if (op !== "percent_change") return 0.5;
  const known = peek<number>(cache, pool, "orderedShare");
  if (known !== undefined) return known;
  return cached(cache, pool, "orderedShare", () => {
    const n = pool.length;
    if (n < 2) return 1;
    let ordered = 0;
    if (n <= SMALL_POOL) {
      // A few operands: their pairs compared directly, no map per search.
      for (let i = 0; i < n; i++) {
        const a = pool[i] as Operand<R>;
        if (a.period === undefined) continue;
        for (let j = i + 1; j < n; j++) if (periodOrder(a, pool[j] as Operand<R>) !== 0) ordered++;
      }
    } else {
      // Calendar periods order every pair of different keys; a local key
      // only the keys of its group (periodOrder), counted group by group.
      const byPeriod = new Map<string, number>();
      const byGroup = new Map<string, number>();
      let calendar = 0;
      for (const o of pool) {
        const p = o.period;
        if (p === undefined) continue;
        byPeriod.set(p, (byPeriod.get(p) ?? 0) + 1);
        if (isLocalPeriod(p)) {
          const cut = p.lastIndexOf(":");
          if (cut > 0) byGroup.set(p.slice(0, cut), (byGroup.get(p.slice(0, cut)) ?? 0) + 1);
        } else calendar++;
      }
      ordered = (calendar * (calendar - 1)) / 2;
      for (const c of byGroup.values()) ordered += (c * (c - 1)) / 2;
      for (const c of byPeriod.values()) ordered -= (c * (c - 1)) / 2;
    }
    return 1 - ordered / (n * (n - 1));
  });
}

/** Up to this many operands, pairs are compared directly rather than counted through a map. */
const SMALL_POOL = 32;

/** A period key that names a year: `2024`, `FY2024`, `2024Q3`, `2024-12-31`, `2019/20`. */
export function yearOf(period: string | undefined): { year: number; rest: string } | undefined {
  // By character codes rather than a regular expression: it runs once per
  // distinct period of a pool, on every search without a cache.
  // The grammar: (FY|CY)? (18|19|20|21)dd (Qn | -dd-dd | -dd | /dd)?, any case.
  if (period === undefined) return undefined;
  const s = period;
  let p = 0;
  if (s.length >= 2) {
    const c0 = s.charCodeAt(0) | 32;
    if ((c0 === 102 || c0 === 99) && (s.charCodeAt(1) | 32) === 121) p = 2; // "fy", "cy"
  }
  if (s.length < p + 4) return undefined;
  const d0 = s.charCodeAt(p) - 48;
  const d1 = s.charCodeAt(p + 1) - 48;
  const century = d0 === 1 ? d1 === 8 || d1 === 9 : d0 === 2 && (d1 === 0 || d1 === 1);
  if (!century || !isDigit(s, p + 2) || !isDigit(s, p + 3)) return undefined;
  const year = d0 * 1000 + d1 * 100 + (s.charCodeAt(p + 2) - 48) * 10 + (s.charCodeAt(p + 3) - 48);
  const r = p + 4;
  const left = s.length - r;
  if (left === 0) return { year, rest: "" };
  const c = s.charCodeAt(r);
  // "Q1"-"Q4", either case.
  if (left === 2 && (c | 32) === 113) {
    const q = s.charCodeAt(r + 1);
    return q >= 49 && q <= 52 ? { year, rest: `Q${s[r + 1]}` } : undefined;
  }
  // "/20": a split year compares by its first year.
  if (left === 3 && c === 47)
    return isDigit(s, r + 1) && isDigit(s, r + 2) ? { year, rest: "/" } : undefined;
  if (c !== 45) return undefined; // "-"
  if (left === 3)
    return isDigit(s, r + 1) && isDigit(s, r + 2) ? { year, rest: s.slice(r) } : undefined;
  if (left === 6 && isDigit(s, r + 1) && isDigit(s, r + 2) && s.charCodeAt(r + 3) === 45)
    return isDigit(s, r + 4) && isDigit(s, r + 5) ? { year, rest: s.slice(r) } : undefined;
  return undefined;
}

function isDigit(s: string, i: number): boolean {
  const c = s.charCodeAt(i);
  return c >= 48 && c <= 57;
}

interface YearBucket<R> {
  readonly year: number;
  readonly rest: string;
  readonly sorted: SortedOperands<R>;
}

/**
 * The positive operands of a pool by year (and quarter or date), each in
 * ascending order; once per pool. Buckets come in order of first appearance
 * in the pool; each is cut from the pool's sorted order (no sort of its own),
 * and each distinct period is read once.
 */
function yearBuckets<R>(
  pool: readonly Operand<R>[],
  work: Pool<R>,
  cache?: DeriveCache,
): readonly YearBucket<R>[] {
  return (
    peek<readonly YearBucket<R>[]>(cache, pool, "years") ??
    cached(cache, pool, "years", (): readonly YearBucket<R>[] =>
      spansTwoYears(pool) ? makeYearBuckets(pool, sortedOf(work)) : NO_BUCKETS,
    )
  );
}

/** No year buckets: a pool whose periods lie within one or two successive years has no CAGR pair. */
const NO_BUCKETS: readonly YearBucket<never>[] = Object.freeze<YearBucket<never>[]>([]);

/**
 * Whether the positive operands' years lie two or more years apart, as the
 * ends of a CAGR must. Most pools a checker searches hold a year and the one
 * before it (a sentence "in 2024" binds 2024 and 2023): for those, no bucket
 * (its sorted values, its maps) is made for a search that could pair none.
 */
function spansTwoYears<R>(pool: readonly Operand<R>[]): boolean {
  let low = Number.POSITIVE_INFINITY;
  let high = Number.NEGATIVE_INFINITY;
  for (let i = 0; i < pool.length; i++) {
    const o = pool[i] as Operand<R>;
    if (o.period === undefined || !(o.value > 0)) continue;
    const y = yearOf(o.period);
    if (y === undefined) continue;
    if (y.year < low) low = y.year;
    if (y.year > high) high = y.year;
    if (high - low >= 2) return true;
  }
  return false;
}

function makeYearBuckets<R>(
  pool: readonly Operand<R>[],
  sorted: SortedOperands<R>,
): YearBucket<R>[] {
  const n = pool.length;
  const bucketOf = new Int32Array(n).fill(-1);
  const byPeriod = new Map<string, number>();
  const byKey = new Map<string, number>();
  const years: { year: number; rest: string }[] = [];
  const sizes: number[] = [];
  for (let i = 0; i < n; i++) {
    const o = pool[i] as Operand<R>;
    if (o.period === undefined || !(o.value > 0)) continue;
    let b = byPeriod.get(o.period);
    if (b === undefined) {
      const y = yearOf(o.period);
      b = -1;
      if (y) {
        const key = `${y.year}|${y.rest}`;
        b = byKey.get(key) ?? -1;
        if (b < 0) {
          b = years.length;
          byKey.set(key, b);
          years.push(y);
          sizes.push(0);
        }
      }
      byPeriod.set(o.period, b);
    }
    if (b < 0) continue;
    bucketOf[i] = b;
    sizes[b] = (sizes[b] as number) + 1;
  }
  const parts = sizes.map((size) => ({
    values: new Float64Array(size),
    order: new Int32Array(size),
    size: 0,
  }));
  // The pool's sorted order, cut by bucket: ascending, ties in pool order, as a sort of each bucket gives.
  for (let k = 0; k < sorted.size; k++) {
    const i = sorted.order[k] as number;
    const b = bucketOf[i] as number;
    if (b < 0) continue;
    const part = parts[b] as (typeof parts)[number];
    part.values[part.size] = sorted.values[k] as number;
    part.order[part.size] = i;
    part.size++;
  }
  return years.map(({ year, rest }, b) => ({
    year,
    rest,
    sorted: new SortedOperands<R>([], undefined, {
      pool,
      values: (parts[b] as (typeof parts)[number]).values,
      order: (parts[b] as (typeof parts)[number]).order,
    }),
  }));
}

// Scratch for the CAGR search's bounds (it never nests).
const CAGR_HINTS = new Int32Array(6);

/**
 * Growth factors (1 ± t)^n for the ends of an interval over n years, into
 * `into` from `at`: a partner lies in a × [factor low, factor high]; only
 * positive values take part.
 */
function growthFactors(
  iv: Interval,
  n: number,
  scale: number,
  into: Float64Array,
  at: number,
): void {
  const fallHigh = Math.min(iv.high, scale);
  into[at] = (1 + iv.low / scale) ** n;
  into[at + 1] = (1 + iv.high / scale) ** n;
  into[at + 2] = iv.low < scale ? (1 - fallHigh / scale) ** n : Number.NaN;
  into[at + 3] = iv.low < scale ? (1 - iv.low / scale) ** n : Number.NaN;
}

/**
 * CAGR: for each positive operand with a year, and each later year at least
 * two years on (same quarter or date), the partner value `a × (1 ± t)^n` is
 * found by search in that year's sorted values. The growth factors are worked
 * out once per number of years, and as `a` ascends the partner bounds do too,
 * so each search starts where the previous one ended.
 */
function searchCagr<R>(
  target: Target,
  pool: readonly Operand<R>[],
  work: Pool<R>,
  scale: number,
  interval: Interval,
  window: Interval,
  cap: number,
  out: Found<R>[],
  cache: DeriveCache | undefined,
): { inWindow: number; inInterval: number } {
  const years = yearBuckets(pool, work, cache);
  const counts = { inWindow: 0, inInterval: 0 };
  // Window factors at 0-3, interval factors at 4-7, by number of years; made
  // on the first pair of years far enough apart (most pools have none).
  let factorsByYears: Map<number, Float64Array> | undefined;
  const hints = CAGR_HINTS;
  for (const from of years) {
    for (const to of years) {
      const n = to.year - from.year;
      if (n < 2 || to.rest !== from.rest) continue;
      factorsByYears ??= new Map();
      let wf = factorsByYears.get(n);
      if (!wf) {
        wf = new Float64Array(8);
        growthFactors(window, n, scale, wf, 0);
        growthFactors(interval, n, scale, wf, 4);
        factorsByYears.set(n, wf);
      }
      const { sorted } = to;
      hints.fill(0);
      for (let i = 0; i < from.sorted.size; i++) {
        const a = from.sorted.values[i] as number;
        for (let p = 0; p < 4; p += 2) {
          const wl = a * (wf[p] as number);
          const wh = a * (wf[p + 1] as number);
          if (!(wh >= wl)) continue;
          const h = (p >> 1) * 3;
          const wTo = sorted.boundFrom(wh, hints[h] as number, true);
          const wFrom = sorted.boundFrom(wl, hints[h + 1] as number, false);
          hints[h] = wTo;
          hints[h + 1] = wFrom;
          counts.inWindow += wTo - wFrom;
          const low = a * (wf[4 + p] as number);
          const high = a * (wf[4 + p + 1] as number);
          if (!(high >= low)) continue;
          const first = sorted.boundFrom(low, hints[h + 2] as number, false);
          hints[h + 2] = first;
          for (let j = first; j < sorted.size && out.length < cap; j++) {
            const bv = sorted.values[j] as number;
            if (bv > high) break;
            counts.inInterval++;
            const value = OPERATIONS.cagr.compute(a, bv, scale, n);
            if (!Number.isFinite(value) || !within(Math.abs(value), interval)) continue;
            const from_ = from.sorted.item(i);
            const to_ = sorted.item(j);
            const found: Found<R> = {
              operation: "cagr",
              operands: [from_, to_],
              value,
              years: n,
              formula: () => OPERATIONS.cagr.formula(a, bv, scale, value, n),
            };
            withDirection(found, target, value, true, from_, to_);
            out.push(found);
          }
        }
      }
    }
  }
  return counts;
}

/**
 * The groups of a pool and their values, once per pool and operation (flat
 * arrays, see {@link GroupPlans}): sums leave zeros out, and a group without
 * zeros keeps the averages' slot, so both forms share its subset sums.
 */
function aggregatePlan<R>(
  pool: readonly Operand<R>[],
  poolValues: Float64Array,
  op: "sum_n" | "average_n",
  cache?: DeriveCache,
): GroupPlans {
  const known = peek<GroupPlans>(cache, pool, op);
  if (known) return known;
  const every = cached(cache, pool, "average_n", (): GroupPlans => {
    const { keys, start, members } = groupsOfPool(pool, cache);
    const values = reals(members.length, pool.length);
    for (let m = 0; m < members.length; m++) values[m] = poolValues[members[m] as number] as number;
    return { keys, start, members, values };
  });
  if (op === "average_n") return every;
  return cached(cache, pool, "sum_n", (): GroupPlans => {
    // A zero adds nothing to a sum: leave it out so no sum is found twice.
    let zeros = 0;
    for (let m = 0; m < every.values.length; m++) if (every.values[m] === 0) zeros++;
    if (zeros === 0) return every;
    const g = every.keys.length;
    const start = ints(g + 1, pool.length);
    const members = ints(every.members.length - zeros, pool.length);
    const values = reals(members.length, pool.length);
    const slots = new Int32Array(g);
    let at = 0;
    let extra = g;
    for (let k = 0; k < g; k++) {
      const to = every.start[k + 1] as number;
      let kept = 0;
      for (let m = every.start[k] as number; m < to; m++) {
        const v = every.values[m] as number;
        if (v === 0) continue;
        members[at] = every.members[m] as number;
        values[at] = v;
        at++;
        kept++;
      }
      start[k + 1] = at;
      // Values of their own need subset sums of their own.
      slots[k] = kept === to - (every.start[k] as number) ? k : extra++;
    }
    return { keys: every.keys, start, members, values, slots };
  });
}

function searchAggregates<R>(
  op: "sum_n" | "average_n",
  pool: readonly Operand<R>[],
  poolValues: Float64Array,
  interval: Interval,
  window: Interval,
  cap: number,
  out: Found<R>[],
  percentTarget: boolean,
  cache: DeriveCache | undefined,
): { inWindow: number; inInterval: number } {
  let seen: Set<string> | undefined;
  const plans = aggregatePlan(pool, poolValues, op, cache);
  // One store of subset sums per pool, shared by both forms, sized once for
  // the groups still to make.
  const store =
    peek<SubsetStore>(cache, pool, "subsets") ??
    cached(cache, pool, "subsets", () => new SubsetStore());
  const needs = subsetNeeds(plans, store);
  store.reserveSlots(needs.slots);
  store.reserve(needs.entries, needs.starts);
  const result: GroupResult = { inWindow: 0, inInterval: 0, matches: [] };
  const aggregate = op === "sum_n" ? "sum" : "average";
  const spec = OPERATIONS[op];
  for (let g = 0; g < plans.keys.length; g++) {
    result.matches.length = 0;
    searchGroup(plans, g, store, aggregate, interval, window, cap - out.length, result);
    if (result.matches.length === 0) continue;
    const from = plans.start[g] as number;
    for (const positions of result.matches) {
      const indices = positions.map((p) => plans.members[from + p] as number);
      const key = [...indices].sort((x, y) => x - y).join(",");
      seen ??= new Set();
      if (seen.has(key)) continue;
      seen.add(key);
      const operands = indices.map((i) => pool[i] as Operand<R>);
      if (op === "sum_n" && percentTarget && new Set(operands.map((o) => o.period)).size > 1)
        continue;
      const value = spec.computeN(
        operands.map((o) => o.value),
        1,
      );
      out.push({
        operation: op,
        operands,
        value,
        group: plans.keys[g] as string,
        formula: () =>
          spec.formulaN(
            operands.map((o) => o.value),
            1,
            value,
          ),
      });
    }
  }
  return { inWindow: result.inWindow, inInterval: result.inInterval };
}

/** Rank: agreeing direction first, then known order, then simpler forms, then closeness. */
function rank<R>(target: Target, d: Found<R>): number {
  const agree = d.directionAgrees === true ? 0 : d.directionAgrees === undefined ? 1 : 2;
  const closeness = Math.abs(Math.abs(d.value) - Math.abs(target.value)) / (target.precision || 1);
  return agree * 10 + COMPLEXITY[d.operation] * 2 + Math.min(closeness, 1);
}

/** Sums and averages: of amounts for amounts, of percentages for a percentage. */
const AGGREGATES: ReadonlySet<Operation> = new Set(["average", "average_n", "sum", "sum_n"]);

/**
 * One of the pools of an operand list (its amounts, or its percentages), with
 * its values and its sorted forms as the search needs them.
 */
interface Pool<R> {
  readonly operands: readonly Operand<R>[];
  /** The values, in pool order: read from the operands once. */
  readonly values: Float64Array;
  sorted?: SortedOperands<R>;
  /**
   * One operand per distinct value. Chance matches are counted over distinct
   * values: a value the sources state twice (a table cell its text repeats, a
   * subtotal shown again) adds no new derived value a wrong figure could hit.
   */
  distinct?: SortedOperands<R>;
  /** What its two-operand forms can reach (see {@link poolReach}). */
  reach?: PoolReach;
}

/** The amounts and percents of an operand list. */
interface Pools<R> {
  readonly amounts: Pool<R>;
  readonly percents: Pool<R>;
}

/** A pool sorted by value; once per pool. */
function sortedOf<R>(pool: Pool<R>): SortedOperands<R> {
  pool.sorted ??= new SortedOperands(pool.operands, undefined, undefined, pool.values);
  return pool.sorted;
}

/** What a pool's two-operand forms can reach; once per pool. */
function reachOf<R>(pool: Pool<R>): PoolReach {
  pool.reach ??= poolReach(pool.values);
  return pool.reach;
}

/** A pool's distinct values, in order; once per pool. */
function distinctOf<R>(pool: Pool<R>): SortedOperands<R> {
  pool.distinct ??= SortedOperands.distinct(sortedOf(pool));
  return pool.distinct;
}

// With a DeriveCache, callers that search many targets in the same operands
// (every figure of an answer against one table) split and sort them once.
function poolsOf<R>(operands: readonly Operand<R>[], cache?: DeriveCache): Pools<R> {
  return (
    peek<Pools<R>>(cache, operands, "pools") ??
    cached(cache, operands, "pools", () => splitPools(operands))
  );
}

function splitPools<R>(operands: readonly Operand<R>[]): Pools<R> {
  // One pass over the operands for both pools and their values: past the
  // CPU caches, reading an operand object costs more than the search's
  // work on its value.
  const n = operands.length;
  const amountValues = new Float64Array(n);
  // While every operand so far is a finite amount, the amounts are a prefix
  // of the list, and no array of them is made: most lists are all amounts,
  // and at a million operands pushing each cost a tenth of a search.
  let amounts: Operand<R>[] | undefined;
  let amountCount = 0;
  const percents: Operand<R>[] = [];
  // Most operand lists hold few percentages or none: a plain array, not a
  // second typed array the size of the list.
  const percentValues: number[] = [];
  for (let i = 0; i < n; i++) {
    const o = operands[i] as Operand<R>;
    const value = o.value;
    const kind = o.kind;
    const amount = kind !== "percent" && kind !== "pp" && kind !== "bps";
    if (amount && Number.isFinite(value)) {
      amountValues[amountCount++] = value;
      amounts?.push(o);
      continue;
    }
    amounts ??= operands.slice(0, i);
    if (kind === "percent" && Number.isFinite(value)) {
      percentValues.push(value);
      percents.push(o);
    }
  }
  return {
    amounts: { operands: amounts ?? operands, values: prefix(amountValues, amountCount) },
    percents: { operands: percents, values: typed(percentValues) },
  };
}

const NO_VALUES = new Float64Array(0);

/** The values as a typed array, copied in a plain loop (`Float64Array.from` costs more for a few values). */
function typed(values: readonly number[]): Float64Array {
  if (values.length === 0) return NO_VALUES;
  const out = new Float64Array(values.length);
  for (let i = 0; i < values.length; i++) out[i] = values[i] as number;
  return out;
}

/**
 * The first `length` values of `a`: `a` itself when that is all of it, else
 * a copy in a plain loop (`subarray` and `Float64Array.from` cost more than
 * the few values of a typical pool).
 */
function prefix(a: Float64Array, length: number): Float64Array {
  if (length === a.length) return a;
  const out = new Float64Array(length);
  for (let i = 0; i < length; i++) out[i] = a[i] as number;
  return out;
}

/**
 * Find the derivations of a stated figure, accepted and rejected: every
 * candidate carries `expectedCoincidences`, and those at or above
 * `maxCoincidence` are returned under `rejected` with `rejected:
 * "coincidence"`, so a caller can say why a figure fails closed.
 *
 * @example
 * const { accepted, rejected } = findDerivationsDetailed(
 *   { value: 12, precision: 1, kind: "percent" },
 *   denseTable,
 * );
 * rejected[0]?.expectedCoincidences; // e.g. 3.4: a 12% is found by chance in this table
 */
export function findDerivationsDetailed<R>(
  target: Target,
  operands: readonly Operand<R>[],
  options: DeriveOptions = {},
): DerivationSearch<R> {
  const limit = options.limit ?? DEFAULT_LIMIT;
  const cap = Math.max(limit * 4, 20);
  const maxRelative = options.maxRelativePrecision ?? DEFAULT_MAX_RELATIVE_PRECISION;
  const maxCoincidence = options.maxCoincidence ?? DEFAULT_MAX_COINCIDENCE;
  const k = options.coincidenceWindow ?? DEFAULT_COINCIDENCE_WINDOW;
  if (
    !Number.isFinite(target.value) ||
    !(target.precision > 0) ||
    !Number.isFinite(target.precision)
  )
    return emptySearch();
  const allowed = options.operations ?? DEFAULT_OPERATIONS;
  const estimateAll = options.estimateAll !== false;
  const amountTarget =
    target.kind === "money" || target.kind === "number" || target.kind === "quantity";
  if (amountTarget && target.precision / Math.abs(target.value) > maxRelative + 1e-12)
    return emptySearch();
  const { amounts, percents } = poolsOf(operands, options.cache);
  // The target's interval and density window, for changes (magnitudes,
  // nothing below zero) and for the other forms: the same for every form of
  // either sort, so made once per search, on first need.
  const run: Run<R> = {
    target,
    estimateAll,
    cap,
    k,
    stated: target.kind === "bps" ? target.value / 100 : target.value,
    precision: target.kind === "bps" ? target.precision / 100 : target.precision,
    callerCache: options.cache,
    cache: options.cache,
    changeInterval: undefined,
    changeWindow: undefined,
    plainInterval: undefined,
    plainWindow: undefined,
    found: [],
    pairSearch: undefined,
    all: [],
    expected: {},
  };
  // The candidate forms of the target's kind, in order, among those allowed;
  // wording with a direction is matched only by a change. A plain loop: no
  // list made per search.
  const forms = formsOf(allowed, target.kind);
  for (let f = 0; f < forms.length; f++) {
    const form = forms[f] as Form;
    if (target.direction && !form.spec.change) continue;
    searchForm(run, form, form.percentsFirst ? percents : amounts);
    if (form.percentsToo) searchForm(run, form, percents);
  }
  const { all, expected } = run;
  // Best first (a stable sort: equal ranks keep the order found), then split
  // into proofs and coincidences in one pass, each cut at the limit.
  // Most searches find nothing: two empty lists, nothing to rank or cut.
  if (all.length === 0) return { accepted: [], rejected: [], expectedCoincidences: expected };
  const ranked = all.length < 2 ? all : byRank(target, all);
  const proofs: (Found<R> & { expectedCoincidences: number })[] = [];
  const coincidences: (Found<R> & { expectedCoincidences: number })[] = [];
  for (const d of ranked) (d.expectedCoincidences < maxCoincidence ? proofs : coincidences).push(d);
  return {
    accepted: proofs.slice(0, limit).map((d) => written(d)),
    rejected: coincidences.slice(0, limit).map((d) => written(d, "coincidence")),
    expectedCoincidences: expected,
  };
}

/**
 * One search's state, shared by the searches of its forms: the target's
 * intervals (made on first need), the candidates found so far, the scratch
 * of the pair search and the estimates per form.
 */
interface Run<R> {
  readonly target: Target;
  readonly estimateAll: boolean;
  readonly cap: number;
  /** The density window's half-width, in interval widths. */
  readonly k: number;
  readonly stated: number;
  readonly precision: number;
  /** The caller's cache, if any. */
  readonly callerCache: DeriveCache | undefined;
  /**
   * The caller's cache, or, without one, one made on first need for this
   * search alone: the pool work of the forms that share it (groups, subset
   * sums, pair sums) is done once per pool, not once per form. The split,
   * sorted and distinct pools live on the pools object in any case.
   */
  cache: DeriveCache | undefined;
  changeInterval: Interval | undefined;
  changeWindow: Interval | undefined;
  plainInterval: Interval | undefined;
  plainWindow: Interval | undefined;
  /** What one form finds in one pool (cleared for each). */
  readonly found: Found<R>[];
  /** One search record for every two-operand form. */
  pairSearch: Search<R> | undefined;
  readonly all: (Found<R> & { expectedCoincidences: number })[];
  readonly expected: Partial<Record<Operation, number>>;
}

/**
 * Search one form in one pool and record what it finds with its estimate.
 * A function of its own, so the loop over a search's forms stays small:
 * written inline, the forms' searches made one function too large to
 * compile well, and each form cost hundreds of instructions before any
 * value was looked at.
 */
function searchForm<R>(run: Run<R>, form: Form, work: Pool<R>): void {
  const { op, spec, scale } = form;
  const pool = work.operands;
  if (pool.length < form.fewest) return;
  const { target, found, cap } = run;
  let interval: Interval;
  let window: Interval;
  if (spec.change) {
    if (!run.changeInterval) {
      const statedAt = statedInterval(Math.abs(run.stated), run.precision);
      // Changes are magnitudes: nothing below zero.
      run.changeInterval = { low: Math.max(0, statedAt.low), high: statedAt.high };
      run.changeWindow = windowAround(run.changeInterval, run.k, true);
    }
    interval = run.changeInterval;
    window = run.changeWindow as Interval;
  } else {
    if (!run.plainInterval) {
      run.plainInterval = statedInterval(run.stated, run.precision);
      run.plainWindow = windowAround(run.plainInterval, run.k, false);
    }
    interval = run.plainInterval;
    window = run.plainWindow as Interval;
  }
  // Setting an array's length is a runtime call: only when it holds something.
  if (found.length !== 0) found.length = 0;
  // Forms of three or more values that cannot reach the interval find
  // nothing, and without an estimate for every form nothing is counted.
  if (
    spec.arity === "n" &&
    !run.estimateAll &&
    outOfReachOfMany(op, reachOf(work), interval, scale, magnitudeShare(target))
  )
    return;
  let estimate: number;
  if (op === "cagr") {
    const c = searchCagr(target, pool, work, scale, interval, window, cap, found, run.callerCache);
    estimate = expectedFromDensity(c.inWindow, interval, window);
  } else if (op === "sum_n" || op === "average_n") {
    const c = searchAggregates(
      op,
      pool,
      work.values,
      interval,
      window,
      cap,
      found,
      target.kind === "percent",
      (run.cache ??= new DeriveCache()),
    );
    estimate = expectedFromDensity(c.inWindow, interval, window);
  } else if (op === "share_of_sum" || op === "average_difference") {
    const poolValues = work.values;
    const pairs = pairSumsOf(pool, poolValues, (run.cache ??= new DeriveCache()));
    const c =
      op === "share_of_sum"
        ? searchShareOfSum(
            poolValues,
            sortedOf(work).values,
            sortedOf(work).order,
            pairs,
            scale,
            interval,
            window,
            magnitudeShare(target),
            cap,
          )
        : searchAverageDifference(pairs, interval, window, cap);
    estimate = expectedFromDensity(c.inWindow, interval, window);
    for (const m of c.matches) {
      const operands = m.indices.map((i) => pool[i] as Operand<R>);
      const values = operands.map((o) => o.value);
      found.push({
        operation: op,
        operands,
        value: m.value,
        formula: () => spec.formulaN(values, scale, m.value),
      });
    }
  } else {
    // A form whose values cannot reach the interval from this pool finds
    // nothing: no pair is looked at (the pool need not even be sorted).
    if (!outOfReach(op, reachOf(work), interval, scale, magnitudeShare(target))) {
      const sorted = sortedOf(work);
      // One search record for every two-operand form (its pairs seen start afresh).
      const pairSearch = run.pairSearch;
      if (pairSearch) {
        pairSearch.sorted = sorted;
        pairSearch.seen = undefined;
      } else run.pairSearch = { target, sorted, out: found, cap, seen: undefined };
      searchOperation(run.pairSearch as Search<R>, op, scale, interval);
    }
    // Nothing found, and no estimate asked for: no count of near values.
    if (found.length === 0 && !run.estimateAll) return;
    estimate = expectedFromDensity(
      countPairs(distinctOf(work), op, window, scale, magnitudeShare(target)),
      interval,
      window,
      pairWeight(op, pool, run.callerCache),
    );
  }
  // Forms that found nothing are recorded only when every estimate is asked for.
  if (found.length === 0 && !run.estimateAll) return;
  const { expected, all } = run;
  expected[op] = Math.max(expected[op] ?? 0, estimate);
  // Found objects are this search's own: the estimate is attached in place.
  for (const d of found) {
    d.expectedCoincidences = estimate;
    all.push(d as Found<R> & { expectedCoincidences: number });
  }
}

/**
 * Found derivations best first, a stable sort by {@link rank}: a search finds
 * a few, so they are ordered in place by insertion sort on their ranks (no
 * pair object per derivation and no comparator calls); many go through the
 * array sort.
 */
function byRank<R>(
  target: Target,
  all: (Found<R> & { expectedCoincidences: number })[],
): (Found<R> & { expectedCoincidences: number })[] {
  const ranks: number[] = [];
  let plain = all.length <= RANK_INSERTION_MAX;
  for (let i = 0; plain && i < all.length; i++) {
    const r = rank(target, all[i] as Found<R>);
    // A rank that is not a number orders as the comparator has it, not as `>`.
    plain = !Number.isNaN(r);
    ranks.push(r);
  }
  if (!plain)
    return all
      .map((d) => ({ d, r: rank(target, d) }))
      .sort((x, y) => x.r - y.r)
      .map((x) => x.d);
  for (let i = 1; i < all.length; i++) {
    const d = all[i] as Found<R> & { expectedCoincidences: number };
    const r = ranks[i] as number;
    let j = i - 1;
    // Strictly greater moves right: equal ranks keep the order found.
    while (j >= 0 && (ranks[j] as number) > r) {
      ranks[j + 1] = ranks[j] as number;
      all[j + 1] = all[j] as Found<R> & { expectedCoincidences: number };
      j--;
    }
    ranks[j + 1] = r;
    all[j + 1] = d;
  }
  return all;
}

/** Up to this many found derivations are ranked by insertion sort. */
const RANK_INSERTION_MAX = 24;

/**
 * A found derivation as returned: its formula written now, as a plain data
 * property in its place. Only the derivations returned are written (a search
 * finds many more), and a getter defined on each (so the formula would be
 * written on first read) cost more per derivation than writing it: V8 turns
 * the object into a slow one, about 2 µs against a few hundred nanoseconds.
 */
function written<R>(
  d: Found<R> & { expectedCoincidences: number },
  rejected?: "coincidence",
): Derivation<R> {
  // The search's own object becomes the result: no copy per derivation.
  (d as unknown as { formula: string }).formula = d.formula();
  if (rejected) (d as { rejected?: "coincidence" }).rejected = rejected;
  return d as unknown as Derivation<R>;
}

/**
 * Find the derivations of a stated figure from operands, searching backwards:
 * for each operand, the partner that would produce the target interval is
 * found by binary search, so a scope of n values costs O(n log n) per target
 * with no cap on n. Sums and averages of three or more values are searched
 * along each group (see {@link EXHAUSTIVE_GROUP}); CAGR over operands whose
 * periods are years at least two apart.
 *
 * Rules kept from the Python crossfoot and figured: a figure written as a
 * percentage is searched only in its ×100 form and a plain figure only as a
 * plain ratio or fraction; wording with a direction is matched only by a
 * change; derived amounts must be stated to about 1% precision.
 *
 * Only derivations whose `expectedCoincidences` is below `maxCoincidence`
 * are returned; {@link findDerivationsDetailed} returns the rejected ones too.
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
  return findDerivationsDetailed(target, operands, options).accepted;
}
