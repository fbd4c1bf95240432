/**
 * The shapes promptfoo passes to and expects from a `javascript` assertion,
 * written out structurally so this package needs no runtime or type import
 * from promptfoo (it works with any promptfoo version that calls
 * `(output, context)` and reads a GradingResult).
 */

/** What promptfoo passes as the second argument of a javascript assertion. */
export interface AssertionContext {
  /** The test's variables, after promptfoo has loaded any `file://` values. */
  readonly vars?: Readonly<Record<string, unknown>>;
  /** The assertion's `config:` block from the promptfoo config. */
  readonly config?: Readonly<Record<string, unknown>>;
  /** The rendered prompt. */
  readonly prompt?: string;
  readonly [key: string]: unknown;
}

/** Options the assertion reads from its `config:` block. */
export interface CrossfootAssertionConfig {
  /** The test variable that holds the sources (default `"sources"`). */
  readonly sourcesVar?: string;
  /**
   * Checker options for every test using this assertion, such as
   * `{ requireCitations: true }`; a test's `vars.crossfoot_options` overrides
   * them key by key. snake_case keys are accepted too.
   */
  readonly options?: Readonly<Record<string, unknown>>;
}

/** A promptfoo GradingResult, as this assertion returns it. */
export interface GradingResult {
  readonly pass: boolean;
  /** The report's score: passing claims / claims (1 for an answer with no figures). */
  readonly score: number;
  /** The verdict, then one line per failing claim or issue with its reason. */
  readonly reason: string;
  /** One result per claim (`[status] figure - evidence`), then one per issue. */
  readonly componentResults?: readonly GradingResult[];
  /**
   * `crossfoot`: the report's score; `crossfoot_pass`: 1 when the report
   * passes, else 0 (an unknown citation fails a report whose claims all pass).
   */
  readonly namedScores?: Readonly<Record<string, number>>;
}
