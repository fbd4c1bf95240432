/**
 * Grouped digits without float noise, rounded half away from zero to at most
 * `maxFractionDigits` decimals: 2870000000 → "2,870,000,000", 11.98606 →
 * "11.9861". The same text `Intl.NumberFormat("en-US", { maximumFractionDigits })`
 * writes (a property test compares them), made without Intl: building the
 * first Intl formatter costs tens of milliseconds, a large share of the
 * start-up of a command that checks one answer.
 */
export function formatValue(value: number, maxFractionDigits = 4): string {
  // An integer below 10^12 keeps every digit at 12 significant digits and has
  // no fraction: only its digits grouped (most operands of a formula are).
  // -0 reads as 0, as toPrecision writes it.
  if (Number.isInteger(value) && value < 1e12 && value > -1e12) {
    if (value === 0) return "0";
    return value < 0 ? `-${groupThousands(String(-value))}` : groupThousands(String(value));
  }
  if (!Number.isFinite(value)) return String(value);
  const near = nearFraction(value, maxFractionDigits);
  if (near !== undefined) return near;
  // The shortest decimal that reads back as the value: when it has at most 12
  // significant digits, rounding to 12 gives the value itself (a double is
  // far nearer its shortest decimal than half a unit in the 12th digit), so
  // toPrecision, a slow call, is needed only for longer ones (float noise).
  const shortest = String(value);
  const short = significantDigits(shortest) <= 12;
  const x = short ? value : Number(value.toPrecision(12));
  // The shortest decimal that reads back as x: the digits Intl rounds too.
  const plain = short ? shortest : String(x);
  // Exponent forms (beyond 1e21 or below 1e-6) are rare: let Intl spell them out.
  if (plain.includes("e")) return intlFormat(x, maxFractionDigits);
  const negative = x < 0 || Object.is(x, -0);
  const body = negative ? plain.slice(1) : plain;
  const dot = body.indexOf(".");
  let int = dot < 0 ? body : body.slice(0, dot);
  let frac = dot < 0 ? "" : body.slice(dot + 1);
  if (frac.length > maxFractionDigits) {
    const roundUp = frac.charCodeAt(maxFractionDigits) >= 53; // "5"
    frac = frac.slice(0, maxFractionDigits);
    if (roundUp) [int, frac] = incrementLastDigit(int, frac);
  }
  let end = frac.length;
  while (end > 0 && frac.charCodeAt(end - 1) === 48) end--; // trailing "0"
  frac = frac.slice(0, end);
  return `${negative ? "-" : ""}${groupThousands(int)}${frac === "" ? "" : `.${frac}`}`;
}

const POWERS_OF_TEN = [1, 10, 100, 1000, 10_000];

/**
 * The text of a small non-integer rounded to at most 4 decimals, by integer
 * arithmetic, when that rounding is clear: no decimal string is made
 * (String(value) and toPrecision are the slow calls of a formula's numbers).
 * Below 10^6 the 12-digit rounding moves a value by at most 5·10^-7, a
 * hundredth of a unit in the fourth decimal, so unless the value lies
 * within a hundredth of a unit of a rounding tie it rounds as the decimal
 * text would. Undefined near a tie and outside that range: the text decides.
 */
function nearFraction(value: number, maxFractionDigits: number): string | undefined {
  const scale = POWERS_OF_TEN[maxFractionDigits];
  if (scale === undefined || !(value > -1e6 && value < 1e6)) return undefined;
  const t = Math.abs(value) * scale;
  const whole = Math.floor(t);
  const rest = t - whole;
  if (rest > 0.49 && rest < 0.51) return undefined;
  const units = rest < 0.5 ? whole : whole + 1;
  const int = Math.floor(units / scale);
  let frac = units - int * scale;
  // A value that rounds to zero keeps its sign ("-0"), as the text would.
  const sign = value < 0 ? "-" : "";
  if (frac === 0) return `${sign}${groupThousands(String(int))}`;
  let digits = maxFractionDigits;
  while (frac % 10 === 0) {
    frac /= 10;
    digits--;
  }
  return `${sign}${groupThousands(String(int))}.${String(frac).padStart(digits, "0")}`;
}

/**
 * How many significant digits a number's decimal text holds (its digits
 * after leading zeros); 99 for an exponent form, which takes the slow path.
 */
function significantDigits(text: string): number {
  let count = 0;
  let leading = true;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 101) return 99; // "e"
    if (c < 48 || c > 57) continue; // "-", "."
    if (leading && c === 48) continue;
    leading = false;
    count++;
  }
  return count;
}

/** Add one unit in the last place of `int.frac` (decimal strings), carrying left. */
function incrementLastDigit(int: string, frac: string): [string, string] {
  const digits = (int + frac).split("");
  let i = digits.length - 1;
  while (i >= 0 && digits[i] === "9") digits[i--] = "0";
  if (i >= 0) digits[i] = String(Number(digits[i]) + 1);
  else digits.unshift("1");
  const all = digits.join("");
  const intLength = all.length - frac.length;
  return [all.slice(0, intLength), all.slice(intLength)];
}

/** "1234567" → "1,234,567". */
function groupThousands(int: string): string {
  const n = int.length;
  if (n <= 3) return int;
  // The first group holds what is left over from threes; then three digits a comma.
  let k = n % 3 || 3;
  let out = int.slice(0, k);
  for (; k < n; k += 3) out += `,${int.slice(k, k + 3)}`;
  return out;
}

const intlFormatters = new Map<number, Intl.NumberFormat>();

function intlFormat(x: number, maxFractionDigits: number): string {
  let formatter = intlFormatters.get(maxFractionDigits);
  if (!formatter) {
    formatter = new Intl.NumberFormat("en-US", { maximumFractionDigits: maxFractionDigits });
    intlFormatters.set(maxFractionDigits, formatter);
  }
  return formatter.format(x);
}
