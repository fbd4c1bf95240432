import {
  type Citation,
  type ExtractOptions,
  extract,
  findCitations,
  type Mention,
  type Sentence,
  splitSentences,
} from "@crossfoot/extract";
import { boundedSentences } from "./bounded-sentences.js";

/** An answer's sentences as `check()` reads them, with the figures and citations it read from the whole answer. */
export interface AnswerReading {
  readonly sentences: readonly Sentence[];
  /** The answer's figures, offsets into the answer. */
  readonly mentions: Mention[];
  /** The answer's citations, offsets into the answer. */
  readonly citations: Citation[];
}

/**
 * Read an answer once: its figures, its citations, and its sentences, each
 * sentence longer than 2,000 characters read in pieces cut outside every
 * figure and citation (see {@link answerSentences}).
 */
export function readAnswer(text: string, options: ExtractOptions): AnswerReading {
  const mentions = extract(text, options);
  const citations = findCitations(text);
  return {
    sentences: boundedSentences(text, splitSentences(text), mentions, citations),
    mentions,
    citations,
  };
}

/**
 * The sentences of an answer as `check()` reads them, so a claim's
 * `sentence` index names one of them: `splitSentences(answer)`, except that a
 * sentence longer than 2,000 characters is read as pieces of at most that
 * length (cut after a comma or semicolon, else at a space, never inside a
 * figure or a citation). A figure's periods, subjects and citations are
 * read within its piece, which keeps the work per figure bounded.
 *
 * @example
 * answerSentences("Revenue was $3.2bn [R1]. Costs fell.").map((s) => s.text)
 * // ["Revenue was $3.2bn [R1].", "Costs fell."]
 */
export function answerSentences(answer: string, options: ExtractOptions = {}): readonly Sentence[] {
  return readAnswer(answer, options).sentences;
}
