import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { extract, findCitations, type Mention, splitSentences } from "../src/index.js";

// FC_RUNS=20000 for a deeper search.
const RUNS = Number(process.env.FC_RUNS ?? 1000);

// Text made mostly of what numbers, citations and sentences are built from.
const TOKENS = [
  ..."0123456789",
  ",",
  ".",
  "%",
  "$",
  "[",
  "]",
  "(",
  ")",
  "k",
  "m",
  "bn",
  " ",
  " ",
  "-",
  "−",
  "+",
  "R",
  "S",
  "x",
  "×",
  "/",
  ":",
  "\n",
  "【",
  "】",
  "million",
  "Source ",
  "FY",
  "Dec",
  "rose",
  "not",
  "US$",
  "HK$",
  "€",
  "pp",
  "bps",
  "Inc.",
  "e.g.",
  "A",
];
const biased = fc
  .array(fc.constantFrom(...TOKENS), { maxLength: 80 })
  .map((parts) => parts.join(""));
const binary = fc.string({ unit: "binary", maxLength: 200 });
const anyText = fc.oneof(binary, biased);

function expectMentionsSliceBack(text: string, mentions: readonly Mention[]): void {
  let last = 0;
  for (const m of mentions) {
    expect(m.text).toBe(text.slice(m.start, m.end));
    expect(m.start).toBeGreaterThanOrEqual(last);
    expect(m.end).toBeGreaterThan(m.start);
    expect(Number.isFinite(m.value)).toBe(true);
    expect(m.precision).toBeGreaterThan(0);
    last = m.end;
  }
}

describe("properties: never throws, offsets slice back", () => {
  test("should never throw in extract, splitSentences or findCitations on any string", () => {
    fc.assert(
      fc.property(anyText, (text) => {
        extract(text);
        splitSentences(text);
        findCitations(text);
      }),
      { numRuns: RUNS },
    );
  });

  test("should give every mention text equal to the input sliced at its offsets, in order", () => {
    fc.assert(
      fc.property(anyText, (text) => {
        expectMentionsSliceBack(text, extract(text));
      }),
      { numRuns: RUNS },
    );
  });

  // Signs around an equals sign ("Net change =− $1,718m"): a sign after "=",
  // before or after a space, a currency or a bracket, is part of the figure
  // or not, but the figure's text is always the answer's own characters.
  const signed = fc
    .array(fc.constantFrom("=", "−", "-", "$", "1,718", "m", "(", ")", " ", "Net change ", "."), {
      maxLength: 16,
    })
    .map((parts) => parts.join(""));

  test("should give every mention text equal to the input sliced at its offsets around signs and equals signs", () => {
    expectMentionsSliceBack("Net change =− $1,718m", extract("Net change =− $1,718m"));
    fc.assert(
      fc.property(signed, (text) => {
        expectMentionsSliceBack(text, extract(text));
      }),
      { numRuns: RUNS * 5 },
    );
  });

  test("should give every sentence text equal to the input sliced at its offsets, covering all non-space text", () => {
    fc.assert(
      fc.property(anyText, (text) => {
        const sentences = splitSentences(text);
        let last = 0;
        sentences.forEach((s, i) => {
          expect(s.text).toBe(text.slice(s.start, s.end));
          expect(s.index).toBe(i);
          expect(s.start).toBeGreaterThanOrEqual(last);
          expect(s.text.length).toBeGreaterThan(0);
          // Trimmed of the whitespace the splitter knows (not all of Unicode's).
          expect(/^[ \t\n\r\u00a0]|[ \t\n\r\u00a0]$/.test(s.text)).toBe(false);
          // Whatever lies between sentences is whitespace.
          expect(text.slice(last, s.start).trim()).toBe("");
          last = s.end;
        });
        expect(text.slice(last).trim()).toBe("");
      }),
      { numRuns: RUNS },
    );
  });

  test("should give every citation text equal to the input sliced at its offsets, with ids", () => {
    fc.assert(
      fc.property(anyText, (text) => {
        let last = 0;
        for (const c of findCitations(text)) {
          expect(c.text).toBe(text.slice(c.start, c.end));
          expect(c.start).toBeGreaterThanOrEqual(last);
          expect(c.ids.length).toBeGreaterThan(0);
          last = c.end;
        }
      }),
      { numRuns: RUNS },
    );
  });

  test("should never return a mention inside a citation", () => {
    fc.assert(
      fc.property(anyText, (text) => {
        const citations = findCitations(text);
        for (const m of extract(text)) {
          for (const c of citations) expect(m.end <= c.start || m.start >= c.end).toBe(true);
        }
      }),
      { numRuns: RUNS },
    );
  });
});

