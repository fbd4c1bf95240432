// The status and evidence of each figure of one answer sentence, read once (see read/sentence-reading.ts).
import { beyondDouble, type Mention } from "@crossfoot/extract";
import { type SourceSet } from "@crossfoot/sources";
import { isPassing } from "@crossfoot/verdict";
import { type ResolvedOptions } from "../base/options.js";
import { CheckCache } from "../bind/check-cache.js";
import { withPeriodsNamedByLength } from "../bind/periods-by-length.js";
import type { SentenceScope } from "../bind/sentence-scope.js";
import { inChangeColumn } from "../places/change-columns.js";
import { type GroundedFigure, restatement, stepByStep } from "../prove/answer-figures.js";
import { averageMiscount, judgeCalculation, scaleNote } from "../prove/calculations.js";
import { copiedName, type NameCopy, nameCopies, numberedSibling } from "../prove/copied-names.js";
import { statedDirection } from "../prove/derived.js";
import { EarlierFigures } from "../prove/earlier-figures.js";
import type { Judgement } from "../prove/judgement.js";
import {
  levelAgainstSources,
  levelOffTheChange,
  upFromAgainstWording,
} from "../prove/level-direction.js";
import { yearCount, yearOperand } from "../prove/named-years.js";
import { bucketLabel, labelDuration, tableYearCount } from "../prove/table-labels.js";
import { type AnswerTableRow, headerOver } from "../read/answer-layout.js";
import { type CalcRole } from "../read/calculation-figures.js";
import type { DerivationHints } from "../read/derivation-hints.js";
import { withHeaderCell } from "../read/lead-ins.js";
import type { SentenceContext } from "../read/sentence-context.js";
import { UNBOUND } from "../read/sentence-contexts.js";
import { SentenceReading } from "../read/sentence-reading.js";
import { bracketsStateOther, lineStatesLoss, namesSignWord } from "../read/sign-words.js";
import { writtenOrderHints } from "../read/written-order.js";
import { beyondDoubleJudgement } from "./beyond-double.js";
import { judge, lineElsewhere, uncitedIfRequired } from "./judge.js";

const DROPPED_SCALES = [3, 6, 9, 12];

/**
 * A hedged integer ("about $10,900") states its trailing zeros loosely: its
 * precision is the place of its last non-zero digit.
 */
function effectiveClaim(m: Mention): Mention {
  if (!m.approximate || m.precision < 1 || !Number.isInteger(m.value / m.precision)) return m;
  let units = Math.abs(Math.round(m.value / m.precision));
  let precision = m.precision;
  while (units !== 0 && units % 10 === 0) {
    units /= 10;
    precision *= 10;
  }
  return precision === m.precision ? m : { ...m, precision };
}

/**
 * Judges the figures of one answer sentence at a time against one Checker's
 * sources: each figure as written, then under the other readings its
 * sentence allows (a sign stated in words, a bracketed line, a dropped unit
 * or % sign), the results of written calculations, the directions its
 * wording gives pairs and levels, and restatements of figures grounded
 * earlier in the answer.
 */
export class SentenceJudge {
  /**
   * @param sources the Checker's sources.
   * @param options the Checker's options, defaults filled in.
   * @param cache the Checker's work kept across answers.
   */
  constructor(
    private readonly sources: SourceSet,
    private readonly options: ResolvedOptions,
    private readonly cache: CheckCache,
  ) {}

