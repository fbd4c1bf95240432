/**
 * Hostile, realistic inputs for the three public entry points (`extract`,
 * `loadSources`, `check`) and a runner that feeds them in and sorts what
 * comes back. Shared by the test `fuzz-entry-points.test.ts` (the packages'
 * sources) and the standing run `benchmarks/fuzz/run.ts` (the built
 * packages), so the functions under test are passed in, never imported here.
 *
 * An exception is expected only when it is the documented clear error for
 * bad input: `InvalidOptionError`, `SourceError`, `ExtractArgumentError`, and the `TypeError`s
 * `check` and `new Checker` throw before any work for sources or an answer
 * of the wrong type (their messages start "crossfoot: "). Anything else
 * (a `TypeError` or `RangeError` from inside, a stack overflow) is
 * unexpected. `loadSources` reports a source it cannot read as a diagnostic
 * rather than throwing; a diagnostic that carries an engine error's message
 * ("Cannot read properties of …", "Maximum call stack size exceeded") is a
 * swallowed unexpected exception and is counted as one.
 *
 * Invariants checked on every run: every mention `extract` returns and every
 * claim `check` reports slices back out of its text (`text ===
 * input.slice(start, end)`), and every issue's offsets lie inside the answer.
 *
 * Every input has a size bound (an answer of at most about 6,000 UTF-16 code
 * units, at most 6 sources of at most 12 rows), so one run stays fast and a
 * slow one is visible in `slowest`.
 */
import fc from "fast-check";

// ---------------------------------------------------------------------------
// The functions under test
// ---------------------------------------------------------------------------

/** What the runner calls: the packages' sources in the test, their builds in the benchmark. */
export interface FuzzApi {
  readonly extract: (
    text: string,
    options?: never,
  ) => readonly {
    readonly text: string;
    readonly start: number;
    readonly end: number;
  }[];
  readonly loadSources: (
    input: unknown,
    options?: never,
  ) => { readonly diagnostics: readonly { readonly message: string }[]; readonly values: unknown };
  readonly check: (
    answer: string,
    sources: unknown,
    options?: never,
  ) => {
    readonly claims: readonly {
      readonly text: string;
      readonly start: number;
      readonly end: number;
    }[];
    readonly issues: readonly { readonly start: number; readonly end: number }[];
  };
  readonly InvalidOptionError: abstract new (...args: never[]) => Error;
  readonly SourceError: abstract new (...args: never[]) => Error;
  readonly ExtractArgumentError: abstract new (...args: never[]) => Error;
}

// ---------------------------------------------------------------------------
// Pieces of text
// ---------------------------------------------------------------------------

const pick = <T>(values: readonly T[]) => fc.constantFrom(...values);

/** Digits of other scripts: Arabic-Indic, Extended Arabic-Indic, Devanagari, Bengali, fullwidth, Thai. */
const DIGIT_ZEROS = [0x660, 0x6f0, 0x966, 0x9e6, 0xff10, 0xe50];

function digitsIn(zero: number, digits: string): string {
  let out = "";
  for (const d of digits) {
    const n = d.charCodeAt(0) - 48;
    out += n >= 0 && n <= 9 ? String.fromCharCode(zero + n) : d;
  }
  return out;
}

const digitRun = (min: number, max: number) =>
  fc.string({ unit: pick("0123456789".split("")), minLength: min, maxLength: max });

const grouped = fc
  .tuple(fc.integer({ min: 0, max: 999 }), fc.array(digitRun(3, 3), { maxLength: 5 }))
  .map(([head, groups]) => [String(head), ...groups].join(","));

const decimalPart = fc.option(digitRun(1, 4), { nil: undefined, freq: 2 });

/** A plain number as prose writes it: 1,234.5, 0.000…7, 12. */
const plainNumber = fc.oneof(
  fc.tuple(grouped, decimalPart).map(([g, d]) => (d === undefined ? g : `${g}.${d}`)),
  fc.integer({ min: -100_000, max: 10_000_000 }).map(String),
  fc.double({ noNaN: true, noDefaultInfinity: true }).map(String),
  fc
    .tuple(fc.integer({ min: 1, max: 60 }), digitRun(1, 3))
    .map(([z, d]) => `0.${"0".repeat(z)}${d}`),
  digitRun(20, 400),
  fc.tuple(digitRun(1, 3), digitRun(1, 3)).map(([a, b]) => `${a}.${b}`),
);

const CURRENCY_BEFORE = [
  "$",
  "US$",
  "€",
  "£",
  "¥",
  "₹",
  "USD ",
  "EUR ",
  "GBP",
  "JPY ",
  "CHF ",
  "Rs ",
  "A$",
  "C$",
  "R$",
  "HK$",
];
const SCALE_AFTER = [
  "",
  "",
  "",
  "k",
  "m",
  "bn",
  "B",
  " million",
  " billion",
  " thousand",
  " trillion",
  " mn",
  "M",
  " lakh",
  " crore",
  " bn",
];
const UNIT_AFTER = [
  " km",
  " kg",
  " lb",
  " days",
  " years",
  " MWh",
  " m",
  " mi",
  " %",
  "%",
  " per cent",
  " percent",
  " pp",
  " bps",
  " basis points",
  " percentage points",
  "x",
  "×",
  " times",
  " seats",
  " units",
  " shares",
  " °C",
  " tonnes",
  " GW",
];
const NUMBER_WORDS = [
  "one",
  "two",
  "twelve",
  "a hundred",
  "one million",
  "a third",
  "half",
  "a quarter",
  "dozen",
  "zero",
  "first",
  "second",
  "nil",
  "none",
];

