import type { WrittenCalculation } from "@crossfoot/derive";
import {
  type Citation,
  type ExtractOptions,
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
import { type Claim, type Correction, type Issue, isPassing, Report } from "@crossfoot/verdict";
import { type CheckOptions, type ResolvedOptions, resolveOptions } from "./base/options.js";
import { CheckCache } from "./bind/check-cache.js";
import { withPeriodsNamedByLength } from "./bind/periods-by-length.js";
import type { SentenceScope } from "./bind/sentence-scope.js";
import { proposeCorrections } from "./correct/propose.js";
import { uncitedIfRequired } from "./judge/judge.js";
import { knownIds } from "./judge/known-ids.js";
import { SentenceJudge } from "./judge/sentence-judge.js";
import { unreadDigitClaims } from "./judge/unread-digits.js";
import { type GroundedFigure } from "./prove/answer-figures.js";
import { earlierVerdict } from "./prove/calculations.js";
import type { Judgement } from "./prove/judgement.js";
import { judgeReference } from "./prove/references.js";
import { type AnswerTableRow, answerLayout } from "./read/answer-layout.js";
import { readAnswer } from "./read/answer-sentences.js";
import { BySentence } from "./read/by-sentence.js";
import { calculationsOverLines } from "./read/calculations-over-lines.js";
import { LeadIns } from "./read/lead-ins.js";
import { sentenceContext } from "./read/sentence-contexts.js";
import { sentenceMentions } from "./read/sentence-mentions.js";
import { SentenceReading } from "./read/sentence-reading.js";

const NO_OPTIONS = {};

/** The lead-ins of an answer's lines, as its items take their context and citations from them. */
type Leads = LeadIns<Omit<SentenceScope, "context">>;

/** What one answer's check has found so far: its claims and issues, and the figures it grounded. */
interface AnswerState {
  readonly claims: Claim[];
  readonly issues: Issue[];
  readonly figures: GroundedFigure[];
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
  /** Judges each sentence's figures against these sources. */
  private readonly judge: SentenceJudge;
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
  /** The options as given, for the Checker that works out corrections. */
  private readonly given: CheckOptions;
  /** Checks corrected answers with caches of its own, so no session's state is touched. */
  private rechecker: Checker | undefined;

  constructor(sources: unknown, options: CheckOptions = {}) {
    this.options = resolveOptions(options);
    this.given = options;
    // loadSources reports a bad item of a list and reads the rest; sources
    // that are no list, record, table or text at all are a usage error here.
    if (sources === null || (typeof sources !== "object" && typeof sources !== "string")) {
      throw new TypeError(
        `crossfoot: sources must be a string, a record, a table or an array of them, got ${sources === null ? "null" : typeof sources}`,
      );
    }
    this.sources = sources instanceof SourceSetClass ? sources : loadSources(sources);
    this.cache = new CheckCache(this.sources);
    this.judge = new SentenceJudge(this.sources, this.options, this.cache);
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
    const leads = layout.leadIns.length === 0 ? undefined : this.leadIns(sentences, layout.leadIns);
    const state: AnswerState = { claims, issues, figures };
    for (const sentence of sentences) {
      const cites = citations.of(sentence);
      this.judgeSentence(
        sentence,
        mentions.of(sentence),
        cites,
        leads,
        layout.rows[sentence.index],
        overLines.get(sentence.index),
        state,
      );
    }
    return new Report(claims, issues, { corrections: this.corrector(output) });
  }

  /**
   * What proposes the corrections of a report on `answer`, on request: a
   * second Checker over the same loaded sources checks each replacement.
   */
  private corrector(answer: string): (report: Report) => readonly Correction[] {
    return (report) => {
      this.rechecker ??= new Checker(this.sources, this.given);
      return proposeCorrections(this.rechecker, answer, report);
    };
  }

  /**
   * Check an answer as it arrives: a session judges the sentences of the
   * text so far that have ended, in order, each once, with what the
   * sentences before it grounded. `checkStream` runs on one.
   */
  session(): CheckSession {
    this.cache.startAnswer();
    const options = this.options.pack ? { pack: this.options.pack } : NO_OPTIONS;
    return new CheckSession(
      options,
      (sentences, leadIns) => this.leadIns(sentences, leadIns),
      (...args) => this.judgeSentence(...args),
      (answer) => this.corrector(answer),
    );
  }

  /** The lead-ins of an answer's sentences, each read as a sentence of its own with the periods its lengths name. */
  private leadIns(sentences: readonly Sentence[], leadIns: readonly number[]): Leads {
    return new LeadIns<Omit<SentenceScope, "context">>(sentences, leadIns, (text, ms) =>
      withPeriodsNamedByLength(
        sentenceContext(text, ms, false),
        ms,
        this.sources.records,
        this.sources,
      ),
    );
  }

  /**
   * Judge one sentence of an answer, in order: its claims and issues go
   * into `state`, and what it grounds is kept there for the sentences after
   * it. `ms` and `cites` are in the sentence's own offsets.
   */
  private judgeSentence(
    sentence: Sentence,
    ms: Mention[],
    cites: readonly Citation[],
    leads: Leads | undefined,
    row: AnswerTableRow | undefined,
    overLines: readonly WrittenCalculation[] | undefined,
    state: AnswerState,
  ): void {
    const { claims, issues, figures } = state;
    const cited0 = this.citationScope(sentence, cites, issues);
    const lead = leads?.leadOf(sentence.index, ms, cited0, cites.length > 0);
    // An item that cites nothing is covered by its lead-in's citations.
    const scope = cites.length === 0 && lead !== undefined ? lead.scope : cited0;
    // The sentence read once: every later stage asks this reading, not its words.
    const reading = new SentenceReading({
      sentence,
      mentions: ms,
      citations: cites,
      overLines,
      readsSubjects: this.readsSubjects,
      metrics: this.options.metrics,
    });
    const references = reading.references;
    const judged = this.judge.judgeSentence(
      reading,
      scope,
      figures,
      lead?.context,
      row,
      (start, end) => earlierVerdict(claims, sentence.start + start, sentence.start + end),
    );
    const cited = scope.cited.map((r) => r.id);
    // Digits no reader reads ("𝟏𝟐𝟑") fail closed: claims of their own, sorted in.
    const unread = unreadDigitClaims(
      reading.otherScriptFigures,
      sentence.start,
      sentence.index,
      cited,
    );
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
    if (sorted) return;
    // Only references and unread digits need sorting in.
    own.sort((a, b) => a.start - b.start);
    // A loop, not push(...own): a sentence of a hundred thousand figures would overflow the stack.
    for (const c of own) claims.push(c);
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

/** How a session judges one sentence (Checker's judgeSentence). */
type JudgeOne = (
  sentence: Sentence,
  ms: Mention[],
  cites: readonly Citation[],
  leads: Leads | undefined,
  row: AnswerTableRow | undefined,
  overLines: readonly WrittenCalculation[] | undefined,
  state: AnswerState,
) => void;

/**
 * An answer checked as it arrives (see {@link Checker.session}). Each call
 * of {@link CheckSession.judgeThrough} reads only the text not read before
 * and judges its sentences with the state the earlier ones left: the claims,
 * the figures they grounded, the lead-ins and tables of the lines so far.
 */
export class CheckSession {
  private done = 0;
  private readonly sentences: Sentence[] = [];
  private readonly leadIns: number[] = [];
  private readonly state: AnswerState = { claims: [], issues: [], figures: [] };
  private readonly leads: Leads;
  private spans = false;
  /** The text judged so far. */
  private text = "";

  constructor(
    private readonly options: ExtractOptions,
    makeLeads: (sentences: readonly Sentence[], leadIns: readonly number[]) => Leads,
    private readonly judgeOne: JudgeOne,
    private readonly corrector: (answer: string) => (report: Report) => readonly Correction[],
  ) {
    // The session's own lists, grown in place as sentences end.
    this.leads = makeLeads(this.sentences, this.leadIns);
  }

  /** The claims judged so far, in answer order. */
  get claims(): readonly Claim[] {
    return this.state.claims;
  }

  /** The issues found so far (unknown citations). */
  get issues(): readonly Issue[] {
    return this.state.issues;
  }

  /**
   * Whether the text judged so far writes a calculation over several lines:
   * its later lines can change the verdict of an earlier one, judged before
   * they arrived.
   */
  get spansLines(): boolean {
    return this.spans;
  }

  /** The report of what was judged: for the whole text, what `check()` of it gives, unless {@link spansLines}. */
  report(): Report {
    return new Report([...this.state.claims], [...this.state.issues], {
      corrections: this.corrector(this.text),
    });
  }

  /** How much of the answer has been judged (UTF-16 offset). */
  get judged(): number {
    return this.done;
  }

  /**
   * Judge the sentences of `text` (the answer so far) that lie between what
   * was judged before and `end`, where a sentence has ended. Text before
   * `end` must not change afterwards.
   */
  judgeThrough(text: string, end: number): void {
    if (typeof text !== "string")
      throw new TypeError("crossfoot: the answer so far must be a string");
    if (end <= this.done) return;
    const from = this.done;
    const region = readAnswer(text.slice(from, end), this.options);
    const mentions = sentenceMentions(region.mentions, this.options);
    const citations = new BySentence(region.citations, findCitations);
    const base = this.sentences.length;
    for (const s of region.sentences) {
      this.sentences.push({
        text: s.text,
        start: s.start + from,
        end: s.end + from,
        index: s.index + base,
      });
    }
    const prefix = text.slice(0, end);
    this.text = prefix;
    const overLines = calculationsOverLines(prefix, this.sentences);
    if (overLines.size > 0) this.spans = true;
    const layout = answerLayout(prefix, this.sentences);
    for (let k = 0; k < layout.leadIns.length; k++) this.leadIns[k] = layout.leadIns[k] as number;
    for (const local of region.sentences) {
      const sentence = this.sentences[base + local.index] as Sentence;
      const cites = citations.of(local);
      this.judgeOne(
        sentence,
        mentions.of(local),
        cites,
        this.leads,
        layout.rows[sentence.index],
        overLines.get(sentence.index),
        this.state,
      );
    }
    this.done = end;
  }
}
