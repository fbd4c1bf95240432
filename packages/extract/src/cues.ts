import {
  codeAt,
  endsSentenceAt,
  equalsLowerAt,
  isAsciiLetter,
  isAsciiRange,
  isSpace,
} from "./chars.js";
import type { NotedWords } from "./notes.js";
import type { Direction, DirectionCue } from "./types.js";
import { WordMap, wordSet } from "./wordset.js";

/**
 * The words that state a direction of change, and the words that negate
 * them. A plain value, so other languages can be added as a pack.
 */
export interface DirectionWords {
  readonly increase: readonly string[];
  readonly decrease: readonly string[];
  /** Words that negate a following cue within a few words ("did not rise"). */
  readonly negations: readonly string[];
}

/** English direction words. */
export const ENGLISH_DIRECTION_WORDS: DirectionWords = {
  increase: [
    "rose",
    "rise",
    "rises",
    "rising",
    "risen",
    "grew",
    "grow",
    "grows",
    "growing",
    "grown",
    "growth",
    "increase",
    "increased",
    "increases",
    "increasing",
    "up",
    "gained",
    "gain",
    "gains",
    "climbed",
    "climb",
    "climbs",
    "jumped",
    "jump",
    "jumps",
    "improved",
    "improve",
    "improves",
    "improvement",
    "higher",
    "surged",
    "surge",
    "soared",
    "expanded",
    "advanced",
    "upturn",
    "widened",
    "widen",
    "widens",
    "widening",
    "doubled",
    "doubling",
    "tripled",
    "tripling",
    "trebled",
    "trebling",
    "quadrupling",
    "quadrupled",
    "boosted",
    "raised",
    "accelerated",
    "rebounded",
    "strengthened",
  ],
  decrease: [
    "fell",
    "fall",
    "falls",
    "falling",
    "fallen",
    "declined",
    "decline",
    "declines",
    "declining",
    "decreased",
    "decrease",
    "decreases",
    "decreasing",
    "down",
    "dropped",
    "drop",
    "drops",
    "shrank",
    "shrink",
    "shrinks",
    "shrunk",
    "slipped",
    "slip",
    "slips",
    "lower",
    "contracted",
    "contraction",
    "plunged",
    "slumped",
    "reduced",
    "reduction",
    "dipped",
    "eased",
    "tumbled",
    "sank",
    "downturn",
    "worsened",
    "narrowed",
    "narrow",
    "narrows",
    "narrowing",
    "halved",
    "halving",
    "slid",
    "cut",
    "lost",
    "weakened",
    "retreated",
  ],
  negations: [
    "not",
    "no",
    "never",
    "didn't",
    "did't",
    "wasn't",
    "weren't",
    "hasn't",
    "haven't",
    "neither",
    "nor",
    "without",
    "nothing",
    "hardly",
  ],
};

/** The article of a change written as a noun: "a 10% decrease", "an 8% increase". */
const ARTICLE_BEFORE = /(?:^|[^A-Za-z])an?\s+$/i;

/** Comparatives that state a direction when followed by "than" after a figure. */
const COMPARATIVES: ReadonlyMap<string, Direction> = new Map([
  ["more", "increase"],
  ["higher", "increase"],
  ["greater", "increase"],
  ["less", "decrease"],
  ["fewer", "decrease"],
  ["lower", "decrease"],
]);

// How far around a number a cue is looked for, in characters. The Python
// crossfoot uses a 60-character window before the number.
const BACK_WINDOW = 60;
const FORWARD_WORDS = 2;
const NEGATION_REACH = 3;

interface Word {
  readonly text: string;
  readonly start: number;
}

/** Split `text[from, to)` into lower-case words (letters and apostrophes). */
export function words(
  text: string,
  from: number,
  to: number,
  limit = Number.POSITIVE_INFINITY,
): Word[] {
  const out: Word[] = [];
  let i = from;
  while (i < to && out.length < limit) {
    while (i < to && !isAsciiLetter(text.charCodeAt(i))) i++;
    const start = i;
    let curly = false;
    for (;;) {
      if (i >= to) break;
      const code = text.charCodeAt(i);
      if (isAsciiLetter(code) || code === 39) i++;
      else if (code === 0x2019) {
        curly = true;
        i++;
      } else break;
    }
    if (i > start) {
      const w = text.slice(start, i).toLowerCase();
      out.push({ text: curly ? w.replace("’", "'") : w, start });
    }
  }
  return out;
}

