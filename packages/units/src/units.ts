import { deepFreeze } from "./freeze.js";

/**
 * A named unit of measure in a pack (barrels, MWh, TEU, …).
 */
export interface UnitDefinition {
  /** Canonical symbol reported on mentions, e.g. `bbl`. */
  readonly symbol: string;
  /** Every way the unit is written after a number. */
  readonly aliases: readonly string[];
  /** What it measures; values of different dimensions never compare. */
  readonly dimension: string;
  /** Multiplier into the dimension's base unit. */
  readonly factor: number;
  /** Added after the factor (temperatures): `base = value × factor + offset`. */
  readonly offset?: number;
}

/**
 * A dimension and its base unit. Values of different dimensions never
 * compare: decimal data (`GB`) and binary data (`GiB`) are separate
 * dimensions on purpose, so `4 GB` is never reconciled with `4 GiB`.
 */
export interface Dimension {
  /** Name reported on mentions, e.g. `length`. */
  readonly name: string;
  /** Symbol of the base unit values are expressed in, e.g. `m`. */
  readonly base: string;
}

/** The dimensions the base pack knows, with their base units. */
export const DIMENSIONS: readonly Dimension[] = deepFreeze([
  { name: "percent", base: "%" },
  { name: "proportion_change", base: "pp" },
  { name: "time", base: "s" },
  { name: "length", base: "m" },
  { name: "mass", base: "kg" },
  { name: "area", base: "m²" },
  { name: "volume", base: "m³" },
  { name: "speed", base: "m/s" },
  { name: "frequency", base: "Hz" },
  { name: "energy", base: "J" },
  { name: "power", base: "W" },
  { name: "data", base: "B" },
  { name: "data_binary", base: "B" },
  { name: "temperature", base: "K" },
]);

const u = (
  symbol: string,
  dimension: string,
  factor: number,
  aliases: readonly string[],
  offset?: number,
): UnitDefinition =>
  offset === undefined
    ? { symbol, aliases, dimension, factor }
    : { symbol, aliases, dimension, factor, offset };

// Julian year: 365.25 days. Months are a twelfth of it, so "24 months" is "2 years".
const DAY = 86_400;
const YEAR = 365.25 * DAY;

/**
 * Units of measure the base pack reads after a number, with the factor into
 * their dimension's base unit (and an offset for temperatures:
 * `base = value × factor + offset`). Aliases are matched case-sensitively
 * first; an all-lower-case alias of three or more letters also matches any
 * capitalisation.
 *
 * Deliberately absent: `in` (the preposition), `pound(s)` (the currency),
 * bare `K` (thousands, not kelvin), bare `d` and bare `C`/`F`.
 */