/** A figure in any of the forms an answer writes one. */
const figure: fc.Arbitrary<string> = fc.oneof(
  { weight: 4, arbitrary: plainNumber },
  {
    weight: 3,
    arbitrary: fc
      .tuple(pick(CURRENCY_BEFORE), plainNumber, pick(SCALE_AFTER))
      .map(([c, n, s]) => `${c}${n}${s}`),
  },
  { weight: 2, arbitrary: fc.tuple(plainNumber, pick(UNIT_AFTER)).map(([n, u]) => `${n}${u}`) },
  {
    weight: 2,
    arbitrary: fc
      .tuple(
        pick(["(", "$(", "($", "−", "-", "+", "–", "~", "≈", "<", ">", "≥"]),
        grouped,
        pick([")", ")%", "", "%"]),
      )
      .map(([a, n, b]) => `${a}${n}${b}`),
  },
  {
    weight: 1,
    arbitrary: fc
      .tuple(
        digitRun(1, 3),
        fc.option(digitRun(1, 3)),
        pick(["e", "E", " × 10^", "x10^", "e+", "e-"]),
        fc.integer({ min: -400, max: 400 }),
      )
      .map(([a, b, e, x]) => `${a}${b === null ? "" : `.${b}`}${e}${x}`),
  },
  {
    weight: 2,
    arbitrary: fc
      .tuple(pick(DIGIT_ZEROS), plainNumber, pick(["", "%", " million", ""]))
      .map(([z, n, s]) => `${digitsIn(z, n)}${s}`),
  },
  {
    weight: 2,
    arbitrary: fc
      .tuple(
        pick(["FY", "", "", "Q3 ", "H1 ", "FY ", "CY", "fiscal "]),
        fc.integer({ min: 1850, max: 2100 }),
        pick(["", "", "–25", "-26", "/27", "s", "'s"]),
      )
      .map(([p, y, s]) => `${p}${y}${s}`),
  },
  {
    weight: 2,
    arbitrary: fc
      .tuple(
        pick(["from ", "between ", "", "up from ", "down to "]),
        plainNumber,
        pick([" to ", " and ", "–", "-", " - ", " — "]),
        plainNumber,
        pick(["", "%", " million", " bn"]),
      )
      .map(([a, x, s, y, u]) => `${a}${x}${s}${y}${u}`),
  },
  { weight: 1, arbitrary: pick(NUMBER_WORDS) },
  {
    weight: 1,
    arbitrary: fc
      .tuple(
        grouped,
        pick([",", ".", " ", "'", "\u00a0", "\u202f"]),
        digitRun(1, 3),
        pick(["", " %", "%", " €"]),
      )
      .map(([a, s, b, u]) => `${a.replaceAll(",", ".")}${s}${b}${u}`),
  },
);

const CITATIONS = [
  "[1]",
  "[2]",
  "[T1]",
  "[^2]",
  "[R1]",
  "[S1]",
  "[S2]",
  "[R1, R2]",
  "[1-3]",
  "[1][2]",
  "[X9]",
  "【1】",
  "(Source: R1)",
  "[R1#revenue_2024]",
  "[a]",
  "[note 3]",
  "[]",
  "[[1]]",
  "^1",
  "[R1 p. 4]",
  "[0]",
  "[99999999999999999999]",
];
const WORDS = [
  "revenue",
  "Revenue",
  "grew",
  "rose",
  "fell",
  "declined",
  "up",
  "down",
  "to",
  "from",
  "in",
  "of",
  "was",
  "were",
  "increased by",
  "decreased",
  "compared with",
  "versus",
  "total",
  "Total",
  "average",
  "margin",
  "per share",
  "net income",
  "Net sales",
  "operating expenses",
  "Acme",
  "Globex",
  "the",
  "a",
  "and",
  "or",
  "not",
  "did not rise",
  "about",
  "approximately",
  "at least",
  "more than",
  "under",
  "over",
  "each",
  "per",
  "share",
  "year",
  "quarter",
  "ended",
  "December 31,",
  "June 30",
  "million",
  "billion",
  "thousand",
  "percent",
  "times",
  "Inc.",
  "U.S.",
  "e.g.",
  "No.",
  "vs.",
  "approx.",
  "sum",
  "difference",
  "ratio",
  "=",
  "+",
  "−",
  "×",
  "÷",
  "/",
  "Note",
  "Table",
  "Source:",
  "twice",
  "doubled",
  "halved",
  "CAGR",
  "YoY",
  "EBITDA",
  "cents",
  "dollars",
  "euros",
];
const CONTROL = [
  "\u0000",
  "\u0007",
  "\u001b",
  "\u007f",
  "\u0085",
  "\u200b",
  "\u200e",
  "\u200f",
  "\u2028",
  "\u2029",
  "\ufeff",
  "\r",
  "\r\n",
  "\t",
  "\v",
  "\f",
  "\u00a0",
  "\u202f",
  "\u2009",
  "\u3000",
  "\ufffd",
  "\u0301",
  "\u202e",
];
const SURROGATES = [
  "\ud800",
  "\udfff",
  "\ud83d",
  "\ude00",
  "\udc00\ud800",
  "😀",
  "👍🏽",
  "𝟙𝟚𝟛",
  "\ud835\udfd9",
];
const PUNCTUATION = [
  ".",
  ". ",
  ",",
  ";",
  ":",
  "!",
  "?",
  "(",
  ")",
  "[",
  "]",
  "{",
  "}",
  '"',
  "'",
  "“",
  "”",
  "…",
  "-",
  "—",
  "–",
  "*",
  "**",
  "_",
  "`",
  "#",
  "|",
  "> ",
  "- ",
  "1. ",
  "\n",
  "\n\n",
  "\n- ",
  "\n1. ",
  "\n# ",
  " | ",
  "\n|---|---|\n",
  "<br>",
  "<td>",
  "</table>",
  "&amp;",
  "&#x31;",
  "\\",
  "/",
];

