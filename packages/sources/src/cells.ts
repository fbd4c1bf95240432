import {
  beyondDouble,
  extract,
  foldDigits,
  hasOtherDigits,
  type Mention,
  type MentionKind,
} from "@crossfoot/extract";
import { countWords, parenthetical, withoutBracketMarks } from "./cell-marks.js";

/** What a single field or cell holds, read as a number. */
export type CellReading =
  | {
      readonly type: "value";
      readonly value: number;
      /** The value as written (a driver's exact decimal string for NUMERIC, BIGINT and bigint). */
      readonly text: string;
      /** The mention extraction read, when the cell went through the extractor. */
      readonly mention?: Mention;
      /** Place value of the last digit written, for numeric strings. */
      readonly precision?: number;
      /** `number`, `money` or `percent` (or another kind extraction names). */
      readonly kind?: MentionKind;
      readonly currency?: string;
      /** For a quantity: the base unit `value` is in (`m`, `kg`, `s`) and what it measures. */
      readonly unit?: string;
      readonly dimension?: string;
      /**
       * The lower-case words after the number that say what it counts
       * ("seats" in "3,410 seats"). A table reads such a cell as a value only
       * in a column that is not mostly words.
       */
      readonly words?: string;
      /**
       * A second value the cell states in parentheses after the first: the
       * same figure in another unit ("90 PS (66 kW)", "42.5 (108.5)") or a
       * figure about it ("£210.8 million (17%)").
       */
      readonly also?: ValueReading;
      /** The cell carries its own scale word (`$3.2bn`), so a unit header does not apply to it. */
      readonly scaled?: boolean;
      /** The exact digits do not fit a float: `value` is the nearest float, `text` keeps every digit. */
      readonly lossy?: boolean;
    }
  | { readonly type: "empty" }
  | { readonly type: "text"; readonly text?: string }
  | { readonly type: "unreadable"; readonly reason: string };

const EMPTY = new Set([
  "",
  "-",
  "—",
  "–",
  "−",
  "n/a",
  "na",
  "n.a.",
  "nm",
  "n.m.",
  "none",
  "null",
  "--",
  "---",
  "nan",
  "‐",
]);

function hasDigit(s: string): boolean {
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c >= 48 && c <= 57) return true;
  }
  return false;
}

/** The string an object's own `toString` gives, or undefined when it gives none or throws. */
function decimalString(raw: object): string | undefined {
  const toString = (raw as { toString?: unknown }).toString;
  if (typeof toString !== "function" || toString === Object.prototype.toString) return undefined;
  try {
    const text: unknown = toString.call(raw);
    return typeof text === "string" ? text : undefined;
  } catch {
    return undefined;
  }
}

const DECIMAL = /^[-+]?(\d+(\.\d*)?|\.\d+)([eE][-+]?\d+)?$/;

/** Strip a decimal string to sign, significant digits and exponent, for comparing two spellings of a number. */
function canonical(text: string): string {
  const m = /^([-+]?)(\d*)\.?(\d*)(?:[eE]([-+]?\d+))?$/.exec(text.trim());
  if (!m) return text;
  const sign = m[1] === "-" ? "-" : "";
  const int = m[2] ?? "";
  const frac = m[3] ?? "";
  let digits = int + frac;
  let exp = Number(m[4] ?? 0) + int.length;
  const lead = digits.length - digits.replace(/^0+/, "").length;
  digits = digits.slice(lead);
  exp -= lead;
  digits = digits.replace(/0+$/, "");
  if (digits === "") return "0";
  return `${sign}${digits}e${exp}`;
}

/** Whether the nearest float to a decimal string prints as a different number (digits would be lost). */
export function losesDigits(text: string): boolean {
  const value = Number(text);
  if (!Number.isFinite(value)) return false;
  return canonical(String(value)) !== canonical(text);
}

/** A value read from exact digits, unless it overflows a float. */
function exact(text: string): CellReading {
  const value = Number(text);
  if (!Number.isFinite(value))
    return { type: "unreadable", reason: "too large for a finite number" };
  return { type: "value", value, text, ...(losesDigits(text) ? { lossy: true } : {}) };
}

