// `crossfoot enqueue`, `worker` and `collect` against a real Redis server
// (tooling/scripts/redis.mjs starts a throwaway one; when it cannot, every
// test here fails, none is skipped), with the built CLI run as child
// processes, as it runs on the machines of a queued eval. Build first
// (`pnpm --filter @crossfoot/cli build`).
import { type ChildProcess, spawn } from "node:child_process";
import { cpSync, existsSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { join } from "node:path";
import type { Redis } from "ioredis";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
// @ts-expect-error -- a plain .mjs script without type declarations
import { startRedis } from "../../../tooling/scripts/redis.mjs";
import type { CaseJobData } from "../src/queue-jobs.js";
import { parseRedisUrl, redisClient } from "../src/queue-redis.js";
import {
  CLI_DIR,
  cli,
  EXAMPLE_CASE_COUNT,
  EXAMPLE_CASES,
  expectInputError,
  Fixtures,
  lines,
  REPO_ROOT,
} from "./helpers.js";

const BIN = join(CLI_DIR, "dist", "bin.cjs");
const QUEUE = "crossfoot-test";
// The big file: the examples this many times over, so the workers are busy
// for a few seconds and one can be killed while it holds jobs.
const COPIES = 100;
const BAD_LINE = `{"id": "cut-off", "output": "Revenue was`;
// Short lock and stalled-check times, so the jobs a killed worker held are
// back in the queue within seconds (BullMQ's defaults are 30 s each).
const WORKER_FLAGS = [
  "--concurrency",
  "4",
  "--lock-duration-ms",
  "2000",
  "--stalled-interval-ms",
  "500",
  "-v",
];

interface Run {
  readonly code: number | null;
  readonly stdout: string;
  readonly stderr: string;
}

/** A long-running CLI process: its output so far and its exit. */
interface Spawned {
  readonly child: ChildProcess;
  readonly out: () => string;
  readonly exited: Promise<number | null>;
}

const children: ChildProcess[] = [];

function start(args: readonly string[], cwd: string): Spawned {
  const child = spawn(process.execPath, [BIN, ...args], {
    cwd,
    env: { ...process.env, NO_COLOR: "1" },
    stdio: ["ignore", "pipe", "pipe"],
  });
  children.push(child);
  let out = "";
  let err = "";
  child.stdout?.setEncoding("utf8").on("data", (t: string) => {
    out += t;
  });
  child.stderr?.setEncoding("utf8").on("data", (t: string) => {
    err += t;
  });
  const exited = new Promise<number | null>((resolve) =>
    child.on("close", (code) => resolve(code)),
  );
  return { child, out: () => out + err, exited };
}

/** Run the CLI to its end (asynchronously: the workers' pipes must keep draining meanwhile). */
async function crossfoot(args: readonly string[], cwd: string): Promise<Run> {
  const child = spawn(process.execPath, [BIN, ...args], {
    cwd,
    env: { ...process.env, NO_COLOR: "1" },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let stdout = "";
  let stderr = "";
  child.stdout.setEncoding("utf8").on("data", (t: string) => {
    stdout += t;
  });
  child.stderr.setEncoding("utf8").on("data", (t: string) => {
    stderr += t;
  });
  const code = await new Promise<number | null>((resolve) => child.on("close", resolve));
  return { code, stdout, stderr };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

let redis: { url: string; stop: () => Promise<void> };
let client: Redis;
let fx: Fixtures;
let queueFlags: string[];
let bigLines: number;
/** The 1-based line of the big file that is not JSON. */
let badLine: number;
const key = (suffix: string) => `bull:${QUEUE}:${suffix}`;

// Why the server or the build is not there: every test then fails with it
// (a failing beforeAll would only mark the tests skipped).
let setupError: Error | undefined;
const ready = () => {
  if (setupError) throw setupError;
};

beforeAll(async () => {
  fx = new Fixtures("crossfoot-queue-");
  try {
    if (!existsSync(BIN)) throw new Error(`${BIN} is missing: pnpm --filter @crossfoot/cli build`);
    redis = await startRedis();
    client = redisClient(parseRedisUrl(redis.url));
    await client.connect();
  } catch (error) {
    setupError = error as Error;
    return;
  }
  queueFlags = ["--redis", redis.url, "--queue", QUEUE];
  cpSync(join(REPO_ROOT, "examples", "sources"), join(fx.dir, "sources"), { recursive: true });
  const examples = lines(readFileSync(EXAMPLE_CASES, "utf8")).filter((l) => l.trim() !== "");
  const big = Array.from({ length: COPIES }, () => examples).flat();
  // One line that is not JSON, in the middle of the run.
  badLine = big.length / 2 + 1;
  big.splice(badLine - 1, 0, BAD_LINE);
  fx.write("big.jsonl", `${big.join("\n")}\n`);
  bigLines = big.length;
}, 120_000);

afterAll(async () => {
  for (const child of children) {
    if (child.exitCode === null && child.signalCode === null) child.kill("SIGKILL");
  }
  await client?.quit();
  await redis?.stop();
  fx?.remove();
});

describe("a queued eval", () => {
  let workerB: Spawned;

  test("two workers, one killed mid-run: every case reported once, as crossfoot eval reports it", async () => {
    ready();
    // Enqueue the examples (from the repository root, as eval is run there)
    // and the big copy with its malformed line.
    const [ex, big] = await Promise.all([
      crossfoot(["enqueue", "examples/cases.jsonl", ...queueFlags, "--json"], REPO_ROOT),
      crossfoot(["enqueue", "big.jsonl", ...queueFlags, "--json"], fx.dir),
    ]);
    expect(ex.code, ex.stderr).toBe(0);
    expect(JSON.parse(ex.stdout)).toEqual({
      file: "examples/cases.jsonl",
      queue: QUEUE,
      jobs: EXAMPLE_CASE_COUNT,
      enqueued: EXAMPLE_CASE_COUNT,
      existing: 0,
    });
    expect(big.code, big.stderr).toBe(0);
    expect(JSON.parse(big.stdout)).toMatchObject({
      jobs: bigLines,
      enqueued: bigLines,
      existing: 0,
    });

    const workerA = start(["worker", ...queueFlags, ...WORKER_FLAGS, "--name", "A"], fx.dir);
    workerB = start(["worker", ...queueFlags, ...WORKER_FLAGS, "--name", "B"], fx.dir);
    const total = EXAMPLE_CASE_COUNT + bigLines;
    const started = Date.now();
    while ((await client.zcard(key("completed"))) < total / 8) {
      if (Date.now() - started > 30_000) {
        throw new Error(`the workers did not get going:\n${workerA.out()}\n${workerB.out()}`);
      }
      await sleep(20);
    }

    // Freeze A, find the jobs it holds (active, processed by A), then kill it.
    let held: string[] = [];
    for (let tries = 0; held.length === 0; tries++) {
      expect(tries, "worker A never held a job while the run went on").toBeLessThan(200);
      workerA.child.kill("SIGSTOP");
      await sleep(50); // what A sent before it stopped has reached Redis
      const active = await client.lrange(key("active"), 0, -1);
      const by = await Promise.all(active.map((id) => client.hget(key(id), "pb")));
      held = active.filter((_, k) => by[k] === "A");
      if (held.length === 0) {
        workerA.child.kill("SIGCONT");
        await sleep(20);
      }
    }
    workerA.child.kill("SIGKILL");
    expect(await workerA.exited).toBe(null);
    expect(await client.zcard(key("completed"))).toBeLessThan(total);

    // B finishes the run, the jobs A held included once their locks run out.
    const collectFlags = [...queueFlags, "--json", "--timeout", "60", "--poll-ms", "100"];
    const [gotBig, gotEx] = await Promise.all([
      crossfoot(["collect", ...collectFlags, "--file", "big.jsonl"], fx.dir),
      crossfoot(["collect", ...collectFlags, "--file", "examples/cases.jsonl"], REPO_ROOT),
    ]);
    const [evalBig, evalEx] = await Promise.all([
      crossfoot(["eval", "big.jsonl", "--json"], fx.dir),
      crossfoot(["eval", "examples/cases.jsonl", "--json"], REPO_ROOT),
    ]);
    // Byte for byte: eval's JSON has no wall-clock field (times appear only
    // in the JUnit report, compared below).
    expect(gotEx.stderr).toBe("");
    expect(gotEx.stdout).toBe(evalEx.stdout);
    expect(gotEx.code).toBe(evalEx.code);
    expect(gotEx.code).toBe(0);
    expect(gotBig.stderr).toBe("");
    expect(gotBig.stdout).toBe(evalBig.stdout);
    expect(gotBig.code).toBe(evalBig.code);
    expect(gotBig.code).toBe(1); // the malformed line is an error case, below 100%

    // Every case once, in line order; the malformed line as eval's error case.
    const result = JSON.parse(gotBig.stdout) as {
      total: number;
      errors: number;
      cases: { id: string; line?: number; got: string; error?: string }[];
    };
    expect(result.total).toBe(bigLines);
    expect(result.cases).toHaveLength(bigLines);
    expect(result.errors).toBe(1);
    expect(result.cases.filter((c) => c.got === "error")).toEqual([
      {
        id: `line-${badLine}`,
        line: badLine,
        got: "error",
        error: `big.jsonl:${badLine}:41: invalid JSON: unterminated string`,
      },
    ]);

    // Redis agrees: each job done once, none left; the malformed line failed
    // at once (one attempt), with eval's words for it.
    expect(await client.zcard(key("completed"))).toBe(total - 1);
    expect(await client.zcard(key("failed"))).toBe(1);
    for (const list of ["wait", "active", "paused"]) expect(await client.llen(key(list))).toBe(0);
    expect(await client.zcard(key("delayed"))).toBe(0);
    const [failedId] = await client.zrange(key("failed"), 0, -1);
    expect(await client.hmget(key(failedId as string), "failedReason", "atm")).toEqual([
      result.cases.find((c) => c.got === "error")?.error,
      "1",
    ]);

    // The jobs A held when it died were put back (stalled once), started
    // again and completed by B.
    for (const id of held) {
      const [state, pb, ats, stc] = await client.hmget(key(id), "finishedOn", "pb", "ats", "stc");
      expect(state, `job ${id} finished`).not.toBe(null);
      expect({ id, pb, stc }).toEqual({ id, pb: "B", stc: "1" });
      expect(Number(ats)).toBeGreaterThanOrEqual(2);
    }
    // No case was completed twice: each file line is done at most once over
    // both workers' logs (A may have died between completing a job and
    // printing it), and the held jobs by B.
    const done = [workerA.out(), workerB.out()].flatMap((text) =>
      lines(text).flatMap((l) => (l.startsWith("done ") ? [l.split(" ")[1] as string] : [])),
    );
    expect(done.length).toBeGreaterThan(total / 2);
    expect(new Set(done).size).toBe(done.length);
    const doneByB = new Set(
      lines(workerB.out())
        .filter((l) => l.startsWith("done "))
        .map((l) => l.split(" ")[1]),
    );
    for (const id of held) {
      const data = JSON.parse((await client.hget(key(id), "data")) as string) as CaseJobData;
      expect(doneByB).toContain(`${data.file}:${data.line}`);
    }
  }, 90_000);

  test("the plain and JUnit reports are eval's too (JUnit's time attributes, wall-clock, aside)", async () => {
    ready();
    const junit = (text: string) => text.replace(/ time="[\d.]+"/g, ' time="T"');
    const [got, want] = await Promise.all([
      crossfoot(
        ["collect", ...queueFlags, "--file", "examples/cases.jsonl", "-v", "--junit", "-"],
        REPO_ROOT,
      ),
      crossfoot(["eval", "examples/cases.jsonl", "-v", "--junit", "-"], REPO_ROOT),
    ]);
    expect(got.code).toBe(want.code);
    expect(got.stderr).toBe(want.stderr); // the -v lines
    expect(junit(got.stdout)).toBe(junit(want.stdout));
    expect(got.stdout).toContain("<testsuite");
  });

  test("resubmitting the same files enqueues nothing new", async () => {
    ready();
    const [ex, big] = await Promise.all([
      crossfoot(["enqueue", "examples/cases.jsonl", ...queueFlags], REPO_ROOT),
      crossfoot(["enqueue", "big.jsonl", ...queueFlags, "--json"], fx.dir),
    ]);
    expect(ex.stdout).toBe(
      `examples/cases.jsonl: 0 jobs enqueued, ${EXAMPLE_CASE_COUNT} already in queue "${QUEUE}" on ${redis.url}\n`,
    );
    expect(JSON.parse(big.stdout)).toMatchObject({
      jobs: bigLines,
      enqueued: 0,
      existing: bigLines,
    });
    expect(await client.llen(key("wait"))).toBe(0);
    expect(await client.zcard(key("completed"))).toBe(EXAMPLE_CASE_COUNT + bigLines - 1);
  });

  test("a job whose data is malformed fails at once, with its reason, and the worker goes on", async () => {
    ready();
    const { Queue } = createRequire(import.meta.url)("bullmq") as typeof import("bullmq");
    const queue = new Queue(QUEUE, { connection: client as never });
    await queue.add("crossfoot-case", { format: 1, line: 0 }, { jobId: "hand-made", attempts: 3 });
    let state = "";
    for (let k = 0; k < 100 && state !== "failed"; k++) {
      await sleep(50);
      state = await queue.getJobState("hand-made");
    }
    const job = await queue.getJob("hand-made");
    await queue.close();
    expect(state).toBe("failed");
    expect(job?.attemptsMade).toBe(1);
    expect(job?.failedReason).toBe(
      `malformed job hand-made: the job's field "file" must be a string`,
    );
    expect(workerB.child.exitCode).toBe(null);
  });

  test("collect of a file that was never enqueued names its first line (exit 2)", async () => {
    ready();
    fx.write("other.jsonl", readFileSync(EXAMPLE_CASES, "utf8"));
    const r = await crossfoot(["collect", ...queueFlags, "--file", "other.jsonl"], fx.dir);
    expect(r.code).toBe(2);
    expect(r.stdout).toBe("");
    expect(r.stderr).toMatch(
      /^crossfoot: collect: other\.jsonl:1 has no job in queue "crossfoot-test" on redis:\/\/127\.0\.0\.1:\d+ \(job id cf-[0-9a-f]{32}-1\); enqueue other\.jsonl first, named as here\n$/,
    );
  });

  test("SIGTERM stops a worker gracefully: it finishes, closes and exits 0", async () => {
    ready();
    workerB.child.kill("SIGTERM");
    expect(await workerB.exited).toBe(0);
    const last = lines(workerB.out()).slice(-2);
    expect(last[0]).toBe("crossfoot worker B: SIGTERM: finishing the jobs in hand");
    expect(last[1]).toMatch(/^crossfoot worker B: stopped: \d+ completed, \d+ failed$/);
    // Nothing of B's is left in Redis: its connections are closed.
    const names = ((await client.client("LIST")) as string).match(/name=\S*:w:B\b/g);
    expect(names).toBe(null);
  });
});

describe("queue commands' usage and input errors", () => {
  const redisFlags = ["--redis", "redis://127.0.0.1:1", "--queue", "q"];
  test.each([
    [["enqueue", ...redisFlags], "enqueue: expected one CASES.jsonl file"],
    [["worker", "--queue", "q"], "worker: --redis URL is required (or set CROSSFOOT_REDIS_URL)"],
    [
      ["collect", "--redis", "http://127.0.0.1", "--queue", "q", "--file", "x.jsonl"],
      'collect: --redis must be a redis:// or rediss:// URL, got "http://127.0.0.1"',
    ],
    [["worker", "--redis", "redis://h", "--queue", "a:b"], 'worker: --queue must not contain ":"'],
    [
      ["worker", ...redisFlags, "--concurrency", "0"],
      "worker: --concurrency must be a whole number",
    ],
    [["enqueue", "x.jsonl", ...redisFlags, "--attempts", "0"], "enqueue: --attempts must be"],
    [["collect", ...redisFlags], "collect: --file CASES.jsonl is required"],
  ])("%j", async (args, message) => {
    expectInputError(await cli(args, { cwd: REPO_ROOT }), message);
  });

  test("a server that cannot be reached is an input error at once, its password not shown", async () => {
    const r = await cli(
      [
        "collect",
        "--redis",
        "redis://me:secret@127.0.0.1:1",
        "--queue",
        "q",
        "--file",
        "examples/cases.jsonl",
      ],
      { cwd: REPO_ROOT },
    );
    const line = expectInputError(
      r,
      "collect: cannot connect to Redis at redis://me:***@127.0.0.1:1: ",
    );
    expect(line).not.toContain("secret");
  });
});
