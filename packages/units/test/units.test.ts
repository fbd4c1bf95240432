import { describe, expect, test } from "vitest";
import {
  BASE_PACK,
  CURRENCIES,
  compatible,
  convert,
  DIMENSIONS,
  findUnit,
  SCALES,
  toBase,
  UNITS,
} from "../src/index.js";

describe("units", () => {
  test("should convert within a dimension", () => {
    expect(convert(5, "km", "m")).toBe(5000);
    expect(convert(12.4, "ms", "s")).toBe(0.0124);
    expect(convert(1, "mi", "km")).toBe(1.609344);
    expect(convert(25, "bps", "pp")).toBe(0.25);
    expect(convert(100, "°C", "°F")).toBe(212);
    expect(convert(32, "°F", "°C")).toBe(0);
    expect(convert(2, "year", "month")).toBe(24);
  });

  test("should refuse to convert across dimensions, decimal and binary data included", () => {
    expect(() => convert(4, "GB", "GiB")).toThrow(RangeError);
    expect(() => convert(1, "kW", "kWh")).toThrow(/power.*energy/);
    expect(() => convert(1, "furlong", "m")).toThrow(/unknown unit/);
  });

  test("should tell compatible units apart", () => {
    expect(compatible("km", "mi")).toBe(true);
    expect(compatible("GB", "GiB")).toBe(false);
    expect(compatible("pp", "bps")).toBe(true);
    expect(compatible("%", "pp")).toBe(false);
    expect(compatible("km", "nope")).toBe(false);
  });

  test("should express values in base units", () => {
    expect(toBase(5, "km")).toBe(5000);
    expect(toBase(0, "°C")).toBe(273.15);
    expect(toBase(3, "GiB")).toBe(3 * 1024 ** 3);
  });

  test("should give every unit a known dimension and unique aliases per case", () => {
    const dims = new Set(DIMENSIONS.map((d) => d.name));
    const seen = new Map<string, string>();
    for (const unit of UNITS) {
      expect(dims.has(unit.dimension), unit.symbol).toBe(true);
      expect(unit.factor).toBeGreaterThan(0);
      for (const alias of unit.aliases) {
        expect(seen.get(alias), `alias ${alias} of ${unit.symbol}`).toBeUndefined();
        seen.set(alias, unit.symbol);
      }
    }
    expect(findUnit("kilometres")?.symbol).toBe("km");
  });

  test("should deeply freeze the shared tables", () => {
    for (const list of [SCALES, CURRENCIES, UNITS, DIMENSIONS, BASE_PACK.units]) {
      expect(Object.isFrozen(list)).toBe(true);
      for (const entry of list) expect(Object.isFrozen(entry)).toBe(true);
    }
    expect(Object.isFrozen(CURRENCIES[0]?.symbols)).toBe(true);
    expect(Object.isFrozen(UNITS[0]?.aliases)).toBe(true);
    expect(() => {
      (SCALES[0] as { exponent: number }).exponent = 9;
    }).toThrow(TypeError);
  });
});