const whitespace = fc.oneof(
  { weight: 6, arbitrary: pick([" ", " ", " ", "  ", "\n", " \n "]) },
  {
    weight: 1,
    arbitrary: fc
      .tuple(pick([" ", "\n", "\t", "\u00a0", "\r\n"]), fc.integer({ min: 2, max: 1000 }))
      .map(([c, n]) => c.repeat(n)),
  },
);

const garbage = fc.oneof(
  fc.string({ unit: "binary", maxLength: 12 }),
  fc.string({ unit: "grapheme", maxLength: 8 }),
  fc.string({ maxLength: 16 }),
);

/** Deep brackets and parentheses, for any recursive reader. */
const deepNesting = fc
  .tuple(
    pick(["[", "(", "[[", "<table><tr><td>", "{", "(("]),
    fc.integer({ min: 10, max: 1000 }),
    pick(["]", ")", "]]", "</td></tr></table>", "}", "))"]),
    fc.boolean(),
  )
  .map(([open, n, close, closed]) => `${open.repeat(n)}1,234${closed ? close.repeat(n) : ""}`);

const piece: fc.Arbitrary<string> = fc.oneof(
  { weight: 10, arbitrary: figure },
  { weight: 10, arbitrary: pick(WORDS) },
  { weight: 3, arbitrary: pick(CITATIONS) },
  { weight: 4, arbitrary: pick(PUNCTUATION) },
  { weight: 1, arbitrary: pick(CONTROL) },
  { weight: 1, arbitrary: pick(SURROGATES) },
  { weight: 2, arbitrary: garbage },
  { weight: 1, arbitrary: whitespace },
  { weight: 1, arbitrary: fc.constant("") },
);

/** The most UTF-16 code units an answer or a source text holds. */
export const MAX_TEXT = 6000;

/** The most UTF-16 code units a source's text holds (up to 6 sources a case). */
export const MAX_SOURCE_TEXT = 4000;

/** Text built of pieces; a cut at MAX_TEXT may split a surrogate pair, which is hostile too. */
const prose = (maxPieces: number) =>
  fc.array(fc.tuple(piece, whitespace), { maxLength: maxPieces }).map((parts) => {
    let s = "";
    for (const [p, w] of parts) {
      s += p + w;
      if (s.length > MAX_TEXT) break;
    }
    return s.slice(0, MAX_TEXT);
  });

// ---------------------------------------------------------------------------
// Tables and sources
// ---------------------------------------------------------------------------

const HEADERS = [
  "",
  "item",
  "Item",
  "2024",
  "2023",
  "FY2022",
  "Q1 2024",
  "revenue_2024",
  "margin_pct",
  "pop",
  "state",
  "id",
  "year",
  "note",
  "code",
  "Notes",
  "$ in millions",
  "(in thousands)",
  "%",
  "% Change",
  "Change",
  "Total",
  "Year ended December 31,",
  "value",
  "price",
  "units",
  "__proto__",
  "constructor",
  "toString",
  "hasOwnProperty",
  "a",
  "a",
];
const LABELS = [
  "Revenue",
  "Fees",
  "Net income",
  "Total",
  "Operating expenses:",
  "California",
  "Texas",
  "row",
  "",
  "7 Kestrel State",
  "Gorvan 2",
  "County Road 418 south",
  "Subtotal",
  "n/a",
  "—",
];

