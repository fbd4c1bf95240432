import { ReportJsonSchema } from "crossfoot";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { CHECK_USAGE } from "../src/check-command.js";
import { EVAL_USAGE } from "../src/eval-command.js";
import { run, USAGE } from "../src/index.js";
import {
  claimLines,
  cli,
  EXAMPLE_CASE_COUNT,
  EXAMPLE_CASES,
  expectInputError,
  FAILING_ANSWER,
  Fixtures,
  humanClaims,
  lines,
  PASSING_ANSWER,
  REPO_ROOT,
  SOURCES,
} from "./helpers.js";

let fx: Fixtures;
let cwd: string;

// Relative paths in the tests resolve against `cwd`, a scratch directory that
// is NOT the process's working directory: the CLI must use `io.cwd`.
beforeAll(() => {
  fx = new Fixtures();
  cwd = fx.dir;
  fx.write("sources.json", SOURCES);
  fx.write("pass.txt", `${PASSING_ANSWER}\n`);
  fx.write("fail.txt", `${FAILING_ANSWER}\n`);
  fx.write("uncited.txt", "Revenue was $3.21bn in 2024.\n");
  fx.write("rounded.txt", "Revenue reached $3.21bn in 2024 [R1].\n");
  fx.write("exact.txt", "Revenue reached $3,214,000,000 in 2024 [R1].\n");
  fx.write("growth.txt", "Revenue grew 12% [R1].\n");
  fx.write("no-numbers.txt", "Revenue grew strongly [R1].\n");
  fx.write("empty.txt", "");
  fx.write("one-record.json", SOURCES[0]);
  fx.write("strings.json", ["In 2024 Acme's revenue was $3.21bn."]);
  fx.write("empty-array.json", []);
  fx.write("bad-sources.json", [42, { id: "R1", fields: SOURCES[0]?.fields }]);
  // Line 3 has a trailing comma before "}".
  fx.write(
    "trailing-comma.json",
    '[\n  {\n    "id": "R1", "fields": { "revenue_2024": 3214000000, },\n  }\n]\n',
  );
  // Line 3 has a key with no value.
  fx.write("missing-value.json", '[\n  {\n    "id": ,\n    "fields": {}\n  }\n]\n');
  fx.write("unclosed.json", '[\n  {"id": "R1"\n');
  fx.write("zero-bytes.json", "");
  fx.write("number.json", "42\n");
  fx.write("string.json", '"text"\n');
  fx.write("null.json", "null\n");
  fx.write("boolean.json", "true\n");
  fx.write("deep.json", "[".repeat(200_000));
  fx.write("dir/placeholder.txt", "");
});

afterAll(() => fx.remove());

const check = (args: readonly string[], stdin?: string) =>
  cli(["check", ...args], stdin === undefined ? { cwd } : { cwd, stdin });

