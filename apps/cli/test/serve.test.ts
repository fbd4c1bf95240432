import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { request } from "node:http";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { check, gate, ReportJsonSchema } from "crossfoot";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { TYPICAL_ANSWER, typicalFields } from "../../../benchmarks/fixtures.js";
import { SERVE_USAGE } from "../src/serve-command.js";
import {
  CLI_DIR,
  cli,
  EXAMPLE_CASES,
  expectInputError,
  FAILING_ANSWER,
  Fixtures,
  PASSING_ANSWER,
  SOURCES,
} from "./helpers.js";

// These tests start the built command as a server (`node dist/bin.cjs serve
// --port 0`) and talk to it over real HTTP; build first (`pnpm build`).
const BIN = join(CLI_DIR, "dist", "bin.cjs");
const load = createRequire(import.meta.url);

/** A `crossfoot serve` process, once it has said where it listens. */
interface Served {
  readonly url: string;
  readonly child: ChildProcess;
  /** Everything it has written to stderr so far. */
  stderr(): string;
  /** Its exit: the code, or the signal that ended it. */
  readonly exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

const running: Served[] = [];

/** Start `crossfoot serve --port 0 …args` and wait for its listening line. */
async function serve(args: readonly string[] = []): Promise<Served> {
  const child = spawn(process.execPath, [BIN, "serve", "--port", "0", ...args], {
    cwd: fx.dir,
    stdio: ["ignore", "ignore", "pipe"],
    env: { ...process.env, NO_COLOR: "1" },
  });
  let err = "";
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once("exit", (code, signal) => resolve({ code, signal })),
  );
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no listening line: ${err}`)), 15_000);
    child.stderr?.setEncoding("utf8");
    child.stderr?.on("data", (text: string) => {
      err += text;
      const m = /^crossfoot serve: listening on (http:\/\/\S+)$/m.exec(err);
      if (m) {
        clearTimeout(timer);
        resolve(m[1] as string);
      }
    });
    void exited.then(({ code }) =>
      reject(new Error(`serve exited (${code}) before listening: ${err}`)),
    );
  });
  const served = { url, child, stderr: () => err, exited };
  running.push(served);
  return served;
}

/** A response read to its end, or how the exchange failed. */
interface Exchange {
  readonly status?: number;
  readonly headers?: Record<string, string | string[] | undefined>;
  readonly body: string;
  /** Set when the exchange failed: before any response (refused, reset) or while the body was read. */
  readonly error?: string;
  /** Whether the failure came after the response had begun. */
  readonly truncated?: boolean;
}

/** One HTTP exchange on a connection of its own. */
function exchange(
  url: string,
  method: string,
  body?: string | Buffer,
  headers: Record<string, string | number> = {},
): Promise<Exchange> {
  return new Promise((resolve) => {
    const req = request(url, { method, agent: false, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () =>
        resolve({
          status: res.statusCode as number,
          headers: res.headers,
          body: Buffer.concat(chunks).toString("utf8"),
        }),
      );
      res.on("error", (error) =>
        resolve({
          status: res.statusCode as number,
          body: Buffer.concat(chunks).toString("utf8"),
          error: error.message,
          truncated: true,
        }),
      );
    });
    req.on("error", (error: NodeJS.ErrnoException) =>
      resolve({ body: "", error: error.code ?? error.message }),
    );
    req.end(body);
  });
}

const postJson = (url: string, value: unknown) =>
  exchange(url, "POST", JSON.stringify(value), { "Content-Type": "application/json" });

/** A hostile answer: one sentence of n unsupported figures; checking it takes time linear in n. */
const hostile = (n: number) => ({
  answer: `${"9,".repeat(n)}${"(".repeat(n / 4)}${" bn".repeat(n / 4)}[R1`,
  sources: SOURCES,
});

let fx: Fixtures;
let main: Served;

beforeAll(async () => {
  fx = new Fixtures("crossfoot-serve-");
  main = await serve(["--concurrency", "2"]);
});

afterAll(async () => {
  for (const s of running) if (s.child.exitCode === null) s.child.kill("SIGKILL");
  fx.remove();
});

describe("crossfoot serve: the routes", () => {
  test("POST /v1/check gives report.toJSON() of the library's check, which ReportJsonSchema validates", async () => {
    for (const answer of [PASSING_ANSWER, FAILING_ANSWER]) {
      const r = await postJson(`${main.url}/v1/check`, { answer, sources: SOURCES });
      expect(r.status).toBe(200);
      expect(r.headers?.["content-type"]).toBe("application/json; charset=utf-8");
      expect(r.body).toBe(JSON.stringify(check(answer, SOURCES).toJSON()));
      ReportJsonSchema.parse(JSON.parse(r.body));
    }
    // Options are crossfoot's CheckOptions.
    const uncited = "Revenue was $3.21bn in 2024.";
    const r = await postJson(`${main.url}/v1/check`, {
      answer: uncited,
      sources: SOURCES,
      options: { requireCitations: true },
    });
    expect(JSON.parse(r.body).claims[0].status).toBe("uncited");
    expect(r.body).toBe(JSON.stringify(check(uncited, SOURCES, { requireCitations: true })));
  });

  test("POST /v1/gate gives gate()'s outcome without a judge, with the report as JSON", async () => {
    const answer = `${PASSING_ANSWER} Costs were $9.9bn [R1]. The board met in May.`;
    const r = await postJson(`${main.url}/v1/gate`, { answer, sources: SOURCES });
    expect(r.status).toBe(200);
    const body = JSON.parse(r.body);
    expect(Object.keys(body)).toEqual([
      "grounded",
      "answer",
      "removed",
      "verdicts",
      "keepRatio",
      "report",
    ]);
    expect(body).toEqual(JSON.parse(JSON.stringify(await gate(answer, SOURCES))));
    expect(body).toMatchObject({
      grounded: true,
      answer: `${PASSING_ANSWER} The board met in May.`,
      removed: ["Costs were $9.9bn [R1]."],
    });
    ReportJsonSchema.parse(body.report);
    const strict = await postJson(`${main.url}/v1/gate`, {
      answer,
      sources: SOURCES,
      options: { keepRatio: 0.9 },
    });
    expect(JSON.parse(strict.body)).toMatchObject({ grounded: false, answer: "" });
  });

  test("GET /healthz and /readyz answer 200; /metrics counts the requests in the Prometheus text format", async () => {
    const health = await exchange(`${main.url}/healthz`, "GET");
    expect([health.status, JSON.parse(health.body)]).toEqual([200, { status: "ok" }]);
    const ready = await exchange(`${main.url}/readyz`, "GET");
    expect([ready.status, JSON.parse(ready.body)]).toEqual([200, { status: "ready" }]);
    await postJson(`${main.url}/v1/check`, { answer: PASSING_ANSWER, sources: SOURCES });
    const metrics = await exchange(`${main.url}/metrics`, "GET");
    expect(metrics.headers?.["content-type"]).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(metrics.body).toMatch(
      /^crossfoot_http_requests_total\{route="\/v1\/check",method="POST",status="200"\} [1-9]\d*$/m,
    );
    expect(metrics.body).toMatch(
      /^crossfoot_http_request_duration_seconds_count\{route="\/v1\/check"\} [1-9]/m,
    );
    expect(metrics.body).toMatch(/^crossfoot_checks_total\{passed="true"\} [1-9]/m);
    expect(metrics.body).toMatch(/^crossfoot_claims_total\{status="derived"\} [1-9]/m);
  });

  test("GET /openapi.json is an OpenAPI 3.1 document whose schemas the responses meet", async () => {
    const r = await exchange(`${main.url}/openapi.json`, "GET");
    expect(r.status).toBe(200);
    const doc = JSON.parse(r.body);
    expect(doc.openapi).toBe("3.1.0");
    expect(Object.keys(doc.paths).sort()).toEqual(
      [
        "/healthz",
        "/metrics",
        "/openapi.json",
        "/readyz",
        "/v1/check",
        "/v1/eval",
        "/v1/gate",
      ].sort(),
    );
    expect(doc.paths["/v1/check"].post.responses["200"].content["application/json"].schema).toEqual(
      {
        $ref: "#/components/schemas/Report",
      },
    );
    // Every schema compiles as JSON Schema 2020-12, and real responses meet them.
    const Ajv2020 = load("ajv/dist/2020").default as new (
      options: object,
    ) => {
      addSchema(schema: object): void;
      getSchema(ref: string): ((value: unknown) => boolean) & { errors?: unknown };
    };
    const ajv = new Ajv2020({ strict: false, allErrors: true });
    ajv.addSchema({ $id: "https://crossfoot.invalid/openapi.json", ...doc });
    const validate = (name: string, value: unknown) => {
      const v = ajv.getSchema(`https://crossfoot.invalid/openapi.json#/components/schemas/${name}`);
      expect(v(value), JSON.stringify(v.errors)).toBe(true);
    };
    const request = { answer: FAILING_ANSWER, sources: SOURCES, options: { allowRounding: true } };
    validate("CheckRequest", request);
    validate("Report", JSON.parse((await postJson(`${main.url}/v1/check`, request)).body));
    validate("GateResponse", JSON.parse((await postJson(`${main.url}/v1/gate`, request)).body));
    const bad = await postJson(`${main.url}/v1/check`, { sources: SOURCES });
    validate("Error", JSON.parse(bad.body));
    const evalCase = { id: "c1", output: PASSING_ANSWER, sources: SOURCES, expect: "pass" };
    validate("EvalCase", evalCase);
    const evaluated = await exchange(`${main.url}/v1/eval`, "POST", JSON.stringify(evalCase));
    validate("EvalResponse", JSON.parse(evaluated.body));
  });

  test("an unknown route is 404, a wrong method 405 with Allow", async () => {
    const missing = await exchange(`${main.url}/v1/nothing`, "GET");
    expect(missing.status).toBe(404);
    expect(JSON.parse(missing.body).error).toBe("not found");
    const wrong = await exchange(`${main.url}/v1/check`, "GET");
    expect([wrong.status, wrong.headers?.allow]).toEqual([405, "POST"]);
    const wrongGet = await exchange(`${main.url}/healthz`, "DELETE");
    expect([wrongGet.status, wrongGet.headers?.allow]).toEqual([405, "GET, HEAD"]);
  });
});

