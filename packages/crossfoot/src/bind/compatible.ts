import type { Mention, MentionKind } from "@crossfoot/extract";
import type { SourceValue } from "@crossfoot/sources";
import { currenciesCompatible } from "@crossfoot/units";

/** Source kinds a claim of each kind may be compared with. */
const COMPARABLE: Readonly<Record<MentionKind, ReadonlySet<MentionKind>>> = {
  number: new Set(["number", "money"]),
  money: new Set(["number", "money"]),
  percent: new Set(["percent"]),
  pp: new Set(["pp"]),
  bps: new Set(["bps"]),
  multiple: new Set(["multiple", "number"]),
  ratio: new Set(["ratio"]),
  quantity: new Set(["quantity"]),
  year: new Set(["year"]),
};

/**
 * Whether a source value can stand for a claim: comparable kinds (a percent
 * never matches a plain number) and compatible currencies (`$` with any
 * dollar currency, codes strictly).
 */
export function comparable(claim: Mention, value: SourceValue): boolean {
  if (!COMPARABLE[claim.kind].has(value.kind)) return false;
  // "doubled", "grew 2x": a change stated as a multiple is no plain number's 2.
  if (claim.kind === "multiple" && claim.cue && value.kind !== "multiple") return false;
  // Quantities compare only within one dimension: decimal and binary data
  // (GB, GiB) are different dimensions and never reconciled.
  if (claim.kind === "quantity" && claim.dimension !== value.dimension) return false;
  return currenciesCompatible(claim.currency, value.currency);
}

/**
 * Whether a reading of a source value can stand for a claim by its size. A
 * figure written with its own scale word ("$28.5 thousand") is in ones; a
 * cell under "(in thousands)" is 28,541 thousand in ones, so only its scaled
 * reading (28,541,000) can stand for the figure, never its digits as
 * written: "$28.5 thousand" beside that cell is a scale error, not a
 * rounding of 28,541.
 */
export function readsAtClaimScale(claim: Mention, value: SourceValue): boolean {
  return claim.scale === undefined || value.scaledValue === undefined || value.reading === "scaled";
}
