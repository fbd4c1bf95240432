import { fc, test } from "@fast-check/vitest";
import { describe, expect, it } from "vitest";
import { wordBeforeConnector } from "../src/read/word-before.js";

describe("wordBeforeConnector", () => {
  it("reads the word before the connector, past one -ly adverb", () => {
    const text = "Revenue fell sharply from $1,000 million";
    expect(wordBeforeConnector(text, text.indexOf("$"), "from")).toBe("fell");
    const to = "Net income Rose to $412 million";
    expect(wordBeforeConnector(to, to.indexOf("$"), "to")).toBe("rose");
  });

  it("is undefined when the text does not end with the connector as a word", () => {
    const text = "Revenue came into $1,000 million";
    expect(wordBeforeConnector(text, text.indexOf("$"), "to")).toBeUndefined();
    expect(wordBeforeConnector("to $5", 3, "to")).toBeUndefined();
    expect(wordBeforeConnector("", 0, "from")).toBeUndefined();
  });

  test.prop([fc.string({ maxLength: 200 }), fc.nat(), fc.constantFrom("to", "from")])(
    "never throws, and returns a lower-case word of letters",
    (text, at, connector) => {
      const word = wordBeforeConnector(text, Math.min(at, text.length), connector);
      if (word !== undefined) expect(word).toMatch(/^[a-z]+$/);
    },
  );
});
