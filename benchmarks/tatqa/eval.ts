import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { join } from "node:path";

/** One case's result from `crossfoot eval --json`. */
export interface EvalResult {
  readonly id: string;
  readonly got: "pass" | "fail";
  readonly claims: readonly { text: string; status: string; evidence: string }[];
}

/**
 * Run the built CLI's `eval` over a JSONL file of cases; exits the process
 * with status 2 when the CLI is missing or fails (the bench cannot score).
 */
export function runEval(
  root: string,
  casesFile: string,
): { results: EvalResult[]; seconds: number } {
  const cli = join(root, "apps/cli/dist/bin.cjs");
  if (!existsSync(cli)) {
    console.error("the CLI is not built: run pnpm build first");
    process.exit(2);
  }
  const started = Date.now();
  const run = spawnSync(
    process.execPath,
    [cli, "eval", casesFile, "--json", "--min-accuracy", "0"],
    { maxBuffer: 1 << 30, encoding: "utf8" },
  );
  const seconds = (Date.now() - started) / 1000;
  if (run.status !== 0) {
    console.error(run.stderr || run.stdout);
    process.exit(2);
  }
  return { results: (JSON.parse(run.stdout) as { cases: EvalResult[] }).cases, seconds };
}
