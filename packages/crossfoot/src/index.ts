export {
  defineMetricPack,
  FINANCIAL_PACK,
  type MetricDefinition,
  type MetricKind,
  type MetricPack,
  metricProblem,
} from "@crossfoot/derive";
export {
  type Citation,
  type DirectionCue,
  extract,
  findCitations,
  findReferences,
  type Mention,
  type MentionKind,
  type Reference,
  type Sentence,
  splitSentences,
} from "@crossfoot/extract";
export {
  type Diagnostic,
  loadSources,
  SourceError,
  type SourceInput,
  type SourceRecord,
  type SourceRecordInput,
  SourceSet,
  type SourceValue,
} from "@crossfoot/sources";
export { defineUnitPack, type UnitPack } from "@crossfoot/units";
export {
  applyCorrections,
  type Claim,
  type Correction,
  type CorrectionPatch,
  CorrectionSchema,
  type Evidence,
  type FigureClaim,
  formatNumber,
  type Issue,
  isPassing,
  PASSING_STATUSES,
  type ReferenceClaim,
  type RenderableReport,
  Report,
  type ReportJson,
  ReportJsonSchema,
  type ReportOptions,
  renderClaimLine,
  renderIssueLine,
  renderSummary,
  renderSummaryHead,
  type SourcePlace,
  type SourceRef,
  STATUSES,
  type Status,
  type SummaryHeadInput,
  type SummaryOptions,
  type SummaryOutcome,
} from "@crossfoot/verdict";
export {
  type CheckOptions,
  CheckOptionsSchema,
  InvalidOptionError,
  type ResolvedOptions,
} from "./base/options.js";
export { comparable } from "./bind/compatible.js";
export { check } from "./check.js";
export { Checker, type CheckSession } from "./checker.js";
export {
  type GateOptions,
  type GateOutcome,
  type GateReason,
  type GateVerdict,
  gate,
} from "./gate.js";
export {
  GROUNDING_JUDGE_PROMPT,
  type GroundingJudge,
  type JudgeReply,
  type JudgeRequest,
  readJudgeReply,
  sourcesBlock,
} from "./grounding-judge.js";
export { sourceRef } from "./places/refs.js";
export { answerSentences } from "./read/answer-sentences.js";
export {
  type CheckStreamEvent,
  type CheckStreamOptions,
  type CheckTransform,
  checkStream,
  checkTransform,
  StreamingCheck,
} from "./stream.js";
