import { execFileSync, spawn, spawnSync } from "node:child_process";
import {
  chmodSync,
  existsSync,
  linkSync,
  mkdirSync,
  openSync,
  readdirSync,
  readFileSync,
  readlinkSync,
  symlinkSync,
} from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import {
  CLI_DIR,
  cli,
  expectInputError,
  FAILING_ANSWER,
  Fixtures,
  lines,
  PASSING_ANSWER,
  SOURCES,
} from "./helpers.js";

// Reports go to regular files only and never over an input or each other;
// inputs are regular files read within limits; a case's sources_file stays
// inside the case file's folder (or an --allow-dir).

const BIN = join(CLI_DIR, "dist", "bin.cjs");
const isRoot = process.getuid?.() === 0;
let fx: Fixtures;
let cwd: string;
const good = { id: "good", output: PASSING_ANSWER, sources: SOURCES };
const CASES = `${JSON.stringify(good)}\n`;

const mkfifo = (relative: string) => {
  const path = join(fx.dir, relative);
  execFileSync("mkfifo", [path]);
  return path;
};

beforeAll(() => {
  fx = new Fixtures("crossfoot-hostile-");
  cwd = fx.dir;
  fx.write("cases.jsonl", CASES);
  fx.write("sources.json", SOURCES);
  fx.write("outside/secret.json", SOURCES);
});

afterAll(() => fx.remove());

describe("reports are written to regular files only", () => {
  test("a symbolic link at the report path is refused before the run, and left alone", async () => {
    const target = fx.write("link-target.txt", "keep me\n");
    symlinkSync(target, join(cwd, "report-link.html"));
    const r = await cli(["eval", "cases.jsonl", "--html", "report-link.html"], { cwd });
    expectInputError(r, "--html", join(cwd, "report-link.html"), "symbolic link");
    expect(readlinkSync(join(cwd, "report-link.html"))).toBe(target);
    expect(readFileSync(target, "utf8")).toBe("keep me\n");
  });

  test("a FIFO at the report path is refused (and not opened)", async () => {
    const fifo = mkfifo("report.fifo");
    const r = await cli(["eval", "cases.jsonl", "--junit", "report.fifo"], { cwd });
    expectInputError(r, "--junit", fifo, "a FIFO");
  });

  // A device node of the test's own (the null device's numbers, made with
  // mknod, which needs root), never the machine's /dev/null: a CLI that
  // wrongly renamed its report over the node replaces only this copy.
  const root = process.getuid?.() === 0;
  test.skipIf(!root)("a device at the report path is refused", async () => {
    const device = join(fx.dir, "null-device");
    execFileSync("mknod", ["-m", "666", device, "c", "1", "3"]);
    const r = await cli(["eval", "cases.jsonl", "--html", "null-device"], { cwd });
    expectInputError(r, "--html", device, "a device");
  });

  test("a report over the case file is refused, and the case file is kept", async () => {
    const r = await cli(["eval", "cases.jsonl", "--html", "cases.jsonl"], { cwd });
    expectInputError(r, "--html", "the case file");
    expect(readFileSync(join(cwd, "cases.jsonl"), "utf8")).toBe(CASES);
  });

  test("a report over the case file by another name (a hard link, a folder link) is refused", async () => {
    linkSync(join(cwd, "cases.jsonl"), join(cwd, "hard.jsonl"));
    expectInputError(
      await cli(["eval", "cases.jsonl", "--junit", "hard.jsonl"], { cwd }),
      "--junit",
      "the case file",
    );
    symlinkSync(cwd, join(cwd, "here"));
    expectInputError(
      await cli(["eval", "cases.jsonl", "--junit", "here/cases.jsonl"], { cwd }),
      "--junit",
      "the case file",
    );
    expect(readFileSync(join(cwd, "cases.jsonl"), "utf8")).toBe(CASES);
  });

  test("a report over the --config file is refused", async () => {
    const config = fx.write("eval-config.json", { tolerance: 0 });
    expectInputError(
      await cli(
        ["eval", "cases.jsonl", "--config", "eval-config.json", "--html", "eval-config.json"],
        { cwd },
      ),
      "--html",
      "the --config file",
    );
    expect(JSON.parse(readFileSync(config, "utf8"))).toEqual({ tolerance: 0 });
  });

  test("two reports at one path are refused", async () => {
    const r = await cli(["eval", "cases.jsonl", "--junit", "same.out", "--html", "same.out"], {
      cwd,
    });
    expectInputError(r, "--html", "--junit", "own path");
    expect(existsSync(join(cwd, "same.out"))).toBe(false);
  });

  test.skipIf(isRoot)("a folder that cannot be written is refused before the run", async () => {
    mkdirSync(join(cwd, "locked"));
    chmodSync(join(cwd, "locked"), 0o555);
    try {
      expectInputError(
        await cli(["eval", "cases.jsonl", "--html", "locked/report.html"], { cwd }),
        "--html",
        "cannot write",
      );
    } finally {
      chmodSync(join(cwd, "locked"), 0o755);
    }
  });

  // Root may write in a folder whatever its mode, so a folder of mode 0555
  // proves nothing when the tests run as root; a name with room for the
  // report but not for the file written beside it fails for everyone, and
  // a folder's mode can say it is writable where creating a file fails.
  test("a report whose file cannot be created there is refused before the run, for root too", async () => {
    const name = `${"r".repeat(250)}.html`;
    const r = await cli(["eval", "cases.jsonl", "--html", name], { cwd });
    expectInputError(r, "--html", "cannot write", name);
    expect(readdirSync(cwd).filter((f) => f.startsWith("rrrr"))).toEqual([]);
  });

  test("a report over a regular file replaces it, and leaves no temporary file", async () => {
    fx.write("old.xml", "old\n");
    const r = await cli(["eval", "cases.jsonl", "--junit", "old.xml"], { cwd });
    expect(r.code).toBe(0);
    expect(readFileSync(join(cwd, "old.xml"), "utf8")).toContain("<testsuites");
    expect(readdirSync(cwd).filter((f) => f.endsWith(".tmp"))).toEqual([]);
  });

  test("- writes the report to standard output, and the usual lines to standard error", async () => {
    const html = await cli(["eval", "cases.jsonl", "--html", "-"], { cwd });
    expect(html.code).toBe(0);
    expect(html.stdout.startsWith("<!doctype html>")).toBe(true);
    expect(lines(html.stderr).at(-1)).toMatch(/^PASSED · 1\/1 cases as expected/);
    const junit = await cli(["eval", "cases.jsonl", "--junit", "-", "--html", "out-html.html"], {
      cwd,
    });
    expect(junit.code).toBe(0);
    expect(junit.stdout).toMatch(/^<\?xml /);
    expect(readFileSync(join(cwd, "out-html.html"), "utf8")).toMatch(/^<!doctype html>/);
  });

  test("- for two reports, or with --json, is refused", async () => {
    expectInputError(
      await cli(["eval", "cases.jsonl", "--junit", "-", "--html", "-"], { cwd }),
      "--html",
      "standard output",
    );
    expectInputError(
      await cli(["eval", "cases.jsonl", "--json", "--html", "-"], { cwd }),
      "--json",
    );
  });
});

