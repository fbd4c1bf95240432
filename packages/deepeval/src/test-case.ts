/**
 * An `LLMTestCase` as DeepEval writes it, in camelCase (deepeval's
 * TypeScript style) or snake_case (its Python field names).
 */
export interface LLMTestCase {
  readonly input?: string;
  readonly actualOutput?: string;
  readonly actual_output?: string;
  readonly expectedOutput?: string;
  readonly expected_output?: string;
  /** The chunks the answer was written from: the sources, when given. */
  readonly retrievalContext?: readonly unknown[];
  readonly retrieval_context?: readonly unknown[];
  /** Ideal context; the sources when there is no retrieval context. */
  readonly context?: readonly unknown[];
  readonly [key: string]: unknown;
}

/** What the metric needs from a test case. */
export interface ReadTestCase {
  readonly answer: string;
  readonly sources: readonly unknown[];
  /** Which field the sources came from, for the reason. */
  readonly sourcesField: string;
}

function describe(value: unknown): string {
  return value === null ? "null" : Array.isArray(value) ? "array" : typeof value;
}

/** One field in either spelling; both spellings with different values is an error. */
function field(testCase: Record<string, unknown>, camel: string, snake: string): unknown {
  const a = testCase[camel];
  const b = testCase[snake];
  if (a !== undefined && a !== null && b !== undefined && b !== null && a !== b) {
    throw new TypeError(
      `NumericGroundingMetric: the test case has both ${camel} and ${snake}, with different values`,
    );
  }
  return a ?? b ?? undefined;
}

/**
 * Reads the answer and the sources: `retrievalContext` when the test case
 * has one (even empty: the retriever found nothing), else `context`.
 */
export function readTestCase(testCase: unknown): ReadTestCase {
  if (typeof testCase !== "object" || testCase === null || Array.isArray(testCase)) {
    throw new TypeError(
      `NumericGroundingMetric: expected an LLMTestCase object, got ${describe(testCase)}`,
    );
  }
  const tc = testCase as Record<string, unknown>;
  const answer = field(tc, "actualOutput", "actual_output");
  if (typeof answer !== "string") {
    throw new TypeError(
      `NumericGroundingMetric: the test case needs actualOutput (or actual_output) as a string, got ${describe(answer)}`,
    );
  }
  const retrieval = field(tc, "retrievalContext", "retrieval_context");
  const context = tc.context ?? undefined;
  const [sources, sourcesField] =
    retrieval !== undefined ? [retrieval, "retrievalContext"] : [context, "context"];
  if (sources === undefined) {
    throw new TypeError(
      "NumericGroundingMetric: the test case has no sources: set retrievalContext (or retrieval_context) or context",
    );
  }
  if (!Array.isArray(sources)) {
    throw new TypeError(
      `NumericGroundingMetric: ${sourcesField} must be a list of strings or records, got ${describe(sources)}`,
    );
  }
  return { answer, sources, sourcesField };
}
