import { codeAt } from "./chars.js";
import { type NumericCore, readCore } from "./numbers.js";

/** Minutes or seconds as a clock writes them: two digits, 00 to 59. */
function sixty(digits: string): boolean {
  return digits.length === 2 && digits.charCodeAt(0) <= 53; // "0"–"5"
}

/**
 * An elapsed time to a fraction of a second, as results tables write it:
 * "3:41.07" (minutes, seconds) or "1:39:26.29" (hours, minutes, seconds).
 * `first` is the number before the first colon; `second` the one after it.
 * Returns the time in seconds, its precision (the last decimal's place) and
 * where it ends; undefined for anything else. A clock time carries no
 * fraction of a second ("10:30", "23:59:59"), and "3:1" is a ratio.
 */
export function elapsedTime(
  text: string,
  first: NumericCore,
  second: NumericCore,
  decimalComma: boolean,
): { value: number; precision: number; end: number } | undefined {
  if (first.fracDigits !== "" || first.grouped || first.exponent !== 0) return undefined;
  if (first.intDigits.length > 3 || !sixty(second.intDigits) || second.exponent !== 0)
    return undefined;
  const lead = Number(first.intDigits);
  if (second.fracDigits !== "") {
    const seconds = Number(`${second.intDigits}.${second.fracDigits}`);
    return {
      value: lead * 60 + seconds,
      precision: 10 ** -second.fracDigits.length,
      end: second.end,
    };
  }
  if (codeAt(text, second.end) !== 58) return undefined;
  const third = readCore(text, second.end + 1, decimalComma);
  if (!third || !sixty(third.intDigits) || third.fracDigits === "" || third.exponent !== 0)
    return undefined;
  const seconds = Number(`${third.intDigits}.${third.fracDigits}`);
  return {
    value: lead * 3600 + Number(second.intDigits) * 60 + seconds,
    precision: 10 ** -third.fracDigits.length,
    end: third.end,
  };
}
