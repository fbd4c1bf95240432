import { allMatches } from "../base/all-matches.js";
import { BoundedMemo } from "../base/bounded-memo.js";

/**
 * The numbers of a bucket label as words of its name: "1-3 Years" is not
 * "3-5 Years", though both say "years". Binding drops numbers from the words
 * of labels and sentences (a figure's digits name nothing), so without these
 * a sentence that says "in 1-3 years" names every column of years alike. A
 * bucket is a number or a range of numbers with a unit of time after it ("1-3
 * Years", "After 5 Years", "less than one year", "90 days") or before it
 * ("Years 3-5"), with the bound before it ("less than 1 year" is "§<1y");
 * its word is "§1-3y", which no content word can equal.
 */

const SMALL: Readonly<Record<string, string>> = {
  one: "1",
  two: "2",
  three: "3",
  four: "4",
  five: "5",
  six: "6",
  seven: "7",
  eight: "8",
  nine: "9",
  ten: "10",
  eleven: "11",
  twelve: "12",
};
const NUMBER = String.raw`(\d{1,3}|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)`;
const UNIT = String.raw`(years?|yrs?|months?|weeks?|days?)`;
const TO = String.raw`\s?(?:-|–|—|to|through)\s?`;
// A bound before the number says which side of it the bucket lies on: "less
// than 1 year" and "within one year" are "<1y"; "more than 5 years" and
// "after 5 years" are ">5y", not the "5 years" of "3-5 years" or of "in 5 years".
const BOUND = String.raw`(?:\b(less\s+than|fewer\s+than|under|within|up\s+to|more\s+than|greater\s+than|over|after|beyond|in\s+excess\s+of)\s)?`;
const BELOW = /^(?:less|fewer|under|within|up)/i;
// Number (or range) then unit: "1-3 Years", "5 years", "1–90 days". Not after
// a digit, a decimal point or a comma, so "2,019 years" and "1.5 years" give
// none; every quantifier is bounded, so the scan is linear.
const AFTER = new RegExp(
  String.raw`${BOUND}(?<![\w.,$])${NUMBER}(?:${TO}${NUMBER})?\+?\s?${UNIT}\b`,
  "gi",
);
// Unit then a space and a number (or range): "Years 3-5". Not "year1", where
// the digit is a footnote marker.
const BEFORE = new RegExp(String.raw`\b${UNIT}\s${NUMBER}(?:${TO}${NUMBER})?(?![\w.,])`, "gi");

function digits(n: string | undefined): string | undefined {
  if (n === undefined) return undefined;
  const lower = n.toLowerCase();
  return SMALL[lower] ?? lower;
}

function token(
  bound: string | undefined,
  low: string | undefined,
  high: string | undefined,
  unit: string,
): string {
  const a = digits(low) as string;
  const b = digits(high);
  const side = bound === undefined ? "" : BELOW.test(bound) ? "<" : ">";
  return `§${side}${b !== undefined && b !== a ? `${a}-${b}` : a}${unit.charAt(0).toLowerCase()}`;
}

/** The bucket words of a label or sentence ("1-3 Years" → ["§1-3y"]); none for most text. */
export function bucketWords(text: string): string[] {
  const out: string[] = [];
  // Cheap test first: no unit of time, no bucket.
  if (!/year|yr|month|week|day/i.test(text)) return out;
  for (const m of allMatches(AFTER, text)) out.push(token(m[1], m[2], m[3], m[4] as string));
  for (const m of allMatches(BEFORE, text)) out.push(token(undefined, m[2], m[3], m[1] as string));
  return out;
}

/** Whether a word is a bucket word (not a content word of the text). */
export function isBucketWord(word: string): boolean {
  return word.charCodeAt(0) === 0xa7;
}

/**
 * {@link bucketWords} of a source line (a row or column label), remembered:
 * binding asks for the buckets of every line beside a value, for every
 * figure, and labels repeat across figures and answers.
 */
export function lineBucketWords(line: string): readonly string[] {
  return lineBuckets.get(line);
}

const lineBuckets = new BoundedMemo<readonly string[]>(bucketWords);
