import type { Mention } from "@crossfoot/extract";
import type { SourceRecord, SourceSet, SourceValue } from "@crossfoot/sources";
import { formatNumber } from "@crossfoot/verdict";
import type { ResolvedOptions } from "../base/options.js";
import { type BindingSources, bind, namedRows } from "../bind/binding.js";
import { comparable, readsAtClaimScale } from "../bind/compatible.js";
import type { DirectMatch } from "../bind/match.js";
import type { SentenceScope } from "../bind/sentence-scope.js";
import { describeValue, sourceRef } from "../places/refs.js";
import { isUnlabelledRow, lineOf } from "../places/source-lines.js";
import type { Judgement } from "../prove/judgement.js";
import { misplaced } from "./misplaced.js";

const BOUND_WORDS: Readonly<Record<NonNullable<Mention["bound"]>, string>> = {
  lt: "under",
  le: "at most",
  gt: "over",
  ge: "at least",
};

/**
 * A range ("between 39 and 40 million", "10-12%") holds when a source value
 * lies inside it; a bound ("under 50ms", "at least 95%") when a source value
 * of the same kind satisfies it. The value must be the one the sentence
 * speaks of: a line's value only when the sentence names its line, never a
 * value that happens to lie inside. It must sit where the sentence says,
 * as a copied figure must: "Revenue was under $1 billion in 2024" is not
 * proven by another row's or year's smaller value (`wrong_row`,
 * `wrong_period`, `wrong_entity`, and `wrong_record` for a value only in a
 * record the sentence does not cite).
 *
 * A table value under a unit header has two readings ("1,200" under "(in
 * millions)" is 1,200 and 1,200,000,000); a bound is compared with the one
 * nearer its own size, so "under $1 billion" is not satisfied by the
 * written 1,200 of $1.2 billion.
 */
export function judgeInterval(
  claim: Mention,
  sentence: SentenceScope,
  sources: SourceSet,
  bindingSources: BindingSources,
  options: Pick<ResolvedOptions, "checkTableRows">,
): Judgement {
  const stated = claim.range
    ? `within ${formatNumber(claim.range.low)}–${formatNumber(claim.range.high)}`
    : `${BOUND_WORDS[claim.bound ?? "ge"]} ${formatNumber(claim.value)}`;
  // One pass over the sources' values of the claim's kind, for both uses below.
  const every = readings(claim, sources);
  const holding = every.filter((v) => holds(claim, v.value));
  // Nearest the interval first, as direct matches are nearest the figure first.
  const target = claim.range ? (claim.range.low + claim.range.high) / 2 : claim.value;
  const nearest = (a: SourceValue, b: SourceValue) =>
    Math.abs(a.value - target) - Math.abs(b.value - target);
  const inScope = holding.filter((v) => sentence.inScope.has(recordOf(v, sources))).sort(nearest);
  const binding = bind(
    asMatches(inScope),
    sentence.context,
    bindingSources,
    options.checkTableRows,
  );
  if (binding?.type === "bound") {
    const hit = binding.match.value;
    // A value that happens to lie inside a range proves it only when it is
    // the one the sentence speaks of: a line's value whose line the sentence
    // does not name ("The figure was between 3,000 and 4,000" over a table
    // of several lines) is any value of the right size.
    const line = options.checkTableRows ? lineOf(hit) : undefined;
    if (
      line !== undefined &&
      !isUnlabelledRow(line) &&
      namedRows([line], sentence.context).size === 0 &&
      otherLine(every, line, (v) => sentence.inScope.has(recordOf(v, sources)))
    ) {
      const reason = `${describeValue(hit)} lies ${stated}, but the sentence names no line of it: a value that happens to lie inside proves nothing`;
      return {
        status: "unsupported",
        evidence: reason,
        details: { type: "none", reason, searched: [...sentence.inScope].map((r) => r.id) },
      };
    }
    return {
      status: "supported_exact",
      evidence: `${describeValue(hit)}, ${stated}`,
      details: { type: "match", exact: true, source: sourceRef(hit) },
      source: hit,
    };
  }
  // The value the sentence names, when it has one, is the one to compare:
  // that another row's or year's value satisfies a bound says little.
  const all = every.filter((v) => sentence.inScope.has(recordOf(v, sources)));
  const searched = [...sentence.inScope].map((r) => r.id);
  const unmet = (reason: string): Judgement => ({
    status: "unsupported",
    evidence: reason,
    details: { type: "none", reason, searched },
  });
  all.sort(nearest);
  const named =
    options.checkTableRows && all.length > 0
      ? bind(asMatches(all), sentence.context, bindingSources, true)
      : undefined;
  if (named?.type === "bound")
    return unmet(
      `the value the sentence names, ${describeValue(named.match.value)}, is not ${stated}`,
    );
  const elsewhere = misplaced(binding, sentence);
  if (elsewhere) return elsewhere;
  if (sentence.cited.length > 0) {
    const other = holding.find((v) => !sentence.inScope.has(recordOf(v, sources)));
    if (other) {
      return {
        status: "wrong_record",
        evidence: `value is in [${other.recordId}] ${other.label}, ${stated}, but the sentence cites ${sentence.citedIds.map((id) => `[${id}]`).join(", ")}`,
        details: { type: "elsewhere", source: sourceRef(other), cited: sentence.citedIds },
      };
    }
  }
  if (all.length === 0) return unmet(`no source value of this kind to compare with ${stated}`);
  return unmet(
    `no source value of this kind is ${stated} (nearest: ${describeValue(all[0] as SourceValue)})`,
  );
}