/**
 * The last `max` words of `text[from, to)`, in order, split exactly as
 * {@link words} splits the whole window: read backwards, so a cue's few words
 * of context cost a few words, not the window.
 */
export function lastWords(text: string, from: number, to: number, max: number): Word[] {
  const back = readBack(text, from, to, max);
  const out: Word[] = [];
  for (let k = 0; k < back; k++)
    out.push({ text: backText(text, k), start: backStarts[k] as number });
  return out;
}

// The spans {@link readBack} found, in text order: a cue's few words of context
// are read as offsets, and cut out of the text only when a check needs the string.
const backStarts = new Int32Array(8);
const backEnds = new Int32Array(8);
/** 1 where back word `k` holds a curly apostrophe (noted as it is read). */
const backCurlies = new Uint8Array(8);

/**
 * Find the last `max` (at most 8) words of `text[from, to)` as {@link
 * lastWords} splits them, leaving their spans in {@link backStarts} and
 * {@link backEnds} in text order; returns how many.
 */
function readBack(text: string, from: number, to: number, max: number, clauses = false): number {
  const limit = Math.min(max, 8);
  let count = 0;
  let i = to;
  let low = from;
  while (i > low && count < limit) {
    // Back over what is no part of a word, then over the run of word characters.
    // With `clauses`, a back stop (never part of a word) ends the reading there.
    while (i > low) {
      const c = text.charCodeAt(i - 1);
      if (isWordChar(c)) break;
      if (clauses && isBackStop(text, c, i)) low = i;
      else i--;
    }
    const end = i;
    // The last curly apostrophe in the run: the word holds one if it is not
    // among the leading apostrophes cut off below.
    let curlyAt = -1;
    for (;;) {
      if (i <= low) break;
      const c = text.charCodeAt(i - 1);
      if (isAsciiLetter(c) || c === 39) i--;
      else if (c === 0x2019) {
        if (curlyAt < 0) curlyAt = i - 1;
        i--;
      } else break;
    }
    // A word starts at its first letter: leading apostrophes are not part of it.
    let start = i;
    while (start < end && !isAsciiLetter(text.charCodeAt(start))) start++;
    if (start === end) continue;
    backStarts[count] = start;
    backEnds[count] = end;
    backCurlies[count] = curlyAt >= start ? 1 : 0;
    count++;
  }
  for (let a = 0, b = count - 1; a < b; a++, b--) {
    const s = backStarts[a] as number;
    backStarts[a] = backStarts[b] as number;
    backStarts[b] = s;
    const e = backEnds[a] as number;
    backEnds[a] = backEnds[b] as number;
    backEnds[b] = e;
    const c = backCurlies[a] as number;
    backCurlies[a] = backCurlies[b] as number;
    backCurlies[b] = c;
  }
  return count;
}

/** The text of back word `k`: lower case, its first curly apostrophe straight. */
function backText(text: string, k: number): string {
  const w = text.slice(backStarts[k] as number, backEnds[k] as number).toLowerCase();
  return w.includes("’") ? w.replace("’", "'") : w;
}

/** Whether back word `k` has a curly apostrophe (then it is compared as its {@link backText}). */
function backCurly(k: number): boolean {
  return backCurlies[k] === 1;
}

/** Whether back word `k` is `word` (lower-case ASCII letters). */
function backIs(text: string, k: number, word: string): boolean {
  const start = backStarts[k] as number;
  return (backEnds[k] as number) - start === word.length && equalsLowerAt(text, start, word);
}

/** An ASCII letter or a straight apostrophe: what the walk back over a cue's window joins into a word. */
function isRunChar(code: number): boolean {
  return isAsciiLetter(code) || code === 39;
}

/** Whether the apostrophes from `at` are followed by a letter before `limit` (the run goes on). */
function lettersAfterApostrophes(text: string, at: number, limit: number): boolean {
  let k = at;
  while (k < limit && text.charCodeAt(k) === 39) k++;
  return k < limit && isAsciiLetter(text.charCodeAt(k));
}

/** What {@link CueReader}'s back-cue check gives for a word that is no cue: read on. */
const SKIP = 0;

/** A letter or an apostrophe (straight or curly): what {@link words} joins into a word. */
function isWordChar(code: number): boolean {
  return isAsciiLetter(code) || code === 39 || code === 0x2019;
}