// A plain number as financial tables write it: optional sign, currency symbol,
// thousands separators, decimals, an exponent and a trailing percent sign.
const PLAIN =
  /^([-+−]?)(\$|€|£|¥|US\$)?\s*([-+−]?)(\d{1,3}(?:,\d{3})+|\d+)(\.\d+)?(?:[eE]([-+]?\d+))?\s?(%?)$/;
// The codes the extractor reads these signs with, so a cell's "£116,000"
// and an answer's "£116,000" name the same currency.
const CURRENCY_OF: Readonly<Record<string, string>> = {
  $: "$",
  "€": "EUR",
  "£": "GBP",
  "¥": "JPY",
  US$: "USD",
};

// Place values of the last digit for 0…20 decimals, exact as decimal literals.
const PLACE = Array.from({ length: 21 }, (_, d) => Number(`1e-${d}`));

/** Digits without thousands separators. */
function stripCommas(int: string): string {
  return int.indexOf(",") < 0 ? int : int.split(",").join("");
}

const POW10 = Array.from({ length: 16 }, (_, d) => 10 ** d);

/** Where {@link scanBare} leaves what it read, so the hot path allocates nothing. */
export const bareResult = { value: 0, places: 0 };

/**
 * The fastest path: `1234`, `1,234,567`, `-1,234.5` read by one scan, no
 * regex and no allocation; the reading is left in {@link bareResult}. False
 * for anything else (currency, percent, parentheses, exponents, spaces, more
 * than 15 digits), which the full reader handles.
 */
export function scanBare(s: string, from = 0, to = s.length): boolean {
  const n = to;
  let i = from;
  let negative = false;
  const first = s.charCodeAt(from);
  if (first === 45 || first === 0x2212) {
    negative = true;
    i = from + 1;
  }
  let int = 0;
  let digits = 0;
  let group = -1; // digits since the last comma; -1 before any comma
  let lead = 0; // digits before the first comma
  for (; i < n; i++) {
    const c = s.charCodeAt(i);
    if (c >= 48 && c <= 57) {
      int = int * 10 + (c - 48);
      digits++;
      if (group >= 0) group++;
      else lead++;
    } else if (c === 44) {
      if (group >= 0 ? group !== 3 : lead < 1 || lead > 3) return false;
      group = 0;
    } else break;
  }
  if (digits === 0 || (group >= 0 && group !== 3)) return false;
  let places = 0;
  if (i < n) {
    if (s.charCodeAt(i) !== 46) return false;
    for (i++; i < n; i++) {
      const c = s.charCodeAt(i);
      if (c < 48 || c > 57) return false;
      int = int * 10 + (c - 48);
      places++;
    }
    if (places === 0) return false;
  }
  if (digits + places > 15) return false;
  const magnitude = places === 0 ? int : int / (POW10[places] as number);
  bareResult.value = negative && magnitude !== 0 ? -magnitude : magnitude;
  bareResult.places = places;
  return true;
}

/**
 * The accounting negative `(1,234)` or `(12.5)`: a bare positive number in
 * parentheses and nothing else, read as {@link scanBare} reads the number
 * and negated (as the full reader does it). False for anything else.
 */
export function scanAccountingNegative(s: string): boolean {
  const n = s.length;
  if (n < 3 || s.charCodeAt(0) !== 40 || s.charCodeAt(n - 1) !== 41) return false;
  const c = s.charCodeAt(1);
  if (c < 48 || c > 57 || !scanBare(s, 1, n - 1)) return false;
  bareResult.value = bareResult.value === 0 ? 0 : -bareResult.value;
  return true;
}

/** The place value of the last digit of a number written with `places` decimals. */
export function placeValue(places: number): number {
  return PLACE[places] as number;
}

function bare(s: string): CellReading | undefined {
  if (!scanBare(s)) return undefined;
  return {
    type: "value",
    value: bareResult.value,
    text: s,
    precision: PLACE[bareResult.places] as number,
    kind: "number",
    lossy: false,
  };
}

