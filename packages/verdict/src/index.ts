export type { Claim, ClaimBase, FigureClaim, Issue, ReferenceClaim } from "./claim.js";
export { applyCorrections, type Correction, type CorrectionPatch } from "./correction.js";
export type {
  CitationEvidence,
  DerivationEvidence,
  ElsewhereEvidence,
  Evidence,
  MatchEvidence,
  NoEvidence,
  ReferenceEvidence,
  SourcePlace,
  SourceRef,
} from "./evidence.js";
export {
  formatNumber,
  type RenderableReport,
  renderClaimLine,
  renderIssueLine,
  renderSummary,
  renderSummaryHead,
  type SummaryHeadInput,
  type SummaryOptions,
  type SummaryOutcome,
} from "./render.js";
export { Report, type ReportJson, type ReportOptions } from "./report.js";
export {
  ClaimSchema,
  CorrectionSchema,
  EvidenceSchema,
  FigureClaimSchema,
  IssueSchema,
  ReferenceClaimSchema,
  ReportJsonSchema,
  SourcePlaceSchema,
  SourceRefSchema,
} from "./schema.js";
export { isPassing, PASSING_STATUSES, STATUS_MEANINGS, STATUSES, type Status } from "./status.js";
