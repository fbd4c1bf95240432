/**
 * Extraction speed and linearity (time per typical answer, ratio to a bare
 * digit scan, and growth on adversarial input). Run from the repository root:
 *
 *   pnpm build && node --expose-gc tooling/scripts/bench.mjs benchmarks/extract/bench.ts
 *
 * (`pnpm bench benchmarks/extract/bench.ts` works too; --expose-gc makes the
 * linearity runs start from a collected heap, which steadies the ratio.)
 *
 * (a) a 1 MB adversarial string against a 500 KB one: the time ratio must stay
 *     near 2 (linear; target ≤ 2.5);
 * (b) a typical 600-character answer with 9 figures: median time (target
 *     < 15 µs) and the ratio to a bare `/\d[\d,.]*\/g` scan of the same text
 *     (target ≤ 4×); beside them, for reference, two floors of any extractor
 *     written in JavaScript (a loop that only classifies each character, and
 *     one that also hashes and looks up each word), as ratios to the same scan;
 * (c) what `check()` also calls per answer and per sentence: `extract` of one
 *     short sentence, `splitSentences` and `findCitations` of the answer.
 *
 * Writes benchmarks/results/extract.md.
 */
import { cpus, loadavg } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import {
  ENGLISH_DIRECTION_WORDS,
  extract,
  findCitations,
  splitSentences,
} from "@crossfoot/extract";
import { Bench } from "tinybench";
import { writeResults } from "../write-results.js";

const here = dirname(fileURLToPath(import.meta.url));

/** Adversarial content: long digit runs, separators, nested parentheses, repeated scale words. */
const ADVERSARIAL_CHUNK = [
  "9".repeat(400),
  " 1,234,567,890,123,456,789,012 ",
  "((((((((((((1,234))))))))))))",
  " million million billion bn bn k thousand lakh crore ",
  "1 234 567 890 123 ",
  "1'234'567'890 ",
  "$ $ $5 $5bn $5 bn € £ ",
  "10-12-14-16-18% ",
  "between 1 and 2 and 3 and 4 ",
  "1.2.3.4.5.6.7.8 ",
  "one two three four five six seven eight nine ten hundred thousand million ",
  "[1][2][3][R1, R2][1-3] ",
  "1e1e1e1e1 1.2 × 10^6 × 10^6 ",
  "(((( $ (1,2,3,4,5,6) )))) ",
  "-".repeat(50),
  "5%-6%-7%-8% ",
  "under under at least more than 5 ",
  "\n1. 2. 3. ",
].join("");

function adversarial(bytes: number): string {
  let s = "";
  while (s.length < bytes) s += ADVERSARIAL_CHUNK;
  return s.slice(0, bytes);
}

/** A typical answer: about 600 characters with 9 figures. */
const ANSWER =
  "Acme's revenue grew 12% to $3.2bn in FY2024 [R1], helped by higher prices in its services " +
  "business. Operating margin widened to 18.4% [R1], while net income rose 9.5% to $412m on lower " +
  "interest costs. The company shipped 12,400 units during the year, and headcount reached 1,850 " +
  "employees at year end [S2]. Management expects revenue growth of 10-12% next year and plans to " +
  "keep capital spending at about $250 million [R2]. The board also approved a new buyback " +
  "programme and said it would review the dividend policy at the annual meeting in May, after the " +
  "audit is complete.";

/** One sentence of a typical answer, as `check()` extracts each sentence on its own. */
const SENTENCE = "Revenue grew 15.0% to $2.3 million in 2024 [R1].";

const SCAN = /\d[\d,.]*/g;
function scan(text: string): number {
  SCAN.lastIndex = 0;
  let n = 0;
  while (SCAN.exec(text) !== null) n++;
  return n;
}

/**
 * Floor of any extractor in JavaScript that looks at every character: a
 * loop that only classifies each character as a letter, a digit or other.
 */
function classifyFloor(text: string): number {
  let letters = 0;
  let digits = 0;
  let other = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    const l = c | 32;
    if (l >= 97 && l <= 122) letters++;
    else if (c >= 48 && c <= 57) digits++;
    else other++;
  }
  return letters + 2 * digits + 3 * other;
}

/** Hash of a word's lower-cased letters, as {@link hashFloor} computes it while reading. */
function wordHash(word: string): number {
  let h = 0;
  for (let k = 0; k < word.length; k++) h = Math.imul(h ^ (word.charCodeAt(k) | 32), 0x9e3779b1);
  return h ^ (h >>> 15);
}

