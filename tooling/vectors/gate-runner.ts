import { type LoadVectorOptions, loadVectorFiles } from "./load.js";
import { registerVectors } from "./register.js";
import type { VectorCase, VectorSource } from "./types.js";

/** A scripted judge's reply: its content, an error it throws, or no answer at all. */
export type ScriptedReply = string | { readonly throws: string } | { readonly hangs: true };

/** One case of the `gate` suite. */
export interface GateCase extends VectorCase {
  readonly answer: string;
  readonly sources: readonly VectorSource[];
  readonly options?: Readonly<Record<string, unknown>>;
  readonly judge?: {
    readonly replies?: Readonly<Record<string, ScriptedReply>>;
    readonly otherwise: ScriptedReply;
  };
  readonly expect: {
    readonly grounded: boolean;
    readonly answer: string;
    readonly removed: readonly string[];
    readonly keepRatio: number;
    readonly asked?: readonly string[];
    readonly verdicts: readonly {
      readonly text: string;
      readonly kept: boolean;
      readonly reason: string;
    }[];
  };
}

/** What the runner reads of a gate's outcome. */
export interface GateOutcomeLike {
  readonly grounded: boolean;
  readonly answer: string;
  readonly removed: readonly string[];
  readonly keepRatio: number;
  readonly verdicts: readonly {
    readonly text: string;
    readonly kept: boolean;
    readonly reason: string;
  }[];
}

/** The judge protocol as the runner drives it. */
export interface JudgeLike {
  chat(request: { readonly userMessage: string }): Promise<{ content: string }>;
}

/** The function under test: `gate` from `crossfoot`. */
export type GateFunction = (
  answer: string,
  sources: unknown,
  options: Record<string, unknown>,
) => Promise<GateOutcomeLike>;

// How the gate writes the sentence it asks about (see gate.ts).
const SENTENCE = "Sentence: ";

/** A judge that answers from the case's script, and the sentences it was asked about. */
function scriptedJudge(script: NonNullable<GateCase["judge"]>): {
  judge: JudgeLike;
  asked: string[];
} {
  const asked: string[] = [];
  const judge: JudgeLike = {
    chat({ userMessage }) {
      const sentence = userMessage.startsWith(SENTENCE)
        ? userMessage.slice(SENTENCE.length)
        : userMessage;
      asked.push(sentence);
      const reply = script.replies?.[sentence] ?? script.otherwise;
      if (typeof reply === "string") return Promise.resolve({ content: reply });
      if ("throws" in reply) return Promise.reject(new Error(reply.throws));
      return new Promise(() => {});
    },
  };
  return { judge, asked };
}

/** Run one case; the list of mismatches is empty when it matches. */
export async function compareGateCase(gate: GateFunction, c: GateCase): Promise<string[]> {
  const scripted = c.judge ? scriptedJudge(c.judge) : undefined;
  const options = { ...c.options, ...(scripted ? { judge: scripted.judge } : {}) };
  const got = await gate(c.answer, c.sources, options);
  const want = c.expect;
  const out: string[] = [];
  const same = (what: string, a: unknown, b: unknown) => {
    if (JSON.stringify(a) !== JSON.stringify(b))
      out.push(`${what}: expected ${JSON.stringify(b)}, got ${JSON.stringify(a)}`);
  };
  same("grounded", got.grounded, want.grounded);
  same("answer", got.answer, want.answer);
  same("removed", got.removed, want.removed);
  if (Math.abs(got.keepRatio - want.keepRatio) > 1e-9)
    out.push(`keepRatio: expected ${want.keepRatio}, got ${got.keepRatio}`);
  same(
    "verdicts",
    got.verdicts.map((v) => ({ text: v.text, kept: v.kept, reason: v.reason })),
    want.verdicts,
  );
  if (want.asked !== undefined) same("asked", scripted?.asked ?? [], want.asked);
  return out;
}

/**
 * Register one vitest test per case of `conformance-vectors/gate/`: each
 * answer gated against its sources, with a scripted judge when the case
 * gives one, and its outcome compared field by field (the sentences'
 * verdicts by text, kept and reason).
 *
 * @example
 * import { runGateVectors } from "@crossfoot/tooling/vectors";
 * import { gate } from "../src/index.js";
 *
 * runGateVectors(gate);
 */
export function runGateVectors(gate: GateFunction, options: LoadVectorOptions = {}): void {
  const files = loadVectorFiles("gate", options) as unknown as {
    feature: string;
    cases: readonly GateCase[];
  }[];
  registerVectors("gate", files, async (c) => {
    const mismatches = await compareGateCase(gate, c);
    return mismatches.length === 0
      ? undefined
      : `vector ${c.id}: ${c.description}\n  - ${mismatches.join("\n  - ")}`;
  });
}
