import { type LoadVectorOptions, loadVectorFiles } from "./load.js";
import { registerVectors } from "./register.js";
import type { VectorCase } from "./types.js";

/** One expected finding of a corpus case; every field but `message` is compared exactly. */
export type ExpectedCorpusFinding =
  | {
      readonly kind: "dropped";
      readonly document: string;
      readonly number: string;
      readonly message?: string;
    }
  | {
      readonly kind: "fidelity";
      readonly document: string;
      readonly chunk: string;
      /** The number as the chunk writes it. */
      readonly number: string;
      /** The original it was matched to, or the nearest (for `absent`). */
      readonly original?: string;
      readonly differs: readonly string[];
      /** A substring of the finding's message. */
      readonly message?: string;
    }
  | {
      readonly kind: "binding";
      readonly document: string;
      readonly chunk: string;
      readonly number: string;
      readonly original: string;
      readonly differs: readonly string[];
      readonly message?: string;
    }
  | {
      readonly kind: "boundary";
      readonly document: string;
      readonly chunk: string;
      readonly cut: "number" | "statement";
      /** The piece of the number the chunk holds, or the statement left out. */
      readonly number: string;
      /** The whole number in the original (number cuts). */
      readonly original?: string;
      readonly message?: string;
    }
  | {
      readonly kind: "orphan-chunk";
      readonly document: string;
      readonly chunk: string;
      readonly message?: string;
    }
  | { readonly kind: "unchunked-document"; readonly document: string; readonly message?: string };

/** One case of the `corpus` suite. */
export interface CorpusCase extends VectorCase {
  readonly originals: readonly { readonly id: string; readonly text: string }[];
  readonly chunks: readonly {
    readonly id: string;
    readonly document: string;
    readonly text: string;
    readonly metadata?: Readonly<Record<string, unknown>>;
  }[];
  readonly options?: { readonly maxDropRate?: number; readonly maxErrors?: number };
  readonly expect: {
    readonly passed: boolean;
    /** How many numbers the originals hold, in all. */
    readonly numbers: number;
    /** Every finding, in any order. */
    readonly findings: readonly ExpectedCorpusFinding[];
  };
}

interface NumberLike {
  readonly text: string;
}

/** What the runner reads of a corpus report (`CorpusReport` from `@crossfoot/corpus`). */
export interface CorpusReportLike {
  readonly passed: boolean;
  readonly totals: { readonly numbers: number };
  readonly documents: readonly {
    readonly document: string;
    readonly chunks: number;
    readonly droppedNumbers: readonly NumberLike[];
    readonly fidelity: readonly {
      readonly document: string;
      readonly chunk: string;
      readonly number: NumberLike;
      readonly original?: NumberLike;
      readonly differs: readonly string[];
      readonly message: string;
    }[];
    readonly binding: readonly {
      readonly document: string;
      readonly chunk: string;
      readonly number: NumberLike;
      readonly original: NumberLike;
      readonly differs: readonly string[];
      readonly message: string;
    }[];
    readonly boundaries: readonly {
      readonly kind: "number" | "statement";
      readonly document: string;
      readonly chunk: string;
      readonly text?: string;
      readonly unitHeader?: string;
      readonly original?: NumberLike;
      readonly message: string;
    }[];
  }[];
  readonly orphans: {
    readonly chunks: readonly { readonly id: string; readonly document: string }[];
    readonly documents: readonly string[];
  };
}

/** The function under test: `verifyCorpus` from `@crossfoot/corpus`. */
export type VerifyCorpusFunction = (
  originals: CorpusCase["originals"],
  chunks: CorpusCase["chunks"],
  options?: CorpusCase["options"],
) => CorpusReportLike;

