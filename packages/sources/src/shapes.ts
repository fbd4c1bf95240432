import { type Grid, splitHeader } from "./table.js";
import type { UnitHeader } from "./unit-header.js";

/** Keys that make a plain object a record rather than a data row. */
export const RECORD_KEYS = new Set(["id", "text", "fields", "rows", "table", "unit"]);
const CONTAINER_KEYS = ["fields", "rows", "table"];

export function isPlainObject(x: unknown): x is Record<string, unknown> {
  if (typeof x !== "object" || x === null || Array.isArray(x)) return false;
  const proto = Object.getPrototypeOf(x);
  return proto === Object.prototype || proto === null;
}

/** A node-postgres `QueryResult`: `{ rows, fields, command, rowCount }`. */
export function isQueryResult(x: unknown): x is {
  rows: unknown[];
  fields: { name: string; dataTypeID?: number }[];
} {
  if (typeof x !== "object" || x === null) return false;
  const q = x as Record<string, unknown>;
  return (
    Array.isArray(q.rows) &&
    Array.isArray(q.fields) &&
    "command" in q &&
    (q.fields as unknown[]).every(
      (f) =>
        typeof f === "object" && f !== null && typeof (f as { name?: unknown }).name === "string",
    )
  );
}

interface ArrowLike {
  schema: { fields: { name: string }[] };
  numRows: number;
  getChildAt(i: number): { get(j: number): unknown } | null;
}

/** An Apache Arrow `Table`, by shape: `schema.fields`, `numRows`, `getChildAt`. */
export function isArrowTable(x: unknown): x is ArrowLike {
  if (typeof x !== "object" || x === null) return false;
  const t = x as Record<string, unknown>;
  const schema = t.schema as { fields?: unknown } | undefined;
  return (
    typeof t.numRows === "number" &&
    typeof t.getChildAt === "function" &&
    typeof schema === "object" &&
    schema !== null &&
    Array.isArray(schema.fields)
  );
}

/** `{ columns, rows }`: column names and rows as arrays (or objects). */
export function isColumnsRows(x: unknown): x is { columns: unknown[]; rows: unknown[] } {
  if (!isPlainObject(x)) return false;
  const keys = Object.keys(x);
  return (
    Array.isArray(x.columns) &&
    Array.isArray(x.rows) &&
    keys.every((k) => k === "columns" || k === "rows" || k === "unit")
  );
}

/** An array of arrays (a grid of cells), with or without a header row. */
export function isArrayGrid(x: unknown): x is unknown[][] {
  return (
    Array.isArray(x) &&
    x.length > 0 &&
    x.every((r) => Array.isArray(r) && r.every((c) => !Array.isArray(c) && !isPlainObject(c)))
  );
}

/**
 * Is this array a table of row objects rather than a list of records?
 * Every item is a plain object, none has a container key (`fields`, `rows`,
 * `table`), and either none has a record key at all, or the items share one
 * set of keys that includes a key no record has (`{ id, name, pop }` rows), or
 * an `id`/`text` is not a string (a database `id` column).
 */
export function isObjectRows(x: unknown): x is Record<string, unknown>[] {
  if (!Array.isArray(x) || x.length === 0 || !x.every(isPlainObject)) return false;
  const items = x as Record<string, unknown>[];
  if (
    items.some((o) =>
      CONTAINER_KEYS.some(
        (k) => k in o && (Array.isArray(o[k]) || isPlainObject(o[k]) || k === "fields"),
      ),
    )
  ) {
    return false;
  }
  if (items.every((o) => Object.keys(o).every((k) => !RECORD_KEYS.has(k)))) return true;
  if (
    items.some(
      (o) =>
        (o.id !== undefined && typeof o.id !== "string") ||
        (o.text !== undefined && typeof o.text !== "string"),
    )
  ) {
    return true;
  }
  if (items.length < 2) return false;
  const first = Object.keys(items[0] as object)
    .sort()
    .join("\u0000");
  const same = items.every((o) => Object.keys(o).sort().join("\u0000") === first);
  return same && Object.keys(items[0] as object).some((k) => !RECORD_KEYS.has(k));
}

