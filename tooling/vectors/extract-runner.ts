import { type LoadVectorOptions, loadVectorFiles } from "./load.js";
import { registerVectors } from "./register.js";
import type { VectorCase } from "./types.js";

/** A mention as an `extract` vector writes it: numbers as decimal strings. */
export interface ExpectedMention {
  readonly text: string;
  readonly start: number;
  readonly end: number;
  readonly value: string;
  readonly kind: string;
  readonly precision: string;
  readonly currency?: string;
  readonly scale?: string;
  readonly unit?: string;
  readonly dimension?: string;
  readonly approximate?: true;
  readonly bound?: string;
  readonly range?: { readonly low: string; readonly high: string };
  readonly negative?: true;
  readonly signed?: true;
  readonly period?: string;
  readonly cue?: { readonly direction: string; readonly word: string; readonly negated: boolean };
}

/** One case of the `extract` suite. */
export interface ExtractCase extends VectorCase {
  readonly input: string;
  readonly options?: {
    readonly locale?: string;
    readonly includeYears?: boolean;
    readonly wrappedLines?: boolean;
  };
  readonly expect: {
    readonly mentions?: readonly ExpectedMention[];
    readonly sentences?: readonly { text: string; start: number; end: number }[];
    readonly citations?: readonly { text: string; start: number; end: number; ids: string[] }[];
  };
}

/** The functions under test for the `extract` suite (from `@crossfoot/extract`). */
export interface ExtractFunctions {
  readonly extract: (text: string, options?: Record<string, unknown>) => readonly object[];
  readonly splitSentences: (
    text: string,
    options?: { readonly wrappedLines?: boolean },
  ) => readonly object[];
  readonly findCitations: (text: string) => readonly object[];
}

/** Relative tolerance for numbers written as strings (absolute near zero). */
const TOLERANCE = 1e-12;

function numbersMatch(want: string, got: unknown): boolean {
  if (typeof got !== "number") return false;
  const w = Number(want);
  if (w === got) return true;
  return Math.abs(w - got) <= TOLERANCE * Math.max(Math.abs(w), Math.abs(got), 1e-300);
}

const NUMERIC = new Set(["value", "precision"]);

/** Compare one expected object with one actual object, every field both ways. */
function compareObject(path: string, want: object, got: object, out: string[]): void {
  const w = want as Record<string, unknown>;
  const g = got as Record<string, unknown>;
  for (const [key, expected] of Object.entries(w)) {
    const actual = g[key];
    const at = `${path}.${key}`;
    if (NUMERIC.has(key)) {
      if (!numbersMatch(expected as string, actual))
        out.push(`${at}: expected ${expected}, got ${JSON.stringify(actual)}`);
    } else if (key === "range") {
      const r = expected as { low: string; high: string };
      const a = actual as { low?: unknown; high?: unknown } | undefined;
      if (!a || !numbersMatch(r.low, a.low) || !numbersMatch(r.high, a.high))
        out.push(`${at}: expected ${JSON.stringify(r)}, got ${JSON.stringify(actual)}`);
    } else if (JSON.stringify(expected) !== JSON.stringify(actual)) {
      out.push(`${at}: expected ${JSON.stringify(expected)}, got ${JSON.stringify(actual)}`);
    }
  }
  for (const [key, actual] of Object.entries(g)) {
    if (actual === undefined || key === "index" || key in w) continue;
    out.push(`${path}.${key}: not expected, got ${JSON.stringify(actual)}`);
  }
}

function compareList(
  name: string,
  want: readonly object[],
  got: readonly object[],
  out: string[],
): void {
  if (want.length !== got.length) out.push(`${name}: expected ${want.length}, got ${got.length}`);
  const n = Math.min(want.length, got.length);
  for (let i = 0; i < n; i++)
    compareObject(`${name}[${i}]`, want[i] as object, got[i] as object, out);
}

/** Run one case and list every field that differs (empty when it matches). */
export function compareExtractCase(fns: ExtractFunctions, c: ExtractCase): string[] {
  const out: string[] = [];
  const e = c.expect;
  if (e.mentions) {
    const { wrappedLines: _, ...extractOptions } = c.options ?? {};
    const got = c.options ? fns.extract(c.input, extractOptions) : fns.extract(c.input);
    for (const m of got as { text: string; start: number; end: number }[]) {
      if (c.input.slice(m.start, m.end) !== m.text)
        out.push(
          `mention ${JSON.stringify(m.text)} does not slice back from [${m.start}, ${m.end})`,
        );
    }
    compareList("mentions", e.mentions, got, out);
    if (out.length > 0) out.push(`got mentions: ${JSON.stringify(got)}`);
  }
  if (e.sentences) {
    const got = c.options?.wrappedLines
      ? fns.splitSentences(c.input, { wrappedLines: true })
      : fns.splitSentences(c.input);
    compareList("sentences", e.sentences, got, out);
    if (out.length > 0) out.push(`got sentences: ${JSON.stringify(got)}`);
  }
  if (e.citations) {
    const got = fns.findCitations(c.input);
    compareList("citations", e.citations, got, out);
    if (out.length > 0) out.push(`got citations: ${JSON.stringify(got)}`);
  }
  return out;
}

/**
 * Register one vitest test per case of `conformance-vectors/extract/`, named
 * `<feature>: <id>`. Every expected field is compared, and a field the
 * function returns that the case does not list is a mismatch too, so a case
 * states the whole result. Numbers (`value`, `precision`, `range`) are
 * decimal strings compared with a relative tolerance of 1e-12. Pending cases
 * pass while they do not match and fail once they do; the pending ids are
 * printed at registration.
 *
 * @example
 * // packages/extract/test/vectors.test.ts
 * import { runExtractVectors } from "@crossfoot/tooling/vectors";
 * import { extract, findCitations, splitSentences } from "../src/index.js";
 *
 * runExtractVectors({ extract, splitSentences, findCitations });
 */
export function runExtractVectors(fns: ExtractFunctions, options: LoadVectorOptions = {}): void {
  const files = loadVectorFiles("extract", options) as unknown as {
    feature: string;
    cases: readonly ExtractCase[];
  }[];
  registerVectors("extract", files, (c) => {
    const mismatches = compareExtractCase(fns, c);
    return mismatches.length === 0
      ? undefined
      : `vector ${c.id}: ${c.description}\ninput: ${JSON.stringify(c.input)}\n  - ${mismatches.join("\n  - ")}`;
  });
}
