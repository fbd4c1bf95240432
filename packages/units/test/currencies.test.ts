import { describe, expect, test } from "vitest";
import { CURRENCIES, currenciesCompatible, findCurrency } from "../src/index.js";

describe("findCurrency", () => {
  const cases: [string, string][] = [
    ["$", "$"],
    ["US$", "USD"],
    ["USD", "USD"],
    ["U.S.$", "USD"],
    ["HK$", "HKD"],
    ["HKD", "HKD"],
    ["C$", "CAD"],
    ["CA$", "CAD"],
    ["A$", "AUD"],
    ["NZ$", "NZD"],
    ["S$", "SGD"],
    ["€", "EUR"],
    ["EUR", "EUR"],
    ["£", "GBP"],
    ["GBP", "GBP"],
    ["¥", "JPY"],
    ["JPY", "JPY"],
    ["CNY", "CNY"],
    ["RMB", "CNY"],
    ["₹", "INR"],
    ["Rs.", "INR"],
    ["Rs", "INR"],
    ["INR", "INR"],
    ["CHF", "CHF"],
    ["₩", "KRW"],
  ];
  for (const [symbol, code] of cases) {
    test(`should find ${code} for "${symbol}"`, () => {
      expect(findCurrency(symbol)?.code).toBe(code);
    });
  }

  test("should return undefined for an unknown symbol", () => {
    expect(findCurrency("XYZ")).toBeUndefined();
    expect(findCurrency("usd")).toBeUndefined();
    expect(findCurrency("")).toBeUndefined();
  });

  test("should search a given list instead of the base list", () => {
    const list = [{ code: "BTC", symbols: ["₿", "BTC"] }];
    expect(findCurrency("₿", list)?.code).toBe("BTC");
    expect(findCurrency("$", list)).toBeUndefined();
  });

  test("should mark exactly the dollar currencies as dollar", () => {
    const dollars = CURRENCIES.filter((c) => c.dollar).map((c) => c.code);
    expect(dollars.sort()).toEqual(["$", "AUD", "CAD", "HKD", "NZD", "SGD", "USD"]);
  });

  test("should give every currency a unique code and claim each symbol once", () => {
    const codes = CURRENCIES.map((c) => c.code);
    expect(new Set(codes).size).toBe(codes.length);
    const symbols = CURRENCIES.flatMap((c) => c.symbols);
    expect(new Set(symbols).size).toBe(symbols.length);
  });
});

describe("currenciesCompatible", () => {
  test("should make a bare $ compatible with every dollar currency", () => {
    for (const code of ["USD", "HKD", "CAD", "AUD", "NZD", "SGD", "$"]) {
      expect(currenciesCompatible("$", code)).toBe(true);
      expect(currenciesCompatible(code, "$")).toBe(true);
    }
  });

  test("should compare explicit codes strictly", () => {
    expect(currenciesCompatible("USD", "HKD")).toBe(false);
    expect(currenciesCompatible("HKD", "USD")).toBe(false);
    expect(currenciesCompatible("USD", "CAD")).toBe(false);
    expect(currenciesCompatible("EUR", "GBP")).toBe(false);
  });

  test("should make a currency compatible with itself", () => {
    for (const { code } of CURRENCIES) expect(currenciesCompatible(code, code)).toBe(true);
  });

  test("should make an absent currency compatible with anything", () => {
    expect(currenciesCompatible(undefined, "EUR")).toBe(true);
    expect(currenciesCompatible("USD", undefined)).toBe(true);
    expect(currenciesCompatible("$", undefined)).toBe(true);
    expect(currenciesCompatible(undefined, undefined)).toBe(true);
  });

  test("should not make $ compatible with a non-dollar currency", () => {
    expect(currenciesCompatible("EUR", "$")).toBe(false);
    expect(currenciesCompatible("$", "EUR")).toBe(false);
    expect(currenciesCompatible("$", "GBP")).toBe(false);
    expect(currenciesCompatible("JPY", "$")).toBe(false);
  });

  test("should treat an unknown code as not a dollar", () => {
    expect(currenciesCompatible("$", "XYZ")).toBe(false);
  });

  test("should read dollar-ness from a given currency list", () => {
    const list = [
      { code: "$", symbols: ["$"], dollar: true },
      { code: "TWD", symbols: ["NT$"], dollar: true },
    ];
    expect(currenciesCompatible("$", "TWD", list)).toBe(true);
    expect(currenciesCompatible("$", "TWD")).toBe(false);
  });
});
