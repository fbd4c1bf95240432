import { describe, expect, test } from "vitest";
import { beyondDouble, extract, type Mention } from "../src/index.js";

/** The one mention in `text`, checked to slice back to its offsets. */
function only(text: string): Mention {
  const mentions = extract(text);
  expect(mentions, JSON.stringify(mentions)).toHaveLength(1);
  const m = mentions[0] as Mention;
  expect(text.slice(m.start, m.end)).toBe(m.text);
  return m;
}

describe("extract: figures", () => {
  const cases: [string, Partial<Mention>][] = [
    [
      "$3.2bn",
      {
        text: "$3.2bn",
        start: 0,
        end: 6,
        value: 3_200_000_000,
        kind: "money",
        precision: 100_000_000,
        currency: "$",
        scale: "billion",
      },
    ],
    ["12%", { value: 12, kind: "percent", precision: 1 }],
    ["1,234.50", { value: 1234.5, kind: "number", precision: 0.01 }],
    [
      "$3,214 million",
      {
        text: "$3,214 million",
        value: 3_214_000_000,
        kind: "money",
        precision: 1_000_000,
        currency: "$",
        scale: "million",
      },
    ],
    [
      "€4.5 million",
      { value: 4_500_000, kind: "money", precision: 100_000, currency: "EUR", scale: "million" },
    ],
    [
      "US$ 7k",
      {
        text: "US$ 7k",
        value: 7000,
        kind: "money",
        precision: 1000,
        currency: "USD",
        scale: "thousand",
      },
    ],
    [
      "HK$5m",
      { value: 5_000_000, kind: "money", precision: 1_000_000, currency: "HKD", scale: "million" },
    ],
    ["12 percent", { text: "12 percent", value: 12, kind: "percent", precision: 1 }],
    ["12 per cent", { text: "12 per cent", value: 12, kind: "percent", precision: 1 }],
    ["3 percentage points", { text: "3 percentage points", value: 3, kind: "pp", precision: 1 }],
    ["3pp", { value: 3, kind: "pp", precision: 1 }],
    ["3 p.p.", { text: "3 p.p.", value: 3, kind: "pp", precision: 1 }],
    ["25 bps", { text: "25 bps", value: 25, kind: "bps", precision: 1 }],
    ["25 basis points", { value: 25, kind: "bps", precision: 1 }],
    ["2.5x", { text: "2.5x", value: 2.5, kind: "multiple", precision: 0.1 }],
    ["39.3 million", { value: 39_300_000, kind: "number", precision: 100_000, scale: "million" }],
    ["40k", { value: 40_000, kind: "number", precision: 1000, scale: "thousand" }],
    [".5", { text: ".5", value: 0.5, kind: "number", precision: 0.1 }],
    ["0.05%", { value: 0.05, kind: "percent", precision: 0.01 }],
    ["1,234,567", { value: 1_234_567, kind: "number", precision: 1 }],
    ["$1,234.56 thousand", { value: 1_234_560, precision: 10, scale: "thousand", currency: "$" }],
    ["USD 5 million", { text: "USD 5 million", value: 5_000_000, currency: "USD", kind: "money" }],
    ["5 million USD", { text: "5 million USD", value: 5_000_000, currency: "USD", kind: "money" }],
    ["£12", { value: 12, currency: "GBP", kind: "money" }],
    ["¥300", { value: 300, currency: "JPY", kind: "money" }],
    ["₹5 crore", { value: 50_000_000, currency: "INR", scale: "crore", precision: 10_000_000 }],
    ["Rs. 500", { text: "Rs. 500", value: 500, currency: "INR" }],
    ["2 lakh", { value: 200_000, scale: "lakh", precision: 100_000 }],
    ["$1.5tn", { value: 1_500_000_000_000, scale: "trillion", precision: 100_000_000_000 }],
    ["$5 m", { text: "$5 m", value: 5_000_000, scale: "million", currency: "$" }],
    ["2,200", { value: 2200, kind: "number" }],
  ];
  for (const [text, expected] of cases) {
    test(`should read "${text}"`, () => {
      expect(only(text)).toMatchObject(expected);
    });
  }

  test("should give exact values for decimal scales", () => {
    expect(only("$3.21bn").value).toBe(3_210_000_000);
    expect(only("0.1m").value).toBe(100_000);
    expect(only("$0.3bn").value).toBe(300_000_000);
    expect(only("1.1 million").value).toBe(1_100_000);
  });

  test("should leave the optional fields that were not written undefined", () => {
    const m = only("12%");
    for (const field of ["currency", "scale", "negative", "signed", "period", "cue"] as const)
      expect(m[field]).toBeUndefined();
    // JSON carries only what was written.
    expect(JSON.parse(JSON.stringify(m))).toEqual({
      text: "12%",
      start: 0,
      end: 3,
      value: 12,
      kind: "percent",
      precision: 1,
    });
  });

  test("should give every mention the same fields in the same order", () => {
    const ms = extract("Revenue rose 12% to about $3.2bn in FY2024, between 5 and 7 km, (1,234).");
    expect(ms.length).toBeGreaterThan(3);
    const keys = Object.keys(ms[0] as object);
    for (const m of ms) expect(Object.keys(m)).toEqual(keys);
  });

  test("should read a single-letter scale only when glued or after money", () => {
    // A free-standing "m" is metres, not millions.
    expect(only("5 m")).toMatchObject({ text: "5 m", value: 5, kind: "quantity", unit: "m" });
    expect(only("5 k")).toMatchObject({ text: "5", value: 5 });
    expect(only("5m")).toMatchObject({ value: 5_000_000 });
  });
});