// A number formatted as prose writes it: thousands separators, a chosen
// number of decimals, an optional currency and scale word.
const SCALE_FORMS: { written: string; exponent: number; glued: boolean }[] = [
  { written: "", exponent: 0, glued: true },
  { written: "k", exponent: 3, glued: true },
  { written: "m", exponent: 6, glued: true },
  { written: "bn", exponent: 9, glued: true },
  { written: "bn", exponent: 9, glued: false },
  { written: "thousand", exponent: 3, glued: false },
  { written: "million", exponent: 6, glued: false },
  { written: "billion", exponent: 9, glued: false },
];

function group(digits: string): string {
  let out = "";
  for (let i = 0; i < digits.length; i++) {
    if (i > 0 && (digits.length - i) % 3 === 0) out += ",";
    out += digits[i];
  }
  return out;
}

const formatted = fc
  .record({
    int: fc.oneof(fc.integer({ min: 0, max: 999 }), fc.integer({ min: 0, max: 999_999_999_999 })),
    fraction: fc.string({ unit: fc.constantFrom(..."0123456789"), maxLength: 4 }),
    dollar: fc.boolean(),
    sign: fc.constantFrom("", "-"),
    scale: fc.constantFrom(...SCALE_FORMS),
  })
  .map(({ int, fraction, dollar, sign, scale }) => {
    const number = fraction ? `${group(String(int))}.${fraction}` : group(String(int));
    const suffix = scale.written ? `${scale.glued ? "" : " "}${scale.written}` : "";
    const text = `${sign}${dollar ? "$" : ""}${number}${suffix}`;
    const magnitude = Number(`${int}${fraction}e${scale.exponent - fraction.length}`);
    return {
      text,
      value: sign === "-" ? -magnitude : magnitude,
      precision: 10 ** (scale.exponent - fraction.length),
      kind: dollar ? "money" : "number",
    };
  });

function closeTo(actual: number, expected: number): boolean {
  if (expected === 0) return actual === 0;
  return Math.abs(actual - expected) <= 1e-12 * Math.abs(expected);
}

describe("properties: formatted numbers", () => {
  test("should read back the value and precision a number was formatted with", () => {
    fc.assert(
      fc.property(formatted, ({ text, value, precision, kind }) => {
        const mentions = extract(text);
        expect(mentions).toHaveLength(1);
        const m = mentions[0] as Mention;
        expect(m.text).toBe(text);
        expect(closeTo(m.value, value), `${text}: ${m.value} vs ${value}`).toBe(true);
        expect(closeTo(m.precision, precision), `${text}: ${m.precision} vs ${precision}`).toBe(
          true,
        );
        expect(m.kind).toBe(kind);
      }),
      { numRuns: RUNS },
    );
  });

  test("should read a mention the same with neutral text around it", () => {
    fc.assert(
      fc.property(formatted, ({ text }) => {
        const [bare] = extract(text);
        const wrapped = extract(`Note: ${text} in total.`);
        expect(wrapped).toHaveLength(1);
        const m = wrapped[0] as Mention;
        expect(bare).toBeDefined();
        expect(m.text).toBe(bare?.text);
        expect(m.start).toBe(6);
        expect(m.value).toBe(bare?.value);
        expect(m.kind).toBe(bare?.kind);
        expect(m.precision).toBe(bare?.precision);
      }),
      { numRuns: RUNS },
    );
  });
});

// Thousands separators other than commas: spaces (plain, no-break, narrow no-break) and apostrophes.
const SEPARATORS = [" ", "\u00a0", "\u202f", "'", "’"];

function groupWith(digits: string, sep: string): string {
  let out = "";
  for (let i = 0; i < digits.length; i++) {
    if (i > 0 && (digits.length - i) % 3 === 0) out += sep;
    out += digits[i];
  }
  return out;
}

