import { ReportJsonSchema } from "crossfoot";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import {
  claimLines,
  cli,
  expectInputError,
  FAILING_ANSWER,
  Fixtures,
  humanClaims,
  lines,
  PASSING_ANSWER,
  SOURCES,
} from "./helpers.js";

// figured's example: rows of a query result, and an answer with one figure no row supports.
const ROWS = [
  { state: "California", pop: 39_346_023 },
  { state: "Texas", pop: 28_635_442 },
];
const ROWS_ANSWER =
  "California has 39.3 million people, about 10.7 million more than Texas, and 4.1 million of them moved last year.";

let fx: Fixtures;
let cwd: string;

beforeAll(() => {
  fx = new Fixtures("crossfoot-check-flags-");
  cwd = fx.dir;
  fx.write("sources.json", SOURCES);
  fx.write("pass.txt", `${PASSING_ANSWER}\n`);
  fx.write("rows.json", ROWS);
  fx.write("rows-columns.json", { columns: ["state", "pop"], rows: [["California", 39_346_023]] });
  fx.write("rows.csv", 'state,pop\nCalifornia,"39,346,023"\r\nTexas,28635442\n');
  fx.write("rows.tsv", "state\tpop\nCalifornia\t39346023\nTexas\t28635442\n");
  fx.write("ragged.csv", "state,pop\nCalifornia,39346023\nTexas,28635442,extra\n");
  fx.write("unclosed.csv", 'state,pop\n"California,39346023\nTexas,28635442\n');
  fx.write("header-only.csv", "state,pop\n");
  fx.write("rows.txt", "state pop\n");
  fx.write("not-a-table.json", { foo: 1 });
  fx.write("number-rows.json", "42\n");
  fx.write("broken-rows.json", '[\n  {"state": "Texas",\n   "pop": }\n]\n');
  fx.write("r2.json", [{ id: "R2", fields: { employees_2024: 1_850 } }]);
  fx.write("strings-a.json", ["Acme shipped 12,400 units in FY2024."]);
  fx.write("strings-b.json", ["Acme ran 310 stores in FY2024."]);
});

afterAll(() => fx.remove());

const check = (args: readonly string[], options: { stdin?: string; dir?: string } = {}) =>
  cli(["check", ...args], {
    cwd: options.dir ?? cwd,
    ...(options.stdin === undefined ? {} : { stdin: options.stdin }),
  });

describe("the answer: an argument, a file or standard input", () => {
  test("as one argument", async () => {
    const pass = await check([PASSING_ANSWER, "--sources", "sources.json"]);
    expect(pass.code).toBe(0);
    expect(pass.stdinReads).toBe(0);
    const fail = await check(["--sources", "sources.json", FAILING_ANSWER]);
    expect(fail.code).toBe(1);
    expect(humanClaims(fail.stdout).find((c) => c.text === "$3.6bn")?.status).toBe("unsupported");
  });

  test("- as the argument reads standard input", async () => {
    const r = await check(["-", "--sources", "sources.json"], { stdin: FAILING_ANSWER });
    expect(r.code).toBe(1);
    expect(r.stdinReads).toBe(1);
  });

  test("an answer that starts with a dash goes after --", async () => {
    const r = await check([
      "--sources",
      "sources.json",
      "--",
      "-12% is not a figure we have [R1].",
    ]);
    expect(r.code).toBe(1);
    expect(humanClaims(r.stdout)[0]?.text).toBe("-12%");
  });

  test("the answer given twice, or two answers, is a usage error", async () => {
    expectInputError(
      await check([PASSING_ANSWER, "--answer", "pass.txt", "--sources", "sources.json"]),
      "given twice",
    );
    expectInputError(
      await check(["Revenue", "grew", "--sources", "sources.json"]),
      "expected one ANSWER argument, got 2",
      "quote the answer",
    );
  });

  test("no answer at all names every way to give one", async () => {
    expectInputError(
      await check(["--sources", "sources.json"]),
      "--answer",
      "argument",
      "required",
    );
  });
});