describe("crossfoot serve: /v1/eval is crossfoot eval --json over HTTP", () => {
  /** examples/cases.jsonl with every sources_file replaced by the file's sources, inline. */
  function inlineCases(): string {
    const dir = dirname(EXAMPLE_CASES);
    return readFileSync(EXAMPLE_CASES, "utf8")
      .split("\n")
      .map((line) => {
        if (line.trim() === "") return line;
        const c = JSON.parse(line) as Record<string, unknown>;
        // The case's keys keep their order: the sources go where sources_file was.
        return JSON.stringify(
          Object.fromEntries(
            Object.entries(c).map(([k, v]) =>
              k === "sources_file"
                ? ["sources", JSON.parse(readFileSync(join(dir, v as string), "utf8"))]
                : [k, v],
            ),
          ),
        );
      })
      .join("\n");
  }

  /**
   * `crossfoot eval --json` prints no wall-clock time (its time is in the
   * text summary only), so nothing is normalised: the list is empty, and the
   * test checks that no key in the output names a time.
   */
  const WALL_CLOCK_FIELDS: readonly string[] = [];
  const TIME_KEY = /^(ms|seconds|time|elapsed|duration|started|finished)$/i;

  function timeKeys(value: unknown, found: string[] = []): string[] {
    if (Array.isArray(value)) for (const v of value) timeKeys(v, found);
    else if (value && typeof value === "object") {
      for (const [k, v] of Object.entries(value)) {
        if (TIME_KEY.test(k)) found.push(k);
        timeKeys(v, found);
      }
    }
    return found;
  }

  /** The CLI's `eval --json` of a case file (in a folder with no config file). */
  function cliEval(name: string): string {
    const r = spawnSync(process.execPath, [BIN, "eval", name, "--json"], {
      cwd: fx.dir,
      encoding: "utf8",
    });
    expect(r.status, r.stderr).not.toBe(2);
    return r.stdout;
  }

  test("examples/cases.jsonl with its sources inline: byte for byte what the CLI prints", async () => {
    const cases = inlineCases();
    // Named "body", as the server names the body in a case's error message.
    fx.write("body", cases);
    const expected = cliEval("body");
    const r = await exchange(`${main.url}/v1/eval`, "POST", cases, {
      "Content-Type": "application/x-ndjson",
    });
    expect(r.status).toBe(200);
    expect(WALL_CLOCK_FIELDS).toEqual([]);
    expect(timeKeys(JSON.parse(expected))).toEqual(WALL_CLOCK_FIELDS);
    expect(r.body).toBe(expected);
    // The same results as the original file, whose cases read their sources from files.
    fx.write("examples/cases.jsonl", readFileSync(EXAMPLE_CASES, "utf8"));
    for (const f of ["acme.json", "segments.json"]) {
      fx.write(
        `examples/sources/${f}`,
        readFileSync(join(dirname(EXAMPLE_CASES), "sources", f), "utf8"),
      );
    }
    expect(r.body).toBe(cliEval("examples/cases.jsonl"));
  });

  test("lines that are not valid cases, blank lines, CRLF and a byte-order mark: as the CLI reads them", async () => {
    const cases = [
      `\uFEFF${JSON.stringify({ id: "a", output: PASSING_ANSWER, sources: SOURCES })}`,
      "",
      JSON.stringify({ id: "b", output: FAILING_ANSWER, sources: SOURCES, expect: "fail" }),
      '{"id": "cut", "output": "Revenue was',
      JSON.stringify({ id: "typo", output: PASSING_ANSWER, sources: SOURCES, expcet: "pass" }),
      "   ",
      JSON.stringify({
        output: PASSING_ANSWER,
        sources: SOURCES,
        options: { requireCitations: true },
      }),
      JSON.stringify({
        id: 7,
        output: "Revenue was $3.21bn.",
        sources: SOURCES,
        options: { require_citations: true },
      }),
    ].join("\r\n");
    fx.write("body", cases);
    const r = await exchange(`${main.url}/v1/eval`, "POST", cases);
    expect(r.status).toBe(200);
    expect(r.body).toBe(cliEval("body"));
    expect(JSON.parse(r.body)).toMatchObject({ total: 6, errors: 3 });
  });

  test("a case naming a sources_file is refused with 400: the server reads no files", async () => {
    const body = [
      JSON.stringify({ id: "inline", output: PASSING_ANSWER, sources: SOURCES }),
      JSON.stringify({ id: "from-file", output: PASSING_ANSWER, sources_file: "/etc/passwd" }),
    ].join("\n");
    const r = await exchange(`${main.url}/v1/eval`, "POST", body);
    expect(r.status).toBe(400);
    expect(JSON.parse(r.body)).toEqual({
      error: "sources_file is not supported",
      message: `line 2 (case "from-file"): sources_file names a file, and the server reads no files; give the case's sources inline in "sources"`,
      line: 2,
    });
    const empty = await exchange(`${main.url}/v1/eval`, "POST", "\n  \n");
    expect([empty.status, JSON.parse(empty.body).error]).toEqual([400, "no cases"]);
  });
});

