// Corrections of an answer's failing figures: each proposed only when exactly one replacement makes its figure pass, and kept only when the answer with all of them applied checks so.
import { findCalculations } from "@crossfoot/derive";
import type { Mention, Sentence } from "@crossfoot/extract";
import type { SourceSet } from "@crossfoot/sources";
import {
  applyCorrections,
  type Claim,
  type Correction,
  type FigureClaim,
  type Report,
  type Status,
} from "@crossfoot/verdict";
import type { ResolvedOptions } from "../base/options.js";
import { readAnswer } from "../read/answer-sentences.js";
import { candidateValues } from "./candidates.js";
import { writeLike } from "./figure-style.js";
import { directionWords } from "./opposite-words.js";

/** What corrections are worked out with: a checker over the report's sources. */
export interface Rechecker {
  readonly sources: SourceSet;
  readonly options: ResolvedOptions;
  check(answer: string): Report;
}

/**
 * The statuses a figure can be corrected from. `ambiguous` never is (its
 * candidates disagree), nor `uncited` and `unknown_citation` (their fix is a
 * citation, not the figure).
 */
const CORRECTABLE: ReadonlySet<Status> = new Set<Status>([
  "unsupported",
  "contradicted",
  "arithmetic_error",
  "wrong_record",
  "wrong_row",
  "wrong_period",
  "wrong_entity",
]);

/**
 * How many replacements of one figure are tried, nearest its value first.
 * A figure its sentence binds to a row and period has one value there;
 * farther candidates are other rows and periods, which the check refuses.
 */
export const MAX_TRIED = 40;

/** Text to put in place of `from` at `[start, end)` of the answer. */
interface Replacement {
  readonly start: number;
  readonly end: number;
  readonly from: string;
  readonly to: string;
}

/** A replacement that made its figure pass, with the verdict it got. */
interface Tried extends Replacement {
  readonly passed: Claim;
}

/**
 * The corrections of `report`, the check of `answer`: for each failing
 * figure of a correctable status, the one replacement (of its value, or of
 * its direction word when the wording contradicts the sources) that makes it
 * pass when the answer is checked again up to the end of its sentence. A
 * figure for which none or more than one replacement passes gets none.
 *
 * Figures are taken in answer order, twice, each tried with the corrections
 * found before it in place ("Revenue fell 12% to $3.5bn": once "fell" is
 * "rose", $3.2bn is a rise's level and passes); a figure those corrections
 * already make pass needs none of its own. The proposals are then applied
 * together and the whole answer checked again: a correction whose figure
 * fails there, or whose sentence loses a figure that passed, is dropped,
 * until every one left holds.
 */
export function proposeCorrections(
  checker: Rechecker,
  answer: string,
  report: Report,
): Correction[] {
  const reading = readAnswer(answer, checker.options.pack ? { pack: checker.options.pack } : {});
  const accepted: Correction[] = [];
  const settled = new Set<number>();
  for (let pass = 0; pass < 2; pass++) {
    report.claims.forEach((claim, index) => {
      if (settled.has(index) || claim.passed || claim.reference !== undefined) return;
      if (!CORRECTABLE.has(claim.status)) return;
      const sentence = reading.sentences[claim.sentence];
      if (!sentence) return;
      // The answer up to the next sentence: later sentences change no verdict of this one.
      const next = reading.sentences[claim.sentence + 1];
      const work: Work = { checker, answer, accepted, end: next ? next.start : answer.length };
      if (accepted.length > 0 && passesWith(work, claim, [])) {
        settled.add(index);
        return;
      }
      const tried =
        claim.status === "contradicted"
          ? flippedDirection(work, claim, sentence)
          : replacedValue(work, claim, sentence, mentionAt(reading.mentions, claim), candidatesOf);
      if (!tried) return;
      accepted.push(correction(tried, index));
      settled.add(index);
    });
  }
  return heldTogether(checker, answer, report, accepted).sort((a, b) => a.start - b.start);

  function candidatesOf(
    figure: FigureClaim,
    mention: Mention,
    changes: boolean,
    sentence: string,
  ): number[] {
    if (figure.status === "arithmetic_error") {
      const computed = figure.details.type === "none" ? figure.details.computed : undefined;
      return computed === undefined ? [] : [computed];
    }
    const ids = new Set(figure.cited);
    const records =
      ids.size === 0
        ? checker.sources.records
        : checker.sources.records.filter((r) => ids.has(r.id));
    return candidateValues(mention, records, checker.sources, changes, sentence);
  }
}

/** Where replacements are tried: the answer with the corrections found so far, checked up to `end`. */
interface Work {
  readonly checker: Rechecker;
  readonly answer: string;
  readonly accepted: readonly Correction[];
  /** The end of the claim's sentence (the next one's start), in the answer. */
  readonly end: number;
}

/**
 * The claim's verdict once `patches` and the corrections found so far are
 * applied, the answer checked up to the end of the claim's sentence; a
 * replacement that overlaps a correction found already is never tried.
 */