describe("--rows: a table as JSON rows, CSV or TSV", () => {
  test("JSON rows: figured's example, one figure untraceable", async () => {
    const r = await check([ROWS_ANSWER, "--rows", "rows.json"]);
    expect(r.code).toBe(1);
    expect(lines(r.stdout)[0]).toBe("FAILED · 3 claims · 1 failed · score 0.67");
    expect(humanClaims(r.stdout).map((c) => [c.mark, c.text, c.status])).toEqual([
      ["✓", "39.3 million", "supported_rounded"],
      ["✓", "10.7 million", "derived"],
      ["✗", "4.1 million", "unsupported"],
    ]);
    expect(humanClaims(r.stdout)[0]?.evidence).toBe("[S1] pop[California] = 39,346,023");
  });

  test.each([["rows.csv"], ["rows.tsv"], ["rows-columns.json"]])(
    "%s is read as a table",
    async (file) => {
      const r = await check(["California has 39.3 million people.", "--rows", file, "--json"]);
      expect(r.code).toBe(0);
      const report = ReportJsonSchema.parse(JSON.parse(r.stdout));
      expect(report.claims[0]?.evidence).toBe("[S1] pop[California] = 39,346,023");
    },
  );

  test("a CSV row with the wrong number of cells names its line", async () => {
    expectInputError(
      await check(["x", "--rows", "ragged.csv"]),
      "ragged.csv:3: cannot read the table: Invalid Record Length: expect 2, got 3",
    );
  });

  test("an unclosed quote names the line where the file ends", async () => {
    expectInputError(
      await check(["x", "--rows", "unclosed.csv"]),
      "unclosed.csv:",
      "Quote Not Closed",
    );
  });

  test("a header with no data rows", async () => {
    expectInputError(
      await check(["x", "--rows", "header-only.csv"]),
      "header-only.csv",
      "data row",
    );
  });

  test("JSON that is not a table: the loader's diagnostic is shown, exit 2", async () => {
    expectInputError(
      await check(["x", "--rows", "not-a-table.json"]),
      "not-a-table.json: no table could be read: not a table",
    );
    expectInputError(
      await check(["x", "--rows", "number-rows.json"]),
      "number-rows.json",
      "rows must be",
    );
  });

  test("malformed JSON rows name the line and column", async () => {
    expectInputError(
      await check(["x", "--rows", "broken-rows.json"]),
      "broken-rows.json:3:11: invalid JSON: expected a value",
    );
  });

  test("an unknown extension", async () => {
    expectInputError(await check(["x", "--rows", "rows.txt"]), "rows.txt", '".txt"', ".csv");
  });

  test("a missing rows file", async () => {
    expectInputError(await check(["x", "--rows", "gone.csv"]), "rows file not found", "gone.csv");
  });
});

describe("several sources files", () => {
  test("records from two --sources files are one set; citations reach both", async () => {
    const answer = "Revenue was $3.21bn in 2024 [R1]. Acme had 1,850 employees [R2].";
    expect((await check([answer, "--sources", "sources.json"])).code).toBe(1);
    const r = await check([answer, "--sources", "sources.json", "--sources", "r2.json"]);
    expect(r.code).toBe(0);
    expect(claimLines(r.stdout)).toContain("[supported_exact] 1,850 - [R2] employees_2024 = 1,850");
  });

  test("plain strings are numbered by their place in the joined list, in command-line order", async () => {
    const answer = "Acme shipped 12,400 units [1]. It ran 310 stores [2].";
    const r = await check([answer, "-s", "strings-a.json", "-s", "strings-b.json"]);
    expect(r.code).toBe(0);
    const swapped = await check([answer, "-s", "strings-b.json", "-s", "strings-a.json"]);
    expect(swapped.code).toBe(1);
    expect(humanClaims(swapped.stdout).map((c) => c.status)).toEqual([
      "wrong_record",
      "wrong_record",
    ]);
  });

  test("--sources and --rows together: the table is a record after the sources", async () => {
    const r = await check([
      "Revenue was $3.21bn [R1]; California has 39.3 million people [S2].",
      "--sources",
      "sources.json",
      "--rows",
      "rows.csv",
    ]);
    expect(r.code).toBe(0);
  });

  test("warnings name the file an unusable entry came from", async () => {
    fx.write("bad-entry.json", [42]);
    const r = await check([PASSING_ANSWER, "-s", "sources.json", "-s", "bad-entry.json"]);
    expect(r.code).toBe(0);
    expect(lines(r.stderr)).toEqual([
      expect.stringMatching(/^warning: bad-entry\.json: source S2: /),
    ]);
  });
});

