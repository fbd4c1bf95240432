import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { lineAndColumn, locateJsonError } from "../src/json-locate.js";

/** Where and why, as `line:column reason`. */
function located(text: string): string {
  const { offset, reason } = locateJsonError(text);
  const { line, column } = lineAndColumn(text, offset);
  return `${line}:${column} ${reason}`;
}

describe("locateJsonError: the first error in malformed JSON", () => {
  test.each([
    ["trailing comma in an object", '{"a": 1,}', 8, "expected a property name in double quotes"],
    ["trailing comma in an array", "[1, 2,]", 6, "expected a value"],
    ["missing colon", '{"a" 1}', 5, "expected ':' after property name"],
    ["missing value", '{"a": }', 6, "expected a value"],
    ["missing comma in an array", "[1 2]", 3, "expected ',' or ']'"],
    ["missing comma in an object", '{"a": 1 "b": 2}', 8, "expected ',' or '}'"],
    ["mismatched bracket", '{"a": [1, 2}', 11, "expected ',' or ']'"],
    ["single-quoted key", "{'a': 1}", 1, "expected a property name in double quotes"],
    ["single-quoted value", "['a']", 1, "expected a value"],
    ["unquoted key", "{a: 1}", 1, "expected a property name in double quotes"],
    ["unterminated string", '{"a": "x', 8, "unterminated string"],
    ["unterminated key", '{"a', 3, "unterminated string"],
    ["bad escape", '"a\\x"', 2, "bad escape in string"],
    ["bad \\u escape", '"\\u12G4"', 1, "bad \\u escape in string"],
    ["short \\u escape at the end", '"\\u12', 1, "bad \\u escape in string"],
    ["raw newline in a string", '"a\nb"', 2, "unescaped control character in string"],
    ["raw tab in a string", '["a\tb"]', 3, "unescaped control character in string"],
    ["empty input", "", 0, "unexpected end of input, expected a value"],
    ["only whitespace", "  \n ", 4, "unexpected end of input, expected a value"],
    ["unclosed array", "[1, 2", 5, "unexpected end of input, expected ',' or ']'"],
    ["unclosed object", '{"a": 1', 7, "unexpected end of input, expected ',' or '}'"],
    ["key with nothing after it", '{"a"', 4, "expected ':' after property name"],
    ["colon with nothing after it", '{"a":', 5, "unexpected end of input, expected a value"],
    ["text after the value", "{} x", 3, "unexpected text after the JSON value"],
    ["two values", "1 2", 2, "unexpected text after the JSON value"],
    ["truncated literal", "tru", 0, "expected a value"],
    ["NaN", "[NaN]", 1, "expected a value"],
    ["leading zero", "01", 1, "unexpected text after the JSON value"],
    ["lone minus", "-", 0, "expected a value"],
    ["trailing decimal point", "[1.]", 2, "expected ',' or ']'"],
    ["leading decimal point", "[.5]", 1, "expected a value"],
    ["plus sign", "[+1]", 1, "expected a value"],
    ["hex number", "[0x10]", 2, "expected ',' or ']'"],
    ["comment", '{"a": 1 // no\n}', 8, "expected ',' or '}'"],
    ["byte-order mark", "\uFEFF{}", 0, "expected a value"],
  ])("%s", (_name, text, offset, reason) => {
    expect(locateJsonError(text)).toEqual({ offset, reason });
    expect(() => JSON.parse(text)).toThrow();
  });

  test("the line of a trailing comma on line 3 of a sources file", () => {
    const text = '[\n  {\n    "id": "R1", "fields": { "revenue_2024": 3214000000, },\n  }\n]\n';
    expect(located(text)).toBe("3:57 expected a property name in double quotes");
  });

  test("the line of a missing value on line 3", () => {
    expect(located('[\n  {\n    "id": ,\n    "fields": {}\n  }\n]\n')).toBe(
      "3:11 expected a value",
    );
  });

  test("a trailing comma before a closing bracket on its own line", () => {
    expect(located("[\n  1,\n  2,\n]")).toBe("4:1 expected a value");
  });

  test("a truncated file: the error is where the input ends", () => {
    expect(located('{\n  "a": [\n    1,\n')).toBe("4:1 unexpected end of input, expected a value");
    expect(located('{\n  "a": [\n    1\n')).toBe(
      "4:1 unexpected end of input, expected ',' or ']'",
    );
  });

  test("CRLF line endings count as one line break", () => {
    expect(located('{\r\n  "a": 1,\r\n}')).toBe("3:1 expected a property name in double quotes");
  });

  test("escapes, nesting and literals before the error are read correctly", () => {
    const prefix =
      '{"s": "q\\"\\\\\\/\\b\\f\\n\\r\\t\\u00e9", "n": [-1.5e+3, 0, true, false, null, {}, []],';
    expect(JSON.parse(`${prefix} "z": 1}`)).toBeTruthy();
    expect(locateJsonError(`${prefix} }`)).toEqual({
      offset: prefix.length + 1,
      reason: "expected a property name in double quotes",
    });
  });

  test("a number longer than 400 digits is read whole", () => {
    const long = "1".repeat(1000);
    expect(locateJsonError(`[${long}, ]`)).toEqual({
      offset: long.length + 3,
      reason: "expected a value",
    });
    expect(locateJsonError(`[0.${long}e${long} x]`).offset).toBe(2 * long.length + 5);
  });

  test("valid JSON: never throws, reports the end of the text", () => {
    for (const text of ['{"a": [1, "b", null]}', "  42  ", '""', "[]"]) {
      expect(locateJsonError(text)).toEqual({ offset: text.length, reason: "invalid JSON" });
    }
  });
});