function verdictWith(work: Work, claim: Claim, patches: readonly Replacement[]): Claim | undefined {
  const all = [...work.accepted, ...patches];
  for (const p of patches) {
    if (work.accepted.some((a) => p.start < a.end && a.start < p.end)) return undefined;
  }
  const moved = mover(all);
  const text = applyCorrections(work.answer.slice(0, work.end), all);
  return claimAt(work.checker.check(text), moved(claim.start), moved(claim.end));
}

function passesWith(work: Work, claim: Claim, patches: readonly Replacement[]): boolean {
  return verdictWith(work, claim, patches)?.passed === true;
}

/** Where an offset of the answer moves once `patches` are applied (offsets outside them). */
function mover(patches: readonly Replacement[]): (x: number) => number {
  return (x) => {
    let shift = 0;
    for (const p of patches) if (p.end <= x) shift += p.to.length - (p.end - p.start);
    return x + shift;
  };
}

/** The mention the checker read at a claim's place. */
function mentionAt(mentions: readonly Mention[], claim: Claim): Mention | undefined {
  return mentions.find((m) => m.start === claim.start && m.end === claim.end);
}

/**
 * The one rewriting of the figure's value that makes it pass, if exactly
 * one does. Values are ranked as the sentence states the figure: a value the
 * sources state outranks one derived from them ("Revenue was $3.5bn in
 * 2024" is corrected to the 2024 revenue the table states, not to the change
 * from 2023 a derivation could also read the figure as), and for a figure
 * stated as a change ("grew by 700", "the change … was 22%") a change
 * outranks a stated value. The first rank with a passing replacement
 * decides: two there mean the sentence names no one place (any value would
 * do), and none is proposed; one is proposed when it is a near miss. A
 * figure stated as an average, a sum, a ratio or a share gets none: no
 * candidate is one, unless the sources use the word as a name of their own.
 */
function replacedValue(
  work: Work,
  claim: FigureClaim,
  sentence: Sentence,
  mention: Mention | undefined,
  candidates: (
    figure: FigureClaim,
    mention: Mention,
    changes: boolean,
    sentence: string,
  ) => number[],
): Tried | undefined {
  if (!mention) return undefined;
  const words = new Set(sentence.text.toLowerCase().match(/[a-z]+/g) ?? []);
  const calculated = claim.status === "arithmetic_error";
  const asChangeWords = CHANGE_WORDS.some((w) => words.has(w));
  // "The percentage of X in Y" is a share; "the percentage change" is a change.
  const combines = (w: string) => (w === "percentage" ? !asChangeWords : true);
  if (
    !calculated &&
    COMBINING_WORDS.some((w) => words.has(w) && combines(w) && !namedInSources(w, work.checker))
  )
    return undefined;
  // An operand of a written calculation is a value the calculation combines,
  // whatever the sentence says of its result.
  const operand = findCalculations(sentence.text).some((c) =>
    c.operands.some((o) => sentence.start + o.start === claim.start),
  );
  const asChange = !operand && (mention.cue !== undefined || asChangeWords);
  const percent = mention.kind === "percent" || mention.kind === "pp";
  const byText = new Map<string, number>();
  for (const value of candidates(claim, mention, asChange || percent, sentence.text)) {
    const text = writeLike(claim.text, claim.value, value);
    if (text === undefined) continue;
    const known = byText.get(text);
    if (known === undefined || Math.abs(value - claim.value) < Math.abs(known - claim.value))
      byText.set(text, value);
  }
  const texts = [...byText].sort(
    (a, b) => Math.abs(a[1] - claim.value) - Math.abs(b[1] - claim.value),
  );
  const tries = texts
    .slice(0, MAX_TRIED)
    .map(([to, value]) => ({ start: claim.start, end: claim.end, from: claim.text, to, value }));
  const passing = passingTries(work, claim, tries);
  const stated = passing.filter((t) => t.passed.details.type === "match");
  const derived = passing.filter((t) => t.passed.details.type !== "match");
  const [first, second] = asChange ? [derived, stated] : [stated, derived];
  const only = oneExplanation(first.length > 0 ? first : second);
  // A near miss only: a value ten or more times larger or smaller than the
  // figure (a level for a change, a figure whose scale word slipped) is
  // another quantity, and putting its digits in would rewrite what the
  // sentence says. A written calculation's result is what the calculation
  // gives, however far.
  if (!only) return undefined;
  const ratio = Math.abs(only.value / claim.value);
  return claim.status === "arithmetic_error" || (ratio > 1 / ORDER && ratio < ORDER)
    ? only
    : undefined;
}

/**
 * Words that state a figure as a combination of values (an average, a sum,
 * a ratio or share of two), which no candidate is.
 */
const COMBINING_WORDS = [
  "average",
  "averaged",
  "averages",
  "mean",
  "median",
  "sum",
  "combined",
  "together",
  "altogether",
  "aggregate",
  "ratio",
  "ratios",
  "proportion",
  "fraction",
  "percentage",
];

