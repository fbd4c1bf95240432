export {
  type NumericEvaluationResult,
  type NumericEvaluatorParams,
  type NumericEvaluatorResponseParams,
  NumericGroundingEvaluator,
  type NumericGroundingEvaluatorOptions,
} from "./evaluator.js";
export {
  GatedQueryEngine,
  type GatedQueryEngineOptions,
  type GateMetadata,
} from "./gated-query-engine.js";
export {
  type ContextLike,
  type NodeLike,
  type NodeSource,
  type NodeWithScoreLike,
  nodeSources,
} from "./sources.js";
