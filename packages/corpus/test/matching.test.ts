import { describe, expect, test } from "vitest";
import { sameColumn } from "../src/compare.js";
import { AnchorIndex } from "../src/locate.js";
import { readable } from "../src/markup.js";
import { normalize, rawToNormalized } from "../src/normalize.js";
import { digitRun, keyOf, labelKey, readNumbers, sameLabel } from "../src/numbers.js";
import { OriginalIndex } from "../src/original-index.js";

describe("keys: what a number is looked up by", () => {
  test("should drop group separators and keep the decimal point", () => {
    expect(keyOf("4,870")).toBe("4870");
    expect(keyOf("1.234")).toBe("1.234");
    expect(keyOf("1'234'567")).toBe("1234567");
    expect(keyOf("1.204.500")).toBe("1204500");
  });

  test("should find the first run of digits with separators between digits only", () => {
    expect(digitRun("$ (1,234)")).toEqual([3, 8]);
    expect(digitRun("ends 4,")).toEqual([5, 6]);
    expect(digitRun("no digits")).toBeUndefined();
  });

  test("should compare labels loosely: case, footnote marks, placeholders", () => {
    expect(labelKey("Net sales (1):")).toBe("net sales");
    expect(labelKey("row 3")).toBe("");
    expect(sameLabel("net sales", "total net sales")).toBe(true);
    expect(sameLabel("net sales", "cost of sales")).toBe(false);
    expect(sameColumn("2024", "2024-12-31")).toBe(true);
    expect(sameColumn("2024-06-30~3m", "2024-06-30~6m")).toBe(false);
    expect(sameColumn("2023", "2024")).toBe(false);
  });
});

describe("markup: read as a reader sees it, offsets kept", () => {
  test("should blank tags, comments and styles outside tables, keep tables, decode entities in place", () => {
    const html = `<style>td{width:50%}</style><p style="margin:12px">Sales &amp; fees rose 4%.</p><!-- 99 --><table><tr><td colspan="2">7</td></tr></table>`;
    const { text } = readable(html);
    expect(text.length).toBe(html.length);
    expect(text).not.toContain("50%");
    expect(text).not.toContain("12px");
    expect(text).not.toContain("99");
    expect(text).toContain(`<table><tr><td colspan="2">7</td></tr></table>`);
    expect(text.indexOf("Sales")).toBe(html.indexOf("Sales"));
    expect(text.slice(html.indexOf("&amp;"), html.indexOf("&amp;") + 5)).toBe("    &");
  });

  test("should blank a piece of a tag a chunk starts with", () => {
    const { text } = readable(`olspan="2">Three Months Ended</th><td>4,870</td>`);
    expect(text.startsWith(" ".repeat(11))).toBe(true);
    // Not a bound (">Three Months") nor anything of the tag.
    expect(
      readNumbers(`olspan="2">Three Months Ended</th><td>4,870</td>`).numbers.map(
        (n) => n.value.text,
      ),
    ).toEqual(["Three Months", "4,870"]);
  });

  test("should find HTML and Markdown headings", () => {
    expect(readable("<h1>A</h1><p>x</p><h2 id='b'>B <em>c</em></h2>").headings).toEqual([
      { start: 0, text: "A" },
      { start: 18, text: "B c" },
    ]);
    expect(readable("# Title\ntext\n## Part two ##\n#nope").headings).toEqual([
      { start: 0, text: "Title" },
      { start: 13, text: "Part two" },
    ]);
  });
});

describe("normalized texts", () => {
  test("should collapse whitespace and map back to the text as given", () => {
    const raw = "  a  b\n\nc ";
    const n = normalize(raw);
    expect(n.text).toBe("a b c");
    expect([...n.toRaw]).toEqual([2, 4, 5, 7, 8]);
    const back = rawToNormalized(raw, n);
    expect(back[2]).toBe(0);
    expect(back[8]).toBe(4);
  });
});