describe("check: verdicts and exit status", () => {
  test("exits 0 and prints a PASSED report when every claim passes", async () => {
    const r = await check(["--answer", "pass.txt", "--sources", "sources.json"]);
    expect(r.code).toBe(0);
    expect(r.stderr).toBe("");
    expect(r.stdinReads).toBe(0);
    const out = lines(r.stdout);
    expect(out[0]).toBe("PASSED · 2 claims · 0 failed · score 1.00");
    const claims = claimLines(r.stdout);
    expect(claims).toContain("[supported_rounded] $3.21bn - [R1] revenue_2024 = 3,214,000,000");
    expect(claims.some((l) => l.startsWith("[derived] 12% - % change revenue_2023"))).toBe(true);
    expect(humanClaims(r.stdout).map((c) => c.mark)).toEqual(["✓", "✓"]);
  });

  test("exits 1 and names the failing claim when a figure is not in the sources", async () => {
    const r = await check(["--answer", "fail.txt", "--sources", "sources.json"]);
    expect(r.code).toBe(1);
    expect(r.stderr).toBe("");
    const out = lines(r.stdout);
    expect(out[0]).toBe("FAILED · 2 claims · 1 failed · score 0.50");
    expect(humanClaims(r.stdout).map((c) => c.mark)).toEqual(["✓", "✗"]);
    expect(claimLines(r.stdout)).toContain(
      "[unsupported] $3.6bn - no source value or derivation matches at the stated precision; nearest values in the rows and periods the sentence names: [R1] revenue_2024 = 3,214,000,000",
    );
  });

  test("accepts the short flags -a and -s", async () => {
    expect((await check(["-a", "pass.txt", "-s", "sources.json"])).code).toBe(0);
    expect((await check(["-s", "sources.json", "-a", "fail.txt"])).code).toBe(1);
  });

  test("--output FILE (and -o) is another name of --answer FILE", async () => {
    const byAnswer = await check(["--answer", "fail.txt", "--sources", "sources.json"]);
    const byOutput = await check(["--output", "fail.txt", "--sources", "sources.json"]);
    expect(byOutput).toEqual(byAnswer);
    expect((await check(["-o", "pass.txt", "-s", "sources.json"])).code).toBe(0);
    expectInputError(
      await check(["--output", "no-such-answer.txt", "--sources", "sources.json"]),
      "answer file not found",
      "no-such-answer.txt",
    );
  });

  test("accepts --flag=value and absolute paths", async () => {
    const r = await check([`--answer=${fx.dir}/pass.txt`, `--sources=${fx.dir}/sources.json`]);
    expect(r.code).toBe(0);
  });

  test("a flag repeated with another value is a usage error; with the same value it is read once", async () => {
    const args = ["--answer", "uncited.txt", "--sources", "sources.json"];
    expectInputError(
      await check([...args, "--policy", "lenient", "--policy", "strict"]),
      "'--policy' is given twice with different values: 'lenient' and 'strict'",
    );
    expect((await check([...args, "--policy", "strict", "--policy", "strict"])).code).toBe(1);
    expect((await check([...args, "--policy", "lenient", "--policy", "lenient"])).code).toBe(0);
  });

  test("the answer file given twice is a usage error that names both", async () => {
    for (const other of ["--answer", "--output", "-o"]) {
      const r = await check(["--answer", "pass.txt", other, "fail.txt", "-s", "sources.json"]);
      expectInputError(r, "is given", "pass.txt", "fail.txt");
    }
  });

  test("accepts one record (an object) as the sources", async () => {
    expect((await check(["--answer", "pass.txt", "--sources", "one-record.json"])).code).toBe(0);
  });

  test("accepts plain string sources", async () => {
    const r = await check(["--answer", "uncited.txt", "--sources", "strings.json"]);
    expect(r.code).toBe(0);
    expect(claimLines(r.stdout)[0]).toMatch(/^\[supported_exact\] \$3\.21bn - \[S1\]/);
  });

  test("an answer with no figures passes with no claims", async () => {
    const r = await check(["--answer", "no-numbers.txt", "--sources", "sources.json"]);
    expect(r.code).toBe(0);
    expect(lines(r.stdout)).toEqual(["PASSED · 0 claims · 0 failed · score 1.00"]);
    expect((await check(["--answer", "empty.txt", "--sources", "sources.json"])).code).toBe(0);
  });

  test("a citation of a missing record fails (exit 1), it is not an input error", async () => {
    const r = await check(["--answer", "pass.txt", "--sources", "empty-array.json"]);
    expect(r.code).toBe(1);
    expect(humanClaims(r.stdout).map((c) => c.status)).toContain("unknown_citation");
    expect(lines(r.stdout)[0]).toBe("FAILED · 2 claims · 2 failed · score 0.00 · 1 issue");
    expect(lines(r.stdout)).toContain("  ! [R1] cites no source (known ids: none)");
  });

  test("warns on stderr about unusable source entries and still checks the rest", async () => {
    const r = await check(["--answer", "pass.txt", "--sources", "bad-sources.json"]);
    expect(r.code).toBe(0);
    const warnings = lines(r.stderr);
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatch(/^warning: bad-sources\.json: source S1: /);
  });
});

describe("check --json", () => {
  test("prints a report that validates against ReportJsonSchema (passing)", async () => {
    const r = await check(["--answer", "pass.txt", "--sources", "sources.json", "--json"]);
    expect(r.code).toBe(0);
    const report = ReportJsonSchema.parse(JSON.parse(r.stdout));
    expect(report.passed).toBe(true);
    expect(report.score).toBe(1);
    expect(report.claims.map((c) => [c.text, c.status, c.passed])).toEqual([
      ["12%", "derived", true],
      ["$3.21bn", "supported_rounded", true],
    ]);
    // Offsets point into the answer as read from the file.
    for (const c of report.claims) {
      expect(`${PASSING_ANSWER}\n`.slice(c.start, c.end)).toBe(c.text);
    }
    expect(report.issues).toEqual([]);
    expect(report.counts.derived).toBe(1);
    expect(report.counts.supported_rounded).toBe(1);
  });

  test("prints a report that validates against ReportJsonSchema (failing), exit 1", async () => {
    const r = await check(["--answer", "fail.txt", "--sources", "sources.json", "--json"]);
    expect(r.code).toBe(1);
    const report = ReportJsonSchema.parse(JSON.parse(r.stdout));
    expect(report.passed).toBe(false);
    expect(report.score).toBe(0.5);
    const failing = report.claims.filter((c) => !c.passed);
    expect(failing.map((c) => [c.text, c.status])).toEqual([["$3.6bn", "unsupported"]]);
  });

  test("stdout is nothing but the JSON document", async () => {
    const r = await check(["--json", "--answer", "pass.txt", "--sources", "sources.json"]);
    expect(r.stdout.endsWith("}\n")).toBe(true);
    expect(() => JSON.parse(r.stdout)).not.toThrow();
  });
});

