export { type CellReading, readCell } from "./cells.js";
export { SourceError } from "./errors.js";
export { loadSources } from "./load.js";
export { periodOf } from "./periods.js";
export { SourceSet } from "./source-set.js";
export type {
  Diagnostic,
  LoadOptions,
  SourceInput,
  SourceRecord,
  SourceRecordInput,
  SourceValue,
  ValueLocation,
} from "./types.js";
export { ValueIndex } from "./value-index.js";