describe("extract: signs", () => {
  test("should read a leading minus as negative and signed", () => {
    expect(only("-3.5%")).toMatchObject({
      text: "-3.5%",
      value: -3.5,
      kind: "percent",
      precision: 0.1,
      negative: true,
      signed: true,
    });
  });

  test("should read a leading plus as signed, not negative", () => {
    const m = only("+5.2%");
    expect(m).toMatchObject({ text: "+5.2%", value: 5.2, signed: true });
    expect(m.negative).toBeUndefined();
  });

  test("should read the Unicode minus", () => {
    expect(only("\u22123pp")).toMatchObject({
      text: "\u22123pp",
      value: -3,
      kind: "pp",
      negative: true,
      signed: true,
    });
  });

  test("should read a minus before or after the currency", () => {
    expect(only("-$3.2bn")).toMatchObject({
      text: "-$3.2bn",
      value: -3_200_000_000,
      negative: true,
    });
    expect(only("$-3.2bn")).toMatchObject({
      text: "$-3.2bn",
      value: -3_200_000_000,
      negative: true,
    });
  });

  test("should not read a hyphen joining two tokens as a sign", () => {
    // "12-15" is one range; "pages 12-15" a reference.
    const mentions = extract("a 12-15 split");
    expect(mentions.map((m) => m.range)).toEqual([{ low: 12, high: 15 }]);
    expect(mentions.every((m) => m.negative === undefined)).toBe(true);
    expect(extract("pages 12-15")).toEqual([]);
  });
});

describe("extract: years", () => {
  test("should read a bare four-digit year as kind year with its period", () => {
    expect(only("2019")).toMatchObject({ value: 2019, kind: "year", precision: 1, period: "2019" });
  });

  test("should read a fiscal year with its prefix", () => {
    expect(only("FY2024")).toMatchObject({
      text: "FY2024",
      start: 0,
      end: 6,
      value: 2024,
      kind: "year",
      period: "FY2024",
    });
    expect(only("in CY2023 sales")).toMatchObject({ text: "CY2023", start: 3, period: "CY2023" });
  });

  test("should read years in prose", () => {
    const mentions = extract("Revenue in 2023 was $3bn, up from 2022.");
    expect(mentions.map((m) => [m.text, m.kind])).toEqual([
      ["2023", "year"],
      ["$3bn", "money"],
      ["2022", "year"],
    ]);
  });

  test("should not read money, grouped, signed or out-of-range numbers as years", () => {
    expect(only("$2019").kind).toBe("money");
    expect(only("2,019").kind).toBe("number");
    expect(only("-2019").kind).toBe("number");
    expect(only("2019.5").kind).toBe("number");
    expect(only("2200").kind).toBe("number");
    expect(only("1799").kind).toBe("number");
    expect(only("2019%").kind).toBe("percent");
  });

  test("should leave years out with includeYears: false", () => {
    expect(
      extract("In 2019 and FY2020 it was 5%.", { includeYears: false }).map((m) => m.text),
    ).toEqual(["5%"]);
  });
});

