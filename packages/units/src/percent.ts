/** The three ways prose states a proportion. */
export type ProportionUnit = "percent" | "pp" | "bps";

/** Words and signs after a number that make it a percent, a percentage-point or a basis-point figure. */
export const PROPORTION_WORDS: Readonly<Record<string, ProportionUnit>> = {
  "%": "percent",
  percent: "percent",
  "per cent": "percent",
  pct: "percent",
  pp: "pp",
  "p.p.": "pp",
  ppt: "pp",
  ppts: "pp",
  "percentage point": "pp",
  "percentage points": "pp",
  bp: "bps",
  bps: "bps",
  "basis point": "bps",
  "basis points": "bps",
};

/** Basis points in one percentage point. */
export const BPS_PER_PP = 100;

/**
 * Convert a change between percentage points and basis points.
 *
 * @example
 * convertProportion(25, "bps", "pp") // 0.25
 */
export function convertProportion(value: number, from: "pp" | "bps", to: "pp" | "bps"): number {
  if (from === to) return value;
  return from === "pp" ? value * BPS_PER_PP : value / BPS_PER_PP;
}
