import type { Mention } from "@crossfoot/extract";
import type { SourceRecord, SourceSet, TableInfo } from "@crossfoot/sources";
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

/** The labels of a table that hold a number and words, folded, once per table. */
function numberedLabels(table: TableInfo): readonly { folded: string; label: string }[] {
  let found = labelsByTable.get(table);
  if (found) return found;
  const out: { folded: string; label: string }[] = [];
  const seen = new Set<string>();
  for (const label of [...table.rowLabels, ...table.columns, ...(table.rowSections ?? [])]) {
    if (label === undefined || seen.has(label) || !/\d/.test(label)) continue;
    seen.add(label);
    const folded = fold(label.trim());
    if (WORDY.test(folded)) out.push({ folded, label });
  }
  found = out;
  labelsByTable.set(table, found);
  return found;
}
const labelsByTable = new WeakMap<TableInfo, readonly { folded: string; label: string }[]>();

/** A claim written inside a verbatim copy of a cited table's label: supported by that label. */
export function copiedLabel(
  claim: Mention,
  text: string,
  records: readonly SourceRecord[],
  sources: SourceSet,
): Judgement | undefined {
  let folded: string | undefined;
  for (const record of records) {
    for (const table of sources.tables(record.id)) {
      for (const { folded: label, label: original } of numberedLabels(table)) {
        folded ??= fold(text);
        // Every place the sentence copies the label, until one holds the claim.
        for (let at = folded.indexOf(label); at >= 0; at = folded.indexOf(label, at + 1)) {
          if (at > claim.start) break;
          if (claim.end <= at + label.length) return labelJudgement(claim, original, record, table);
        }
      }
    }
  }
  return undefined;
}
