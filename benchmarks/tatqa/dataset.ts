import { readFileSync } from "node:fs";

/** One TAT-QA context: a table from an annual report, its paragraphs and questions. */
export interface TatqaContext {
  readonly table: { readonly uid: string; readonly table: readonly (readonly string[])[] };
  readonly paragraphs: readonly {
    readonly uid: string;
    readonly order: number;
    readonly text: string;
  }[];
  readonly questions: readonly TatqaQuestion[];
}

export interface TatqaQuestion {
  readonly uid: string;
  readonly question: string;
  readonly answer: unknown;
  readonly derivation: string;
  readonly answer_type: "span" | "multi-span" | "arithmetic" | "count";
  readonly answer_from: "table" | "text" | "table-text";
  readonly scale: "" | "thousand" | "million" | "billion" | "percent";
}

/**
 * The held-back part: contexts whose table uid ends in 0-3 (a quarter of the
 * split). Rules are studied on the other part only; this one is only scored.
 */
export function isHeldOut(context: TatqaContext): boolean {
  return /[0-3]$/.test(context.table.uid);
}

export function loadTatqa(path: string): TatqaContext[] {
  let text: string;
  try {
    text = readFileSync(path, "utf8");
  } catch (error) {
    throw new Error(`cannot read the TAT-QA file ${path}: ${(error as Error).message}`);
  }
  const data = JSON.parse(text) as unknown;
  if (!Array.isArray(data)) throw new Error(`${path}: expected a JSON array of contexts`);
  return data as TatqaContext[];
}
