import { spawnSync } from "node:child_process";
import { cpSync, existsSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { highlightAnswer } from "../src/html-output.js";
import { openJsonl } from "../src/jsonl.js";
import { Spool } from "../src/spool.js";
import {
  CLI_DIR,
  cli,
  EXAMPLE_CASE_COUNT,
  EXAMPLE_CASES,
  expectInputError,
  FAILING_ANSWER,
  Fixtures,
  lines,
  PASSING_ANSWER,
  SOURCES,
} from "./helpers.js";

let fx: Fixtures;
let cwd: string;
const BIN = join(CLI_DIR, "dist", "bin.cjs");
const good = { id: "good", output: PASSING_ANSWER, sources: SOURCES };
const mislabelled = { id: "mislabelled", output: FAILING_ANSWER, sources: SOURCES };

/** Many cases: the bundled examples over and over, with new ids, and a few bad lines. */
function bigCaseFile(name: string, copies: number, badEvery = 0): string {
  const examples = readFileSync(EXAMPLE_CASES, "utf8")
    .split("\n")
    .filter((l) => l.trim())
    .map((l) => JSON.parse(l) as { id: string; sources_file?: string });
  const out: string[] = [];
  for (let k = 0; k < copies; k++) {
    for (const e of examples) {
      const c = { ...e, id: `${e.id}-${k}` };
      // The examples' sources, copied beside the case file (a sources_file must be inside its folder).
      if (c.sources_file) c.sources_file = join(fx.dir, c.sources_file);
      out.push(JSON.stringify(c));
      if (badEvery > 0 && out.length % badEvery === 0)
        out.push(`{"id": "broken-${out.length}", "output": `);
    }
  }
  return fx.write(name, `${out.join("\n")}\n`);
}

beforeAll(() => {
  fx = new Fixtures("crossfoot-eval-features-");
  cwd = fx.dir;
  fx.write("sources.json", SOURCES);
  cpSync(join(EXAMPLE_CASES, "..", "sources"), join(fx.dir, "sources"), { recursive: true });
});

afterAll(() => fx.remove());

const evalRun = (args: readonly string[], options: Partial<Parameters<typeof cli>[1]> = {}) =>
  cli(["eval", ...args], { cwd, ...options });

describe("a line that is not a valid case is an error case, never dropped", () => {
  beforeAll(() => {
    fx.writeJsonl("mixed.jsonl", [
      good,
      '{"id": "cut", "output": "x"',
      { ...good, id: "typo", expected: "pass" },
      "",
      { ...mislabelled, expect: "fail" },
    ]);
  });

  test("text: ERROR lines name the file, line (and column), the summary counts them, exit 1", async () => {
    const r = await evalRun(["mixed.jsonl"]);
    expect(r.code).toBe(1);
    expect(r.stderr).toBe("");
    expect(lines(r.stdout)).toEqual([
      "ERROR line-2 mixed.jsonl:2:28: invalid JSON: unexpected end of input, expected ',' or '}'",
      'ERROR typo mixed.jsonl:3: unknown field "expected"',
      "FAILED · 2/4 cases as expected · 2 errors · accuracy 50.00% · threshold 100.00%",
    ]);
  });

  test("the gate still applies: errors count against accuracy", async () => {
    expect((await evalRun(["mixed.jsonl", "--min-accuracy", "0.5"])).code).toBe(0);
    expect((await evalRun(["mixed.jsonl", "--min-accuracy", "0.51"])).code).toBe(1);
  });

  test("--json: an error case has its line and message", async () => {
    const r = await evalRun(["mixed.jsonl", "--json", "--min-accuracy", "0"]);
    expect(r.code).toBe(0);
    const result = JSON.parse(r.stdout) as Record<string, unknown> & { cases: unknown[] };
    expect(result).toMatchObject({ total: 4, correct: 2, errors: 2, accuracy: 0.5 });
    expect(result.cases[1]).toEqual({
      id: "line-2",
      line: 2,
      got: "error",
      error: "mixed.jsonl:2:28: invalid JSON: unexpected end of input, expected ',' or '}'",
    });
    expect(result.cases[2]).toMatchObject({ id: "typo", line: 3, got: "error" });
  });

  test("--fail-fast stops at the first one, exit 2", async () => {
    expectInputError(
      await evalRun(["mixed.jsonl", "--fail-fast"]),
      "mixed.jsonl:2:28: invalid JSON",
    );
  });

  test("a missing sources_file is an error case too", async () => {
    fx.writeJsonl("missing-file.jsonl", [
      good,
      { id: "x", output: "x", sources_file: "gone.json" },
    ]);
    const r = await evalRun(["missing-file.jsonl", "--min-accuracy", "0.5"]);
    expect(r.code).toBe(0);
    expect(lines(r.stdout)[0]).toMatch(
      /^ERROR x sources \(missing-file\.jsonl:2\) file not found: /,
    );
  });
});

describe("--workers N: the same results, in input order", () => {
  test("the bundled examples: -v and --json are identical with 1, 2 and 3 workers", async () => {
    for (const flags of [["-v"], ["--json"]]) {
      const one = await evalRun([EXAMPLE_CASES, ...flags]);
      expect(one.code).toBe(0);
      for (const n of ["2", "3"]) {
        const many = await evalRun([EXAMPLE_CASES, ...flags, "--workers", n]);
        expect(many).toEqual(one);
      }
    }
  });

  test("hundreds of cases with bad lines among them: identical output, identical exit", async () => {
    const file = bigCaseFile("big.jsonl", 20, 97);
    const args = [file, "-v", "--min-accuracy", "0.9"];
    const one = await evalRun(args);
    const two = await evalRun([...args, "--workers", "2"]);
    expect(two).toEqual(one);
    const summary = lines(one.stdout).at(-1);
    expect(summary).toMatch(
      /^(PASSED|FAILED) · \d+\/\d+ cases as expected · \d+ errors · accuracy /,
    );
    const ids = lines(one.stdout)
      .filter((l) => /^(ok|FAIL|ERROR) /.test(l))
      .map((l) => l.split(" ")[1]);
    // Every line of the file is reported once: the cases and the bad lines.
    const fileLines = readFileSync(file, "utf8").trimEnd().split("\n");
    expect(ids).toHaveLength(fileLines.length);
    expect(fileLines.length).toBeGreaterThan(20 * EXAMPLE_CASE_COUNT);
  });

  test("--fail-fast with workers stops at the same line, with the same output before it", async () => {
    const file = bigCaseFile("late-bad.jsonl", 30, 500);
    const one = await evalRun([file, "-v", "--fail-fast"]);
    const two = await evalRun([file, "-v", "--fail-fast", "--workers", "2"]);
    expect(one.code).toBe(2);
    expect(two).toEqual(one);
    expect(one.stderr).toMatch(/^crossfoot: .*late-bad\.jsonl:501:\d+: invalid JSON/);
    expect(lines(one.stdout).filter((l) => l.startsWith("ok "))).toHaveLength(500);
  });

  // A case too large for a worker's heap (set small here, as a 50 MB case
  // is too large for the default cap) is checked in the main thread: the
  // run ends as with --workers 1, not with an out-of-memory error.
  test.skipIf(!existsSync(BIN))(
    "a case too large for a worker's heap is checked in the main thread; same output as --workers 1",
    () => {
      const sentences: string[] = [];
      for (let i = 0; sentences.length < 16_000; i++) {
        sentences.push(
          `In 2024 segment ${i} reported revenue of $${(i % 9000) + 100}.${i % 10} million.`,
        );
      }
      const big = {
        id: "big",
        output: "Segment 7 reported revenue of $107.7 million.",
        sources: [sentences.join(" ")],
      };
      const file = fx.writeJsonl("heap.jsonl", [good, big, mislabelled, good]);
      const run = (extra: string[]) =>
        spawnSync(process.execPath, [BIN, "eval", file, "-v", "--min-accuracy", "0.5", ...extra], {
          encoding: "utf8",
          env: { ...process.env, CROSSFOOT_WORKER_HEAP_MB: "32" },
        });
      const one = run([]);
      expect(one.status).toBe(0);
      const two = run(["--workers", "2"]);
      expect(two.stderr).toBe(one.stderr);
      expect(two.stdout).toBe(one.stdout);
      expect(two.status).toBe(0);
    },
    60_000,
  );

  test.each([["0"], ["1.5"], ["-2"], ["two"], ["65"], [""]])(
    "--workers %j is an input error",
    async (n) => {
      expectInputError(
        await evalRun([EXAMPLE_CASES, `--workers=${n}`]),
        "--workers must be a whole number from 1 to 64",
      );
    },
  );
});

describe("--junit FILE", () => {
  test("one testcase per case; failures and errors with their reasons", async () => {
    fx.writeJsonl("junit.jsonl", [
      good,
      { ...mislabelled, id: 'a <tricky> & "quoted" id' },
      "{not json",
    ]);
    const r = await evalRun(["junit.jsonl", "--junit", "report.xml"]);
    expect(r.code).toBe(1);
    const xml = readFileSync(join(cwd, "report.xml"), "utf8");
    expect(
      xml.startsWith(
        '<?xml version="1.0" encoding="UTF-8"?>\n<testsuites name="crossfoot eval" tests="3" failures="1" errors="1" ',
      ),
    ).toBe(true);
    expect(xml.match(/<testcase /g)).toHaveLength(3);
    expect(xml).toContain(
      '<testcase name="good" classname="crossfoot.eval" file="junit.jsonl" line="1" ',
    );
    expect(xml).toContain('name="a &lt;tricky&gt; &amp; &quot;quoted&quot; id"');
    expect(xml).toContain(
      '<failure message="FAILED · 2 claims · 1 failed · score 0.50 · expected PASSED" type="unexpected_verdict">',
    );
    expect(xml).toContain(
      "[unsupported] $3.6bn - no source value or derivation matches at the stated precision; nearest values in the rows and periods the sentence names: [R1] revenue_2024 = 3,214,000,000</failure>",
    );
    expect(xml).toMatch(
      /<error message="junit\.jsonl:3:2: invalid JSON: [^"]+" type="invalid_case">/,
    );
    expect(xml).toContain(
      "<system-out>PASSED · 2 claims · 0 failed · score 1.00 · as expected\n[derived] 12% - ",
    );
    expect(xml).toContain('<property name="accuracy" value="0.3333333333333333"/>');
    expect(xml.trimEnd().endsWith("</testsuites>")).toBe(true);
  });

  test("the report path is checked before any case runs", async () => {
    expectInputError(
      await evalRun([EXAMPLE_CASES, "--junit", "no/such/dir/report.xml"]),
      "--junit: the directory of",
      "does not exist",
    );
    fx.write("a-dir/placeholder", "");
    expectInputError(
      await evalRun([EXAMPLE_CASES, "--html", "a-dir"]),
      "--html:",
      "is a directory",
    );
  });

  test("--fail-fast leaves no report behind", async () => {
    fx.writeJsonl("ff.jsonl", [good, "{"]);
    const r = await evalRun(["ff.jsonl", "--fail-fast", "--junit", "ff.xml", "--html", "ff.html"]);
    expect(r.code).toBe(2);
    expect(() => readFileSync(join(cwd, "ff.xml"))).toThrow();
    expect(() => readFileSync(join(cwd, "ff.html"))).toThrow();
  });
});

