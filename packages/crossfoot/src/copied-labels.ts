import type { Mention } from "@crossfoot/extract";
import type { SourceRecord, SourceSet, TableInfo } from "@crossfoot/sources";
import { allMatches } from "./all-matches.js";
import type { Judgement } from "./judge.js";
import { labelJudgement } from "./table-labels.js";

/**
 * Numbers inside a table label the sentence copies word for word: "the final
 * dividend for the year ended 30 June 2019 of 15 cents per share (2018: 12
 * cents) in 2020 is 9,812" repeats the row label, and its 15 and 12 name that
 * row; they are no figures to prove from the cells. Only a verbatim copy
 * counts (case, dashes, quotes and spacing aside), so a label with one number
 * changed ("of 16 cents") is no copy and its number is judged as a figure.
 */

/**
 * Lower case, one kind of dash and quote, one kind of space: the same length
 * as the text, so offsets into it are offsets into the original.
 */
function fold(text: string): string {
  return text.toLowerCase().replace(/[–—−]/g, "-").replace(/[‘’]/g, "'").replace(/\s/g, " ");
}

// A label worth matching: a number and at least two words beside it, so a
// bare "2019" or "1–90" column heading never makes a figure a label.
const WORDY = /[a-z]{2,}[^a-z]+[a-z]{2,}/;
const TOKEN = /[a-z0-9]+/g;
// Labels are keyed by their first few words, so a sentence is searched word
// by word with a few look-ups each, however many labels share a first word.
const KEY_WORDS = 3;

interface NumberedLabel {
  readonly folded: string;
  readonly label: string;
}

/** The labels of a table that hold a number and words, folded, by their first words, once per table. */
function numberedLabels(table: TableInfo): ReadonlyMap<string, readonly NumberedLabel[]> {
  let found = labelsByTable.get(table);
  if (found) return found;
  const out = new Map<string, NumberedLabel[]>();
  const seen = new Set<string>();
  for (const label of [...table.rowLabels, ...table.columns, ...(table.rowSections ?? [])]) {
    if (label === undefined || seen.has(label) || !/\d/.test(label)) continue;
    seen.add(label);
    const folded = fold(label.trim());
    const words = allMatches(TOKEN, folded);
    // It starts with a word, so it is found where a word of the sentence starts.
    if (words.length === 0 || words[0]?.index !== 0 || !WORDY.test(folded)) continue;
    const key = words
      .slice(0, KEY_WORDS)
      .map((w) => w[0])
      .join(" ");
    const list = out.get(key);
    if (list) list.push({ folded, label });
    else out.set(key, [{ folded, label }]);
  }
  found = out;
  labelsByTable.set(table, found);
  return found;
}
const labelsByTable = new WeakMap<TableInfo, ReadonlyMap<string, readonly NumberedLabel[]>>();

/** Where a sentence copies a label of a cited table: [start, end), with the label. */
export interface LabelCopy {
  readonly start: number;
  readonly end: number;
  readonly label: string;
  readonly table: TableInfo;
  readonly record: SourceRecord;
}

/**
 * The verbatim copies of the records' numbered table labels in a sentence.
 * Made once per sentence (its figures then ask one by one).
 */
export function labelCopies(
  text: string,
  records: readonly SourceRecord[],
  sources: SourceSet,
): readonly LabelCopy[] {
  // Records of fields or text alone have no labels to copy: nothing to gather.
  if (!records.some((record) => sources.tables(record.id).length > 0)) return NO_COPIES;
  const tables = records.flatMap((record) =>
    sources.tables(record.id).map((table) => ({ table, record })),
  );
  const folded = fold(text);
  const words = allMatches(TOKEN, folded);
  const copies: LabelCopy[] = [];
  for (const { table, record } of tables) {
    const labels = numberedLabels(table);
    if (labels.size === 0) continue;
    for (let i = 0; i < words.length; i++) {
      const at = words[i]?.index ?? 0;
      let key = "";
      for (let n = 0; n < KEY_WORDS && i + n < words.length; n++) {
        key = n === 0 ? (words[i]?.[0] as string) : `${key} ${words[i + n]?.[0]}`;
        for (const { folded: f, label } of labels.get(key) ?? []) {
          if (folded.startsWith(f, at))
            copies.push({ start: at, end: at + f.length, label, table, record });
        }
      }
    }
  }
  return copies;
}

/** A claim written inside one of the sentence's label copies: supported by that label. */
export function copiedLabel(claim: Mention, copies: readonly LabelCopy[]): Judgement | undefined {
  for (const copy of copies) {
    if (copy.start <= claim.start && claim.end <= copy.end) {
      return labelJudgement(claim, copy.label, copy.record, copy.table);
    }
  }
  return undefined;
}

/** No copies: one shared empty list. */
const NO_COPIES: readonly LabelCopy[] = Object.freeze([]);
