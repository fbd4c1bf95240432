import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { CueReader } from "../src/cues.js";
import { extract } from "../src/index.js";

// FC_RUNS=20000 for a deeper search.
const RUNS = Number(process.env.FC_RUNS ?? 1000);

// Cue words glued to letters, apostrophes, other scripts, clause stops,
// citations and the jumps the scan makes over tokens it does not read.
const TOKENS = [
  "rose",
  "up",
  "down",
  "increase",
  "fell",
  "higher",
  "growth",
  " ",
  "  ",
  "'",
  "’",
  "x",
  "é",
  "日",
  ".",
  ". ",
  "! ",
  ";",
  ",",
  "\n",
  "5",
  "12%",
  "$5bn",
  "3.2",
  "[R1]",
  "[R1; R2]",
  "(1,234)",
  "made ",
  "failed to ",
  "not ",
  "/",
  "or",
  "due",
  "gain on",
  "about ",
  "under ",
  "three ",
  "FY2024",
  "v1.2.3",
  "COVID-19",
  "555-1234",
  "Section 4.2",
  "10-12%",
  "Acme's",
  "rose's",
  "'s",
  "rose'",
  "'rose",
  "xrose",
  "upé",
  "5bnrose",
  "ROSE",
  "İ",
];
const text = fc.array(fc.constantFrom(...TOKENS), { maxLength: 40 }).map((t) => t.join(""));

describe("direction cues from the scan's notes", () => {
  test("are the cues read back from each figure within its neighbours and clause", () => {
    const reader = new CueReader();
    fc.assert(
      fc.property(text, (t) => {
        // "up from" hands a cue to the figure before: compared elsewhere.
        fc.pre(!/from/i.test(t));
        const mentions = extract(t);
        mentions.forEach((m, k) => {
          if (m.kind === "year") return;
          const floor = k > 0 ? (mentions[k - 1]?.end ?? 0) : 0;
          const ceiling = mentions[k + 1]?.start ?? t.length;
          expect(m.cue).toEqual(reader.readInClause(t, m.start, m.end, floor, ceiling));
        });
      }),
      { numRuns: RUNS },
    );
  });
});
