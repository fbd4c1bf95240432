import { type Derivation, findDerivations, OPERATIONS, type Operand } from "@crossfoot/derive";
import type { Mention } from "@crossfoot/extract";
import type { SourceValue } from "@crossfoot/sources";
import { currenciesCompatible } from "@crossfoot/units";
import { isPassing, type SourceRef } from "@crossfoot/verdict";
import { statedDirection, targetOf } from "./derived.js";
import type { Judgement } from "./judgement.js";

/** A figure of the answer that is already grounded. */
export interface GroundedFigure {
  readonly mention: Mention;
  readonly sentence: number;
  readonly judgement: Judgement;
  /** Matched only once a dropped scale was restored: never a derivation operand. */
  readonly dropped: boolean;
}

// Step-by-step arithmetic may use figures from the same sentence and the two before it.
const STEP_WINDOW = 2;

/**
 * How many of the answer's latest grounded figures a restatement or a step
 * is sought among. Bounds the work per figure, so an answer of thousands of
 * figures is checked in linear time; a figure that restates one stated more
 * than this many grounded figures earlier is not credited (it fails closed).
 */
export const MAX_EARLIER_FIGURES = 256;
// The factors of the scale words a restatement may drop: 1, thousand, million, billion, trillion.
const SCALE_FACTORS = [1, 1e3, 1e6, 1e9, 1e12];
const SAME_SCALE = [1];

/** Plain numbers and money: amounts, which combine when their currencies agree. */
function isAmount(kind: Mention["kind"]): boolean {
  return kind === "number" || kind === "money";
}

function sameKind(a: Mention, b: Mention): boolean {
  if (isAmount(a.kind) && isAmount(b.kind)) return currenciesCompatible(a.currency, b.currency);
  return a.kind === b.kind;
}

/** Whether `a` states `b` at precision `p`. */
function near(a: number, b: number, p: number): boolean {
  return Math.abs(a - b) <= p / 2 + Math.abs(a) * 1e-9;
}

/**
 * A later figure that repeats one the answer already grounded ("= 67" … "the
 * average is $67 million") passes with the status of the figure it repeats.
 * A figure written without a scale word may differ from the other by one.
 * A bound or a range restates no figure.
 */
export function restatement(
  claim: Mention,
  sentence: number,
  earlier: readonly GroundedFigure[],
  check?: EarlierFigureCheck,
  refusals?: string[],
): Judgement | undefined {
  // A bound ("over 3,000") or a range says where a figure lies, not that it
  // equals its limit: an earlier figure equal to the limit restates nothing.
  if (claim.bound !== undefined || claim.range !== undefined) return undefined;
  const stop = Math.max(0, earlier.length - MAX_EARLIER_FIGURES);
  // Sizes a restated figure's value may have at some factor: within the
  // claim's tolerance of it, widened far beyond any rounding, so that most
  // earlier figures are passed over on their size alone.
  const size = Math.abs(claim.value);
  const tolerance = claim.precision / 2 + size * 1e-9;
  const slack = 1e-6 * (size + tolerance);
  const low = size - tolerance - slack;
  const high = size + tolerance + slack;
  for (let k = earlier.length - 1; k >= stop; k--) {
    const g = earlier[k] as GroundedFigure;
    const factors =
      claim.scale === undefined || g.mention.scale === undefined ? SCALE_FACTORS : SAME_SCALE;
    if (!mayRestate(Math.abs(g.mention.value), factors, low, high)) continue;
    // A zero restates only a zero: at a scale's factor it is near any small figure.
    if (claim.value === 0 && g.mention.value !== 0) continue;
    if (!isPassing(g.judgement.status) || !sameKind(claim, g.mention)) continue;
    for (const factor of factors) {
      if (
        near(claim.value, g.mention.value * factor, claim.precision) ||
        near(claim.value * factor, g.mention.value, claim.precision * factor)
      ) {
        const where = whereSaid(g, sentence);
        // The same number said of another row, period, record or subject is no restatement of it.
        const conflict = check?.conflict(g, "restatement");
        if (conflict !== undefined) {
          refusals?.push(`not a restatement of ${g.mention.text} (${where}), ${conflict}`);
          break;
        }
        return {
          ...g.judgement,
          evidence: `restates ${g.mention.text} (${where}): ${g.judgement.evidence}`,
        };
      }
    }
  }
  return undefined;
}

/**
 * Whether an earlier figure of the answer is about what the claim's sentence
 * speaks of (see earlier-figures.ts): the conflict, described, if it is not.
 */
export interface EarlierFigureCheck {
  conflict(earlier: GroundedFigure, use: "restatement" | "operand"): string | undefined;
  /**
   * The conflict, described, of a figure derived from earlier ones with the
   * periods the sentence names: a change is of its later end, anything else
   * of its operands' periods ("a 2024 margin" is no ratio of 2023 figures).
   */
  periodConflict(derived: Judgement): string | undefined;
}

/**
 * Whether a value of size `x`, times or over one of the factors, can lie in
 * [low, high]: a figure restates another at a factor only if its size does
 * (|a − b·f| ≤ t puts |b|·f within t of |a|; |a·f − b| ≤ f·t puts |b| / f there).
 */
function mayRestate(x: number, factors: readonly number[], low: number, high: number): boolean {
  for (const f of factors) {
    const up = x * f;
    if (up >= low && up <= high) return true;
    const down = x / f;
    if (down >= low && down <= high) return true;
  }
  return false;
}