export const UNITS: readonly UnitDefinition[] = deepFreeze([
  // percent and percentage points, for convert(): 1 pp = 100 bps.
  u("%", "percent", 1, ["%"]),
  u("pp", "proportion_change", 1, ["pp"]),
  u("bps", "proportion_change", 0.01, ["bps"]),
  // time (base: second)
  u("ns", "time", 1e-9, ["ns", "nanosecond", "nanoseconds"]),
  u("µs", "time", 1e-6, ["µs", "μs", "us", "microsecond", "microseconds"]),
  u("ms", "time", 1e-3, ["ms", "msec", "millisecond", "milliseconds"]),
  u("s", "time", 1, ["s", "sec", "secs", "second", "seconds"]),
  u("min", "time", 60, ["min", "mins", "minute", "minutes"]),
  u("h", "time", 3600, ["h", "hr", "hrs", "hour", "hours"]),
  u("day", "time", DAY, ["day", "days"]),
  u("week", "time", 7 * DAY, ["wk", "wks", "week", "weeks"]),
  u("month", "time", YEAR / 12, ["month", "months"]),
  u("year", "time", YEAR, ["yr", "yrs", "year", "years"]),
  // length (base: metre)
  u("nm", "length", 1e-9, ["nm", "nanometre", "nanometres", "nanometer", "nanometers"]),
  u("µm", "length", 1e-6, ["µm", "μm", "um", "micron", "microns", "micrometre", "micrometres"]),
  u("mm", "length", 1e-3, ["mm", "millimetre", "millimetres", "millimeter", "millimeters"]),
  u("cm", "length", 1e-2, ["cm", "centimetre", "centimetres", "centimeter", "centimeters"]),
  u("m", "length", 1, ["m", "metre", "metres", "meter", "meters"]),
  u("km", "length", 1e3, ["km", "kilometre", "kilometres", "kilometer", "kilometers"]),
  u("ft", "length", 0.3048, ["ft", "foot", "feet"]),
  u("yd", "length", 0.9144, ["yd", "yds", "yard", "yards"]),
  u("mi", "length", 1609.344, ["mi", "mile", "miles"]),
  // mass (base: kilogram)
  u("mg", "mass", 1e-6, ["mg", "milligram", "milligrams"]),
  u("g", "mass", 1e-3, ["g", "gram", "grams"]),
  u("kg", "mass", 1, ["kg", "kgs", "kilogram", "kilograms", "kilo", "kilos"]),
  u("t", "mass", 1e3, ["tonne", "tonnes", "metric ton", "metric tons"]),
  u("lb", "mass", 0.45359237, ["lb", "lbs"]),
  u("oz", "mass", 0.028349523125, ["oz", "ounce", "ounces"]),
  // area (base: square metre)
  u("m²", "area", 1, [
    "m²",
    "m2",
    "sq m",
    "square metre",
    "square metres",
    "square meter",
    "square meters",
  ]),
  u("km²", "area", 1e6, [
    "km²",
    "km2",
    "sq km",
    "square kilometre",
    "square kilometres",
    "square kilometer",
    "square kilometers",
  ]),
  u("ha", "area", 1e4, ["ha", "hectare", "hectares"]),
  u("acre", "area", 4046.8564224, ["acre", "acres"]),
  u("ft²", "area", 0.09290304, ["ft²", "sq ft", "square foot", "square feet"]),
  u("mi²", "area", 2589988.110336, ["mi²", "sq mi", "square mile", "square miles"]),
  // volume (base: cubic metre)
  u("mL", "volume", 1e-6, ["mL", "ml", "millilitre", "millilitres", "milliliter", "milliliters"]),
  u("L", "volume", 1e-3, ["L", "l", "litre", "litres", "liter", "liters"]),
  u("m³", "volume", 1, ["m³", "m3", "cubic metre", "cubic metres", "cubic meter", "cubic meters"]),
  u("gal", "volume", 0.003785411784, ["gal", "gallon", "gallons"]),
  // speed (base: metre per second)
  u("m/s", "speed", 1, ["m/s"]),
  u("km/h", "speed", 1 / 3.6, ["km/h", "kmh", "kph"]),
  u("mph", "speed", 0.44704, ["mph"]),
  u("kn", "speed", 1852 / 3600, ["knot", "knots", "kn"]),
  // frequency (base: hertz)
  u("Hz", "frequency", 1, ["Hz", "hz", "hertz"]),
  u("kHz", "frequency", 1e3, ["kHz", "khz"]),
  u("MHz", "frequency", 1e6, ["MHz", "mhz"]),
  u("GHz", "frequency", 1e9, ["GHz", "ghz"]),
  // energy (base: joule) and power (base: watt)
  u("J", "energy", 1, ["J", "joule", "joules"]),
  u("kJ", "energy", 1e3, ["kJ"]),
  u("MJ", "energy", 1e6, ["MJ"]),
  u("GJ", "energy", 1e9, ["GJ"]),
  u("Wh", "energy", 3600, ["Wh"]),
  u("kWh", "energy", 3.6e6, ["kWh", "kwh"]),
  u("MWh", "energy", 3.6e9, ["MWh", "mwh"]),
  u("GWh", "energy", 3.6e12, ["GWh", "gwh"]),
  u("TWh", "energy", 3.6e15, ["TWh", "twh"]),
  u("kcal", "energy", 4184, ["kcal"]),
  u("W", "power", 1, ["W", "watt", "watts"]),
  u("kW", "power", 1e3, ["kW", "kilowatt", "kilowatts"]),
  u("MW", "power", 1e6, ["MW", "megawatt", "megawatts"]),
  u("GW", "power", 1e9, ["GW", "gigawatt", "gigawatts"]),
  // Engine power as tables write it beside kW: "90 PS (66 kW)".
  u("hp", "power", 745.69987158227022, ["hp", "bhp", "horsepower"]),
  u("PS", "power", 735.49875, ["PS"]),
  // data, decimal (base: byte)
  u("B", "data", 1, ["B", "byte", "bytes"]),
  u("kB", "data", 1e3, ["kB", "KB", "kilobyte", "kilobytes"]),
  u("MB", "data", 1e6, ["MB", "megabyte", "megabytes"]),
  u("GB", "data", 1e9, ["GB", "gigabyte", "gigabytes"]),
  u("TB", "data", 1e12, ["TB", "terabyte", "terabytes"]),
  u("PB", "data", 1e15, ["PB", "petabyte", "petabytes"]),
  // data, binary (base: byte) — a separate dimension, never reconciled with decimal data.
  u("KiB", "data_binary", 1024, ["KiB", "kibibyte", "kibibytes"]),
  u("MiB", "data_binary", 1024 ** 2, ["MiB", "mebibyte", "mebibytes"]),
  u("GiB", "data_binary", 1024 ** 3, ["GiB", "gibibyte", "gibibytes"]),
  u("TiB", "data_binary", 1024 ** 4, ["TiB", "tebibyte", "tebibytes"]),
  u("PiB", "data_binary", 1024 ** 5, ["PiB", "pebibyte", "pebibytes"]),
  // temperature (base: kelvin), with offsets
  u("K", "temperature", 1, ["kelvin", "kelvins"]),
  u(
    "°C",
    "temperature",
    1,
    ["°C", "℃", "degrees Celsius", "degrees celsius", "degrees C", "celsius"],
    273.15,
  ),
  u(
    "°F",
    "temperature",
    5 / 9,
    ["°F", "℉", "degrees Fahrenheit", "degrees fahrenheit", "degrees F", "fahrenheit"],
    273.15 - (32 * 5) / 9,
  ),
]);

