import { type SpawnSyncReturns, spawn, spawnSync } from "node:child_process";
import { closeSync, existsSync, openSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { ReportJsonSchema } from "crossfoot";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import {
  CLI_DIR,
  claimLines,
  cli,
  EXAMPLE_CASE_COUNT,
  EXAMPLE_CASES,
  expectInputError,
  FAILING_ANSWER,
  Fixtures,
  lines,
  PASSING_ANSWER,
  REPO_ROOT,
  SOURCES,
} from "./helpers.js";

// These tests run the built binary; build first (`pnpm build` at the root).
const BIN = join(CLI_DIR, "dist", "bin.cjs");
const { version } = JSON.parse(readFileSync(join(CLI_DIR, "package.json"), "utf8")) as {
  version: string;
};

interface BinResult {
  readonly code: number | null;
  readonly stdout: string;
  readonly stderr: string;
}

function bin(
  args: readonly string[],
  options: {
    cwd: string;
    input?: string;
    env?: Record<string, string>;
    nodeArgs?: readonly string[];
  },
): BinResult {
  const r: SpawnSyncReturns<string> = spawnSync(
    process.execPath,
    [...(options.nodeArgs ?? []), BIN, ...args],
    {
      cwd: options.cwd,
      input: options.input ?? "",
      encoding: "utf8",
      timeout: 60_000,
      env: { ...process.env, NO_COLOR: "1", ...options.env },
    },
  );
  if (r.error) throw r.error;
  return { code: r.status, stdout: r.stdout, stderr: r.stderr };
}

let fx: Fixtures;
let cwd: string;

beforeAll(() => {
  if (!existsSync(BIN)) {
    throw new Error(`${BIN} does not exist: run \`pnpm build\` at the repository root first`);
  }
  fx = new Fixtures("crossfoot-bin-");
  cwd = fx.dir;
  fx.write("sources.json", SOURCES);
  fx.write("pass.txt", `${PASSING_ANSWER}\n`);
  fx.write("fail.txt", `${FAILING_ANSWER}\n`);
  fx.write("trailing-comma.json", '[\n  {\n    "id": "R1",\n    "fields": {"a": 1,},\n  }\n]\n');
  fx.write("number.json", "42");
  fx.write("deep.json", "[".repeat(200_000));
  fx.write(
    "deep-fields.json",
    `{"id":"R1","fields":${'{"a":'.repeat(100_000)}1${"}".repeat(100_000)}}`,
  );
});

afterAll(() => fx?.remove());

describe("the built binary", () => {
  test("is executable with a node shebang", () => {
    expect(readFileSync(BIN, "utf8").startsWith("#!/usr/bin/env node\n")).toBe(true);
    expect(statSync(BIN).isFile()).toBe(true);
  });

  test("--help exits 0 and prints the usage", () => {
    for (const flag of ["--help", "-h"]) {
      const r = bin([flag], { cwd });
      expect(r.code).toBe(0);
      expect(r.stderr).toBe("");
      expect(r.stdout).toContain("usage:");
      expect(r.stdout).toContain("crossfoot check [ANSWER | --answer FILE|-] --sources FILE");
      expect(r.stdout).toContain("crossfoot eval CASES.jsonl");
    }
  });

  test("check --help and eval --help exit 0", () => {
    expect(bin(["check", "--help"], { cwd })).toMatchObject({ code: 0, stderr: "" });
    expect(bin(["eval", "--help"], { cwd })).toMatchObject({ code: 0, stderr: "" });
  });

  test("--version prints the package version", () => {
    for (const flag of ["--version", "-V"]) {
      const r = bin([flag], { cwd });
      expect(r.code).toBe(0);
      expect(r.stdout).toBe(`${version}\n`);
    }
  });
});

describe("crossfoot check, end to end", () => {
  test("exit 0 when every claim passes", () => {
    const r = bin(["check", "--answer", "pass.txt", "--sources", "sources.json"], { cwd });
    expect(r.code).toBe(0);
    expect(r.stderr).toBe("");
    expect(lines(r.stdout)[0]).toBe("PASSED · 2 claims · 0 failed · score 1.00");
  });

  test("exit 1 when a claim fails", () => {
    const r = bin(["check", "--answer", "fail.txt", "--sources", "sources.json"], { cwd });
    expect(r.code).toBe(1);
    expect(r.stderr).toBe("");
    expect(lines(r.stdout)[0]).toBe("FAILED · 2 claims · 1 failed · score 0.50");
    expect(claimLines(r.stdout)[1]).toMatch(/^\[unsupported\] \$3\.6bn - /);
  });

  test("exit 2 on an input error", () => {
    const r = bin(["check", "--answer", "pass.txt", "--sources", "trailing-comma.json"], { cwd });
    expectInputError(r, "trailing-comma.json:4:", "invalid JSON");
  });

  test("--json prints a valid report", () => {
    const r = bin(["check", "-o", "fail.txt", "-s", "sources.json", "--json"], { cwd });
    expect(r.code).toBe(1);
    expect(ReportJsonSchema.parse(JSON.parse(r.stdout)).passed).toBe(false);
  });

  test("--answer - reads the answer piped on stdin", () => {
    const args = ["check", "--answer", "-", "--sources", "sources.json"];
    expect(bin(args, { cwd, input: PASSING_ANSWER }).code).toBe(0);
    const r = bin(args, { cwd, input: FAILING_ANSWER });
    expect(r.code).toBe(1);
    expect(claimLines(r.stdout)[1]).toMatch(/^\[unsupported\] \$3\.6bn - /);
  });

  test("stdin is read as UTF-8 across chunk boundaries", () => {
    // Long enough to arrive in several chunks, with multi-byte characters.
    const filler = "Café ☕ notes, nothing numeric here. ".repeat(5_000);
    const r = bin(["check", "--answer", "-", "--sources", "sources.json", "--json"], {
      cwd,
      input: `${filler}${PASSING_ANSWER}`,
    });
    expect(r.code).toBe(0);
    const report = ReportJsonSchema.parse(JSON.parse(r.stdout));
    expect(report.claims.map((c) => c.text)).toEqual(["12%", "$3.21bn"]);
    expect(report.claims[0]?.start).toBe(filler.length + PASSING_ANSWER.indexOf("12%"));
  });

  test("prints the same as the in-process run", async () => {
    const args = ["check", "--answer", "pass.txt", "--sources", "sources.json", "--json"];
    const spawned = bin(args, { cwd });
    const inProcess = await cli(args, { cwd });
    expect(spawned).toEqual({
      code: inProcess.code,
      stdout: inProcess.stdout,
      stderr: inProcess.stderr,
    });
  });
});

describe("start-up", () => {
  // Each test gets its own code cache folder: a first run writes it, a second uses it.
  const twice = (args: readonly string[], name: string) => {
    const env = { TMPDIR: fx.write(`${name}/.keep`, "").slice(0, -"/.keep".length) };
    return [bin(args, { cwd, env }), bin(args, { cwd, env })];
  };

  test("a check with piped output loads no stream, terminal or module-loader code of Node's", () => {
    const list = fx.write("loaded.json", "");
    const hook = fx.write(
      "record-modules.cjs",
      `process.on("exit", () => require("node:fs").writeFileSync(${JSON.stringify(list)}, JSON.stringify(process.moduleLoadList)));\n`,
    );
    const r = bin(["check", PASSING_ANSWER, "--sources", "sources.json"], {
      cwd,
      nodeArgs: ["--require", hook],
    });
    expect(r.code).toBe(0);
    expect(lines(r.stdout)[0]).toBe("PASSED · 2 claims · 0 failed · score 1.00");
    const loaded = JSON.parse(readFileSync(list, "utf8")) as string[];
    for (const name of ["net", "tty", "stream", "module", "os"]) {
      expect(loaded).not.toContain(`NativeModule ${name}`);
    }
  });

  test("an HTML table and a CSV block in a text source are read from their own files, cached like the rest", async () => {
    fx.write("mixed.json", [
      {
        id: "R1",
        text: "<table><tr><th>Year</th><th>Revenue &amp; sales</th></tr><tr><td>2023</td><td>2,870</td></tr><tr><td>2024</td><td>3,214</td></tr></table>",
      },
      { id: "R2", text: "Region,Sales,Cost\nEast,1200,300\nWest,400,500" },
    ]);
    const args = [
      "check",
      "Revenue rose 12% to 3,214 in 2024 [R1]. West sales were 400 and cost 500 [R2].",
      "--sources",
      "mixed.json",
      "--json",
    ];
    const inProcess = await cli(args, { cwd });
    expect(inProcess.code).toBe(0);
    for (const r of twice(args, "cache-mixed")) {
      expect(r).toEqual({ code: 0, stdout: inProcess.stdout, stderr: "" });
    }
  });

  test("a CSV --rows file through the bin", async () => {
    fx.write("rows.csv", "year,revenue\n2023,2870\n2024,3214\n");
    const args = ["check", "Revenue grew 12% to 3,214 in 2024.", "--rows", "rows.csv"];
    const inProcess = await cli(args, { cwd });
    expect(inProcess.code).toBe(0);
    for (const r of twice(args, "cache-rows")) {
      expect(r).toEqual({ code: 0, stdout: inProcess.stdout, stderr: "" });
    }
  });

  test("colours forced on a pipe are the in-process run's", async () => {
    const args = ["check", "--answer", "fail.txt", "--sources", "sources.json"];
    const inProcess = await cli(args, { cwd, env: { FORCE_COLOR: "1" } });
    expect(inProcess.stdout).toContain("\x1b[31m");
    const r = bin(args, { cwd, env: { FORCE_COLOR: "1", NO_COLOR: "" } });
    expect(r).toEqual({ code: 1, stdout: inProcess.stdout, stderr: "" });
  });

  test("the built library, ES module and CommonJS, colours as the in-process run does", async () => {
    // picocolors is required only when colour is on: the ES module build
    // must have a require for it (tsup.config.ts gives it one).
    const args = ["check", "--answer", "fail.txt", "--sources", "sources.json"];
    const inProcess = await cli(args, { cwd, env: { FORCE_COLOR: "1" } });
    for (const entry of ["index.js", "index.cjs"]) {
      const url = new URL(`file://${join(CLI_DIR, "dist", entry)}`).href;
      const { run } = (await import(url)) as typeof import("../src/index.js");
      let stdout = "";
      const code = await run(args, {
        stdout: (t) => {
          stdout += t;
        },
        stderr: (t) => {
          throw new Error(t);
        },
        readStdin: async () => "",
        cwd,
        env: { FORCE_COLOR: "1" },
      });
      expect({ entry, code, stdout }).toEqual({ entry, code: 1, stdout: inProcess.stdout });
    }
  });

  /** The passing check, its standard output on the open descriptor `fd`. */
  const checkWritingTo = (fd: number) =>
    spawnSync(process.execPath, [BIN, "check", PASSING_ANSWER, "--sources", "sources.json"], {
      cwd,
      stdio: ["ignore", fd, "pipe"],
      encoding: "utf8",
    });

  test("standard output may be a file", () => {
    const out = fx.write("out.txt", "");
    const fd = openSync(out, "w");
    try {
      const r = checkWritingTo(fd);
      expect(r.status).toBe(0);
      expect(r.stderr).toBe("");
    } finally {
      closeSync(fd);
    }
    expect(lines(readFileSync(out, "utf8"))[0]).toBe("PASSED · 2 claims · 0 failed · score 1.00");
  });

  test.skipIf(!existsSync("/dev/null"))(
    "output to /dev/null is written directly, without loading node:tty",
    () => {
      const preload = fx.write(
        "report-tty.cjs",
        'process.on("exit", () => process.stderr.write(String(process.moduleLoadList.includes("NativeModule tty"))));\n',
      );
      const fd = openSync("/dev/null", "w");
      try {
        const r = spawnSync(
          process.execPath,
          ["-r", preload, BIN, "check", PASSING_ANSWER, "--sources", "sources.json"],
          { cwd, stdio: ["ignore", fd, "pipe"], encoding: "utf8" },
        );
        expect(r.status).toBe(0);
        expect(r.stderr).toBe("false");
      } finally {
        closeSync(fd);
      }
    },
  );

  test.skipIf(!existsSync("/dev/full"))("a write error is one line on stderr and exit 2", () => {
    const fd = openSync("/dev/full", "w");
    try {
      const r = checkWritingTo(fd);
      expect(r.status).toBe(2);
      expect(r.stderr).toMatch(/^crossfoot: cannot write output: ENOSPC[^\n]*\n$/);
    } finally {
      closeSync(fd);
    }
  });
});

describe("crossfoot eval, end to end", () => {
  test("eval examples/cases.jsonl exits 0 with every case as expected", () => {
    const r = bin(["eval", "examples/cases.jsonl"], { cwd: REPO_ROOT });
    expect(r.code).toBe(0);
    expect(r.stderr).toBe("");
    expect(r.stdout).toBe(
      `PASSED · ${EXAMPLE_CASE_COUNT}/${EXAMPLE_CASE_COUNT} cases as expected · accuracy 100.00% · threshold 100.00%\n`,
    );
  });

  test("eval -v from another directory matches the in-process output", async () => {
    const spawned = bin(["eval", EXAMPLE_CASES, "-v"], { cwd });
    const inProcess = await cli(["eval", EXAMPLE_CASES, "-v"], { cwd });
    expect(spawned.code).toBe(0);
    expect(spawned.stdout).toBe(inProcess.stdout);
    expect(lines(spawned.stdout).filter((l) => l.startsWith("ok "))).toHaveLength(
      EXAMPLE_CASE_COUNT,
    );
  });

  test("eval exits 1 below --min-accuracy", () => {
    fx.writeJsonl("half.jsonl", [
      { id: "right", output: PASSING_ANSWER, sources_file: "sources.json" },
      { id: "mislabelled", output: FAILING_ANSWER, sources_file: "sources.json" },
    ]);
    expect(bin(["eval", "half.jsonl"], { cwd }).code).toBe(1);
    expect(bin(["eval", "half.jsonl", "--min-accuracy", "0.5"], { cwd }).code).toBe(0);
  });
});

describe("output to a reader that stops early", () => {
  test("`crossfoot eval -v | head` exits with the eval's status and no EPIPE trace", async () => {
    // Far more than a pipe buffer, so the writes outlive the reader.
    const big = fx.writeJsonl(
      "big.jsonl",
      Array.from({ length: 3000 }, (_, k) => ({
        id: `case-${k}`,
        output: PASSING_ANSWER,
        sources_file: "sources.json",
      })),
    );
    const child = spawn(process.execPath, [BIN, "eval", big, "-v"], {
      cwd,
      stdio: ["ignore", "pipe", "pipe"],
    });
    let stderr = "";
    child.stderr.setEncoding("utf8").on("data", (chunk: string) => {
      stderr += chunk;
    });
    const closed = new Promise<number | null>((resolve) => child.on("close", resolve));
    const first = await new Promise<string>((resolve) =>
      child.stdout.once("data", (chunk: Buffer) => resolve(chunk.toString("utf8"))),
    );
    child.stdout.destroy();
    const code = await closed;
    expect(first).toMatch(
      /^ok case-0 PASSED · \d+ claims? · 0 failed · score 1\.00 · as expected\n/,
    );
    expect(stderr).toBe("");
    expect(code).toBe(0);
  });
});

describe("errors print one line, never a stack trace", () => {
  const cases: readonly (readonly [string, readonly string[], string])[] = [
    ["no command", [], "missing command"],
    ["an unknown command", ["frobnicate"], "frobnicate"],
    [
      "an unknown flag",
      ["check", "--answer", "pass.txt", "--sources", "sources.json", "--bogus"],
      "--bogus",
    ],
    ["an unknown eval flag", ["eval", "x.jsonl", "--bogus"], "--bogus"],
    ["an ambiguous option value", ["eval", "x.jsonl", "--min-accuracy", "-1"], "--min-accuracy"],
    ["missing --answer", ["check", "--sources", "sources.json"], "--answer"],
    ["missing --sources", ["check", "--answer", "pass.txt"], "--sources"],
    [
      "a missing answer file",
      ["check", "--answer", "gone.txt", "--sources", "sources.json"],
      "gone.txt",
    ],
    [
      "a missing sources file",
      ["check", "--answer", "pass.txt", "--sources", "gone.json"],
      "gone.json",
    ],
    [
      "sources that are a number",
      ["check", "--answer", "pass.txt", "--sources", "number.json"],
      "number.json",
    ],
    [
      "deeply unclosed JSON",
      ["check", "--answer", "pass.txt", "--sources", "deep.json"],
      "deep.json:1:200001:",
    ],
    ["a missing cases file", ["eval", "gone.jsonl"], "gone.jsonl"],
    ["a bad --min-accuracy", ["eval", "x.jsonl", "--min-accuracy", "abc"], "--min-accuracy"],
  ];

  test.each(cases)("%s", (_name, args, fragment) => {
    const r = bin(args, { cwd });
    expectInputError(r, fragment);
  });

  test("deeply nested source fields are a warning, not a crash", () => {
    const r = bin(["check", "--answer", "pass.txt", "--sources", "deep-fields.json"], { cwd });
    expect(r.code).toBe(1);
    expect(r.stderr).not.toMatch(/\n\s+at /);
    expect(lines(r.stderr).every((l) => l.startsWith("warning: deep-fields.json: "))).toBe(true);
  });
});
