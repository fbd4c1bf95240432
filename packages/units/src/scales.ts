import { deepFreeze } from "./freeze.js";
/**
 * A scale word or suffix and the power of ten it multiplies by.
 *
 * `attachedOnly` marks single-letter suffixes (`k`, `m`, `b`) that read as a
 * scale only when written against the number (`$3.2m`, `40k`) or after a
 * currency amount: a free-standing "5 m" is more likely metres.
 */
export interface Scale {
  /** The word as written, lower case unless `caseSensitive`. */
  readonly word: string;
  /** Power of ten: `million` → 6. */
  readonly exponent: number;
  /** Canonical name for reports: `million`, `billion`, … */
  readonly name: string;
  /** Only a scale when attached to the digits or to a money amount. */
  readonly attachedOnly?: boolean;
  /** Match the word with its case as written (e.g. `M` vs `m` in some packs). */
  readonly caseSensitive?: boolean;
}

/** The scale words English financial prose uses, and the Indian lakh and crore. */
export const SCALES: readonly Scale[] = deepFreeze([
  { word: "k", exponent: 3, name: "thousand", attachedOnly: true },
  { word: "thousand", exponent: 3, name: "thousand" },
  { word: "thousands", exponent: 3, name: "thousand" },
  { word: "m", exponent: 6, name: "million", attachedOnly: true },
  { word: "mn", exponent: 6, name: "million" },
  { word: "mm", exponent: 6, name: "million", attachedOnly: true },
  { word: "mln", exponent: 6, name: "million" },
  { word: "million", exponent: 6, name: "million" },
  { word: "millions", exponent: 6, name: "million" },
  { word: "b", exponent: 9, name: "billion", attachedOnly: true },
  { word: "bn", exponent: 9, name: "billion" },
  { word: "bln", exponent: 9, name: "billion" },
  { word: "billion", exponent: 9, name: "billion" },
  { word: "billions", exponent: 9, name: "billion" },
  { word: "t", exponent: 12, name: "trillion", attachedOnly: true },
  { word: "tn", exponent: 12, name: "trillion" },
  { word: "trillion", exponent: 12, name: "trillion" },
  { word: "trillions", exponent: 12, name: "trillion" },
  { word: "lakh", exponent: 5, name: "lakh" },
  { word: "lakhs", exponent: 5, name: "lakh" },
  { word: "lac", exponent: 5, name: "lakh" },
  { word: "crore", exponent: 7, name: "crore" },
  { word: "crores", exponent: 7, name: "crore" },
  { word: "cr", exponent: 7, name: "crore", attachedOnly: true },
]);

/**
 * Look a scale word up in a list of scales (the base list by default).
 *
 * @example
 * findScale("bn")?.exponent // 9
 */
export function findScale(word: string, scales: readonly Scale[] = SCALES): Scale | undefined {
  const lower = word.toLowerCase();
  for (const scale of scales) {
    if (scale.caseSensitive ? scale.word === word : scale.word === lower) return scale;
  }
  return undefined;
}

/** The multiplier a scale stands for: `10 ** exponent`, computed exactly. */
export function scaleMultiplier(scale: Scale): number {
  return Number(`1e${scale.exponent}`);
}
