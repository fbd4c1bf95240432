import type { MetricOperand } from "@crossfoot/derive";
import { periodOf, type SourceRecord, type SourceSet, type SourceValue } from "@crossfoot/sources";
import { lineOf } from "../places/source-lines.js";

/**
 * The lines of records a metric reads: table cells and fields with a
 * period, read in their unit headers' units where they have them (an
 * amount metric compares with amounts in ones). A percent is no line a
 * metric reads. In a table turned on its side the row names the period and
 * the column the line.
 */
export function linesOf(
  records: readonly SourceRecord[],
  sources: SourceSet,
): MetricOperand<SourceValue>[] {
  const out: MetricOperand<SourceValue>[] = [];
  for (const r of records) {
    for (const v of sources.recordValues(r.id, "scaled")) {
      if (v.periodKey === undefined || v.kind === "percent" || v.location.type === "text") continue;
      const label = v.rowLabel && periodOf(v.rowLabel) && v.columnLabel ? v.columnLabel : lineOf(v);
      if (label === undefined) continue;
      out.push({ value: v.value, label, period: v.periodKey, ref: v });
    }
  }
  recordLines.set(records, out);
  return out;
}
// By the list of records: a sentence's cited records, or all of a Checker's, are one list.
const recordLines = new WeakMap<readonly SourceRecord[], readonly MetricOperand<SourceValue>[]>();