/**
 * Whether the sources write `word` themselves, in a record's text or a
 * value's label: then it names a measure ("Median response time", a row
 * "Average selling price"), and states no aggregate of the answer's own.
 */
function namedInSources(word: string, checker: Rechecker): boolean {
  const pattern = new RegExp(`\\b${word}\\b`, "i");
  return checker.sources.records.some(
    (r) =>
      (r.text !== undefined && pattern.test(r.text)) ||
      checker.sources.recordValues(r.id, "written").some((v) => pattern.test(v.label)),
  );
}

/** Words besides the direction words that state a figure as a change. */
const CHANGE_WORDS = ["change", "changes", "changed", "difference", "differences"];

/** A replacement this many times larger or smaller than the figure is no near miss. */
const ORDER = 10;

/**
 * The replacement of the one source value (or derivation) that explains the
 * figure, when the passing replacements all rest on one: "$1.0 million" and
 * "$1.1 million" both round 1,050 thousand, and the one written from that
 * value ("$1.1 million", nearest it) is taken. Two values: none.
 */
function oneExplanation<T extends Tried & { value: number }>(passing: readonly T[]): T | undefined {
  const keys = new Set(passing.map((t) => explanationOf(t.passed)));
  if (keys.size !== 1) return undefined;
  const details = (passing[0] as T).passed.details;
  const own = details.type === "match" ? details.source.value : undefined;
  return passing.find((t) => t.value === own) ?? passing[0];
}

/** What a passing verdict rests on: the source value matched, or the derivation's formula. */
function explanationOf(claim: Claim): string {
  const d = claim.details;
  if (d.type === "match")
    return `${d.source.recordId}\u0000${d.source.location}\u0000${d.source.value}`;
  if (d.type === "derivation") return d.formula;
  return claim.evidence;
}

/** The one direction word of the sentence whose opposite makes the figure pass, if exactly one does. */
function flippedDirection(work: Work, claim: FigureClaim, sentence: Sentence): Tried | undefined {
  const words = directionWords(work.answer, sentence.start, sentence.end, claim.start);
  const tries = words.map((w) => ({ start: w.start, end: w.end, from: w.word, to: w.opposite }));
  const passing = passingTries(work, claim, tries);
  return passing.length === 1 ? passing[0] : undefined;
}

/** The replacements after which the claim passes, with the verdict it gets. */
function passingTries<T extends Replacement>(
  work: Work,
  claim: Claim,
  tries: readonly T[],
): (T & { passed: Claim })[] {
  const passing: (T & { passed: Claim })[] = [];
  for (const t of tries) {
    const again = verdictWith(work, claim, [t]);
    if (again?.passed) passing.push({ ...t, passed: again });
  }
  return passing;
}

function claimAt(report: Report, start: number, end: number): Claim | undefined {
  return report.claims.find((c) => c.start === start && c.end === end);
}

function correction(t: Tried, claim: number): Correction {
  return {
    start: t.start,
    end: t.end,
    from: t.from,
    to: t.to,
    claim,
    status: t.passed.status,
    evidence: t.passed.evidence,
    details: t.passed.details,
  };
}

/**
 * The proposals that hold when applied together: the answer checked again
 * with all of them, each corrected figure must pass and every figure that
 * passed must still pass; proposals of a sentence where either fails are
 * dropped and the rest checked again. The verdicts returned are those of
 * the last check.
 */
function heldTogether(
  checker: Rechecker,
  answer: string,
  report: Report,
  proposals: Correction[],
): Correction[] {
  let kept = proposals;
  while (kept.length > 0) {
    const again = checker.check(applyCorrections(answer, kept));
    const moved = mover(kept);
    const at = (c: Claim) => claimAt(again, moved(c.start), moved(c.end));
    const failing = new Set<number>();
    for (const p of kept) {
      if (!at(report.claims[p.claim] as Claim)?.passed) failing.add(sentenceOf(report, p));
    }
    // No other figure may fare worse: one that passed still passes, and one
    // that failed fails no otherwise ("4,206 − 1,000 = 491" is no correction
    // of an operand: the result turns from unsupported to an arithmetic error).
    const corrected = new Set(kept.map((p) => p.claim));
    report.claims.forEach((c, index) => {
      if (corrected.has(index)) return;
      const now = at(c);
      if (c.passed ? !now?.passed : now === undefined || !(now.passed || now.status === c.status))
        failing.add(c.sentence);
    });
    if (failing.size === 0) {
      return kept.map((p) => {
        const now = at(report.claims[p.claim] as Claim) as Claim;
        return { ...p, status: now.status, evidence: now.evidence, details: now.details };
      });
    }
    const next = kept.filter((p) => !failing.has(sentenceOf(report, p)));
    // A figure broken in a sentence no correction touches: which one broke it
    // is not known, so none is proposed.
    if (next.length === kept.length) return [];
    kept = next;
  }
  return [];
}

function sentenceOf(report: Report, p: Correction): number {
  return (report.claims[p.claim] as Claim).sentence;
}