describe("extract: what is not a figure", () => {
  const none: [string, string][] = [
    ["citations [R1] and [1]", "Revenue rose [R1] and fell [1]."],
    ["a citation range", "See [1-3]."],
    ["an id list", "See [R1, R2]."],
    ["a bracket with CJK brackets", "See 【2】."],
    ["a (Source 2) citation", "See (Source 2)."],
    ["a version string", "Version 8.4.1.1 is out."],
    ["a v-prefixed version", "Upgrade to v2.3 now."],
    ["a time", "The call is at 10:30 today."],
    ["a numeric date", "Filed on 11/30/04."],
    ["an ISO date", "As of 2019-06-30 only."],
    ["a day after a month", "By December 31 only."],
    ["a day before a month", "By 31 Dec only."],
    ["an identifier", "Table B01003e1 lists it."],
    ["an ordinal", "It came 3rd overall."],
    ["the 100 after ×", "share = part / total × 100"],
    ["the 100 after x", "(a / b) x 100"],
    ["the 100 after multiplying by", "then multiplying by 100"],
    ["the 1000 after times", "per mille is ratio times 1000"],
    ["a divisor after /", "the average is (a + b) / 2"],
    ["a divisor after divide by", "then divide by 2"],
    ["a divisor after divided by", "the sum divided by 3"],
    ["a list marker at the start", "1. First item"],
    ["list markers on lines", "Intro\n1. First\n2) Second\n  3. Third"],
  ];
  for (const [what, text] of none) {
    test(`should not read ${what}`, () => {
      expect(extract(text, { includeYears: false })).toEqual([]);
    });
  }

  test("should read the year but not the day in a full date", () => {
    expect(extract("December 31, 2019").map((m) => [m.text, m.kind])).toEqual([["2019", "year"]]);
  });

  test("should read figures next to citations but not the citation ids", () => {
    const text = "Revenue was $3.2bn [R1, R2] and 12% [3].";
    expect(extract(text).map((m) => m.text)).toEqual(["$3.2bn", "12%"]);
  });

  test("should read a number that is not a list marker at a line start", () => {
    expect(extract("1.5 million people").map((m) => m.value)).toEqual([1_500_000]);
    expect(extract("12% of people").map((m) => m.value)).toEqual([12]);
    expect(extract("Won 1. Go").map((m) => m.value)).toEqual([1]);
  });

  test("should read 100 when it is not a formula constant", () => {
    expect(extract("It sold 100 units.").map((m) => m.value)).toEqual([100]);
    expect(extract("a / 20").map((m) => m.value)).toEqual([20]);
    expect(extract("It was 31 units.").map((m) => m.value)).toEqual([31]);
  });
});

describe("extract: offsets and hedges", () => {
  test("should give offsets that slice back to the text", () => {
    const text = "In FY2024, Acme's revenue rose 12% to $3.2bn [R1]; margins fell −3pp to 25 bps.";
    const mentions = extract(text);
    expect(mentions.map((m) => m.text)).toEqual(["FY2024", "12%", "$3.2bn", "−3pp", "25 bps"]);
    for (const m of mentions) expect(text.slice(m.start, m.end)).toBe(m.text);
  });

  test("should count offsets in UTF-16 code units", () => {
    const text = "😀😀 €4.5 million";
    const m = extract(text)[0] as Mention;
    expect(m.start).toBe(5);
    expect(text.slice(m.start, m.end)).toBe("€4.5 million");
  });

  test("should mark hedged figures approximate, without the hedge in the text", () => {
    expect(only("approximately $3bn")).toMatchObject({ text: "$3bn", approximate: true });
    expect(only("about 40k")).toMatchObject({ text: "40k", approximate: true });
    expect(only("~12%")).toMatchObject({ text: "12%", approximate: true });
    expect(only("exactly 12%").approximate).toBeUndefined();
  });

  test("should return an empty list for text without figures", () => {
    expect(extract("")).toEqual([]);
    expect(extract("No numbers here.")).toEqual([]);
  });
});

describe("beyondDouble: a figure a double cannot hold", () => {
  test("should name a fraction that underflows and an integer that overflows, and nothing else", () => {
    const read = (text: string) => {
      const [m] = extract(text);
      if (!m) throw new Error(`no figure in ${text}`);
      return beyondDouble(m.value, m.precision);
    };
    expect(read(`The rate was 0.${"0".repeat(330)}1.`)).toBe("small");
    expect(read(`The rate was 0.${"0".repeat(315)}1.`)).toBe("small");
    expect(read(`The count was 1${"0".repeat(400)}.`)).toBe("large");
    expect(read("The rate was 0.000.")).toBeUndefined();
    expect(read("The rate was 0.")).toBeUndefined();
    expect(read(`The rate was 0.${"0".repeat(300)}1.`)).toBeUndefined();
    expect(read(`The count was 1${"0".repeat(300)}.`)).toBeUndefined();
    expect(read("Revenue was $3.21bn.")).toBeUndefined();
  });
});
