// LabelEntry alone: binding makes it and the binding memo keeps it, so it sits below both.

/**
 * The row labels that need the same words ("Line item 1" … "Line item 200"
 * all need "line item"), with those words and the place of the first among
 * the distinct labels: a sentence names all of them or none.
 */
export interface LabelEntry {
  readonly rows: string[];
  readonly label: readonly string[];
  readonly position: number;
}