describe("check --answer - (standard input)", () => {
  test("reads the answer from stdin and passes", async () => {
    const r = await check(["--answer", "-", "--sources", "sources.json"], PASSING_ANSWER);
    expect(r.code).toBe(0);
    expect(r.stdinReads).toBe(1);
  });

  test("reads the answer from stdin and fails", async () => {
    const r = await check(["--answer", "-", "--sources", "sources.json", "--json"], FAILING_ANSWER);
    expect(r.code).toBe(1);
    expect(r.stdinReads).toBe(1);
    const report = ReportJsonSchema.parse(JSON.parse(r.stdout));
    expect(report.claims.find((c) => c.text === "$3.6bn")?.status).toBe("unsupported");
  });

  test("-o - works too, and empty stdin is an answer with no claims", async () => {
    const r = await check(["-o", "-", "-s", "sources.json"], "");
    expect(r.code).toBe(0);
    expect(r.stdinReads).toBe(1);
  });
});

describe("check options change the verdict", () => {
  test("--require-citations fails a grounded but uncited figure as uncited", async () => {
    const base = await check(["--answer", "uncited.txt", "--sources", "sources.json", "--json"]);
    expect(base.code).toBe(0);
    const r = await check([
      "--answer",
      "uncited.txt",
      "--sources",
      "sources.json",
      "--require-citations",
      "--json",
    ]);
    expect(r.code).toBe(1);
    const report = ReportJsonSchema.parse(JSON.parse(r.stdout));
    expect(report.claims.map((c) => c.status)).toEqual(["uncited"]);
  });

  test("--require-citations leaves cited figures passing", async () => {
    const r = await check([
      "--answer",
      "pass.txt",
      "--sources",
      "sources.json",
      "--require-citations",
    ]);
    expect(r.code).toBe(0);
  });

  test("--strict turns a rounding into a failure", async () => {
    expect((await check(["--answer", "rounded.txt", "--sources", "sources.json"])).code).toBe(0);
    const r = await check(["--answer", "rounded.txt", "--sources", "sources.json", "--strict"]);
    expect(r.code).toBe(1);
    expect(claimLines(r.stdout)[0]).toMatch(/^\[unsupported\] \$3\.21bn - /);
  });

  test("--strict still passes an exact figure", async () => {
    const r = await check(["--answer", "exact.txt", "--sources", "sources.json", "--strict"]);
    expect(r.code).toBe(0);
    expect(claimLines(r.stdout)[0]).toMatch(/^\[supported_exact\] \$3,214,000,000 - /);
  });

  test("--no-derived turns a derivation into a failure", async () => {
    expect((await check(["--answer", "growth.txt", "--sources", "sources.json"])).code).toBe(0);
    const r = await check([
      "--answer",
      "growth.txt",
      "--sources",
      "sources.json",
      "--no-derived",
      "--json",
    ]);
    expect(r.code).toBe(1);
    const report = ReportJsonSchema.parse(JSON.parse(r.stdout));
    expect(report.claims.map((c) => [c.text, c.status])).toEqual([["12%", "unsupported"]]);
  });

  test("--no-derived fails only the derived figure of the passing answer", async () => {
    const r = await check(["--answer", "pass.txt", "--sources", "sources.json", "--no-derived"]);
    expect(r.code).toBe(1);
    expect(humanClaims(r.stdout).map((c) => [c.mark, c.text, c.status])).toEqual([
      ["✗", "12%", "unsupported"],
      ["✓", "$3.21bn", "supported_rounded"],
    ]);
  });
});