  /**
   * Judge the figures of one sentence: ordinary figures first, then the
   * results of written calculations (which need their operands' verdicts),
   * then restatements and step-by-step arithmetic for what is still unsupported.
   */
  judgeSentence(
    reading: SentenceReading,
    citations: Omit<SentenceScope, "context">,
    figures: GroundedFigure[],
    lead?: SentenceContext,
    row?: AnswerTableRow,
    earlier?: (start: number, end: number) => Judgement | undefined,
  ): { mention: Mention; judgement: Judgement }[] {
    const options = this.options;
    const { all, figures: mentions, roles } = reading;
    // A sentence with no figures (only years, or no numbers at all: most
    // answers open with one) has nothing to judge; its context would be read
    // for nothing.
    if (mentions.length === 0) return [];
    const scopeRecords = citations.citedIds.length > 0 ? citations.cited : this.sources.records;
    // "In the 53 weeks" names the dated column headed "53 WEEKS" as a year would.
    const read = withPeriodsNamedByLength(
      reading.context(this.cache.binding),
      all,
      scopeRecords,
      this.sources,
    );
    const scope = scopeWith(
      { ...citations, figures: mentions },
      lead === undefined ? read : reading.withLeadIn(read, lead),
    );
    // The verdict of each figure, by its place in `mentions` (an array, not
    // a map keyed by mention: most sentences need no look-up by mention).
    const verdicts: (Judgement | undefined)[] = [];
    // Made only when an operand's unit is restored (rare).
    let dropped: Set<Mention> | undefined;
    // A calculation operand is a value the answer copied: a direct match, or
    // one whose unit the calculation dropped ("2.2" for "$2.2 billion", "3.40"
    // for "3.4%"), comes before any derivation of it.
    // A figure's own context (its clause's entities, its own period), made
    // once: a figure may be judged twice, and the binding caches are keyed
    // by the context object.
    const contexts: (SentenceContext | undefined)[] = [];
    const contextOf = (m: Mention, k: number): SentenceContext => {
      let context = contexts[k];
      if (!context) {
        context = reading.figureContext(scope.context, m);
        const header = row && headerOver(row, reading.start + m.start);
        if (header) context = withHeaderCell(context, header);
        contexts[k] = context;
      }
      return context;
    };
    // "rose from 5% to 8.3%": the two figures are levels the change runs
    // between; the direction word is the pair's (see pairAgainstWording), not
    // a change each figure states.
    const pairs = reading.pairs;
    const judgeFigure = (m: Mention, k: number, hints?: DerivationHints) => {
      const stated = effectiveClaim(m);
      const claim = stated.cue && reading.isPairLevel(m) ? { ...stated, cue: undefined } : stated;
      if (reading.roleOf(m) !== "operand") {
        const own = scopeWith(scope, contextOf(m, k));
        // "A net loss of $3.6 million": the sign stated in words.
        const word = reading.negativeWord(claim);
        // The metrics the sentence names for this figure ("gross margin was 39%").
        const metrics = reading.metrics(m);
        const given = metrics ? { ...hints, metrics } : hints;
        const judged =
          word === undefined
            ? judge(claim, own, this.sources, options, given)
            : this.judgeNegative(claim, word, own, given);
        if (isPassing(judged.status)) return judged;
        // "= ($15,357 million / $38,655 million) * 100" with no result: the
        // formula's inputs come from the lines it needs, whatever row its label names.
        if (reading.inOpenExpression(m)) {
          const unbound = judge(
            claim,
            scopeWith(scope, UNBOUND),
            this.sources,
            { ...options, allowDerived: false },
            hints,
          );
          if (isPassing(unbound.status)) return unbound;
        }
        // "Fell 19%" against a change column's "(19)": the bracket is the fall.
        const change = word === undefined ? this.changeWithSign(claim, own) : undefined;
        if (change) return change;
        // "Capital expenditure was $1,577 million" for "Purchases of …": (1,577).
        const bracketed = word === undefined ? this.readBracketed(claim, own, reading) : undefined;
        return bracketed ?? this.percentInWords(claim, judged, own, given, reading);
      }
      // The operands of a calculation are not bound to the sentence's periods
      // and rows: an average "over 2017-2019" or a total of component rows
      // takes its inputs from elsewhere, and the arithmetic is checked instead.
      const operandScope = scopeWith(scope, UNBOUND);
      const direct = judge(
        claim,
        operandScope,
        this.sources,
        { ...options, allowDerived: false },
        hints,
      );
      if (isPassing(direct.status)) return direct;
      const restored =
        m.scale === undefined ? this.restoreDroppedUnit(claim, operandScope) : undefined;
      if (restored) {
        (dropped ??= new Set()).add(m);
        return restored;
      }
      // "(-42,056) − (-9,982)", "-16,664 − (-14,805)": the sign is the
      // arithmetic's; the operand is grounded by the value's size.
      const unsigned = this.matchOtherSign(claim, operandScope);
      if (unsigned) return unsigned;
      // "7.6 − (−2.3)" over a column headed "(%)": the arithmetic carries the
      // sign and drops the % sign at once.
      const both =
        m.scale === undefined && claim.value !== 0
          ? this.restoreDroppedUnit({ ...claim, value: -claim.value }, operandScope)
          : undefined;
      if (both) {
        (dropped ??= new Set()).add(m);
        return { ...both, evidence: `${both.evidence} (written with the other sign)` };
      }
      const year = yearOperand(claim, scopeRecords);
      if (year) return year;
      // An operand that is itself derived must be derived within the rows and
      // periods the sentence names: unbound derivations of a lone operand are
      // too easy to find by chance (and so are derivations within one short row).
      const derived = judge(claim, scope, this.sources, options, hints, false);
      if (isPassing(derived.status)) return derived;
      // An earlier step's result: "Total costs = a + b + c = $44,790 million."
      // then "($48,210 million − $44,790 million) / $48,210 million". Only a
      // grounded earlier figure grounds it (a wrong earlier result grounds
      // nothing), and only one said of the same rows, periods and records.
      const earlier = restatement(
        m,
        reading.index,
        figures,
        new EarlierFigures(
          scopeRecords,
          scope.citedIds.length > 0,
          contextOf(m, k),
          this.cache.binding,
          this.cache.places,
        ),
      );
      return earlier ? uncitedIfRequired(earlier, scope.citedIds.length > 0, options) : derived;
    };
    for (let k = 0; k < mentions.length; k++) {
      const m = mentions[k] as Mention;
      verdicts.push(reading.roleOf(m) === "result" ? undefined : judgeFigure(m, k));
    }
    // The order the sentence writes ("from A to B") can settle the direction
    // of a change: judge the derived figures again with it.
    // Each figure's place, once: a long sentence may write thousands of pairs.
    const placeOf = pairs.length === 0 ? undefined : new Map(mentions.map((m, k) => [m, k]));
    const hints = writtenOrderHints(pairs, (m) => verdicts[placeOf?.get(m) ?? -1]?.source);
    if (hints.writtenOrder) {
      for (let k = 0; k < mentions.length; k++) {
        const j = verdicts[k];
        if (j !== undefined && j.details.type !== "match")
          verdicts[k] = judgeFigure(mentions[k] as Mention, k, hints);
      }
    }
    // Written calculations read their operands' verdicts by mention.
    let restated = NONE_REFUSED;
    if (roles.size > 0) {
      const byMention = new Map<Mention, Judgement>();
      for (let k = 0; k < mentions.length; k++) {
        const j = verdicts[k];
        if (j !== undefined) byMention.set(mentions[k] as Mention, j);
      }
      restated = restatedOperands(mentions, roles, byMention);
      for (const m of mentions) {
        const role = roles.get(m);
        if (role?.role === "result")
          byMention.set(
            m,
            this.judgeResult(m, role, mentions, byMention, scope, hints, reading, earlier),
          );
      }
      for (let k = 0; k < mentions.length; k++) verdicts[k] = byMention.get(mentions[k] as Mention);
    }
    // "Revenue fell from $1,000 million to $1,200 million": each figure may
    // be a source value, but the pair runs against its own direction word.
    // A change the sentence states beside the pair ("…, a change of
    // $1,179,000") carries that contradiction itself, when it is found.
    const changeContradicted = verdicts.some((j) => j?.status === "contradicted");
    for (const pair of changeContradicted ? [] : pairs) {
      const reason = reading.pairAgainstWording(pair);
      if (reason === undefined) continue;
      const k = mentions.indexOf(pair.to);
      const j = verdicts[k];
      if (j && isPassing(j.status))
        verdicts[k] = { ...j, status: "contradicted", evidence: `${j.evidence}; ${reason}` };
    }
    // A level stated with a direction word: "$180 million, up from $200
    // million" against its own figures, "Net income rose to $412 million"
    // against the line's value the period before.
    for (let k = 0; k < mentions.length && !changeContradicted; k++) {
      const m = mentions[k] as Mention;
      const j = verdicts[k];
      if (!j || !isPassing(j.status) || !m.cue) continue;
      const reason =
        upFromAgainstWording(reading, m, mentions[k + 1]) ??
        (j.details.type === "match" && j.source
          ? levelAgainstSources(
              reading,
              m,
              j.source,
              this.sources,
              this.cache.earlier,
              this.cache.places,
            )
          : undefined);
      if (reason !== undefined)
        verdicts[k] = { ...j, status: "contradicted", evidence: `${j.evidence}; ${reason}` };
    }
    // "Net income fell 10% to $200 million": the level a derived change
    // reached is the change's later end, not the line's value of another year.
    for (let k = 1; k < mentions.length; k++) {
      const change = verdicts[k - 1];
      const level = verdicts[k];
      if (change?.status !== "derived" || !level?.source || !isPassing(level.status)) continue;
      const reason = levelOffTheChange(
        reading,
        mentions[k - 1] as Mention,
        mentions[k] as Mention,
        change.operands,
        level.source,
      );
      if (reason !== undefined)
        verdicts[k] = {
          ...level,
          status: "wrong_period",
          evidence: `${level.evidence}; ${reason}`,
        };
    }
    const out: { mention: Mention; judgement: Judgement }[] = [];
    const isCited = scope.citedIds.length > 0;
    // Looked for once per sentence, and only when a figure fails.
    let copies: readonly NameCopy[] | undefined;
    for (let k = 0; k < mentions.length; k++) {
      const m = mentions[k] as Mention;
      // A number a double cannot hold (0.000…1 read as 0, a 401-digit
      // integer read as Infinity) fails closed, whatever it seemed to match.
      const beyond = beyondDouble(m.value, m.precision);
      if (beyond) {
        out.push({ mention: m, judgement: beyondDoubleJudgement(beyond) });
        continue;
      }
      let j = verdicts[k] as Judgement;
      // A number inside a name the sentence copies from its sources is part
      // of that name, whatever value or derivation it might also match ("Gorvan
      // 2" is no Rank 2); the operands of a written calculation are figures.
      if (!restated.has(m) && roles.get(m) === undefined) {
        copies ??= nameCopies(reading.text, scopeRecords, this.sources);
        const named = copiedName(m, reading.text, copies);
        // "Iron Lantern 2 opened to …" with the value of "Iron Lantern 3".
        if (named) j = uncitedIfRequired(named, isCited, options);
        else j = numberedSibling(j, copies, scope.citedIds, this.sources) ?? j;
      }
      // An operand refused as a restatement of its siblings stays refused.
      if (j.status === "unsupported" && !restated.has(m)) {
        // The answer's own figures of other records, rows, subjects or periods
        // than the sentence speaks of ground nothing here.
        const earlier = new EarlierFigures(
          scopeRecords,
          isCited,
          contextOf(m, k),
          this.cache.binding,
          this.cache.places,
        );
        const refusals: string[] = [];
        const rescued =
          restatement(m, reading.index, figures, earlier, refusals) ??
          stepByStep(effectiveClaim(m), reading.index, figures, earlier, refusals) ??
          yearCount(m, all, scopeRecords) ??
          tableYearCount(m, all, scopeRecords, this.sources) ??
          labelDuration(m, reading, scopeRecords, this.sources) ??
          bucketLabel(m, reading, scopeRecords, this.sources);
        if (rescued) j = uncitedIfRequired(rescued, isCited, options);
        else if (refusals.length > 0) j = { ...j, evidence: `${j.evidence}; ${refusals[0]}` };
      }
      out.push({ mention: m, judgement: j });
      // Only grounded figures can be restated or stepped from: keeping only
      // those keeps an answer of thousands of unsupported figures linear.
      if (isPassing(j.status)) {
        figures.push({
          mention: m,
          sentence: reading.index,
          judgement: j,
          dropped: dropped?.has(m) === true,
        });
      }
    }
    return out;
  }