/** Where the word {@link nextWordIn} last returned ends. */
let nextWordEnd = 0;

/**
 * The lower-case word (letters and apostrophes, a curly one read as `'`)
 * starting at or after `from` and ending before `to`, as {@link words} would
 * split it; its end is left in {@link nextWordEnd}.
 */
function nextWordIn(text: string, from: number, to: number): string | undefined {
  let i = from;
  while (i < to && !isAsciiLetter(text.charCodeAt(i))) i++;
  const start = i;
  let curly = false;
  while (i < to) {
    const code = text.charCodeAt(i);
    if (isAsciiLetter(code) || code === 39) i++;
    else if (code === 0x2019) {
      curly = true;
      i++;
    } else break;
  }
  nextWordEnd = i;
  if (i === start) return undefined;
  const w = text.slice(start, i).toLowerCase();
  return curly ? w.replace("’", "'") : w;
}

/**
 * Whether the character `c` at `i - 1` ends a sentence or clause for a cue
 * read backwards: `;`, a line feed, or `.` `!` `?` before a space (after any
 * closing quotes and brackets).
 */
function isBackStop(text: string, c: number, i: number): boolean {
  // All below 64: letters are passed with one test.
  return (
    c < 64 &&
    (c === 59 || c === 10 || ((c === 46 || c === 33 || c === 63) && endsSentenceAt(text, i - 1)))
  );
}

/** Whether `c` ends a clause for a cue read forwards: `;` `,` a line feed, `.` `!` `?`. */
function isForwardStop(c: number): boolean {
  // All below 64: letters are passed with one test.
  return c < 64 && (c === 59 || c === 44 || c === 10 || c === 46 || c === 33 || c === 63);
}

/** Where the word {@link nextSpan} last found starts (it ends at {@link nextWordEnd}). */
let spanStart = 0;
/**
 * The bound {@link nextSpan} last read to: its `to`, or with `clauses` the
 * first clause stop it met before that. The next word is looked for within it.
 */
let spanLimit = 0;

/**
 * Find the word {@link nextWordIn} would return, without cutting it out:
 * its bounds are left in {@link spanStart} and {@link nextWordEnd}. With
 * `clauses`, a clause stop ({@link isForwardStop}) met before the word ends
 * the search there, as if `to` were the stop ({@link spanLimit}): a stop is
 * no word character, so it is always met between words.
 */
function nextSpan(text: string, from: number, to: number, clauses: boolean): boolean {
  let i = from;
  let limit = to;
  while (i < limit) {
    const c = text.charCodeAt(i);
    if (isAsciiLetter(c)) break;
    if (clauses && isForwardStop(c)) limit = i;
    else i++;
  }
  spanLimit = limit;
  spanStart = i;
  while (i < limit && isWordChar(text.charCodeAt(i))) i++;
  nextWordEnd = i;
  return i > spanStart;
}

/** The word at `[start, end)` as {@link nextWordIn} returns it: lower case, a curly apostrophe straight. */
function wordText(text: string, start: number, end: number): string {
  const w = text.slice(start, end).toLowerCase();
  return w.includes("’") ? w.replace("’", "'") : w;
}

/** Whether the ASCII span `[start, end)` is `word` (lower-case ASCII) in any case. */
function spanIs(text: string, start: number, end: number, word: string): boolean {
  return end - start === word.length && equalsLowerAt(text, start, word);
}

/**
 * Words right after a figure that place one thing above or below another
 * ("9.5% above B's"). Not "ahead" and "behind": finishing 1.08 seconds ahead
 * is the lower time.
 */
const PLACED: ReadonlyMap<string, Direction> = new Map([
  ["above", "increase"],
  ["below", "decrease"],
]);

/**
 * The cue of a word right after a figure that places what is compared above
 * or below its base: "9.5% above Omar's", "4 below Omar's".
 * (Before a figure, "above" and "below" are bounds and part of the mention.)
 */
function placedCue(text: string, start: number, end: number): DirectionCue | undefined {
  if (end - start !== 5) return undefined;
  const word = wordText(text, start, end);
  const direction = PLACED.get(word);
  return direction ? { direction, word, negated: false } : undefined;
}

/** How near a figure a back cue stands to say the figure's own direction ("rose 5%", "rose by 5%"). */
const NEAR_BACK_CUE = 4;

/** How many words a comparative's noun may take before "than" ("19 more home matches than"). */
const COMPARED_NOUN_WORDS = 3;

