import type { Category } from "./score.js";

/**
 * The accuracy the checker is held to on cases it was never tuned to: the
 * most false alarms (clean categories) or the fewest catches (injected ones,
 * among cases whose clean parent passed), in percent, per set. Categories a
 * set does not have are absent.
 */
export const TARGETS: Readonly<Record<string, Partial<Record<Category, number>>>> = {
  "tatqa-dev": {
    span: 4,
    derived: 10,
    calc: 2,
    change_dir: 8,
    inj_value: 97,
    inj_scale: 98,
    inj_direction: 97,
    inj_swap: 75,
    inj_calc_result: 99,
    inj_calc_operand: 98,
  },
  "wtq-seen": {
    span: 4,
    derived: 15,
    change_dir: 10,
    inj_value: 96,
    inj_scale: 98,
    inj_direction: 90,
    inj_swap: 70,
  },
  "financebench-dev": {
    answer_correct: 20,
    answer_incorrect: 70,
  },
};

/** The target of a part (`wtq-seen/html` is held to `wtq-seen`'s), if it has one for the category. */
export function targetOf(part: string, category: Category): number | undefined {
  return TARGETS[part.split("/")[0] as string]?.[category];
}
