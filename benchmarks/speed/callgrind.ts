/**
 * Counting a child's instructions with valgrind's callgrind, for the
 * benchmarks that compare work rather than wall time (instructions.ts,
 * hostile-instructions.ts). The child is this same script in a fresh
 * `node --single-threaded` (so V8's compiler and collector run on the one
 * thread counted), told what to run through one environment variable.
 */
import { spawnSync } from "node:child_process";

/** The environment variable that tells a script it runs as the counted child, and what to run. */
export const CHILD = "CROSSFOOT_INSTRUCTIONS_CHILD";

/** Instructions callgrind counts for `script` run as a child with `CHILD=task`. */
export function countInstructions(script: string, cwd: string, task: string): number {
  const r = spawnSync(
    "valgrind",
    [
      "--tool=callgrind",
      "--callgrind-out-file=/dev/null",
      process.execPath,
      "--single-threaded",
      script,
    ],
    { encoding: "utf8", cwd, env: { ...process.env, [CHILD]: task }, maxBuffer: 1 << 26 },
  );
  if (r.error)
    throw new Error(`cannot run valgrind (apt-get install valgrind): ${r.error.message}`);
  const m = /Collected : (\d+)/.exec(r.stderr);
  if (r.status !== 0 || !m) throw new Error(`callgrind run failed: ${r.stderr.slice(-2000)}`);
  return Number(m[1]);
}
