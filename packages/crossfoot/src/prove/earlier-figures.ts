import { OPERATIONS, type Operation } from "@crossfoot/derive";
import type { SourceRecord, SourceValue } from "@crossfoot/sources";
import { linesOf, namedRows, periodNamed } from "../bind/binding.js";
import type { BindingMemo } from "../bind/binding-memo.js";
import { isUnlabelledRow, lineOf } from "../places/source-lines.js";
import type { TextPlace, TextPlaces } from "../places/text-places.js";
import type { SentenceContext } from "../read/sentence-context.js";
import type { EarlierFigureCheck, GroundedFigure } from "./answer-figures.js";
import type { Judgement } from "./judgement.js";

/**
 * The records, rows, subjects and periods a claim's sentence speaks of, for
 * the answer's own figures a claim may lean on. A figure that repeats an
 * earlier one's value restates it only if it speaks of the same thing:
 * "Revenue grew 10% [R1]. Cost of sales also rose 10% [R1]." does not ground
 * the second 10% by the first when cost of sales rose 8%, nor does "Revenue
 * also grew 10% in 2023" when the 10% was 2024's, any more than a copied
 * value of another row or year is grounded (`wrong_row`, `wrong_period`); nor
 * is "cost of sales rose by $100" a step from revenue's "$1,000" and
 * "$1,100". So an earlier figure whose values all lie in other records than
 * the sentence cites (as `wrong_record` has it), in other rows than it names,
 * or in text about other subjects than it names (`wrong_entity`) is in
 * conflict with the claim, and a restated one also when it lies in other
 * periods than the sentence names. Figures whose rows or periods are unknown
 * (text values, arithmetic of the answer's own figures) and sentences that
 * name no row or period ("That 10% rise came from higher prices") are never
 * in conflict.
 */
export class EarlierFigures implements EarlierFigureCheck {
  private named: ReadonlySet<string> | undefined;
  /** The subjects the sentence names that text in scope is about, by names and by surely-names. */
  private readonly spoken = new Map<"names" | "strongNames", string[]>();

  /**
   * @param records the records the claim's sentence speaks of (cited, or all)
   * @param cited whether the sentence cites them (else it cites nothing)
   * @param context the claim's own context (its clause and period)
   * @param memo binding's work kept by the Checker
   * @param places where each text value sits in its sentence (the names it is about)
   */
  constructor(
    private readonly records: readonly SourceRecord[],
    private readonly cited: boolean,
    private readonly context: SentenceContext,
    private readonly memo: BindingMemo,
    private readonly places: TextPlaces,
  ) {}

  conflict(earlier: GroundedFigure, use: "restatement" | "operand"): string | undefined {
    // An operand's period may differ from the claim's: a change "in 2024"
    // runs from a 2023 figure. A restated figure is of the claim's period.
    const j = earlier.judgement;
    const place = this.otherRecord(j) ?? this.otherRow(j) ?? this.otherEntity(j);
    return place !== undefined || use === "operand" ? place : this.otherPeriod(j);
  }

  periodConflict(derived: Judgement): string | undefined {
    return this.otherPeriod(derived);
  }

  private otherRecord(j: Judgement): string | undefined {
    if (!this.cited) return undefined;
    const values = valuesOf(j);
    if (values.length === 0 || values.some((v) => this.records.some((r) => r.id === v.recordId)))
      return undefined;
    const ids = this.records.map((r) => `[${r.id}]`).join(", ");
    return `which is of [${(values[0] as SourceValue).recordId}]: the sentence cites ${ids}`;
  }

  private otherRow(j: Judgement): string | undefined {
    const lines = figureLines(j);
    if (lines.length === 0) return undefined;
    this.named ??= rowsNamed(this.records, this.context, this.memo);
    const named = this.named;
    if (named.size === 0 || lines.some((line) => named.has(line))) return undefined;
    const rows = [...named].map((row) => `"${row}"`).join(", ");
    return `which is of row "${lines[0]}": the sentence names row ${rows}`;
  }

