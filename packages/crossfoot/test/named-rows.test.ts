import { extract } from "@crossfoot/extract";
import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { findNamedRows } from "../src/bind/binding.js";
import { sentenceContext } from "../src/read/sentence-contexts.js";

// Words row labels and sentences are made of: a few shared heads ("line
// item", "cost of"), so many labels need the same words, as in long tables.
const WORDS = ["line", "item", "cost", "revenue", "services", "total", "net", "other", "income"];
const word = fc.constantFrom(...WORDS);
const label = fc
  .tuple(fc.array(word, { minLength: 1, maxLength: 3 }), fc.integer({ min: 0, max: 60 }))
  .map(([ws, n]) => `${ws.join(" ")}${n % 3 === 0 ? ` ${n}` : ""}`);

describe("named rows of a long table", () => {
  test("the word index names the same rows as reading every label", () => {
    fc.assert(
      fc.property(
        fc.array(label, { minLength: 33, maxLength: 90 }),
        fc.array(word, { minLength: 1, maxLength: 8 }),
        (rows, sentenceWords) => {
          const text = `${sentenceWords.join(" ")} was $12.5 million.`;
          const context = sentenceContext(text, extract(text));
          const indexed = findNamedRows(rows, context, true);
          const read = findNamedRows(rows, context, false);
          expect([...indexed].sort()).toEqual([...read].sort());
        },
      ),
      { numRuns: 300 },
    );
  });
});

describe("named rows among named rows", () => {
  // Bound scopes rely on it (see BoundScope): narrowed to the rows a sentence
  // names, every row left is named again among them alone.
  test("a sentence names every row of any list drawn from the rows it names", () => {
    fc.assert(
      fc.property(
        fc.array(label, { minLength: 1, maxLength: 40 }),
        fc.array(word, { minLength: 1, maxLength: 8 }),
        fc.array(fc.nat(), { maxLength: 12 }),
        (rows, sentenceWords, picks) => {
          const text = `${sentenceWords.join(" ")} was $12.5 million.`;
          const context = sentenceContext(text, extract(text));
          const named = [...findNamedRows(rows, context)];
          if (named.length === 0) return;
          const some = picks.map((k) => named[k % named.length] as string);
          expect([...findNamedRows(some, context)].sort()).toEqual([...new Set(some)].sort());
        },
      ),
      { numRuns: 2000 },
    );
  });
});