  /**
   * A figure its sentence calls negative in words ("a net loss of $3.6
   * million", "an outflow of 300"): the line's negative value proves it. A
   * positive value proves it only when its line is itself a loss ("Net loss":
   * 2,150); the positive value of another line ("Net income (loss)": 1,204)
   * does not.
   */
  private judgeNegative(
    claim: Mention,
    word: string,
    scope: SentenceScope,
    hints: DerivationHints | undefined,
  ): Judgement {
    const negative = judge(
      { ...claim, value: -claim.value, negative: true },
      scope,
      this.sources,
      this.options,
      hints,
    );
    if (
      isPassing(negative.status) &&
      negative.source &&
      bracketsStateOther(negative.source, word)
    ) {
      const reason = `the sentence states a ${word}, but ${negative.evidence} is in brackets on a line whose brackets state another sign`;
      return {
        status: "unsupported",
        evidence: reason,
        details: { type: "none", reason, searched: [] },
      };
    }
    if (isPassing(negative.status))
      return { ...negative, evidence: `${negative.evidence} (a ${word}: the negative value)` };
    const written = judge(claim, scope, this.sources, this.options, hints);
    if (!isPassing(written.status)) return negative.status === "unsupported" ? written : negative;
    if (written.source && lineStatesLoss(written.source, word)) return written;
    const reason = `the sentence states a ${word}, but ${written.evidence} is a positive value of a line that is no ${word}`;
    return {
      status: "unsupported",
      evidence: reason,
      details: { type: "none", reason, searched: [] },
    };
  }