/** What a cell of a table or a field holds: text of many forms, numbers, driver values and garbage. */
const cellValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 6, arbitrary: figure },
  { weight: 2, arbitrary: pick(LABELS) },
  { weight: 2, arbitrary: fc.double() },
  { weight: 2, arbitrary: fc.integer() },
  { weight: 1, arbitrary: fc.bigInt({ min: -(2n ** 70n), max: 2n ** 70n }) },
  {
    weight: 1,
    arbitrary: pick([
      null,
      undefined,
      true,
      false,
      "",
      "-",
      "—",
      "n/a",
      "NaN",
      "Infinity",
      "1e400",
      "-0",
      "about 310",
      "12% (est.)",
      "380 (1990)",
      "90 PS (66 kW)",
      "1,234[a]",
      "(1,234)",
      "$(5,625)",
      "1.204.500",
      "75.000,50",
      "6–4",
      ".600",
    ]),
  },
  { weight: 1, arbitrary: fc.date({ noInvalidDate: false }) },
  { weight: 1, arbitrary: figure.map((f) => ({ toString: () => f })) },
  { weight: 1, arbitrary: garbage },
  { weight: 1, arbitrary: fc.anything({ maxDepth: 2, maxKeys: 3 }) },
);

const cellText = fc.oneof(
  { weight: 5, arbitrary: figure },
  { weight: 2, arbitrary: pick(LABELS) },
  { weight: 1, arbitrary: garbage },
);

const grid = <T>(cell: fc.Arbitrary<T>) =>
  fc
    .tuple(fc.integer({ min: 1, max: 6 }), fc.integer({ min: 0, max: 12 }), fc.boolean())
    .chain(([width, height, ragged]) =>
      fc.array(fc.array(cell, { minLength: ragged ? 0 : width, maxLength: width }), {
        minLength: height,
        maxLength: height,
      }),
    );

const header = fc.array(pick(HEADERS), { minLength: 1, maxLength: 6 });

const escapeCsv = (s: string) => (/[",\n]/.test(s) ? `"${s.replaceAll('"', '""')}"` : s);
const escapeHtml = (s: string) => s.replaceAll("&", "&amp;").replaceAll("<", "&lt;");

/** A table written in text: Markdown, HTML, CSV, TSV, a JSON-style array, or lines of figures. */
const textTable: fc.Arbitrary<string> = fc
  .tuple(
    header,
    grid(cellText),
    pick(["markdown", "html", "csv", "tsv", "json", "python", "flat"] as const),
    fc.boolean(),
  )
  .map(([head, rows, form, unitLine]) => {
    const all = [head, ...rows];
    let body: string;
    switch (form) {
      case "markdown":
        body = [
          `| ${head.join(" | ")} |`,
          `|${head.map(() => "---").join("|")}|`,
          ...rows.map((r) => `| ${r.map((c) => c.replaceAll("|", "\\|")).join(" | ")} |`),
        ].join("\n");
        break;
      case "html":
        body = `<table><thead><tr>${head.map((h) => `<th>${escapeHtml(h)}</th>`).join("")}</tr></thead><tbody>${rows
          .map(
            (r, i) =>
              `<tr>${r.map((c, j) => `<td${i === 0 && j === 0 ? ' rowspan="2"' : j === 1 ? ' colspan="2"' : ""}>${escapeHtml(c)}</td>`).join("")}</tr>`,
          )
          .join("")}</tbody></table>`;
        break;
      case "csv":
        body = all.map((r) => r.map(escapeCsv).join(",")).join("\n");
        break;
      case "tsv":
        body = all.map((r) => r.join("\t")).join("\n");
        break;
      case "json":
        body = JSON.stringify(all);
        break;
      case "python":
        body = `[${all.map((r) => `[${r.map((c) => (c === "" ? "None" : `'${c.replaceAll("'", "\\'")}'`)).join(", ")}]`).join(", ")}]`;
        break;
      default:
        body = all.map((r) => r.join("\n")).join("\n");
    }
    return unitLine ? `(in millions, except per share data)\n${body}` : body;
  });

/** A source text: prose with tables inside it. */
const sourceText: fc.Arbitrary<string> = fc
  .array(
    fc.oneof(
      { weight: 3, arbitrary: prose(40) },
      { weight: 2, arbitrary: textTable },
      { weight: 1, arbitrary: deepNesting },
    ),
    { maxLength: 3 },
  )
  .map((parts) => parts.join("\n\n").slice(0, MAX_SOURCE_TEXT));

const idValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 6, arbitrary: pick(["R1", "R2", "T1", "S1", "S2", "A", "B", "PG", "src-1"]) },
  {
    weight: 1,
    arbitrary: pick(["", " ", "[1]", "R1", "__proto__", "constructor", "1", "S1#t0r2.pop"]),
  },
  { weight: 1, arbitrary: pick([5, null, 0, true, {}, [], Number.NaN]) },
  { weight: 1, arbitrary: garbage },
);

const fieldName = fc.oneof(
  {
    weight: 4,
    arbitrary: pick([
      "revenue_2024",
      "revenue_2023",
      "margin_pct",
      "margin_pct_2024",
      "units",
      "company",
      "year",
      "id",
      "note",
      "code",
      "price",
      "pop",
      "fiscal_year",
      "eps",
      "shares_m",
    ]),
  },
  {
    weight: 1,
    arbitrary: pick([
      "__proto__",
      "constructor",
      "prototype",
      "toString",
      "valueOf",
      "",
      " ",
      "a.b",
      "a[0]",
      "x\u0000y",
    ]),
  },
  { weight: 1, arbitrary: fc.string({ maxLength: 12 }) },
);

