import { extract, type Mention, type Sentence, splitSentences } from "@crossfoot/extract";
import { type SourceSet, type SourceValue } from "@crossfoot/sources";
import { sentenceAt } from "../base/sentence-at.js";
import {
  afterFrom,
  clauseBounds,
  entityTokens,
  keyNamedAlone,
  nameHeadsIn,
  namesIn,
  ownPeriod,
  strongNamesIn,
  subjectAfter,
} from "../read/figure-names.js";
import { pairEndOf } from "../read/text-pairs.js";

/** Where a figure of a source text sits: the subject its sentence gives it, and its period when unambiguous. */
export interface TextPlace {
  /** Entity tokens before the figure in its sentence ("User A paid" → user, A, paid). */
  readonly subject: readonly string[];
  /**
   * The figure's period: the one year its sentence names, or in a sentence
   * naming several, the year written right after the figure ("$11m in 2024")
   * or else the only year before it.
   */
  readonly period?: string;
  /** Names before the figure in its sentence ("Acme", "Globex", "A"). */
  readonly names: readonly string[];
  /**
   * The names of the figure's clause that are surely names, not a capital at
   * the start of a sentence: acronyms ("EMEA"), single letters ("User B"), and
   * capitalised words inside the sentence ("the Americas segment").
   */
  readonly strongNames: readonly string[];
  /** Each strong name with the word before it, lower case: "user B". */
  readonly nameHeads: readonly string[];
  /** The words of its sentence without numbers: two sentences that differ only in figures restate one fact. */
  readonly wording: string;
  /** Where its sentence starts in the record's text: figures of one sentence never restate each other. */
  readonly sentenceStart: number;
  /** The direction its sentence states for the figure ("increased $393 million"), with the word. */
  readonly direction?: { readonly direction: "increase" | "decrease"; readonly word: string };
  /**
   * Whether the figure is a change ("increased by $0.5 million", "an
   * increase of $3.2 million") rather than a level ("increased 31% to $34.4
   * million", "up from $26.2 million", "was $12 million"): a change and a
   * level of one line and year measure different things.
   */
  readonly change: boolean;
  /**
   * The period is the year before the one its sentence names, as the figure
   * a change runs from ("$48 million in 2024, up from $40 million"): the
   * sources' own reading of the text gives it the year named.
   */
  readonly yearBefore?: true;
  /**
   * A local order key (`~group:rank`, as `@crossfoot/derive` reads a
   * period) when its sentence writes a change between this figure and
   * another of its figures ("rose from $40 million to $48 million", "fell to
   * 45 ms from 60 ms", "$48 million, up from $40 million"): rank 0 for the
   * figure the change runs from, 1 for the one it runs to, with the pair's
   * record and place as its group, so it orders only that pair.
   */
  readonly order?: string;
}

// The words that make a figure under a direction word a level: the end or
// start of the change ("to $34.4 million", "from $26.2 million").
const LEVEL_BEFORE =
  /\b(?:to|from)\s+(?:(?:approximately|about|around|nearly|almost)\s+)?[^\s\d]{0,4}\s?$/i;

interface ReadSentence {
  readonly sentence: Sentence;
  /** Its position among its record's sentences. */
  readonly index: number;
  readonly mentions: readonly Mention[];
  /** Its figures: the mentions that are not years. */
  readonly figures: readonly Mention[];
  readonly wording: string;
}

/**
 * The places of one source set's text values, each worked out once, and each
 * record's text split into sentences once, each sentence read once (a text
 * of many figures would otherwise be split again for every figure and each
 * sentence read again for each of its figures).
 *
 * Owned by a Checker's cache and dropped with it, not kept in module-wide
 * weak maps keyed by the source set: V8's young-generation collector keeps
 * the values of such a map alive while their key is young, so every case of
 * an eval that gave its own text sources had its places survive collections
 * and be promoted (`pnpm bench benchmarks/speed/gc.ts`: text cases promoted
 * about 392 KB a scavenge with those maps, 23 KB without).
 */
export class TextPlaces {
  private readonly places = new Map<string, TextPlace>();
  private readonly texts = new Map<
    string,
    { sentences: readonly Sentence[]; read: (ReadSentence | undefined)[] }
  >();

