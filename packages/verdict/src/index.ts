export type { Claim, ClaimBase, FigureClaim, Issue, ReferenceClaim } from "./claim.js";
export type {
  CitationEvidence,
  DerivationEvidence,
  ElsewhereEvidence,
  Evidence,
  MatchEvidence,
  NoEvidence,
  ReferenceEvidence,
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
export { Report, type ReportJson } from "./report.js";
export {
  ClaimSchema,
  EvidenceSchema,
  FigureClaimSchema,
  IssueSchema,
  ReferenceClaimSchema,
  ReportJsonSchema,
  SourceRefSchema,
} from "./schema.js";
export { isPassing, PASSING_STATUSES, STATUS_MEANINGS, STATUSES, type Status } from "./status.js";
