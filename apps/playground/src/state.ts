// What the playground shows is a function of this state: the sources as typed, the answer, the options.
import { OPTION_FIELDS, type PlaygroundOptions } from "./options.js";

/** Everything a shared link restores. */
export interface PlaygroundState {
  /** The sources as typed: JSON, or plain text, Markdown, HTML or CSV. */
  readonly sources: string;
  /** The answer to check. */
  readonly answer: string;
  readonly options: PlaygroundOptions;
}

/** Whether two states would give the same review. */
export function sameState(a: PlaygroundState, b: PlaygroundState): boolean {
  return (
    a.sources === b.sources &&
    a.answer === b.answer &&
    OPTION_FIELDS.every((f) => a.options[f.name] === b.options[f.name])
  );
}