/**
 * The cue of a comparative right after a figure whose noun stands between it
 * and "than": "19 more matches than", "12 fewer seats than". (Right before
 * "than", the comparative is read word by word in forwardCue.)
 */
function comparedNoun(
  text: string,
  start: number,
  end: number,
  limit: number,
  clauses: boolean,
): DirectionCue | undefined {
  if (end - start < 4 || end - start > 7) return undefined;
  const word = wordText(text, start, end);
  const direction = COMPARATIVES.get(word);
  if (!direction) return undefined;
  let at = end;
  let reach = limit;
  for (let k = 0; k <= COMPARED_NOUN_WORDS; k++) {
    if (!nextSpan(text, at, reach, clauses)) return undefined;
    reach = spanLimit;
    if (isThan(text, spanStart, nextWordEnd))
      return k === 0 ? undefined : { direction, word: `${word} than`, negated: false };
    at = nextWordEnd;
  }
  return undefined;
}

/** Whether `[start, end)` is the word "than", in any case. */
function isThan(text: string, start: number, end: number): boolean {
  return (
    end - start === 4 &&
    (text.charCodeAt(start) | 32) === 116 &&
    (text.charCodeAt(start + 1) | 32) === 104 &&
    (text.charCodeAt(start + 2) | 32) === 97 &&
    (text.charCodeAt(start + 3) | 32) === 110
  );
}

/** Verbs whose "up"/"down" is a particle ("made up", "broken down"), not a direction. */
const PHRASAL_VERBS = new Set([
  "make",
  "makes",
  "made",
  "making",
  "add",
  "adds",
  "added",
  "adding",
  "sum",
  "sums",
  "summed",
  "end",
  "ends",
  "ended",
  "set",
  "sets",
  "break",
  "breaks",
  "broke",
  "broken",
  "breaking",
  "take",
  "takes",
  "took",
  "taken",
  "pick",
  "picked",
  "split",
  "round",
  "rounded",
  "wind",
  "wound",
]);

/** Whether the last of the `count` back words is "up"/"down" right after a phrasal verb. */
function isPhrasalParticle(text: string, count: number): boolean {
  if (count === 0 || !(backIs(text, count - 1, "up") || backIs(text, count - 1, "down")))
    return false;
  return count >= 2 && PHRASAL_VERBS.has(backText(text, count - 2));
}

/** "fall due": the forms of "fall" that, before "due", say when a payment is owed. */
const FALL_DUE = new Set(["fall", "falls", "falling", "fell", "fallen"]);

/** What may join two opposite cue words into one neutral heading: "/", "or", brackets, spaces. */
const PAIR_JOINER = /^[\s/()]*(?:or[\s/()]*)?$/i;

/** A word's first letter and length as one index, for a cheap look-up. */
function shapeOf(firstLetter: number, length: number): number {
  return (firstLetter << 6) | length;
}

/** Size of a shape table: first letters below 128, lengths below 64. */
const SHAPES = 128 << 6;

/** Compiled lookups for one word list, built once per list. */
export class CueReader {
  private readonly directions = new Map<string, Direction>();
  /** {@link directions} looked up by span, for words cut out only once they are cues. */
  private readonly directionAt: WordMap<Direction>;
  private readonly negations: Set<string>;
  /** {@link negations} looked up by span. */
  private readonly negationAt: WordMap<true>;

  /**
   * Longest cue word, and the (first letter, length) pairs of cue words: a
   * pre-check before slicing a word. @internal (extract's scan notes the words
   * of these shapes, see {@link readNoted}).
   */
  readonly maxLength: number = 0;
  readonly shapes: Uint8Array | undefined;
  /**
   * Whether every cue word is ASCII letters only, so a cue is a run of letters
   * extract's scan can note by its shape. @internal
   */
  readonly notable: boolean;

  /**
   * The cue a direction word at `[start, end)` states of itself ("doubled",
   * "halved"), negated by the words before it back to `floor` ("did not
   * double"). Undefined when the word is not a cue word of this list. @internal
   */
  cueAt(text: string, start: number, end: number, floor: number): DirectionCue | undefined {
    const direction = this.directionAt.getAt(text, start, end);
    if (direction === undefined) return undefined;
    const count = readBack(text, floor, start, NEGATION_REACH, true);
    return { direction, word: text.slice(start, end), negated: this.negated(text, count) };
  }

