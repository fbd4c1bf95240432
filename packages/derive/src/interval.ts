/** A closed interval of values. */
export interface Interval {
  readonly low: number;
  readonly high: number;
}

// Floating-point slack added to every interval so a value exactly half a unit
// away (12.345 stated as 12.35) is not lost to representation error.
const RELATIVE_SLACK = 1e-9;

/** The values a stated figure stands for: within half a unit of its last digit. */
export function statedInterval(value: number, precision: number): Interval {
  const half = precision / 2;
  const slack = Math.max(Math.abs(value), precision) * RELATIVE_SLACK;
  return { low: value - half - slack, high: value + half + slack };
}

/** Whether `x` lies in the interval. */
export function within(x: number, interval: Interval): boolean {
  return x >= interval.low && x <= interval.high;
}

/** The interval of `f(x)` for monotone `f`, whichever way it runs. */
export function mapInterval(interval: Interval, f: (x: number) => number): Interval {
  const a = f(interval.low);
  const b = f(interval.high);
  return a <= b ? { low: a, high: b } : { low: b, high: a };
}