  /**
   * A plain number in a sentence that speaks of a percentage in words ("the
   * % of votes figure increased from 22.16 to 35.34"): a level is read as a
   * percentage, and a change as percentage points. Returns `failed` when
   * neither reading proves or contradicts the figure.
   */
  private percentInWords(
    claim: Mention,
    failed: Judgement,
    scope: SentenceScope,
    hints: DerivationHints | undefined,
    reading: SentenceReading,
  ): Judgement {
    if (claim.kind !== "number" || claim.scale !== undefined || !reading.speaksOfPercent)
      return failed;
    const kind = statedDirection(claim) ? "pp" : "percent";
    const read = judge({ ...claim, kind }, scope, this.sources, this.options, hints);
    if (isPassing(read.status))
      return { ...read, evidence: `${read.evidence} (written without its % sign)` };
    return read.status === "contradicted" ? read : failed;
  }

  /** The result of a written calculation: recomputed, with its operands grounded. */
  private judgeResult(
    m: Mention,
    role: CalcRole,
    mentions: readonly Mention[],
    verdicts: ReadonlyMap<Mention, Judgement>,
    scope: SentenceScope,
    hints: DerivationHints,
    reading: SentenceReading,
    earlier?: (start: number, end: number) => Judgement | undefined,
  ): Judgement {
    // "The average … (197 + 101 + 206) / 4": right arithmetic, but no average.
    const miscount = reading.saysAverage
      ? averageMiscount(role.calc, reading.periodsSpanned())
      : undefined;
    if (miscount) {
      const reason = `the written calculation gives ${role.calc.formula}, but ${miscount}`;
      return {
        status: "arithmetic_error",
        evidence: reason,
        details: { type: "none", reason, searched: [] },
      };
    }
    const { judgement, ungrounded, line } = judgeCalculation(
      role.calc,
      mentions,
      verdicts,
      earlier,
    );
    if (judgement) {
      // "Cost of sales rose by $1,100 − $1,000 = $100": right arithmetic
      // along revenue's line, while the sentence names another row.
      const elsewhere =
        line && isPassing(judgement.status)
          ? lineElsewhere(m, line, scope, this.sources, this.options)
          : undefined;
      const verdict = elsewhere
        ? {
            ...elsewhere,
            evidence: `${judgement.evidence}, but its operands are a change of another row: ${elsewhere.evidence}`,
          }
        : judgement;
      return uncitedIfRequired(verdict, scope.citedIds.length > 0, this.options);
    }
    const direct = judge(
      effectiveClaim(m),
      scopeWith(scope, UNBOUND),
      this.sources,
      this.options,
      hints,
    );
    if (isPassing(direct.status) || direct.status !== "unsupported") return direct;
    const reason = `the written calculation is right, but its operand ${ungrounded} is not grounded`;
    return {
      status: "unsupported",
      evidence: reason,
      details: { type: "none", reason, searched: [] },
    };
  }