describe("check: usage and input errors exit 2 with one line on stderr", () => {
  test("an unknown flag", async () => {
    const r = await check(["--answer", "pass.txt", "--sources", "sources.json", "--bogus"]);
    expectInputError(r, "check:", "--bogus");
  });

  test("a flag that takes no value given one", async () => {
    const r = await check(["--answer", "pass.txt", "--sources", "sources.json", "--json=yes"]);
    expectInputError(r, "--json");
  });

  test("a stray positional argument", async () => {
    const r = await check(["--answer", "pass.txt", "--sources", "sources.json", "extra"]);
    expectInputError(r, "extra");
  });

  test("--answer missing", async () => {
    expectInputError(await check(["--sources", "sources.json"]), "--answer", "required");
  });

  test("--answer given without a value", async () => {
    expectInputError(await check(["--sources", "sources.json", "--answer"]), "--answer");
  });

  test("a dash-led value for --answer (parseArgs's multi-line message is one line)", async () => {
    const r = await check(["--answer", "-x", "--sources", "sources.json"]);
    expectInputError(r, "--answer", "ambiguous");
  });

  test("--sources missing", async () => {
    expectInputError(await check(["--answer", "pass.txt"]), "--sources", "required");
  });

  test("no flags at all", async () => {
    expectInputError(await check([]), "--answer");
  });

  test("the answer file does not exist: the message names it", async () => {
    const r = await check(["--answer", "no-such-answer.txt", "--sources", "sources.json"]);
    expectInputError(r, "answer file not found", "no-such-answer.txt");
  });

  test("the answer path is a directory", async () => {
    const r = await check(["--answer", "dir", "--sources", "sources.json"]);
    expectInputError(r, "answer file is a directory", "dir");
  });

  test("the sources file does not exist: the message names it", async () => {
    const r = await check(["--answer", "pass.txt", "--sources", "no-such-sources.json"]);
    expectInputError(r, "sources file not found", "no-such-sources.json");
  });

  test("a missing sources file is reported even when stdin supplies the answer", async () => {
    const r = await check(["--answer", "-", "--sources", "nope.json"], PASSING_ANSWER);
    expectInputError(r, "nope.json");
  });

  test("malformed JSON (trailing comma on line 3): names the file and the line", async () => {
    const r = await check(["--answer", "pass.txt", "--sources", "trailing-comma.json"]);
    const message = expectInputError(r, "trailing-comma.json:3:", "invalid JSON");
    expect(message).toMatch(/trailing-comma\.json:3:\d+: invalid JSON: /);
  });

  test("malformed JSON (missing value on line 3): names the file, line and column", async () => {
    const r = await check(["--answer", "pass.txt", "--sources", "missing-value.json"]);
    // `    "id": ,` - the comma is at column 11.
    expectInputError(r, "missing-value.json:3:11: invalid JSON: expected a value");
  });

  test("truncated JSON: the line of the end of input", async () => {
    const r = await check(["--answer", "pass.txt", "--sources", "unclosed.json"]);
    expectInputError(r, "unclosed.json:3:1:", "unexpected end of input");
  });

  test("an empty sources file", async () => {
    const r = await check(["--answer", "pass.txt", "--sources", "zero-bytes.json"]);
    expectInputError(r, "zero-bytes.json:1:1:", "unexpected end of input");
  });

  test("200,000 unclosed brackets: located without overflowing the stack", async () => {
    const r = await check(["--answer", "pass.txt", "--sources", "deep.json"]);
    expectInputError(r, "deep.json:1:200001:", "unexpected end of input");
  });

  test.each([
    ["number.json", "42"],
    ["string.json", '"text"'],
    ["null.json", "null"],
    ["boolean.json", "true"],
  ])("sources that are not an array or object (%s: %s)", async (file) => {
    const r = await check(["--answer", "pass.txt", "--sources", file]);
    expectInputError(r, file, "must be a JSON array");
  });

  test("--help prints the check usage and exits 0", async () => {
    const r = await check(["--help"]);
    expect(r.code).toBe(0);
    expect(r.stdout).toBe(`${CHECK_USAGE}\n`);
    for (const flag of [
      "--answer",
      "--sources",
      "--require-citations",
      "--strict",
      "--no-derived",
      "--json",
    ]) {
      expect(r.stdout).toContain(flag);
    }
  });
});

describe("run: commands", () => {
  test("no command exits 2", async () => {
    expectInputError(await cli([], { cwd }), "missing command");
  });

  test("an unknown command exits 2 and names it", async () => {
    expectInputError(await cli(["frobnicate"], { cwd }), 'unknown command "frobnicate"');
  });

  test("a flag in place of the command is an unknown command", async () => {
    expectInputError(await cli(["--json"], { cwd }), "--json");
  });

  test.each([["--help"], ["-h"], ["help"]])("%s prints the usage", async (flag) => {
    const r = await cli([flag], { cwd });
    expect(r.code).toBe(0);
    expect(r.stdout).toBe(`${USAGE}\n`);
    expect(r.stderr).toBe("");
  });

  test.each([["--version"], ["-V"]])("%s prints the version passed in", async (flag) => {
    const r = await cli([flag], { cwd, version: "9.8.7" });
    expect(r.code).toBe(0);
    expect(r.stdout).toBe("9.8.7\n");
  });

  test("an unexpected error is one line on stderr, exit 2, no stack trace", async () => {
    const err: string[] = [];
    const code = await run(["check", "--answer", "-", "--sources", "sources.json"], {
      stdout: () => {},
      stderr: (text) => {
        err.push(text);
      },
      readStdin: () => Promise.reject(new Error("read failed\n  on two lines")),
      cwd,
    });
    expect(code).toBe(2);
    expect(err.join("")).toBe("crossfoot: internal error: read failed on two lines\n");
  });

  test("the top-level usage lists every check flag", () => {
    for (const flag of [
      "--require-citations",
      "--strict",
      "--no-derived",
      "--json",
      "--min-accuracy",
      "-v",
    ]) {
      expect(USAGE).toContain(flag);
    }
  });
});

