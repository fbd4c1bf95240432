import type { Mention } from "@crossfoot/extract";
import type { SourceRecord, SourceSet, SourceValue } from "@crossfoot/sources";
import { comparable, readsAtClaimScale } from "./compatible.js";

/** A source value that equals a claim, or rounds to it. */
export interface DirectMatch {
  readonly value: SourceValue;
  readonly exact: boolean;
}

const NO_MATCHES: readonly DirectMatch[] = Object.freeze([]);

// Relative tolerance for "equal": only floating-point representation error.
const EXACT_TOLERANCE = 1e-9;

/**
 * Every direct match for a claim among the values of `records`, closest
 * first: values equal to the claim, or (when rounding is allowed) within half
 * a unit of its last stated digit. Found through the value index, so the cost
 * is logarithmic in the number of values plus the matches.
 */
export function directMatches(
  claim: Mention,
  sources: SourceSet,
  records: ReadonlySet<SourceRecord>,
  allowRounding: boolean,
): readonly DirectMatch[] {
  const half = claim.precision / 2;
  const slack = Math.max(Math.abs(claim.value), claim.precision) * EXACT_TOLERANCE;
  // A stated zero says there is none: it is no rounding of a value that is
  // not zero ("0" for a line of -12 thousand).
  const radius = allowRounding && claim.value !== 0 ? half + slack : slack;
  const out: { match: DirectMatch; distance: number }[] = [];
  for (const value of sources.index.between(claim.value - radius, claim.value + radius)) {
    if (!records.has(sources.record(value.recordId) as SourceRecord)) continue;
    if (!comparable(claim, value) || !readsAtClaimScale(claim, value)) continue;
    const distance = Math.abs(value.value - claim.value);
    out.push({ match: { value, exact: distance <= slack }, distance });
  }
  copiedDotGrouped(claim, sources, records, out);
  // Most figures match one value or none: no sort, and no mapping, for those.
  if (out.length === 0) return NO_MATCHES;
  if (out.length === 1) return [(out[0] as { match: DirectMatch }).match];
  return out.sort((a, b) => a.distance - b.distance).map((x) => x.match);
}

// "2.496": one dot and three digits, which a table that groups thousands with dots writes for 2,496.
const DOT_GROUP = /^\d{1,3}\.\d{3}$/;

/**
 * A figure copied as a dot-grouped table writes it ("2.496" for the table's
 * 2,496): the cell whose text is exactly the figure's, read in its table's
 * notation, is that figure. Only the same characters count, so "2.469" or
 * "2,496.0" do not, and a plain number only.
 */
function copiedDotGrouped(
  claim: Mention,
  sources: SourceSet,
  records: ReadonlySet<SourceRecord>,
  out: { match: DirectMatch; distance: number }[],
): void {
  if (claim.kind !== "number" || claim.scale !== undefined || !DOT_GROUP.test(claim.text)) return;
  const grouped = Number(claim.text.replace(".", ""));
  for (const value of sources.index.between(grouped - 0.5, grouped + 0.5)) {
    if (value.text !== claim.text || value.value !== grouped) continue;
    if (!records.has(sources.record(value.recordId) as SourceRecord)) continue;
    out.push({ match: { value, exact: true }, distance: 0 });
  }
}

/** The closest direct match, if any. */
export function directMatch(
  claim: Mention,
  sources: SourceSet,
  records: ReadonlySet<SourceRecord>,
  allowRounding: boolean,
): DirectMatch | undefined {
  return directMatches(claim, sources, records, allowRounding)[0];
}