describe("--html FILE", () => {
  test("a self-contained page: summary, filters, highlighted claims, no external resource", async () => {
    fx.writeJsonl("html.jsonl", [good, mislabelled, "{oops"]);
    const r = await evalRun(["html.jsonl", "--html", "report.html", "--min-accuracy", "0"]);
    expect(r.code).toBe(0);
    const html = readFileSync(join(cwd, "report.html"), "utf8");
    expect(html.startsWith("<!doctype html>")).toBe(true);
    expect(html).toContain('<dd id="accuracy">33.33%</dd>');
    expect(html).toContain('data-filter="fail" aria-pressed="false">not as expected (1)</button>');
    expect(html).toContain('data-filter="error" aria-pressed="false">errors (1)</button>');
    expect(html).toContain('<option value="unsupported">unsupported</option>');
    // The expected and checked outcomes in the words of every crossfoot report.
    expect(html).toContain(
      '<td>PASSED</td><td>FAILED · 2 claims · 1 failed · score 0.50</td><td class="outcome">not as expected</td>',
    );
    expect(html).toContain(
      '<mark class="claim fail" tabindex="0" data-status="unsupported">$3.6bn<span class="tip" role="tooltip"><b>unsupported</b> no source value or derivation matches at the stated precision; nearest values in the rows and periods the sentence names: [R1] revenue_2024 = 3,214,000,000</span></mark>',
    );
    expect(html).toContain("default-src 'none'");
    // Nothing is fetched: no URL, no src or href attribute, no @import.
    expect(html).not.toMatch(/https?:\/\/|\bsrc=|\bhref=|@import|url\(/);
  });

  test("highlightAnswer escapes the answer and wraps each claim at its offsets", () => {
    const answer = "A <b> & 12% [R1].";
    const html = highlightAnswer(answer, [
      { text: "12%", status: "derived", evidence: "x < y", passed: true, start: 8, end: 11 },
    ]);
    expect(html).toBe(
      'A &lt;b&gt; &amp; <mark class="claim pass" tabindex="0" data-status="derived">12%<span class="tip" role="tooltip"><b>derived</b> x &lt; y</span></mark> [R1].',
    );
  });
});

describe("the progress bar", () => {
  // A clock that moves 800 ms every time it is read: the run "takes" seconds.
  const slowClock = () => {
    let t = 0;
    return () => {
      t += 800;
      return t;
    };
  };

  test("on a terminal, for a run longer than a second: drawn on stderr, then erased", async () => {
    const file = bigCaseFile("progress.jsonl", 10);
    const r = await evalRun([file], { tty: true, now: slowClock() });
    expect(r.code).toBe(0);
    expect(r.stderr).toMatch(/\r\[[█░]{24}\] +\d+% · [\d,]+ cases · [\d,]+\/s\u001b\[K/);
    expect(r.stderr.endsWith("\r\u001b[K")).toBe(true);
    expect(lines(r.stdout)).toHaveLength(1);
  });

  test("never when stderr is not a terminal, nor for a run under a second", async () => {
    const file = bigCaseFile("progress2.jsonl", 10);
    expect((await evalRun([file], { tty: false, now: slowClock() })).stderr).toBe("");
    expect((await evalRun([file], { tty: true, now: () => 0 })).stderr).toBe("");
  });
});

describe("--config for eval", () => {
  test("sets the default options; a case's own options win", async () => {
    fx.write("cfg/cite.json", { requireCitations: true });
    fx.writeJsonl("cfg/cases.jsonl", [
      { id: "uncited", output: "Revenue was $3.21bn in 2024.", sources: SOURCES, expect: "fail" },
      {
        id: "uncited-allowed",
        output: "Revenue was $3.21bn in 2024.",
        sources: SOURCES,
        options: { require_citations: false },
      },
    ]);
    expect((await evalRun(["cfg/cases.jsonl"])).code).toBe(1);
    const r = await evalRun(["cfg/cases.jsonl", "--config", "cfg/cite.json", "-v"]);
    expect(r.code).toBe(0);
    expect(lines(r.stdout)).toContain(
      "ok uncited FAILED · 1 claim · 1 failed · score 0.00 · as expected",
    );
  });
});

describe("streaming the case file", () => {
  const collect = async (content: string | Buffer, batch = 3) => {
    const path = fx.write(`stream-${Math.random().toString(36).slice(2)}.jsonl`, "");
    writeFileSync(path, content);
    const file = openJsonl(path, "cases", batch);
    const out: [number, string][] = [];
    let last = 0;
    for await (const b of file.batches) {
      expect(b.lines.length).toBeLessThanOrEqual(batch);
      expect(b.bytesEnd).toBeGreaterThanOrEqual(last);
      last = b.bytesEnd;
      b.lines.forEach((line, k) => out.push([line, b.texts[k] as string]));
    }
    expect(last).toBe(file.size);
    return out;
  };

  test("line numbers count blank lines; CRLF, a byte-order mark and a missing final newline are fine", async () => {
    expect(await collect('\ufeff{}\r\n\r\n  \n{"a":1}\r\n{"b":2}')).toEqual([
      [1, "{}"],
      [4, '{"a":1}'],
      [5, '{"b":2}'],
    ]);
  });

  test("a line longer than a read chunk, with multi-byte characters across chunk edges", async () => {
    const long = `{"output":"${"€ café ☕ ".repeat(60_000)}"}`;
    const got = await collect(`{}\n${long}\n{}\n`);
    expect(got.map(([line]) => line)).toEqual([1, 2, 3]);
    expect(got[1]?.[1]).toBe(long);
  });

  test("many lines come in bounded batches", async () => {
    const many = Array.from({ length: 1000 }, (_, k) => `{"k":${k}}`).join("\n");
    const got = await collect(many, 64);
    expect(got).toHaveLength(1000);
    expect(got[999]).toEqual([1000, '{"k":999}']);
  });

  test("a directory is an input error", () => {
    expect(() => openJsonl(cwd, "cases", 8)).toThrow(/cases file is a directory/);
  });
});

describe("Spool", () => {
  test("gives back exactly what was written, across buffer and read-chunk edges", () => {
    const spool = new Spool();
    const parts = Array.from({ length: 5000 }, (_, k) => `${k}:€☕${"x".repeat(k % 700)}\n`);
    for (const p of parts) spool.write(p);
    let back = "";
    spool.copyTo((chunk) => {
      back += chunk;
    });
    spool.dispose();
    expect(back).toBe(parts.join(""));
  });
});

describe("shared Checkers give the results check() gives", () => {
  test("every claim of every case, twice over (the second pass hits the cache), equals a fresh check()", async () => {
    const { check } = await import("crossfoot");
    const file = bigCaseFile("twice.jsonl", 2);
    const r = await evalRun([file, "--json"]);
    expect(r.code).toBe(0);
    const result = JSON.parse(r.stdout) as {
      cases: {
        id: string;
        got: string;
        claims: { text: string; status: string; evidence: string }[];
      }[];
    };
    const raw = readFileSync(file, "utf8").trimEnd().split("\n");
    const options = (o: Record<string, boolean> = {}) => ({
      ...(o.require_citations === undefined ? {} : { requireCitations: o.require_citations }),
      ...(o.allow_rounding === undefined ? {} : { allowRounding: o.allow_rounding }),
      ...(o.allow_derived === undefined ? {} : { allowDerived: o.allow_derived }),
      ...(o.check_table_rows === undefined ? {} : { checkTableRows: o.check_table_rows }),
    });
    raw.forEach((line, k) => {
      const c = JSON.parse(line) as {
        output: string;
        sources?: unknown;
        sources_file?: string;
        options?: Record<string, boolean>;
      };
      const sources = c.sources ?? JSON.parse(readFileSync(c.sources_file as string, "utf8"));
      const report = check(c.output, sources, options(c.options));
      expect(result.cases[k]?.got).toBe(report.passed ? "pass" : "fail");
      expect(result.cases[k]?.claims).toEqual(
        report.claims.map((claim) => ({
          text: claim.text,
          status: claim.status,
          evidence: claim.evidence,
        })),
      );
    });
  });
});
