import { type ExtractOptions, extract, type Mention } from "@crossfoot/extract";
import { BySentence } from "./by-sentence.js";

/**
 * The mentions of each sentence of an answer, `found` in the whole answer in
 * one pass (about a quarter of extraction's time on a typical answer goes
 * otherwise to reading each sentence on its own). Each sentence gets what
 * `extract(sentence.text)` gives it: a sentence that opens with a number is
 * read on its own, since read alone its first number opens a text, where
 * "5) " and "(1) " are list and footnote markers ("Two reasons. 1) pricing.
 * 2) volume."), and within the answer it would not.
 */
export function sentenceMentions(found: Mention[], options: ExtractOptions): BySentence<Mention> {
  return new BySentence(found, (text) => extract(text, options), opensWithNumber);
}

/** Whether a sentence opens with a digit or a parenthesis. */
function opensWithNumber(text: string): boolean {
  const code = text.charCodeAt(0);
  return (code >= 48 && code <= 57) || code === 40;
}
