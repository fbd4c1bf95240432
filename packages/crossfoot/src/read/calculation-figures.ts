// The figures of a sentence's written arithmetic and the role each plays (operand or result).
import { findCalculations, type WrittenCalculation, type WrittenNumber } from "@crossfoot/derive";
import type { Mention } from "@crossfoot/extract";

/** What a figure is in the sentence's written arithmetic. */
export type CalcRole =
  | { readonly role: "operand"; readonly calc: WrittenCalculation }
  | { readonly role: "result"; readonly calc: WrittenCalculation };

export const overlaps = (a: { start: number; end: number }, b: { start: number; end: number }) =>
  a.start < b.end && b.start < a.end;

const CURRENCY_CODES: Readonly<Record<string, string>> = {
  $: "$",
  "€": "EUR",
  "£": "GBP",
  "¥": "JPY",
  "₹": "INR",
};
const SCALE_NAMES: Readonly<Record<number, string>> = {
  3: "thousand",
  6: "million",
  9: "billion",
  12: "trillion",
};

/** A figure of a calculation as a mention, when extraction read its span differently. */
function leafMention(n: WrittenNumber, start: number, end: number): Mention {
  const currency = n.currency ? CURRENCY_CODES[n.currency] : undefined;
  const scale = n.exponent !== undefined ? SCALE_NAMES[n.exponent] : undefined;
  return {
    text: n.text,
    start,
    end,
    value: n.value,
    kind: n.percent ? "percent" : currency ? "money" : "number",
    precision: n.precision,
    ...(currency ? { currency } : {}),
    ...(scale ? { scale } : {}),
    ...(n.signed ? { signed: true } : {}),
  };
}

const NO_ROLES: ReadonlyMap<Mention, CalcRole> = new Map();
const NO_CALCULATIONS: readonly WrittenCalculation[] = [];

/**
 * The written calculations of a sentence, and the role each figure plays in
 * them. Inside a calculation the parser decides what the figures are: where
 * extraction read a span differently ("95-82" as a range, "2,493/6,316" as a
 * date-like token), the calculation's own numbers replace those mentions.
 */
export function calculationFigures(
  text: string,
  extracted: readonly Mention[],
  overLines: readonly WrittenCalculation[] = NO_CALCULATIONS,
): { mentions: readonly Mention[]; roles: ReadonlyMap<Mention, CalcRole> } {
  const own = findCalculations(text);
  const calcs = overLines.length === 0 ? own : [...own, ...overLines];
  // Most sentences show no arithmetic: their figures as extracted, no roles.
  if (calcs.length === 0) return { mentions: extracted, roles: NO_ROLES };
  let mentions = [...extracted];
  const roles = new Map<Mention, CalcRole>();
  for (const calc of calcs) {
    // Formula constants (the 100 of "× 100", the 1 of "2019 − 2017 + 1") are
    // no claims, whatever extraction made of them.
    for (const o of calc.operands) {
      if (o.constant) mentions = mentions.filter((m) => !(m.start === o.start && m.end === o.end));
    }
    const leaves = [
      ...calc.operands.filter((o) => !o.constant).map((o) => ({ ...o, role: "operand" as const })),
      { ...calc.result, constant: false, role: "result" as const },
    ];
    for (const leaf of leaves) {
      // A figure of a calculation written over lines that another sentence holds.
      if (leaf.start < 0 || leaf.end > text.length) continue;
      const same = mentions.find((m) => m.start === leaf.start && m.end === leaf.end);
      const covering = mentions.find(
        (m) => m.start <= leaf.start && leaf.end <= m.end && !roles.has(m),
      );
      let m = same;
      // A result may carry words the parser does not read ("13 thousand" is one figure either way).
      if (
        !m &&
        leaf.role === "result" &&
        covering &&
        !leaves.some((o) => o !== leaf && overlaps(o, covering))
      )
        m = covering;
      if (!m) {
        mentions = mentions.filter((x) => !overlaps(x, leaf));
        m = leafMention(leaf.number, leaf.start, leaf.end);
        mentions.push(m);
      }
      if (!roles.has(m) || leaf.role === "result") roles.set(m, { role: leaf.role, calc });
    }
  }
  mentions.sort((a, b) => a.start - b.start);
  return { mentions, roles };
}

// "over five years", "a 5-year period", "for 3 years".
const YEARS_COUNTED = /\b(\d{1,2}|two|three|four|five|six|seven|eight|nine|ten)[-\s]years?\b/i;
const NUMBER_WORDS: Readonly<Record<string, number>> = {
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
};

/**
 * How many years a sentence spans: from its earliest to its latest year
 * named ("from 2015 to 2019": 5), or a count of years it writes ("over five
 * years"); undefined when it names neither.
 */
export function periodsSpanned(text: string, mentions: readonly Mention[]): number | undefined {
  const counted = YEARS_COUNTED.exec(text)?.[1]?.toLowerCase();
  if (counted !== undefined) return NUMBER_WORDS[counted] ?? Number(counted);
  let low = Number.POSITIVE_INFINITY;
  let high = Number.NEGATIVE_INFINITY;
  for (const m of mentions) {
    if (m.kind !== "year") continue;
    for (const y of m.text.match(/(?:18|19|20|21)\d\d/g) ?? []) {
      low = Math.min(low, Number(y));
      high = Math.max(high, Number(y));
    }
  }
  return high > low ? high - low + 1 : undefined;
}
