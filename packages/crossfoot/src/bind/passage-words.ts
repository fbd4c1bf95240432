import { type Sentence, splitSentences } from "@crossfoot/extract";
import type { SourceRecord, SourceValue } from "@crossfoot/sources";
import { sentenceAt } from "../base/sentence-at.js";
import { readContentWords } from "../read/content-words.js";

/** How many sentences before a text figure's own say what it is about. */
const SENTENCES_BEFORE = 2;

/**
 * Whether the words of the claim's sentence pick the match over a rival of
 * the same wording in another passage: boilerplate such as "The purchase
 * consideration of $60 million is subject to customary adjustments" repeats
 * once per acquisition, and the names in the sentences before each figure
 * ("… a site in Shanghai, China.") say which one it is. True when the
 * sentence uses a name written before the match and not before the rival,
 * and none written before the rival alone. Common words do not count: two
 * passages of one filing share most of them by chance. Text figures only.
 */
export function passagePrefers(
  match: SourceValue,
  rival: SourceValue,
  words: ReadonlySet<string>,
  records: readonly SourceRecord[],
): boolean {
  const own = passageOf(match, records)?.names;
  const theirs = passageOf(rival, records)?.names;
  if (!own || !theirs) return false;
  let forMatch = false;
  for (const n of own) {
    if (theirs.has(n) || !words.has(n)) continue;
    forMatch = true;
    break;
  }
  if (!forMatch) return false;
  for (const n of theirs) if (!own.has(n) && words.has(n)) return false;
  return true;
}

/**
 * The content words of the sentences right before a text figure's own that
 * state no figure ("During the year, the Company completed the disposal of
 * its coatings assets in the Marine segment." before "The Company recorded
 * an expense of $14 million"): what the figure's terse sentence is about.
 * Up to two, stopping at one that states a figure, which is a fact of its
 * own. Undefined for a figure of a table or field, or with no such sentence.
 */
export function leadWords(
  v: SourceValue,
  records: readonly SourceRecord[],
): ReadonlySet<string> | undefined {
  const lead = passageOf(v, records)?.lead;
  return lead && lead.size > 0 ? lead : undefined;
}

/** What the sentences before a text figure say: the names of up to two, and the words of those that state no figure. */
interface Passage {
  /** Capitalised words inside the two sentences before (not a sentence's first word), read as content words. */
  readonly names: ReadonlySet<string>;
  /** Content words of the figure-free sentences right before. */
  readonly lead: ReadonlySet<string>;
}

function passageOf(v: SourceValue, records: readonly SourceRecord[]): Passage | undefined {
  if (v.location.type !== "text") return undefined;
  const known = passages.get(v);
  if (known) return known;
  const record = records.find((r) => r.id === v.recordId);
  if (record?.text === undefined) return undefined;
  let sentences = sentencesOf.get(record);
  if (!sentences) {
    sentences = splitSentences(record.text, { wrappedLines: true });
    sentencesOf.set(record, sentences);
  }
  const k = sentenceAt(sentences, v.location.start);
  const sentence = sentences[k];
  if (!sentence || sentence.start > v.location.start || v.location.start >= sentence.end)
    return undefined;
  const names = new Set<string>();
  const lead = new Set<string>();
  let figureFree = true;
  for (let n = 1; n <= SENTENCES_BEFORE && k - n >= 0; n++) {
    const text = (sentences[k - n] as Sentence).text;
    for (const m of text.matchAll(INNER_NAME))
      for (const w of readContentWords(m[1] as string)) names.add(w);
    figureFree &&= !STATES_FIGURE.test(text.replace(YEARS, " "));
    if (figureFree) for (const w of readContentWords(text)) lead.add(w);
  }
  const passage: Passage = { names, lead };
  passages.set(v, passage);
  return passage;
}

// A capitalised word after another word: a name, not a sentence's opening.
const INNER_NAME = /(?<=[\p{L}\p{N},;:)]\s+)(\p{Lu}[\p{L}&'-]*)/gu;
// Years and dates' days state no figure of a fact.
const YEARS = /\b(?:(?:18|19|20|21)\d\d|\d{1,2}(?=,\s+(?:18|19|20|21)\d\d))\b/g;
const STATES_FIGURE = /\d/;

// Kept while the sources live: a record's sentences, a value's passage.
const sentencesOf = new WeakMap<SourceRecord, readonly Sentence[]>();
const passages = new WeakMap<SourceValue, Passage>();
