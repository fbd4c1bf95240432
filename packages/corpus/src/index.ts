/**
 * @crossfoot/corpus: verify a RAG corpus for numbers. Every number of the
 * original documents found, unchanged, in the chunks a RAG system grounds
 * on: coverage (silent drops), fidelity (digits, sign, scale, unit), binding
 * (row and column of table cells), boundary cuts and orphans.
 */
export { CorpusReportSchema } from "./schema.js";
export { type SummaryOptions, summary } from "./summary.js";
export type {
  BindingFinding,
  BoundaryFinding,
  CorpusChunk,
  CorpusDocument,
  CorpusReport,
  CorpusTotals,
  Difference,
  DocumentReport,
  DroppedGroup,
  FidelityFinding,
  NumberRef,
  Orphans,
  VerifyOptions,
} from "./types.js";
export { CorpusInputError, verifyCorpus } from "./verify.js";