describe("temporary files are removed however the run ends", () => {
  test.skipIf(!existsSync(BIN))(
    "SIGINT during a run leaves no spool and no .tmp file",
    async () => {
      const tmp = join(fx.dir, "tmpdir");
      mkdirSync(tmp);
      mkdirSync(join(fx.dir, "slow"));
      const line = JSON.stringify({ id: "x", output: FAILING_ANSWER, sources: SOURCES });
      fx.write("slow/cases.jsonl", `${Array.from({ length: 200_000 }, () => line).join("\n")}\n`);
      const child = spawn(
        process.execPath,
        [BIN, "eval", "cases.jsonl", "--html", "report.html", "--junit", "report.xml"],
        {
          cwd: join(fx.dir, "slow"),
          env: { ...process.env, TMPDIR: tmp },
          stdio: ["ignore", "ignore", "pipe"],
        },
      );
      const exited = new Promise<NodeJS.Signals | number | null>((done) =>
        child.on("exit", (code, signal) => done(signal ?? code)),
      );
      // Wait until the spools exist, then interrupt.
      const spools = () => readdirSync(tmp).filter((f) => f.startsWith("crossfoot-eval-"));
      const started = Date.now();
      while (spools().length < 2 && Date.now() - started < 20_000) {
        await new Promise((r) => setTimeout(r, 20));
      }
      expect(spools()).toHaveLength(2);
      child.kill("SIGINT");
      expect(await exited).toBe("SIGINT");
      expect(spools()).toEqual([]);
      expect(readdirSync(join(fx.dir, "slow"))).toEqual(["cases.jsonl"]);
    },
    60_000,
  );
});

