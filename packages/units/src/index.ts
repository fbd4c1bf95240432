export { CURRENCIES, type Currency, currenciesCompatible, findCurrency } from "./currencies.js";
export { deepFreeze } from "./freeze.js";
export {
  BASE_PACK,
  defineUnitPack,
  type UnitPack,
  type UnitPackInput,
} from "./pack.js";
export { describeValue, unitPackProblem } from "./pack-problem.js";
export { BPS_PER_PP, convertProportion, PROPORTION_WORDS, type ProportionUnit } from "./percent.js";
export { QUARTER_ORDINALS, quarterOrdinal } from "./quarters.js";
export { findScale, SCALES, type Scale, scaleMultiplier } from "./scales.js";
export {
  compatible,
  convert,
  DIMENSIONS,
  type Dimension,
  findUnit,
  multiply,
  powerOfTen,
  toBase,
  UNITS,
  type UnitDefinition,
} from "./units.js";
