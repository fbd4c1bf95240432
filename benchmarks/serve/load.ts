/**
 * What `crossfoot serve` answers under load: the built server, started as
 * users start it, takes `POST /v1/check` with the typical answer (9 figures
 * against one record of 20 values) from autocannon at a few connection
 * counts, each for `--duration` seconds after a warm-up. The load generator
 * runs on the same machine, so it takes part of the same cores: the
 * figures are what one machine does as server and client both, a floor for
 * the server alone.
 *
 *   pnpm build && pnpm bench benchmarks/serve/load.ts [--duration 10] [--write]
 *
 * `--write` records the run in benchmarks/results/serve.md.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { createRequire } from "node:module";
import { availableParallelism, loadavg } from "node:os";
import { fileURLToPath } from "node:url";
import { TYPICAL_ANSWER, typicalFields } from "../fixtures.js";
import { writeResults } from "../write-results.js";

interface Histogram {
  readonly average: number;
  readonly p50: number;
  readonly p99: number;
}
interface Result {
  readonly requests: Histogram & { readonly total: number };
  readonly latency: Histogram;
  readonly duration: number;
  readonly errors: number;
  readonly timeouts: number;
  readonly non2xx: number;
  readonly "2xx": number;
}
type Autocannon = (options: Record<string, unknown>) => Promise<Result>;

const args = process.argv.slice(2);
const durationAt = args.indexOf("--duration");
const duration = durationAt >= 0 ? Number(args[durationAt + 1]) : 10;
const write = args.includes("--write");

const cliDir = fileURLToPath(new URL("../../apps/cli/", import.meta.url));
const bin = `${cliDir}dist/bin.cjs`;
if (!existsSync(bin)) {
  console.error("load.ts: build the CLI first (pnpm --filter @crossfoot/cli build)");
  process.exit(2);
}
// autocannon is a development dependency of the CLI, resolved from there.
const autocannon = createRequire(`${cliDir}package.json`)("autocannon") as Autocannon;

const body = JSON.stringify({
  answer: TYPICAL_ANSWER,
  sources: [{ id: "R1", fields: typicalFields() }],
});

/** A server started as `crossfoot serve --port 0 …flags`; its log lines are read and dropped. */
async function start(flags: readonly string[]): Promise<{ url: string; child: ChildProcess }> {
  const child = spawn(process.execPath, [bin, "serve", "--port", "0", ...flags], {
    stdio: ["ignore", "ignore", "pipe"],
  });
  let err = "";
  const url = await new Promise<string>((resolve, reject) => {
    child.stderr?.setEncoding("utf8");
    const onData = (text: string) => {
      err += text;
      const m = /^crossfoot serve: listening on (\S+)$/m.exec(err);
      if (m) {
        // Keep reading the log (a pipe nobody reads would stall the server), but keep none of it.
        child.stderr?.off("data", onData);
        child.stderr?.resume();
        child.stderr?.on("data", () => {});
        resolve(m[1] as string);
      }
    };
    child.stderr?.on("data", onData);
    child.once("exit", (code) => reject(new Error(`serve exited (${code}): ${err}`)));
  });
  return { url, child };
}

async function stop(child: ChildProcess): Promise<void> {
  const exited = new Promise((resolve) => child.once("exit", resolve));
  child.kill("SIGTERM");
  await exited;
}

const cannon = (url: string, connections: number, seconds: number) =>
  autocannon({
    url: `${url}/v1/check`,
    method: "POST",
    headers: { "content-type": "application/json" },
    body,
    connections,
    duration: seconds,
  });

interface Row {
  readonly server: string;
  readonly connections: number;
  /** The 1-minute load average as the row started: the machine may be shared. */
  readonly load: number;
  readonly result: Result;
}

const cores = availableParallelism();
const loadBefore = loadavg();
const rows: Row[] = [];
// The server as it starts by default (one worker per core, queue 32, a JSON
// log line per request), then with one worker: the figure per worker.
const setups: { server: string; flags: string[]; connections: number[] }[] = [
  { server: `default (${cores} workers, logging)`, flags: [], connections: [1, 8, 32, 128] },
  { server: "--concurrency 1", flags: ["--concurrency", "1"], connections: [8] },
];
for (const setup of setups) {
  const { url, child } = await start(setup.flags);
  try {
    await cannon(url, 8, 2); // warm-up: the workers compile the checker's hot paths
    for (const connections of setup.connections) {
      const load = loadavg()[0] as number;
      const result = await cannon(url, connections, duration);
      rows.push({ server: setup.server, connections, load, result });
      console.error(
        `${setup.server}, ${connections} connections: ${(result.requests.total / result.duration).toFixed(0)} requests/s`,
      );
    }
  } finally {
    await stop(child);
  }
}
const loadAfter = loadavg();

const fmt = (xs: readonly number[]) => xs.map((x) => x.toFixed(2)).join(", ");
// autocannon's latencies are whole milliseconds.
const ms = (x: number) => (x === 0 ? "< 1 ms" : `${x} ms`);
const lines = [
  "# crossfoot serve under load",
  "",
  `Run ${new Date().toISOString().slice(0, 16).replace("T", " ")} UTC, Node ${process.version}, ${cores} cores; load average ${fmt(loadBefore)} before the run, ${fmt(loadAfter)} after it.`,
  "",
  `Command: \`pnpm build && pnpm bench benchmarks/serve/load.ts --write\` (autocannon 9 in the benchmark's own process on the same machine, ${duration} s per row after a 2 s warm-up; \`POST /v1/check\` with the typical answer, 9 figures against one record of 20 values, ${body.length} bytes).`,
  "",
  "| server | connections | responses/s | 2xx/s | p50 latency | p99 latency | errors | non-2xx | load average at start |",
  "| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |",
  ...rows.map(({ server, connections, load, result: r }) =>
    [
      "",
      server,
      connections,
      (r.requests.total / r.duration).toFixed(0),
      (r["2xx"] / r.duration).toFixed(0),
      ms(r.latency.p50),
      ms(r.latency.p99),
      r.errors,
      r.non2xx,
      load.toFixed(2),
      "",
    ]
      .join(" | ")
      .trim(),
  ),
  "",
  `Past \`--concurrency\` + \`--queue\` (${cores} + 32 here) requests in hand, the server answers 503 with \`Retry-After\` at once and closes the connection, rather than queueing without bound: the non-2xx of the row with 128 connections.`,
  "",
];
console.log(lines.join("\n"));
if (write) {
  writeResults(fileURLToPath(new URL("../results/serve.md", import.meta.url)), lines.join("\n"));
  console.log("wrote benchmarks/results/serve.md");
}