  /** @param sources the source set whose text values these are. */
  constructor(private readonly sources: SourceSet) {}

  private lower: Set<string> | undefined;

  /**
   * Whether a capitalised word is also written in lower case somewhere in
   * the sources' texts ("Operating" at a sentence's start, "operating
   * expenses" elsewhere): a common word, not a name. Read once per source set.
   */
  isCommonWord(word: string): boolean {
    this.lower ??= lowerCaseWords(this.sources);
    return this.lower.has(word.toLowerCase());
  }

  /** The place of a text value in its source sentence; undefined for other values. */
  of(v: SourceValue): TextPlace | undefined {
    if (v.location.type !== "text") return undefined;
    const known = this.places.get(v.id);
    if (known) return known;
    const text = this.sources.record(v.recordId)?.text;
    if (text === undefined) return undefined;
    const read = this.sentenceAt(v.recordId, text, v.location.start);
    if (!read) return undefined;
    const place = placeIn(
      read,
      v.location.start,
      () => this.namesBefore(v.recordId, text, read),
      (w) => this.isCommonWord(w),
      v.recordId,
    );
    this.places.set(v.id, place);
    return place;
  }

  /**
   * The names of the sentence before `read` in its paragraph, for a figure
   * whose own sentence names no subject ("Acme reported revenue of $48
   * million. Its operating margin was 12%."): the first earlier sentence
   * that names one, back to a line break.
   */
  private namesBefore(recordId: string, text: string, read: ReadSentence): PriorNames {
    const split = this.texts.get(recordId);
    if (!split) return NO_PRIOR;
    let k = read.index;
    let next = read.sentence;
    for (let steps = 0; k > 0 && steps < 3; steps++) {
      const prior = split.sentences[--k] as Sentence;
      if (text.slice(prior.end, next.start).includes("\n")) return NO_PRIOR;
      const names = namesIn(prior.text).filter((n) => !this.isCommonWord(n));
      if (names.length > 0)
        return { names, strongNames: strongNamesIn(prior.text, 0, prior.text.length) };
      next = prior;
    }
    return NO_PRIOR;
  }

  private sentenceAt(recordId: string, text: string, at: number): ReadSentence | undefined {
    let split = this.texts.get(recordId);
    if (!split) {
      const sentences = splitSentences(text, { wrappedLines: true });
      split = { sentences, read: new Array(sentences.length) };
      this.texts.set(recordId, split);
    }
    const { sentences, read } = split;
    const lo = sentenceAt(sentences, at);
    const sentence = sentences[lo];
    if (!sentence || !(sentence.start <= at && at < sentence.end)) return undefined;
    let known = read[lo];
    if (!known) {
      const mentions = extract(sentence.text);
      known = {
        sentence,
        index: lo,
        mentions,
        figures: mentions.filter((m) => m.kind !== "year"),
        wording: sentence.text.replace(/[\d.,$€£%\s]+/g, " ").trim(),
      };
      read[lo] = known;
    }
    return known;
  }
}

/** Every word of the sources' texts that starts with a lower-case letter. */
function lowerCaseWords(sources: SourceSet): Set<string> {
  const out = new Set<string>();
  for (const r of sources.records) {
    const text = r.text;
    if (!text) continue;
    let i = 0;
    while (i < text.length) {
      const c = text.charCodeAt(i);
      if (!(c >= 97 && c <= 122)) {
        i++;
        continue;
      }
      const start = i;
      // Only at a word's start: "iPhone" and "eBay" are not "phone" and "bay".
      const before = start > 0 ? text.charCodeAt(start - 1) | 32 : 32;
      while (i < text.length && (text.charCodeAt(i) | 32) >= 97 && (text.charCodeAt(i) | 32) <= 122)
        i++;
      if (!(before >= 97 && before <= 122)) out.add(text.slice(start, i).toLowerCase());
    }
  }
  return out;
}

/** The subjects an earlier sentence of a paragraph names (see TextPlaces.namesBefore). */
interface PriorNames {
  readonly names: readonly string[];
  readonly strongNames: readonly string[];
}
const NO_PRIOR: PriorNames = { names: [], strongNames: [] };

