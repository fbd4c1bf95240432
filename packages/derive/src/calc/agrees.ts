// Floating-point slack, relative to the figures compared, so that a value
// exactly on a bound is not lost to representation error either way.
const RELATIVE_SLACK = 1e-9;

// A figure rounded twice (first to one more digit, then to its own: 18.5449
// → 18.545 → 18.55) can stand up to 0.55 of a unit of its last digit from
// the value.
const TWICE_ROUNDED = 0.55;

/**
 * Whether a stated result agrees with the value its working computes, read
 * at the precision it is written to. A writer's result is one of:
 * - a rounding of the value: within half a unit of its last written digit;
 * - a rounding twice, once along the way (22.0345 → 22.035 → 22.04): within
 *   0.55 of a unit;
 * - a truncation (26.1995 written 26.19): under one unit short of the value,
 *   toward zero, when it keeps three significant digits or more. A figure
 *   of one or two digits is no long ratio cut short: "0.02" for 0.027 is
 *   wrong, as its one unit is more than a third of it.
 * A hedged result (`hedged`: "≈", "~", "about", "approximately", "around",
 * "roughly", "nearly", "almost") also states its trailing zeros loosely:
 * "≈ 60%" is read to the tens, as a hedged figure is anywhere else. A hedge
 * widens no other digit: anything further off is a wrong result, hedged or
 * not (22 / 7 ≈ 3.15, 10 / 3 = 4, (312 + 248) / 2 = 281).
 *
 * @param value the recomputed value
 * @param stated the stated result, in the same units
 * @param written the place value of the stated result's last written digit
 * @example
 * agrees(26.1995, 26.19, 0.01, false) // true (truncated)
 * agrees(3.3333, 4, 1, false) // false
 * agrees(63.61, 60, 1, true) // true (hedged: read to the tens)
 */
export function agrees(value: number, stated: number, written: number, hedged: boolean): boolean {
  const unit = hedged ? looseUnit(stated, written) : written;
  const slack = Math.max(Math.abs(stated), Math.abs(value), unit) * RELATIVE_SLACK;
  const off = Math.abs(value - stated);
  if (off <= TWICE_ROUNDED * unit + slack) return true;
  // Truncated: the stated figure lies between zero and the value.
  // Three significant digits or more: the last digit is a hundredth of the figure or less.
  if (Math.abs(stated) < 100 * unit - slack) return false;
  const towardZero =
    stated === 0 || (Math.sign(stated) === Math.sign(value) && Math.abs(stated) <= Math.abs(value));
  return towardZero && off < unit - slack;
}

/** The place of a hedged figure's last non-zero digit, when it is whole ("≈ 60%": 10). */
function looseUnit(stated: number, unit: number): number {
  if (unit < 1 || !Number.isInteger(stated / unit)) return unit;
  let units = Math.abs(Math.round(stated / unit));
  let place = unit;
  while (units !== 0 && units % 10 === 0) {
    units /= 10;
    place *= 10;
  }
  return place;
}
