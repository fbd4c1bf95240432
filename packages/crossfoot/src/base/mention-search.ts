/**
 * The index of the first mention (or any span) that starts at or after `at`,
 * in mentions kept in text order (`mentions.length` when none does): a
 * binary search, so that asking it once per figure of a long sentence stays
 * n log n.
 */
export function firstAtOrAfter(
  mentions: readonly { readonly start: number }[],
  at: number,
): number {
  let lo = 0;
  let hi = mentions.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if ((mentions[mid] as { readonly start: number }).start < at) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}
