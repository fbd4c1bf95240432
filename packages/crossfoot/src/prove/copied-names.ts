import type { Mention } from "@crossfoot/extract";
import {
  numbersAllInNames,
  numbersInText,
  periodOf,
  type SourceRecord,
  type SourceSet,
  type SourceValue,
  type TableInfo,
} from "@crossfoot/sources";
import { isPassing } from "@crossfoot/verdict";
import { allMatches } from "../base/all-matches.js";
import { describeValue, sourceRef } from "../places/refs.js";
import type { Judgement } from "./judgement.js";
import { labelJudgement } from "./table-labels.js";

/**
 * Numbers inside a name the sentence copies whole from its sources. "The
 * final dividend for the year ended 30 June 2019 of 15 cents per share (2018:
 * 12 cents) in 2020 is 9,812" repeats a row label, "the milepost for County
 * Road 418 south is 2.84" a cell of the Exits column, "Valdmoor Tech's last
 * opponent was 7 Kestrel State" a cell whose 7 is a seed written
 * before a team: those numbers name something, they are no figures to prove.
 *
 * Names come from a table's row labels, column headings and section
 * headings, from its other cells that hold words and a number but no value,
 * and from a record's field names and word fields. Only a copy of the whole
 * name counts (case, dashes, quotes, spacing and footnote marks aside), so a
 * name with one number changed ("of 16 cents", "9 Kestrel State") or cut
 * short ("Harbour 12" for "Brindle Harbour 12") is no copy, and its number is
 * judged as a figure. In a cell or a word field, which may hold a quantity
 * ("retired after 28 laps"), only a plain number beside a capitalised word
 * of the name counts ("Harbour 12", "CR 418", "9 DMU").
 */

/**
 * Lower case, one kind of dash and quote, one kind of space: the same length
 * as the text, so offsets into it are offsets into the original.
 */
function fold(text: string): string {
  // ASCII text lowers in place, one code unit for one; only other text needs
  // the careful lowering character by character.
  if (ASCII_ONLY.test(text)) return text.toLowerCase().replace(ASCII_SPACE, " ");
  return text
    .replace(UPPER, (c) => {
      const lower = c.toLowerCase();
      // "İ" lowers to two code units: kept as it is, so offsets stay put.
      return lower.length === c.length ? lower : c;
    })
    .replace(/[–—−‐‑]/g, "-")
    .replace(/[‘’]/g, "'")
    .replace(/\s/g, " ");
}
const UPPER = /\p{Lu}/gu;
const ASCII_ONLY = /^[\x00-\x7f]*$/;
const ASCII_SPACE = /[\t\n\v\f\r]/g;

// A footnote mark a heading or cell carries ("[7]", "[a]", "[n 1]"): no part of the name.
const FOOTNOTE_MARK = /\[(?:[a-z]|\d{1,3}|(?:n|nb|note)\.? ?\d{1,3})\]/gi;

/** A name as the sentence would write it: footnote marks dropped, spacing made single. */
function plainName(name: string): string {
  return name.replace(FOOTNOTE_MARK, " ").replace(/\s+/g, " ").trim();
}

// A name worth matching as a label: a number and at least two words beside
// it, so a bare "2019" or "1–90" column heading never makes a figure a label;
// or a number that belongs to a capitalised word ("Gorvan 2", "Note 7").
const WORDY = /\p{L}{2,}[^\p{L}]+\p{L}{2,}/u;
const WORD = /\p{L}{2,}/u;
// A number written as a word in a label: "Four Sisters and a Wedding" names a film.
const NUMBER_WORD =
  /\b(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|twenty|thirty|forty|fifty|hundred|thousand)\b/i;
const TOKEN = /[\p{L}\p{N}]+/gu;
// Names are keyed by their first few words, so a sentence is searched word
// by word with a few look-ups each, however many names share a first word.
const KEY_WORDS = 3;

/** Where a copyable name comes from, for the evidence. */
type NameSource =
  | { readonly type: "label"; readonly table: TableInfo; readonly row: boolean }
  | {
      readonly type: "cell";
      readonly table: TableInfo;
      readonly row: number;
      readonly column: number;
    }
  | { readonly type: "field"; readonly field: string }
  | { readonly type: "word-field"; readonly field: string };

