export { ExtractArgumentError } from "./arguments.js";
export { findCitations } from "./citations.js";
export { CueReader, type DirectionWords, ENGLISH_DIRECTION_WORDS } from "./cues.js";
export { foldDigits, hasOtherDigits } from "./digits.js";
export { type ExtractOptions, extract } from "./extract.js";
export { beyondDouble } from "./magnitude.js";
export { findReferences, type Reference } from "./references.js";
export { type SplitOptions, splitSentences } from "./sentences.js";
export type {
  Bound,
  Citation,
  Direction,
  DirectionCue,
  Mention,
  MentionKind,
  Sentence,
} from "./types.js";
