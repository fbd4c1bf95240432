// The scopes a figure's derivation is sought in: the values of its records, bound to what its sentence names, with the hints its wording gives.

import { type SourceRecord, type SourceSet, type SourceValue } from "@crossfoot/sources";
import type { ResolvedOptions } from "../base/options.js";
import { columnMeasureOf } from "../places/column-measures.js";
import { withoutRepeatedCells } from "../places/repeated-cells.js";
import { lineOf } from "../places/source-lines.js";
import { aggregateKind, aggregateOverPeriods } from "../read/aggregate-periods.js";
import { contentWords } from "../read/content-words.js";
import type { DerivationHints } from "../read/derivation-hints.js";
import type { ComparedSides, SentenceContext } from "../read/sentence-context.js";
import { bindScope, changesScope, namedRowScope, namedRows, totalsScope } from "./binding.js";
import { rowsOf, sectionOf } from "./binding-sources.js";
import { ByWording } from "./by-wording.js";
import type { CheckCache } from "./check-cache.js";
import { slotsOf } from "./context-slots.js";
import type { DerivationScope } from "./derivation-scope.js";
import { namedCellScope, tableRowsNamed } from "./named-cells.js";
import type { SentenceScope } from "./sentence-scope.js";

/**
 * The values a derivation may combine within a group of records: the values
 * as written, and, when unit headers apply ("(in millions)"), the same values
 * read in their headers' units. The two readings are never mixed.
 */
export function readingScopes(
  records: readonly SourceRecord[],
  sources: SourceSet,
  cache: CheckCache,
): readonly (readonly SourceValue[])[] {
  // The same arrays for the same records on every call, so the binding and
  // derivation caches keyed on them hit across claims and answers.
  const byRecords = cache.scopes;
  const key =
    records.length === 1
      ? (records[0] as SourceRecord).id
      : records.map((r) => r.id).join("\u0000");
  let scopes = byRecords.get(key);
  if (!scopes) {
    // One record's values are its own list (no copy); several are joined.
    const written = withoutRepeatedCells(
      records.length === 1
        ? sources.recordValues((records[0] as SourceRecord).id, "written")
        : records.flatMap((r) => sources.recordValues(r.id, "written")),
    );
    scopes = !written.some((v) => v.scaledValue !== undefined)
      ? [written]
      : [
          written,
          withoutRepeatedCells(records.flatMap((r) => sources.recordValues(r.id, "scaled"))),
        ];
    byRecords.set(key, scopes);
  }
  return scopes;
}

/**
 * The scopes a derivation is sought in, narrowest first: the rows the
 * sentence names alone (see {@link namedRowScope}), then everything bound to
 * the sentence ({@link bindScope}). Worked out once per scope and sentence
 * wording: the figures of a sentence share its context, and sentences that
 * name the same periods, names and words narrow a scope the same way.
 */
function boundScopes(
  values: readonly SourceValue[],
  context: SentenceContext,
  sources: SourceSet,
  cache: CheckCache,
): readonly DerivationScope[] {
  let byContext = cache.bound.get(values);
  if (!byContext) cache.bound.set(values, (byContext = new ByWording()));
  let scopes = byContext.get(context);
  if (!scopes) {
    const bound = bindScope(
      values,
      context,
      (v) => cache.places.of(v),
      (v) => columnMeasureOf(v, (id) => sources.tables(id)),
    );
    const own = namedRowScope(bound);
    // Totals, shares and ratios stay within the periods the sentence names.
    const scope = (values: readonly SourceValue[]): DerivationScope => ({
      changes: changesScope(values, bound.byRows, context, (v) => sectionOf(v, sources)),
      totals: totalsScope(values, context),
    });
    // The cells of the rows the sentence names by any of their names, first.
    const cells = namedCellScope(values, context, sources);
    const narrowest: DerivationScope[] =
      cells && (!own || cells.length < own.length)
        ? [{ changes: cells, totals: totalsScope(cells, context), named: true }]
        : [];
    scopes = own
      ? [...narrowest, scope(own), scope(bound.values)]
      : [...narrowest, scope(bound.values)];
    // Bounded: a Checker that reads many different answers keeps the recent ones.
    if (byContext.size >= MAX_BOUND_PER_SCOPE) byContext.clear();
    byContext.set(context, scopes);
  }
  return scopes;
}

const MAX_BOUND_PER_SCOPE = 64;

/**
 * The hints a figure's derivation is sought with: text figures group by
 * their sentence for sums and averages of three or more. Field by field, not
 * spread (see scopeWith in check.ts), and made only for a figure that is
 * derived: most are matched.
 */
export function derivationHints(
  given: DerivationHints,
  sentence: SentenceScope,
  acrossPeriods: boolean | undefined,
  sources: SourceSet,
): DerivationHints {
  const { ends, periods, rate, combined, compared } = sentence.context;
  return {
    writtenOrder: given.writtenOrder,
    rowOrder: compared && comparedRowOrder(compared, sources, sentence.cache),
    direction: given.direction,
    acrossPeriods,
    // A figure followed by its own year speaks of that year alone.
    ends: ends && periods.has(ends[0]) && periods.has(ends[1]) ? ends : undefined,
    rate,
    // "Combined defenses" named as a column is a name, not a combination.
    combined: combined && !combiningWordNamesLabel(sentence, sources),
    sentenceOf: sentence.cache.sentenceOf,
    words: sentence.context.words,
    aggregate: aggregateKind(aggregateOverPeriods(sentence.context)),
  };
}

// The words that make a figure a combination (see SentenceContext.combined).
const COMBINING = new Set(["together", "combined", "altogether", "jointly"]);

/**
 * Whether the sentence's combining word ("combined") belongs to a label it
 * names in full: a column "Combined defenses", a row "Combined ratio". Then
 * the word names the line; it states no sum. Worked out once per context.
 */