  /** The direction a lower-case word states, if it is a cue word. @internal */
  directionOf(word: string): Direction | undefined {
    return this.directions.get(word);
  }

  constructor(list: DirectionWords = ENGLISH_DIRECTION_WORDS) {
    for (const w of list.increase) this.directions.set(w.toLowerCase(), "increase");
    for (const w of list.decrease) this.directions.set(w.toLowerCase(), "decrease");
    this.negations = new Set(list.negations);
    this.negationAt = wordSet(list.negations);
    this.directionAt = new WordMap(this.directions);
    // Built once per word list, in V8's interpreter on every start of the
    // command line: one pass over the words, no regular expression.
    let max = 0;
    let shapes: Uint8Array | undefined = new Uint8Array(SHAPES);
    let lettersOnly = true;
    for (const w of this.directions.keys()) {
      max = Math.max(max, w.length);
      const c = w.charCodeAt(0);
      // A word outside a–z (other scripts, apostrophes) turns the pre-check off.
      if (c < 97 || c > 122 || w.length > 63) shapes = undefined;
      if (shapes) shapes[shapeOf(c, w.length)] = 1;
      if (w.length === 0) lettersOnly = false;
      for (let k = 0; k < w.length && lettersOnly; k++) {
        const d = w.charCodeAt(k);
        if (d < 97 || d > 122) lettersOnly = false;
      }
    }
    this.maxLength = max;
    this.shapes = shapes;
    this.notable = shapes !== undefined && lettersOnly;
  }

  /** Whether a negation governs back word `index` (one of the words {@link readBack} left). */
  private negated(text: string, index: number): boolean {
    for (let k = index - 1; k >= 0 && k >= index - NEGATION_REACH; k--) {
      if (backCurly(k)) {
        // A curly apostrophe reads as a straight one: compare the word's text.
        const w = backText(text, k);
        if (this.negations.has(w) || w.endsWith("n't")) return true;
        continue; // "to" has no apostrophe
      }
      const start = backStarts[k] as number;
      const end = backEnds[k] as number;
      if (this.negationAt.hasAt(text, start, end)) return true;
      // "n't"
      if (
        end - start >= 3 &&
        (text.charCodeAt(end - 3) | 32) === 110 &&
        text.charCodeAt(end - 2) === 39 &&
        (text.charCodeAt(end - 1) | 32) === 116
      )
        return true;
      if (backIs(text, k, "to") && k > 0 && backIs(text, k - 1, "failed")) return true;
    }
    return false;
  }

  /**
   * The direction cue for a number at `[start, end)`: the nearest cue word
   * before it (back to `floor`, at most 60 characters), else a cue word right
   * after it ("a 12% increase", "12% higher") before `ceiling`.
   */
  read(
    text: string,
    start: number,
    end: number,
    floor: number,
    ceiling: number,
  ): DirectionCue | undefined {
    return this.readWithin(text, start, end, floor, ceiling, false);
  }

  /**
   * {@link read} bounded by the figure's clause as well: back to the last
   * sentence stop (`;`, a line break, `.` `!` `?` before a space) after
   * `floor`, and forward to the first clause stop (`;` `,` a line break
   * `.` `!` `?`) before `ceiling`. The same as passing those bounds to
   * {@link read}, but the stops are found on the way: the walk back over the
   * words looks at each character once, and the forward bound is found only
   * when the words after the figure are read.
   *
   * @internal for {@link extract}, whose figures' neighbours give the bounds.
   */
  readInClause(
    text: string,
    start: number,
    end: number,
    floor: number,
    ceiling: number,
  ): DirectionCue | undefined {
    return this.readWithin(text, start, end, floor, ceiling, true);
  }

