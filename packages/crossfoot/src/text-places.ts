import { extract, splitSentences } from "@crossfoot/extract";
import { periodOf, type SourceSet, type SourceValue } from "@crossfoot/sources";
import { contentWords } from "./binding.js";

/** Where a figure of a source text sits: the subject its sentence gives it, and its period when unambiguous. */
export interface TextPlace {
  /** Entity tokens before the figure in its sentence ("User A paid" → user, A, paid). */
  readonly subject: readonly string[];
  /** The period, when the figure's sentence names exactly one. */
  readonly period?: string;
  /** Names before the figure in its sentence ("Acme", "Globex", "A"). */
  readonly names: readonly string[];
  /** The direction its sentence states for the figure ("increased $393 million"), with the word. */
  readonly direction?: { readonly direction: "increase" | "decrease"; readonly word: string };
}

// Capitalised words that start sentences or name periods, not subjects.
const NOT_NAMES = new Set(
  "The This That These Those It Its In On At For From By Of And Or But As Net Total Revenue Sales January February March April May June July August September October November December Q1 Q2 Q3 Q4 FY".split(
    " ",
  ),
);

/** Names in a text: capitalised words (possessive stripped) and single capital letters. */
export function namesIn(text: string): string[] {
  const out: string[] = [];
  for (const m of text.matchAll(/(?<![A-Za-z])[A-Z][A-Za-z&]*/g)) {
    if (!NOT_NAMES.has(m[0])) out.push(m[0]);
  }
  return out;
}

/**
 * Entity tokens: content words, plus single capital letters kept as written,
 * so "User A" and "User B" differ while the article "a" is ignored.
 */
export function entityTokens(text: string): string[] {
  const tokens = [...contentWords(text)];
  for (const m of text.matchAll(/(?<![A-Za-z])[A-Z](?![A-Za-z])/g)) tokens.push(m[0]);
  return tokens;
}

const cache = new WeakMap<SourceSet, Map<string, TextPlace>>();

/** The place of a text value in its source sentence, computed once per value. */
export function textPlace(sources: SourceSet, v: SourceValue): TextPlace | undefined {
  if (v.location.type !== "text") return undefined;
  let places = cache.get(sources);
  if (!places) {
    places = new Map();
    cache.set(sources, places);
  }
  const known = places.get(v.id);
  if (known) return known;
  const text = sources.record(v.recordId)?.text;
  if (text === undefined) return undefined;
  const start = v.location.start;
  const sentence = splitSentences(text).find((s) => s.start <= start && start < s.end);
  if (!sentence) return undefined;
  const mentions = extract(sentence.text);
  const offset = start - sentence.start;
  // The subject is what the sentence says before the figure: in "A and B were
  // $3,800 and $6,690, respectively" both figures share it.
  const from = 0;
  const years = new Set(
    mentions
      .filter((m) => m.kind === "year")
      .flatMap((m) => {
        const p = periodOf(m.period ?? m.text);
        return p ? [p.key] : [];
      }),
  );
  const prefix = sentence.text.slice(from, offset);
  const own = mentions.find((m) => m.kind !== "year" && m.start <= offset && offset < m.end);
  const cue = own?.cue && !own.cue.negated ? own.cue : undefined;
  const place: TextPlace = {
    subject: entityTokens(prefix.replace(/[\d.,$€£%]+/g, " ")),
    names: namesIn(prefix),
    ...(years.size === 1 ? { period: [...years][0] as string } : {}),
    ...(cue ? { direction: { direction: cue.direction, word: cue.word } } : {}),
  };
  places.set(v.id, place);
  return place;
}
