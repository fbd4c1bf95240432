/**
 * What streaming costs: `checkStream` over an answer of about 2,000
 * characters arriving in 5-character chunks, against `check()` of the same
 * answer once, both against the same sources with a new Checker each (as a
 * service checks each response). Runs alternate in one process, so the load
 * of a shared machine falls on both alike; the figure is the ratio of the
 * medians, in processor time.
 *
 *   pnpm build && pnpm bench benchmarks/speed/stream.ts [--runs 60] [--write]
 *
 * `--write` records the run in benchmarks/results/stream.md.
 */
import { loadavg } from "node:os";
import { fileURLToPath } from "node:url";
import { check, checkStream, splitSentences } from "crossfoot";
import { TYPICAL_ANSWER, typicalFields } from "../fixtures.js";
import { writeResults } from "../write-results.js";

const args = process.argv.slice(2);
const runsAt = args.indexOf("--runs");
const runs = runsAt >= 0 ? Number(args[runsAt + 1]) : 60;
const write = args.includes("--write");
const CHUNK = 5;

// The typical answer, repeated to about 2,000 characters, cut at a sentence end.
let answer = "";
while (answer.length < 2_000) answer += `${TYPICAL_ANSWER} `;
answer = answer.slice(0, answer.lastIndexOf(". ", 2_000) + 1);
const sources = [{ id: "R1", fields: typicalFields() }];
const chunks: string[] = [];
for (let i = 0; i < answer.length; i += CHUNK) chunks.push(answer.slice(i, i + CHUNK));

async function* arriving(): AsyncGenerator<string> {
  for (const c of chunks) yield c;
}

/** Processor time of one call, in milliseconds. */
async function cpu(work: () => unknown): Promise<number> {
  const started = process.cpuUsage();
  await work();
  const used = process.cpuUsage(started);
  return (used.user + used.system) / 1000;
}

const once = () => check(answer, sources);
const streamed = async () => {
  let last: unknown;
  for await (const event of checkStream(arriving(), sources)) last = event;
  return last;
};

// The stream must end with the report check() gives.
const final = (await streamed()) as { report: unknown };
if (JSON.stringify(final.report) !== JSON.stringify(once())) {
  console.error("stream.ts: the streamed report differs from check()");
  process.exit(1);
}
for (let k = 0; k < 10; k++) {
  once();
  await streamed();
}
const a: number[] = [];
const b: number[] = [];
for (let k = 0; k < runs; k++) {
  a.push(await cpu(once));
  b.push(await cpu(streamed));
}
const median = (xs: number[]) => [...xs].sort((x, y) => x - y)[Math.floor(xs.length / 2)] as number;
const ratio = median(b) / median(a);
const load = loadavg()[0]?.toFixed(2);
const lines = [
  "# Streaming cost",
  "",
  "`pnpm bench benchmarks/speed/stream.ts --write`: `checkStream` of one answer arriving in " +
    `${CHUNK}-character chunks against \`check()\` of it once, alternating in one process, medians of processor time.`,
  "",
  "| answer | chunks | check() once | checkStream | ratio | budget |",
  "|---|---:|---:|---:|---:|---:|",
  `| ${answer.length} characters, ${splitSentences(answer).length} sentences, the typical answer repeated | ${chunks.length} | ${median(a).toFixed(2)} ms | ${median(b).toFixed(2)} ms | **${ratio.toFixed(2)}×** | ≤ 3× |`,
  "",
  `${runs} runs of each; Node ${process.version}; load average ${load}. The stream's cost is each sentence read and judged once as it ends, and each chunk's unfinished sentence read again; the whole text is checked again only when it writes a calculation over several lines.`,
  "",
];
console.log(lines.join("\n"));
if (write) {
  writeResults(fileURLToPath(new URL("../results/stream.md", import.meta.url)), lines.join("\n"));
  console.log("wrote benchmarks/results/stream.md");
}
if (ratio > 3) process.exitCode = 1;
