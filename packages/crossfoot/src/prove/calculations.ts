import { type Expr, evaluate, type WrittenCalculation } from "@crossfoot/derive";
import type { Mention } from "@crossfoot/extract";
import type { SourceValue } from "@crossfoot/sources";
import type { Claim } from "@crossfoot/verdict";
import { formatNumber, isPassing, type SourceRef } from "@crossfoot/verdict";
import { lineOf } from "../places/source-lines.js";
import { overlaps } from "../read/calculation-figures.js";
import type { Judgement } from "./judgement.js";

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
        details: { type: "none", reason, searched: [], computed: computedAsClaim(calc) },
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

/**
 * The verdict an earlier sentence's claim gave the figure at `[start, end)`
 * of the answer, for an operand of a calculation written over lines. Sought
 * back from the latest claim, over the claims from `start` on only.
 */
export function earlierVerdict(
  claims: readonly Claim[],
  start: number,
  end: number,
): Judgement | undefined {
  for (let k = claims.length - 1; k >= 0; k--) {
    const c = claims[k] as Claim;
    if (c.start < start) return undefined;
    if (c.start === start && c.end === end)
      return { status: c.status, evidence: c.evidence, details: c.details } as Judgement;
  }
  return undefined;
}

/**
 * What a calculation gives, in the units its stated result's value is in
 * (base units, scale words applied). Operands without scale words under a
 * result with one ("44.1 − 56.7 = −8.9 million") are in the result's units,
 * so the digits are computed as written and carry the result's scale;
 * operands with their own scale words are computed in base units.
 */
function computedAsClaim(calc: WrittenCalculation): number {
  const { value, written } = calc.result.number;
  const scaled = calc.operands.some((o) => !o.constant && o.number.value !== o.number.written);
  return scaled || written === 0
    ? evaluate(calc.expression, "scaled")
    : evaluate(calc.expression, "written") * (value / written);
}