describe("--tolerance, --policy, --max-coincidence", () => {
  // 3,300,000,000 is 2.68% above revenue_2024 (3,214,000,000).
  const OFF = "Revenue was $3.30bn in 2024 [R1].";

  test("--tolerance passes a figure within it, naming the value and how far off", async () => {
    expect((await check([OFF, "-s", "sources.json"])).code).toBe(1);
    expect((await check([OFF, "-s", "sources.json", "--tolerance", "0.02"])).code).toBe(1);
    const r = await check([OFF, "-s", "sources.json", "--tolerance", "0.03", "--json"]);
    expect(r.code).toBe(0);
    const claim = ReportJsonSchema.parse(JSON.parse(r.stdout)).claims[0];
    expect(claim?.status).toBe("supported_rounded");
    expect(claim?.evidence).toBe(
      "[R1] revenue_2024 = 3,214,000,000, within the 3% tolerance (2.68% off)",
    );
    expect(claim?.details).toEqual({
      type: "match",
      exact: false,
      source: {
        recordId: "R1",
        label: "revenue_2024",
        value: 3_214_000_000,
        location: "field revenue_2024",
        period: "2024",
        place: { type: "field", field: "revenue_2024" },
      },
    });
  });

  test("--tolerance never rescues a value from the wrong record, nor a percent with a plain number", async () => {
    const wrongRecord = "Acme had 1,850 employees [R1].";
    const r = await check([
      wrongRecord,
      "-s",
      "sources.json",
      "-s",
      "r2.json",
      "--tolerance",
      "0.5",
    ]);
    expect(humanClaims(r.stdout)[0]?.status).toBe("wrong_record");
    fx.write("plain.json", [{ id: "P", fields: { count: 40 } }]);
    const percent = await check(["It was 40.5% [P].", "-s", "plain.json", "--tolerance", "0.5"]);
    expect(percent.code).toBe(1);
  });

  test.each([["1"], ["-0.1"], ["abc"], [""], ["2%"]])(
    "--tolerance %j is an input error",
    async (x) => {
      expectInputError(
        await check([OFF, "-s", "sources.json", `--tolerance=${x}`]),
        "--tolerance must be a number from 0 to below 1",
      );
    },
  );

  test("--policy strict requires citations", async () => {
    const uncited = "Revenue was $3.21bn in 2024.";
    expect((await check([uncited, "-s", "sources.json"])).code).toBe(0);
    const r = await check([uncited, "-s", "sources.json", "--policy", "strict"]);
    expect(r.code).toBe(1);
    expect(humanClaims(r.stdout)[0]?.status).toBe("uncited");
  });

  test("--policy lenient passes a figure within 1.5%", async () => {
    const near = "Revenue was $3.25bn in 2024 [R1]."; // 1.1% off
    expect((await check([near, "-s", "sources.json"])).code).toBe(1);
    expect((await check([near, "-s", "sources.json", "--policy", "lenient"])).code).toBe(0);
    expect((await check([OFF, "-s", "sources.json", "--policy", "lenient"])).code).toBe(1);
  });

  test("an explicit flag wins over the policy", async () => {
    const r = await check([
      OFF,
      "-s",
      "sources.json",
      "--policy",
      "lenient",
      "--tolerance",
      "0.03",
    ]);
    expect(r.code).toBe(0);
  });

  test("an unknown policy", async () => {
    expectInputError(
      await check([OFF, "-s", "sources.json", "--policy", "loose"]),
      '--policy must be strict or lenient, got "loose"',
    );
  });

  test("--max-coincidence decides whether a coarse derivation proves a figure", async () => {
    // A coarse difference in a small table: chance would produce one like it about 0.3 times.
    fx.write("regions.json", [
      {
        id: "T1",
        table: [
          { region: "North America", sales_2023: 1_884_805, sales_2024: 2_055_403 },
          { region: "Europe", sales_2023: 3_184_805, sales_2024: 1_884_805 },
          { region: "Asia Pacific", sales_2023: 4_512_000, sales_2024: 5_120_330 },
        ],
      },
    ]);
    const coarse = "Sales differed by $0.2 million [T1].";
    const loose = await check([coarse, "-s", "regions.json", "--max-coincidence", "1", "--json"]);
    expect(loose.code).toBe(0);
    const details = ReportJsonSchema.parse(JSON.parse(loose.stdout)).claims[0]?.details;
    const expected = details?.type === "derivation" ? (details.expectedCoincidences ?? 0) : 0;
    expect(expected).toBeGreaterThan(0.1);
    const just = await check([
      coarse,
      "-s",
      "regions.json",
      "--max-coincidence",
      String(expected * 1.01),
    ]);
    expect(just.code).toBe(0);
    const below = await check([
      coarse,
      "-s",
      "regions.json",
      "--max-coincidence",
      String(expected / 2),
    ]);
    expect(below.code).toBe(1);
    expect(humanClaims(below.stdout)[0]?.status).toBe("unsupported");
    // The default (0.1) refuses it too.
    expect((await check([coarse, "-s", "regions.json"])).code).toBe(1);
  });

  test.each([["0"], ["-1"], ["x"]])("--max-coincidence %j is an input error", async (x) => {
    expectInputError(
      await check([OFF, "-s", "sources.json", `--max-coincidence=${x}`]),
      "--max-coincidence must be a number above 0",
    );
  });
});

