import { describe, expect, test } from "vitest";
import { verifyCorpus } from "../src/index.js";
import { readable } from "../src/markup.js";

/** Median processor time of `run(n)` over three runs, in milliseconds. */
function time(run: (n: number) => unknown, n: number): number {
  const times: number[] = [];
  for (let k = 0; k < 3; k++) {
    const start = performance.now();
    run(n);
    times.push(performance.now() - start);
  }
  return times.sort((a, b) => a - b)[1] as number;
}

/** Doubling the input at most about doubles the time (3× allows for noise and warm-up). */
function expectLinear(run: (n: number) => unknown, n: number): void {
  run(n / 4); // warm up
  const once = time(run, n);
  const twice = time(run, 2 * n);
  expect(twice / Math.max(once, 1)).toBeLessThan(3);
}

const windows = (text: string, size: number, overlap: number) => {
  const out: { id: string; document: string; text: string }[] = [];
  for (let s = 0; s < text.length; s += size - overlap) {
    out.push({ id: `d#${out.length}`, document: "d", text: text.slice(s, s + size) });
    if (s + size >= text.length) break;
  }
  return out;
};

describe("hostile input runs in linear time", () => {
  test.each([
    ["many ampersands and one late tag", (n: number) => `<p>${"& ".repeat(n)}</p>`],
    ["many unclosed headings", (n: number) => "<h2>x ".repeat(n)],
    ["many tags never closed", (n: number) => `<p>${"<a href ".repeat(n)}`],
    ["many comments never closed", (n: number) => `<p>x</p>${"<!-- ".repeat(n)}`],
    ["many tables never closed", (n: number) => `<p>x</p>${"<table> ".repeat(n)}`],
  ])("markup: %s", (_name, make) => {
    expectLinear((n) => readable(make(n)), 100_000);
  });

  test("a document that repeats one number, in overlapping windows", () => {
    expectLinear((n) => {
      const text = "Sales were 1,234 units. ".repeat(n);
      return verifyCorpus([{ id: "d", text }], windows(text, 400, 60));
    }, 1_500);
  });

  test("a rewritten chunk of many equal numbers", () => {
    expectLinear((n) => {
      const text = "Sales were 1,234 units. ".repeat(n);
      const chunk = "Units sold: 1,234. ".repeat(n);
      return verifyCorpus([{ id: "d", text }], [{ id: "c", document: "d", text: chunk }]);
    }, 1_500);
  });

  test("many short chunks found nowhere", () => {
    expectLinear((n) => {
      const text = "Revenue rose 4% to 1,234 units. ".repeat(200);
      const chunks = Array.from({ length: n }, (_, k) => ({
        id: `c${k}`,
        document: "d",
        text: `zz ${k % 97}`,
      }));
      return verifyCorpus([{ id: "d", text }], chunks);
    }, 2_000);
  });

  test("one long run of digits and separators", () => {
    expectLinear((n) => {
      const text = `Total ${"1,".repeat(n)}1 units.`;
      return verifyCorpus([{ id: "d", text }], windows(text, 500, 100));
    }, 20_000);
  });
});