  /**
   * A figure of text about other subjects than the sentence names, when the
   * sentence names a subject the sources speak of ("Globex's revenue was
   * 110" after Acme's "$110 million"), as binding narrows a scope: first by
   * every name, then by the surely-names, since names shared by every
   * subject ("Segment" of "Segment R" and "Segment S") do not tell them
   * apart.
   */
  private otherEntity(j: Judgement): string | undefined {
    return (
      this.otherSubject(j, this.context.names, (p) => p.names, "names") ??
      this.otherSubject(j, this.context.strongNames, (p) => p.strongNames, "strongNames")
    );
  }

  private otherSubject(
    j: Judgement,
    named: ReadonlySet<string>,
    namesOf: (place: TextPlace) => readonly string[],
    kind: "names" | "strongNames",
  ): string | undefined {
    if (named.size === 0) return undefined;
    const about: string[] = [];
    for (const v of valuesOf(j)) {
      const place = v.location.type === "text" ? this.places.of(v) : undefined;
      const own = place ? namesOf(place) : [];
      if (own.length === 0 || own.some((n) => named.has(n))) return undefined;
      for (const n of own) if (!about.includes(n)) about.push(n);
    }
    if (about.length === 0) return undefined;
    let spoken = this.spoken.get(kind);
    if (spoken === undefined) {
      spoken = this.namesSpokenOf(named, namesOf);
      this.spoken.set(kind, spoken);
    }
    if (spoken.length === 0) return undefined;
    return `which is about ${about.join(", ")}: the sentence speaks of ${spoken.join(", ")}`;
  }

  /** The subjects among `named` that some text value in scope is about. */
  private namesSpokenOf(
    named: ReadonlySet<string>,
    namesOf: (place: TextPlace) => readonly string[],
  ): string[] {
    const spoken: string[] = [];
    for (const r of this.records) {
      for (const v of r.values) {
        if (v.location.type !== "text") continue;
        const place = this.places.of(v);
        for (const n of place ? namesOf(place) : [])
          if (named.has(n) && !spoken.includes(n)) spoken.push(n);
      }
    }
    return spoken;
  }

  private otherPeriod(j: Judgement): string | undefined {
    const periods = this.context.periods;
    if (periods.size === 0) return undefined;
    const own = figurePeriods(j);
    if (own.length === 0 || own.some((p) => periodNamed(p, periods))) return undefined;
    return `which is of ${own.join(", ")}: the sentence names ${[...periods].join(", ")}`;
  }
}

/** The source values a grounded figure rests on: its match, or its derivation's operands. */
function valuesOf(j: Judgement): readonly SourceValue[] {
  return j.source ? [j.source] : (j.operands ?? []);
}

/**
 * The labelled lines (row labels, field lines) of the values a grounded
 * figure rests on. A row without a label ("row 3", a total under a heading)
 * conflicts with no named row, as binding keeps such rows in a named scope:
 * they may be the whole.
 */
function figureLines(j: Judgement): string[] {
  const values = valuesOf(j);
  const lines: string[] = [];
  for (const v of values) {
    const line = lineOf(v);
    if (line === undefined || isUnlabelledRow(line)) return [];
    if (!lines.includes(line)) lines.push(line);
  }
  return lines;
}

/**
 * The periods a grounded figure is of: a matched value's, a change's later
 * end (a change "in 2024" runs from 2023), every operand's otherwise. None
 * when any of them has no period.
 */
function figurePeriods(j: Judgement): string[] {
  const values = valuesOf(j);
  const periods: string[] = [];
  for (const v of values) {
    if (v.periodKey === undefined) return [];
    if (!periods.includes(v.periodKey)) periods.push(v.periodKey);
  }
  if (
    j.details.type === "derivation" &&
    OPERATIONS[j.details.operation as Operation]?.change === true &&
    periods.length > 1
  )
    return [periods.reduce((a, b) => (b > a ? b : a))];
  return periods;
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
