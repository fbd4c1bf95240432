/**
 * The conformance-vector runner: loads `conformance-vectors/<suite>/*.json`,
 * validates each file against its JSON Schema, and registers one vitest test
 * per case. See `conformance-vectors/README.md` for the case format.
 */
export { type Comparison, compareReport, placeString } from "./compare.js";
export { type ConsistencyProblem, checkCaseConsistency } from "./consistency.js";
export {
  type CorpusCase,
  type CorpusReportLike,
  compareCorpusCase,
  corpusFindings,
  type ExpectedCorpusFinding,
  runCorpusVectors,
  type VerifyCorpusFunction,
} from "./corpus-runner.js";
export {
  type CorrectCase,
  type CorrectFunctions,
  type CorrectionLike,
  compareCorrectCase,
  runCorrectVectors,
} from "./correct-runner.js";
export {
  type CalculationLike,
  type CalculationVectorCase,
  compareDeriveCase,
  type DerivationLike,
  type DerivationVectorCase,
  type DeriveFunctions,
  type DeriveVectorCase,
  type DeriveVectorOperand,
  type ExpectedCalculation,
  type ExpectedDerivation,
  matchesStated,
  runDeriveVectors,
} from "./derive-runner.js";
export {
  compareExtractCase,
  type ExpectedMention,
  type ExtractCase,
  type ExtractFunctions,
  runExtractVectors,
} from "./extract-runner.js";
export {
  compareGateCase,
  type GateCase,
  type GateFunction,
  type GateOutcomeLike,
  type JudgeLike,
  runGateVectors,
  type ScriptedReply,
} from "./gate-runner.js";
export { findRepoRoot, type LoadVectorOptions, loadVectorFiles, VectorFileError } from "./load.js";
export { runCheckVectors, VectorMismatchError } from "./run.js";
export {
  compareSources,
  type ExpectedSourceProblem,
  type ExpectedSourceValue,
  type LoadSourcesFunction,
  locationString,
  projectValue,
  runSourcesVectors,
  type SourceSetLike,
  type SourcesCase,
  SourcesMismatchError,
  type SourceValueLike,
} from "./sources-runner.js";
export {
  compareStreamCase,
  runStreamVectors,
  type StreamCase,
  type StreamFunctions,
} from "./stream-runner.js";
export {
  type CheckCase,
  type CheckFunction,
  type CheckVectorFile,
  type ClaimLike,
  type ExpectedClaim,
  type ExpectedReport,
  PASSING_STATUSES,
  type ReportLike,
  STATUSES,
  type Status,
  type VectorCase,
  type VectorCheckOptions,
  type VectorFile,
  type VectorSource,
  type VectorSourceRecord,
} from "./types.js";
export {
  compareUnitsCase,
  runUnitsVectors,
  type UnitsCase,
  type UnitsFunctions,
} from "./units-runner.js";