describe("inputs are regular files, read within limits", () => {
  test("a device or a FIFO as the case file is refused at once", async () => {
    expectInputError(await cli(["eval", "/dev/zero"], { cwd }), "/dev/zero", "a device");
    const fifo = mkfifo("cases.fifo");
    expectInputError(await cli(["eval", "cases.fifo"], { cwd }), fifo, "a FIFO");
  });

  test("a device or a FIFO as --sources, --rows, --answer or --output is refused", async () => {
    const fifo = mkfifo("answer.fifo");
    fx.write("answer.txt", PASSING_ANSWER);
    expectInputError(
      await cli(["check", PASSING_ANSWER, "--sources", "/dev/zero"], { cwd }),
      "/dev/zero",
      "a device",
    );
    expectInputError(
      await cli(["check", PASSING_ANSWER, "--rows", "/dev/zero"], { cwd }),
      "/dev/zero",
    );
    expectInputError(
      await cli(["check", "--answer", "/dev/zero", "--sources", "sources.json"], { cwd }),
      "/dev/zero",
      "a device",
    );
    expectInputError(
      await cli(["check", "--output", "answer.fifo", "--sources", "sources.json"], { cwd }),
      fifo,
      "a FIFO",
    );
    expectInputError(
      await cli(
        ["check", "--answer", "answer.txt", "--sources", "sources.json", "--config", "/dev/zero"],
        {
          cwd,
        },
      ),
      "/dev/zero",
    );
  });

  test("--max-file-bytes: a larger sources or answer file is refused, naming the flag", async () => {
    const r = await cli(
      ["check", PASSING_ANSWER, "--sources", "sources.json", "--max-file-bytes", "10"],
      { cwd },
    );
    expectInputError(r, join(cwd, "sources.json"), "larger than 10 bytes", "--max-file-bytes");
    fx.write("answer.txt", PASSING_ANSWER);
    expectInputError(
      await cli(
        ["check", "--answer", "answer.txt", "--sources", "sources.json", "--max-file-bytes", "20"],
        { cwd },
      ),
      "answer file",
      "larger than 20 bytes",
    );
    expect(
      (
        await cli(
          ["check", PASSING_ANSWER, "--sources", "sources.json", "--max-file-bytes", "10000"],
          { cwd },
        )
      ).code,
    ).toBe(0);
    expectInputError(
      await cli(["check", PASSING_ANSWER, "--sources", "sources.json", "--max-file-bytes", "1.5"], {
        cwd,
      }),
      "--max-file-bytes",
    );
  });

  test.skipIf(!existsSync(BIN))("standard input is read with the same limit", () => {
    const zero = openSync("/dev/zero", "r");
    const r = spawnSync(
      process.execPath,
      [BIN, "check", "-", "--sources", "sources.json", "--max-file-bytes", "100000"],
      { cwd, stdio: [zero, "pipe", "pipe"], encoding: "utf8", timeout: 20_000 },
    );
    expect(r.status).toBe(2);
    expect(r.stderr).toMatch(/^crossfoot: standard input \(-\) is larger than 100000 bytes/);
  });

  test("--max-line-bytes: a longer case line is refused while it is read, naming the line", async () => {
    fx.write(
      "long-line.jsonl",
      `${JSON.stringify(good)}\n${JSON.stringify({ ...good, id: "long", note: "x".repeat(3_000_000) })}\n`,
    );
    const r = await cli(["eval", "long-line.jsonl", "--max-line-bytes", "1000"], { cwd });
    expectInputError(r, "long-line.jsonl:2", "longer than 1000 bytes", "--max-line-bytes");
    expect(
      (await cli(["eval", "long-line.jsonl", "--max-line-bytes", "4000000"], { cwd })).code,
    ).toBe(0);
  });

  test("a case's sources_file larger than --max-file-bytes is an error case; the run goes on", async () => {
    fx.writeJsonl("big-sources.jsonl", [
      good,
      { id: "big", output: PASSING_ANSWER, sources_file: "sources.json" },
    ]);
    const r = await cli(
      ["eval", "big-sources.jsonl", "--max-file-bytes", "10", "--min-accuracy", "0.5"],
      { cwd },
    );
    expect(r.code).toBe(0);
    expect(lines(r.stdout)[0]).toMatch(/^ERROR big .*larger than 10 bytes/);
  });

  test("a case's sources_file that is a device is an error case, even in an allowed folder", async () => {
    fx.writeJsonl("device-sources.jsonl", [
      good,
      { id: "zero", output: PASSING_ANSWER, sources_file: "/dev/zero" },
    ]);
    const r = await cli(
      ["eval", "device-sources.jsonl", "--allow-dir", "/dev", "--min-accuracy", "0.5"],
      { cwd },
    );
    expect(r.code).toBe(0);
    expect(lines(r.stdout)[0]).toMatch(/^ERROR zero .*\/dev\/zero is a device/);
  });
});