describe("eval: the bundled examples", () => {
  test("every example as expected, exit 0, one summary line without -v", async () => {
    const r = await cli(["eval", EXAMPLE_CASES], { cwd });
    expect(r.code).toBe(0);
    expect(r.stderr).toBe("");
    expect(r.stdout).toBe(
      `PASSED · ${EXAMPLE_CASE_COUNT}/${EXAMPLE_CASE_COUNT} cases as expected · accuracy 100.00% · threshold 100.00%\n`,
    );
  });

  test("a path relative to cwd works", async () => {
    const r = await cli(["eval", "examples/cases.jsonl"], { cwd: REPO_ROOT });
    expect(r.code).toBe(0);
  });

  test("-v prints every case, every claim and the summary", async () => {
    const r = await cli(["eval", EXAMPLE_CASES, "-v"], { cwd });
    expect(r.code).toBe(0);
    const out = lines(r.stdout);
    const caseLines = out.filter((l) => /^(ok|FAIL) /.test(l));
    const claimLines = out.filter((l) => l.startsWith("["));
    const issueLines = out.filter((l) => l.startsWith("issue: "));
    expect(caseLines).toHaveLength(EXAMPLE_CASE_COUNT);
    for (const l of caseLines) {
      expect(l).toMatch(
        /^ok \S+ (PASSED|FAILED) · \d+ claims? · \d+ failed · score \d\.\d\d( · \d+ issues?)? · as expected$/,
      );
    }
    for (const l of claimLines) expect(l).toMatch(/^\[[a-z_]+\] \S.* - \S.*$/);
    expect(issueLines).toEqual(["issue: [R9] cites no source (known ids: R1, R2, S3)"]);
    // Every line is a case, a claim, an issue, or the final summary.
    expect(caseLines.length + claimLines.length + issueLines.length + 1).toBe(out.length);
    expect(out[out.length - 1]).toBe(
      `PASSED · ${EXAMPLE_CASE_COUNT}/${EXAMPLE_CASE_COUNT} cases as expected · accuracy 100.00% · threshold 100.00%`,
    );
    expect(out).toContain(
      "ok derived-growth PASSED · 2 claims · 0 failed · score 1.00 · as expected",
    );
    expect(out).toContain(
      "ok wrong-direction FAILED · 2 claims · 1 failed · score 0.50 · as expected",
    );
    expect(out).toContain(
      "ok unknown-citation FAILED · 1 claim · 1 failed · score 0.00 · 1 issue · as expected",
    );
    expect(out).toContain("[supported_rounded] $3.21bn - [R1] revenue_2024 = 3,214,000,000");
    expect(out).toContain(
      "[wrong_record] 1,850 - value is in [R2] employees_2024, but the sentence cites [R1]",
    );
    expect(out).toContain(
      '[unsupported] $3,214 million - no source value or derivation matches at the stated precision; nearest values in the rows and periods the sentence names: [S1] "Revenue was $3.2bn in 2024." = 3,200,000,000',
    );
    // Claims follow their case.
    const k = out.indexOf("ok wrong-record FAILED · 1 claim · 1 failed · score 0.00 · as expected");
    expect(out[k + 1]).toMatch(/^\[wrong_record\] 1,850 - /);
    // --verbose is the long form.
    const long = await cli(["eval", EXAMPLE_CASES, "--verbose"], { cwd });
    expect(long.stdout).toBe(r.stdout);
  });

  test("--json prints one object with exactly total, correct, errors, accuracy, cases", async () => {
    const r = await cli(["eval", EXAMPLE_CASES, "--json"], { cwd });
    expect(r.code).toBe(0);
    const result = JSON.parse(r.stdout) as Record<string, unknown>;
    expect(Object.keys(result)).toEqual(["total", "correct", "errors", "accuracy", "cases"]);
    expect(result.total).toBe(EXAMPLE_CASE_COUNT);
    expect(result.errors).toBe(0);
    expect(result.correct).toBe(EXAMPLE_CASE_COUNT);
    expect(result.accuracy).toBe(1);
    const cases = result.cases as Record<string, unknown>[];
    expect(cases).toHaveLength(EXAMPLE_CASE_COUNT);
    for (const c of cases) {
      expect(Object.keys(c).sort()).toEqual(["claims", "expect", "got", "id"]);
      expect(typeof c.id).toBe("string");
      expect(["pass", "fail"]).toContain(c.expect);
      expect(c.got).toBe(c.expect);
      const claims = c.claims as Record<string, unknown>[];
      expect(claims.length).toBeGreaterThan(0);
      for (const claim of claims) {
        expect(Object.keys(claim).sort()).toEqual(["evidence", "status", "text"]);
        expect(typeof claim.text).toBe("string");
        expect(typeof claim.status).toBe("string");
        expect(typeof claim.evidence).toBe("string");
      }
    }
    expect(cases[0]).toEqual({
      id: "exact-field",
      expect: "pass",
      got: "pass",
      claims: [
        {
          text: "$3,214,000,000",
          status: "supported_exact",
          evidence: "[R1] revenue_2024 = 3,214,000,000",
        },
      ],
    });
  });

  test("--json wins over -v: stdout is only the JSON document", async () => {
    const r = await cli(["eval", EXAMPLE_CASES, "--json", "-v"], { cwd });
    expect(() => JSON.parse(r.stdout)).not.toThrow();
  });

  test("--help prints the eval usage", async () => {
    const r = await cli(["eval", "--help"], { cwd });
    expect(r.code).toBe(0);
    expect(r.stdout).toBe(`${EVAL_USAGE}\n`);
  });
});

