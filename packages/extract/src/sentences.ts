import { isDigit, isLetter, isLineBreak, isSpace, isUpper, isWhitespace } from "./chars.js";
import { findCitations } from "./citations.js";
import type { Citation, Sentence } from "./types.js";

/**
 * Words that end with a period without ending a sentence. Compared lower
 * case, without the final period.
 */
const ABBREVIATIONS = new Set([
  "mr",
  "mrs",
  "ms",
  "dr",
  "prof",
  "sr",
  "jr",
  "st",
  "inc",
  "ltd",
  "co",
  "corp",
  "plc",
  "llc",
  "no",
  "nos",
  "vs",
  "v",
  "etc",
  "e.g",
  "i.e",
  "cf",
  "approx",
  "est",
  "fig",
  "figs",
  "ref",
  "reg",
  "regs",
  "s",
  "ss",
  "sec",
  "art",
  "para",
  "paras",
  "cl",
  "ch",
  "vol",
  "p",
  "pp",
  "op",
  "jan",
  "feb",
  "mar",
  "apr",
  "jun",
  "jul",
  "aug",
  "sep",
  "sept",
  "oct",
  "nov",
  "dec",
  "u.s",
  "u.k",
  "u.n",
  "e.u",
  "a.m",
  "p.m",
  "mt",
  "ft",
  "gov",
  "dept",
  "div",
  "avg",
  "incl",
]);

/**
 * Abbreviations that often end a sentence ("… by Acme Inc. The company …"):
 * after one of these, a capitalised common sentence opener starts a new
 * sentence. Titles and references ("Mr.", "No.", "s.", "Reg.") never end one.
 */
const FINAL_ABBREVIATIONS = new Set([
  "inc",
  "ltd",
  "co",
  "corp",
  "plc",
  "llc",
  "etc",
  "u.s",
  "u.k",
  "e.u",
  "u.n",
  "a.m",
  "p.m",
  "dept",
  "incl",
  "est",
]);

/** Words that open sentences and rarely follow an abbreviation inside one. */
const SENTENCE_OPENERS = new Set([
  "the",
  "this",
  "that",
  "these",
  "those",
  "it",
  "its",
  "in",
  "on",
  "at",
  "for",
  "by",
  "as",
  "we",
  "our",
  "they",
  "their",
  "there",
  "he",
  "she",
  "his",
  "her",
  "i",
  "a",
  "an",
  "however",
  "but",
  "meanwhile",
  "revenue",
  "sales",
  "net",
  "after",
  "before",
  "during",
  "since",
  "while",
  "when",
  "overall",
  "both",
  "each",
  "all",
  "some",
  "most",
  "shares",
  "total",
]);

/** The capitalised word starting at `n`, lower case, when it is a common sentence opener. */
function opensSentence(text: string, n: number): boolean {
  if (!isUpper(text.charCodeAt(n))) return false;
  let j = n;
  while (j < text.length && isLetter(text.charCodeAt(j)) && j - n < 12) j++;
  if (isLetter(text.charCodeAt(j))) return false;
  return SENTENCE_OPENERS.has(text.slice(n, j).toLowerCase());
}

/** The word (letters and inner periods) that ends just before `dot`. */
function wordBefore(text: string, dot: number): string {
  let i = dot;
  while (i > 0) {
    const code = text.charCodeAt(i - 1);
    if (isLetter(code) || code === 46) i--;
    else break;
  }
  return text.slice(i, dot).toLowerCase();
}

/** Whether the period at `dot` closes an abbreviation such as "Inc." or "U.S.". */
function isAbbreviation(text: string, dot: number): boolean {
  const word = wordBefore(text, dot);
  if (word.length === 0) return false;
  if (ABBREVIATIONS.has(word)) return true;
  // Initials and dotted acronyms: "J." "U.S." "e.g."
  return word.length === 1 || /^([a-z]\.)+[a-z]$/.test(word);
}

/** Whether the period at `dot` closes a list marker: "1." or "12." alone at a line start. */
function isListMarker(text: string, dot: number): boolean {
  let i = dot;
  while (i > 0 && dot - i < 3 && isDigit(text.charCodeAt(i - 1))) i--;
  if (i === dot || (i > 0 && isDigit(text.charCodeAt(i - 1)))) return false;
  while (i > 0 && isSpace(text.charCodeAt(i - 1))) i--;
  return i === 0 || isLineBreak(text.charCodeAt(i - 1));
}

