// A period a sentence names by a dated column's length ("in the 53 weeks"), bound as if it named the year.
import { type Mention } from "@crossfoot/extract";
import { periodOf, type SourceRecord, type SourceSet } from "@crossfoot/sources";
import { labelDurations } from "../places/label-durations.js";
import type { SentenceContext } from "../read/sentence-context.js";

/**
 * The period a sentence names by a column's length: "in the 53 weeks" names
 * the column "2019 53 WEEKS" beside "2018 52 WEEKS", so its figures bind to
 * 2019 as if the sentence had said the year. Only a single length (no range
 * or bound) that the dated column labels of a cited table state for exactly
 * one period: a length every column shares ("52 weeks" twice) says nothing.
 * Asked once per sentence, and only when the sentence writes a length of time.
 */
export function withPeriodsNamedByLength(
  context: SentenceContext,
  mentions: readonly Mention[],
  records: readonly SourceRecord[],
  sources: SourceSet,
): SentenceContext {
  if (!mentions.some((m) => m.kind === "quantity" && m.dimension === "time")) return context;
  const out: string[] = [];
  for (const m of mentions) {
    if (m.kind !== "quantity" || m.dimension !== "time" || m.range || m.bound) continue;
    for (const record of records) {
      for (const table of sources.tables(record.id)) {
        const labels = labelDurations(table).get(m.value);
        if (!labels) continue;
        const keys = new Set<string>();
        for (const label of labels) {
          if (!table.columns.includes(label)) continue;
          const key = periodOf(label)?.key;
          if (key) keys.add(key);
        }
        const only = keys.size === 1 ? [...keys][0] : undefined;
        if (only !== undefined && !context.periods.has(only)) out.push(only);
      }
    }
  }
  return out.length === 0
    ? context
    : { ...context, periods: new Set([...context.periods, ...out]) };
}