describe("eval: accuracy and the --min-accuracy gate", () => {
  let half: string;

  beforeAll(() => {
    fx.write("gate/data/sources.json", SOURCES);
    half = fx.writeJsonl("gate/half.jsonl", [
      { id: "right", output: PASSING_ANSWER, sources_file: "data/sources.json" },
      // Mislabelled: the answer fails, but the case expects a pass.
      { id: "mislabelled", output: FAILING_ANSWER, sources_file: "data/sources.json" },
    ]);
  });

  test("one of two cases wrong: exit 1 at the default threshold, FAIL printed without -v", async () => {
    const r = await cli(["eval", half], { cwd });
    expect(r.code).toBe(1);
    expect(r.stderr).toBe("");
    const out = lines(r.stdout);
    expect(out[0]).toBe(
      "FAIL mislabelled FAILED · 2 claims · 1 failed · score 0.50 · expected PASSED",
    );
    expect(out).toContain(
      "[unsupported] $3.6bn - no source value or derivation matches at the stated precision; nearest values in the rows and periods the sentence names: [R1] revenue_2024 = 3,214,000,000",
    );
    expect(out.some((l) => l.startsWith("ok "))).toBe(false);
    expect(out[out.length - 1]).toBe(
      "FAILED · 1/2 cases as expected · accuracy 50.00% · threshold 100.00%",
    );
  });

  test("-v prints the ok case as well as the FAIL case", async () => {
    const out = lines((await cli(["eval", half, "-v"], { cwd })).stdout);
    expect(out.filter((l) => /^(ok|FAIL) /.test(l))).toEqual([
      "ok right PASSED · 2 claims · 0 failed · score 1.00 · as expected",
      "FAIL mislabelled FAILED · 2 claims · 1 failed · score 0.50 · expected PASSED",
    ]);
  });

  test.each([
    ["0", 0],
    ["0.4", 0],
    ["0.5", 0],
    ["0.50", 0],
    ["5e-1", 0],
    ["0.51", 1],
    ["0.6", 1],
    ["1", 1],
  ])("--min-accuracy %s gives exit %d", async (threshold, code) => {
    const r = await cli(["eval", half, "--min-accuracy", threshold], { cwd });
    expect(r.code).toBe(code);
    expect(lines(r.stdout).at(-1)).toBe(
      `${code === 0 ? "PASSED" : "FAILED"} · 1/2 cases as expected · accuracy 50.00% · threshold ${(Number(threshold) * 100).toFixed(2)}%`,
    );
  });

  test("--min-accuracy=X form", async () => {
    expect((await cli(["eval", half, "--min-accuracy=0.5"], { cwd })).code).toBe(0);
  });

  test("--json reports accuracy 0.5 and still applies the gate", async () => {
    const r = await cli(["eval", half, "--json"], { cwd });
    expect(r.code).toBe(1);
    const result = JSON.parse(r.stdout) as {
      total: number;
      correct: number;
      accuracy: number;
      cases: { id: string; expect: string; got: string }[];
    };
    expect(result).toMatchObject({ total: 2, correct: 1, accuracy: 0.5 });
    expect(result.cases.map((c) => [c.id, c.expect, c.got])).toEqual([
      ["right", "pass", "pass"],
      ["mislabelled", "pass", "fail"],
    ]);
    expect((await cli(["eval", half, "--json", "--min-accuracy", "0.5"], { cwd })).code).toBe(0);
  });

  test.each([["2"], ["1.01"], ["-0.1"], ["abc"], ["50%"], ["NaN"], ["Infinity"], [""], [" "]])(
    "--min-accuracy %j is an input error",
    async (threshold) => {
      const r = await cli(["eval", half, `--min-accuracy=${threshold}`], { cwd });
      expectInputError(r, "--min-accuracy must be a number from 0 to 1");
    },
  );

  test("--min-accuracy with no value", async () => {
    expectInputError(await cli(["eval", half, "--min-accuracy"], { cwd }), "--min-accuracy");
  });
});

