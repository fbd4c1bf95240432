import type { SourceValue } from "@crossfoot/sources";
import { formatNumber, type SourcePlace, type SourceRef } from "@crossfoot/verdict";

/** Where a value sits, in words. */
function locationText(v: SourceValue): string {
  switch (v.location.type) {
    case "field":
      return `field ${v.location.field}`;
    case "text":
      return `chars ${v.location.start}-${v.location.end}`;
    case "cell":
      return `table ${v.location.table + 1}, row ${v.location.row + 1}, column ${v.location.column}`;
  }
}

/** Where a value sits, as data: its cell with indices and labels, its text offsets or its field. */
function placeOf(v: SourceValue): SourcePlace | undefined {
  const at = v.location;
  switch (at.type) {
    case "field":
      return { type: "field", field: at.field };
    case "text":
      return { type: "text", start: at.start, end: at.end };
    case "cell": {
      if (at.columnIndex === undefined) return undefined;
      const place: CellPlace = {
        type: "cell",
        table: at.table,
        row: at.row,
        column: at.columnIndex,
      };
      if (v.rowLabel !== undefined) place.rowLabel = v.rowLabel;
      if (v.columnLabel !== undefined) place.columnLabel = v.columnLabel;
      return place;
    }
  }
}

/** A cell's place, built field by field. */
interface CellPlace {
  type: "cell";
  table: number;
  row: number;
  column: number;
  rowLabel?: string;
  columnLabel?: string;
}

/** The plain-data reference to a source value that evidence carries. */
export function sourceRef(v: SourceValue): SourceRef {
  // Literals in the order JSON shows the fields, not spreads: made for every evidence.
  const { recordId, label, value, period } = v;
  const location = locationText(v);
  const place = placeOf(v);
  const ref: { -readonly [K in keyof SourceRef]: SourceRef[K] } =
    v.location.type === "text"
      ? { recordId, label, value, text: v.text, location }
      : { recordId, label, value, location };
  if (period) ref.period = period;
  if (place) ref.place = place;
  return ref as SourceRef;
}

/**
 * How a value read from a dot-grouped table was written (" (written 2.496)"
 * for 2,496), so a reviewer sees why the digits read so; empty otherwise.
 */
function dotGroupedNote(v: SourceValue): string {
  if (!Number.isInteger(v.value) || !v.text.includes(".") || v.text.includes(",")) return "";
  return v.text.replace(/\./g, "") === String(v.value) ? ` (written ${v.text})` : "";
}

/**
 * `[R1] revenue_2024 = 3,214,000,000`; a quantity in its base unit, with the
 * cell as written when that differs: `[S1] Length[Harbour Line] = 3,282,000 m (3,282 km)`.
 */
export function describeValue(v: SourceValue): string {
  const shown = formatNumber(v.value);
  if (v.unit === undefined) return `[${v.recordId}] ${v.label} = ${shown}${dotGroupedNote(v)}`;
  const base = `${shown} ${v.unit}`;
  return `[${v.recordId}] ${v.label} = ${base}${v.text === base ? "" : ` (${v.text})`}`;
}
