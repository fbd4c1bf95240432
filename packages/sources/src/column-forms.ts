import { bareResult, readCell, scanAccountingNegative, scanBare } from "./cells.js";
import { fromDotGrouping } from "./dot-grouping.js";
import { numbersAllInNames } from "./name-numbers.js";

/**
 * What a table's columns write, each read as a whole: a person reads a cell
 * in the light of the cells around it, so whether "2 platforms" is a figure,
 * "0–2" a range and ".600" a percentage depends on the column.
 */
export interface ColumnForms {
  /** Per column, the cells that read as labels (words, or words around a number). */
  readonly labelCells: readonly number[];
  /**
   * Per column, how surely its cells read as row labels, added up: words
   * count 4; a name that carries a number ("Millford 41", "District 4") 3,
   * since a number often indexes a series of rows; a measure ("41.5 hectares
   * (103 acres)", "6 km. west of Tannery") or a clock time ("7:00 p.m.") 2.
   */
  readonly labelWeights: readonly number[];
  /**
   * Per column, how many different labels it holds: a column that names
   * each row apart ("Andy Hughes", "Adrian Whitbread") over one that sorts
   * them into a few kinds ("MF", "DF").
   */
  readonly distinctLabels: readonly number[];
  /** Each body cell's class, row by row (`row * width + column`): 1 a label, 2 a number, 0 neither. */
  readonly classes: Uint8Array;
  /** Per column, the cells that read as numbers (with a unit, count word or mark). */
  readonly numberCells: readonly number[];
  /**
   * Per column, whether it pairs two counts ("6–4", "2–2": a win–loss record
   * or a score): some pair runs high to low or level, which no range does, so
   * none of its pairs ("0–2" included) is read as a range.
   */
  readonly pairs: readonly boolean[];
  /**
   * Per column, whether its numbers are fractions written without the
   * leading zero (".600", ".571", "1.000"): every one lies within ±1 and one
   * is written from its decimal point. Under a "%" heading these are shares
   * of one, not percentages.
   */
  readonly fractions: readonly boolean[];
}

const LABEL = 1;
const NUMBER = 2;

/** Whether a text holds at least two words of two letters or more. */
export function wordy(text: string): boolean {
  const word = /[A-Za-z]{2,}/g;
  return word.test(text) && word.test(text);
}

/**
 * A cell as a label (1), a number (2, a count word or unit after it
 * included) or neither (0: empty, unreadable). A label is text, or words
 * around a number that is no value of its own ("Final dividend of 14 cents
 * (2018: 12 cents)", "Member aged 45 (life expectancy at age 65)"), so a
 * table whose every label holds a number still has its label column. Plain
 * numbers are told apart without a full read.
 */
export function cellClass(raw: unknown): number {
  return classWeight(raw) & CLASS_BITS;
}

/**
 * A cell's class ({@link cellClass}) in its low bits and, for a label, its
 * weight ({@link ColumnForms.labelWeights}) above them: one reading of the
 * cell gives both.
 */
function classWeight(raw: unknown): number {
  if (typeof raw === "number") return Number.isFinite(raw) ? NUMBER : 0;
  if (typeof raw !== "string") return typeof raw === "boolean" ? LABEL | (4 << 2) : 0;
  if (raw.length === 0) return 0;
  if (scanBare(raw) || scanAccountingNegative(raw)) return NUMBER;
  const cell = readCell(raw);
  if (cell.type === "value") return NUMBER;
  const measure = MEASURE_FIRST.test(raw) || CLOCK_TIME.test(raw);
  if (cell.type === "text") return LABEL | ((measure ? 2 : 4) << 2);
  if (cell.type !== "unreadable") return 0;
  if (wordy(raw)) return LABEL | ((measure ? 2 : 4) << 2);
  return numbersAllInNames(raw.replace(/\s+/g, " ")) ? LABEL | ((measure ? 2 : 3) << 2) : 0;
}

const CLASS_BITS = 3;

// A cell that opens with a number followed by a word in lower case (not an
// ordinal's "st", "nd", "rd", "th").
const MEASURE_FIRST = /^\s*[-+(]?[$€£]?\d[\d.,]*\s*(?!(?:st|nd|rd|th)\b)\p{Ll}/u;
// A time of day or a duration on a clock: "7:00 p.m.", "8:30 PM", "1:02:45".
const CLOCK_TIME = /^\s*\d{1,2}:\d\d\b/;

/** Whether a cell reads as a label: see {@link cellClass}. */
export function isLabelCell(raw: unknown): boolean {
  return cellClass(raw) === LABEL;
}

// Two whole numbers joined by a dash: a range, a record or a score.
const PAIR = /^(\d{1,4}) ?[-–—] ?(\d{1,4})$/;

/** Whether a cell is two whole numbers joined by a dash ("6–4", "0–2", "27-21"). */
export function isPair(raw: unknown): boolean {
  return typeof raw === "string" && PAIR.test(raw.trim());
}

/** A pair that runs high to low or level ("6–4", "2–2"): no range. */
function descendingPair(raw: unknown): boolean {
  if (typeof raw !== "string") return false;
  const m = PAIR.exec(raw.trim());
  return m !== null && Number(m[1]) >= Number(m[2]);
}

/** Whether a cell may open with its decimal point (".600", " -.25"): a dot among its first few characters. */
function mayLeadWithDot(raw: string): boolean {
  const k = raw.indexOf(".");
  return k >= 0 && k <= 3;
}

// A fraction written from its decimal point: ".600", "−.250".
const LEADING_DOT = /^[-−+]?\.\d/;

/**
 * Read every column of a table body once: see {@link ColumnForms}. In a
 * table that groups thousands with dots (`dotted`), its numbers are read so.
 */
export function columnForms(
  body: readonly (readonly unknown[])[],
  width: number,
  dotted = false,
): ColumnForms {
  const labelCells = new Array<number>(width).fill(0);
  const labelWeights = new Array<number>(width).fill(0);
  const distinctLabels = new Array<number>(width).fill(0);
  const numberCells = new Array<number>(width).fill(0);
  const pairs = new Array<boolean>(width).fill(false);
  const fractions = new Array<boolean>(width).fill(false);
  const classes = new Uint8Array(body.length * width);
  for (let c = 0; c < width; c++) {
    let leadingDot = false;
    let withinOne = true;
    const seen = new Set<string>();
    for (let r = 0; r < body.length; r++) {
      const written = (body[r] as readonly unknown[])[c];
      const raw =
        dotted && typeof written === "string" ? (fromDotGrouping(written) ?? written) : written;
      const read = classWeight(raw);
      const k = read & CLASS_BITS;
      classes[r * width + c] = k;
      if (k === LABEL) {
        (labelCells[c] as number)++;
        (labelWeights[c] as number) += read >> 2;
        seen.add(typeof raw === "string" ? raw.trim() : String(raw));
      } else if (k === NUMBER) {
        (numberCells[c] as number)++;
        if (typeof raw === "string") {
          if (mayLeadWithDot(raw) && LEADING_DOT.test(raw.trim())) leadingDot = true;
          else if (!scanBare(raw) || Math.abs(bareResult.value) > 1) withinOne = false;
        } else withinOne = false;
      } else if (descendingPair(raw)) pairs[c] = true;
    }
    fractions[c] = leadingDot && withinOne;
    distinctLabels[c] = seen.size;
  }
  return { labelCells, labelWeights, distinctLabels, numberCells, pairs, fractions, classes };
}