/** The fast path for plain numeric cells; undefined when the cell needs the extractor. */
function plain(s: string): CellReading | undefined {
  const quick = bare(s);
  if (quick !== undefined) return quick;
  const m = PLAIN.exec(s);
  if (m === null) return undefined;
  const sign1 = m[1];
  const symbol = m[2];
  const sign2 = m[3];
  const int = m[4] as string;
  const frac = m[5];
  const exp = m[6];
  if (sign1 && sign2) return undefined;
  const negative = sign1 === "-" || sign1 === "−" || sign2 === "-" || sign2 === "−";
  const digits = stripCommas(int);
  const places = frac === undefined ? 0 : frac.length - 1;
  const magnitude = Number(
    exp === undefined
      ? frac === undefined
        ? digits
        : digits + frac
      : `${digits}${frac ?? ""}e${exp}`,
  );
  if (!Number.isFinite(magnitude)) {
    return { type: "unreadable", reason: "too large for a finite number" };
  }
  const precision =
    exp === undefined && places <= 20
      ? (PLACE[places] as number)
      : Number(`1e${Number(exp ?? 0) - places}`);
  const value = negative && magnitude !== 0 ? -magnitude : magnitude;
  const kind: MentionKind = m[7] ? "percent" : symbol ? "money" : "number";
  const lossy =
    digits.length + places > 15 &&
    losesDigits(
      `${negative ? "-" : ""}${digits}${frac ?? ""}${exp !== undefined ? `e${exp}` : ""}`,
    );
  if (symbol) {
    return {
      type: "value",
      value,
      text: s,
      precision,
      kind,
      currency: CURRENCY_OF[symbol] ?? symbol,
      lossy,
    };
  }
  return { type: "value", value, text: s, precision, kind, lossy };
}

/** Read a numeric string through the extractor; undefined when it is not one number alone. */
function viaExtract(s: string, all: readonly Mention[] = extract(s)): CellReading | undefined {
  const mentions = all.filter((m) => m.kind !== "year");
  const only = mentions[0];
  if (mentions.length === 1 && only && only.start === 0 && only.end === s.length) {
    return {
      type: "value",
      value: only.value,
      text: s,
      mention: only,
      precision: only.precision,
      kind: only.kind,
      ...(only.currency ? { currency: only.currency } : {}),
      ...(only.unit ? { unit: only.unit } : {}),
      ...(only.dimension ? { dimension: only.dimension } : {}),
      ...(only.scale ? { scaled: true } : {}),
    };
  }
  return undefined;
}

/**
 * A number followed by the lower-case words it counts ("3,410 seats"): the
 * number, when the extractor reads nothing else in the cell and reads the
 * number alone (not "110 m" of "110 m hurdles", a unit and then a name).
 */
function counted(s: string, mentions: readonly Mention[]): CellReading | undefined {
  const parts = countWords(s);
  if (!parts) return undefined;
  const only = mentions[0];
  if (mentions.length !== 1 || !only || only.start !== 0 || only.end !== parts.number.length)
    return undefined;
  if (only.kind !== "number" && only.kind !== "money") return undefined;
  const r = plain(parts.number);
  if (r?.type !== "value") return undefined;
  return { ...r, text: s, words: parts.words };
}

/** Negate a reading (accounting parentheses). */
function negate(r: CellReading, text: string): CellReading {
  if (r.type !== "value") return r;
  return { ...r, value: r.value === 0 ? 0 : -r.value, text };
}

/**
 * Read a numeric string: plain numbers by a fast path, accounting negatives
 * in parentheses (`(1,234)`, `$(1,234)`, `(12.5)%`) by negating what is inside,
 * everything else with the extraction package.
 */
