import { CURRENCIES, type Currency } from "./currencies.js";
import { SCALES, type Scale } from "./scales.js";
import { UNITS, type UnitDefinition } from "./units.js";

/**
 * The vocabulary extraction reads numbers with: a plain value the caller
 * passes in. There is no global registry, so a pack used once changes nothing
 * for later calls.
 */
export interface UnitPack {
  readonly name: string;
  readonly scales: readonly Scale[];
  readonly currencies: readonly Currency[];
  readonly units: readonly UnitDefinition[];
}

/** The pack used when the caller passes none. */
export const BASE_PACK: UnitPack = Object.freeze({
  name: "base",
  scales: SCALES,
  currencies: CURRENCIES,
  units: UNITS,
});

/** What a caller may give `defineUnitPack`: every list is optional. */
export interface UnitPackInput {
  readonly name: string;
  readonly scales?: readonly Scale[];
  readonly currencies?: readonly Currency[];
  readonly units?: readonly UnitDefinition[];
}

/**
 * Build a unit pack that extends the base pack. Entries of the new pack come
 * first, so they win over base entries written the same way.
 *
 * @example
 * const oil = defineUnitPack({
 *   name: "oil",
 *   units: [{ symbol: "bbl", aliases: ["bbl", "barrels"], dimension: "volume_oil", factor: 1 }],
 * });
 */
export function defineUnitPack(input: UnitPackInput): UnitPack {
  if (typeof input.name !== "string" || input.name.length === 0) {
    throw new TypeError("defineUnitPack: `name` must be a non-empty string");
  }
  return Object.freeze({
    name: input.name,
    scales: Object.freeze([...(input.scales ?? []), ...BASE_PACK.scales]),
    currencies: Object.freeze([...(input.currencies ?? []), ...BASE_PACK.currencies]),
    units: Object.freeze([...(input.units ?? []), ...BASE_PACK.units]),
  });
}