  /**
   * A figure written without a sign that matches a value in accounting
   * brackets on a line whose label says what the bracket means: an outflow
   * ("Purchases of …": (1,577) is $1,577 million spent) or the word the label
   * puts in brackets, when the sentence says it ("a gain of" on "(Gain) loss
   * on …"). Only a value itself, never a derivation; undefined otherwise.
   */
  private readBracketed(
    claim: Mention,
    scope: SentenceScope,
    reading: SentenceReading,
  ): Judgement | undefined {
    if (claim.value <= 0 || claim.negative || claim.signed) return undefined;
    // Only an amount or a share stated as a level: a bound ("more than"), a
    // range or a duration is no line's bracketed value.
    if (claim.kind !== "money" && claim.kind !== "number" && claim.kind !== "percent")
      return undefined;
    if (claim.bound !== undefined || claim.range !== undefined) return undefined;
    // "A gain of $812 million" reads "gain" as a rise; on "(Gain) loss on
    // sale" it is the line's bracketed word, and the figure a level.
    const cue = claim.cue?.negated === false ? claim.cue.word : undefined;
    if (claim.cue && !(cue && namesSignWord(cue))) return undefined;
    const flipped: Mention = { ...claim, value: -claim.value, cue: undefined };
    const j = judge(flipped, scope, this.sources, { ...this.options, allowDerived: false });
    if (!isPassing(j.status) || !j.source) return undefined;
    const meaning = reading.bracketMeaning(j.source, claim, cue);
    return meaning ? { ...j, evidence: `${j.evidence} (${meaning})` } : undefined;
  }