const fields = fc.dictionary(fieldName, cellValue, { maxKeys: 8 });

/** Rows as a driver returns them: plain objects sharing one set of keys (mostly). */
const objectRows = fc
  .tuple(fc.uniqueArray(fieldName, { minLength: 1, maxLength: 5 }), fc.integer({ min: 0, max: 12 }))
  .chain(([keys, n]) =>
    fc.array(
      fc.tuple(...keys.map(() => cellValue), fc.option(fieldName)).map((cells) => {
        const row: Record<string, unknown> = {};
        keys.forEach((k, i) => {
          row[k] = cells[i];
        });
        const extra = cells[keys.length];
        if (typeof extra === "string") row[extra] = "stray";
        return row;
      }),
      { minLength: n, maxLength: n },
    ),
  );

const arrayGrid = fc.tuple(header, grid(cellValue)).map(([h, rows]) => [h, ...rows]);

const columnsRows = fc.tuple(header, grid(cellValue)).map(([columns, rows]) => ({ columns, rows }));

/** node-postgres's QueryResult, object rows or rowMode "array". */
const queryResult = fc
  .tuple(header, grid(cellValue), fc.boolean())
  .map(([names, rows, asObjects]) => ({
    command: "SELECT",
    rowCount: rows.length,
    fields: names.map((name, i) => ({ name, dataTypeID: [1700, 20, 25, 701, 1082][i % 5] })),
    rows: asObjects ? rows.map((r) => Object.fromEntries(names.map((n, i) => [n, r[i]]))) : rows,
  }));

/** An object shaped like an Apache Arrow Table, columns read through getChildAt. */
const arrowLike = fc.tuple(header, grid(cellValue), fc.boolean()).map(([names, rows, honest]) => ({
  schema: { fields: names.map((name) => ({ name })) },
  numRows: honest ? rows.length : rows.length + 3,
  numCols: names.length,
  getChildAt: (i: number) => (i < names.length ? { get: (j: number) => rows[j]?.[i] } : null),
}));

const table: fc.Arbitrary<unknown> = fc.oneof(
  objectRows,
  arrayGrid,
  columnsRows,
  queryResult,
  arrowLike,
);

const UNITS = [
  "millions",
  "in thousands",
  "$ in millions",
  "USD m",
  "%",
  "bn",
  "",
  "per cent",
  "km",
  "nonsense",
];

/** A record `{ id?, text?, fields?, rows?, table?, unit? }`, with a stray key now and then. */
const record = fc.record(
  {
    id: idValue,
    text: fc.oneof({ weight: 6, arbitrary: sourceText }, { weight: 1, arbitrary: cellValue }),
    fields: fc.oneof({ weight: 6, arbitrary: fields }, { weight: 1, arbitrary: cellValue }),
    rows: fc.oneof(
      { weight: 4, arbitrary: objectRows },
      { weight: 2, arbitrary: arrayGrid },
      { weight: 1, arbitrary: cellValue },
    ),
    table: fc.oneof(
      { weight: 4, arbitrary: table },
      { weight: 1, arbitrary: fc.array(table, { maxLength: 2 }) },
      { weight: 1, arbitrary: cellValue },
    ),
    unit: fc.oneof({ weight: 3, arbitrary: pick(UNITS) }, { weight: 1, arbitrary: cellValue }),
    stray: cellValue,
  },
  { requiredKeys: [] },
);

/** Nested objects and arrays of no expected shape. */
const nested: fc.Arbitrary<unknown> = fc.letrec<{ node: unknown }>((tie) => ({
  node: fc.oneof(
    { depthSize: "small", withCrossShrink: true },
    cellValue,
    fc.array(tie("node"), { maxLength: 3 }),
    fc.dictionary(fieldName, tie("node"), { maxKeys: 3 }),
  ),
})).node;

/** One source in any shape loadSources reads, and some it cannot. */
const source: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 5, arbitrary: sourceText },
  { weight: 5, arbitrary: record },
  { weight: 3, arbitrary: table },
  { weight: 1, arbitrary: nested },
  { weight: 1, arbitrary: cellValue },
);

/** What `loadSources` and `check` are given: one source, or a list of up to 6. */
export const sourcesArb: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 2, arbitrary: source },
  { weight: 3, arbitrary: fc.array(source, { maxLength: 6 }) },
  { weight: 1, arbitrary: objectRows },
  { weight: 1, arbitrary: arrayGrid },
);

/** An answer: prose of figures, words, citations and garbage. */
export const answerArb: fc.Arbitrary<string> = prose(80);

// ---------------------------------------------------------------------------
// Options
// ---------------------------------------------------------------------------

/** A unit pack built as defineUnitPack builds one: the caller's entries, then the base pack's. */
export interface PackBase {
  readonly scales: readonly unknown[];
  readonly currencies: readonly unknown[];
  readonly units: readonly unknown[];
}

