import { findCalculations, type WrittenCalculation } from "@crossfoot/derive";
import type { Mention } from "@crossfoot/extract";
import { formatNumber, isPassing, type SourceRef } from "@crossfoot/verdict";
import type { Judgement } from "./judge.js";

/** What a figure is in the sentence's written arithmetic. */
export type CalcRole =
  | { readonly role: "operand"; readonly calc: WrittenCalculation }
  | { readonly role: "result"; readonly calc: WrittenCalculation };

const overlaps = (a: { start: number; end: number }, b: { start: number; end: number }) =>
  a.start < b.end && b.start < a.end;

/** The written calculations of a sentence, and the role each mention plays in them. */
export function calculationRoles(
  text: string,
  mentions: readonly Mention[],
): Map<Mention, CalcRole> {
  const roles = new Map<Mention, CalcRole>();
  for (const calc of findCalculations(text)) {
    for (const m of mentions) {
      if (overlaps(m, calc.result)) roles.set(m, { role: "result", calc });
      else if (!roles.has(m) && calc.operands.some((o) => overlaps(o, m)))
        roles.set(m, { role: "operand", calc });
    }
  }
  return roles;
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
    else if (verdict.details.type === "derivation") operands.push(...verdict.details.operands);
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
