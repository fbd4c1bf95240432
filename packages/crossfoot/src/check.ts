import {
  beyondDouble,
  type Citation,
  findCitations,
  type Mention,
  type Sentence,
} from "@crossfoot/extract";
import {
  loadSources,
  type SourceRecord,
  type SourceSet,
  SourceSet as SourceSetClass,
} from "@crossfoot/sources";
import { type Claim, type Issue, isPassing, Report } from "@crossfoot/verdict";
import { type CheckOptions, type ResolvedOptions, resolveOptions } from "./base/options.js";
import { CheckCache } from "./bind/check-cache.js";
import { withPeriodsNamedByLength } from "./bind/periods-by-length.js";
import type { SentenceScope } from "./bind/sentence-scope.js";
import { judge, lineElsewhere, uncitedIfRequired } from "./judge/judge.js";
import { knownIds } from "./judge/known-ids.js";
import { beyondDoubleJudgement, unreadDigitClaims } from "./judge/unread-digits.js";
import { inChangeColumn } from "./places/change-columns.js";
import { type GroundedFigure, restatement, stepByStep } from "./prove/answer-figures.js";
import {
  averageMiscount,
  earlierVerdict,
  judgeCalculation,
  scaleNote,
} from "./prove/calculations.js";
import { copiedName, type NameCopy, nameCopies, numberedSibling } from "./prove/copied-names.js";
import { statedDirection } from "./prove/derived.js";
import { EarlierFigures } from "./prove/earlier-figures.js";
import type { Judgement } from "./prove/judgement.js";
import {
  levelAgainstSources,
  levelOffTheChange,
  upFromAgainstWording,
} from "./prove/level-direction.js";
import { yearCount, yearOperand } from "./prove/named-years.js";
import { judgeReference } from "./prove/references.js";
import { bucketLabel, labelDuration, tableYearCount } from "./prove/table-labels.js";
import { type AnswerTableRow, answerLayout, headerOver } from "./read/answer-layout.js";
import { readAnswer } from "./read/answer-sentences.js";
import { BySentence } from "./read/by-sentence.js";
import { type CalcRole } from "./read/calculation-figures.js";
import { calculationsOverLines } from "./read/calculations-over-lines.js";
import type { DerivationHints } from "./read/derivation-hints.js";
import { LeadIns, withHeaderCell } from "./read/lead-ins.js";
import type { SentenceContext } from "./read/sentence-context.js";
import { sentenceContext, UNBOUND } from "./read/sentence-contexts.js";
import { sentenceMentions } from "./read/sentence-mentions.js";
import { SentenceReading } from "./read/sentence-reading.js";
import {
  bracketsStateOther,
  lineStatesLoss,
  namesSignWord,
  readsBracketAs,
} from "./read/sign-words.js";
import { writtenOrderHints } from "./read/written-order.js";

const DROPPED_SCALES = [3, 6, 9, 12];
const NO_OPTIONS = {};

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
 * Checks many answers against the same sources: the sources are loaded and
 * indexed once.
 *
 * @example
 * const checker = new Checker(sources, { requireCitations: true });
 * for (const answer of answers) console.log(checker.check(answer).passed);
 */
export class Checker {
  /** The loaded sources, with their diagnostics. */
  readonly sources: SourceSet;
  readonly options: ResolvedOptions;
  /** Work reused across the answers this Checker checks. */
  private readonly cache: CheckCache;
  /**
   * Whether any record has text, whose figures bind to the subjects their
   * sentences name, text fields that name its subject ({ company: "Acme" }),
   * or tables, whose columns may be subjects ("Acme", "Globex"); without
   * any of them, sentences need not read their names.
   */
  private readonly readsSubjects: boolean;
  /** Every record, as the set an uncited sentence's figures are sought in. */
  private readonly allRecords: ReadonlySet<SourceRecord>;
  /** Each record's set of itself, the scope of a sentence citing that record alone. */
  private readonly singleRecords = new Map<SourceRecord, ReadonlySet<SourceRecord>>();

  constructor(sources: unknown, options: CheckOptions = {}) {
    this.options = resolveOptions(options);
    // loadSources reports a bad item of a list and reads the rest; sources
    // that are no list, record, table or text at all are a usage error here.
    if (sources === null || (typeof sources !== "object" && typeof sources !== "string")) {
      throw new TypeError(
        `crossfoot: sources must be a string, a record, a table or an array of them, got ${sources === null ? "null" : typeof sources}`,
      );
    }
    this.sources = sources instanceof SourceSetClass ? sources : loadSources(sources);
    this.cache = new CheckCache(this.sources);
    this.readsSubjects = this.sources.records.some(
      (r) => r.text !== undefined || r.textFields !== undefined || r.tables !== undefined,
    );
    this.allRecords = new Set(this.sources.records);
  }

