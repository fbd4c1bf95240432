import type { SourceInput } from "@crossfoot/sources";

/**
 * The hostile inputs the growth suite times: each pattern builds an answer and
 * its sources whose hostile part is about `bytes` long. Source-side patterns
 * pair a short honest answer with a hostile source; answer-side patterns pair
 * a hostile answer with a small record; table patterns grow a table.
 *
 * Every figure and name here is invented.
 */
export interface HostileCase {
  readonly answer: string;
  readonly sources: SourceInput;
}

export interface HostilePattern {
  /** A short name for the results table. */
  readonly name: string;
  readonly side: "answer" | "source";
  /** What the input looks like, for the results file. */
  readonly shape: string;
  readonly make: (bytes: number) => HostileCase;
}

/** `unit(i)` repeated until the text is `bytes` long, joined by `joiner`. */
function repeat(bytes: number, unit: (i: number) => string, joiner = ""): string {
  const parts: string[] = [];
  let length = 0;
  for (let i = 0; length < bytes; i++) {
    const part = unit(i);
    parts.push(part);
    length += part.length + joiner.length;
  }
  return parts.join(joiner);
}

/** A number that varies with `i` but stays in a plausible range. */
const n = (i: number) => (i * 7919) % 100_000;
const money = (i: number) => `$${(n(i) / 10).toFixed(1)} million`;

const SHORT_ANSWER = "Revenue was $12.4 million in 2024, up 8% from $11.5 million [S1].";
const SMALL_RECORD = {
  id: "S1",
  text: "Revenue was $12.4 million in 2024 and $11.5 million in 2023. Costs were $7.2 million in 2024.",
};

/** A source-side pattern: the short answer against a text record of `text(bytes)`. */
function sourceText(name: string, shape: string, text: (bytes: number) => string): HostilePattern {
  return {
    name,
    side: "source",
    shape,
    make: (bytes) => ({ answer: SHORT_ANSWER, sources: [{ id: "S1", text: text(bytes) }] }),
  };
}

/** An answer-side pattern: `answer(bytes)` against the small record. */
function answerText(
  name: string,
  shape: string,
  answer: (bytes: number) => string,
): HostilePattern {
  return {
    name,
    side: "answer",
    shape,
    make: (bytes) => ({ answer: answer(bytes), sources: [SMALL_RECORD] }),
  };
}