const customPack = (base: PackBase) =>
  fc
    .record({
      name: pick(["oil", "india-short", "x"]),
      scales: fc.array(
        fc.record({
          word: pick(["lk", "cr", "M", "mm", "k", "bn"]),
          exponent: fc.integer({ min: -3, max: 15 }),
          name: pick(["lakh", "crore", "million"]),
          attachedOnly: fc.boolean(),
          caseSensitive: fc.boolean(),
        }),
        { maxLength: 2 },
      ),
      currencies: fc.array(
        fc.record({
          code: pick(["ZAR", "XBT", "$"]),
          symbols: fc.array(pick(["R", "₿", "Z$", "$"]), { minLength: 1, maxLength: 2 }),
          dollar: fc.boolean(),
        }),
        { maxLength: 2 },
      ),
      units: fc.array(
        fc.record({
          symbol: pick(["bbl", "TEU", "MWh"]),
          aliases: fc.array(pick(["bbl", "barrels", "TEU", "MWh", "m", "km"]), {
            minLength: 1,
            maxLength: 2,
          }),
          dimension: pick(["volume_oil", "containers", "energy", "length"]),
          factor: pick([1, 1000, 0.001, 159]),
        }),
        { maxLength: 2 },
      ),
    })
    .map((p) =>
      Object.freeze({
        name: p.name,
        scales: Object.freeze([...p.scales, ...base.scales]),
        currencies: Object.freeze([...p.currencies, ...base.currencies]),
        units: Object.freeze([...p.units, ...base.units]),
      }),
    );

const localeArb = fc.oneof(
  pick(["en", "de", "fr-FR", "pt_BR", "EN", "", "xx", "-", "de-", "ru", "hi-IN", "ar"]),
  fc.string({ maxLength: 6 }),
);
const directionWordsArb = fc.record({
  increase: fc.array(pick(["rose", "steg", "grew", "up", "", " ", "a b"]), { maxLength: 3 }),
  decrease: fc.array(pick(["fell", "sank", "down", "", "rose"]), { maxLength: 3 }),
  negations: fc.array(pick(["not", "nicht", "", "never"]), { maxLength: 2 }),
});

/** A value of the wrong type for any option. */
const wrongValue: fc.Arbitrary<unknown> = pick([
  null,
  0,
  -1,
  1,
  "yes",
  "",
  [],
  {},
  Number.NaN,
  Number.POSITIVE_INFINITY,
  true,
  () => 1,
  Symbol("s"),
]);

/** Options for extract: of the types its signature states (mistyped ones are `wrongOptions`). */
export const extractOptionsArb = (base: PackBase) =>
  fc.record(
    {
      pack: customPack(base),
      directionWords: directionWordsArb,
      includeYears: fc.boolean(),
      locale: localeArb,
    },
    { requiredKeys: [] },
  );

/** Options for loadSources. */
export const loadOptionsArb = fc.oneof(
  fc.constant(undefined),
  fc.record({ strict: fc.boolean() }, { requiredKeys: [] }),
);

const metricArb = fc.record({
  name: pick(["sales per store", "x", ""]),
  names: fc.array(pick(["sales per store", "per store", ""]), { maxLength: 2 }),
  inputs: fc.dictionary(
    pick(["sales", "stores", "a"]),
    fc.array(pick(["sales", "revenue", "stores", ""]), { maxLength: 2 }),
    { maxKeys: 2 },
  ),
  formulas: fc.array(
    pick(["sales / stores", "a * 100", "sales / (stores", "1e999", "sales $ stores", ""]),
    { maxLength: 2 },
  ),
  kind: pick(["percent", "ratio", "days", "currency", "mph"]),
});

/** Options for check, valid ones and invalid ones (each invalid one must throw InvalidOptionError). */
export const checkOptionsArb = (base: PackBase): fc.Arbitrary<unknown> =>
  fc.oneof(
    {
      weight: 6,
      arbitrary: fc.record(
        {
          requireCitations: fc.boolean(),
          allowRounding: fc.boolean(),
          allowDerived: fc.boolean(),
          checkTableRows: fc.boolean(),
          maxCoincidence: fc.oneof(
            fc.double({ min: 1e-9, max: 10, noNaN: true }),
            pick([0.1, 1, 1e-300, 1e300]),
          ),
          pack: customPack(base),
          metrics: fc.array(metricArb, { maxLength: 2 }),
        },
        { requiredKeys: [] },
      ),
    },
    {
      weight: 1,
      arbitrary: fc
        .tuple(
          pick([
            "requireCitations",
            "allowRounding",
            "allowDerived",
            "checkTableRows",
            "maxCoincidence",
            "pack",
            "metrics",
            "strict",
            "locale",
            "__proto__",
          ]),
          wrongValue,
        )
        .map(([k, v]) => ({ [k]: v })),
    },
    { weight: 1, arbitrary: wrongValue },
    { weight: 1, arbitrary: fc.constant(undefined) },
  );

// ---------------------------------------------------------------------------
// Cases for each entry point
// ---------------------------------------------------------------------------

