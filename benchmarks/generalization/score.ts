/**
 * Scores `crossfoot eval` on labelled cases this project did not write (the
 * dev-case sets beside the checkout, see ../shared/data/dev-cases/README.md):
 * per category the false-alarm rate of clean cases and the catch rate of
 * injected ones among those whose clean parent passed, for each set and, for
 * the Wikipedia set, each table format. The cases are read from where they
 * lie and never copied into the repository.
 */
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { gunzipSync } from "node:zlib";
import { runEval } from "../tatqa/eval.js";
import { type AnswerMeta, answerRates } from "./answers.js";

/** Clean categories (must pass) and injected ones (must fail), as the cases' ids end. */
export const CLEAN = ["span", "derived", "calc", "change_dir", "answer_correct"] as const;
export const INJECTED = [
  "inj_value",
  "inj_scale",
  "inj_direction",
  "inj_swap",
  "inj_calc_result",
  "inj_calc_operand",
  "answer_incorrect",
] as const;
export type Category = (typeof CLEAN)[number] | (typeof INJECTED)[number];

/** The clean categories an injected case's parent may be, first found first (as the shared scorer reads them). */
const PARENTS: Readonly<Record<string, readonly string[]>> = {
  inj_value: ["span", "derived"],
  inj_swap: ["span", "derived"],
  inj_scale: ["span", "derived"],
  inj_direction: ["change_dir"],
  inj_calc_result: ["calc"],
  inj_calc_operand: ["calc"],
};

/** The sets scored, by file stem, with the meta field that splits them (if any). */
export const SETS = [
  { name: "tatqa-dev", title: "TAT-QA dev tables", splitBy: undefined, answers: false },
  { name: "wtq-seen", title: "Wikipedia tables", splitBy: "format", answers: false },
  { name: "financebench-dev", title: "real answers on filings", splitBy: undefined, answers: true },
] as const;

/** One row: a category's rate over `n` cases (false alarms for clean, catches for injected). */
export interface Rate {
  readonly category: Category;
  readonly n: number;
  readonly failed: number;
  /** Percent: false alarms for a clean category, catches (parent passed) for an injected one. */
  readonly rate: number;
}

/** The rates of one set, or one part of it (`set/format`). */
export interface Scored {
  readonly part: string;
  readonly rates: readonly Rate[];
}

interface Case {
  readonly id: string;
}

function readJsonl<T>(file: string): T[] {
  const text = gunzipSync(readFileSync(file)).toString("utf8");
  return text
    .split("\n")
    .filter((l) => l.trim() !== "")
    .map((l) => JSON.parse(l) as T);
}

const categoryOf = (id: string): string => id.slice(id.lastIndexOf(":") + 1);
const uidOf = (id: string): string => id.slice(0, id.lastIndexOf(":"));

/** The rates of the cases `ids` (a set or one of its parts), given every case's outcome. */
export function rates(ids: readonly string[], got: ReadonlyMap<string, string>): Rate[] {
  const byUid = new Map<string, Set<string>>();
  for (const id of got.keys()) {
    const uid = uidOf(id);
    let cats = byUid.get(uid);
    if (!cats) byUid.set(uid, (cats = new Set()));
    cats.add(categoryOf(id));
  }
  const out: Rate[] = [];
  for (const category of [...CLEAN, ...INJECTED]) {
    let own = ids.filter((id) => categoryOf(id) === category);
    if (own.length === 0) continue;
    if ((INJECTED as readonly string[]).includes(category)) {
      own = own.filter((id) => {
        const uid = uidOf(id);
        const parent = (PARENTS[category] ?? []).find((p) => byUid.get(uid)?.has(p));
        return parent !== undefined && got.get(`${uid}:${parent}`) === "pass";
      });
    }
    const failed = own.filter((id) => got.get(id) === "fail").length;
    out.push({
      category,
      n: own.length,
      failed,
      rate: own.length === 0 ? 0 : (100 * failed) / own.length,
    });
  }
  return out;
}

/**
 * Score every set in `dataDir` with the built CLI under `root`: each set's
 * cases are written unzipped to a temporary file, run through `crossfoot eval
 * --json`, and scored whole and by part.
 */
export function scoreAll(root: string, dataDir: string): { scored: Scored[]; seconds: number } {
  const scored: Scored[] = [];
  let seconds = 0;
  const tmp = mkdtempSync(join(tmpdir(), "crossfoot-dev-cases-"));
  try {
    for (const set of SETS) {
      const gz = join(dataDir, `${set.name}.jsonl.gz`);
      if (!existsSync(gz)) continue;
      const cases = readFileSync(gz);
      const file = join(tmp, `${set.name}.jsonl`);
      writeFileSync(file, gunzipSync(cases));
      const run = runEval(root, file);
      seconds += run.seconds;
      const got = new Map(run.results.map((r) => [r.id, r.got]));
      if (set.answers) {
        const meta = readJsonl<AnswerMeta>(join(dataDir, `${set.name}.meta.jsonl.gz`));
        scored.push({ part: set.name, rates: answerRates(meta, got) });
        continue;
      }
      const ids = readJsonl<Case>(gz).map((c) => c.id);
      scored.push({ part: set.name, rates: rates(ids, got) });
      if (set.splitBy) {
        const meta = readJsonl<Record<string, unknown>>(join(dataDir, `${set.name}.meta.jsonl.gz`));
        const parts = new Map<string, string[]>();
        for (const m of meta) {
          const key = String(m[set.splitBy] ?? "");
          let list = parts.get(key);
          if (!list) parts.set(key, (list = []));
          list.push(String(m.id));
        }
        for (const [key, partIds] of [...parts].sort(([a], [b]) => a.localeCompare(b))) {
          scored.push({ part: `${set.name}/${key}`, rates: rates(partIds, got) });
        }
      }
    }
  } finally {
    rmSync(tmp, { recursive: true, force: true });
  }
  return { scored, seconds };
}

/** Whether a category counts false alarms (lower is better) rather than catches. */
export const isClean = (category: Category): boolean =>
  (CLEAN as readonly string[]).includes(category);
