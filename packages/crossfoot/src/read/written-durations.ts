// The durations and buckets a sentence writes beside its figures: "three to six months", "181-360".
import { type Mention } from "@crossfoot/extract";

/**
 * The durations a claim states, in seconds: a duration's value or both ends
 * of its range, or for a bare count that opens a range written in words
 * ("three to six months") the count in the unit of the range's end.
 */
export function claimedDurations(
  claim: Mention,
  mentions: readonly Mention[],
  text: string,
): { seconds: number[]; phrase: string } {
  const none = { seconds: [], phrase: "" };
  if (claim.kind === "quantity" && claim.dimension === "time") {
    const seconds = claim.range ? [claim.range.low, claim.range.high] : [claim.value];
    return { seconds, phrase: claim.text };
  }
  if (claim.kind !== "number" || !Number.isInteger(claim.value) || claim.scale !== undefined)
    return none;
  const next = firstFrom(mentions, claim.end);
  if (!next || next.kind !== "quantity" || next.dimension !== "time") return none;
  if (!/^\s?(?:to|-|–|and)\s?$/.test(text.slice(claim.end, next.start))) return none;
  return { seconds: [claim.value * next.precision], phrase: text.slice(claim.start, next.end) };
}

/**
 * The first mention starting at or after `at`, by binary search over the
 * mentions in text order: asked once per figure, so a sentence of thousands
 * of figures stays linear.
 */
function firstFrom(mentions: readonly Mention[], at: number): Mention | undefined {
  let lo = 0;
  let hi = mentions.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if ((mentions[mid] as Mention).start < at) lo = mid + 1;
    else hi = mid;
  }
  return mentions[lo];
}

// A bucket as prose writes it: "181-360", ">360", "1–90".
const BUCKET = /^(?:[<>≤≥] ?)?\d[\d,]{0,12}(?: ?[-–—] ?\d[\d,]{0,12})?/;

/** The bucket a figure opens as written ("181-360" from "181-360 days"), if any. */
export function bucketAt(text: string, claim: Mention): string | undefined {
  return BUCKET.exec(text.slice(claim.start))?.[0];
}