  /** Check one answer. */
  check(output: string): Report {
    if (typeof output !== "string") {
      throw new TypeError(
        `crossfoot: the answer must be a string, got ${output === null ? "null" : typeof output}`,
      );
    }
    const claims: Claim[] = [];
    const issues: Issue[] = [];
    const figures: GroundedFigure[] = [];
    this.cache.startAnswer();
    // Figures and citations are read from the whole answer at once, and
    // sentences too long to read whole are read in pieces.
    const options = this.options.pack ? { pack: this.options.pack } : NO_OPTIONS;
    const answer = readAnswer(output, options);
    const mentions = sentenceMentions(answer.mentions, options);
    const citations = new BySentence(answer.citations, findCitations);
    const sentences = answer.sentences;
    // Calculations written over several lines, by the sentences they touch.
    const overLines = calculationsOverLines(output, sentences);
    // Headings and lines ending with a colon lead into the lines under them;
    // tables written in the answer have header cells over their figures.
    const layout = answerLayout(output, sentences);
    const leads =
      layout.leadIns.length === 0
        ? undefined
        : new LeadIns<Omit<SentenceScope, "context">>(sentences, layout.leadIns, (text, ms) =>
            withPeriodsNamedByLength(
              sentenceContext(text, ms, false),
              ms,
              this.sources.records,
              this.sources,
            ),
          );
    for (const sentence of sentences) {
      const cites = citations.of(sentence);
      const cited0 = this.citationScope(sentence, cites, issues);
      const ms = mentions.of(sentence);
      const lead = leads?.leadOf(sentence.index, ms, cited0, cites.length > 0);
      // An item that cites nothing is covered by its lead-in's citations.
      const scope = cites.length === 0 && lead !== undefined ? lead.scope : cited0;
      // The sentence read once: every later stage asks this reading, not its words.
      const reading = new SentenceReading({
        sentence,
        mentions: ms,
        citations: cites,
        overLines: overLines.get(sentence.index),
        readsSubjects: this.readsSubjects,
        metrics: this.options.metrics,
      });
      const references = reading.references;
      const judged = this.checkSentence(
        reading,
        scope,
        figures,
        lead?.context,
        layout.rows[sentence.index],
        (start, end) => earlierVerdict(claims, sentence.start + start, sentence.start + end),
      );
      const cited = scope.cited.map((r) => r.id);
      // Digits no reader reads ("𝟏𝟐𝟑") fail closed: claims of their own, sorted in.
      const unread = unreadDigitClaims(reading.text, sentence.start, sentence.index, cited);
      // Figures come in the sentence's order: without references or unread
      // digits to sort in, they go straight into the answer's claims.
      const sorted = references.length === 0 && unread.length === 0;
      const own: Claim[] = sorted ? claims : [];
      for (const { mention, judgement } of judged) {
        // Written out, not spread from verdictOf: this runs for every figure.
        own.push({
          text: mention.text,
          start: sentence.start + mention.start,
          end: sentence.start + mention.end,
          value: mention.value,
          precision: mention.precision,
          kind: mention.kind,
          status: judgement.status,
          passed: isPassing(judgement.status),
          evidence: judgement.evidence,
          details: judgement.details,
          sentence: sentence.index,
          cited,
        });
      }
      for (const ref of references) {
        const judgement = uncitedIfRequired(
          judgeReference(ref, scope.citedIds.length > 0 ? scope.cited : this.sources.records),
          scope.citedIds.length > 0,
          this.options,
        );
        own.push({
          text: ref.text,
          start: sentence.start + ref.start,
          end: sentence.start + ref.end,
          kind: "reference",
          reference: { document: ref.document, section: ref.section },
          ...verdictOf(judgement, sentence.index, cited),
        });
      }
      for (const c of unread) own.push(c);
      if (sorted) continue;
      // Only references and unread digits need sorting in.
      own.sort((a, b) => a.start - b.start);
      // A loop, not push(...own): a sentence of a hundred thousand figures would overflow the stack.
      for (const c of own) claims.push(c);
    }
    return new Report(claims, issues);
  }