describe("crossfoot serve: bad requests", () => {
  test("malformed JSON is 400", async () => {
    const r = await exchange(`${main.url}/v1/check`, "POST", '{"answer": "Revenue', {
      "Content-Type": "application/json",
    });
    expect(r.status).toBe(400);
    expect(JSON.parse(r.body).error).toBe("malformed JSON");
  });

  test("a body that breaks the schema is 400 naming each field at fault", async () => {
    const r = await postJson(`${main.url}/v1/check`, {
      sources: 3,
      options: { maxCoincidence: -1, requireCitation: true },
      answr: "typo",
    });
    expect(r.status).toBe(400);
    const body = JSON.parse(r.body);
    expect(body.error).toBe("invalid request");
    const paths = (body.issues as { path: string; message: string }[]).map((i) => i.path);
    expect(paths).toEqual(
      expect.arrayContaining([
        "answer",
        "sources",
        "options.maxCoincidence",
        "options.requireCitation",
        "answr",
      ]),
    );
    expect(body.issues.find((i: { path: string }) => i.path === "answer").message).toMatch(
      /expected string/,
    );
    const gateBad = await postJson(`${main.url}/v1/gate`, {
      answer: PASSING_ANSWER,
      sources: SOURCES,
      options: { keepRatio: 2 },
    });
    expect(JSON.parse(gateBad.body).issues).toEqual([
      { path: "options.keepRatio", message: expect.stringMatching(/<=1/) },
    ]);
    const notObject = await postJson(`${main.url}/v1/check`, [1, 2]);
    expect(JSON.parse(notObject.body).issues[0].path).toBe("(body)");
  });

  test("a body over --max-body-bytes is 413, by its Content-Length or as it streams in", async () => {
    const small = await serve(["--max-body-bytes", "1000", "--concurrency", "1", "--quiet"]);
    const big = JSON.stringify({ answer: "x".repeat(2000), sources: SOURCES });
    const declared = await exchange(`${small.url}/v1/check`, "POST", big);
    expect(declared.status).toBe(413);
    expect(JSON.parse(declared.body).error).toBe("body too large");
    // Chunked, with no Content-Length: refused once it passes the limit.
    const streamed = await new Promise<Exchange>((resolve) => {
      const req = request(`${small.url}/v1/check`, { method: "POST", agent: false }, (res) => {
        let text = "";
        res.setEncoding("utf8");
        res.on("data", (t: string) => {
          text += t;
        });
        res.on("end", () => resolve({ status: res.statusCode as number, body: text }));
      });
      req.on("error", (e) => resolve({ body: "", error: e.message }));
      req.write(big.slice(0, 600));
      setTimeout(() => req.end(big.slice(600)), 50);
    });
    expect(streamed.status).toBe(413);
    // Within the limit, it works.
    const fits = await postJson(`${small.url}/v1/check`, {
      answer: PASSING_ANSWER,
      sources: SOURCES,
    });
    expect(fits.status).toBe(200);
  });
});

