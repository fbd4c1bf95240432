export {
  NumericGrounding,
  type NumericGroundingArgs,
  type NumericGroundingScore,
} from "./autoevals.js";
export {
  type EvaliteNumericGroundingOptions,
  type EvaliteScore,
  type EvaliteScorerInput,
  evaliteNumericGrounding,
} from "./evalite.js";
export { NumericGroundingMetric, type NumericGroundingMetricOptions } from "./metric.js";
export type { GroundingMetadata } from "./report.js";
export type { LLMTestCase } from "./test-case.js";
