// A value written the way a figure of the answer is written: its currency, scale word, unit, sign style, grouping and decimals.

// The digits of a figure: grouped by commas or not, with a decimal part.
const DIGITS = /\d[\d,]*(?:\.\d+)?|\.\d+/g;
// Commas that group thousands, and nothing else ("3,2" is no grouping).
const GROUPED = /^\d{1,3}(?:,\d{3})+(?:\.\d+)?$/;

/**
 * `value` written in the style of `figure`, whose text `text` reads as
 * `figureValue` (in the same base units as `value`): the figure's digits are
 * replaced by the value's, at the figure's decimals (or more where those
 * would write fewer significant digits than the figure does, up to two),
 * with its grouping; all
 * else (`$`, `bn`, `ms`, `%`, a minus sign, accounting parentheses) stays.
 * Digits grouped by commas stay grouped, and four or more written without
 * commas stay without; a figure of three digits or fewer shows no style, so
 * the value is grouped by commas.
 *
 * Undefined when the style cannot carry the value: a figure with more than
 * one run of digits (a range, a fraction) or none (a number word), a figure
 * of zero (whose scale cannot be read from it), a value of the other sign
 * or zero, or one that writes the figure itself.
 *
 * @example
 * writeLike("$3.5bn", 3.5e9, 3.214e9) // "$3.2bn"
 * writeLike("18ms", 0.018, 0.0124)     // "12ms"
 */
export function writeLike(text: string, figureValue: number, value: number): string | undefined {
  const runs = [...text.matchAll(DIGITS)];
  if (runs.length !== 1) return undefined;
  const run = runs[0] as RegExpMatchArray;
  const digits = run[0];
  const grouped = digits.includes(",");
  if (grouped && !GROUPED.test(digits)) return undefined;
  const written = Number(digits.replace(/,/g, ""));
  if (!Number.isFinite(written) || written === 0 || figureValue === 0) return undefined;
  if (!Number.isFinite(value) || value < 0 !== figureValue < 0 || value === 0) return undefined;
  // How many base units one written unit is: 1e9 for "bn", 0.001 for "ms".
  const perUnit = Math.abs(figureValue) / written;
  const point = digits.indexOf(".");
  const magnitude = Math.abs(value) / perUnit;
  const stated = point < 0 ? 0 : digits.length - point - 1;
  // A value whole at the figure's decimals needs no more ("5", not "5.0").
  const whole = Math.abs(roundTo(magnitude, stated) - magnitude) <= magnitude * 1e-12;
  const decimals = whole
    ? stated
    : Math.max(stated, decimalsFor(magnitude, Math.min(2, significantDigits(digits))));
  const rounded = roundTo(magnitude, decimals);
  if (rounded === 0) return undefined;
  let out = rounded.toFixed(decimals);
  if (digits.startsWith(".")) out = out.replace(/^0(?=\.)/, "");
  // Grouped as the figure is; a figure too short to show its grouping
  // ("$410") is grouped as most English prose groups ("$5,120").
  const wholeDigits = (point < 0 ? digits : digits.slice(0, point)).length;
  if (grouped || wholeDigits < 4) out = groupThousands(out);
  const start = run.index ?? 0;
  const rewritten = text.slice(0, start) + out + text.slice(start + digits.length);
  return rewritten === text ? undefined : rewritten;
}

/**
 * The decimals that show `digits` significant digits of `x`, at most
 * {@link MAX_DECIMALS}: a value the figure's precision would write with
 * fewer significant digits than the figure has (1.5 km as "2 km" under
 * "1,500 km") keeps up to two, and one that would round to zero (0.47% under
 * "5%") keeps one.
 */
function decimalsFor(x: number, digits: number): number {
  if (x === 0) return 0;
  return Math.min(MAX_DECIMALS, Math.max(0, digits - 1 - Math.floor(Math.log10(x))));
}

/** How many significant digits a figure's digits write: "0.9" one, "1,500" four. */
function significantDigits(digits: string): number {
  return digits.replace(/[,.]/g, "").replace(/^0+/, "").length;
}

const MAX_DECIMALS = 6;

/** `x` rounded half away from zero at `decimals`, read past binary noise (1.005 → 1.01). */
function roundTo(x: number, decimals: number): number {
  const scale = 10 ** decimals;
  return Math.round(x * scale * (1 + Number.EPSILON * 4)) / scale;
}

/** "1234567.5" → "1,234,567.5". */
function groupThousands(digits: string): string {
  const point = digits.indexOf(".");
  const whole = point < 0 ? digits : digits.slice(0, point);
  const rest = point < 0 ? "" : digits.slice(point);
  return whole.replace(/\B(?=(\d{3})+$)/g, ",") + rest;
}
