import { findCurrency } from "@crossfoot/units";
import { currencyCode, type UnitHeader } from "./unit-header.js";

/** What a field or column name states about its figures' unit. */
export interface NameUnit {
  /** The scale and currency it states (`exports_usd_bn` → billions of dollars), as a unit header. */
  readonly header?: UnitHeader;
  /** The name states basis points (`margin_bps`): the figures are bps, never scaled. */
  readonly bps?: boolean;
}

// An identifier: letters, digits, "_", "-" and "." only (a header with
// spaces, "Revenue ($M)", is read as a unit header instead).
const IDENTIFIER = /^[A-Za-z][A-Za-z0-9_.-]{0,80}$/;
// A period at the end of a name (`_2024`, `_fy2024`, `_q3`, `_h1`), skipped
// to reach the unit before it.
const PERIOD_TOKEN = /^(?:(?:fy|cy)?\d{2,4}|q[1-4]|h[12]|fy|cy)$/;
// Scales a name may state on their own: words, "k", "bn", "000s".
const SCALE_TOKEN: Readonly<Record<string, number>> = {
  k: 1e3,
  thousand: 1e3,
  thousands: 1e3,
  "000": 1e3,
  "000s": 1e3,
  mn: 1e6,
  million: 1e6,
  millions: 1e6,
  bn: 1e9,
  billion: 1e9,
  billions: 1e9,
};
// Letters that are a scale only beside a currency: alone, `height_m` is in
// metres and `size_b` in bytes.
const SCALE_BESIDE_CURRENCY: Readonly<Record<string, number>> = { m: 1e6, mm: 1e6, b: 1e9 };
// A scale glued to a currency code: `musd`, `usdm`, `kusd`, `eurbn`.
const GLUED = /^(?:(k|m|mm|mn|bn|b)([a-z]{3})|([a-z]{3})(k|m|mm|mn|bn|b))$/;

/** The currency a three-letter token names (`usd` → `$`, `eur` → EUR), if any. */
function currencyOf(token: string): string | undefined {
  if (!/^[a-z]{3}$/.test(token)) return undefined;
  const upper = token.toUpperCase();
  return findCurrency(upper) ? currencyCode(upper) : undefined;
}

function scaleOf(token: string, withCurrency: boolean): number | undefined {
  return SCALE_TOKEN[token] ?? (withCurrency ? SCALE_BESIDE_CURRENCY[token] : undefined);
}

/**
 * The unit a field or column name states in its last words, before any
 * period: a scale (`cost_k`, `exports_usd_bn`, `revenue_musd`,
 * `sales_eur_m_2024`), a currency (`price_usd`) or basis points
 * (`margin_bps`). A lone `m` or `b` is a scale only beside a currency
 * (`revenue_usd_m`; `height_m` is metres). Undefined when the name states
 * none, or is not an identifier.
 *
 * @example
 * nameUnitOf("exports_usd_bn")?.header // { text: "usd_bn", multiplier: 1e9, currency: "$", … }
 * nameUnitOf("margin_bps") // { bps: true }
 */
export function nameUnitOf(name: string): NameUnit | undefined {
  // Field and column names repeat across records and tables: each is read once.
  const known = knownUnits.get(name);
  if (known !== undefined) return known ?? undefined;
  const read = readNameUnit(name);
  if (read) Object.freeze(read);
  if (knownUnits.size >= MAX_KNOWN_UNITS) knownUnits.clear();
  knownUnits.set(name, read ?? null);
  return read;
}

/** Names read so far (null: no unit), bounded so a stream of distinct names holds at most this many. */
const knownUnits = new Map<string, NameUnit | null>();
const MAX_KNOWN_UNITS = 10_000;

function readNameUnit(name: string): NameUnit | undefined {
  if (name.length > 200 || !IDENTIFIER.test(name)) return undefined;
  const tokens = name
    .replace(/([a-z])([A-Z])/g, "$1_$2")
    .toLowerCase()
    .split(/[_.-]+/)
    .filter((t) => t !== "");
  let end = tokens.length;
  while (end > 1 && PERIOD_TOKEN.test(tokens[end - 1] as string)) end--;
  if (end < 2) return undefined;
  const last = tokens[end - 1] as string;
  const before = tokens[end - 2] as string;
  if (last === "bps") return { bps: true };
  let multiplier: number | undefined;
  let currency: string | undefined;
  let written = last;
  const glued = GLUED.exec(last);
  const gluedCurrency = glued ? currencyOf((glued[2] ?? glued[3]) as string) : undefined;
  if (glued && gluedCurrency) {
    currency = gluedCurrency;
    multiplier = scaleOf((glued[1] ?? glued[4]) as string, true);
  } else if (currencyOf(last)) {
    // `price_usd`, `exports_bn_usd`: the currency last, a scale before it.
    currency = currencyOf(last);
    multiplier = scaleOf(before, true);
    if (multiplier !== undefined) written = `${before}_${last}`;
  } else {
    currency = currencyOf(before);
    multiplier = scaleOf(last, currency !== undefined);
    if (multiplier !== undefined && currency !== undefined) written = `${before}_${last}`;
    if (multiplier === undefined) currency = undefined;
  }
  if (multiplier === undefined && currency === undefined) return undefined;
  return {
    header: {
      text: written,
      multiplier: multiplier ?? 1,
      percent: false,
      ...(currency ? { currency } : {}),
    },
  };
}