function combiningWordNamesLabel(sentence: SentenceScope, sources: SourceSet): boolean {
  const context = sentence.context;
  let known = namesCombining.get(context);
  if (known === undefined) {
    known = false;
    const records = sentence.citedIds.length > 0 ? sentence.cited : sources.records;
    search: for (const record of records) {
      for (const table of sources.tables(record.id)) {
        for (const label of [...table.columns, ...table.rowLabels]) {
          const words = contentWords(label);
          if (words.some((w) => COMBINING.has(w)) && words.every((w) => context.words.has(w))) {
            known = true;
            break search;
          }
        }
      }
    }
    namesCombining.set(context, known);
  }
  return known;
}

const namesCombining = new WeakMap<SentenceContext, boolean>();

/** The local order keys of a comparison's base rows and compared rows (see {@link comparedRowOrder}). */
const BASE_ROW = "~compared:0";

const COMPARED_ROW = "~compared:1";

/**
 * The order of the rows a sentence compares: a row named after the
 * comparison word and not before it is the base ("than Omar Kent's"), one
 * named before and not after is what is compared ("Dana Wells's age"). A
 * table's rows are named by any of their names (named-cells.ts), a record's
 * lines by their words. Only when each side names a row of the value's table
 * or record; the rows each side names are read once per table.
 */
export function comparedRowOrder(
  sides: ComparedSides,
  sources: SourceSet,
  cache: CheckCache,
): (v: SourceValue) => string | undefined {
  let byList = comparedRows.get(sides);
  if (!byList) comparedRows.set(sides, (byList = new Map()));
  const known = byList;
  return (v) => {
    if (!sides.overPeriods && v.periodKey !== undefined) return undefined;
    let list: object | undefined;
    let key: unknown;
    let read: ((context: SentenceContext) => ReadonlySet<unknown>) | undefined;
    if (v.location.type === "cell") {
      const table = sources.tables(v.recordId)[v.location.table];
      if (!table) return undefined;
      list = table;
      key = v.location.row;
      read = (context) => tableRowsNamed(table, context);
    } else {
      const line = lineOf(v);
      if (line === undefined) return undefined;
      const rows = rowsOf(v, sources, cache);
      list = rows;
      key = line;
      read = (context) => namedRows(rows, context);
    }
    let named = known.get(list);
    if (named === undefined) {
      const compared = read(sides.compared);
      const base = read(sides.base);
      named = compared.size > 0 && base.size > 0 ? { compared, base } : null;
      known.set(list, named);
    }
    if (named === null) return undefined;
    const inBase = named.base.has(key);
    if (inBase === named.compared.has(key)) return undefined;
    return inBase ? BASE_ROW : COMPARED_ROW;
  };
}

/** The rows each side of a comparison names, by table or row list (null: a side names none). */
const comparedRows = new WeakMap<
  ComparedSides,
  Map<object, { compared: ReadonlySet<unknown>; base: ReadonlySet<unknown> } | null>
>();

/**
 * The scopes a derivation is sought in. Cited sentences combine values
 * across their cited records; uncited ones only within one record, which
 * limits chance matches.
 */
export function derivationScopes(
  sentence: SentenceScope,
  sources: SourceSet,
  options: ResolvedOptions,
  namedRowsFirst: boolean,
): readonly DerivationScope[] {
  // The figures of a sentence share its context and records: the scopes are
  // worked out once per sentence, not once per figure.
  const slots = slotsOf(sentence.context);
  const known = namedRowsFirst ? slots?.derivation : slots?.unnamedDerivation;
  if (known !== undefined && known.records === sentence.inScope) return known.scopes;
  const scopes = findDerivationScopes(sentence, sources, options, namedRowsFirst);
  if (slots) {
    const kept = { records: sentence.inScope, scopes };
    if (namedRowsFirst) slots.derivation = kept;
    else slots.unnamedDerivation = kept;
  }
  return scopes;
}

function findDerivationScopes(
  sentence: SentenceScope,
  sources: SourceSet,
  options: ResolvedOptions,
  namedRowsFirst: boolean,
): DerivationScope[] {
  const out: DerivationScope[] = [];
  const add = (records: readonly SourceRecord[]) => {
    const readings = readingScopes(records, sources, sentence.cache);
    for (let k = 0; k < readings.length; k++) {
      const values = readings[k] as readonly SourceValue[];
      // The written reading of records that also have a scaled one.
      const written = readings.length > 1 && k === 0;
      if (!options.checkTableRows) {
        out.push(
          written
            ? { changes: values, totals: values, written }
            : { changes: values, totals: values },
        );
        continue;
      }
      const bound = boundScopes(values, sentence.context, sources, sentence.cache);
      // Without the named rows first, only the widest bound scope (the last).
      for (let i = namedRowsFirst ? 0 : Math.max(0, bound.length - 1); i < bound.length; i++) {
        const scope = bound[i] as DerivationScope;
        out.push(written ? { ...scope, written } : scope);
      }
    }
  };
  if (sentence.citedIds.length > 0) add(ownSubjects(sentence.cited, sentence));
  else for (const r of sources.records) add([r]);
  return out;
}

/**
 * The cited records, without those about another subject than the sentence
 * names ("Globex's revenue grew 12% [R1, R2]" derives nothing from Acme's
 * record); all of them when the sentence names no subject a record names.
 */
function ownSubjects(
  records: readonly SourceRecord[],
  sentence: SentenceScope,
): readonly SourceRecord[] {
  const subjects = sentence.cache.subjects;
  const named = subjects.named(sentence.context.entities);
  if (named.length === 0) return records;
  const own = records.filter((r) => !subjects.aboutOther(r, named));
  return own.length === records.length ? records : own;
}