const ONES = [
  "zero",
  "one",
  "two",
  "three",
  "four",
  "five",
  "six",
  "seven",
  "eight",
  "nine",
  "ten",
  "eleven",
  "twelve",
  "thirteen",
  "fourteen",
  "fifteen",
  "sixteen",
  "seventeen",
  "eighteen",
  "nineteen",
];
const TENS = ["", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"];

/** English words for 0 ≤ n < 1,000,000, British style ("one hundred and five"). */
function inWords(n: number): string {
  const below100 = (k: number) =>
    k < 20 ? ONES[k] : `${TENS[Math.floor(k / 10)]}${k % 10 ? `-${ONES[k % 10]}` : ""}`;
  const below1000 = (k: number) => {
    const h = Math.floor(k / 100);
    const r = k % 100;
    if (h === 0) return below100(r) as string;
    return `${ONES[h]} hundred${r ? ` and ${below100(r)}` : ""}`;
  };
  if (n < 1000) return below1000(n);
  const t = Math.floor(n / 1000);
  const r = n % 1000;
  return `${below1000(t)} thousand${r ? `${r < 100 ? " and " : " "}${below1000(r)}` : ""}`;
}

function placeOf(n: number): number {
  if (n === 0) return 1;
  let p = 1;
  while (n % (p * 10) === 0) p *= 10;
  return p;
}

const UNIT_FORMS: { written: string; factor: number; dimension: string }[] = [
  { written: "ms", factor: 0.001, dimension: "time" },
  { written: " km", factor: 1000, dimension: "length" },
  { written: " kg", factor: 1, dimension: "mass" },
  { written: "GB", factor: 1e9, dimension: "data" },
  { written: " GiB", factor: 2 ** 30, dimension: "data_binary" },
  { written: " hours", factor: 3600, dimension: "time" },
];

const BOUND_FORMS: { written: string; bound: string }[] = [
  { written: "under", bound: "lt" },
  { written: "at least", bound: "ge" },
  { written: "more than", bound: "gt" },
  { written: "up to", bound: "le" },
  { written: "no more than", bound: "le" },
  { written: "≥", bound: "ge" },
];

describe("properties: more written forms", () => {
  test("should read spaced and apostrophe thousands separators back to the same integer", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1000, max: 999_999_999_999 }),
        fc.constantFrom(...SEPARATORS),
        (n, sep) => {
          const text = groupWith(String(n), sep);
          const mentions = extract(`Total: ${text} overall.`);
          expect(mentions).toHaveLength(1);
          expect(mentions[0]).toMatchObject({ text, value: n, precision: 1, kind: "number" });
        },
      ),
      { numRuns: RUNS },
    );
  });

  test("should read numbers written in words with the place of their last non-zero word", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 999_999 }).filter((n) => n !== 1),
        (n) => {
          const words = inWords(n);
          const mentions = extract(`They had ${words} sites.`);
          expect(mentions, words).toHaveLength(1);
          expect(mentions[0]).toMatchObject({ text: words, value: n, precision: placeOf(n) });
        },
      ),
      { numRuns: RUNS },
    );
  });

  test("should read a dash range as one mention with its low and high ends", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 998 }), fc.integer({ min: 1, max: 500 }), (lo, d) => {
        const hi = lo + d;
        const text = `${lo}-${hi}%`;
        const mentions = extract(`Margins were ${text} overall.`);
        expect(mentions).toHaveLength(1);
        expect(mentions[0]).toMatchObject({
          text,
          value: lo,
          kind: "percent",
          range: { low: lo, high: hi },
        });
      }),
      { numRuns: RUNS },
    );
  });

  test("should read a unit's value in the base unit of its dimension", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 99_999 }),
        fc.constantFrom(...UNIT_FORMS),
        (n, unit) => {
          const text = `${n}${unit.written}`;
          const mentions = extract(`It measured ${text} there.`);
          expect(mentions).toHaveLength(1);
          const m = mentions[0] as Mention;
          expect(m.text).toBe(text);
          expect(m.kind).toBe("quantity");
          expect(m.dimension).toBe(unit.dimension);
          expect(closeTo(m.value, n * unit.factor), `${text}: ${m.value}`).toBe(true);
        },
      ),
      { numRuns: RUNS },
    );
  });

  test("should keep the bound words in the mention and the stated number as its value", () => {
    fc.assert(
      fc.property(formatted, fc.constantFrom(...BOUND_FORMS), ({ text, value, kind }, b) => {
        fc.pre(!text.startsWith("-"));
        const written = `${b.written} ${text}`;
        const mentions = extract(`It was ${written} then.`);
        expect(mentions).toHaveLength(1);
        const m = mentions[0] as Mention;
        expect(m.text).toBe(written);
        expect(m.bound).toBe(b.bound);
        expect(m.kind).toBe(kind);
        expect(closeTo(m.value, value)).toBe(true);
      }),
      { numRuns: RUNS },
    );
  });

  test("should never let a mention overlap another, whatever the text", () => {
    fc.assert(
      fc.property(anyText, (text) => {
        const mentions = extract(text);
        for (let k = 1; k < mentions.length; k++) {
          expect((mentions[k] as Mention).start).toBeGreaterThanOrEqual(
            (mentions[k - 1] as Mention).end,
          );
        }
      }),
      { numRuns: RUNS },
    );
  });
});
