/**
 * What a number in text is: the reading that decides which source values and
 * derivations it may be compared with.
 */
export type MentionKind =
  | "number"
  | "money"
  | "percent"
  | "pp"
  | "bps"
  | "quantity"
  | "year"
  | "multiple"
  | "ratio";

/** The direction a clause states for a change. */
export type Direction = "increase" | "decrease";

/** Inequality a bound word puts on a figure: "under" → `lt`, "at least" → `ge`. */
export type Bound = "lt" | "le" | "gt" | "ge";

/**
 * The direction word found in a mention's clause, with its negation.
 * "did not rise" is `{ direction: "increase", negated: true }`.
 */
export interface DirectionCue {
  readonly direction: Direction;
  /** The cue word as written. */
  readonly word: string;
  /** A negation ("not", "no", "never", "failed to") governs the word. */
  readonly negated: boolean;
}

/**
 * A number stated in text, read as a reader would read it.
 *
 * Offsets are half-open `[start, end)` in UTF-16 code units, as JavaScript
 * strings count, so `text === source.slice(start, end)`.
 *
 * Every mention `extract` returns has every field, in one order; an optional
 * field that does not apply is `undefined` (so `JSON.stringify` leaves it
 * out). All mentions then share one shape, which keeps code that reads many
 * of them fast: test a field's value, not whether the key is there.
 *
 * @example
 * // "$3.2bn"
 * { text: "$3.2bn", value: 3_200_000_000, kind: "money", precision: 100_000_000,
 *   currency: "$", scale: "billion" }
 */
export interface Mention {
  /** Surface form, exactly as sliced from the input. */
  readonly text: string;
  readonly start: number;
  readonly end: number;
  /** Value in base units: scale applied, sign applied; percent figures in percent. */
  readonly value: number;
  readonly kind: MentionKind;
  /**
   * Place value of the last stated digit, in the same units as `value`:
   * `$3.2bn` → 100,000,000; `12%` → 1; `1,234.50` → 0.01.
   */
  readonly precision: number;
  /** Currency code or `$` for a bare dollar sign. */
  readonly currency?: string;
  /** Canonical scale name (`thousand`, `million`, …) when a scale word was written. */
  readonly scale?: string;
  /** Unit symbol for quantities. */
  readonly unit?: string;
  /** Dimension of `unit`. */
  readonly dimension?: string;
  /** Hedged with about/roughly/nearly/~. */
  readonly approximate?: boolean;
  readonly bound?: Bound;
  readonly range?: { readonly low: number; readonly high: number };
  /** Written with a minus sign or as an accounting negative. */
  readonly negative?: boolean;
  /** Written with an explicit plus or minus sign, as a change. */
  readonly signed?: boolean;
  /** For kind `year`: the period named, e.g. `FY2024`, `2019`. */
  readonly period?: string;
  /** The direction word in the mention's clause, if any. */
  readonly cue?: DirectionCue;
}

/** A sentence of the input, with half-open UTF-16 offsets. */
export interface Sentence {
  readonly text: string;
  readonly start: number;
  readonly end: number;
  /** Position of the sentence in the text, from 0. */
  readonly index: number;
}

/**
 * A citation marker such as `[R1]`, `[R1, R2]`, `[1-3]` or `【1】`, with the
 * ids it names exactly as written (`"R1"`, `"1"`). Resolving ids to sources is
 * the caller's job.
 */
export interface Citation {
  readonly text: string;
  readonly start: number;
  readonly end: number;
  readonly ids: readonly string[];
}