describe("crossfoot serve: limits", () => {
  test("past --concurrency and --queue: 503 with Retry-After; the server stays up", async () => {
    const tight = await serve(["--concurrency", "1", "--queue", "1", "--quiet"]);
    const slow = JSON.stringify(hostile(20_000));
    const results = await Promise.all(
      Array.from({ length: 12 }, () =>
        exchange(`${tight.url}/v1/check`, "POST", slow, { "Content-Type": "application/json" }),
      ),
    );
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s === 503).length).toBeGreaterThan(0);
    expect(statuses.filter((s) => s === 200).length).toBeGreaterThanOrEqual(2);
    expect(statuses.every((s) => s === 200 || s === 503)).toBe(true);
    for (const r of results.filter((x) => x.status === 503)) {
      expect(r.headers?.["retry-after"]).toBe("1");
      expect(JSON.parse(r.body).error).toBe("busy");
    }
    expect((await exchange(`${tight.url}/healthz`, "GET")).status).toBe(200);
  });

  test("past --timeout-ms: 504; the stuck worker is replaced and the next request is served", async () => {
    const quick = await serve(["--concurrency", "1", "--timeout-ms", "300", "--quiet"]);
    const started = performance.now();
    const r = await postJson(`${quick.url}/v1/check`, hostile(400_000));
    expect(r.status).toBe(504);
    expect(JSON.parse(r.body).error).toBe("timeout");
    expect(performance.now() - started).toBeLessThan(3000);
    // The next request is checked by the worker started in the stuck one's
    // place; until it is up (its start can outlast this short limit on a
    // busy machine), a request waits and is turned away as busy, never lost.
    const until = performance.now() + 15_000;
    let next: Exchange;
    for (;;) {
      next = await postJson(`${quick.url}/v1/check`, { answer: PASSING_ANSWER, sources: SOURCES });
      if (next.status !== 503 || performance.now() > until) break;
      expect(JSON.parse(next.body).error).toBe("busy");
    }
    expect(next.status).toBe(200);
    expect(JSON.parse(next.body).passed).toBe(true);
  });
});

