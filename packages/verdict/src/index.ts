export type { Claim, Issue } from "./claim.js";
export type {
  CitationEvidence,
  DerivationEvidence,
  ElsewhereEvidence,
  Evidence,
  MatchEvidence,
  NoEvidence,
  SourceRef,
} from "./evidence.js";
export { formatNumber, type RenderableReport, renderClaimLine, renderSummary } from "./render.js";
export { Report, type ReportJson } from "./report.js";
export {
  ClaimSchema,
  EvidenceSchema,
  IssueSchema,
  ReportJsonSchema,
  SourceRefSchema,
} from "./schema.js";
export { isPassing, PASSING_STATUSES, STATUS_MEANINGS, STATUSES, type Status } from "./status.js";
