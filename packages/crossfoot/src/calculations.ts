import { findCalculations, type WrittenCalculation, type WrittenNumber } from "@crossfoot/derive";
import type { Mention } from "@crossfoot/extract";
import { formatNumber, isPassing, type SourceRef } from "@crossfoot/verdict";
import type { Judgement } from "./judge.js";

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

/**
 * The written calculations of a sentence, and the role each figure plays in
 * them. Inside a calculation the parser decides what the figures are: where
 * extraction read a span differently ("95-82" as a range, "2,493/6,316" as a
 * date-like token), the calculation's own numbers replace those mentions.
 */
export function calculationFigures(
  text: string,
  extracted: readonly Mention[],
): { mentions: readonly Mention[]; roles: ReadonlyMap<Mention, CalcRole> } {
  const calcs = findCalculations(text);
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
 */
export function judgeCalculation(
  calc: WrittenCalculation,
  mentions: readonly Mention[],
  verdicts: ReadonlyMap<Mention, Judgement>,
): { judgement?: Judgement; ungrounded?: string } {
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
  for (const operand of calc.operands) {
    if (operand.constant) continue;
    const mention = mentions.find((m) => overlaps(m, operand));
    const verdict = mention ? verdicts.get(mention) : undefined;
    if (!verdict || !isPassing(verdict.status)) return { ungrounded: operand.number.text };
    if (verdict.details.type === "match") operands.push(verdict.details.source);
    else if (verdict.details.type === "derivation")
      for (const o of verdict.details.operands) operands.push(o);
  }
  const evidence = `recomputed ${calc.formula}; every operand is grounded`;
  return {
    judgement: {
      status: "derived",
      evidence,
      details: {
        type: "derivation",
        operation: "written_calculation",
        operands,
        computed: calc.computed,
        formula: calc.formula,
      },
    },
  };
}

/** `(×10^9)` for a dropped scale. */
export function scaleNote(exponent: number): string {
  return `written without its scale (× ${formatNumber(10 ** exponent)})`;
}