  private readWithin(
    text: string,
    start: number,
    end: number,
    floor: number,
    ceiling: number,
    clauses: boolean,
  ): DirectionCue | undefined {
    const figureEnd = end;
    // Without clause stops, `from` is final; with them it is the window's
    // start until a stop is met on the way back.
    const low = Math.max(floor, start - BACK_WINDOW);
    let from = low;
    // Walk the words before the figure from the nearest, without building a list,
    // and only split the window into words once a cue word is found.
    let i = start;
    while (i > from) {
      // Back over what is no word (a clause stop is never part of one).
      while (i > from) {
        const c = text.charCodeAt(i - 1);
        if (isAsciiLetter(c)) break;
        if (clauses && isBackStop(text, c, i)) {
          from = i;
          break;
        }
        i--;
      }
      if (i <= from) break;
      const end = i;
      while (i > from && isRunChar(text.charCodeAt(i - 1))) i--;
      const length = end - i;
      if (length === 0 || length > this.maxLength) continue;
      if (this.shapes && !this.hasShape(text.charCodeAt(i) | 32, length)) continue;
      // Letters and straight apostrophes only: ASCII, so the span look-up is the word's.
      const direction = this.directionAt.getAt(text, i, end);
      if (direction) {
        const cue = this.backCue(text, i, end, start, from, clauses, direction);
        if (cue !== SKIP)
          return this.nearerThan(cue, end, start, figureEnd, text, ceiling, clauses);
      }
    }
    return this.forwardCue(text, end, ceiling, clauses);
  }

  /**
   * The back cue found ending at `cueEnd`, unless it stands away from the
   * figure at `start` and a comparison right after the figure states the
   * figure's own direction: "In the Lost column, A is 27.3% above B" and
   * "Losses … were 4 higher than B's" are said by "above" and "higher than",
   * while "rose 5% more than the market" keeps "rose".
   */
  private nearerThan(
    cue: DirectionCue | undefined,
    cueEnd: number,
    start: number,
    figureEnd: number,
    text: string,
    ceiling: number,
    clauses: boolean,
  ): DirectionCue | undefined {
    if (start - cueEnd <= NEAR_BACK_CUE) return cue;
    const after = this.comparisonAfter(text, figureEnd, ceiling, clauses);
    if (after) return after;
    // "This growth was offset by a 10% decrease in Client revenue": a change
    // written as a noun after its figure ("a 10% decrease") is the figure's
    // own, whatever an earlier clause said.
    if (ARTICLE_BEFORE.test(text.slice(Math.max(0, start - 4), start))) {
      const own = this.forwardCue(text, figureEnd, ceiling, clauses);
      if (own) return own;
    }
    return cue;
  }

  /** The comparison right after a figure ending at `end`, if any: see {@link nearerThan}. */
  private comparisonAfter(
    text: string,
    end: number,
    ceiling: number,
    clauses: boolean,
  ): DirectionCue | undefined {
    const limit = Math.min(ceiling, end + 40);
    if (!nextSpan(text, end, limit, clauses)) return undefined;
    const wordStart = spanStart;
    const wordEnd = nextWordEnd;
    const reach = spanLimit;
    const placed = placedCue(text, wordStart, wordEnd);
    if (placed) return placed;
    const word = wordText(text, wordStart, wordEnd);
    const direction = COMPARATIVES.get(word);
    if (!direction) return undefined;
    let at = wordEnd;
    let to = reach;
    for (let k = 0; k <= COMPARED_NOUN_WORDS; k++) {
      if (!nextSpan(text, at, to, clauses)) return undefined;
      to = spanLimit;
      if (isThan(text, spanStart, nextWordEnd))
        return { direction, word: `${word} than`, negated: false };
      at = nextWordEnd;
    }
    return undefined;
  }

  /**
   * {@link readInClause} with the words before the figure taken from the
   * notes extract's scan made ({@link NotedWords}) rather than read back
   * character by character: the words of cue shape, from the nearest, back
   * to the window's start or the last clause stop before the figure. Gives
   * what {@link readInClause} gives (the notes hold every such word and stop
   * of the window; when they may not, it reads back instead).
   *
   * @internal for {@link extract}.
   */
  readNoted(
    text: string,
    start: number,
    end: number,
    floor: number,
    ceiling: number,
    notes: NotedWords,
  ): DirectionCue | undefined {
    // A word across the figure's start is cut there by the walk back: read back then.
    if (!notes.exact || (isRunChar(codeAt(text, start - 1)) && isRunChar(codeAt(text, start))))
      return this.readWithin(text, start, end, floor, ceiling, true);
    const low = Math.max(floor, start - BACK_WINDOW);
    // The walk back stops at the last clause stop it meets: one at or after `low`.
    const stop = notes.stopBefore(start);
    const from = stop >= low ? stop + 1 : low;
    const { starts, ends } = notes;
    for (let k = notes.wordBefore(start); k >= 0; k--) {
      const ws = starts[k] as number;
      if (ws <= from) break;
      // A run of letters and apostrophes is one word to the walk back: a noted
      // word after an apostrophe, or before one and more letters, is part of a longer one.
      if (isRunChar(codeAt(text, ws - 1))) continue;
      const we = ends[k] as number;
      if (codeAt(text, we) === 39 && lettersAfterApostrophes(text, we, start)) continue;
      const direction = this.directionAt.getAt(text, ws, we);
      if (direction) {
        const cue = this.backCue(text, ws, we, start, low, true, direction);
        if (cue !== SKIP) return this.nearerThan(cue, we, start, end, text, ceiling, true);
      }
    }
    // The farthest word: the run at `from`, cut there as the walk back cuts it.
    if (from < start && isRunChar(text.charCodeAt(from))) {
      let e = from;
      while (e < start && isRunChar(text.charCodeAt(e))) e++;
      while (e > from && text.charCodeAt(e - 1) === 39) e--;
      const length = e - from;
      if (
        length > 0 &&
        length <= this.maxLength &&
        (!this.shapes || this.hasShape(text.charCodeAt(from) | 32, length))
      ) {
        const direction = this.directionAt.getAt(text, from, e);
        if (direction) {
          const cue = this.backCue(text, from, e, start, low, true, direction);
          if (cue !== SKIP) return this.nearerThan(cue, e, start, end, text, ceiling, true);
        }
      }
    }
    return this.forwardCue(text, end, ceiling, true);
  }