export interface ExtractCase {
  readonly text: unknown;
  readonly options: unknown;
  /** Whether the call matches extract's TypeScript signature. */
  readonly typed: boolean;
}
export interface LoadCase {
  readonly input: unknown;
  readonly options: unknown;
  readonly typed: boolean;
}
export interface CheckCase {
  readonly answer: unknown;
  readonly sources: unknown;
  readonly options: unknown;
  readonly typed: boolean;
}

/** Mistyped option objects: each option of extract or loadSources with a value of the wrong type. */
const wrongOptions = (keys: readonly string[]) =>
  fc.oneof(
    wrongValue,
    fc.tuple(pick(keys), wrongValue).map(([k, v]) => ({ [k]: v })),
  );

export const extractCaseArb = (base: PackBase): fc.Arbitrary<ExtractCase> =>
  fc.oneof(
    {
      weight: 30,
      arbitrary: fc.record({
        text: answerArb,
        options: fc.option(extractOptionsArb(base), { nil: undefined }),
        typed: fc.constant(true),
      }),
    },
    {
      weight: 1,
      arbitrary: fc.record({
        text: fc.oneof(answerArb, wrongValue),
        options: wrongOptions(["pack", "directionWords", "includeYears", "locale"]),
        typed: fc.constant(false),
      }),
    },
  );

export const loadCaseArb: fc.Arbitrary<LoadCase> = fc.oneof(
  {
    weight: 30,
    arbitrary: fc.record({ input: sourcesArb, options: loadOptionsArb, typed: fc.constant(true) }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      input: sourcesArb,
      options: wrongOptions(["strict"]),
      typed: fc.constant(false),
    }),
  },
);

/** Answers that quote the sources' own figures now and then, so checks go past the first lookup. */
export const checkCaseArb = (base: PackBase): fc.Arbitrary<CheckCase> =>
  fc.oneof(
    {
      weight: 30,
      arbitrary: fc
        .tuple(
          sourcesArb,
          answerArb,
          fc.array(fc.tuple(figure, pick(CITATIONS), fc.integer({ min: 0, max: 100_000 })), {
            maxLength: 6,
          }),
          checkOptionsArb(base),
        )
        .map(([sources, answer, inserts, options]) => {
          let text = answer;
          for (const [f, c, at] of inserts) {
            const k = text.length === 0 ? 0 : at % text.length;
            text = `${text.slice(0, k)} ${f} ${c}. ${text.slice(k)}`;
          }
          return { answer: text.slice(0, MAX_TEXT + 200), sources, options, typed: true };
        }),
    },
    {
      weight: 1,
      arbitrary: fc.record({
        answer: fc.oneof(answerArb, wrongValue),
        sources: fc.oneof(sourcesArb, wrongValue),
        options: checkOptionsArb(base),
        typed: fc.constant(false),
      }),
    },
  );

// ---------------------------------------------------------------------------
// Running and sorting outcomes
// ---------------------------------------------------------------------------

export type EntryPoint = "extract" | "loadSources" | "check";

/** What one call did that it should not have. */
export interface Failure {
  readonly kind: "exception" | "swallowed" | "invariant";
  /** Error name and message, or the invariant broken. */
  readonly what: string;
}

const ENGINE_MESSAGE =
  /Cannot read propert|Cannot set propert|is not a function|is not iterable|is not a constructor|Maximum call stack|Invalid array length|Invalid string length|Cannot convert|undefined|null|Invalid time value|toFixed|toPrecision|BigInt|out of memory|Array buffer allocation/;

/** The documented clear errors for bad input. */
function expectedError(api: FuzzApi, error: unknown): boolean {
  if (
    error instanceof api.InvalidOptionError ||
    error instanceof api.SourceError ||
    error instanceof api.ExtractArgumentError
  ) {
    return (error as Error).message.length > 0;
  }
  return (
    error instanceof TypeError &&
    error.constructor === TypeError &&
    /^crossfoot: (sources|the answer) must be /.test(error.message)
  );
}

function describeError(error: unknown): string {
  if (error instanceof Error) return `${error.name}: ${error.message.slice(0, 200)}`;
  return `thrown non-error: ${String(error).slice(0, 200)}`;
}

function swallowed(diagnostics: readonly { readonly message: string }[]): string | undefined {
  for (const d of diagnostics) {
    const m = /^cannot read (?:this source|sources): (.*)$/s.exec(d.message);
    if (m?.[1] !== undefined && ENGINE_MESSAGE.test(m[1])) return d.message.slice(0, 200);
  }
  return undefined;
}