const SOURCE_PATTERNS: readonly HostilePattern[] = [
  sourceText("src-numbers-one-sentence", "one sentence of comma-separated numbers", (b) =>
    repeat(b, (i) => String(n(i)), ", "),
  ),
  sourceText("src-money-one-sentence", "one sentence of dollar amounts with scale words", (b) =>
    repeat(b, money, ", "),
  ),
  sourceText(
    "src-years-and-values",
    "one sentence of 'in YEAR revenue was N' clauses joined by 'and'",
    (b) => repeat(b, (i) => `in ${2000 + (i % 25)} revenue was ${n(i)}`, " and "),
  ),
  sourceText(
    "src-named-subjects",
    "one sentence naming a different subject before each figure",
    (b) => repeat(b, (i) => `Segment ${i} sales of ${money(i)}`, ", "),
  ),
  sourceText("src-percentages", "one sentence of percentages", (b) =>
    repeat(b, (i) => `${(n(i) / 1000).toFixed(1)}%`, ", "),
  ),
  sourceText("src-negatives", "one sentence of accounting negatives", (b) =>
    repeat(b, (i) => `(${n(i).toLocaleString("en-US")})`, " "),
  ),
  sourceText("src-changes", "one sentence of 'rose from A to B' changes", (b) =>
    repeat(b, (i) => `rose from ${n(i)} to ${n(i + 1)}`, " and "),
  ),
  sourceText(
    "src-json-in-text",
    "a JSON array of objects written into a text",
    (b) =>
      `Data: [${repeat(b, (i) => `{"year": ${2000 + (i % 25)}, "revenue": ${n(i)}, "margin": "${n(i) % 100}%"}`, ", ")}]`,
  ),
  sourceText("src-dates", "one sentence of full dates with amounts", (b) =>
    repeat(b, (i) => `on June ${1 + (i % 28)}, ${2000 + (i % 25)} it paid ${money(i)}`, "; "),
  ),
  sourceText("src-ranges", "one sentence of year ranges and numeric ranges", (b) =>
    repeat(b, (i) => `${2000 + (i % 25)}-${2001 + (i % 25)} of ${n(i)}-${n(i) + 5}`, ", "),
  ),
  sourceText("src-citations", "one sentence of figures each with a citation", (b) =>
    repeat(b, (i) => `${n(i)} [${i}]`, " "),
  ),
  sourceText("src-unit-statements", "repeated unit statements between figures", (b) =>
    repeat(b, (i) => `(in millions) ${n(i)} (in thousands) ${n(i + 1)}`, " "),
  ),
  sourceText("src-other-digits", "one sentence of Arabic-Indic and full-width figures", (b) =>
    repeat(b, (i) => (i % 2 ? "٣٤٥٫٦" : "１２３"), ", "),
  ),
  sourceText(
    "src-words-no-figures",
    "one sentence of words, two figures at its end",
    (b) =>
      `${repeat(b, (i) => ["revenue", "segment", "the", "operating", "costs", "of"][i % 6] as string, " ")} 12.4 and 11.5.`,
  ),
  sourceText(
    "src-wrapped-lines",
    "prose wrapped at the line width, every line starting in lower case",
    (b) => repeat(b, (i) => `the segment reported ${money(i)} of revenue and`, "\n"),
  ),
  sourceText("src-sentences", "many short sentences, one figure each", (b) =>
    repeat(b, (i) => `Segment ${i} revenue was ${money(i)}.`, " "),
  ),
  sourceText("src-digit-run", "one run of digits with no separator", (b) =>
    repeat(b, (i) => String(i % 10)),
  ),
  sourceText("src-nested-brackets", "nested brackets around one figure", (b) => {
    const depth = Math.floor(b / 2);
    return `${"(".repeat(depth)}12.4${")".repeat(depth)}`;
  }),
  sourceText("src-markdown-wide", "a Markdown table of one row and many columns", (b) => {
    const cols = Math.max(1, Math.floor(b / 16));
    const head = `| Item | ${Array.from({ length: cols }, (_, i) => `Y${i}`).join(" | ")} |`;
    const rule = `|---|${"---|".repeat(cols)}`;
    const row = `| Revenue | ${Array.from({ length: cols }, (_, i) => String(n(i))).join(" | ")} |`;
    return `${head}\n${rule}\n${row}`;
  }),
  sourceText("src-markdown-long", "a Markdown table of three columns and many rows", (b) => {
    const rows = repeat(b, (i) => `| Line ${i} | ${n(i)} | ${n(i + 1)} |`, "\n");
    return `| Item | 2024 | 2023 |\n|---|---|---|\n${rows}`;
  }),
  sourceText(
    "src-csv",
    "a CSV table of four columns and many rows",
    (b) =>
      `item,2024,2023,change\n${repeat(b, (i) => `Line ${i},${n(i)},${n(i + 1)},${(n(i) % 100) / 10}%`, "\n")}`,
  ),
  sourceText(
    "src-html-table",
    "an HTML table of many rows",
    (b) =>
      `<table><tr><th>Item</th><th>2024</th><th>2023</th></tr>${repeat(
        b,
        (i) => `<tr><td>Line ${i}</td><td>${n(i)}</td><td>${n(i + 1)}</td></tr>`,
      )}</table>`,
  ),
  sourceText("src-unclosed-brackets", "brackets that never close, figures among them", (b) =>
    repeat(b, (i) => (i % 8 === 7 ? `[${n(i)}, ` : "[")),
  ),
  sourceText("src-unclosed-tables", "HTML table tags that never close", (b) =>
    repeat(b, (i) => `<table><tr><td>${n(i)}`),
  ),
  sourceText("src-html-nested", "deeply nested HTML tags around figures", (b) => {
    const depth = Math.floor(b / 12);
    return `${"<div><b>".repeat(depth)}12.4${"</b></div>".repeat(depth)}`;
  }),
  {
    name: "src-fields",
    side: "source",
    shape: "one record of many named fields",
    make: (b) => {
      const fields: Record<string, number> = {};
      for (let i = 0, length = 0; length < b; i++) {
        const key = `segment_${i}_revenue_${2000 + (i % 25)}`;
        fields[key] = n(i);
        length += key.length + 8;
      }
      return { answer: SHORT_ANSWER, sources: [{ id: "S1", fields }] };
    },
  },
  {
    name: "src-many-records",
    side: "source",
    shape: "many small text records",
    make: (b) => {
      const records = [];
      for (let i = 0, length = 0; length < b; i++) {
        const text = `Segment ${i} revenue was ${money(i)} in ${2000 + (i % 25)}.`;
        records.push({ id: `R${i}`, text });
        length += text.length;
      }
      return { answer: SHORT_ANSWER, sources: records };
    },
  },
];

