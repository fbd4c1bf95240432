import type { Mention } from "@crossfoot/extract";
import { periodOf, type SourceRecord, type SourceSet, type SourceValue } from "@crossfoot/sources";
import { isPassing } from "@crossfoot/verdict";
import type { ResolvedOptions } from "../base/options.js";
import { bind } from "../bind/binding.js";
import { ClaimSources } from "../bind/binding-sources.js";
import { comparable } from "../bind/compatible.js";
import { derivationHints, derivationScopes } from "../bind/derivation-scopes.js";
import { directMatch, directMatches } from "../bind/match.js";
import { passagePrefers } from "../bind/passage-words.js";
import type { SentenceScope } from "../bind/sentence-scope.js";
import { inChangeColumn } from "../places/change-columns.js";
import { describeValue, sourceRef } from "../places/refs.js";
import { lineOf } from "../places/source-lines.js";
import type { TextPlaces } from "../places/text-places.js";
import {
  type DerivedOutcome,
  derivationEvidence,
  deriveClaim,
  statedDirection,
} from "../prove/derived.js";
import type { Judgement } from "../prove/judgement.js";
import { judgeByMetric, metricOverMatch } from "../prove/metrics.js";
import { aggregateOverPeriods, onePeriodOfAggregate } from "../read/aggregate-periods.js";
import { contentWords } from "../read/content-words.js";
import type { DerivationHints } from "../read/derivation-hints.js";
import { UNBOUND } from "../read/sentence-contexts.js";
import { judgeInterval } from "./intervals.js";
import { misplaced } from "./misplaced.js";

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
  const bindingSources = new ClaimSources(sources, sentence.cache, claim, scope);
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
    const bindingSources = new ClaimSources(sources, sentence.cache, claim, scope);
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
          new ClaimSources(sources, sentence.cache, claim, scope),
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
