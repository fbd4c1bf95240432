import { type Category, isClean, type Scored } from "./score.js";
import { targetOf } from "./targets.js";

/** How a category reads in the tables. */
export const CATEGORY_NAMES: Readonly<Record<Category, string>> = {
  span: "false alarms: copied figures",
  derived: "false alarms: derived figures stated alone",
  calc: "false alarms: written calculations",
  change_dir: "false alarms: changes with a direction word",
  inj_value: "caught: value ±10–30%",
  inj_scale: "caught: million ↔ billion",
  inj_direction: "caught: flipped direction word",
  inj_swap: "caught: swapped for another value of the source",
  inj_calc_result: "caught: wrong calculation result",
  inj_calc_operand: "caught: wrong calculation operand",
  answer_correct: "real answers failed: correct, written from the evidence",
  answer_incorrect: "real answers failed: incorrect, written from the evidence",
};

/** Whether a rate meets its target (undefined: no target). */
export function meets(part: string, category: Category, rate: number): boolean | undefined {
  const target = targetOf(part, category);
  if (target === undefined) return undefined;
  return isClean(category) ? rate <= target : rate >= target;
}

/** A Markdown table: one row per category, one column per part, each cell `rate (failed/n)` with its target. */
export function markdownTable(scored: readonly Scored[]): string {
  const categories = Object.keys(CATEGORY_NAMES) as Category[];
  const head = `| | ${scored.map((s) => s.part).join(" | ")} |`;
  const rule = `|---|${scored.map(() => "---:").join("|")}|`;
  const rows = categories
    .filter((c) => scored.some((s) => s.rates.some((r) => r.category === c)))
    .map((c) => {
      const cells = scored.map((s) => {
        const r = s.rates.find((x) => x.category === c);
        if (!r) return "—";
        const target = targetOf(s.part, c);
        const mark = meets(s.part, c, r.rate) === false ? " ✗" : "";
        const bound = target === undefined ? "" : ` ${isClean(c) ? "≤" : "≥"} ${target}`;
        return `${r.rate.toFixed(1)}% (${r.failed}/${r.n})${bound}${mark}`;
      });
      return `| ${CATEGORY_NAMES[c]} | ${cells.join(" | ")} |`;
    });
  return [head, rule, ...rows].join("\n");
}
