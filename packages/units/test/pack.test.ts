import { describe, expect, test } from "vitest";
import {
  BASE_PACK,
  CURRENCIES,
  type Currency,
  defineUnitPack,
  SCALES,
  type Scale,
  UNITS,
  type UnitDefinition,
  type UnitPack,
} from "../src/index.js";

const lakhVariant: Scale = { word: "lk", exponent: 5, name: "lakh" };
const capitalM: Scale = { word: "M", exponent: 3, name: "thousand", caseSensitive: true };
const taiwanDollar: Currency = { code: "TWD", symbols: ["NT$", "TWD"], dollar: true };
const barrel: UnitDefinition = {
  symbol: "bbl",
  aliases: ["bbl", "barrel", "barrels"],
  dimension: "volume_oil",
  factor: 1,
};

function custom(): UnitPack {
  return defineUnitPack({
    name: "custom",
    scales: [lakhVariant, capitalM],
    currencies: [taiwanDollar],
    units: [barrel],
  });
}

describe("BASE_PACK", () => {
  test("should be named base and hold the base scales and currencies", () => {
    expect(BASE_PACK.name).toBe("base");
    expect(BASE_PACK.scales).toBe(SCALES);
    expect(BASE_PACK.currencies).toBe(CURRENCIES);
    expect(BASE_PACK.units).toBe(UNITS);
  });

  test("should be frozen", () => {
    expect(Object.isFrozen(BASE_PACK)).toBe(true);
    expect(Object.isFrozen(BASE_PACK.units)).toBe(true);
  });
});

describe("defineUnitPack", () => {
  test("should put the new entries first", () => {
    const pack = custom();
    expect(pack.name).toBe("custom");
    expect(pack.scales.slice(0, 2)).toEqual([lakhVariant, capitalM]);
    expect(pack.currencies[0]).toEqual(taiwanDollar);
    expect(pack.units[0]).toEqual(barrel);
  });

  test("should keep every base entry, in order, after the new ones", () => {
    const pack = custom();
    expect(pack.scales.slice(2)).toEqual([...SCALES]);
    expect(pack.currencies.slice(1)).toEqual([...CURRENCIES]);
    expect(pack.units.slice(1)).toEqual([...BASE_PACK.units]);
  });

  test("should give a pack with only a name the base entries", () => {
    const pack = defineUnitPack({ name: "plain" });
    expect(pack.scales).toEqual([...SCALES]);
    expect(pack.currencies).toEqual([...CURRENCIES]);
    expect(pack.units).toEqual([...UNITS]);
  });

  test("should return a frozen plain value", () => {
    const pack = custom();
    expect(Object.isFrozen(pack)).toBe(true);
    expect(Object.isFrozen(pack.scales)).toBe(true);
    expect(Object.isFrozen(pack.currencies)).toBe(true);
    expect(Object.isFrozen(pack.units)).toBe(true);
    expect(JSON.parse(JSON.stringify(pack))).toEqual(pack);
  });

  test("should throw a TypeError without a name", () => {
    expect(() => defineUnitPack({ name: "" })).toThrow(TypeError);
    expect(() => defineUnitPack({} as unknown as { name: string })).toThrow(TypeError);
    expect(() => defineUnitPack({ name: 5 } as unknown as { name: string })).toThrow(TypeError);
    expect(() => defineUnitPack({ name: "" })).toThrow(/name/);
  });

  test("should leave the base pack untouched", () => {
    const scales = [...BASE_PACK.scales];
    const currencies = [...BASE_PACK.currencies];
    const snapshot = JSON.stringify(BASE_PACK);
    custom();
    defineUnitPack({ name: "again", scales: [{ word: "k", exponent: 6, name: "million" }] });
    expect(BASE_PACK.scales).toEqual(scales);
    expect(BASE_PACK.currencies).toEqual(currencies);
    expect(BASE_PACK.units).toEqual([...UNITS]);
    expect(JSON.stringify(BASE_PACK)).toBe(snapshot);
    expect(SCALES).toHaveLength(scales.length);
  });

  test("should not share lists between packs", () => {
    const a = custom();
    const b = defineUnitPack({ name: "b" });
    expect(b.scales).not.toContainEqual(lakhVariant);
    expect(b.currencies).not.toContainEqual(taiwanDollar);
    expect(a.scales).not.toBe(b.scales);
  });
});

