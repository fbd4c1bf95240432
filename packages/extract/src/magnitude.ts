/** The smallest positive normal double: below it a double holds fewer than 53 bits of a number. */
const MIN_NORMAL = 2.2250738585072014e-308;

/**
 * Whether a figure's value and precision, as read, hold the number written:
 * `"small"` when its last digit's place (or the value itself) is below what a
 * double holds exactly (0.000…1 with 330 zeros reads as 0), `"large"` when the
 * value or that place overflows to Infinity (a 401-digit integer), else
 * undefined. Such a figure must fail closed, never be compared as 0 or
 * Infinity. A written zero ("0.000") is 0 exactly and is neither.
 *
 * @example
 * beyondDouble(0, 0); // "small": 0.000…1 past the range of doubles
 * beyondDouble(Infinity, 1); // "large"
 * beyondDouble(0, 0.001); // undefined: "0.000" is zero
 */
export function beyondDouble(value: number, precision: number): "small" | "large" | undefined {
  if (!Number.isFinite(value) || !Number.isFinite(precision)) return "large";
  if (precision < MIN_NORMAL || (value !== 0 && Math.abs(value) < MIN_NORMAL)) return "small";
  return undefined;
}
