export { DeriveCache } from "./cache.js";
export { type Expr, evaluate, print, type Reading } from "./calc/ast.js";
export { type CalcOperand, findCalculations, type WrittenCalculation } from "./calc/find.js";
export { parseExpression } from "./calc/parse.js";
export { type CalcToken, tokenize, type WrittenNumber } from "./calc/tokens.js";
export { DEFAULT_COINCIDENCE_WINDOW } from "./coincidence.js";
export {
  ALL_OPERATIONS,
  DEFAULT_OPERATIONS,
  findDerivations,
  findDerivationsDetailed,
  TWO_OPERAND_OPERATIONS,
} from "./find.js";
export { formatValue } from "./format.js";
export { EXHAUSTIVE_GROUP, MAX_RUN } from "./groups.js";
export { type Interval, statedInterval, within } from "./interval.js";
export {
  evaluateMetric,
  findMetric,
  type MetricOperand,
  type MetricSearch,
  type MetricSearchOptions,
  type MetricTarget,
  type MetricValue,
  metricsNamed,
} from "./metrics/evaluate.js";
export { type MetricExpr, parseMetricFormula } from "./metrics/formula.js";
export { labelWords } from "./metrics/labels.js";
export { defineMetricPack, FINANCIAL_PACK, metricProblem } from "./metrics/pack.js";
export type { MetricDefinition, MetricKind, MetricPack } from "./metrics/types.js";
export { OPERATIONS, type OperationSpec } from "./operations.js";
export {
  type ChangeDirection,
  DEFAULT_MAX_COINCIDENCE,
  type Derivation,
  type DerivationSearch,
  type DeriveOptions,
  type Operand,
  type Operation,
  type Target,
  type ValueKind,
} from "./types.js";