describe("eval: the case format", () => {
  test("sources_file resolves relative to the JSONL file, not to cwd", async () => {
    // A decoy at cwd/data/sources.json that would make the answer fail.
    fx.write("data/sources.json", [{ id: "R1", fields: { revenue_2024: 1 } }]);
    fx.write("nested/deeper/data/sources.json", SOURCES);
    fx.writeJsonl("nested/deeper/cases.jsonl", [
      { id: "relative", output: PASSING_ANSWER, sources_file: "data/sources.json" },
      { id: "dotdot", output: PASSING_ANSWER, sources_file: "../deeper/data/sources.json" },
    ]);
    const r = await cli(["eval", "nested/deeper/cases.jsonl", "-v"], { cwd });
    expect(r.stderr).toBe("");
    expect(r.code).toBe(0);
    expect(lines(r.stdout)).toContain(
      "ok relative PASSED · 2 claims · 0 failed · score 1.00 · as expected",
    );
    expect(lines(r.stdout)).toContain(
      "ok dotdot PASSED · 2 claims · 0 failed · score 1.00 · as expected",
    );
  });

  test("an absolute sources_file is used as-is, inside the case file's folder or an --allow-dir", async () => {
    const abs = fx.write("abs/sources.json", SOURCES);
    const file = fx.writeJsonl("abs-cases/cases.jsonl", [
      { id: "abs", output: PASSING_ANSWER, sources_file: abs },
    ]);
    expect((await cli(["eval", file, "--allow-dir", "abs"], { cwd })).code).toBe(0);
    const inside = fx.write("abs-cases/sources.json", SOURCES);
    fx.writeJsonl("abs-cases/inside.jsonl", [
      { id: "abs", output: PASSING_ANSWER, sources_file: inside },
    ]);
    expect((await cli(["eval", "abs-cases/inside.jsonl"], { cwd })).code).toBe(0);
  });

  test("inline sources, expect fail, options, numeric and missing ids, blank lines and CRLF", async () => {
    const file = fx.write(
      "format/cases.jsonl",
      [
        JSON.stringify({ id: "inline", output: PASSING_ANSWER, sources: SOURCES }),
        "",
        JSON.stringify({ id: 7, output: FAILING_ANSWER, sources: SOURCES, expect: "fail" }),
        "   ",
        JSON.stringify({
          output: "Revenue was $3.21bn in 2024.",
          sources: SOURCES,
          options: { require_citations: true },
          expect: "fail",
          description: "uncited",
          note: "description and note are allowed",
        }),
        JSON.stringify({
          id: "strict",
          output: "Revenue reached $3.21bn [R1].",
          sources: SOURCES,
          options: { allow_rounding: false },
          expect: "fail",
        }),
        JSON.stringify({
          id: "no-derived",
          output: "Revenue grew 12% [R1].",
          sources: SOURCES,
          options: { allow_derived: false },
          expect: "fail",
        }),
        JSON.stringify({
          id: "all-options",
          output: PASSING_ANSWER,
          sources: SOURCES,
          options: {
            require_citations: true,
            allow_rounding: true,
            allow_derived: true,
            check_table_rows: true,
          },
          expect: "pass",
        }),
        JSON.stringify({ id: "one-record", output: PASSING_ANSWER, sources: SOURCES[0] }),
      ].join("\r\n"),
    );
    const r = await cli(["eval", file, "--json"], { cwd });
    expect(r.stderr).toBe("");
    expect(r.code).toBe(0);
    const result = JSON.parse(r.stdout) as { cases: { id: string; expect: string; got: string }[] };
    expect(result.cases.map((c) => [c.id, c.expect, c.got])).toEqual([
      ["inline", "pass", "pass"],
      ["7", "fail", "fail"],
      ["line-5", "fail", "fail"],
      ["strict", "fail", "fail"],
      ["no-derived", "fail", "fail"],
      ["all-options", "pass", "pass"],
      ["one-record", "pass", "pass"],
    ]);
  });

  test("a file with no cases is an input error", async () => {
    const file = fx.write("empty-cases.jsonl", "\n\n  \n");
    expectInputError(await cli(["eval", file], { cwd }), "no cases");
  });
});