  /** Resolve a sentence's citations; every unknown id becomes an issue. */
  private citationScope(
    sentence: Sentence,
    citations: readonly Citation[],
    issues: Issue[],
  ): Omit<SentenceScope, "context"> {
    // Lists made on their first item, as literals: most sentences cite one
    // record once, and an array grown by push from empty takes room for many.
    let citedIds: string[] | undefined;
    let cited: SourceRecord[] | undefined;
    let unknown: string[] | undefined;
    // Sets beside the lists once they grow past a few: a run of a thousand
    // citations would otherwise be searched once per citation.
    let seenIds: Set<string> | undefined;
    let seenRecords: Set<SourceRecord> | undefined;
    for (const citation of citations) {
      for (const id of citation.ids) {
        if (citedIds === undefined) citedIds = [id];
        else if (seenIds ? seenIds.has(id) : citedIds.includes(id)) continue;
        else {
          citedIds.push(id);
          if (seenIds) seenIds.add(id);
          else if (citedIds.length > 16) seenIds = new Set(citedIds);
        }
        const record = this.sources.resolve(id);
        if (record) {
          if (cited === undefined) cited = [record];
          else if (!(seenRecords ? seenRecords.has(record) : cited.includes(record))) {
            cited.push(record);
            if (seenRecords) seenRecords.add(record);
            else if (cited.length > 16) seenRecords = new Set(cited);
          }
          continue;
        }
        if (unknown === undefined) unknown = [id];
        else unknown.push(id);
        issues.push({
          type: "unknown_citation",
          message: `[${id}] cites no source (known ids: ${knownIds(this.sources.records)})`,
          start: sentence.start + citation.start,
          end: sentence.start + citation.end,
        });
      }
    }
    return {
      citedIds: citedIds ?? [],
      cited: cited ?? [],
      unknown: unknown ?? [],
      cache: this.cache,
      // Made once per sentence, not once per figure.
      inScope:
        citedIds === undefined
          ? this.allRecords
          : cited?.length === 1
            ? this.onlyRecord(cited[0] as SourceRecord)
            : new Set(cited),
    };
  }

  /** The set of one record, made once per record: most sentences cite one. */
  private onlyRecord(record: SourceRecord): ReadonlySet<SourceRecord> {
    let set = this.singleRecords.get(record);
    if (!set) {
      set = new Set([record]);
      this.singleRecords.set(record, set);
    }
    return set;
  }

  /**
   * Judge the figures of one sentence: ordinary figures first, then the
   * results of written calculations (which need their operands' verdicts),
   * then restatements and step-by-step arithmetic for what is still unsupported.
   */
  private checkSentence(
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
      if (roles.size === 0 || roles.get(m)?.role !== "operand") {
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
        const bracketed =
          word === undefined ? this.readBracketed(claim, own, reading.text) : undefined;
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
      verdicts.push(
        roles.size > 0 && roles.get(m)?.role === "result" ? undefined : judgeFigure(m, k),
      );
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
          labelDuration(m, all, reading.text, scopeRecords, this.sources) ??
          bucketLabel(m, reading.text, scopeRecords, this.sources);
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
  private readBracketed(claim: Mention, scope: SentenceScope, text: string): Judgement | undefined {
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
    const reading = readsBracketAs(j.source, text, claim, cue);
    return reading ? { ...j, evidence: `${j.evidence} (${reading})` } : undefined;
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
 * Check the numbers in an answer against its sources.
 *
 * Every figure must be a source value, a rounding of one at the precision the
 * answer states, or a derivation of source values whose direction words
 * agree. What cannot be proved fails.
 *
 * @param output The answer to check.
 * @param sources Strings, records `{ id, text, fields, rows }`, or an array of them.
 * @example
 * const report = check("Revenue grew 12% to $3.2bn [R1].", [
 *   { id: "R1", fields: { revenue_2023: 2_870_000_000, revenue_2024: 3_214_000_000 } },
 * ]);
 * report.passed // true
 */
export function check(output: string, sources: unknown, options: CheckOptions = {}): Report {
  return new Checker(sources, options).check(output);
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

/** The fields every claim takes from its judgement and its sentence. */
function verdictOf(judgement: Judgement, sentence: number, cited: readonly string[]) {
  return {
    status: judgement.status,
    passed: isPassing(judgement.status),
    evidence: judgement.evidence,
    details: judgement.details,
    sentence,
    cited,
  };
}
