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
  type Claim,
  type Evidence,
  type FigureClaim,
  formatNumber,
  type Issue,
  isPassing,
  PASSING_STATUSES,
  type ReferenceClaim,
  Report,
  type ReportJson,
  ReportJsonSchema,
  renderClaimLine,
  STATUSES,
  type Status,
} from "@crossfoot/verdict";
export { Checker, check } from "./check.js";
export { comparable } from "./compatible.js";
export { type CheckOptions, CheckOptionsSchema, type ResolvedOptions } from "./options.js";
export { sourceRef } from "./refs.js";