/** Open addressing over word hashes (0 is an empty slot): the direction words, as a word list an extractor looks words up in. */
const WORD_TABLE = (() => {
  const table = new Int32Array(512);
  for (const w of [...ENGLISH_DIRECTION_WORDS.increase, ...ENGLISH_DIRECTION_WORDS.decrease]) {
    let slot = wordHash(w) & 511;
    while (table[slot] !== 0) slot = (slot + 1) & 511;
    table[slot] = wordHash(w);
  }
  return table;
})();

/**
 * Floor of one that also looks at every word: the same loop, hashing each
 * run of letters (lower-cased) as it reads it and looking the hash up in a
 * table, as a word look-up would.
 */
function hashFloor(text: string): number {
  let found = 0;
  let digits = 0;
  let h = 0;
  let inWord = false;
  for (let i = 0; i <= text.length; i++) {
    const c = i < text.length ? text.charCodeAt(i) : 32;
    const l = c | 32;
    if (l >= 97 && l <= 122) {
      h = Math.imul(h ^ l, 0x9e3779b1);
      inWord = true;
      continue;
    }
    if (inWord) {
      const key = h ^ (h >>> 15);
      let slot = key & 511;
      for (;;) {
        const v = WORD_TABLE[slot] as number;
        if (v === 0) break;
        if (v === key) {
          found++;
          break;
        }
        slot = (slot + 1) & 511;
      }
      h = 0;
      inWord = false;
    }
    if (c >= 48 && c <= 57) digits++;
  }
  return found + digits;
}