function readString(raw: string): CellReading {
  const s = raw.trim();
  const c0 = s.charCodeAt(0);
  if (c0 >= 48 && c0 <= 57) {
    const quick = bare(s);
    if (quick !== undefined) return quick;
  }
  if (s.length <= 4 && EMPTY.has(s.toLowerCase())) return { type: "empty" };
  // Digits of another script ("١٬٢٣٤", "１２．５") are read as the ASCII digits
  // they write, in a copy of the same length; the value keeps the cell's text.
  const folded = foldDigits(s);
  if (folded !== s) {
    const r = readString(folded);
    return r.type === "value" && r.text === folded ? { ...r, text: s } : r;
  }
  if (!hasDigit(s)) {
    // Digits no reader reads (of more than one UTF-16 unit: "𝟏𝟐𝟑") are no label.
    if (hasOtherDigits(s))
      return { type: "unreadable", reason: `"${s}" writes digits of a script that is not read` };
    return { type: "text", text: s };
  }
  // Footnote marks in brackets ("1,234[a]", "70,210[12]") point elsewhere:
  // the cell holds what comes before them. A year with a mark stays a label.
  const unmarked = withoutBracketMarks(s);
  if (unmarked !== s) {
    if (YEAR.test(unmarked)) return { type: "text", text: s };
    const inner = readString(unmarked);
    if (inner.type === "value" || inner.type === "empty") return inner;
    return { type: "unreadable", reason: `"${s}" holds text around its number` };
  }
  const fast = plain(s);
  if (fast) return fast;
  const paren = /^(\$|€|£|US\$)?\s*\(\s*(\$|€|£|US\$)?\s*([^()]*?)\s*\)\s?(%?)$/.exec(s);
  if (paren) {
    const inner = `${paren[1] ?? paren[2] ?? ""}${paren[3] ?? ""}${paren[4] ?? ""}`;
    const r = plain(inner) ?? viaExtract(inner);
    if (r && r.type === "value" && r.value >= 0) return negate(r, s);
  }
  // Extracted once: both the reading and the label test below look at the same mentions.
  const mentions = extract(s);
  const read = viaExtract(s, mentions) ?? counted(s, mentions);
  if (read) return read;
  // A bare year written as a string is still a value in a field ("2019").
  if (/^\d{4}$/.test(s))
    return { type: "value", value: Number(s), text: s, precision: 1, kind: "number" };
  if (mentions.every((m) => m.kind === "year")) return { type: "text", text: s };
  // A footnote marker after the number ("3,064 (1)", "1,204 (a)", "1,187*")
  // points elsewhere in the report: the cell holds the number before it.
  const note = FOOTNOTED.exec(s);
  // A year with a marker ("2019 (1)") heads a column: it stays a label.
  if (note?.[1] && !/^(?:18|19|20|21)\d\d$/.test(note[1])) {
    const inner = readString(note[1]);
    if (inner.type === "value") return inner;
  }
  const aside = asideReading(s);
  if (aside) return aside;
  return { type: "unreadable", reason: `"${s}" holds text around its number` };
}

/**
 * A value followed by a parenthetical: a year dates it ("380 (1990)"), one
 * value beside it is the same figure in another unit or a figure about it,
 * kept as `also` ("90 PS (66 kW)", "42.5 (108.5)"), and any other aside with
 * a number ("$2.7 billion (30th)", "25,920 days (70 years, 354 days)") leaves
 * the value before it. A name before it ("Dan Miceli (2)") is no value.
 */
function asideReading(s: string): CellReading | undefined {
  const parts = parenthetical(s);
  if (!parts) return undefined;
  // Words alone ("12% (est.)") qualify the figure: left unread. A range or
  // score before them ("2–9 (0–1)") is not one value.
  // A year with an aside ("2017 (2)") heads a column: it stays a label.
  if (!hasDigit(parts.inside) || YEAR.test(parts.before)) return undefined;
  const first = readString(parts.before);
  if (first.type !== "value" || first.also || first.mention?.range) return undefined;
  if (YEAR.test(parts.inside)) return first;
  const second = readString(parts.inside);
  if (second.type === "value" && second.also === undefined && second.words === undefined)
    return { ...first, also: second };
  return first;
}