describe("--config", () => {
  const uncited = "Revenue was $3.21bn in 2024.";

  test("a JSON config sets options; a flag adds to it", async () => {
    fx.write("configs/cite.json", { requireCitations: true });
    const r = await check([uncited, "-s", "sources.json", "--config", "configs/cite.json"]);
    expect(r.code).toBe(1);
    expect(humanClaims(r.stdout)[0]?.status).toBe("uncited");
  });

  test("policy and tolerance in a config", async () => {
    fx.write("configs/lenient.json", { policy: "lenient", tolerance: 0.03 });
    const r = await check([
      "Revenue was $3.30bn in 2024 [R1].",
      "-s",
      "sources.json",
      "--config",
      "configs/lenient.json",
    ]);
    expect(r.code).toBe(0);
  });

  test("an unknown key is an error that names it, and lists the known ones", async () => {
    fx.write("configs/typo.json", { requireCitation: true });
    const message = expectInputError(
      await check([uncited, "-s", "sources.json", "--config", "configs/typo.json"]),
      'configs/typo.json: unknown key "requireCitation"',
    );
    expect(message).toContain("requireCitations");
  });

  test("a value of the wrong type names the key", async () => {
    fx.write("configs/bad.json", { maxCoincidence: -1 });
    expectInputError(
      await check([uncited, "-s", "sources.json", "--config", "configs/bad.json"]),
      'configs/bad.json: invalid "maxCoincidence"',
    );
    fx.write("configs/policy.json", { policy: "loose" });
    expectInputError(
      await check([uncited, "-s", "sources.json", "--config", "configs/policy.json"]),
      'invalid "policy"',
    );
  });

  test("malformed JSON names the line and column; a missing file names the path", async () => {
    fx.write("configs/broken.json", '{\n  "requireCitations": tru\n}\n');
    expectInputError(
      await check([uncited, "-s", "sources.json", "--config", "configs/broken.json"]),
      "configs/broken.json:2:",
      "invalid JSON",
    );
    expectInputError(
      await check([uncited, "-s", "sources.json", "--config", "configs/none.json"]),
      "config file not found",
    );
  });

  test("JavaScript configs: .mjs and .cjs default exports", async () => {
    fx.write("configs/c.mjs", "export default { requireCitations: true };\n");
    fx.write("configs/c.cjs", "module.exports = { requireCitations: true };\n");
    for (const file of ["configs/c.mjs", "configs/c.cjs"]) {
      const r = await check([uncited, "-s", "sources.json", "--config", file]);
      expect(r.code).toBe(1);
    }
    fx.write("configs/unknown.mjs", "export default { strict: true };\n");
    expectInputError(
      await check([uncited, "-s", "sources.json", "--config", "configs/unknown.mjs"]),
      'unknown key "strict"',
    );
    fx.write("configs/throws.mjs", "throw new Error('boom');\n");
    expectInputError(
      await check([uncited, "-s", "sources.json", "--config", "configs/throws.mjs"]),
      "cannot load the config: boom",
    );
    fx.write("configs/none.mjs", "export const x = 1;\n");
    expectInputError(
      await check([uncited, "-s", "sources.json", "--config", "configs/none.mjs"]),
      "the config must be an object",
    );
  });

  test("other extensions are refused", async () => {
    fx.write("configs/c.ts", "export default {};\n");
    expectInputError(
      await check([uncited, "-s", "sources.json", "--config", "configs/c.ts"]),
      "must be .json, .js, .mjs or .cjs",
    );
  });

  test("crossfoot.config.json in the working directory is used without --config", async () => {
    const dir = "project";
    fx.write(`${dir}/sources.json`, SOURCES);
    const at = `${cwd}/${dir}`;
    expect((await check([uncited, "-s", "sources.json"], { dir: at })).code).toBe(0);
    fx.write(`${dir}/crossfoot.config.json`, { requireCitations: true });
    expect((await check([uncited, "-s", "sources.json"], { dir: at })).code).toBe(1);
    fx.write(`${dir}/crossfoot.config.mjs`, "export default {};\n");
    expectInputError(
      await check([uncited, "-s", "sources.json"], { dir: at }),
      "several config files",
      "crossfoot.config.json, crossfoot.config.mjs",
    );
  });
});