describe("eval --fail-fast: the first bad line exits 2, naming the file, line and what is wrong", () => {
  const write = (name: string, caseLines: readonly unknown[]) =>
    fx.writeJsonl(`errors/${name}`, caseLines);
  const good = { id: "good", output: PASSING_ANSWER, sources: SOURCES };
  const OK_GOOD = "ok good PASSED · 2 claims · 0 failed · score 1.00 · as expected";
  // The claim lines `eval -v` prints under each `good` case.
  const claimLines0 = () => [
    expect.stringMatching(/^\[derived\] 12% - % change revenue_2023 /),
    "[supported_rounded] $3.21bn - [R1] revenue_2024 = 3,214,000,000",
  ];

  test("a malformed JSONL line names the file and line number", async () => {
    write("malformed.jsonl", [good, "", '{"id": "bad", "output": "x", "sources": [],}', good]);
    const r = await cli(["eval", "--fail-fast", "errors/malformed.jsonl"], { cwd });
    expectInputError(r, "errors/malformed.jsonl:3:", "invalid JSON");
  });

  test("a truncated JSONL line names its line and the column where it ends", async () => {
    write("truncated.jsonl", [good, '{"id": "cut", "output": "x"']);
    const r = await cli(["eval", "--fail-fast", "errors/truncated.jsonl"], { cwd });
    expectInputError(r, "errors/truncated.jsonl:2:28: invalid JSON: unexpected end of input");
  });

  test("a line that is not an object", async () => {
    write("array.jsonl", [good, [good]]);
    expectInputError(
      await cli(["eval", "--fail-fast", "errors/array.jsonl"], { cwd }),
      "errors/array.jsonl:2:",
      "must be a JSON object",
    );
  });

  test("an unknown case field names the line and the key", async () => {
    write("field.jsonl", [good, good, { ...good, expected: "pass" }]);
    expectInputError(
      await cli(["eval", "--fail-fast", "errors/field.jsonl"], { cwd }),
      "errors/field.jsonl:3:",
      'unknown field "expected"',
    );
  });

  test("an unknown option names the line and the key", async () => {
    write("option.jsonl", [{ ...good, options: { foo: true } }]);
    const message = expectInputError(
      await cli(["eval", "--fail-fast", "errors/option.jsonl"], { cwd }),
      "errors/option.jsonl:1:",
      "options.foo",
    );
    expect(message).toContain("require_citations");
  });

  test.each(["constructor", "toString", "__proto__", "hasOwnProperty"])(
    "an option named like an inherited property (%s) is unknown, named as written",
    async (key) => {
      write(`inherited-${key}.jsonl`, [
        `{"id":"x","output":"a","sources":["b"],"options":{"${key}":true}}`,
      ]);
      const message = expectInputError(
        await cli(["eval", "--fail-fast", `errors/inherited-${key}.jsonl`], { cwd }),
        `errors/inherited-${key}.jsonl:1:`,
        `unknown option "options.${key}"`,
      );
      expect(message).not.toContain("native code");
    },
  );

  test("camelCase options are not the Python format", async () => {
    write("camel.jsonl", [{ ...good, options: { requireCitations: true } }]);
    expectInputError(
      await cli(["eval", "--fail-fast", "errors/camel.jsonl"], { cwd }),
      "errors/camel.jsonl:1:",
      "options.requireCitations",
    );
  });

  test.each([
    [
      "a non-boolean option",
      { ...good, options: { require_citations: "yes" } },
      "must be true or false",
    ],
    ["options not an object", { ...good, options: [true] }, '"options" must be an object'],
    ["a bad expect", { ...good, expect: "maybe" }, '"expect" must be "pass" or "fail"'],
    ["no output", { id: "x", sources: SOURCES }, '"output" must be a string'],
    ["a non-string output", { ...good, output: 42 }, '"output" must be a string'],
    ["a bad id", { ...good, id: { nested: true } }, '"id" must be a string'],
    ["no sources", { id: "x", output: "x" }, '"sources" (or "sources_file") is required'],
    ["sources not an array", { ...good, sources: "text" }, '"sources" must be an array'],
    ["null sources", { ...good, sources: null }, '"sources" must be an array'],
    [
      "sources and sources_file",
      { ...good, sources_file: "x.json" },
      'give "sources" or "sources_file", not both',
    ],
  ])("%s", async (_name, bad, fragment) => {
    const name = `case-${Math.random().toString(36).slice(2)}.jsonl`;
    write(name, [good, bad]);
    expectInputError(
      await cli(["eval", "--fail-fast", `errors/${name}`], { cwd }),
      `errors/${name}:2:`,
      fragment,
    );
  });

  test("a missing sources_file names the file and the case's line", async () => {
    write("missing-sources.jsonl", [
      good,
      { id: "x", output: "x", sources_file: "nope/none.json" },
    ]);
    const message = expectInputError(
      await cli(["eval", "--fail-fast", "errors/missing-sources.jsonl"], { cwd }),
      "not found",
      "nope/none.json",
    );
    expect(message).toContain("errors/missing-sources.jsonl:2");
  });

  test("a malformed sources_file names that file and its line", async () => {
    fx.write("errors/broken-sources.json", '[\n  {"id": "R1",\n   "fields": {"a": 1,}}\n]\n');
    write("broken.jsonl", [{ id: "x", output: "x", sources_file: "broken-sources.json" }]);
    expectInputError(
      await cli(["eval", "--fail-fast", "errors/broken.jsonl"], { cwd }),
      "broken-sources.json:3:",
      "invalid JSON",
    );
  });

  test("the cases file does not exist", async () => {
    expectInputError(await cli(["eval", "no-such-cases.jsonl"], { cwd }), "no-such-cases.jsonl");
  });

  test("no cases file, or two", async () => {
    expectInputError(await cli(["eval"], { cwd }), "expected one CASES.jsonl file");
    expectInputError(
      await cli(["eval", EXAMPLE_CASES, EXAMPLE_CASES], { cwd }),
      "expected one CASES.jsonl file",
    );
  });

  test("an unknown flag (parseArgs's message stays on one line)", async () => {
    expectInputError(await cli(["eval", EXAMPLE_CASES, "--bogus"], { cwd }), "eval:", "--bogus");
  });

  test("a dash-led --min-accuracy value is ambiguous, one line", async () => {
    expectInputError(
      await cli(["eval", EXAMPLE_CASES, "--min-accuracy", "-0.5"], { cwd }),
      "--min-accuracy",
    );
  });

  test("the first bad line stops the run: nothing after it is checked or summarised", async () => {
    write("late-error.jsonl", [good, good, good, "{oops}", good, "{oops again}"]);
    const quiet = await cli(["eval", "--fail-fast", "errors/late-error.jsonl"], { cwd });
    expectInputError(quiet, "errors/late-error.jsonl:4:2:");
    // With -v the cases before it were already printed, as they ran; no summary follows.
    const r = await cli(["eval", "--fail-fast", "errors/late-error.jsonl", "-v"], { cwd });
    expect(r.code).toBe(2);
    expect(lines(r.stdout)).toEqual([
      OK_GOOD,
      ...claimLines0(),
      OK_GOOD,
      ...claimLines0(),
      OK_GOOD,
      ...claimLines0(),
    ]);
    expect(r.stderr).toMatch(/^crossfoot: errors\/late-error\.jsonl:4:2: invalid JSON: [^\n]+\n$/);
  });
});
