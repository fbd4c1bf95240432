import { deepFreeze } from "./freeze.js";
/**
 * A currency and the ways prose writes it.
 */
export interface Currency {
  /** ISO 4217 code, or `$` for a dollar sign with no country. */
  readonly code: string;
  /** Symbols and prefixes written before an amount, longest first when matched. */
  readonly symbols: readonly string[];
  /** A dollar currency: compatible with a bare `$`. */
  readonly dollar?: boolean;
  /**
   * Its names written after an amount, lower case, one to three words
   * ("euros", "us dollars", "hong kong dollars"): "3.2 million euros".
   */
  readonly names?: readonly string[];
}

/** Currencies the base pack reads. A bare `$` is the generic dollar. */
export const CURRENCIES: readonly Currency[] = deepFreeze([
  { code: "$", symbols: ["$"], dollar: true, names: ["dollars", "dollar"] },
  {
    code: "USD",
    symbols: ["US$", "USD", "U.S.$"],
    dollar: true,
    names: ["us dollars", "us dollar", "u.s. dollars"],
  },
  { code: "HKD", symbols: ["HK$", "HKD"], dollar: true, names: ["hong kong dollars"] },
  { code: "CAD", symbols: ["C$", "CA$", "CAD"], dollar: true, names: ["canadian dollars"] },
  { code: "AUD", symbols: ["A$", "AU$", "AUD"], dollar: true, names: ["australian dollars"] },
  { code: "NZD", symbols: ["NZ$", "NZD"], dollar: true, names: ["new zealand dollars"] },
  { code: "SGD", symbols: ["S$", "SGD"], dollar: true, names: ["singapore dollars"] },
  { code: "EUR", symbols: ["€", "EUR"], names: ["euros", "euro"] },
  { code: "GBP", symbols: ["£", "GBP"], names: ["pounds sterling", "sterling"] },
  { code: "JPY", symbols: ["¥", "JPY", "JP¥"], names: ["yen"] },
  { code: "CNY", symbols: ["CNY", "RMB", "CN¥"], names: ["yuan", "renminbi"] },
  { code: "INR", symbols: ["₹", "Rs.", "Rs", "INR"], names: ["rupees", "rupee"] },
  { code: "CHF", symbols: ["CHF"], names: ["swiss francs"] },
  { code: "KRW", symbols: ["₩", "KRW"] },
]);

/**
 * Find the currency a symbol or code names.
 *
 * @example
 * findCurrency("US$")?.code // "USD"
 */
export function findCurrency(
  symbol: string,
  currencies: readonly Currency[] = CURRENCIES,
): Currency | undefined {
  for (const currency of currencies) {
    if (currency.symbols.includes(symbol)) return currency;
  }
  return undefined;
}

/**
 * Whether two currency codes may describe the same amount.
 *
 * An absent currency (a plain number in a source) is compatible with any. A
 * bare `$` is compatible with every dollar currency; explicit codes compare
 * strictly, so `USD` and `HKD` never match.
 *
 * @example
 * currenciesCompatible("$", "HKD") // true
 * currenciesCompatible("USD", "HKD") // false
 */
export function currenciesCompatible(
  a: string | undefined,
  b: string | undefined,
  currencies: readonly Currency[] = CURRENCIES,
): boolean {
  if (a === undefined || b === undefined || a === b) return true;
  const isDollar = (code: string) => currencies.some((c) => c.code === code && c.dollar === true);
  if (a === "$") return isDollar(b);
  if (b === "$") return isDollar(a);
  return false;
}