describe("locating chunks", () => {
  const doc =
    "Revenue rose to $4.1 million in 2024 from $3.6 million in 2023. Costs fell 3% to 1,234 units while headcount grew to 212. Cash ended the year at $7.9 million.";
  const n = normalize(doc).text;

  test("should find a verbatim slice, whitespace aside", () => {
    const chunk = normalize("Costs fell 3% to 1,234 units while\n  headcount grew to 212.").text;
    const loc = new AnchorIndex(n, [chunk]).locate(chunk);
    expect(loc).toMatchObject({
      kind: "verbatim",
      start: n.indexOf("Costs"),
      prefix: chunk.length,
    });
  });

  test("should find an edited slice by its unedited ends, the edit between them", () => {
    const edited = doc.replace("1,234", "1.234");
    const chunk = normalize(edited).text;
    const loc = new AnchorIndex(n, [chunk]).locate(chunk);
    expect(loc?.kind).toBe("edited");
    expect(chunk.slice(loc?.prefix, chunk.length - (loc?.suffix ?? 0))).toBe(".");
  });

  test("should not locate a rewritten chunk", () => {
    const chunk =
      "In 2024 revenue was $4.1 million, against $3.6 million the year before; costs fell by 3%.";
    expect(new AnchorIndex(n, [chunk]).locate(chunk)).toBeUndefined();
  });

  test("should place a chunk that repeats a passage after the previous chunk (the hint)", () => {
    const twice = "The fleet sailed 41 routes this year. The fleet sailed 41 routes this year.";
    const chunk = "The fleet sailed 41 routes this year.";
    const index = new AnchorIndex(twice, [chunk, chunk]);
    expect(index.locate(chunk, 0)?.start).toBe(0);
    expect(index.locate(chunk, 1)?.start).toBe(38);
  });
});

describe("matching a chunk's number to the original's", () => {
  const html = `<h2>Results</h2><p>(in thousands)</p><table><tr><th></th><th>2024</th><th>2023</th></tr>
<tr><td>Net sales</td><td>4,870</td><td>4,210</td></tr><tr><td>Other income</td><td>4,210</td><td>(95)</td></tr></table>
<h2>Outlook</h2><p>Headcount reached 4,210 employees.</p>`;
  const doc = readNumbers(html);
  const index = new OriginalIndex(doc);
  const chunkCell = (text: string, row: string, column: string) =>
    readNumbers(`|  | ${column} |\n|---|---|\n| ${row} | ${text} |`).numbers[0];

  test("should prefer the same row and column, then the same row, among equal digits", () => {
    const c = chunkCell("4,210", "Other income", "2024");
    expect(index.sameDigits(c as never, () => 0)?.value.label).toBe("2024[Other income]");
    const shifted = chunkCell("4,210", "Net sales", "2024");
    expect(index.sameDigits(shifted as never, () => 0)?.value.label).toBe("2023[Net sales]");
  });

  test("should prefer running text for a number in running text", () => {
    const c = readNumbers("Headcount reached 4,210 employees.").numbers[0];
    expect(index.sameDigits(c as never, () => 0)?.table).toBe(-1);
  });

  test("should find the same digits with other punctuation, digits in another order, and the nearest value", () => {
    const dotted = readNumbers("It was 4.870 then.").numbers[0];
    expect(index.sameDigitsOtherwise(dotted as never)?.value.text).toBe("4,870");
    const swapped = readNumbers("It was 4,780 then.").numbers[0];
    expect(index.transposed(swapped as never)?.value.text).toBe("4,870");
    expect(index.nearest(4_800_000)?.value.text).toBe("4,870");
  });

  test("should tell a piece of a number from a whole one", () => {
    expect(index.cutFrom("4,8", true)?.value.text).toBe("4,870");
    expect(index.cutFrom("10", false)?.value.text).toBe("4,210");
    expect(index.cutFrom("4,870", true)).toBeUndefined();
  });

  test("should read written signs, statements of the number's own section, and place cells", () => {
    const by = (text: string) => doc.numbers.filter((n) => n.value.text === text);
    expect(by("(95)")[0]?.negative).toBe(true);
    expect(by("4,870")[0]).toMatchObject({ statement: "(in thousands)", statementScale: 1000 });
    expect(by("4,870")[0]?.start).toBe(html.indexOf("4,870"));
    // The headcount sits in another section: the statement is not its.
    expect(doc.numbers.find((n) => n.table < 0)?.statement).toBeUndefined();
    expect(readNumbers("Amounts (in thousands): revenue 4,870.").numbers[0]?.statementScale).toBe(
      1000,
    );
    expect(
      readNumbers(
        "(in thousands)\n\n| | 2024 |\n|---|---|\n| A | 5 |\n\nWe have 12 staff.",
      ).numbers.find((n) => n.table < 0)?.statement,
    ).toBeUndefined();
  });
});