describe("a case's sources_file stays inside the case file's folder", () => {
  const escape = async (name: string, sourcesFile: string, extra: string[] = []) => {
    fx.writeJsonl(`confined/${name}.jsonl`, [
      good,
      { id: "escape", output: PASSING_ANSWER, sources_file: sourcesFile },
    ]);
    return cli(["eval", `confined/${name}.jsonl`, "--min-accuracy", "0.5", ...extra], { cwd });
  };

  test("../ out of the folder is an error case naming the case and the path; the run goes on", async () => {
    const r = await escape("dotdot", "../../../outside/secret.json");
    expect(r.code).toBe(0);
    const [first] = lines(r.stdout);
    expect(first).toMatch(/^ERROR escape confined\/dotdot\.jsonl:2: case "escape": sources_file/);
    expect(first).toContain('"../../../outside/secret.json" is outside');
    expect(lines(r.stdout).at(-1)).toMatch(/^PASSED · 1\/2 cases as expected/);
  });

  test("an absolute path elsewhere is an error case", async () => {
    const r = await escape("absolute", join(cwd, "outside", "secret.json"));
    expect(lines(r.stdout)[0]).toMatch(/^ERROR escape .*is outside/);
  });

  test("a symbolic link that points out of the folder is an error case", async () => {
    mkdirSync(join(cwd, "confined"), { recursive: true });
    symlinkSync(join(cwd, "outside", "secret.json"), join(cwd, "confined", "link.json"));
    const r = await escape("link", "link.json");
    expect(lines(r.stdout)[0]).toMatch(/^ERROR escape .*"link\.json" is outside/);
  });

  test("--allow-dir DIR (repeatable) lets a sources_file be in DIR", async () => {
    expect(lines((await escape("allowed", "../outside/secret.json")).stdout)[0]).toMatch(
      /^ERROR escape /,
    );
    mkdirSync(join(cwd, "other"));
    const ok = await escape("allowed", "../outside/secret.json", [
      "--allow-dir",
      "other",
      "--allow-dir",
      "outside",
      "-v",
    ]);
    expect(ok.stderr).toBe("");
    expect(lines(ok.stdout)).toContain(
      "ok escape PASSED · 2 claims · 0 failed · score 1.00 · as expected",
    );
  });

  test("a missing --allow-dir is an input error", async () => {
    expectInputError(
      await cli(["eval", "cases.jsonl", "--allow-dir", "no-such-dir"], { cwd }),
      "--allow-dir",
      "no-such-dir",
    );
  });
});

describe("a leading byte-order mark is dropped from every file read", () => {
  const BOM = "\uFEFF";
  const answer = "Revenue was 5 million [a].";
  const sources = [{ id: "a", text: "Revenue was $5 million." }];

  test("in a JSON sources file, a --rows JSON or CSV file, an answer file and standard input", async () => {
    fx.write("bom/sources.json", `${BOM}${JSON.stringify(sources)}`);
    fx.write("bom/answer.txt", `${BOM}${answer}\n`);
    fx.write("bom/rows.json", `${BOM}${JSON.stringify([{ item: "revenue", value: 5_000_000 }])}`);
    fx.write("bom/rows.csv", `${BOM}item,value\nrevenue,5000000\n`);
    for (const args of [
      ["--answer", "bom/answer.txt", "--sources", "bom/sources.json"],
      ["--answer", "-", "--sources", "bom/sources.json"],
      ["Revenue was 5 million.", "--rows", "bom/rows.json"],
      ["Revenue was 5 million.", "--rows", "bom/rows.csv"],
    ]) {
      const r = await cli(["check", ...args, "--json"], { cwd, stdin: `${BOM}${answer}` });
      expect(r.stderr).toBe("");
      expect(r.code).toBe(0);
      const report = JSON.parse(r.stdout) as { claims: { text: string; start: number }[] };
      // Offsets count from the answer's first character, not the mark.
      expect(report.claims.map((c) => [c.text, c.start])).toEqual([["5 million", 12]]);
    }
  });

  test("in a config file and a case's sources_file", async () => {
    fx.write("bom/strict.config.json", `${BOM}{"allowRounding": false}`);
    const r = await cli(
      [
        "check",
        "Revenue was 5.0 million.",
        "--sources",
        "bom/sources.json",
        "--config",
        "bom/strict.config.json",
      ],
      { cwd },
    );
    expect(r.stderr).toBe("");
    expect(r.code).toBe(0);
    fx.write("bom/sources-file.json", `${BOM}${JSON.stringify(sources)}`);
    fx.writeJsonl("bom/cases.jsonl", [
      { id: "c", output: answer, sources_file: "sources-file.json" },
    ]);
    const e = await cli(["eval", "bom/cases.jsonl"], { cwd });
    expect(e.stdout).toContain("1/1 cases as expected");
    expect(e.code).toBe(0);
  });

  test("and the line and column of an error count from after it", async () => {
    fx.write("bom/broken.json", `${BOM}[\n  {"id": "a", "text": }\n]`);
    expectInputError(
      await cli(["check", "Revenue was 5 million.", "--sources", "bom/broken.json"], { cwd }),
      "bom/broken.json:2:23: invalid JSON",
    );
    fx.write("bom/broken-first.json", `${BOM}{"id": }`);
    expectInputError(
      await cli(["check", "Revenue was 5 million.", "--sources", "bom/broken-first.json"], { cwd }),
      "bom/broken-first.json:1:8: invalid JSON",
    );
  });
});
