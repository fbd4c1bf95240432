// SentenceContext and its parts: shared by binding and the clause readers it calls, below both.

/** What a sentence names: the periods and the content words it binds its figures to. */
export interface SentenceContext {
  /** Period keys named in the sentence: `2019`, `2019Q3`. */
  readonly periods: ReadonlySet<string>;
  /** Normalised content words of the sentence. */
  readonly words: ReadonlySet<string>;
  /** The content words in order, to tell a phrase ("cost of revenue") from scattered words. */
  readonly sequence: readonly string[];
  /** The runs of digits the sentence writes outside its figures: with its words, what names a row "March 25, 2019". */
  readonly digits: ReadonlySet<string>;
  /** The sentence says "respectively": its figures pair with what it lists (see respectiveContext). */
  readonly respectively?: boolean;
  /**
   * `digits` and the digits of figures that may be a name's number, right
   * after a capitalised word ("Route 66", "Millbrook 27") or glued to one
   * ("I-68"): a name with words may be copied with its number read as a figure.
   */
  readonly allDigits: ReadonlySet<string>;
  /** Entity tokens of the sentence (content words and single capital letters). */
  readonly entities: ReadonlySet<string>;
  /**
   * Entity tokens of the figure's own comma-delimited clause, when the
   * sentence has several ("Despite an increase in net revenue from $16.4
   * billion, the operating income decreased …"): another source figure
   * whose subject only another clause names is no rival of this one.
   */
  readonly clauseEntities?: ReadonlySet<string>;
  /** Names the sentence mentions: capitalised words and single capital letters ("Acme", "A"). */
  readonly names: ReadonlySet<string>;
  /** Names that are surely names: acronyms, single letters, capitalised words inside the sentence. */
  readonly strongNames: ReadonlySet<string>;
  /** Each strong name with the word before it, lower case: "user C". */
  readonly nameHeads: ReadonlySet<string>;
  /** How many years or periods the sentence writes ("from 2018 to 2019": 2; "2020 - 2024": 1). */
  readonly yearMentions: number;
  /** Quarters the sentence names without a year ("the third and fourth quarter"): 1-4. */
  readonly quarters: ReadonlySet<number>;
  /**
   * The two years a sentence names when it names exactly two ("from 2022 to
   * 2024", "between 2022 and 2024", "2022-2024"), earlier first: the ends of
   * a change it states. Valid only while both are among `periods` (a figure
   * followed by its own year has that year alone).
   */
  readonly ends?: readonly [string, string];
  /**
   * How the sentence speaks of a rate over years: "compound" ("CAGR",
   * "compound annual growth"), "annual" ("a year", "annually", "per annum"),
   * or neither. A compound annual rate is proven only by a CAGR, and a CAGR
   * proves only a figure stated as a rate over years.
   */
  readonly rate?: "compound" | "annual";
  /**
   * The sentence says its figure is a combination ("together", "combined",
   * "altogether", "jointly"): a sum or a share of one, never a difference, a
   * change or an average.
   */
  readonly combined?: boolean;
  /**
   * The two sides of the one comparison the sentence writes ("A's age is
   * 12.5% higher than B's"), each read as a sentence of its own: the rows
   * named on one side and not the other order a change between them.
   */
  readonly compared?: ComparedSides;
  /**
   * The Checker's binding memo, shared by every context of an answer (none:
   * nothing kept). Opaque to reading: binding, a later stage, keeps its work
   * there (see memoOf in context-slots.ts).
   */
  readonly memo?: object;
  /**
   * Work binding keeps on this context while it lives (see slotsOf in
   * context-slots.ts), opaque to reading. A context made by spreading another
   * copies the field, so slots name their owner.
   */
  slots?: object;
}

/** The two sides of a comparison (see {@link SentenceContext.compared}). */
export interface ComparedSides {
  /** What is compared: the words before "than", "compared with", "versus". */
  readonly compared: SentenceContext;
  /** The base the comparison runs from: the words after it. */
  readonly base: SentenceContext;
  /** The order stands before the rows' periods (see ComparedText.overPeriods). */
  readonly overPeriods: boolean;
}