/** Run one case; undefined when all went as documented. */
export function runCase(
  api: FuzzApi,
  entry: EntryPoint,
  c: ExtractCase | LoadCase | CheckCase,
): Failure | undefined {
  try {
    if (entry === "extract") {
      const { text, options } = c as ExtractCase;
      const mentions = api.extract(text as string, options as never);
      if (typeof text === "string") {
        for (const m of mentions) {
          if (
            m.text !== text.slice(m.start, m.end) ||
            m.start < 0 ||
            m.end > text.length ||
            m.start >= m.end
          ) {
            return {
              kind: "invariant",
              what: `mention ${JSON.stringify(m.text)} at [${m.start}, ${m.end}) does not slice out of the text`,
            };
          }
        }
      }
      return undefined;
    }
    if (entry === "loadSources") {
      const { input, options } = c as LoadCase;
      const set = api.loadSources(input, options as never);
      const lost = swallowed(set.diagnostics);
      if (lost !== undefined) return { kind: "swallowed", what: lost };
      void set.values;
      return undefined;
    }
    const { answer, sources, options } = c as CheckCase;
    const report = api.check(answer as string, sources, options as never);
    const text = answer as string;
    for (const claim of report.claims) {
      if (claim.text !== text.slice(claim.start, claim.end)) {
        return {
          kind: "invariant",
          what: `claim ${JSON.stringify(claim.text)} at [${claim.start}, ${claim.end}) does not slice out of the answer`,
        };
      }
    }
    for (const issue of report.issues) {
      if (!(issue.start >= 0 && issue.start <= issue.end && issue.end <= text.length)) {
        return {
          kind: "invariant",
          what: `issue at [${issue.start}, ${issue.end}) outside the answer`,
        };
      }
    }
    return undefined;
  } catch (error) {
    if (expectedError(api, error)) return undefined;
    return { kind: "exception", what: describeError(error) };
  }
}

/** The counts of one entry point's run. */
export interface EntryResult {
  readonly entry: EntryPoint;
  readonly runs: number;
  readonly seconds: number;
  /** Unexpected exceptions (thrown or swallowed into a diagnostic), on well-typed calls and on mistyped ones. */
  readonly unexpected: number;
  readonly unexpectedMistyped: number;
  readonly invariantViolations: number;
  /** The distinct failures seen, with a count and a shrunk counterexample each. */
  readonly failures: readonly {
    what: string;
    kind: Failure["kind"];
    count: number;
    typed: boolean;
    example?: string;
  }[];
  /** The slowest single call, in milliseconds. */
  readonly slowestMs: number;
}

/** Failures are grouped by their message with numbers and quoted text blanked out. */
const shapeOf = (f: Failure) =>
  `${f.kind}: ${f.what.replace(/"[^"]*"/g, '"…"').replace(/\d+/g, "N")}`;

/** A value printed for a report (fast-check's printer, which prints any value), cut short. */
export function show(value: unknown, max = 600): string {
  let s: string;
  try {
    s = fc.stringify(value);
  } catch {
    s = "(a value that cannot be printed)";
  }
  return s.length > max ? `${s.slice(0, max)}… (${s.length} chars)` : s;
}

/**
 * Run `runs` cases of one entry point from `seed`, then shrink one
 * counterexample of each distinct failure (fast-check replays the same
 * seed up to the first case that fails that way and minimises it).
 */
export function fuzzEntryPoint(
  api: FuzzApi,
  entry: EntryPoint,
  arb: fc.Arbitrary<ExtractCase | LoadCase | CheckCase>,
  runs: number,
  seed: number,
  shrink = true,
  onProgress?: (done: number) => void,
): EntryResult {
  const groups = new Map<
    string,
    { what: string; kind: Failure["kind"]; count: number; typed: boolean; example?: string }
  >();
  let unexpected = 0;
  let unexpectedMistyped = 0;
  let invariantViolations = 0;
  let slowestMs = 0;
  let done = 0;
  const started = performance.now();
  fc.check(
    fc.property(arb, (c) => {
      done++;
      if (onProgress !== undefined && done % 10_000 === 0) onProgress(done);
      const t0 = performance.now();
      const failure = runCase(api, entry, c);
      const ms = performance.now() - t0;
      if (ms > slowestMs) slowestMs = ms;
      if (failure === undefined) return true;
      if (failure.kind === "invariant") invariantViolations++;
      else if (c.typed) unexpected++;
      else unexpectedMistyped++;
      const key = `${c.typed}|${shapeOf(failure)}`;
      const group = groups.get(key);
      if (group) group.count++;
      else groups.set(key, { what: failure.what, kind: failure.kind, count: 1, typed: c.typed });
      return true;
    }),
    { numRuns: runs, seed, endOnFailure: true },
  );
  const seconds = (performance.now() - started) / 1000;
  if (shrink) {
    for (const [key, group] of groups) {
      const details = fc.check(
        fc.property(arb, (c) => {
          const failure = runCase(api, entry, c);
          return failure === undefined || `${c.typed}|${shapeOf(failure)}` !== key;
        }),
        { numRuns: runs, seed },
      );
      if (details.failed && details.counterexample) {
        const c = details.counterexample[0];
        const failure = runCase(api, entry, c);
        group.example = `${show(c)}${failure ? ` → ${failure.what}` : ""}`;
      }
    }
  }
  return {
    entry,
    runs,
    seconds,
    unexpected,
    unexpectedMistyped,
    invariantViolations,
    failures: [...groups.values()].sort((a, b) => b.count - a.count),
    slowestMs,
  };
}
