import { parseArgs } from "node:util";
import { describe, expect, test } from "vitest";
import { type OptionSpec, parseCommandArgs } from "../src/args.js";

const OPTIONS = {
  output: { type: "string", short: "o" },
  sources: { type: "string", short: "s", multiple: true },
  json: { type: "boolean" },
  verbose: { type: "boolean", short: "v" },
  help: { type: "boolean", short: "h" },
} as const satisfies Record<string, OptionSpec>;

const parse = (args: string[]) => parseCommandArgs(args, OPTIONS);

describe("parseCommandArgs", () => {
  test("long, inline, short and grouped options, positionals and --", () => {
    const r = parse(["answer", "--output", "a.txt", "-s", "x.json", "--sources=y.json", "-vh"]);
    expect(r.values).toEqual({
      output: "a.txt",
      sources: ["x.json", "y.json"],
      verbose: true,
      help: true,
    });
    expect(r.positionals).toEqual(["answer"]);
    expect(r.given).toEqual([
      { name: "output", value: "a.txt" },
      { name: "sources", value: "x.json" },
      { name: "sources", value: "y.json" },
      { name: "verbose", value: undefined },
      { name: "help", value: undefined },
    ]);
    expect(parse(["-ofile", "--", "--json", "-"]).values).toEqual({ output: "file" });
    expect(parse(["-ofile", "--", "--json", "-"]).positionals).toEqual(["--json", "-"]);
    expect(parse(["-vo", "out"]).values).toEqual({ verbose: true, output: "out" });
  });

  test("'-' is a positional and a value; '--name=-x' gives a dash-led value", () => {
    expect(parse(["-"]).positionals).toEqual(["-"]);
    expect(parse(["--output", "-"]).values.output).toBe("-");
    expect(parse(["--output=-x"]).values.output).toBe("-x");
    expect(parse(["--output="]).values.output).toBe("");
  });

  test.each([
    [["--bogus"], "unknown option '--bogus'"],
    [["-x"], "unknown option '-x'"],
    [["-5"], "unknown option '-5'"],
    [["--constructor"], "unknown option '--constructor'"],
    [["--json=yes"], "option '--json' takes no value"],
    [["--output"], "option '--output' needs a value"],
    [["-o"], "option '-o' needs a value"],
    [["--output", "-x"], "the value of '--output' is ambiguous: '-x' looks like an option"],
    [["-o", "--json"], "the value of '-o' is ambiguous"],
  ])("%j is refused: %s", (args, message) => {
    expect(() => parse(args)).toThrow(message);
  });

  test.each([
    [
      ["--output", "a.txt", "--output", "b.txt"],
      "'--output' is given twice with different values: 'a.txt' and 'b.txt'",
    ],
    [
      ["-o", "a.txt", "--output=b.txt"],
      "'--output' is given twice with different values: 'a.txt' and 'b.txt'",
    ],
    [["--output=", "--output", "x"], "'--output' is given twice with different values: '' and 'x'"],
  ])("a single-valued option given twice with different values is refused: %j", (args, message) => {
    expect(() => parse(args)).toThrow(message);
  });

  test("a single-valued option given twice with the same value, or a flag twice, is read once", () => {
    expect(parse(["--output", "a.txt", "-o", "a.txt", "-v", "--verbose"]).values).toEqual({
      output: "a.txt",
      verbose: true,
    });
  });

  // What it accepts, it reads as node:util's parseArgs (strict, positionals
  // allowed) does; it refuses what that refuses.
  test.each([
    [["a", "--output", "x", "-s", "1", "-s2", "--sources=3", "-vh", "--json"]],
    [["--", "-v", "--json"]],
    [["-", "--output=-", "-o-"]],
    [["--bogus"]],
    [["--json=1"]],
    [["--output"]],
    [["--output", "-v"]],
    [["-z"]],
  ])("agrees with node:util parseArgs on %j", (args) => {
    let expected: unknown;
    try {
      const r = parseArgs({ args, options: OPTIONS, strict: true, allowPositionals: true });
      expected = { values: { ...r.values }, positionals: r.positionals };
    } catch {
      expected = "refused";
    }
    let got: unknown;
    try {
      const r = parse(args);
      got = { values: r.values, positionals: r.positionals };
    } catch {
      got = "refused";
    }
    expect(got).toEqual(expected);
  });
});
