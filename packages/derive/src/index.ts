export { findDerivations } from "./find.js";
export { formatValue } from "./format.js";
export { type Interval, statedInterval, within } from "./interval.js";
export { OPERATIONS, type OperationSpec } from "./operations.js";
export type {
  ChangeDirection,
  Derivation,
  DeriveOptions,
  Operand,
  Operation,
  Target,
  ValueKind,
} from "./types.js";