/** Any single table shape `loadSources` reads. */
export function isTableShape(x: unknown): boolean {
  return (
    isQueryResult(x) || isArrowTable(x) || isColumnsRows(x) || isArrayGrid(x) || isObjectRows(x)
  );
}

/** Several result sets: an array whose every item is a table shape (and that is not itself one grid or rows). */
export function isTableList(x: unknown): x is unknown[] {
  return (
    Array.isArray(x) &&
    x.length > 0 &&
    !isArrayGrid(x) &&
    !isObjectRows(x) &&
    x.every(
      (t) =>
        isQueryResult(t) ||
        isArrowTable(t) ||
        isColumnsRows(t) ||
        isArrayGrid(t) ||
        isObjectRows(t),
    )
  );
}

function objectGrid(
  rows: readonly Record<string, unknown>[],
  path: string,
  shape: Grid["shape"],
  unit?: UnitHeader,
): Grid {
  const names: string[] = [];
  const seen = new Set<string>();
  for (const row of rows) {
    for (const k of Object.keys(row)) {
      if (!seen.has(k)) {
        seen.add(k);
        names.push(k);
      }
    }
  }
  return {
    shape,
    header: [names],
    body: rows.map((row) => names.map((n) => row[n])),
    names,
    path,
    ...(unit ? { unit } : {}),
  };
}

/**
 * Turn one table shape into a grid. Returns undefined (with a report) when
 * the value is not a table.
 */
export function toGrid(
  x: unknown,
  path: string,
  report: (path: string, message: string) => void,
  unit?: UnitHeader,
): Grid | undefined {
  const u = unit ? { unit } : {};
  if (isQueryResult(x)) {
    const names = x.fields.map((f) => f.name);
    const body = x.rows.map((row) =>
      Array.isArray(row) ? row : isPlainObject(row) ? names.map((n) => row[n]) : [],
    );
    return { shape: "pg", header: [names], body, names, path, ...u };
  }
  if (isArrowTable(x)) {
    const names = x.schema.fields.map((f) => String(f.name));
    const children = names.map((_, i) => x.getChildAt(i));
    const body: unknown[][] = [];
    for (let r = 0; r < x.numRows; r++)
      body.push(children.map((col) => (col ? col.get(r) : undefined)));
    return { shape: "arrow", header: [names], body, names, path, ...u };
  }
  if (isColumnsRows(x)) {
    const names = x.columns.map((c) => (typeof c === "string" ? c : String(c)));
    const body = x.rows.map((row, r) => {
      if (Array.isArray(row)) return row;
      if (isPlainObject(row)) return names.map((n) => row[n]);
      report(
        `${path}.rows[${r}]`,
        "a row must be an array of cells or an object of column → value",
      );
      return [];
    });
    return { shape: "columns-rows", header: [names], body, names, path, ...u };
  }
  if (isArrayGrid(x)) {
    const { header, body } = splitHeader(x, (m) => report(path, m));
    return { shape: "arrays", header, body, path, ...u };
  }
  if (Array.isArray(x) && x.every(isPlainObject)) {
    return objectGrid(x as Record<string, unknown>[], path, "objects", unit);
  }
  if (Array.isArray(x)) {
    x.forEach((r, k) => {
      if (!isPlainObject(r))
        report(
          `${path}[${k}]`,
          "a row must be an object of column → value (or every row an array of cells)",
        );
    });
    const rows = x.filter(isPlainObject);
    return rows.length > 0 ? objectGrid(rows, path, "objects", unit) : undefined;
  }
  report(
    path,
    "not a table: expected rows, an array of arrays, { columns, rows }, an Arrow table or a QueryResult",
  );
  return undefined;
}
