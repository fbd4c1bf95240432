/**
 * Rates of a set of real answers judged by people (financebench-dev): the
 * share of answers the checker fails among the correct ones written from the
 * evidence pages (its false alarms) and among the incorrect ones (its
 * catches). Answers written without the evidence (closed book) are left out:
 * their figures need not be in the pages.
 */
import type { Rate } from "./score.js";

/** One line of a set's meta file: how the answer was written and how a person judged it. */
export interface AnswerMeta {
  readonly id: string;
  readonly mode: string;
  readonly category: string;
}

/** The rates of the answers written from the evidence, given each answer's outcome. */
export function answerRates(meta: readonly AnswerMeta[], got: ReadonlyMap<string, string>): Rate[] {
  const grounded = meta.filter((m) => m.mode !== "closedBook" && got.has(m.id));
  const out: Rate[] = [];
  for (const [category, label] of [
    ["answer_correct", "correct"],
    ["answer_incorrect", "incorrect"],
  ] as const) {
    const own = grounded.filter((m) => m.category === label);
    if (own.length === 0) continue;
    const failed = own.filter((m) => got.get(m.id) === "fail").length;
    out.push({ category, n: own.length, failed, rate: (100 * failed) / own.length });
  }
  return out;
}
