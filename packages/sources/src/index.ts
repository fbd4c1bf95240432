export { type CellReading, losesDigits, readCell } from "./cells.js";
export { SourceError } from "./errors.js";
export { loadSources } from "./load.js";
export { type NumberInText, numbersAllInNames, numbersInText } from "./name-numbers.js";
export { calendarQuarterOf, periodOf, spanOfKey } from "./periods.js";
export { SourceSet } from "./source-set.js";
export type {
  Diagnostic,
  LoadOptions,
  SourceInput,
  SourceRecord,
  SourceRecordInput,
  SourceValue,
  TableInfo,
  TextCell,
  ValueLocation,
} from "./types.js";
export { type UnitHeader, unitHeaderOf, unitHeadersIn } from "./unit-header.js";
export { ValueIndex } from "./value-index.js";
export type { ValueSource } from "./value-store.js";
