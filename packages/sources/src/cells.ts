import { extract, type Mention, type MentionKind } from "@crossfoot/extract";

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
const CURRENCY_OF: Readonly<Record<string, string>> = {
  $: "$",
  "€": "€",
  "£": "£",
  "¥": "¥",
  US$: "US$",
};

/** The fast path for plain numeric cells; undefined when the cell needs the extractor. */
function plain(s: string): CellReading | undefined {
  const m = PLAIN.exec(s);
  if (!m) return undefined;
  const [, sign1, symbol, sign2, int = "", frac = "", exp, pct] = m;
  if (sign1 && sign2) return undefined;
  const negative = sign1 === "-" || sign1 === "−" || sign2 === "-" || sign2 === "−";
  const digits = `${int.replace(/,/g, "")}${frac}${exp !== undefined ? `e${exp}` : ""}`;
  const magnitude = Number(digits);
  if (!Number.isFinite(magnitude))
    return { type: "unreadable", reason: "too large for a finite number" };
  const places = frac.length > 0 ? frac.length - 1 : 0;
  const precision = Number(`1e${Number(exp ?? 0) - places}`);
  const value = negative ? -magnitude : magnitude;
  const kind: MentionKind = pct ? "percent" : symbol ? "money" : "number";
  return {
    type: "value",
    value: value === 0 ? 0 : value,
    text: s,
    precision,
    kind,
    ...(symbol ? { currency: CURRENCY_OF[symbol] ?? symbol } : {}),
    ...(int.replace(/,/g, "").length + Math.max(0, frac.length - 1) > 15 &&
    losesDigits(`${negative ? "-" : ""}${digits}`)
      ? { lossy: true }
      : {}),
  };
}

/** Read a numeric string through the extractor; undefined when it is not one number alone. */
function viaExtract(s: string): CellReading | undefined {
  const mentions = extract(s).filter((m) => m.kind !== "year");
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
      ...(only.scale ? { scaled: true } : {}),
    };
  }
  return undefined;
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
  if (EMPTY.has(s.toLowerCase())) return { type: "empty" };
  if (!hasDigit(s)) return { type: "text", text: s };
  const fast = plain(s);
  if (fast) return fast;
  const paren = /^(\$|€|£|US\$)?\s*\(\s*(\$|€|£|US\$)?\s*([^()]*?)\s*\)\s?(%?)$/.exec(s);
  if (paren) {
    const inner = `${paren[1] ?? paren[2] ?? ""}${paren[3] ?? ""}${paren[4] ?? ""}`;
    const r = plain(inner) ?? viaExtract(inner);
    if (r && r.type === "value" && r.value >= 0) return negate(r, s);
  }
  const read = viaExtract(s);
  if (read) return read;
  // A bare year written as a string is still a value in a field ("2019").
  if (/^\d{4}$/.test(s))
    return { type: "value", value: Number(s), text: s, precision: 1, kind: "number" };
  if (extract(s).every((m) => m.kind === "year")) return { type: "text", text: s };
  return { type: "unreadable", reason: `"${s}" holds text around its number` };
}

/**
 * Read a field or cell: numbers are exact, numeric strings ("39,346,023",
 * "$1,200", "12%", "(1,234)", "1.2e6") are parsed (plain numbers by a fast
 * path, the rest with the extraction package), booleans are not numbers, and
 * driver values (bigint, Decimal-like objects) are read from their decimal
 * string, which `text` keeps exactly (`lossy` marks digits a float cannot hold).
 */
export function readCell(raw: unknown): CellReading {
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