describe("locateJsonError: deep nesting", () => {
  const depth = 200_000;

  test(`${depth.toLocaleString("en")} unclosed '[' does not overflow the stack`, () => {
    const text = "[".repeat(depth);
    expect(locateJsonError(text)).toEqual({
      offset: depth,
      reason: "unexpected end of input, expected a value",
    });
  });

  test(`${depth.toLocaleString("en")} '[' closed one short`, () => {
    const text = `${"[".repeat(depth)}${"]".repeat(depth - 1)}`;
    expect(locateJsonError(text)).toEqual({
      offset: text.length,
      reason: "unexpected end of input, expected ',' or ']'",
    });
  });

  test("deeply nested objects with an error at the bottom", () => {
    const text = `${'{"a":'.repeat(depth)}}`;
    expect(locateJsonError(text)).toEqual({ offset: depth * 5, reason: "expected a value" });
  });

  test("deep, valid nesting followed by stray text", () => {
    const text = `${'[{"k":'.repeat(depth / 2)}0${"}]".repeat(depth / 2)}]`;
    expect(locateJsonError(text)).toEqual({
      offset: text.length - 1,
      reason: "unexpected text after the JSON value",
    });
  });
});

describe("lineAndColumn", () => {
  test.each([
    ["abc", 0, 1, 1],
    ["abc", 2, 1, 3],
    ["abc", 3, 1, 4],
    ["a\nbc", 1, 1, 2],
    ["a\nbc", 2, 2, 1],
    ["a\nbc", 3, 2, 2],
    ["a\n\n\nb", 4, 4, 1],
    ["a\r\nb", 3, 2, 1],
    ["", 0, 1, 1],
  ])("%j at %i is %i:%i", (text, offset, line, column) => {
    expect(lineAndColumn(text, offset)).toEqual({ line, column });
  });

  test("agrees with counting line breaks before the offset", () => {
    fc.assert(
      fc.property(
        fc.string({ unit: fc.constantFrom("a", "\n", "\r", " ", "é", "😀") }),
        fc.nat(),
        (text, k) => {
          const offset = k % (text.length + 1);
          const before = text.slice(0, offset);
          const breaks = before.split("\n").length - 1;
          expect(lineAndColumn(text, offset)).toEqual({
            line: breaks + 1,
            column: offset - (before.lastIndexOf("\n") + 1) + 1,
          });
        },
      ),
    );
  });
});

describe("locateJsonError: properties", () => {
  test("a truncated JSON text parses, or the error is located within it without throwing", () => {
    fc.assert(
      fc.property(fc.jsonValue(), fc.nat(), (value, k) => {
        const full = JSON.stringify(value, null, 2);
        const text = full.slice(0, k % (full.length + 1));
        try {
          JSON.parse(text);
          return;
        } catch {
          // located below
        }
        const { offset, reason } = locateJsonError(text);
        expect(Number.isInteger(offset)).toBe(true);
        expect(offset).toBeGreaterThanOrEqual(0);
        expect(offset).toBeLessThanOrEqual(text.length);
        expect(reason.length).toBeGreaterThan(0);
        expect(reason).not.toBe("invalid JSON");
        // Pretty-printed JSON has at most one token per line and everything
        // before the cut is valid, so the error is on the last line.
        expect(lineAndColumn(text, offset).line).toBe(text.split("\n").length);
      }),
      { numRuns: 500 },
    );
  });

  test("after one mutation, the error is at or just before where V8 puts it, on its line", () => {
    const mutation = fc.record({
      at: fc.nat(),
      remove: fc.boolean(),
      insert: fc.constantFrom(",", "}", "]", ":", "x", '"', "\\", "[", "{", "1", "-", ".", "e"),
    });
    fc.assert(
      fc.property(fc.jsonValue(), mutation, (value, { at, remove, insert }) => {
        const full = JSON.stringify(value, null, 2);
        const k = at % (full.length + 1);
        const text = full.slice(0, k) + (remove ? "" : insert) + full.slice(remove ? k + 1 : k);
        let message: string;
        try {
          JSON.parse(text);
          return;
        } catch (error) {
          message = (error as Error).message;
        }
        const { offset } = locateJsonError(text);
        expect(offset).toBeLessThanOrEqual(text.length);
        const position = /at position (\d+)/.exec(message)?.[1];
        if (position === undefined) return;
        // V8 points at the offending character; this scanner at the start of
        // the token it could not read (a number, literal or escape): never
        // after it, never more than a few characters before, and on its line.
        const v8 = Number(position);
        expect(offset).toBeLessThanOrEqual(v8);
        expect(v8 - offset).toBeLessThanOrEqual(6);
        expect(lineAndColumn(text, offset).line).toBe(lineAndColumn(text, v8).line);
      }),
      { numRuns: 2000 },
    );
  });

  test("arbitrary text never throws and stays in bounds", () => {
    fc.assert(
      fc.property(
        fc.string({
          unit: fc.constantFrom(
            "{",
            "}",
            "[",
            "]",
            ",",
            ":",
            '"',
            "\\",
            "u",
            "1",
            "-",
            "e",
            " ",
            "\n",
            "t",
            "a",
          ),
          maxLength: 60,
        }),
        (text) => {
          const { offset, reason } = locateJsonError(text);
          expect(offset).toBeGreaterThanOrEqual(0);
          expect(offset).toBeLessThanOrEqual(text.length);
          let valid = true;
          try {
            JSON.parse(text);
          } catch {
            valid = false;
          }
          // The scanner accepts exactly what JSON.parse accepts.
          expect(reason === "invalid JSON").toBe(valid);
        },
      ),
      { numRuns: 3000 },
    );
  });
});
