// One answer sentence read once: everything the later stages ask of its words.
import type { MetricPack, WrittenCalculation } from "@crossfoot/derive";
import {
  type Citation,
  findReferences,
  type Mention,
  type Reference,
  type Sentence,
} from "@crossfoot/extract";
import type { SourceValue } from "@crossfoot/sources";
import { type CalcRole, calculationFigures, periodsSpanned } from "./calculation-figures.js";
import { withLeadIn } from "./lead-ins.js";
import { metricsOfFigures } from "./metric-names.js";
import { nameText } from "./name-text.js";
import type { NamedMetrics } from "./named-metrics.js";
import { openExpressionOperands } from "./open-expressions.js";
import { type OtherScriptFigure, otherScriptFigures } from "./other-script-digits.js";
import { pairAgainstWording } from "./pair-direction.js";
import { speaksOfPercent } from "./percent-words.js";
import type { SentenceContext } from "./sentence-context.js";
import { figureContext, sentenceContext } from "./sentence-contexts.js";
import { mayStateSign, negativeWordOf, readsBracketAs } from "./sign-words.js";
import { wordBeforeConnector } from "./word-before.js";
import { bucketAt, claimedDurations } from "./written-durations.js";
import { type OrderedPair, orderedPairs } from "./written-order.js";