interface CopyableName {
  /** The name as written (on one line), for the evidence. */
  readonly name: string;
  /** The plain name, folded: what a sentence's copy is compared with. */
  readonly folded: string;
  /**
   * For names that may hold a quantity (cells, word fields): whether each
   * number of the name, in order, belongs to the name. Absent for labels and
   * field names, whose every number names them.
   */
  readonly inName?: readonly boolean[];
  readonly from: NameSource;
}

type NameIndex = ReadonlyMap<string, readonly CopyableName[]>;

/**
 * Add a name to an index, keyed by its first words; names without a number
 * (in digits, or for a label in words) or without words are skipped.
 */
function addName(
  out: Map<string, CopyableName[]>,
  seen: Set<string>,
  written: string,
  from: NameSource,
): void {
  if (!/\d/.test(written) && (from.type !== "label" || !NUMBER_WORD.test(written))) return;
  const plain = plainName(written);
  if (seen.has(plain)) return;
  seen.add(plain);
  const folded = fold(plain);
  const words = allMatches(TOKEN, folded);
  // It starts with a word, so it is found where a word of the sentence starts.
  if (words.length === 0 || words[0]?.index !== 0) return;
  let inName: boolean[] | undefined;
  if (from.type === "cell" || from.type === "word-field") {
    const numbers = numbersInText(plain);
    if (!numbers.some((n) => n.inName) || !WORD.test(plain)) return;
    inName = numbers.map((n) => n.inName);
  } else if (!WORDY.test(folded) && !numbersAllInNames(plain)) return;
  const key = words
    .slice(0, KEY_WORDS)
    .map((w) => w[0])
    .join(" ");
  // The evidence quotes the name on one line, as the source writes its words.
  const name = written.replace(/\s+/g, " ").trim();
  const entry: CopyableName = inName ? { name, folded, inName, from } : { name, folded, from };
  const list = out.get(key);
  if (list) list.push(entry);
  else out.set(key, [entry]);
}

/** The names of a table that hold a number, by their first words, once per table. */
function tableNames(table: TableInfo): NameIndex {
  let found = namesByTable.get(table);
  if (found) return found;
  const out = new Map<string, CopyableName[]>();
  const seen = new Set<string>();
  const row: NameSource = { type: "label", table, row: true };
  const heading: NameSource = { type: "label", table, row: false };
  for (const name of table.rowLabels) addName(out, seen, name, row);
  for (const name of [...table.columns, ...(table.rowSections ?? [])]) {
    if (name !== undefined) addName(out, seen, name, heading);
  }
  for (const cell of table.textCells ?? []) {
    addName(out, seen, cell.text, { type: "cell", table, row: cell.row, column: cell.column });
  }
  found = out;
  namesByTable.set(table, found);
  return found;
}
const namesByTable = new WeakMap<TableInfo, NameIndex>();

/** The names of a record's fields that hold a number, and its word fields' values, once per record. */
function fieldNames(record: SourceRecord): NameIndex {
  let found = namesByRecord.get(record);
  if (found) return found;
  const out = new Map<string, CopyableName[]>();
  const seen = new Set<string>();
  for (const v of record.values) {
    // A field whose only number is its period ("revenue_2024") names no
    // number: its year is a period, not part of a name.
    if (v.location.type === "field" && numberBesidePeriod(v.location.field))
      addName(out, seen, v.location.field, { type: "field", field: v.location.field });
  }
  for (const [field, value] of Object.entries(record.textFields ?? {})) {
    addName(out, seen, value, { type: "word-field", field });
  }
  found = out;
  namesByRecord.set(record, found);
  return found;
}
const namesByRecord = new WeakMap<SourceRecord, NameIndex>();
const NO_NAMES: NameIndex = new Map();
/** Whether a field name holds a number besides its period ("tunnel_12_cars_2024", not "revenue_2024"), by name. */
function numberBesidePeriod(field: string): boolean {
  let known = fieldNumbers.get(field);
  if (known === undefined) {
    known = /\d/.test(field.replace(FIELD_PERIOD, ""));
    if (fieldNumbers.size >= 10_000) fieldNumbers.clear();
    fieldNumbers.set(field, known);
  }
  return known;
}
const fieldNumbers = new Map<string, boolean>();

// A period in a field name: "2024", "fy2024", "q3_2024", "_2019_20".
const FIELD_PERIOD = /(?:fy|cy|h[12]|q[1-4])?[_\s-]?(?:18|19|20|21)\d\d(?:[_-]\d\d)?(?!\d)/gi;

