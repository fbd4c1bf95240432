import { describe, expect, it } from "vitest";
import { jsonErrorAt } from "../src/json-error-at.js";
import { readSources, SourcesSyntaxError } from "../src/read-sources.js";

describe("readSources", () => {
  it("should read JSON when the text starts like JSON, and any other text as one source", () => {
    expect(readSources(' [1, "a"] ')).toEqual([1, "a"]);
    expect(readSources('{"id": "R1"}')).toEqual({ id: "R1" });
    expect(readSources("year,revenue\n2024,12\n")).toBe("year,revenue\n2024,12\n");
    expect(readSources("  \n")).toEqual([]);
  });

  it("should say where malformed JSON breaks", () => {
    expect(() => readSources('[\n  {"id": "R1",\n  "fields": }\n]')).toThrow(SourcesSyntaxError);
    expect(() => readSources('[\n  {"id": "R1",\n  "fields": }\n]')).toThrow(
      /\(line 3, column 13\)/,
    );
  });
});

describe("jsonErrorAt", () => {
  it("should find where JSON.parse would stop, or nothing for JSON", () => {
    const cases: [string, number | undefined][] = [
      ['{"a": [1, 2.5e3, -0, true, null, "x\\u00e9\\n"]}', undefined],
      ['{"a": 1,}', 8],
      ["[1, 2", 5],
      ['{"a" 1}', 5],
      ["[01]", 2],
      ['["\\x"]', 3],
      ["[1] x", 4],
      ["[tru]", 1],
      ["", 0],
    ];
    for (const [text, offset] of cases) {
      expect([text, jsonErrorAt(text)]).toEqual([text, offset]);
      let parses = true;
      try {
        JSON.parse(text);
      } catch {
        parses = false;
      }
      expect(parses).toBe(offset === undefined);
    }
  });
});
