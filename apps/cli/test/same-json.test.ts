import { describe, expect, test } from "vitest";
import { sameJson } from "../src/same-json.js";

describe("sameJson", () => {
  // It stands in for comparing JSON.stringify of both: check it against that.
  const texts = [
    "[]",
    "{}",
    "null",
    "0",
    "-0",
    '"a"',
    "[1,2]",
    "[2,1]",
    '{"a":1,"b":2}',
    '{"b":2,"a":1}',
    '{"a":[1,{"b":null}]}',
    '{"a":[1,{"b":false}]}',
    '{"a":[1,{"c":null}]}',
    '[{"id":"R1","fields":{"x":1}}]',
    '[{"id":"R1","fields":{"x":1.5}}]',
    '{"__proto__":1}',
    '{"__proto__":2}',
    '{"1":1,"a":2}',
  ];
  test("agrees with comparing JSON.stringify on parsed values", () => {
    for (const a of texts) {
      for (const b of texts) {
        const x = JSON.parse(a);
        const y = JSON.parse(b);
        expect(sameJson(x, y), `${a} vs ${b}`).toBe(JSON.stringify(x) === JSON.stringify(y));
      }
    }
  });
  test("a deeply nested value does not overflow the stack", () => {
    const deep = JSON.parse(`${"[".repeat(200_000)}${"]".repeat(200_000)}`);
    const other = JSON.parse(`${"[".repeat(200_000)}${"]".repeat(200_000)}`);
    expect(sameJson(deep, other)).toBe(true);
    expect(sameJson(deep, [])).toBe(false);
  });
});