/**
 * Find a unit by its symbol or any alias (case-sensitive), in the base units
 * by default.
 *
 * @example
 * findUnit("km")?.factor // 1000
 */
export function findUnit(
  symbolOrAlias: string,
  units: readonly UnitDefinition[] = UNITS,
): UnitDefinition | undefined {
  for (const unit of units) if (unit.symbol === symbolOrAlias) return unit;
  for (const unit of units) if (unit.aliases.includes(symbolOrAlias)) return unit;
  return undefined;
}

/** Resolve a unit given as a symbol/alias or a definition. */
function resolveUnit(
  unit: string | UnitDefinition,
  units: readonly UnitDefinition[],
): UnitDefinition {
  if (typeof unit !== "string") return unit;
  const found = findUnit(unit, units);
  if (!found) throw new RangeError(`unknown unit "${unit}"`);
  return found;
}

/**
 * Whether two units measure the same dimension, so values in them may be
 * compared. `GB` and `GiB` are not compatible; neither are `kW` and `kWh`.
 * Unknown units are compatible with nothing.
 *
 * @example
 * compatible("km", "mi") // true
 * compatible("GB", "GiB") // false
 */
export function compatible(
  a: string | UnitDefinition,
  b: string | UnitDefinition,
  units: readonly UnitDefinition[] = UNITS,
): boolean {
  const ua = typeof a === "string" ? findUnit(a, units) : a;
  const ub = typeof b === "string" ? findUnit(b, units) : b;
  return ua !== undefined && ub !== undefined && ua.dimension === ub.dimension;
}

/** A value in its dimension's base unit: `toBase(5, "km")` → 5000; `toBase(0, "°C")` → 273.15. */
export function toBase(
  value: number,
  unit: string | UnitDefinition,
  units: readonly UnitDefinition[] = UNITS,
): number {
  const def = resolveUnit(unit, units);
  return multiply(value, def.factor) + (def.offset ?? 0);
}

/**
 * Convert a value between two units of the same dimension, offsets included.
 *
 * @throws {RangeError} when a unit is unknown or the dimensions differ.
 * @example
 * convert(5, "km", "m") // 5000
 * convert(100, "°C", "°F") // 212
 * convert(25, "bps", "pp") // 0.25
 */
export function convert(
  value: number,
  from: string | UnitDefinition,
  to: string | UnitDefinition,
  units: readonly UnitDefinition[] = UNITS,
): number {
  const a = resolveUnit(from, units);
  const b = resolveUnit(to, units);
  if (a.dimension !== b.dimension) {
    throw new RangeError(
      `cannot convert ${a.symbol} (${a.dimension}) to ${b.symbol} (${b.dimension})`,
    );
  }
  if (a === b) return value;
  const base = multiply(value, a.factor) + (a.offset ?? 0);
  const out = divide(base - (b.offset ?? 0), b.factor);
  return clean(out);
}

/** Round off binary noise: 15 significant digits, then back to a number. */
function clean(x: number): number {
  if (!Number.isFinite(x) || x === 0) return x;
  return Number(x.toPrecision(15));
}

/** The power of ten `factor` is, or undefined. */
export function powerOfTen(factor: number): number | undefined {
  const e = Math.round(Math.log10(factor));
  return Number(`1e${e}`) === factor ? e : undefined;
}

/** Shift a value's decimal exponent: exact, unlike a float multiplication. */
function shift(value: number, e: number): number {
  const s = String(value);
  if (s.includes("e")) return clean(value * Number(`1e${e}`));
  return Number(`${s}e${e}`);
}

/**
 * `value × factor`, exact when the factor is a power of ten (the decimal
 * exponent is shifted instead of multiplying), else rounded to 15
 * significant digits so `12.4 × 0.3048` carries no binary noise.
 */
export function multiply(value: number, factor: number): number {
  const e = powerOfTen(factor);
  return e === undefined ? clean(value * factor) : shift(value, e);
}

function divide(value: number, factor: number): number {
  const e = powerOfTen(factor);
  return e === undefined ? clean(value / factor) : shift(value, -e);
}