async function main(): Promise<void> {
  const figures = extract(ANSWER).filter((m) => m.kind !== "year");
  const small = adversarial(500_000);
  const large = adversarial(1_000_000);

  // (a) linearity: runs of each size, interleaved so load from other processes
  // hits both alike; the minimum of each is the least disturbed run.
  const gc = (globalThis as { gc?: () => void }).gc;
  const once = (text: string): number => {
    gc?.(); // start each run from a collected heap when run with --expose-gc
    const t0 = performance.now();
    extract(text);
    return performance.now() - t0;
  };
  once(small); // warm up
  once(large);
  let t500 = Number.POSITIVE_INFINITY;
  let t1000 = Number.POSITIVE_INFINITY;
  for (let r = 0; r < 15; r++) {
    t500 = Math.min(t500, once(small));
    t1000 = Math.min(t1000, once(large));
  }
  // Per-character cost across sizes: flat when extraction is linear.
  const sizes = [250_000, 500_000, 1_000_000, 2_000_000].map((size) => {
    const text = adversarial(size);
    once(text);
    let best = Number.POSITIVE_INFINITY;
    for (let r = 0; r < 5; r++) best = Math.min(best, once(text));
    return { size, ms: best, nsPerChar: (best * 1e6) / size, mentions: extract(text).length };
  });
  // (b) also as the fastest of 40 batches of 1,000 calls: robust to other load on the machine.
  const batch = (f: () => void): number => {
    let best = Number.POSITIVE_INFINITY;
    for (let b = 0; b < 40; b++) {
      const t0 = performance.now();
      for (let k = 0; k < 1000; k++) f();
      best = Math.min(best, performance.now() - t0);
    }
    return best; // ms per 1,000 calls = µs per call
  };
  const exBatch = batch(() => extract(ANSWER));
  const scBatch = batch(() => scan(ANSWER));

  // (b) typical answer.
  const bench = new Bench({ time: 2000, warmupTime: 500 });
  bench.add("extract(600-char answer)", () => {
    extract(ANSWER);
  });
  bench.add("/\\d[\\d,.]*/g scan (same text)", () => {
    scan(ANSWER);
  });
  bench.add("floor: classify each character (same text)", () => {
    classifyFloor(ANSWER);
  });
  bench.add("floor: classify and hash each word (same text)", () => {
    hashFloor(ANSWER);
  });
  bench.add("extract(one sentence)", () => {
    extract(SENTENCE);
  });
  bench.add("splitSentences(600-char answer)", () => {
    splitSentences(ANSWER);
  });
  bench.add("findCitations(600-char answer)", () => {
    findCitations(ANSWER);
  });
  await bench.run();
  // Median and mean of task `k`, in µs, in the order the tasks were added.
  const latency = (k: number): { p50: number; mean: number } => {
    const r = bench.tasks[k]?.result as unknown as { latency: { p50: number; mean: number } };
    return { p50: r.latency.p50 * 1000, mean: r.latency.mean * 1000 };
  };
  const ex = latency(0);
  const sc = latency(1);
  const classify = latency(2);
  const hash = latency(3);
  const sentence = latency(4);
  const split = latency(5);
  const citations = latency(6);
  const ratioA = t1000 / t500;
  const ratioB = ex.p50 / sc.p50;
  const lines = [
    "# Extraction benchmark",
    "",
    "Command, from the repository root: `pnpm build && node --expose-gc tooling/scripts/bench.mjs benchmarks/extract/bench.ts` (or `pnpm bench benchmarks/extract/bench.ts`)",
    "",
    `Machine: ${cpus().length} cores (${cpus()[0]?.model.trim() ?? "unknown"}), Node ${process.version}. Run on ${new Date().toISOString().slice(0, 10)}.`,
    "",
    "## (a) Linearity on adversarial input",
    "",
    "Long digit runs, thousands-separator chains, nested parentheses, repeated scale words, ranges, bounds, citations and number words, repeated to size. Fastest of 15 interleaved runs each.",
    "",
    "| input | time |",
    "| --- | --- |",
    `| 500 KB | ${t500.toFixed(1)} ms |`,
    `| 1 MB | ${t1000.toFixed(1)} ms |`,
    "",
    `Ratio 1 MB / 500 KB: **${ratioA.toFixed(2)}** (target ≤ ~2.5; 2.0 is linear).`,
    "",
    "Cost per character across sizes (fastest of 5 runs each; flat means linear):",
    "",
    "| input | mentions | time | per char |",
    "| --- | --- | --- | --- |",
    ...sizes.map(
      (r) =>
        `| ${r.size / 1000} KB | ${r.mentions} | ${r.ms.toFixed(1)} ms | ${r.nsPerChar.toFixed(0)} ns |`,
    ),
    "",
    "## (b) A typical answer",
    "",
    `${ANSWER.length} characters, ${figures.length} figures (plus years). tinybench, 2 s per task.`,
    "",
    "| task | median | mean |",
    "| --- | --- | --- |",
    `| \`extract\` | ${ex.p50.toFixed(2)} µs | ${ex.mean.toFixed(2)} µs |`,
    `| bare \`/\\d[\\d,.]*/g\` scan | ${sc.p50.toFixed(2)} µs | ${sc.mean.toFixed(2)} µs |`,
    "",
    "Where the ratio of any extractor written in JavaScript starts: two loops over the same text, as ratios to the scan (medians).",
    "",
    "| floor | median | ratio to the scan |",
    "| --- | --- | --- |",
    `| a loop that classifies each character (letter, digit, other) | ${classify.p50.toFixed(2)} µs | ${(classify.p50 / sc.p50).toFixed(1)}× |`,
    `| the same loop, also hashing each word and looking it up | ${hash.p50.toFixed(2)} µs | ${(hash.p50 / sc.p50).toFixed(1)}× |`,
    `| \`extract\` | ${ex.p50.toFixed(2)} µs | ${(ex.p50 / sc.p50).toFixed(1)}× |`,
    "",
    `Fastest of 40 batches of 1,000 calls (least disturbed by other load): extract ${exBatch.toFixed(2)} µs, scan ${scBatch.toFixed(2)} µs, ratio ${(exBatch / scBatch).toFixed(1)}×.`,
    "",
    `Load average while running: ${loadavg()
      .map((l) => l.toFixed(2))
      .join(", ")} (other sessions share this 2-core machine).`,
    "",
    `Median extraction time: **${ex.p50.toFixed(2)} µs** (target < 15 µs). Ratio to the bare scan: **${ratioB.toFixed(1)}×** (target ≤ 4×).`,
    "",
    "## (c) What a check calls besides",
    "",
    `\`check()\` reads the whole answer once (\`splitSentences\`, \`findCitations\` and \`extract\` of the answer, each sentence then handed its own), and extracts a sentence on its own only where a figure opens it or runs across its edge: the costs of those calls. tinybench, 2 s per task; the sentence is ${SENTENCE.length} characters with 3 figures.`,
    "",
    "| task | median | mean |",
    "| --- | --- | --- |",
    `| \`extract\` of one sentence | ${sentence.p50.toFixed(2)} µs | ${sentence.mean.toFixed(2)} µs |`,
    `| \`splitSentences\` of the answer | ${split.p50.toFixed(2)} µs | ${split.mean.toFixed(2)} µs |`,
    `| \`findCitations\` of the answer | ${citations.p50.toFixed(2)} µs | ${citations.mean.toFixed(2)} µs |`,
    "",
  ];
  const out = lines.join("\n");
  writeResults(join(here, "..", "results", "extract.md"), out);
  console.log(out);
}

await main();