/** A report's findings, flat, in the vectors' form (with their messages). */
export function corpusFindings(report: CorpusReportLike): (ExpectedCorpusFinding & {
  message: string;
})[] {
  const out: (ExpectedCorpusFinding & { message: string })[] = [];
  for (const d of report.documents) {
    // A document without chunks is one finding, not one per number.
    if (d.chunks === 0) continue;
    for (const n of d.droppedNumbers) {
      out.push({ kind: "dropped", document: d.document, number: n.text, message: "" });
    }
    for (const f of d.fidelity) {
      out.push({
        kind: "fidelity",
        document: f.document,
        chunk: f.chunk,
        number: f.number.text,
        ...(f.original ? { original: f.original.text } : {}),
        differs: f.differs,
        message: f.message,
      });
    }
    for (const b of d.binding) {
      out.push({
        kind: "binding",
        document: b.document,
        chunk: b.chunk,
        number: b.number.text,
        original: b.original.text,
        differs: b.differs,
        message: b.message,
      });
    }
    for (const b of d.boundaries) {
      out.push({
        kind: "boundary",
        document: b.document,
        chunk: b.chunk,
        cut: b.kind,
        number: (b.kind === "number" ? b.text : b.unitHeader) ?? "",
        ...(b.original ? { original: b.original.text } : {}),
        message: b.message,
      });
    }
  }
  for (const c of report.orphans.chunks) {
    out.push({ kind: "orphan-chunk", document: c.document, chunk: c.id, message: "" });
  }
  for (const id of report.orphans.documents) {
    out.push({ kind: "unchunked-document", document: id, message: "" });
  }
  return out;
}

/** A finding without its message, with its keys in one order: what two findings are compared by. */
function identity(f: ExpectedCorpusFinding): string {
  const { message: _message, ...rest } = f;
  const sorted = Object.fromEntries(
    Object.entries(rest).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)),
  );
  return JSON.stringify(sorted);
}

/** Run one case; the list of mismatches is empty when it matches. */
export function compareCorpusCase(verify: VerifyCorpusFunction, c: CorpusCase): string[] {
  const report = verify(c.originals, c.chunks, c.options);
  const out: string[] = [];
  if (report.passed !== c.expect.passed)
    out.push(`passed: expected ${c.expect.passed}, got ${report.passed}`);
  if (report.totals.numbers !== c.expect.numbers)
    out.push(`numbers: expected ${c.expect.numbers}, got ${report.totals.numbers}`);
  const got = corpusFindings(report);
  const unmatched = new Map<string, (ExpectedCorpusFinding & { message: string })[]>();
  for (const f of got) {
    const key = identity(f);
    const list = unmatched.get(key);
    if (list) list.push(f);
    else unmatched.set(key, [f]);
  }
  for (const want of c.expect.findings) {
    const key = identity(want);
    const hit = unmatched.get(key)?.shift();
    if (!hit) {
      out.push(`missing finding: ${key}`);
      continue;
    }
    if (want.message !== undefined && !hit.message.includes(want.message))
      out.push(
        `finding ${key}: message ${JSON.stringify(hit.message)} does not contain ${JSON.stringify(want.message)}`,
      );
  }
  for (const list of unmatched.values()) {
    for (const f of list) out.push(`unexpected finding: ${identity(f)} (${f.message})`);
  }
  return out;
}

/**
 * Register one vitest test per case of `conformance-vectors/corpus/`: the
 * case's originals and chunks through `verifyCorpus`, its verdict and
 * number count compared, and its findings compared as a whole (every
 * finding expected, none more; each by kind, document, chunk, number,
 * original and what differs; a message given is a substring of the
 * finding's).
 *
 * @example
 * import { runCorpusVectors } from "@crossfoot/tooling/vectors";
 * import { verifyCorpus } from "../src/index.js";
 *
 * runCorpusVectors(verifyCorpus);
 */
export function runCorpusVectors(
  verify: VerifyCorpusFunction,
  options: LoadVectorOptions = {},
): void {
  const files = loadVectorFiles("corpus", options) as unknown as {
    feature: string;
    cases: readonly CorpusCase[];
  }[];
  registerVectors("corpus", files, (c) => {
    const mismatches = compareCorpusCase(verify, c);
    return mismatches.length === 0
      ? undefined
      : `vector ${c.id}: ${c.description}\n  - ${mismatches.join("\n  - ")}`;
  });
}