describe("crossfoot serve: the command", () => {
  test("--help prints the serve usage; a bad flag is a usage error (exit 2) naming it", async () => {
    const help = await cli(["serve", "--help"], { cwd: fx.dir });
    expect([help.code, help.stdout]).toEqual([0, `${SERVE_USAGE}\n`]);
    expectInputError(
      await cli(["serve", "--port", "70000"], { cwd: fx.dir }),
      "serve: --port must be",
    );
    expectInputError(
      await cli(["serve", "--concurrency", "0"], { cwd: fx.dir }),
      "serve: --concurrency",
    );
    expectInputError(
      await cli(["serve", "--max-body-bytes", "1e3"], { cwd: fx.dir }),
      "--max-body-bytes",
    );
    expectInputError(
      await cli(["serve", "--bogus"], { cwd: fx.dir }),
      "serve: unknown option '--bogus'",
    );
  });

  test("one JSON log line per request on stderr (method, path, status, ms, bytes); --quiet has none", async () => {
    const before = main.stderr().length;
    await exchange(`${main.url}/healthz`, "GET");
    await new Promise((r) => setTimeout(r, 100));
    const line = main
      .stderr()
      .slice(before)
      .split("\n")
      .find((l) => l.includes('"/healthz"')) as string;
    expect(JSON.parse(line)).toEqual({
      time: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      method: "GET",
      path: "/healthz",
      status: 200,
      ms: expect.any(Number),
      bytes: 15,
    });
    const quiet = await serve(["--quiet", "--concurrency", "1"]);
    await exchange(`${quiet.url}/healthz`, "GET");
    quiet.child.kill("SIGTERM");
    expect(await quiet.exited).toEqual({ code: 0, signal: null });
    expect(quiet.stderr()).not.toContain('"path"');
  });

  test("SIGTERM under load: every admitted request gets its whole 200, later ones are refused, exit 0", async () => {
    const s = await serve(["--concurrency", "2", "--quiet"]);
    // About 90 figures: a few milliseconds each, so most wait in the queue when the signal comes.
    const answer = Array.from({ length: 10 }, () => TYPICAL_ANSWER).join(" ");
    const body = JSON.stringify({ answer, sources: [{ id: "R1", fields: typicalFields() }] });
    const expected = JSON.stringify(check(answer, [{ id: "R1", fields: typicalFields() }]));
    const fire = () =>
      exchange(`${s.url}/v1/check`, "POST", body, { "Content-Type": "application/json" });
    let signalledAt = Number.POSITIVE_INFINITY;
    // When each 200 arrived.
    const done: number[] = [];
    const first = Array.from({ length: 30 }, () =>
      fire().then((r) => {
        if (r.status === 200) done.push(performance.now());
        return r;
      }),
    );
    // Signal once the first answer is back: the rest are being checked or waiting.
    await Promise.race(first);
    s.child.kill("SIGTERM");
    signalledAt = performance.now();
    await new Promise((r) => setTimeout(r, 20));
    const late = await Promise.all(Array.from({ length: 5 }, fire));
    const all = [...(await Promise.all(first)), ...late];
    for (const r of all) {
      expect(r.truncated ?? false).toBe(false);
      if (r.status === 200) {
        expect(r.body).toBe(expected);
        ReportJsonSchema.parse(JSON.parse(r.body));
      } else if (r.status !== undefined) {
        expect(r.status).toBe(503);
      } else {
        expect(r.error).toMatch(/ECONNREFUSED|ECONNRESET|socket hang up/);
      }
    }
    // Requests in hand when the signal came were finished and answered whole.
    const answered = (await Promise.all(first)).filter((r) => r.status === 200);
    expect(answered.length).toBeGreaterThan(1);
    expect(done.filter((t) => t > signalledAt).length).toBeGreaterThan(0);
    expect(late.every((r) => r.status !== 200)).toBe(true);
    expect(await s.exited).toEqual({ code: 0, signal: null });
    expect(s.stderr()).toContain(
      "crossfoot serve: SIGTERM: finishing the requests in hand, then stopping\n",
    );
    expect(s.stderr()).toMatch(/crossfoot serve: stopped\n$/);
  });
});

describe("crossfoot serve: load", () => {
  test("a 2.5 s autocannon burst on POST /v1/check: above the floor, no error, no non-2xx", async () => {
    const autocannon = load("autocannon") as (options: object) => Promise<{
      requests: { total: number };
      duration: number;
      errors: number;
      timeouts: number;
      non2xx: number;
    }>;
    const result = await autocannon({
      url: `${main.url}/v1/check`,
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({
        answer: TYPICAL_ANSWER,
        sources: [{ id: "R1", fields: typicalFields() }],
      }),
      connections: 8,
      duration: 2.5,
    });
    expect(result.errors).toBe(0);
    expect(result.timeouts).toBe(0);
    expect(result.non2xx).toBe(0);
    expect(result.requests.total / result.duration).toBeGreaterThanOrEqual(FLOOR);
  });
});

/**
 * The least requests per second the burst must reach. Measured on this
 * 2-core machine with the load generator in the test's own process: about
 * 1,700 a second when the machine is otherwise idle, about 200 while other
 * test suites kept its load average near 5 (benchmarks/results/serve.md);
 * the floor sits well below the second.
 */
const FLOOR = 50;