describe("--caveat", () => {
  test("prints nothing for a grounded answer, exit 0", async () => {
    const r = await check([PASSING_ANSWER, "-s", "sources.json", "--caveat"]);
    expect(r).toMatchObject({ code: 0, stdout: "", stderr: "" });
  });

  test("names the figures that could not be verified, exit 1", async () => {
    const r = await check([FAILING_ANSWER, "-s", "sources.json", "--caveat"]);
    expect(r.code).toBe(1);
    expect(r.stdout).toBe(
      "Note: 1 of the 2 figures in this answer could not be verified against its sources ($3.6bn).\n",
    );
    const all = await check([
      "Revenue was $3.6bn and $4.1bn [R1].",
      "-s",
      "sources.json",
      "--caveat",
    ]);
    expect(all.stdout).toBe(
      "Note: All 2 figures in this answer could not be verified against its sources ($3.6bn and $4.1bn).\n",
    );
  });

  test("names citations to sources that do not exist", async () => {
    const r = await check(["Revenue grew strongly [R9].", "-s", "sources.json", "--caveat"]);
    expect(r.code).toBe(1);
    expect(r.stdout).toBe("Note: this answer cites a source that does not exist ([R9]).\n");
  });

  test("--caveat with --json is a usage error", async () => {
    expectInputError(
      await check([PASSING_ANSWER, "-s", "sources.json", "--caveat", "--json"]),
      "--json or --caveat, not both",
    );
  });
});