  /**
   * The cue a direction word at `[i, end)` before a figure at `start` gives,
   * undefined when it states no direction (a paired heading), or {@link SKIP}
   * when it is no cue and the words before it are read on.
   */
  private backCue(
    text: string,
    i: number,
    end: number,
    start: number,
    from: number,
    clauses: boolean,
    direction: Direction,
  ): DirectionCue | undefined | typeof SKIP {
    const w = text.slice(i, end).toLowerCase();
    // The cue and the four words before it: all that the phrasal-verb,
    // negation ("failed to") and paired-heading checks read.
    // No stop lies in [i, start): the clause may still start in the 40
    // characters before i, which readBack finds as it reads them.
    const back = readBack(text, Math.max(from, i - 40), end, NEGATION_REACH + 2, clauses);
    // "made up 98%", "adds up to", "broken down by": a phrasal verb, not a change.
    if (isPhrasalParticle(text, back)) return SKIP;
    // The word after the cue, found by its span; an ASCII one (no curly
    // apostrophe) is compared and looked up in place, any other as the
    // string nextWordIn gives.
    nextSpan(text, end, start, false);
    const ns = spanStart;
    const ne = nextWordEnd;
    if (!isAsciiRange(text, ns, ne)) return this.backCueAfter(text, w, back, direction, end, start);
    // "amounts falling due within one year": when a payment is owed, not a fall.
    if (FALL_DUE.has(w) && spanIs(text, ns, ne, "due")) return SKIP;
    // "the gain on sale of businesses": a line of the accounts, not a rise.
    if (
      (w === "gain" || w === "gains") &&
      (spanIs(text, ns, ne, "on") || spanIs(text, ns, ne, "from"))
    )
      return SKIP;
    // "the increase / (decrease) in margin", "increase or decrease": a
    // column heading for a change either way, which states no direction.
    const after = ne > ns ? this.directionAt.getAt(text, ns, ne) : undefined;
    if (after !== undefined && after !== direction && PAIR_JOINER.test(text.slice(end, ns)))
      return undefined;
    if (this.pairedBefore(text, back, direction)) return undefined;
    return { direction, word: w, negated: this.negated(text, back - 1) };
  }

  /** {@link backCue}'s checks of the word after the cue, on the string {@link nextWordIn} gives. */
  private backCueAfter(
    text: string,
    w: string,
    back: number,
    direction: Direction,
    end: number,
    start: number,
  ): DirectionCue | undefined | typeof SKIP {
    const next = nextWordIn(text, end, start);
    if (next === "due" && FALL_DUE.has(w)) return SKIP;
    if ((next === "on" || next === "from") && (w === "gain" || w === "gains")) return SKIP;
    if (this.pairedWithOpposite(text, back, direction, end, next)) return undefined;
    return { direction, word: w, negated: this.negated(text, back - 1) };
  }

