import { extract, type Mention } from "@crossfoot/extract";

/** What a single field or cell holds, read as a number. */
export type CellReading =
  | {
      readonly type: "value";
      readonly value: number;
      readonly text: string;
      readonly mention?: Mention;
    }
  | { readonly type: "empty" }
  | { readonly type: "text" }
  | { readonly type: "unreadable"; readonly reason: string };

const EMPTY = new Set(["", "-", "—", "–", "n/a", "na", "n.a.", "nm", "none", "null", "--"]);

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

/** A value read from exact digits, unless it overflows a float. */
function finite(value: number, text: string): CellReading {
  return Number.isFinite(value)
    ? { type: "value", value, text }
    : { type: "unreadable", reason: "too large for a finite number" };
}

/**
 * Read a field or cell: numbers are exact, numeric strings ("39,346,023",
 * "$1,200", "12%") are parsed with the extraction package, booleans are not
 * numbers, and driver values (bigint, Decimal-like objects) are read from
 * their decimal string.
 */
export function readCell(raw: unknown): CellReading {
  if (raw === null || raw === undefined) return { type: "empty" };
  if (typeof raw === "boolean") return { type: "text" };
  if (typeof raw === "number") {
    return Number.isFinite(raw)
      ? { type: "value", value: raw, text: String(raw) }
      : { type: "unreadable", reason: `${raw} is not a finite number` };
  }
  if (typeof raw === "bigint") {
    return finite(Number(raw), raw.toString());
  }
  if (typeof raw === "object") {
    // Decimal-like driver values print their exact digits; arrays and plain
    // objects do not hold a number, and a user's toString may be anything.
    const text = Array.isArray(raw) ? undefined : decimalString(raw);
    if (text !== undefined && /^-?\d+(\.\d+)?(e[+-]?\d+)?$/i.test(text.trim())) {
      return finite(Number(text), text);
    }
    return { type: "unreadable", reason: "an object, not a number or a string" };
  }
  if (typeof raw !== "string") return { type: "unreadable", reason: `a ${typeof raw}` };
  const trimmed = raw.trim();
  if (EMPTY.has(trimmed.toLowerCase())) return { type: "empty" };
  if (!hasDigit(trimmed)) return { type: "text" };
  const mentions = extract(trimmed).filter((m) => m.kind !== "year");
  const only = mentions[0];
  if (mentions.length === 1 && only && only.start === 0 && only.end === trimmed.length) {
    return { type: "value", value: only.value, text: trimmed, mention: only };
  }
  // A bare year written as a string is still a value in a field ("2019").
  if (/^\d{4}$/.test(trimmed)) return { type: "value", value: Number(trimmed), text: trimmed };
  if (mentions.length === 0) return { type: "text" };
  return { type: "unreadable", reason: `"${trimmed}" holds text around its number` };
}
