import type { SourceRecord, SourceValue } from "@crossfoot/sources";
import type { GroundedFigure, RowCheck } from "./answer-figures.js";
import { lineOf, linesOf, namedRows, type SentenceContext } from "./binding.js";
import type { BindingMemo } from "./binding-memo.js";
import type { Judgement } from "./judge.js";

/**
 * The rows a claim's sentence speaks of, for the answer's own figures a claim
 * may lean on. A figure that repeats an earlier one's value restates it only
 * if it speaks of the same row: "Revenue grew 10% [R1]. Cost of sales also
 * rose 10% [R1]." does not ground the second 10% by the first when cost of
 * sales rose 8%, any more than a revenue value copied into a sentence about
 * cost of sales is grounded (that is `wrong_row`); nor is "cost of sales rose
 * by $100" a step from revenue's "$1,000" and "$1,100". So when the claim's
 * sentence names rows of the records in scope, an earlier figure whose values
 * all lie in other rows is in conflict with it. Figures whose rows are
 * unknown (text values, arithmetic of the answer's own figures) and
 * sentences that name no row ("That 10% rise came from higher prices") are
 * never in conflict.
 */
export class OtherRows implements RowCheck {
  private named: ReadonlySet<string> | undefined;

  /**
   * @param records the records the claim's sentence speaks of (cited, or all)
   * @param context the claim's own context (its clause and period)
   */
  constructor(
    private readonly records: readonly SourceRecord[],
    private readonly context: SentenceContext,
    private readonly memo: BindingMemo,
  ) {}

  conflict(earlier: GroundedFigure): string | undefined {
    const lines = figureLines(earlier.judgement);
    if (lines.length === 0) return undefined;
    this.named ??= rowsNamed(this.records, this.context, this.memo);
    const named = this.named;
    if (named.size === 0 || lines.some((line) => named.has(line))) return undefined;
    const rows = [...named].map((row) => `"${row}"`).join(", ");
    return `which is of row "${lines[0]}": the sentence names row ${rows}`;
  }
}

/** The lines (row labels, field lines) of the values a grounded figure rests on. */
function figureLines(j: Judgement): string[] {
  const values: readonly SourceValue[] = j.source ? [j.source] : (j.operands ?? []);
  const lines: string[] = [];
  for (const v of values) {
    const line = lineOf(v);
    if (line !== undefined && !lines.includes(line)) lines.push(line);
  }
  return lines;
}

/** The rows the context names among the records' lines. */
function rowsNamed(
  records: readonly SourceRecord[],
  context: SentenceContext,
  memo: BindingMemo,
): ReadonlySet<string> {
  if (records.length === 1)
    return namedRows(linesOf((records[0] as SourceRecord).values, memo), context);
  const named = new Set<string>();
  for (const r of records)
    for (const row of namedRows(linesOf(r.values, memo), context)) named.add(row);
  return named;
}