// A number (a sign, currency, parentheses or "%" around it) and then one
// footnote marker: "(1)" to "(9)", "(a)", "(iv)", or asterisks and daggers.
// The number part holds no spaces but the one after a currency sign, so the
// match is linear.
const FOOTNOTED =
  /^([-−(]?(?:[$€£]|US\$)?\s?\(?\d[\d,.]*\)?%?\)?)\s?(?:\(\s?(?:[1-9]|[a-z]|i{1,3}|iv|vi{0,3})\s?\)|\*{1,3}|[†‡]+)$/;

/**
 * Read a field or cell: numbers are exact, numeric strings ("39,346,023",
 * "$1,200", "12%", "(1,234)", "1.2e6") are parsed (plain numbers by a fast
 * path, the rest with the extraction package), booleans are not numbers, and
 * driver values (bigint, Decimal-like objects) are read from their decimal
 * string, which `text` keeps exactly (`lossy` marks digits a float cannot hold).
 */
export function readCell(raw: unknown): CellReading {
  const r = readCellAsWritten(raw);
  if (r.type !== "value") return r;
  // A number a double cannot hold (digits that underflow to 0 or overflow to
  // Infinity) is no value: a diagnostic, never a 0 that proves an answer's 0.
  const beyond = beyondDouble(r.value, r.precision ?? 1);
  return beyond === undefined
    ? r
    : { type: "unreadable", reason: `number too ${beyond} to read exactly` };
}

function readCellAsWritten(raw: unknown): CellReading {
  if (raw === null || raw === undefined) return { type: "empty" };
  if (typeof raw === "boolean") return { type: "text", text: String(raw) };
  if (typeof raw === "number") {
    return Number.isFinite(raw)
      ? { type: "value", value: raw, text: String(raw) }
      : { type: "unreadable", reason: `${raw} is not a finite number` };
  }
  if (typeof raw === "bigint") return exact(raw.toString());
  if (typeof raw === "string") return readString(raw);
  if (raw instanceof Date) {
    return Number.isNaN(raw.getTime())
      ? { type: "empty" }
      : { type: "text", text: raw.toISOString().slice(0, 10) };
  }
  if (typeof raw === "object") {
    // Decimal-like driver values print their exact digits; arrays and plain
    // objects do not hold a number, and a user's toString may be anything.
    const text = Array.isArray(raw) ? undefined : decimalString(raw);
    if (text !== undefined && DECIMAL.test(text.trim())) return exact(text.trim());
    return { type: "unreadable", reason: "an object, not a number or a string" };
  }
  return { type: "unreadable", reason: `a ${typeof raw}` };
}

// "5 - 40", "3 - 4.35", "20 - Indefinite", "1–90", "2 to 5": a number, a
// dash or "to", and a number or words ("Indefinite"). Bounded, so linear.
const RANGE_CELL =
  /^(\$?\d[\d,]{0,20}(?:\.\d{1,10})?%?) ?(?:-|–|—|to) ?(\$?\d[\d,]{0,20}(?:\.\d{1,10})?%?|[A-Za-z][A-Za-z ]{0,30})$/;
const YEAR = /^(?:18|19|20|21)\d\d$/;

/**
 * The ends of a cell that states a range: `low` the first number, `high` the
 * second when it is a number above the first. Undefined for anything else,
 * and for a span of years ("2020 – 2024"), which is a period, not two values.
 */
export function rangeCell(raw: string): { low: ValueReading; high?: ValueReading } | undefined {
  const m = RANGE_CELL.exec(raw.replace(/\s+/g, " ").trim());
  if (!m?.[1] || !m[2]) return undefined;
  if (YEAR.test(m[1]) && YEAR.test(m[2])) return undefined;
  const low = plain(m[1]);
  if (low?.type !== "value") return undefined;
  if (/^[A-Za-z]/.test(m[2])) return { low };
  const high = plain(m[2]);
  if (high?.type !== "value" || high.value <= low.value) return undefined;
  return { low, high };
}

/** A reading that holds a number. */
export type ValueReading = Extract<CellReading, { type: "value" }>;