const ANSWER_PATTERNS: readonly HostilePattern[] = [
  answerText(
    "ans-numbers-one-sentence",
    "one sentence of comma-separated numbers",
    (b) => `The figures are ${repeat(b, (i) => String(n(i)), ", ")}.`,
  ),
  answerText("ans-currency-codes", "repeated currency codes", (b) =>
    repeat(b, (i) => `USD ${n(i)} EUR`, " "),
  ),
  answerText(
    "ans-changes",
    "one sentence chaining 'from A to B'",
    (b) => `Revenue rose ${repeat(b, (i) => `from ${n(i)} to ${n(i + 1)}`, " and ")} [S1].`,
  ),
  answerText(
    "ans-citations",
    "runs of citations after each figure",
    (b) => `Revenue was ${repeat(b, (i) => `$12.4 million [S1][${i}][T${i}]`, " and ")}.`,
  ),
  answerText(
    "ans-citation-run",
    "one run of citations",
    (b) => `Revenue was $12.4 million ${repeat(b, (i) => `[${i}]`)}.`,
  ),
  answerText("ans-sentences", "many sentences, one figure each", (b) =>
    repeat(b, (i) => `Segment ${i} revenue was ${money(i)} [S1].`, " "),
  ),
  answerText("ans-calculation", "one long written sum", (b) => {
    let total = 0;
    const terms = repeat(
      b,
      (i) => {
        total += n(i);
        return String(n(i));
      },
      " + ",
    );
    return `The total is ${terms} = ${total}.`;
  }),
  answerText("ans-respectively", "a long 'respectively' list", (b) => {
    const years = repeat(b / 2, (i) => String(2000 + (i % 25)), ", ");
    const values = repeat(b / 2, money, ", ");
    return `Revenue in ${years} was ${values}, respectively.`;
  }),
  answerText("ans-directions", "one sentence of direction words and percentages", (b) =>
    repeat(
      b,
      (i) => `${i % 2 ? "rose" : "fell"} ${(n(i) % 100) / 10}% compared with ${2000 + (i % 25)}`,
      ", ",
    ),
  ),
  answerText(
    "ans-comparisons",
    "one sentence of comparisons",
    (b) =>
      `Revenue was ${repeat(b, (i) => `greater than segment ${i}'s by ${money(i)}`, " and ")}.`,
  ),
  answerText(
    "ans-periods",
    "one sentence of period phrases",
    (b) =>
      `Revenue rose ${repeat(b, (i) => `between ${2000 + (i % 25)} and ${2001 + (i % 25)}`, ", ")} by 8%.`,
  ),
  answerText(
    "ans-words",
    "one sentence of words, one figure at its end",
    (b) =>
      `${repeat(b, (i) => ["revenue", "segment", "the", "operating", "costs", "of"][i % 6] as string, " ")} $12.4 million.`,
  ),
  answerText(
    "ans-ranges",
    "one sentence of numeric ranges",
    (b) => `Revenue was ${repeat(b, (i) => `${n(i)}-${n(i) + 5}`, ", ")}.`,
  ),
  answerText(
    "ans-markdown-table",
    "a Markdown table in the answer",
    (b) => `| Item | 2024 |\n|---|---|\n${repeat(b, (i) => `| Line ${i} | ${money(i)} |`, "\n")}`,
  ),
  answerText("ans-bullets", "a bulleted list of figures", (b) =>
    repeat(b, (i) => `- Segment ${i}: ${money(i)} (${(n(i) % 100) / 10}%)`, "\n"),
  ),
  answerText(
    "ans-other-digits",
    "one sentence of figures in other scripts' digits",
    (b) => `Revenue was ${repeat(b, (i) => (i % 2 ? "$١٢٫٤ million" : "$１２.４ million"), ", ")}.`,
  ),
  answerText(
    "ans-digit-run",
    "one run of digits",
    (b) => `Revenue was ${repeat(b, (i) => String(i % 10))}.`,
  ),
  answerText("ans-nested-brackets", "nested brackets around one figure", (b) => {
    const depth = Math.floor(b / 2);
    return `Revenue was ${"(".repeat(depth)}$12.4 million${")".repeat(depth)}.`;
  }),
  answerText("ans-no-spaces", "figures glued to words with no spaces", (b) =>
    repeat(b, (i) => `rev${n(i)}m${2000 + (i % 25)}x`),
  ),
];

/** Every pattern the suite times, source side first. */
export const PATTERNS: readonly HostilePattern[] = [...SOURCE_PATTERNS, ...ANSWER_PATTERNS];

/**
 * A table of `rows` rows and `columns` columns of invented figures (a label
 * column, then one column per year), with an answer that copies two of its
 * cells and misstates one.
 */
export function bigTable(rows: number, columns: number): HostileCase {
  const header = ["Line", ...Array.from({ length: columns - 1 }, (_, c) => `FY${1990 + c}`)];
  const body = Array.from({ length: rows }, (_, r) => [
    `Line item ${r}`,
    ...Array.from({ length: columns - 1 }, (_, c) => (r * 131 + c * 7919) % 1_000_003),
  ]);
  const first = body[0] as (string | number)[];
  const answer = `Line item 0 was ${first[1]} in FY1990 and ${first[2]} in FY1991, and line item 1 was 4 in FY1990.`;
  return { answer, sources: [{ id: "T1", rows: [header, ...body] }] };
}