/**
 * The place of the text value starting at `start` (record offsets) in its
 * read sentence. A figure whose sentence names no subject before it takes
 * the subject of the sentence before (`prior`); capitalised common words
 * ("Operating" of "Operating margin was 12%", `isCommon`) name none.
 */
function placeIn(
  read: ReadSentence,
  start: number,
  prior: () => PriorNames,
  isCommon: (word: string) => boolean,
  recordId: string,
): TextPlace {
  const { sentence, mentions, figures } = read;
  const offset = start - sentence.start;
  const at = figureAt(figures, offset);
  const own = at >= 0 ? (figures[at] as Mention) : undefined;
  // The subject is what the figure's clause says before it: in "A and B were
  // $3,800 and $6,690, respectively" both figures share it, while in "User A
  // paid $10 and User B paid $20" the $20 is User B's. Read within a window
  // before the figure, so a sentence of thousands of figures is read in
  // linear time.
  const from = Math.max(
    own ? clauseBounds(sentence.text, figures, own, at).start : 0,
    offset - SUBJECT_WINDOW,
  );
  const prefix = sentence.text.slice(from, offset);
  const cue = own?.cue && !own.cue.negated ? own.cue : undefined;
  const period = own ? ownPeriod(sentence.text, mentions, own) : undefined;
  const place: { -readonly [K in keyof TextPlace]: TextPlace[K] } = {
    subject: entityTokens(prefix.replace(/[\d.,$€£%]+/g, " ")),
    names: namesIn(prefix),
    strongNames: strongNamesIn(sentence.text, from, offset),
    nameHeads: nameHeadsIn(sentence.text, from, offset),
    sentenceStart: sentence.start,
    wording: read.wording,
    change: cue !== undefined && !LEVEL_BEFORE.test(prefix),
  };
  // Set when present, in the order a spread of each would add them: a
  // spread of a conditional object is a runtime call, once per text value.
  if (period) place.period = period;
  if (period !== undefined && own && period !== keyNamedAlone(mentions)) {
    if (afterFrom(sentence.text, own.start)) place.yearBefore = true;
  }
  if (cue) place.direction = { direction: cue.direction, word: cue.word };
  // "…, a 21% increase in Harbor segment revenue": the change names its
  // subject after the figure, and that subject, not the clause's earlier
  // names, is the figure's.
  const named = own ? subjectAfter(sentence.text, own, figures[at + 1]) : undefined;
  if (named) {
    const words = sentence.text.slice(named.start, named.end);
    place.subject = entityTokens(words);
    place.names = namesIn(words);
    place.strongNames = strongNamesIn(sentence.text, named.start, named.end);
    place.nameHeads = nameHeadsIn(sentence.text, named.start, named.end);
  }
  const pair = own ? pairEndOf(sentence.text, figures, at) : undefined;
  if (pair) place.order = `~t${recordId}@${sentence.start + pair.from}:${pair.rank}`;
  // "Its operating margin was 8%", "Operating margin was 12%": no name in
  // the sentence before the figure but common words written with a capital.
  // A subject written after the change ("a 64% increase in Data Center
  // revenue") is the figure's own: no earlier sentence's name is added.
  if (from === 0 && !named && place.names.every(isCommon)) {
    const before = prior();
    place.names = [...place.names, ...before.names];
    if (place.strongNames.length === 0) place.strongNames = before.strongNames;
    if (before.names.length > 0)
      place.subject = [...place.subject, ...entityTokens(before.names.join(" "))];
  }
  return place;
}

/** How far before a figure its subject is read (a clause's words, not a paragraph's). */
const SUBJECT_WINDOW = 400;

/** The index of the figure whose span holds `offset` (figures in text order), or -1: a binary search. */
function figureAt(figures: readonly Mention[], offset: number): number {
  let lo = 0;
  let hi = figures.length - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    const m = figures[mid] as Mention;
    if (offset < m.start) hi = mid - 1;
    else if (offset >= m.end) lo = mid + 1;
    else return mid;
  }
  return -1;
}
