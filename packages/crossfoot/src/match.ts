import type { Mention } from "@crossfoot/extract";
import type { SourceRecord, SourceSet, SourceValue } from "@crossfoot/sources";
import { comparable } from "./compatible.js";

/** A source value that equals a claim, or rounds to it. */
export interface DirectMatch {
  readonly value: SourceValue;
  readonly exact: boolean;
}

// Relative tolerance for "equal": only floating-point representation error.
const EXACT_TOLERANCE = 1e-9;

/**
 * The best direct match for a claim among the values of `records`: an exact
 * match first, else (when rounding is allowed) a value within half a unit of
 * the claim's last stated digit. Found through the value index, so the cost
 * is logarithmic in the number of values.
 */
export function directMatch(
  claim: Mention,
  sources: SourceSet,
  records: ReadonlySet<SourceRecord>,
  allowRounding: boolean,
): DirectMatch | undefined {
  const half = claim.precision / 2;
  const slack = Math.max(Math.abs(claim.value), claim.precision) * EXACT_TOLERANCE;
  const radius = allowRounding ? half + slack : slack;
  let best: DirectMatch | undefined;
  let bestDistance = Number.POSITIVE_INFINITY;
  for (const value of sources.index.between(claim.value - radius, claim.value + radius)) {
    if (!records.has(sources.record(value.recordId) as SourceRecord)) continue;
    if (!comparable(claim, value)) continue;
    const distance = Math.abs(value.value - claim.value);
    if (distance < bestDistance) {
      best = { value, exact: distance <= slack };
      bestDistance = distance;
    }
  }
  return best;
}
