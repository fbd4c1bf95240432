export { type Expr, evaluate, print, type Reading } from "./calc/ast.js";
export { type CalcOperand, findCalculations, type WrittenCalculation } from "./calc/find.js";
export { parseExpression } from "./calc/parse.js";
export { type CalcToken, tokenize, type WrittenNumber } from "./calc/tokens.js";
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