/**
 * Whether values of some other line than `line` are in scope: then a value
 * of `line` inside a range is one of several it could have been. (With one
 * line in scope, "California has between 39 and 40 million people" over a
 * single population field, the value is the only one it can be.)
 */
function otherLine(
  values: readonly SourceValue[],
  line: string,
  inScope: (v: SourceValue) => boolean,
): boolean {
  for (const v of values) {
    const l = lineOf(v);
    if (l !== undefined && l !== line && inScope(v)) return true;
  }
  return false;
}

/** Whether `x` lies in the claim's range or satisfies its bound. */
function holds(claim: Mention, x: number): boolean {
  if (claim.range)
    return (
      x >= claim.range.low - 1e-9 * Math.abs(claim.range.low) && x <= claim.range.high * (1 + 1e-9)
    );
  switch (claim.bound) {
    case "lt":
      return x < claim.value;
    case "le":
      return x <= claim.value;
    case "gt":
      return x > claim.value;
    default:
      return x >= claim.value;
  }
}

/**
 * The readings of the claim's kind, one per source value: of a value with a
 * scaled reading, the reading nearer the claim's size (by order of
 * magnitude), or the scaled one for a claim written with its own scale word.
 * In the index's order, ascending by value.
 */
function readings(claim: Mention, sources: SourceSet): SourceValue[] {
  const size = magnitude(claim.range ? claim.range.high : claim.value);
  const out: SourceValue[] = [];
  for (const v of sources.index.between(Number.NEGATIVE_INFINITY, Number.POSITIVE_INFINITY)) {
    if (!comparable(claim, v) || !readsAtClaimScale(claim, v)) continue;
    // A figure with its own scale word reads cells in ones (readsAtClaimScale):
    // the scaled reading, however far from its size.
    const other = claim.scale === undefined ? otherReading(v) : undefined;
    if (
      other !== undefined &&
      Math.abs(magnitude(other) - size) < Math.abs(magnitude(v.value) - size)
    )
      continue;
    out.push(v);
  }
  return out;
}

/** The value of a value's other reading: the scaled one of a written value, or the reverse. */
function otherReading(v: SourceValue): number | undefined {
  if (v.reading === "scaled") return v.unitScale ? v.value / v.unitScale : undefined;
  return v.scaledValue;
}

/** Order of magnitude, with 0 taken as 1. */
function magnitude(x: number): number {
  return Math.log10(Math.abs(x) || 1);
}

function recordOf(v: SourceValue, sources: SourceSet): SourceRecord {
  return sources.record(v.recordId) as SourceRecord;
}

function asMatches(values: readonly SourceValue[]): DirectMatch[] {
  return values.map((value) => ({ value, exact: true }));
}