/** Where a sentence copies a name of its sources: [start, end), with the name. */
export interface NameCopy {
  readonly start: number;
  readonly end: number;
  readonly name: CopyableName;
  readonly record: SourceRecord;
}

/**
 * The end of a copy of `name` in the folded sentence from `at`, or -1: the
 * same characters, any run of spaces for a space, and no letter or digit
 * right after (a copy ends where a word does).
 */
function copyEnd(sentence: string, at: number, name: string): number {
  let i = at;
  for (let j = 0; j < name.length; j++) {
    const c = name[j] as string;
    if (c === " ") {
      if (sentence[i] !== " ") return -1;
      while (sentence[i] === " ") i++;
    } else if (sentence[i] === c) i++;
    else return -1;
  }
  return i < sentence.length && ALNUM.test(sentence[i] as string) ? -1 : i;
}
const ALNUM = /[\p{L}\p{N}]/u;

/**
 * The copies of the records' numbered names in a sentence. Made once per
 * sentence (its figures then ask one by one).
 */
export function nameCopies(
  text: string,
  records: readonly SourceRecord[],
  sources: SourceSet,
): readonly NameCopy[] {
  const indexes: { index: NameIndex; record: SourceRecord }[] = [];
  for (const record of records) {
    for (const table of sources.tables(record.id)) {
      const index = tableNames(table);
      if (index.size > 0) indexes.push({ index, record });
    }
    // A record with tables is read for its fields' names only when it has
    // word fields: reading every value of a table to find fields would make
    // each cell's value object (see @crossfoot/sources, "made when read").
    const fields = record.tables && !record.textFields ? NO_NAMES : fieldNames(record);
    if (fields.size > 0) indexes.push({ index: fields, record });
  }
  // Nothing to copy: the sentence is not read.
  if (indexes.length === 0) return NO_COPIES;
  const folded = fold(text);
  const words = allMatches(TOKEN, folded);
  const copies: NameCopy[] = [];
  for (const { index, record } of indexes) {
    for (let i = 0; i < words.length; i++) {
      const at = words[i]?.index ?? 0;
      let key = "";
      for (let n = 0; n < KEY_WORDS && i + n < words.length; n++) {
        key = n === 0 ? (words[i]?.[0] as string) : `${key} ${words[i + n]?.[0]}`;
        for (const name of index.get(key) ?? []) {
          const end = copyEnd(folded, at, name.folded);
          if (end >= 0) copies.push({ start: at, end, name, record });
        }
      }
    }
  }
  return copies;
}

/**
 * A claim written inside one of the sentence's name copies: supported as
 * part of that name. In a cell or word field, only a plain number whose
 * every part the name's capitalised words carry.
 */
export function copiedName(
  claim: Mention,
  text: string,
  copies: readonly NameCopy[],
): Judgement | undefined {
  for (const copy of copies) {
    if (copy.start > claim.start || claim.end > copy.end) continue;
    if (copy.name.inName && !namePart(claim, text, copy, copy.name.inName)) continue;
    return nameJudgement(claim, copy.name, copy.record);
  }
  return undefined;
}

/**
 * Whether a claim inside a copy is a number of the name, not a quantity: a
 * plain number, each of whose parts in the copy is a number the name's
 * capitalised words carry. The copy writes the name's numbers in the same
 * order, so the copy's n-th number is the name's n-th.
 */
function namePart(
  claim: Mention,
  text: string,
  copy: NameCopy,
  inName: readonly boolean[],
): boolean {
  if (
    claim.kind !== "number" ||
    claim.currency !== undefined ||
    claim.scale !== undefined ||
    claim.unit !== undefined ||
    claim.range !== undefined ||
    claim.bound !== undefined
  )
    return false;
  const numbers = numbersInText(text.slice(copy.start, copy.end));
  if (numbers.length !== inName.length) return false;
  const from = claim.start - copy.start;
  const to = claim.end - copy.start;
  let any = false;
  for (let k = 0; k < numbers.length; k++) {
    const n = numbers[k] as { start: number; end: number };
    if (n.end <= from || n.start >= to) continue;
    if (!inName[k]) return false;
    any = true;
  }
  return any;
}