describe("the human report", () => {
  test("columns line up: every evidence starts at the same column", async () => {
    const r = await check([ROWS_ANSWER, "--rows", "rows.json"]);
    const claimRows = lines(r.stdout).slice(1);
    const evidenceAt = humanClaims(r.stdout).map((c, k) => claimRows[k]?.indexOf(c.evidence));
    expect(new Set(evidenceAt).size).toBe(1);
  });

  test("plain when piped; coloured on a terminal; NO_COLOR wins; FORCE_COLOR forces", async () => {
    const run = (tty: boolean, env: Record<string, string>) =>
      cli(["check", FAILING_ANSWER, "-s", "sources.json"], { cwd, tty, env });
    const ansi = /\u001b\[\d+m/;
    expect((await run(false, {})).stdout).not.toMatch(ansi);
    const coloured = await run(true, {});
    expect(coloured.stdout).toMatch(ansi);
    expect(coloured.stdout.replace(/\u001b\[\d+m/g, "")).toBe((await run(false, {})).stdout);
    expect((await run(true, { NO_COLOR: "1" })).stdout).not.toMatch(ansi);
    expect((await run(true, { TERM: "dumb" })).stdout).not.toMatch(ansi);
    expect((await run(false, { FORCE_COLOR: "1" })).stdout).toMatch(ansi);
    expect((await run(true, { FORCE_COLOR: "0" })).stdout).not.toMatch(ansi);
  });
});

describe("a single-valued flag given twice with different values is an input error", () => {
  test.each([
    [["--policy", "strict", "--policy", "lenient"], "--policy", "strict", "lenient"],
    [["--tolerance", "0.01", "--tolerance=0.02"], "--tolerance", "0.01", "0.02"],
    [["--config", "a.json", "--config", "b.json"], "--config", "a.json", "b.json"],
    [["--max-coincidence", "0.1", "--max-coincidence", "0.2"], "--max-coincidence", "0.1", "0.2"],
    [["--max-file-bytes", "100", "--max-file-bytes", "200"], "--max-file-bytes", "100", "200"],
  ])("check %j", async (flags, flag, first, second) => {
    expectInputError(
      await cli(["check", "--answer", "pass.txt", "--sources", "sources.json", ...flags], { cwd }),
      `'${flag}' is given twice with different values: '${first}' and '${second}'`,
    );
  });

  test("check --answer twice with different values", async () => {
    expectInputError(
      await cli(
        ["check", "--answer", "pass.txt", "--answer", "other.txt", "--sources", "sources.json"],
        { cwd },
      ),
      "--answer",
      "pass.txt",
      "other.txt",
    );
  });

  test.each([
    [["--min-accuracy", "0.5", "--min-accuracy", "0.9"], "--min-accuracy", "0.5", "0.9"],
    [["--workers", "1", "--workers", "2"], "--workers", "1", "2"],
    [["--html", "a.html", "--html", "b.html"], "--html", "a.html", "b.html"],
    [["--junit", "a.xml", "--junit", "b.xml"], "--junit", "a.xml", "b.xml"],
    [["--max-line-bytes", "100", "--max-line-bytes", "200"], "--max-line-bytes", "100", "200"],
  ])("eval %j", async (flags, flag, first, second) => {
    fx.writeJsonl("twice.jsonl", [{ id: "a", output: PASSING_ANSWER, sources: SOURCES }]);
    expectInputError(
      await cli(["eval", "twice.jsonl", ...flags], { cwd }),
      `'${flag}' is given twice with different values: '${first}' and '${second}'`,
    );
  });

  test("the same value twice is read once", async () => {
    const r = await cli(
      [
        "check",
        "--answer",
        "pass.txt",
        "--sources",
        "sources.json",
        "--policy",
        "strict",
        "--policy=strict",
      ],
      { cwd },
    );
    expect(r.code).toBe(0);
  });
});

describe("control characters from the input are escaped in what is printed to a terminal", () => {
  // An id or a text may hold an escape sequence that would recolour, clear
  // or retitle the terminal; every C0 and C1 control character is shown
  // escaped, so only the report's own colours reach the terminal.
  const ESC_ID = "a\u001b[2J\u009b31m\u0007";
  const SHOWN = "a\\u001b[2J\\u009b31m\\u0007";
  const raw = (text: string) => /[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/.test(text);

  test("in the human report and the --caveat sentence, not in --json", async () => {
    fx.write("esc-sources.json", [
      { id: ESC_ID, text: "Revenue was $5 million.\u001b]0;title\u0007" },
    ]);
    const answer = `Revenue was 6 million [${ESC_ID}].`;
    for (const tty of [false, true]) {
      const r = await cli(["check", answer, "--sources", "esc-sources.json"], { cwd, tty });
      expect(r.code).toBe(1);
      const shown = tty ? r.stdout.replace(/\u001b\[[0-9;]*m/g, "") : r.stdout;
      expect(raw(shown)).toBe(false);
      expect(shown).toContain(SHOWN);
    }
    const caveat = await cli(["check", answer, "--sources", "esc-sources.json", "--caveat"], {
      cwd,
    });
    expect(raw(caveat.stdout)).toBe(false);
    const json = await cli(["check", answer, "--sources", "esc-sources.json", "--json"], { cwd });
    expect(JSON.stringify(JSON.parse(json.stdout))).toContain(JSON.stringify(ESC_ID).slice(1, -1));
  });

  test("in warnings and error lines", async () => {
    fx.write("esc-table.json", [{ id: ESC_ID, table: 5 }, "Revenue was $5 million."]);
    const w = await cli(["check", "Revenue was 5 million.", "--sources", "esc-table.json"], {
      cwd,
    });
    expect(w.stderr).toContain(`source ${SHOWN}`);
    expect(raw(w.stderr)).toBe(false);
    const e = await cli(["check", "x", "--sources", `missing-${ESC_ID}.json`], { cwd });
    expectInputError(e, `missing-${SHOWN}.json`);
    expect(raw(e.stderr)).toBe(false);
    const flag = await cli(["check", "x", `--bogus${ESC_ID}`], { cwd });
    expectInputError(flag, `--bogus${SHOWN}`);
    expect(raw(flag.stderr)).toBe(false);
  });

  test("in eval's case lines, claims and ERROR lines", async () => {
    fx.writeJsonl("esc-cases.jsonl", [
      { id: ESC_ID, output: "Revenue was 6 million.", sources: ["Revenue was $5 million."] },
      { id: `bad${ESC_ID}`, output: 5, sources: [] },
    ]);
    const r = await cli(["eval", "esc-cases.jsonl", "-v"], { cwd });
    expect(r.stdout).toContain(`FAIL ${SHOWN} `);
    expect(r.stdout).toContain(`ERROR bad${SHOWN} `);
    expect(raw(r.stdout)).toBe(false);
    const ff = await cli(["eval", "esc-cases.jsonl", "--fail-fast"], { cwd });
    expect(raw(ff.stderr)).toBe(false);
  });
});

describe("a config key named like an inherited property", () => {
  test.each(["constructor", "__proto__", "toString"])(
    "%s is an unknown key, named as written",
    async (key) => {
      fx.write(`inherited-${key}.config.json`, `{"${key}": 1}`);
      const message = expectInputError(
        await cli(
          [
            "check",
            PASSING_ANSWER,
            "--sources",
            "sources.json",
            "--config",
            `inherited-${key}.config.json`,
          ],
          { cwd },
        ),
        `unknown key "${key}"`,
      );
      expect(message).not.toContain("native code");
    },
  );
});
