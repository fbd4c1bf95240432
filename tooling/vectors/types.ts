/**
 * Types of the conformance vectors, as the JSON Schemas in
 * `conformance-vectors/schema/` describe them, and the shape of a report the
 * runner can compare against them.
 */

/** Every status a claim can get; the schema's enum, in the same order. */
export const STATUSES = [
  "supported_exact",
  "supported_rounded",
  "derived",
  "contradicted",
  "wrong_record",
  "wrong_row",
  "wrong_period",
  "wrong_entity",
  "ambiguous",
  "arithmetic_error",
  "unsupported",
  "uncited",
  "unknown_citation",
] as const;

/** A claim's verdict. */
export type Status = (typeof STATUSES)[number];

/** The statuses that pass; every other status fails the claim. */
export const PASSING_STATUSES: ReadonlySet<string> = new Set<Status>([
  "supported_exact",
  "supported_rounded",
  "derived",
]);

/** What every case of every suite has. */
export interface VectorCase {
  /** Unique across all files of the suite, kebab-case. */
  readonly id: string;
  readonly description: string;
  /** What delivers the behaviour, e.g. `"the derivation engine"`; absent when it must pass now. */
  readonly pending?: string;
  /** Where the case comes from, e.g. `"crossfoot-python README: eval excerpt"`. */
  readonly origin?: string;
}

/** One vector file after loading: `conformance-vectors/{suite}/{feature}.json`. */
export interface VectorFile<C extends VectorCase = VectorCase> {
  /** Absolute path of the file. */
  readonly file: string;
  readonly suite: string;
  /** Equals the file name without `.json`. */
  readonly feature: string;
  readonly description: string;
  readonly cases: readonly C[];
}

/** A source record as a check vector writes it; `rows` and `table` stay open for later stages. */
export interface VectorSourceRecord {
  readonly id?: string;
  readonly text?: string;
  readonly fields?: Readonly<Record<string, number | string>>;
  readonly rows?: readonly unknown[];
  readonly table?: unknown;
}

/** A source: a plain string (id `S1`, `S2`, … by position) or a record. */
export type VectorSource = string | VectorSourceRecord;

/** The options a check vector may pass to `check`. */
export interface VectorCheckOptions {
  readonly requireCitations?: boolean;
  readonly allowRounding?: boolean;
  readonly allowDerived?: boolean;
  readonly checkTableRows?: boolean;
}

/** One expected claim. Every field given is compared; absent optional fields are not. */
export interface ExpectedClaim {
  /** Surface text exactly as in the output, e.g. `"$3.21bn"`. */
  readonly text: string;
  readonly status: Status;
  /** Value in base units as a decimal string: `"3210000000"`, `"12"`. */
  readonly value?: string;
  readonly kind?: string;
  /** A substring the claim's evidence string must contain. */
  readonly evidence?: string;
  /**
   * Where the source values its evidence names sit, in order (see
   * `placeString`): its match, a derivation's operands, the value a
   * misplaced figure has elsewhere, or the nearest values an unsupported
   * figure was held to.
   */
  readonly places?: readonly string[];
}

/** The expected report. */
export interface ExpectedReport {
  readonly passed: boolean;
  /** Passing claims / claims as a decimal string; `"1"` when there are no claims. */
  readonly score?: string;
  /** How many issues the report lists. */
  readonly issues?: number;
  /** Every claim, in report order. */
  readonly claims: readonly ExpectedClaim[];
}

/** One end-to-end case of the `check` suite. */
export interface CheckCase extends VectorCase {
  readonly output: string;
  readonly sources: readonly VectorSource[];
  readonly options?: VectorCheckOptions;
  readonly expect: ExpectedReport;
}

/** A file of the `check` suite. */
export type CheckVectorFile = VectorFile<CheckCase>;

/** The part of a claim the runner compares. */
export interface ClaimLike {
  readonly text: string;
  readonly status: string;
  /** Absent for a technical reference. */
  readonly value?: number;
  readonly kind: string;
  readonly evidence: string;
  /** The evidence as data, when the runner is to compare places. */
  readonly details?: unknown;
}

/** The part of a report the runner compares. */
export interface ReportLike {
  readonly passed: boolean;
  readonly score: number;
  readonly issues: readonly unknown[];
  readonly claims: readonly ClaimLike[];
}

/**
 * The function under test for the `check` suite. Declared as a method so its
 * parameters are checked bivariantly: `check(output, sources: SourceInput,
 * options?: CheckOptions)` can be passed as it is, without a cast.
 */
export type CheckFunction = {
  check(output: string, sources: unknown, options?: Record<string, unknown>): ReportLike;
}["check"];
