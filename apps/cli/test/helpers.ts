import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { expect } from "vitest";
import { type CliIo, run } from "../src/index.js";

/** The monorepo root: the nearest directory above this file with a pnpm-workspace.yaml. */
export function findRepoRoot(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  for (;;) {
    if (existsSync(join(dir, "pnpm-workspace.yaml"))) return dir;
    const parent = dirname(dir);
    if (parent === dir) throw new Error("cannot find the repository root (pnpm-workspace.yaml)");
    dir = parent;
  }
}

export const REPO_ROOT = findRepoRoot();
export const EXAMPLE_CASES = join(REPO_ROOT, "examples", "cases.jsonl");
export const CLI_DIR = join(REPO_ROOT, "apps", "cli");

/** The record source of the example, and answers for it. */
export const SOURCES = [
  { id: "R1", fields: { revenue_2023: 2_870_000_000, revenue_2024: 3_214_000_000 } },
];
export const PASSING_ANSWER = "Revenue grew 12% to $3.21bn [R1].";
export const FAILING_ANSWER = "Revenue grew 12% to $3.6bn [R1].";

/** A scratch directory of fixture files, removed by `remove()`. */
export class Fixtures {
  readonly dir: string;

  constructor(prefix = "crossfoot-cli-") {
    this.dir = mkdtempSync(join(tmpdir(), prefix));
  }

  /** Write a file (creating its directories); strings as-is, anything else as JSON. */
  write(relative: string, content: unknown): string {
    const path = join(this.dir, relative);
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(
      path,
      typeof content === "string" ? content : `${JSON.stringify(content, null, 2)}\n`,
    );
    return path;
  }

  /** Write a JSONL file, one JSON value a line. */
  writeJsonl(relative: string, lines: readonly unknown[]): string {
    return this.write(
      relative,
      `${lines.map((l) => (typeof l === "string" ? l : JSON.stringify(l))).join("\n")}\n`,
    );
  }

  remove(): void {
    rmSync(this.dir, { recursive: true, force: true });
  }
}

export interface CliResult {
  readonly code: number;
  readonly stdout: string;
  readonly stderr: string;
  /** How many times the command read standard input. */
  readonly stdinReads: number;
}

/** Run the CLI in-process with a fake io. */
export async function cli(
  args: readonly string[],
  options: {
    cwd: string;
    stdin?: string;
    version?: string;
    /** Pretend stdout and stderr are terminals. */
    tty?: boolean;
    env?: Record<string, string>;
    now?: () => number;
  },
): Promise<CliResult> {
  const out: string[] = [];
  const err: string[] = [];
  let stdinReads = 0;
  const io: CliIo = {
    stdout: (text) => {
      out.push(text);
    },
    stderr: (text) => {
      err.push(text);
    },
    readStdin: async () => {
      stdinReads++;
      return options.stdin ?? "";
    },
    cwd: options.cwd,
    stdoutIsTTY: options.tty ?? false,
    stderrIsTTY: options.tty ?? false,
    env: options.env ?? {},
    ...(options.now ? { now: options.now } : {}),
  };
  const code = await run(args, io, options.version);
  return { code, stdout: out.join(""), stderr: err.join(""), stdinReads };
}

/** Lines of a text, without the empty string after its final newline. */
export function lines(text: string): string[] {
  const all = text.split("\n");
  if (all[all.length - 1] === "") all.pop();
  return all;
}

/**
 * Assert a usage or input error: exit 2, nothing on stdout, and exactly one
 * stderr line `crossfoot: ...` containing every fragment, with no stack trace.
 */
export function expectInputError(
  result: { code: number | null; stdout: string; stderr: string },
  ...fragments: readonly string[]
): string {
  expect(result.code).toBe(2);
  expect(result.stdout).toBe("");
  expect(result.stderr).toMatch(/^crossfoot: [^\n]+\n$/);
  expect(result.stderr).not.toMatch(/\n\s+at /);
  for (const fragment of fragments) expect(result.stderr).toContain(fragment);
  return result.stderr.trimEnd();
}

/** How many cases the bundled examples hold (non-empty lines of examples/cases.jsonl). */
export const EXAMPLE_CASE_COUNT = readFileSync(EXAMPLE_CASES, "utf8")
  .split("\n")
  .filter((line) => line.trim().length > 0).length;

/** One claim line of the human report of `crossfoot check`, parsed. */
export interface HumanClaim {
  readonly mark: "✓" | "✗";
  readonly text: string;
  readonly status: string;
  readonly evidence: string;
}

const HUMAN_CLAIM = /^ {2}([✓✗]) (\S(?:.*?\S)?) {2,}([a-z_]+) {2,}(\S.*)$/;

/** The claim lines of a human report, parsed; throws on a line that is not one. */
export function humanClaims(stdout: string): HumanClaim[] {
  return lines(stdout)
    .slice(1)
    .filter((l) => !l.startsWith("  ! "))
    .map((l) => {
      const m = HUMAN_CLAIM.exec(l);
      if (!m) throw new Error(`not a claim line: ${JSON.stringify(l)}`);
      return {
        mark: m[1] as "✓" | "✗",
        text: m[2] as string,
        status: m[3] as string,
        evidence: m[4] as string,
      };
    });
}

/** The claims of a human report as `[status] text - evidence`, the eval format. */
export function claimLines(stdout: string): string[] {
  return humanClaims(stdout).map((c) => `[${c.status}] ${c.text} - ${c.evidence}`);
}
