import type { Mention } from "@crossfoot/extract";
import { periodOf, type SourceRecord, type SourceSet, type SourceValue } from "@crossfoot/sources";
import { isPassing } from "@crossfoot/verdict";
import type { ResolvedOptions } from "../base/options.js";
import {
  type BindingSources,
  bind,
  bindScope,
  changesScope,
  linesOf,
  namedRowScope,
  namedRows,
  totalsScope,
} from "../bind/binding.js";
import { ByWording } from "../bind/by-wording.js";
import type { CheckCache } from "../bind/check-cache.js";
import { comparable } from "../bind/compatible.js";
import { slotsOf } from "../bind/context-slots.js";
import type { DerivationScope } from "../bind/derivation-scope.js";
import { directMatch, directMatches } from "../bind/match.js";
import { namedCellScope, rowsNamedBesideLabels, tableRowsNamed } from "../bind/named-cells.js";
import { leadWords, passagePrefers } from "../bind/passage-words.js";
import { inChangeColumn } from "../places/change-columns.js";
import { type ColumnMeasure, columnMeasureOf } from "../places/column-measures.js";
import type { RecordSubjects } from "../places/record-subjects.js";
import { describeValue, sourceRef } from "../places/refs.js";
import { withoutRepeatedCells } from "../places/repeated-cells.js";
import { lineOf } from "../places/source-lines.js";
import type { TextPlace, TextPlaces } from "../places/text-places.js";
import {
  type DerivedOutcome,
  derivationEvidence,
  deriveClaim,
  statedDirection,
} from "../prove/derived.js";
import type { Judgement, SentenceScope } from "../prove/judgement.js";
import { judgeByMetric, metricOverMatch } from "../prove/metrics.js";
import {
  aggregateKind,
  aggregateOverPeriods,
  onePeriodOfAggregate,
} from "../read/aggregate-periods.js";
import { contentWords } from "../read/content-words.js";
import type { DerivationHints } from "../read/derivation-hints.js";
import type { ComparedSides, SentenceContext } from "../read/sentence-context.js";
import { UNBOUND } from "../read/sentence-contexts.js";
import { judgeInterval } from "./intervals.js";
import { misplaced } from "./misplaced.js";

/**
 * The values a derivation may combine within a group of records: the values
 * as written, and, when unit headers apply ("(in millions)"), the same values
 * read in their headers' units. The two readings are never mixed.
 */
