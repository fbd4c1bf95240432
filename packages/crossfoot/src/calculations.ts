import {
  type Expr,
  findCalculations,
  type WrittenCalculation,
  type WrittenNumber,
} from "@crossfoot/derive";
import type { Mention } from "@crossfoot/extract";
import type { SourceValue } from "@crossfoot/sources";
import { formatNumber, isPassing, type SourceRef } from "@crossfoot/verdict";
import { lineOf } from "./binding.js";
import type { Judgement } from "./judgement.js";

/** What a figure is in the sentence's written arithmetic. */
export type CalcRole =
  | { readonly role: "operand"; readonly calc: WrittenCalculation }
  | { readonly role: "result"; readonly calc: WrittenCalculation };

const overlaps = (a: { start: number; end: number }, b: { start: number; end: number }) =>
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

/**
 * Judge the stated result of a written calculation. A wrong result is an
 * `arithmetic_error`. A right one is `derived` when every operand that is not
 * a formula constant was itself grounded; otherwise the caller falls back to
 * the ordinary search and, failing that, reports which operand is not grounded.
 * An operand an earlier sentence holds (below offset 0, in a calculation
 * written over lines) takes the verdict `earlier` gives it.
 */
export function judgeCalculation(
  calc: WrittenCalculation,
  mentions: readonly Mention[],
  verdicts: ReadonlyMap<Mention, Judgement>,
  earlier?: (start: number, end: number) => Judgement | undefined,
): {
  judgement?: Judgement;
  ungrounded?: string;
  /** The grounded operands, when they are one line's values in two periods (a change of that line). */
  line?: readonly SourceValue[];
} {
  const stated = calc.result.number.text;
  if (!calc.correct) {
    const reason = `the written calculation gives ${calc.formula}, not ${stated}`;
    return {
      judgement: {
        status: "arithmetic_error",
        evidence: reason,
        details: { type: "none", reason, searched: [] },
      },
    };
  }
  const operands: SourceRef[] = [];
  const matched: SourceValue[] = [];
  // Every source value the result rests on, matched or derived, so a later
  // restatement of it is held to their rows and periods; none when some
  // operand rests on no known value (its rows and periods are then unknown).
  let restsOn: SourceValue[] | undefined = [];
  for (const operand of calc.operands) {
    if (operand.constant) continue;
    // An operand an earlier line wrote has that line's verdict.
    const mention = operand.start < 0 ? undefined : mentions.find((m) => overlaps(m, operand));
    const verdict =
      operand.start < 0 ? earlier?.(operand.start, operand.end) : mention && verdicts.get(mention);
    if (!verdict || !isPassing(verdict.status)) return { ungrounded: operand.number.text };
    if (verdict.source) matched.push(verdict.source);
    const values = verdict.source ? [verdict.source] : (verdict.operands ?? []);
    if (values.length === 0) restsOn = undefined;
    for (const v of values) if (restsOn && !restsOn.includes(v)) restsOn.push(v);
    if (verdict.details.type === "match") operands.push(verdict.details.source);
    else if (verdict.details.type === "derivation")
      for (const o of verdict.details.operands) operands.push(o);
  }
  const evidence = `recomputed ${calc.formula}; every operand is grounded`;
  // "Revenue fell (1,200 − 1,000) / 1,000 = 20%": right arithmetic, but the
  // operands show revenue rising, whatever order the arithmetic writes.
  // The direction word sits before the result or before the arithmetic (on
  // its first operand: "fell (1,200 − 1,000) / 1,000 = 20%").
  const cue =
    mentions.find((m) => overlaps(m, calc.result))?.cue ??
    mentions.find((m) => m.start >= calc.start && m.end <= calc.end && m.cue)?.cue;
  const change = lineChange(matched);
  const against = cue && !cue.negated ? change : undefined;
  const line = change ? { line: matched } : {};
  const details = {
    type: "derivation",
    operation: "written_calculation",
    operands,
    computed: calc.computed,
    formula: calc.formula,
  } as const;
  if (against && (against.rose ? "increase" : "decrease") !== cue?.direction) {
    return {
      judgement: {
        status: "contradicted",
        evidence: `${evidence}, but its operands are ${against.line} from ${against.from} to ${against.to}, a ${against.rose ? "rise" : "fall"}, and the answer says ${cue?.word}`,
        details,
        ...(restsOn ? { operands: restsOn } : {}),
      },
      ...line,
    };
  }
  const rests = restsOn ? { operands: restsOn } : {};
  return { judgement: { status: "derived", evidence, details, ...rests }, ...line };
}

/**
 * The change a calculation's grounded operands show when they are one
 * line's values in exactly two periods ("(1,200 − 1,000) / 1,000" over
 * revenue's 2023 and 2024): its direction, whatever order the arithmetic
 * writes them in. Undefined for operands of several lines, one period or
 * more than two, or equal values.
 */
function lineChange(
  values: readonly SourceValue[],
): { line: string; from: string; to: string; rose: boolean } | undefined {
  const byPeriod = new Map<string, SourceValue>();
  let line: string | undefined;
  for (const v of values) {
    const l = lineOf(v);
    if (l === undefined || v.periodKey === undefined || v.location.type === "text")
      return undefined;
    if (line !== undefined && l !== line) return undefined;
    line = l;
    const known = byPeriod.get(v.periodKey);
    if (known && known.value !== v.value) return undefined;
    byPeriod.set(v.periodKey, v);
  }
  if (line === undefined || byPeriod.size !== 2) return undefined;
  const [a, b] = [...byPeriod.keys()].sort();
  const earlier = byPeriod.get(a as string) as SourceValue;
  const later = byPeriod.get(b as string) as SourceValue;
  if (earlier.value === later.value) return undefined;
  return {
    line: `"${line}"`,
    from: `${a} (${formatNumber(earlier.value)})`,
    to: `${b} (${formatNumber(later.value)})`,
    rose: later.value > earlier.value,
  };
}

/** `(×10^9)` for a dropped scale. */
export function scaleNote(exponent: number): string {
  return `written without its scale (× ${formatNumber(10 ** exponent)})`;
}

/**
 * Why a calculation its sentence calls an average is none: "(197 + 101 +
 * 206) / 4" divides a sum of three values by four. Undefined when the
 * expression is no sum over a written divisor, or the divisor is the count
 * of its terms or of the `periods` the sentence spans.
 */
export function averageMiscount(
  calc: WrittenCalculation,
  periods: number | undefined,
): string | undefined {
  let e = unwrapped(calc.expression);
  if (e.type !== "bin" || e.op !== "/") return undefined;
  const divisor = unwrapped(e.right);
  if (divisor.type !== "num") return undefined;
  const count = divisor.number.value;
  e = unwrapped(e.left);
  const terms = sumTerms(e);
  if (terms < 2 || !Number.isInteger(count) || count === terms) return undefined;
  // An average a year over the span the sentence names ("over 2015-2019"):
  // the divisor counts its years, not the values written.
  if (periods === count) return undefined;
  return `an average of ${terms} values divides by ${terms}, not ${formatNumber(count)}`;
}

/** An expression without the groups and signs around it. */
function unwrapped(e: Expr): Expr {
  let x = e;
  while (x.type === "group" || x.type === "neg") x = x.type === "group" ? x.inner : x.operand;
  return x;
}

/**
 * How many terms a chain of additions adds up (1 for anything else). A term
 * in brackets is one value however it is made: "((a + b) + (c + d)) / 2"
 * averages two sums.
 */
function sumTerms(e: Expr): number {
  if (e.type !== "bin" || e.op !== "+") return 1;
  return sumTerms(e.left) + sumTerms(e.right);
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