/**
 * Step-by-step arithmetic: a figure still unsupported may be derived from
 * figures the answer already grounded in the same sentence or the two before.
 * Figures matched only through a dropped scale are never operands.
 */
export function stepByStep(
  claim: Mention,
  sentence: number,
  earlier: readonly GroundedFigure[],
  check?: EarlierFigureCheck,
  refusals?: string[],
): Judgement | undefined {
  // A bound or a range is proved by a value inside it, never derived (as in judge()).
  if (claim.bound !== undefined || claim.range !== undefined) return undefined;
  const operands: Operand<GroundedFigure>[] = [];
  const seen = new Set<number>();
  // The figures of this sentence and the STEP_WINDOW before it, at most MAX_EARLIER_FIGURES.
  let start = earlier.length;
  while (
    start > 0 &&
    earlier.length - start < MAX_EARLIER_FIGURES &&
    (earlier[start - 1] as GroundedFigure).sentence >= sentence - STEP_WINDOW
  ) {
    start--;
  }
  for (let k = start; k < earlier.length; k++) {
    const g = earlier[k] as GroundedFigure;
    if (g.dropped || !isPassing(g.judgement.status)) continue;
    if (g.mention.kind === "year" || seen.has(g.mention.value)) continue;
    seen.add(g.mention.value);
    const kind =
      g.mention.kind === "percent" ? "percent" : g.mention.kind === "money" ? "money" : "number";
    if (isAmount(claim.kind) && !currenciesCompatible(claim.currency, g.mention.currency)) continue;
    operands.push({ value: g.mention.value, kind, label: g.mention.text, ref: g });
  }
  if (operands.length < 2) return undefined;
  const target = targetOf(claim, statedDirection(claim));
  const search = (from: readonly Operand<GroundedFigure>[]) =>
    findDerivations(target, from, { limit: 3, estimateAll: false }).find(
      (d) => d.directionAgrees !== false,
    );
  let found = search(operands);
  // A step from figures of another row, record or subject than the sentence
  // speaks of proves nothing about it: sought again without them.
  const conflicting = found && check ? conflictOf(found.operands, check) : undefined;
  if (conflicting && check) {
    const g = conflicting.figure;
    const where = whereSaid(g, sentence);
    refusals?.push(`not derived from ${g.mention.text} (${where}), ${conflicting.conflict}`);
    const kept = operands.filter(
      (o) => check.conflict(o.ref as GroundedFigure, "operand") === undefined,
    );
    found = kept.length >= 2 ? search(kept) : undefined;
  }
  if (!found) return undefined;
  let judgement = stepJudgement(found);
  // A step of other periods than the sentence names ("a 2024 margin of
  // 12.5%" from 2023's figures): sought again among the figures of the
  // periods it names (and of none known).
  const period = check?.periodConflict(judgement);
  if (period !== undefined && check) {
    refusals?.push(`not derived from ${found.formula}, ${period}`);
    const kept = operands.filter(
      (o) => check.periodConflict((o.ref as GroundedFigure).judgement) === undefined,
    );
    const again = kept.length >= 2 ? search(kept) : undefined;
    if (!again) return undefined;
    judgement = stepJudgement(again);
    if (check.periodConflict(judgement) !== undefined) return undefined;
  }
  return judgement;
}

/** A step's verdict: derived, with the source values its figures rest on. */
function stepJudgement(found: Derivation<GroundedFigure>): Judgement {
  const [a, b] = found.operands as [Operand<GroundedFigure>, Operand<GroundedFigure>];
  const spec = OPERATIONS[found.operation];
  const evidence = `${spec.name} of the answer's grounded figures ${a.label} and ${b.label}: ${found.formula}`;
  const refs = [a, b].flatMap((o) => {
    const d = (o.ref as GroundedFigure).judgement.details;
    return d.type === "match" ? [d.source] : d.type === "derivation" ? d.operands : [];
  });
  // The values it rests on, unknown (none) when a figure rests on none.
  const values: SourceValue[] = [];
  for (const o of [a, b]) {
    const j = (o.ref as GroundedFigure).judgement;
    const own = j.source ? [j.source] : (j.operands ?? []);
    if (own.length === 0) return derivedJudgement(found, evidence, refs, []);
    for (const v of own) if (!values.includes(v)) values.push(v);
  }
  return derivedJudgement(found, evidence, refs, values);
}

function derivedJudgement(
  found: Derivation<GroundedFigure>,
  evidence: string,
  refs: readonly SourceRef[],
  values: readonly SourceValue[],
): Judgement {
  return {
    status: "derived",
    evidence,
    details: {
      type: "derivation",
      operation: found.operation,
      operands: refs,
      computed: found.value,
      formula: found.formula,
    },
    ...(values.length > 0 ? { operands: values } : {}),
  };
}

/** Where an earlier figure was said, as a claim in `sentence` names it. */
function whereSaid(g: GroundedFigure, sentence: number): string {
  return g.sentence === sentence ? "earlier in this sentence" : `in sentence ${g.sentence + 1}`;
}

/** The first operand of a derivation whose figure the sentence does not speak of. */
function conflictOf(
  operands: readonly Operand<GroundedFigure>[],
  check: EarlierFigureCheck,
): { figure: GroundedFigure; conflict: string } | undefined {
  for (const o of operands) {
    const figure = o.ref as GroundedFigure;
    const conflict = check.conflict(figure, "operand");
    if (conflict !== undefined) return { figure, conflict };
  }
  return undefined;
}