  /**
   * A change stated with a direction word ("fell 19%", "a $570 decrease",
   * "rose 19%") against a change column whose cell writes it with a sign
   * ("(19)" under "% Change"): the cell is the change, its sign the
   * direction. The claim is proved when the directions agree and
   * contradicted when they do not; undefined when no change column's cell
   * of the other sign is bound to the sentence.
   */
  private changeWithSign(claim: Mention, scope: SentenceScope): Judgement | undefined {
    if (claim.value <= 0 || claim.negative || claim.signed || !claim.cue || claim.cue.negated)
      return undefined;
    if (claim.bound !== undefined || claim.range !== undefined) return undefined;
    if (statedDirection(claim) === undefined) return undefined;
    const flipped: Mention = { ...claim, value: -claim.value, negative: true };
    const j = judge(flipped, scope, this.sources, { ...this.options, allowDerived: false });
    if (!j.source || !inChangeColumn(j.source)) return undefined;
    if (isPassing(j.status))
      return { ...j, evidence: `${j.evidence} (a change column: its sign is the direction)` };
    return j.status === "contradicted" ? j : undefined;
  }

  /**
   * A calculation operand that matches a source value of the other sign
   * ("16,664" for a source's "(16,664)"): the written arithmetic carries the
   * sign, and is recomputed on its own.
   */
  private matchOtherSign(claim: Mention, scope: SentenceScope): Judgement | undefined {
    if (claim.value === 0) return undefined;
    const flipped: Mention = { ...claim, value: -claim.value };
    const j = judge(flipped, scope, this.sources, { ...this.options, allowDerived: false });
    return isPassing(j.status)
      ? { ...j, evidence: `${j.evidence} (written with the other sign)` }
      : undefined;
  }