// Parity: every entry of every pack has what the base entries of its list
// have, with the same types, and nothing they do not have.
type Shape = { required: Record<string, string>; optional: Record<string, string> };

function shapeOf(entries: readonly object[]): Shape {
  const counts = new Map<string, number>();
  const types: Record<string, string> = {};
  for (const entry of entries) {
    for (const [key, value] of Object.entries(entry)) {
      counts.set(key, (counts.get(key) ?? 0) + 1);
      const type = Array.isArray(value) ? "array" : typeof value;
      if (types[key] !== undefined)
        expect(types[key], `base entries disagree on ${key}`).toBe(type);
      types[key] = type;
    }
  }
  const required: Record<string, string> = {};
  const optional: Record<string, string> = {};
  for (const [key, count] of counts) {
    (count === entries.length ? required : optional)[key] = types[key] as string;
  }
  return { required, optional };
}

function expectShape(entry: object, shape: Shape, where: string): void {
  const typeOf = (v: unknown) => (Array.isArray(v) ? "array" : typeof v);
  for (const [key, type] of Object.entries(shape.required)) {
    expect(typeOf((entry as Record<string, unknown>)[key]), `${where}.${key}`).toBe(type);
  }
  for (const [key, value] of Object.entries(entry)) {
    const type = shape.required[key] ?? shape.optional[key];
    expect(type, `${where} has a key base entries lack: ${key}`).toBeDefined();
    expect(typeOf(value), `${where}.${key}`).toBe(type);
  }
}

function withOptional(shape: Shape, optional: Record<string, string>): Shape {
  return { required: shape.required, optional: { ...shape.optional, ...optional } };
}

// The shape of a unit comes from the base units, checked against UnitDefinition below.
const UNIT_SHAPE: Shape = shapeOf(UNITS);

describe("pack parity", () => {
  // Optional fields the interfaces document that no base entry happens to use.
  const scaleShape = withOptional(shapeOf(BASE_PACK.scales), { caseSensitive: "boolean" });
  const currencyShape = shapeOf(BASE_PACK.currencies);

  test("should find the documented fields on base entries", () => {
    expect(scaleShape.required).toEqual({ word: "string", exponent: "number", name: "string" });
    expect(scaleShape.optional).toEqual({ attachedOnly: "boolean", caseSensitive: "boolean" });
    expect(currencyShape.required).toEqual({ code: "string", symbols: "array" });
    expect(currencyShape.optional).toEqual({ dollar: "boolean", names: "array" });
    expect(UNIT_SHAPE.required).toEqual({
      symbol: "string",
      aliases: "array",
      dimension: "string",
      factor: "number",
    });
    expect(UNIT_SHAPE.optional).toEqual({ offset: "number" });
  });

  for (const pack of [BASE_PACK, custom(), defineUnitPack({ name: "empty" })]) {
    test(`should give every entry of pack "${pack.name}" the fields and types of base entries`, () => {
      pack.scales.forEach((s, i) => {
        expectShape(s, scaleShape, `${pack.name}.scales[${i}]`);
        expect(Number.isInteger(s.exponent)).toBe(true);
        expect(s.word.length).toBeGreaterThan(0);
      });
      pack.currencies.forEach((c, i) => {
        expectShape(c, currencyShape, `${pack.name}.currencies[${i}]`);
        expect(c.symbols.length).toBeGreaterThan(0);
        for (const symbol of c.symbols) expect(typeof symbol).toBe("string");
      });
      pack.units.forEach((u, i) => {
        expectShape(u, UNIT_SHAPE, `${pack.name}.units[${i}]`);
        for (const alias of u.aliases) expect(typeof alias).toBe("string");
      });
    });
  }
});