/** The verdict of a number that is part of a copied name, with where the name is written. */
function nameJudgement(claim: Mention, name: CopyableName, record: SourceRecord): Judgement {
  const from = name.from;
  if (from.type === "label") return labelJudgement(claim, name.name, record, from.table);
  let evidence: string;
  let location: string;
  if (from.type === "cell") {
    const table = from.table;
    const tableText = table.index > 0 ? ` table ${table.index + 1}` : "";
    const rowLabel = table.rowLabels[from.row];
    const row =
      rowLabel && rowLabel !== `row ${from.row + 1}`
        ? `row ${from.row + 1} ("${rowLabel}")`
        : `row ${from.row + 1}`;
    const column = table.columns[from.column] ?? `column ${from.column + 1}`;
    evidence = `part of the name "${name.name}" in [${record.id}]${tableText} ${row}, column "${column}"`;
    location = `table ${table.index + 1} row ${from.row + 1} column "${column}"`;
  } else if (from.type === "field") {
    evidence = `names the field "${name.name}" of [${record.id}]`;
    location = `field ${from.field}`;
  } else {
    evidence = `part of the name "${name.name}" in [${record.id}] field "${from.field}"`;
    location = `field ${from.field}`;
  }
  return {
    status: "supported_exact",
    evidence,
    details: {
      type: "match",
      exact: true,
      source: {
        recordId: record.id,
        label: name.name,
        value: claim.value,
        text: name.name,
        location,
      },
    },
  };
}

/**
 * A figure matched in a row whose label differs only in its numbers from a
 * row label the sentence copies ("Iron Lantern 3" for "Iron Lantern 2",
 * "Part 1" for "Part 2"), while the sentence copies no label of that row:
 * the number is part of the name, so the row is not the one the sentence
 * names. Only direct matches, and no labels that name periods ("FY 2018"
 * beside "FY 2019" is a period, which binding reads): a derivation may take
 * its other end from a row the sentence leaves unnamed.
 */
export function numberedSibling(
  j: Judgement,
  copies: readonly NameCopy[],
  citedIds: readonly string[],
  sources: SourceSet,
): Judgement | undefined {
  const v = j.source;
  if (copies.length === 0 || !v || j.details.type !== "match" || !isPassing(j.status))
    return undefined;
  const location = v.location;
  const rowLabel = v.rowLabel;
  if (location.type !== "cell" || !rowLabel || !/\d/.test(rowLabel)) return undefined;
  const own = fold(plainName(rowLabel));
  const shape = own.replace(DIGITS, "#");
  let sibling: CopyableName | undefined;
  for (const copy of copies) {
    const from = copy.name.from;
    if (from.type !== "label" || !from.row || copy.record.id !== v.recordId) continue;
    if (from.table.index !== location.table) continue;
    if (copy.name.folded === own) return undefined;
    if (sibling === undefined && copy.name.folded.replace(DIGITS, "#") === shape)
      sibling = copy.name;
  }
  if (!sibling || periodOf(rowLabel) !== undefined || periodOf(sibling.name) !== undefined)
    return undefined;
  // The same value in the copied row's cell of that column ("925" in several
  // reactors' rows): the figure is that row's, found first elsewhere.
  const same = sameCellOfRow(v, sibling, sources);
  if (same)
    return {
      ...j,
      evidence: describeValue(same),
      details: { ...j.details, source: sourceRef(same) },
      source: same,
    };
  return {
    status: "wrong_row",
    evidence: `value is in row "${rowLabel}" ([${v.recordId}] ${v.label}), but the sentence names row "${sibling.name}", whose number differs`,
    details: { type: "elsewhere", source: sourceRef(v), cited: citedIds },
    source: v,
  };
}
const DIGITS = /\d+/g;

/** The value of the row labelled `name` in the column of `v`, when it equals `v`. */
function sameCellOfRow(
  v: SourceValue,
  name: CopyableName,
  sources: SourceSet,
): SourceValue | undefined {
  const location = v.location;
  if (location.type !== "cell" || name.from.type !== "label") return undefined;
  const labels = name.from.table.rowLabels;
  for (let r = 0; r < labels.length; r++) {
    if (fold(plainName(labels[r] as string)) !== name.folded) continue;
    for (const x of sources.rowValues(v.recordId, location.table, r)) {
      if (
        x.location.type === "cell" &&
        x.location.column === location.column &&
        x.value === v.value &&
        x.reading === v.reading
      )
        return x;
    }
  }
  return undefined;
}

/** No copies: one shared empty list. */
const NO_COPIES: readonly NameCopy[] = Object.freeze([]);