function readingScopes(
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
 * The direction a matched source value states, when it states one opposite
 * to the claim's: a figure its source sentence calls an increase or a
 * decrease ("interest expense increased $393 million"), or a non-zero value
 * in a change column ("2019 vs. 2018 Variance"), whose sign is its direction.
 * Undefined when either side states none or they agree.
 */
function opposingDirection(
  claim: Mention,
  value: SourceValue,
  places: TextPlaces,
): string | undefined {
  const said = statedDirection(claim);
  if (!said || !claim.cue) return undefined;
  if (value.location.type === "text") {
    const own = places.of(value)?.direction;
    return own && own.direction !== said ? `"${own.word}"` : undefined;
  }
  if (value.value !== 0 && inChangeColumn(value)) {
    const sign = value.value > 0 ? "increase" : "decrease";
    return sign !== said
      ? `${value.value > 0 ? "a rise" : "a fall"} in the change column "${value.columnLabel}"`
      : undefined;
  }
  return undefined;
}

/** Whether a matched source value states a direction of its own (its sentence's word, or a change column). */
function statesOwnDirection(value: SourceValue, places: TextPlaces): boolean {
  if (value.location.type === "text") return places.of(value)?.direction !== undefined;
  return inChangeColumn(value);
}

/** The section heading a table value's row sits under, if any. */
function sectionOf(v: SourceValue, sources: SourceSet): string | undefined {
  return v.location.type === "cell"
    ? sources.tables(v.recordId)[v.location.table]?.rowSections?.[v.location.row]
    : undefined;
}

/** Every section heading of the table a value sits in, once per table. */
function sectionsOf(v: SourceValue, sources: SourceSet): ReadonlySet<string> {
  if (v.location.type !== "cell") return NO_SECTIONS;
  const table = sources.tables(v.recordId)[v.location.table];
  if (!table?.rowSections) return NO_SECTIONS;
  let sections = tableSections.get(table);
  if (!sections) {
    sections = new Set(table.rowSections.filter((s): s is string => s !== undefined));
    tableSections.set(table, sections);
  }
  return sections;
}
const tableSections = new WeakMap<object, ReadonlySet<string>>();
const NO_SECTIONS: ReadonlySet<string> = new Set();

/** Labels of the value columns of the table a value sits in (its label column left out), once per table. */
function columnsOf(v: SourceValue, sources: SourceSet): readonly string[] {
  if (v.location.type !== "cell") return [];
  const table = sources.tables(v.recordId)[v.location.table];
  if (!table) return [];
  let columns = valueColumns.get(table);
  if (!columns) {
    columns = table.columns.filter((_, c) => c !== table.labelColumn);
    valueColumns.set(table, columns);
  }
  return columns;
}
const valueColumns = new WeakMap<object, readonly string[]>();

/** Row labels of the table a value sits in. */
function rowsOf(v: SourceValue, sources: SourceSet, cache: CheckCache): readonly string[] {
  if (v.location.type === "field") {
    const record = sources.record(v.recordId);
    if (!record) return [];
    // The lines of a record's values, once per record: the same list (kept
    // on the record's values) as the lines binding reads for a scope of the
    // whole record, so the rows a sentence names in it are found once.
    return linesOf(record.values, cache.binding);
  }
  if (v.location.type !== "cell") return [];
  return sources.tables(v.recordId)[v.location.table]?.rowLabels ?? [];
}

/**
 * What binding asks of the sources for one claim, as one object with
 * methods rather than five closures made for every figure.
 */
class JudgeSources implements BindingSources {
  constructor(
    private readonly sources: SourceSet,
    private readonly cache: CheckCache,
    private readonly claim: Mention,
    private readonly scope: readonly SourceRecord[],
  ) {}
  rowsOf(v: SourceValue): readonly string[] {
    return rowsOf(v, this.sources, this.cache);
  }
  sectionOf(v: SourceValue): string | undefined {
    return sectionOf(v, this.sources);
  }
  sectionsOf(v: SourceValue): ReadonlySet<string> {
    return sectionsOf(v, this.sources);
  }
  rowNamedElsewhere(v: SourceValue, context: SentenceContext): string | undefined {
    if (v.location.type !== "cell") return undefined;
    const table = this.sources.tables(v.recordId)[v.location.table];
    if (!table) return undefined;
    // Only when some row is named by a cell beside its label; a row named
    // either way (by its label too) is one the sentence speaks of.
    const beside = rowsNamedBesideLabels(table, context);
    if (beside.size === 0 || beside.has(v.location.row)) return undefined;
    if (tableRowsNamed(table, context).has(v.location.row)) return undefined;
    const [first] = beside;
    return table.rowLabels[first as number];
  }
  columnsOf(v: SourceValue): readonly string[] {
    return columnsOf(v, this.sources);
  }
  leadOf(v: SourceValue): ReadonlySet<string> | undefined {
    return leadWords(v, this.sources.records);
  }
  measureOf(v: SourceValue): ColumnMeasure | undefined {
    return columnMeasureOf(v, (id) => this.sources.tables(id));
  }
  placeOf(v: SourceValue): TextPlace | undefined {
    return this.cache.places.of(v);
  }
  textValues(): readonly SourceValue[] {
    return this.scope.flatMap((r) =>
      r.values.filter((v) => v.location.type === "text" && comparable(this.claim, v)),
    );
  }
  isCommonWord(word: string): boolean {
    return this.cache.places.isCommonWord(word);
  }
  recordSubjects(): RecordSubjects {
    return this.cache.subjects;
  }
  allTextValues(): readonly SourceValue[] {
    return this.sources.records.flatMap((r) =>
      r.values.filter((v) => v.location.type === "text" && comparable(this.claim, v)),
    );
  }
}

const list = (ids: readonly string[]) => ids.map((id) => `[${id}]`).join(", ");

/**
 * The `wrong_row` verdict for values of one line (a written calculation's
 * operands, one line's values in two periods) when the sentence names
 * another row of their table; undefined when their row fits. Periods are
 * not asked: a change in 2024 runs from 2023.
 */
export function lineElsewhere(
  claim: Mention,
  values: readonly SourceValue[],
  sentence: SentenceScope,
  sources: SourceSet,
  options: ResolvedOptions,
): Judgement | undefined {
  if (!options.checkTableRows || values.length === 0) return undefined;
  const scope = sentence.citedIds.length > 0 ? sentence.cited : sources.records;
  const bindingSources = new JudgeSources(sources, sentence.cache, claim, scope);
  const rowsOnly = { ...sentence.context, periods: NO_PERIODS };
  const matches = sameLines(values, sources).map((value) => ({ value, exact: true }));
  const binding = bind(matches, rowsOnly, bindingSources, true);
  return binding?.type === "wrong_row" ? misplaced(binding, sentence) : undefined;
}

/**
 * Why a derived change runs against the sentence's denial of it: the claim's
 * cue is negated ("did not rise", "didn't fall") and the derivation's known
 * direction is the one denied. Undefined otherwise (no order, or a denial of
 * the other direction, which the change bears out).
 */
function deniedChange(claim: Mention, outcome: DerivedOutcome): string | undefined {
  const cue = claim.cue;
  if (!cue?.negated || outcome.contradicted) return undefined;
  const direction = outcome.derivation.direction;
  if (direction !== cue.direction) return undefined;
  return `the sentence denies a ${direction === "increase" ? "rise" : "fall"} ("not ${cue.word}"), but the change is one`;
}

/**
 * The values of every line of the values' record that holds all of the
 * values' numbers, the values' own line first: a table often repeats one
 * line's values in another (an ending balance is the next year's beginning
 * balance, a total its only component), and the sentence may name either.
 */
function sameLines(values: readonly SourceValue[], sources: SourceSet): readonly SourceValue[] {
  const first = values[0] as SourceValue;
  const own = lineOf(first);
  const record = sources.record(first.recordId);
  if (!record || own === undefined) return values;
  const wanted = new Set(values.map((v) => v.value));
  const byLine = new Map<string, SourceValue[]>();
  for (const x of record.values) {
    const line = lineOf(x);
    if (line === undefined || line === own || !wanted.has(x.value)) continue;
    if (x.location.type !== first.location.type) continue;
    const list = byLine.get(line);
    if (list) list.push(x);
    else byLine.set(line, [x]);
  }
  const out = [...values];
  for (const list of byLine.values()) {
    if (new Set(list.map((x) => x.value)).size === wanted.size) out.push(...list);
  }
  return out;
}

const NO_PERIODS: ReadonlySet<string> = new Set();

/** A passing verdict becomes `uncited` in a sentence that cites nothing, when citations are required. */
export function uncitedIfRequired(
  j: Judgement,
  isCited: boolean,
  options: Pick<ResolvedOptions, "requireCitations">,
): Judgement {
  if (!options.requireCitations || isCited || !isPassing(j.status)) return j;
  return { ...j, status: "uncited", evidence: `${j.evidence}; but the sentence cites no source` };
}

/**
 * Judge one figure, in the order the Python crossfoot does: citations, a
 * direct match in scope, a derivation in scope, then the other records
 * (wrong_record), else unsupported. Grounded figures in uncited sentences
 * become `uncited` when citations are required.
 *
 * `namedRowsFirst` (default true) seeks a derivation within the rows the
 * sentence names before the wider bound scope; calculation operands turn it
 * off, since a wrong operand is too easily "derived" within one short row.
 */
export function judge(
  claim: Mention,
  sentence: SentenceScope,
  sources: SourceSet,
  options: ResolvedOptions,
  given: DerivationHints = {},
  namedRowsFirst = true,
): Judgement {
  const isCited = sentence.citedIds.length > 0;
  if (isCited && sentence.cited.length === 0) {
    return {
      status: "unknown_citation",
      evidence: `the sentence cites ${list(sentence.unknown)}, which no source has`,
      details: { type: "citation", unknown: sentence.unknown },
    };
  }
  const scope: readonly SourceRecord[] = isCited ? sentence.cited : sources.records;

  if (claim.range || claim.bound) {
    const bindingSources = new JudgeSources(sources, sentence.cache, claim, scope);
    return uncitedIfRequired(
      judgeInterval(claim, sentence, sources, bindingSources, options),
      isCited,
      options,
    );
  }
  const matches = directMatches(claim, sources, sentence.inScope, options.allowRounding);
  const binding =
    matches.length === 0
      ? undefined
      : bind(
          matches,
          sentence.context,
          new JudgeSources(sources, sentence.cache, claim, scope),
          options.checkTableRows,
        );
  // One period's value does not state an average or total over several.
  const aggregate = aggregateOverPeriods(sentence.context);
  const onePeriod =
    binding?.type === "bound" &&
    aggregate !== undefined &&
    onePeriodOfAggregate(aggregate, binding.match.value, sentence.context)
      ? binding.match.value
      : undefined;
  if (binding?.type === "bound" && !onePeriod) {
    const { value, exact } = binding.match;
    // "The current ratio was 228,144": a copied cell of a line that is not
    // the metric the sentence names proves nothing when the metric's own
    // lines give another value.
    const metric = options.allowDerived
      ? metricOverMatch(claim, given.metrics, value, sentence, sources)
      : undefined;
    if (metric) return uncitedIfRequired(metric, isCited, options);
    const opposed = opposingDirection(claim, value, sentence.cache.places);
    if (opposed) {
      return {
        status: "contradicted",
        evidence: `${describeValue(value)}, but the source states it as ${opposed}, and the answer says ${claim.cue?.word ?? (claim.negative ? "minus" : "plus")}`,
        details: { type: "match", exact, source: sourceRef(value) },
        source: value,
      };
    }
    // Calculation operands (bound to nothing) are settled by the arithmetic.
    const rival =
      options.checkTableRows && sentence.context !== UNBOUND
        ? rivalOf(value, claim, scope, sentence.cache.places, sentence.context.words)
        : undefined;
    // "resulted in $36 million of net assets and $23 million of goodwill":
    // the sentence's other figures, written beside the match in its source
    // sentence and not beside the rival, say which the figure is.
    const preferred =
      rival !== undefined &&
      (besideInSource(value, rival, claim, sentence.figures, scope, sentence.cache.places) ||
        passagePrefers(value, rival, sentence.context.words, scope));
    if (rival && !preferred) {
      return {
        status: "ambiguous",
        evidence: `candidates disagree: ${describeValue(value)} and ${describeValue(rival)} stand for the same line and period, and nothing in the sentence prefers one`,
        details: { type: "match", exact, source: sourceRef(value) },
        source: value,
      };
    }
    // A copied figure stated with a direction word ("rose by 155") must agree
    // with the change the sources show of that size, when they show one in
    // order: a value that merely equals the figure does not prove "rose"
    // when the named line fell by it. A level copied as a change is weak
    // support, so an opposed ordered change counts even where it is too
    // common to prove anything itself, unless one of that size agrees.
    if (
      claim.cue &&
      !claim.cue.negated &&
      options.allowDerived &&
      !statesOwnDirection(value, sentence.cache.places)
    ) {
      const change = deriveClaim(
        claim,
        derivationScopes(sentence, sources, options, namedRowsFirst),
        derivationHints(given, sentence, given.acrossPeriods, sources),
        options.maxCoincidence,
        sentence.cache,
      );
      const against = change?.contradicted
        ? change
        : change?.opposedByChance
          ? { ...change, derivation: change.opposedByChance, contradicted: true }
          : undefined;
      if (against) {
        const { text, details } = derivationEvidence(against);
        return {
          status: "contradicted",
          evidence: `${describeValue(value)}; ${text}`,
          details,
          source: value,
        };
      }
    }
    return uncitedIfRequired(
      {
        status: exact ? "supported_exact" : "supported_rounded",
        evidence: describeValue(value),
        details: { type: "match", exact, source: sourceRef(value) },
        source: value,
      },
      isCited,
      options,
    );
  }
  // A metric the sentence names ("gross margin") is worked out first: its
  // value proves the figure; another period's or another line's does not.
  const byMetric = options.allowDerived
    ? judgeByMetric(claim, given.metrics, sentence, sources)
    : undefined;
  if (byMetric) return uncitedIfRequired(byMetric, isCited, options);
  let byChance: DerivedOutcome | undefined;
  if (options.allowDerived) {
    // A sentence naming several periods speaks of changes between them.
    const spans = sentence.context.periods.size >= 2 && sentence.context.yearMentions >= 2;
    const outcome = deriveClaim(
      claim,
      derivationScopes(sentence, sources, options, namedRowsFirst),
      derivationHints(given, sentence, spans ? true : given.acrossPeriods, sources),
      options.maxCoincidence,
      sentence.cache,
    );
    if (outcome?.byChance) {
      // Remembered, not returned: a value elsewhere (wrong record, row or
      // period) is the more useful verdict; otherwise this is the reason.
      byChance = outcome;
    } else if (outcome) {
      const { text, details } = derivationEvidence(outcome);
      const operands = outcome.derivation.operands.map((o) => o.ref as SourceValue);
      // "Net income didn't fall 6.3%" when it fell 6.3%: the change the
      // sentence denies is the one the sources show.
      const denied = deniedChange(claim, outcome);
      if (denied) return { status: "contradicted", evidence: `${text}; ${denied}`, details };
      return outcome.contradicted
        ? { status: "contradicted", evidence: text, details }
        : uncitedIfRequired(
            { status: "derived", evidence: text, details, operands },
            isCited,
            options,
          );
    }
  }

  // A value that sits in another period or row fails only when no derivation
  // bound to the sentence explains the figure.
  const elsewhere = misplaced(binding, sentence);
  if (elsewhere) return elsewhere;

  // With every record cited, no other record can hold the value.
  if (isCited && sentence.cited.length < sources.records.length) {
    const citedSet = new Set(sentence.cited);
    const others = new Set(sources.records.filter((r) => !citedSet.has(r)));
    const elsewhere = directMatch(claim, sources, others, options.allowRounding);
    if (elsewhere) {
      const v = elsewhere.value;
      return {
        status: "wrong_record",
        evidence: `value is in [${v.recordId}] ${v.label}, but the sentence cites ${list(sentence.citedIds)}`,
        details: { type: "elsewhere", source: sourceRef(v), cited: sentence.citedIds },
      };
    }
  }

  const searched = scope.map((r) => r.id);
  // What the figure was held to: the nearest values of the named rows and periods.
  const near = nearestNamed(claim, sentence, sources, options);
  const nearNote =
    near.length === 0
      ? ""
      : `; nearest values in the rows and periods the sentence names: ${near.map(describeValue).join("; ")}`;
  const none = (reason: string): Judgement => ({
    status: "unsupported",
    evidence: reason,
    details:
      near.length === 0
        ? { type: "none", reason, searched }
        : { type: "none", reason, searched, nearest: near.map(sourceRef) },
  });
  if (byChance) {
    const { details } = derivationEvidence(byChance);
    const expected = (byChance.derivation.expectedCoincidences ?? 0).toFixed(2);
    return none(
      `no source value matches; the nearest derivation (${details.formula}) is expected ${expected} times by chance in this scope (limit ${options.maxCoincidence}), so it proves nothing${nearNote}`,
    );
  }
  if (onePeriod) {
    return none(
      `${describeValue(onePeriod)} is one period's value, not the ${aggregate} over ${[...sentence.context.periods].join(", ")} the sentence states, and no derivation matches`,
    );
  }
  return none(
    `${options.allowDerived ? "no source value or derivation matches at the stated precision" : "no source value matches at the stated precision"}${nearNote}`,
  );
}

/** How many values of the kind a figure could be are read each way from it, at most. */
const NEAREST_READ = 64;

/**
 * The source values nearest an unsupported figure, one below and one above
 * it, among the values of the rows and periods its sentence names (its
 * derivation scopes), of a kind it could be.
 */
function nearestNamed(
  claim: Mention,
  sentence: SentenceScope,
  sources: SourceSet,
  options: ResolvedOptions,
): readonly SourceValue[] {
  if (!options.checkTableRows || sentence.context === UNBOUND) return NO_VALUES;
  // Values further off than the figure's own size (a reading in ones of a
  // cell in millions) are no near miss.
  const reach = Math.max(Math.abs(claim.value), claim.precision);
  const near = (v: SourceValue) => Math.abs(v.value - claim.value) <= reach && comparable(claim, v);
  let below: SourceValue | undefined;
  let above: SourceValue | undefined;
  for (const { changes, totals } of derivationScopes(sentence, sources, options, true)) {
    for (const pool of changes === totals ? [changes] : [changes, totals]) {
      const sorted = sortedValues(pool);
      // The first value not below the figure.
      let lo = 0;
      let hi = sorted.length;
      while (lo < hi) {
        const mid = (lo + hi) >>> 1;
        if ((sorted[mid] as SourceValue).value < claim.value) lo = mid + 1;
        else hi = mid;
      }
      for (let k = 0, i = lo - 1; k < NEAREST_READ && i >= 0; k++, i--) {
        const v = sorted[i] as SourceValue;
        if (below && v.value <= below.value) break;
        if (near(v)) {
          below = v;
          break;
        }
      }
      for (let k = 0, i = lo; k < NEAREST_READ && i < sorted.length; k++, i++) {
        const v = sorted[i] as SourceValue;
        if (above && v.value >= above.value) break;
        if (near(v)) {
          above = v;
          break;
        }
      }
    }
  }
  if (below && above) return [below, above];
  return below ? [below] : above ? [above] : NO_VALUES;
}

const NO_VALUES: readonly SourceValue[] = Object.freeze([]);

/**
 * A scope's values by value: sorted once per list of values, which the
 * scopes of a Checker's sentences share, so each figure costs a binary
 * search per scope and a few steps, whatever the size of the sources.
 */
function sortedValues(values: readonly SourceValue[]): readonly SourceValue[] {
  let sorted = sortedPools.get(values);
  if (!sorted) {
    sorted = [...values].sort((a, b) => a.value - b.value);
    sortedPools.set(values, sorted);
  }
  return sorted;
}
const sortedPools = new WeakMap<readonly SourceValue[], readonly SourceValue[]>();

/**
 * The hints a figure's derivation is sought with: text figures group by
 * their sentence for sums and averages of three or more. Field by field, not
 * spread (see scopeWith in check.ts), and made only for a figure that is
 * derived: most are matched.
 */
function derivationHints(
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
function comparedRowOrder(
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
function derivationScopes(
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

/** The first value of the records that passes the test, without gathering them all first. */
function findValue(
  scope: readonly SourceRecord[],
  test: (v: SourceValue) => boolean,
): SourceValue | undefined {
  for (const r of scope) for (const v of r.values) if (test(v)) return v;
  return undefined;
}

/**
 * Another value for the same thing that disagrees with the claim: the same
 * line (row label or field) in the same period, in another record or column
 * ("2024 as reported" and "2024 restated"), or a text figure with the same
 * subject and period. When one exists, matching either proves nothing.
 */
function rivalOf(
  match: SourceValue,
  claim: Mention,
  scope: readonly SourceRecord[],
  places: TextPlaces,
  words: ReadonlySet<string>,
): SourceValue | undefined {
  // Compare in the match's own reading: a scaled match against scaled values.
  const scaled = match.reading === "scaled";
  const self = match.writtenId ?? match.id;
  const valueOf = (v: SourceValue) => (scaled ? (v.scaledValue ?? v.value) : v.value);
  const disagrees = (v: SourceValue) =>
    v.id !== self &&
    valueOf(v) !== match.value &&
    Math.abs(valueOf(v) - claim.value) > claim.precision / 2;
  if (match.location.type === "text") {
    const place = places.of(match);
    if (!place || place.subject.length === 0) return undefined;
    const subject = subjectKey(place.subject);
    // Figures placed in one period by their own sentences rival each other
    // when their subjects agree ("Acme's revenue in 2024 was" and "Acme
    // reported 2024 revenue of"); figures without a period only when their
    // sentences say the same words ("User A paid $10." and "User A paid $12.").
    const wording = place.period === undefined ? place.wording : undefined;
    return findValue(scope, (v) => {
      if (v.location.type !== "text" || !disagrees(v) || !comparable(claim, v)) return false;
      const other = places.of(v);
      if (!other || other.period !== place.period) return false;
      // A change ("increased by $0.5 million") never rivals a level ("to
      // $34.4 million") of the same line: they are different quantities.
      if (other.change !== place.change) return false;
      if (v.recordId === match.recordId && other.sentenceStart === place.sentenceStart)
        return false;
      if (wording !== undefined) return other.wording === wording;
      return subjectKey(other.subject) === subject;
    });
  }
  // In a transposed table the row label is the period and the column names the line.
  const lineKey = (v: SourceValue) =>
    v.rowLabel && periodOf(v.rowLabel) ? v.columnLabel : lineOf(v);
  const line = lineKey(match);
  if (!line || !match.periodKey) return undefined;
  // Within one table, columns of the same year usually measure different
  // things ("Net sales", "% of total"): only a restatement of the same column
  // ("2024 as reported", "2024 restated") rivals it, unless the sentence
  // says which ("as reported").
  const restated = restatementOf(match);
  if (restated !== undefined && !saysRestatement(match, words)) {
    // A column restates another only when their restatement words differ
    // ("as reported" beside "restated"): two columns of one year under one
    // "Reported" heading (an RMB and a US$ column) measure different things.
    const ownWords = restatementWords(match);
    const rival = findValue(
      scope,
      (v) =>
        v.recordId === match.recordId &&
        v.location.type === "cell" &&
        match.location.type === "cell" &&
        v.location.table === match.location.table &&
        v.location.row === match.location.row &&
        disagrees(v) &&
        comparable(claim, v) &&
        v.periodKey === match.periodKey &&
        restatementOf(v) === restated &&
        restatementWords(v) !== ownWords,
    );
    if (rival) return rival;
  }
  if (scope.every((r) => r.id === match.recordId)) return undefined;
  return findValue(
    scope,
    (v) =>
      v.recordId !== match.recordId &&
      v.location.type !== "text" &&
      disagrees(v) &&
      comparable(claim, v) &&
      v.periodKey === match.periodKey &&
      lineKey(v) === line,
  );
}

/**
 * Whether another figure of the claim's sentence equals a value of the
 * match's own source sentence and none of the rival's: text figures only
 * (table rivals are restatements, which no neighbour settles).
 */
function besideInSource(
  match: SourceValue,
  rival: SourceValue,
  claim: Mention,
  figures: readonly Mention[] | undefined,
  scope: readonly SourceRecord[],
  places: TextPlaces,
): boolean {
  if (!figures || match.location.type !== "text" || rival.location.type !== "text") return false;
  const own = places.of(match);
  const theirs = places.of(rival);
  if (!own || !theirs) return false;
  const others = figures.filter((f) => f !== claim && f.kind !== "year");
  if (others.length === 0) return false;
  const near = (v: SourceValue) =>
    others.some((f) => comparable(f, v) && Math.abs(v.value - f.value) <= f.precision / 2);
  let byMatch = false;
  let byRival = false;
  for (const r of scope) {
    if (r.id !== match.recordId && r.id !== rival.recordId) continue;
    for (const v of r.values) {
      if (v.location.type !== "text" || v === match || v === rival) continue;
      const at = places.of(v)?.sentenceStart;
      if (at === undefined) continue;
      if (v.recordId === match.recordId && at === own.sentenceStart && near(v)) byMatch = true;
      if (v.recordId === rival.recordId && at === theirs.sentenceStart && near(v)) byRival = true;
    }
  }
  return byMatch && !byRival;
}

// Verbs that state a figure without saying what it is of: "Acme reported
// revenue of" and "Acme's revenue was" have one subject.
const REPORTING_VERBS = new Set(
  "reported report posted recorded totaled totalled amounted stood came generated".split(" "),
);

/** A text figure's subject as a key, reporting verbs left out. */
function subjectKey(subject: readonly string[]): string {
  return [...new Set(subject.filter((t) => !REPORTING_VERBS.has(t)))].sort().join(" ");
}

// Column headers that restate one column: "as reported", "restated", "as
// previously reported", "revised", "recast".
const RESTATEMENT = /\b(?:as\s+)?(?:previously\s+)?(?:reported|restated|revised|recast)\b/gi;

/**
 * The column a restatement column restates: its header without its period
 * and restatement words ("2024 as reported" and "2024 restated" both give
 * ""). Undefined when the header states no restatement.
 */
function restatementOf(v: SourceValue): string | undefined {
  const label = v.columnLabel;
  if (!label || v.location.type !== "cell" || !label.match(RESTATEMENT)) return undefined;
  return contentWords(label.replace(RESTATEMENT, " ").replace(/\b(?:FY|CY)?\d{2,4}\b/gi, " ")).join(
    " ",
  );
}

/** The restatement words a value's column label states, as one key: "reported", "previously reported", "restated". */
function restatementWords(v: SourceValue): string {
  return (v.columnLabel?.match(RESTATEMENT) ?? [])
    .map((w) =>
      w
        .toLowerCase()
        .replace(/^as\s+/, "")
        .replace(/\s+/g, " "),
    )
    .join(" ");
}

/** Whether the sentence uses the restatement words of the value's column ("as reported"), which settles the choice. */
function saysRestatement(v: SourceValue, words: ReadonlySet<string>): boolean {
  const said = v.columnLabel?.match(RESTATEMENT) ?? [];
  return said.some((w) => contentWords(w).some((c) => c !== "previously" && words.has(c)));
}