/**
 * Decide whether terminal punctuation at `i` ends a sentence, and where the
 * sentence then ends (after closing quotes, brackets and trailing citations).
 * Returns -1 when it does not end one.
 */
function sentenceEnd(
  text: string,
  i: number,
  citationsByStart: ReadonlyMap<number, Citation>,
): number {
  const ch = text[i];
  let end = i + 1;
  // Runs such as "?!" or "..." stay together; a "!" or "?" anywhere in the
  // run makes it terminal whatever follows.
  let terminal = ch !== ".";
  while (end < text.length && (text[end] === "." || text[end] === "!" || text[end] === "?")) {
    if (text[end] !== ".") terminal = true;
    end++;
  }
  // Closing quotes and brackets belong to the sentence they close.
  while (end < text.length && "\"'”’)]".includes(text[end] as string)) end++;
  if (end >= text.length) return end;
  if (!isWhitespace(text.charCodeAt(end)) && text[end] !== "[" && text[end] !== "【") return -1;
  if (ch === "." && end === i + 1 && (isAbbreviation(text, i) || isListMarker(text, i))) {
    // "Acme Inc. The company …": a sentence-final abbreviation before a sentence opener ends it.
    let n = end;
    while (n < text.length && isSpace(text.charCodeAt(n))) n++;
    if (!(FINAL_ABBREVIATIONS.has(wordBefore(text, i)) && opensSentence(text, n))) return -1;
  }
  // A citation written after the full stop ("… rose. [R1] Next …") belongs to
  // the sentence it follows.
  let k = end;
  for (;;) {
    let m = k;
    while (m < text.length && isSpace(text.charCodeAt(m))) m++;
    const cited = citationsByStart.get(m);
    if (!cited) break;
    k = cited.end;
    end = cited.end;
  }
  // What follows must look like the start of a sentence.
  let n = end;
  while (n < text.length && isWhitespace(text.charCodeAt(n))) n++;
  if (n >= text.length) return end;
  const next = text.charCodeAt(n);
  if (isLineBreak(text.charCodeAt(end)) || terminal) return end;
  if (isUpper(next) || isDigit(next) || "\"'“‘([【*-•$€£¥₹".includes(text[n] as string)) return end;
  return -1;
}

/**
 * Split text into sentences without breaking decimals ("3.2"), abbreviations
 * ("Inc.", "U.S.", "e.g."), or citations ("[R1]."). Line breaks always end a
 * sentence, so list items and table rows stand alone. Runs in linear time.
 *
 * @example
 * splitSentences("Revenue was $3.2bn [R1]. Costs fell.").map((s) => s.text)
 * // ["Revenue was $3.2bn [R1].", "Costs fell."]
 */
export function splitSentences(text: string): Sentence[] {
  const citations = findCitations(text);
  const byStart = new Map(citations.map((c) => [c.start, c]));
  const sentences: Sentence[] = [];
  let start = 0;
  let citationIndex = 0;
  const push = (from: number, to: number) => {
    let a = from;
    let b = to;
    while (a < b && isWhitespace(text.charCodeAt(a))) a++;
    while (b > a && isWhitespace(text.charCodeAt(b - 1))) b--;
    if (b > a)
      sentences.push({ text: text.slice(a, b), start: a, end: b, index: sentences.length });
  };
  let i = 0;
  while (i < text.length) {
    // Never split inside a citation.
    while (citationIndex < citations.length && (citations[citationIndex] as Citation).end <= i) {
      citationIndex++;
    }
    const inside = citations[citationIndex];
    if (inside && inside.start <= i && i < inside.end) {
      i = inside.end;
      continue;
    }
    const code = text.charCodeAt(i);
    if (isLineBreak(code)) {
      push(start, i);
      start = i + 1;
      i++;
      continue;
    }
    if (code === 46 || code === 33 || code === 63) {
      const end = sentenceEnd(text, i, byStart);
      if (end >= 0) {
        push(start, end);
        start = end;
        i = end;
        continue;
      }
      // The rest of a punctuation run ends a sentence only where its first
      // character would: skip it, so a long run is read once, not once per character.
      while (i < text.length && (text[i] === "." || text[i] === "!" || text[i] === "?")) i++;
      continue;
    }
    i++;
  }
  push(start, text.length);
  return sentences;
}