// A sentence that calls its calculation an average.
const AVERAGE_WORD = /\b(?:average|averaged|averages|mean)\b/i;
// "up from", "down from" between a level and the one it changed from:
// "$180 million, up from $200 million", "$180 million (down from $200 million)".
const UP_OR_DOWN_FROM = /^\s*[,(;–—-]?\s*(up|down)\s+from\s*$/i;
// How far apart a level and the figure it is "up from" may be written.
const UP_FROM_REACH = 16;
// "fell 10% to $180 million", "rose by $20 million to $200 million": only "to"
// (and "to about") between a change and the level it reached.
const TO_BETWEEN = /^\s+to\s+(?:about\s+|approximately\s+|around\s+)?$/i;

/**
 * What a figure is in its sentence: an `operand` or the `result` of
 * arithmetic the sentence writes, a `bound` or range ("under 50ms",
 * "10-12%"), a `change` stated with a direction word ("grew 12%"), or a
 * `level` (a value as it stands, the ends of "from 5% to 8.3%" among them).
 * A technical reference is no figure: it is one of the sentence's
 * {@link SentenceReading.references}.
 */
export type FigureRole = "operand" | "result" | "bound" | "change" | "level";

/** What the reader of a sentence is told besides its words. */
export interface SentenceReadingInput {
  /** The sentence, as the answer's splitter gave it. */
  readonly sentence: Sentence;
  /** Its figures and years, read from the whole answer. */
  readonly mentions: readonly Mention[];
  /** Its citations ("[R1]"), read from the whole answer. */
  readonly citations: readonly Citation[];
  /** The calculations written over several lines that reach into this sentence. */
  readonly overLines?: readonly WrittenCalculation[] | undefined;
  /** Whether the sources name subjects (texts, tables, text fields): only then are its names read. */
  readonly readsSubjects: boolean;
  /** The metric pack whose metric names the sentence may use. */
  readonly metrics: MetricPack;
}

/**
 * An answer sentence read once, in one place: its figures and the role each
 * plays in written arithmetic, its years, citations and technical
 * references, what it names (periods, words, names, quarters, comparison
 * sides, form words, in its {@link SentenceContext}), each figure's own
 * narrowing of that, the order its text gives pairs of figures, its
 * direction words between figures, its sign words, the metrics it names and
 * whether it speaks of a percentage or an average.
 *
 * What is costly is read when first asked for and kept: most sentences
 * need little of it. The later stages (binding, proving, judging) ask this
 * value and do not read the sentence's words themselves; the few rules that
 * compare a source's label with the words as written (a name copied whole,
 * a bucket or duration label, the word a bracketed line states) take
 * {@link SentenceReading.text} from here.
 */
export class SentenceReading {
  /** The sentence's index among the answer's sentences. */
  readonly index: number;
  /** Where the sentence starts in the answer (UTF-16 offset). */
  readonly start: number;
  /** The sentence's words as written, for rules that compare them with a source's labels. */
  readonly text: string;
  /** Its citations as written. */
  readonly citations: readonly Citation[];
  /** Its technical references ("Reg. 892 s. 4.4(2)"): claims of their own. */
  readonly references: readonly Reference[];
  /** Its figures and years, without the numbers inside a technical reference. */
  readonly all: readonly Mention[];
  /** The figures to judge, in order: no years, and a calculation's operands and result as written. */
  readonly figures: readonly Mention[];
  /** The role each figure plays in the sentence's written arithmetic (none when it writes none). */
  readonly roles: ReadonlyMap<Mention, CalcRole>;

  private readonly readsSubjects: boolean;
  private readonly pack: MetricPack;
  private namesText: string | undefined;
  private ownPairs: readonly OrderedPair[] | undefined;
  private pairLevels: ReadonlySet<Mention> | undefined | null;
  private signWords: boolean | undefined;
  private percentWords: boolean | undefined;
  private expression: ReadonlySet<Mention> | undefined;
  private metricsOf: ((m: Mention) => NamedMetrics | undefined) | undefined;

  constructor(input: SentenceReadingInput) {
    const { sentence, mentions } = input;
    this.index = sentence.index;
    this.start = sentence.start;
    this.text = sentence.text;
    this.citations = input.citations;
    this.readsSubjects = input.readsSubjects;
    this.pack = input.metrics;
    this.references = findReferences(sentence.text);
    // The numbers of a technical reference ("38.331", "4.4(2)") are part of
    // that claim, not figures of their own.
    const references = this.references;
    this.all =
      references.length === 0
        ? mentions
        : mentions.filter((m) => !references.some((r) => m.start < r.end && r.start < m.end));
    const read = calculationFigures(
      sentence.text,
      this.all.filter((m) => m.kind !== "year"),
      input.overLines,
    );
    this.figures = read.mentions;
    this.roles = read.roles;
  }

  /** What a figure of this sentence is (see {@link FigureRole}). */
  roleOf(figure: Mention): FigureRole {
    const calc = this.roles.size === 0 ? undefined : this.roles.get(figure)?.role;
    if (calc !== undefined) return calc;
    if (figure.bound !== undefined || figure.range !== undefined) return "bound";
    return figure.cue && !this.isPairLevel(figure) ? "change" : "level";
  }

  /**
   * The text its subjects are read from: the sentence with its citations
   * blanked ("[S1]" names no subject "S"), or the sentence itself when the
   * sources name no subjects.
   */
  get names(): string {
    this.namesText ??= this.readsSubjects ? nameText(this.text, this.citations) : this.text;
    return this.namesText;
  }

  /** What the sentence names, before any source is looked at. `memo` is the Checker's binding memo. */
  context(memo?: object): SentenceContext {
    return sentenceContext(this.text, this.all, this.readsSubjects, memo, this.names);
  }

  /** A figure's own narrowing of the sentence's (bound) context: its clause, its own year, its base. */
  figureContext(context: SentenceContext, figure: Mention): SentenceContext {
    return figureContext(context, figure, this.all, this.text, this.names);
  }

  /** A list item's context with the periods its lead-in line names, unless it names its own. */
  withLeadIn(context: SentenceContext, lead: SentenceContext): SentenceContext {
    return withLeadIn(context, lead, this.text);
  }

  /** The pairs of figures whose order of change the wording gives ("from 5% to 8.3%"). */
  get pairs(): readonly OrderedPair[] {
    this.ownPairs ??= orderedPairs(this.text, this.figures);
    return this.ownPairs;
  }

  /** Whether a figure is one end of such a pair: a level, whose direction word is the pair's. */
  isPairLevel(m: Mention): boolean {
    if (this.pairLevels === undefined) {
      const pairs = this.pairs;
      this.pairLevels = pairs.length === 0 ? null : new Set(pairs.flatMap((p) => [p.from, p.to]));
    }
    return this.pairLevels !== null && this.pairLevels.has(m);
  }

  /** Why a pair runs against the sentence's own direction word for it, if it does. */
  pairAgainstWording(pair: OrderedPair): string | undefined {
    return pairAgainstWording(this.text, pair);
  }

  /** The word stating a figure negative ("a net loss of $3.6 million"), if the sentence writes one. */
  negativeWord(claim: Mention): string | undefined {
    this.signWords ??= mayStateSign(this.text);
    return this.signWords ? negativeWordOf(this.text, claim) : undefined;
  }

  /** The metrics the sentence names for a figure ("gross margin was 39%"). */
  metrics(figure: Mention): NamedMetrics | undefined {
    this.metricsOf ??= metricsOfFigures(this.text, this.all, this.pack);
    return this.metricsOf(figure);
  }

  /** Whether a figure is an input of a formula written without a result ("= ($15,357 million / $38,655 million) * 100"). */
  inOpenExpression(figure: Mention): boolean {
    this.expression ??= openExpressionOperands(this.text, this.figures, (x) => this.roles.has(x));
    return this.expression.has(figure);
  }

  /** Whether the sentence speaks of a percentage in words ("the % of votes"). */
  get speaksOfPercent(): boolean {
    this.percentWords ??= speaksOfPercent(this.text);
    return this.percentWords;
  }

  /** Whether the sentence calls its calculation an average ("the average … (197 + 101 + 206) / 4"). */
  get saysAverage(): boolean {
    return AVERAGE_WORD.test(this.text);
  }

  /** How many periods the sentence says its figures span ("over 2017-2019": 3), if it says. */
  periodsSpanned(): number | undefined {
    return periodsSpanned(this.text, this.all);
  }

  /**
   * The direction word of "up from" / "down from" written between a level
   * and the next figure, the one it changed from ("$180 million, up from
   * $200 million"), with the words it spans.
   */
  upOrDownFrom(
    level: Mention,
    next: Mention | undefined,
  ): { word: string; said: string } | undefined {
    if (!next || next.start - level.end > UP_FROM_REACH) return undefined;
    const word = UP_OR_DOWN_FROM.exec(this.text.slice(level.end, next.start))?.[1];
    return word ? { word, said: this.text.slice(level.start, next.end) } : undefined;
  }

  /** The direction word written right before "to" and a figure ("rose to 39%"), lower case. */
  wordBeforeTo(figure: Mention): string | undefined {
    return wordBeforeConnector(this.text, figure.start, "to");
  }

  /**
   * How the words around a figure written without a sign read a source line's
   * bracketed value (an outflow, or the label's bracketed word: "a gain of"
   * on "(Gain) loss on sale"), for the evidence; undefined when they do not.
   */
  bracketMeaning(v: SourceValue, claim: Mention, cue?: string): string | undefined {
    return readsBracketAs(v, this.text, claim, cue);
  }

  /** Figures written in digits of scripts the extraction does not read ("𝟏𝟐𝟑"): they fail closed. */
  get otherScriptFigures(): readonly OtherScriptFigure[] {
    return otherScriptFigures(this.text);
  }

  /** The durations a figure states, in seconds, and the words that state them ("three to six months"). */
  durations(claim: Mention): { seconds: number[]; phrase: string } {
    return claimedDurations(claim, this.all, this.text);
  }

  /** The bucket a figure opens as written ("181-360", ">360"), if any. */
  bucketAt(claim: Mention): string | undefined {
    return bucketAt(this.text, claim);
  }

  /** Whether only "to" (or "to about") stands between a change and the next figure: the level it reached. */
  reachesLevel(change: Mention, level: Mention): boolean {
    return level.start >= change.end && TO_BETWEEN.test(this.text.slice(change.end, level.start));
  }
}
