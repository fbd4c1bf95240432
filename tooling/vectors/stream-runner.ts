import { type LoadVectorOptions, loadVectorFiles } from "./load.js";
import { registerVectors } from "./register.js";
import type { VectorCase, VectorSource } from "./types.js";

/** One case of the `stream` suite. */
export interface StreamCase extends VectorCase {
  readonly chunks: readonly string[];
  readonly sources: readonly VectorSource[];
  readonly options?: Readonly<Record<string, unknown>>;
  readonly expect: {
    readonly passed: boolean;
    readonly claims: readonly {
      readonly text: string;
      readonly status: string;
      readonly chunk: number | "end";
    }[];
  };
}

interface ClaimLike {
  readonly text: string;
  readonly status: string;
}

interface ReportLike {
  readonly passed: boolean;
  toJSON(): unknown;
}

/** The functions under test: `Checker`, `StreamingCheck` and `check` from `crossfoot`. */
export interface StreamFunctions {
  readonly Checker: new (sources: unknown, options: Record<string, unknown>) => unknown;
  readonly StreamingCheck: new (
    checker: never,
  ) => {
    push(chunk: string): { readonly claims: readonly ClaimLike[] };
    end(): { readonly claims: readonly ClaimLike[]; readonly report: ReportLike };
  };
  check(answer: string, sources: unknown, options: Record<string, unknown>): ReportLike;
}

/** Run one case; the list of mismatches is empty when it matches. */
export function compareStreamCase(fns: StreamFunctions, c: StreamCase): string[] {
  const options = { ...c.options };
  const streaming = new fns.StreamingCheck(new fns.Checker(c.sources, options) as never);
  const got: { text: string; status: string; chunk: number | "end" }[] = [];
  c.chunks.forEach((chunk, i) => {
    for (const claim of streaming.push(chunk).claims)
      got.push({ text: claim.text, status: claim.status, chunk: i });
  });
  const last = streaming.end();
  for (const claim of last.claims)
    got.push({ text: claim.text, status: claim.status, chunk: "end" });
  const out: string[] = [];
  if (JSON.stringify(got) !== JSON.stringify(c.expect.claims))
    out.push(`claims: expected ${JSON.stringify(c.expect.claims)}, got ${JSON.stringify(got)}`);
  if (last.report.passed !== c.expect.passed)
    out.push(`passed: expected ${c.expect.passed}, got ${last.report.passed}`);
  const whole = fns.check(c.chunks.join(""), c.sources, options);
  if (JSON.stringify(whole.toJSON()) !== JSON.stringify(last.report.toJSON()))
    out.push("report: the streamed report differs from check() of the whole text");
  return out;
}

/**
 * Register one vitest test per case of `conformance-vectors/stream/`: the
 * chunks pushed one by one to a StreamingCheck, each claim compared with the
 * chunk that gave it, and the final report with `check()` of the whole text.
 *
 * @example
 * import { runStreamVectors } from "@crossfoot/tooling/vectors";
 * import { Checker, check, StreamingCheck } from "../src/index.js";
 *
 * runStreamVectors({ Checker, StreamingCheck, check });
 */
export function runStreamVectors(fns: StreamFunctions, options: LoadVectorOptions = {}): void {
  const files = loadVectorFiles("stream", options) as unknown as {
    feature: string;
    cases: readonly StreamCase[];
  }[];
  registerVectors("stream", files, (c) => {
    const mismatches = compareStreamCase(fns, c);
    return mismatches.length === 0
      ? undefined
      : `vector ${c.id}: ${c.description}\n  - ${mismatches.join("\n  - ")}`;
  });
}
