import { extract } from "@crossfoot/extract";
import { type UnitHeader, unitHeadersIn } from "./unit-header.js";

/**
 * Which figures a unit statement speaks for: `amounts` (every amount, or
 * everything: "(in thousands, except per share data)"), `shares` (share
 * counts alone: "(shares in thousands)") or `both` ("dollars and share
 * amounts in thousands").
 */
export type StatementSubject = "amounts" | "shares" | "both";

/** A statement of the units of a document's or a table's figures, found in its text. */
export interface UnitStatement {
  /** The header as read (its `text` names the subject for a statement about shares). */
  readonly header: UnitHeader;
  /** Where the statement starts and ends in the text. */
  readonly start: number;
  readonly end: number;
  readonly subject: StatementSubject;
}

// The words before a scale that say it is stated for share counts: "shares
// in thousands", "(Shares in thousands)"; "dollars and share amounts in
// thousands" and "$ and shares in millions" state it for both.
const FOR_SHARES = /\bshares?(?:\s+amounts)?\s*$/i;
const PER_SHARE_BEFORE = /\bper\s+shares?\s*$/i;
const FOR_BOTH = /(?:\b(?:dollars|amounts)|\$)\s+and\s+shares?(?:\s+amounts)?\s*$/i;
// How far either side of a statement its sentence is read for a figure it belongs to.
const SENTENCE_REACH = 160;
// Where the sentence after a statement ends: a line break, or a full stop or
// semicolon before a space.
const SENTENCE_END = /\n|[.;](?=\s)/;

/** Whether a mention is a figure a unit could belong to (not a year, a date, a note number or a duration). */
function isAmount(kind: string): boolean {
  return kind === "number" || kind === "money";
}

/**
 * Whether a header belongs to one figure of its sentence rather than to the
 * figures of a table: a figure follows it in the same sentence ("Net revenue
 * (in millions): 7,170 in 2019") or stands right before it ("7,170 (in
 * millions)"). Years, dates and durations in the sentence ("for the years
 * ended December 31, 2019 and 2018 (in thousands):") are no such figure.
 */
function attachedToFigure(text: string, start: number, end: number): boolean {
  const tail = text.slice(end, end + SENTENCE_REACH);
  const stop = SENTENCE_END.exec(tail);
  const after = stop ? tail.slice(0, stop.index) : tail;
  if (/\d/.test(after) && extract(after).some((m) => isAmount(m.kind))) return true;
  const head = text.slice(Math.max(0, start - 40), start);
  if (!/\d\s*$/.test(head)) return false;
  const mentions = extract(head);
  const last = mentions[mentions.length - 1];
  return last !== undefined && isAmount(last.kind) && head.slice(last.end).trim() === "";
}

/**
 * The unit statements of a text, in order: every unit header
 * ({@link unitHeadersIn}) that is not attached to one figure of its sentence,
 * with the figures it speaks for. A bare statement ("shares in thousands")
 * has its subject before it; a parenthesised one ("(in millions, except per
 * share amounts)") speaks for amounts, as does one after "per share" ("net
 * income per share (in millions)" states millions for the table). Linear: a
 * bounded window either side of each header.
 */
export function unitStatementsIn(text: string): UnitStatement[] {
  const out: UnitStatement[] = [];
  for (const h of unitHeadersIn(text)) {
    const { end: endAt, ...header } = h;
    const end = endAt ?? 0;
    const start = end - h.text.length;
    if (attachedToFigure(text, start, end)) continue;
    const before = text.slice(Math.max(0, start - 40), start);
    const bare = !h.text.startsWith("(") && !PER_SHARE_BEFORE.test(before);
    const both = bare && FOR_BOTH.test(before);
    const subject = bare && !both ? FOR_SHARES.exec(before) : null;
    if (subject) {
      out.push({
        header: { ...header, text: `${subject[0].trim()} ${h.text}` },
        start,
        end,
        subject: "shares",
      });
    } else out.push({ header, start, end, subject: both ? "both" : "amounts" });
  }
  return out;
}

/** The scales a text states: for amounts, for share counts, and whether it states any. */
export interface StatedUnits {
  /** The one scale stated for amounts (or for everything). */
  readonly general?: UnitHeader;
  /** The one scale stated for share counts. */
  readonly shares?: UnitHeader;
  /** Whether the text states a scale at all (so none is inferred from its amounts). */
  readonly any?: boolean;
}

/** Whether a statement states a scale (not "(%)", not a multiplier of one). */
function scales(s: UnitStatement): boolean {
  return !s.header.percent && s.header.multiplier > 1;
}

/** Whether a text states a scale anywhere, for a table or for one figure. */
export function statesScale(text: string): boolean {
  return unitHeadersIn(text).some((h) => !h.percent && h.multiplier > 1);
}

/**
 * The scales a text states for a table that stands apart from it (a
 * record's `table` beside its `text`): `general` when its statements for
 * amounts state one scale, `shares` when those for share counts state one
 * ("Tabular amounts in millions … (shares in thousands, except per share
 * data)"). Statements stating two different scales for one subject state
 * none; `any` says whether the text states a scale at all (a header attached
 * to one figure counts here: the text is then not silent about its units).
 */
export function statedUnits(text: string): StatedUnits {
  const general: UnitHeader[] = [];
  const shares: UnitHeader[] = [];
  for (const s of unitStatementsIn(text)) {
    if (!scales(s)) continue;
    if (s.subject !== "shares") general.push(s.header);
    if (s.subject !== "amounts") shares.push(s.header);
  }
  const one = (list: UnitHeader[]) =>
    list.length > 0 && new Set(list.map((h) => h.multiplier)).size === 1 ? list[0] : undefined;
  const any = statesScale(text);
  const g = one(general);
  const s = one(shares);
  return { ...(g ? { general: g } : {}), ...(s ? { shares: s } : {}), ...(any ? { any } : {}) };
}

/** The statements before a table, as {@link statementsBefore} finds them. */
export interface StatementsBefore {
  /** The nearest statement for amounts, whatever it states ("(%)" too). */
  readonly nearest?: UnitStatement;
  /** The nearest one for amounts that states a scale. */
  readonly general?: UnitStatement;
  /** The nearest one for share counts that states a scale. */
  readonly shares?: UnitStatement;
}

/**
 * The statements before each of a text's tables, given the tables' starts
 * in order: for amounts and for share counts, the nearest statement before
 * the table, wherever it stands (the line introducing it, a heading over the
 * whole note). A statement inside another table is none of the text's (the
 * caller masks tables first). One pass over the statements, which are in
 * order, for all the tables.
 */
export function statementsBeforeEach(
  statements: readonly UnitStatement[],
  starts: readonly number[],
): StatementsBefore[] {
  const out: StatementsBefore[] = [];
  let nearest: UnitStatement | undefined;
  let general: UnitStatement | undefined;
  let shares: UnitStatement | undefined;
  let k = 0;
  for (const start of starts) {
    for (; k < statements.length; k++) {
      const s = statements[k] as UnitStatement;
      if (s.end > start) break;
      if (s.subject !== "shares") {
        nearest = s;
        if (scales(s)) general = s;
      }
      if (s.subject !== "amounts" && scales(s)) shares = s;
    }
    out.push({
      ...(nearest ? { nearest } : {}),
      ...(general ? { general } : {}),
      ...(shares ? { shares } : {}),
    });
  }
  return out;
}
