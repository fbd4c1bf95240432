// The values a failing figure might have meant: the comparable values of the records its sentence cites, and the changes along each of their lines.
import type { Mention } from "@crossfoot/extract";
import type { SourceRecord, SourceSet, SourceValue } from "@crossfoot/sources";
import { comparable, readsAtClaimScale } from "../bind/compatible.js";
import { lineOf } from "../places/source-lines.js";
import { contentWords } from "../read/content-words.js";

/** A line with more values than this offers no changes: pairs would grow as its square. */
const MAX_LINE_VALUES = 24;

/**
 * The values `figure` might have meant, in its base units: every value of
 * the records whose name the figure's sentence writes (a word of its row or
 * column label, field name or source sentence, other than a unit) and that
 * can stand for it (in each reading: as written and in its
 * unit header's units), and, from each line (a table row or a field series)
 * the sentence names, with values in two or more periods, the changes between any two of them
 * of the kind the figure states: a percent change or a change in points for
 * a percentage, a difference for an amount (only when `changes`: the
 * sentence states a change, or the figure is a percentage). Which of them the sentence
 * names is left to the checker: a candidate is kept only when the figure,
 * rewritten with it, passes.
 */
export function candidateValues(
  figure: Mention,
  records: readonly SourceRecord[],
  sources: SourceSet,
  changes: boolean,
  sentence: string,
): number[] {
  const words = new Set(contentWords(sentence));
  const named = (name: string | undefined) =>
    name !== undefined && contentWords(name).some((w) => words.has(w) && !UNIT_WORDS.has(w));
  const out: number[] = [];
  for (const record of records) {
    for (const reading of ["written", "scaled"] as const) {
      const values = sources.recordValues(record.id, reading);
      for (const v of values) {
        if (!comparable(figure, v) || !readsAtClaimScale(figure, v)) continue;
        if (named(lineOf(v)) || named(v.columnLabel) || named(textAround(v, record)))
          out.push(v.value);
      }
      if (changes)
        for (const line of linesOf(values))
          if (named(lineOf(line[0] as SourceValue))) changesAlong(line, figure, out);
    }
  }
  return out;
}

/** Words that say what a figure is counted in, not what it is about. */
const UNIT_WORDS = new Set([
  "thousand",
  "thousands",
  "million",
  "millions",
  "billion",
  "billions",
  "percent",
  "per",
  "cent",
]);

/** The source sentence a text value sits in. */
function textAround(v: SourceValue, record: SourceRecord): string | undefined {
  if (v.location.type !== "text" || record.text === undefined) return undefined;
  const text = record.text;
  const from = Math.max(
    text.lastIndexOf(". ", v.location.start),
    text.lastIndexOf("\n", v.location.start),
  );
  const to = [text.indexOf(". ", v.location.end), text.indexOf("\n", v.location.end)].filter(
    (i) => i >= 0,
  );
  return text.slice(from + 1, to.length > 0 ? Math.min(...to) : text.length);
}

/** The values of a record in lines: a table row's cells, a field series; only values with a period. */
function linesOf(values: readonly SourceValue[]): (readonly SourceValue[])[] {
  const lines = new Map<string, SourceValue[]>();
  for (const v of values) {
    if (v.periodKey === undefined) continue;
    const where = v.location;
    const key =
      where.type === "cell"
        ? `cell ${where.table} ${where.row}`
        : where.type === "field"
          ? `field ${lineOf(v) ?? ""}`
          : undefined;
    if (key === undefined) continue;
    let line = lines.get(key);
    if (!line) lines.set(key, (line = []));
    line.push(v);
  }
  return [...lines.values()].filter((l) => l.length >= 2 && l.length <= MAX_LINE_VALUES);
}

/** The changes between values of one line in different periods that a figure of its kind states. */
function changesAlong(line: readonly SourceValue[], figure: Mention, out: number[]): void {
  for (const a of line) {
    for (const b of line) {
      if (a === b || a.periodKey === b.periodKey) continue;
      const percentLine = a.kind === "percent" && b.kind === "percent";
      if (figure.kind === "percent") {
        if (percentLine) out.push(b.value - a.value);
        else if (a.value !== 0 && a.kind !== "percent" && b.kind !== "percent")
          out.push(((b.value - a.value) / Math.abs(a.value)) * 100);
      } else if (figure.kind === "pp") {
        if (percentLine) out.push(b.value - a.value);
      } else if (
        comparable(figure, a) &&
        comparable(figure, b) &&
        readsAtClaimScale(figure, a) &&
        readsAtClaimScale(figure, b)
      ) {
        out.push(b.value - a.value);
      }
    }
  }
}