  /** The cue in the words right after a figure ending at `end` ("a 12% increase", "12% higher"). */
  private forwardCue(
    text: string,
    end: number,
    ceiling: number,
    clauses: boolean,
  ): DirectionCue | undefined {
    // The words right after the figure, read one ahead without building a
    // list, and cut out of the text only when they may be a cue.
    // With clauses, the first clause stop within reach bounds them too, met as they are read.
    let limit = Math.min(ceiling, end + 40);
    if (!nextSpan(text, end, limit, clauses)) return undefined;
    limit = spanLimit;
    let wordStart = spanStart;
    let wordEnd = nextWordEnd;
    const compared =
      comparedNoun(text, wordStart, wordEnd, limit, clauses) ?? placedCue(text, wordStart, wordEnd);
    if (compared) return compared;
    for (let k = 0; k < FORWARD_WORDS; k++) {
      const more = nextSpan(text, wordEnd, limit, clauses);
      limit = spanLimit;
      // "12% more than last year": a comparison after the figure states a direction.
      // (Before a figure, "more than" is a bound and part of the mention.)
      if (more && isThan(text, spanStart, nextWordEnd)) {
        const word = wordText(text, wordStart, wordEnd);
        const comparative = COMPARATIVES.get(word);
        if (comparative) return { direction: comparative, word: `${word} than`, negated: false };
      }
      if (this.mayBeCue(text, wordStart, wordEnd)) {
        // A curly apostrophe is read as a straight one: such a word is looked up as written.
        const direction = isAsciiRange(text, wordStart, wordEnd)
          ? this.directionAt.getAt(text, wordStart, wordEnd)
          : this.directions.get(wordText(text, wordStart, wordEnd));
        if (direction)
          return { direction, word: wordText(text, wordStart, wordEnd), negated: false };
      }
      if (!more) break;
      wordStart = spanStart;
      wordEnd = nextWordEnd;
    }
    return undefined;
  }

  /** Whether the word at `[start, end)` has the first letter and length of some cue word. */
  private mayBeCue(text: string, start: number, end: number): boolean {
    const length = end - start;
    if (length > this.maxLength) return false;
    return !this.shapes || this.hasShape(text.charCodeAt(start) | 32, length);
  }

  /** Whether some cue word has this first letter (lower case) and length (at most the longest). */
  private hasShape(first: number, length: number): boolean {
    return first < 128 && (this.shapes as Uint8Array)[shapeOf(first, length)] === 1;
  }

  /**
   * Whether the cue word ending at `end` is joined to a cue of the opposite
   * direction by only "/", "or", brackets or spaces ("increase / (decrease)",
   * "(decrease) increase", "increase or decrease").
   */
  private pairedWithOpposite(
    text: string,
    back: number,
    direction: Direction,
    end: number,
    next: string | undefined,
  ): boolean {
    if (
      this.isOpposite(next, direction) &&
      PAIR_JOINER.test(text.slice(end, nextWordEnd - (next as string).length))
    )
      return true;
    return this.pairedBefore(text, back, direction);
  }

  /**
   * Whether the cue word, the last of the `back` words read before the
   * figure, follows a cue of the opposite direction joined to it by only
   * "/", "or", brackets or spaces ("(decrease) increase").
   */
  private pairedBefore(text: string, back: number, direction: Direction): boolean {
    if (back < 2) return false;
    // The back word before the last one, and where the last one starts.
    const before = back - 2;
    const d = backCurly(before)
      ? this.directions.get(backText(text, before))
      : this.directionAt.getAt(text, backStarts[before] as number, backEnds[before] as number);
    return (
      d !== undefined &&
      d !== direction &&
      PAIR_JOINER.test(text.slice(backEnds[before] as number, backStarts[back - 1] as number))
    );
  }

  /** Whether `w` is a cue word of the other direction. */
  private isOpposite(w: string | undefined, direction: Direction): boolean {
    if (w === undefined) return false;
    const d = this.directions.get(w);
    return d !== undefined && d !== direction;
  }

  /**
   * Whether `cue` is the "up"/"down" of "up from" written just before the
   * figure at `start`: the figure is the earlier value of the change.
   */
  isUpFrom(text: string, start: number, cue: DirectionCue): boolean {
    if (cue.word !== "up" && cue.word !== "down") return false;
    const back = words(text, Math.max(0, start - 12), start);
    const last = back[back.length - 1];
    const before = back[back.length - 2];
    if (!last || !before || last.text !== "from" || before.text !== cue.word) return false;
    // Only spaces between "from" and the figure (a currency sign may sit in the figure).
    return /^\s*$/.test(text.slice(last.start + 4, start));
  }
}