  /**
   * A number written without its unit inside a calculation ("2.2" for
   * "$2.2 billion", "3.40" for "3.4%") matches directly once the unit is
   * restored, but is never a derivation operand.
   */
  private restoreDroppedUnit(claim: Mention, scope: SentenceScope): Judgement | undefined {
    const options = { ...this.options, allowDerived: false };
    if (claim.kind === "number") {
      const asPercent: Mention = { ...claim, kind: "percent" };
      const j = judge(asPercent, scope, this.sources, options);
      if (isPassing(j.status))
        return { ...j, evidence: `${j.evidence} (written without its % sign)` };
    }
    // A zero has no scale to restore: "0" is no "0 million" of a value that is not zero.
    if (claim.value === 0) return undefined;
    for (const e of DROPPED_SCALES) {
      const scaled: Mention = {
        ...claim,
        value: Number(`${claim.value}e${e}`),
        precision: Number(`${claim.precision}e${e}`),
      };
      const j = judge(scaled, scope, this.sources, options);
      if (isPassing(j.status)) return { ...j, evidence: `${j.evidence} (${scaleNote(e)})` };
    }
    return undefined;
  }
}

const NONE_REFUSED: ReadonlySet<Mention> = new Set();

/**
 * An operand of a written calculation "derived" from the calculation's own
 * other operands ("0.6 − 0.5" with 0.6 as the average of 0.7 and 0.5, or
 * "(14.8 + 15.2 + 15.0) / 3" with 15.0 as the average of the other two)
 * restates them: it is no source value, and the calculation is not grounded.
 * Returns the operands refused.
 */
function restatedOperands(
  mentions: readonly Mention[],
  roles: ReadonlyMap<Mention, CalcRole>,
  verdicts: Map<Mention, Judgement>,
): ReadonlySet<Mention> {
  // Most sentences show no arithmetic: nothing to refuse, and no set made for it.
  if (roles.size === 0) return NONE_REFUSED;
  const refused = new Set<Mention>();
  for (const m of mentions) {
    const role = roles.get(m);
    const j = verdicts.get(m);
    if (role?.role !== "operand" || j?.details.type !== "derivation") continue;
    // A year of the arithmetic ("(2019 − 2017 + 1)") names a period, and the
    // 1 of "21,240 / 82,668 − 1" is a constant: neither restates a value.
    if (j.details.operation === "period" || Math.abs(m.value) === 1) continue;
    const inputs = j.details.operands;
    const sibling = mentions.find((o) => {
      if (o === m || roles.get(o)?.calc !== role.calc || roles.get(o)?.role !== "operand")
        return false;
      const own = verdicts.get(o);
      const source = own?.details.type === "match" ? own.details.source : undefined;
      return inputs.some(
        (r) =>
          (source !== undefined &&
            r.recordId === source.recordId &&
            (r.location === source.location || Math.abs(r.value) === Math.abs(source.value))) ||
          Math.abs(Math.abs(r.value) - Math.abs(o.value)) <= 1e-9 * Math.abs(o.value),
      );
    });
    if (!sibling) continue;
    const reason = `${j.evidence}, which restates the calculation's own operand ${sibling.text}: no source value`;
    verdicts.set(m, {
      status: "unsupported",
      evidence: reason,
      details: { type: "none", reason, searched: [] },
    });
    refused.add(m);
  }
  return refused;
}

/**
 * A sentence scope with the given context. Written out field by field: an
 * object spread here costs more than the rest of a figure's binding, since
 * V8 copies spread objects of many shapes on a slow path.
 */
function scopeWith(scope: Omit<SentenceScope, "context">, context: SentenceContext): SentenceScope {
  return {
    citedIds: scope.citedIds,
    cited: scope.cited,
    unknown: scope.unknown,
    context,
    cache: scope.cache,
    inScope: scope.inScope,
    figures: scope.figures,
  };
}
