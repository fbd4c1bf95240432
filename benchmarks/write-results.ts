import { spawnSync } from "node:child_process";
import { existsSync, writeFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";

/**
 * The repository root above `path`: found from the file written, not from
 * this module's own location, which moves when a benchmark is bundled
 * (tooling/scripts/bench.mjs writes the bundle beside the benchmark).
 */
function repositoryRoot(path: string): string {
  let dir = dirname(resolve(path));
  while (!existsSync(join(dir, "pnpm-workspace.yaml"))) {
    const up = dirname(dir);
    if (up === dir) throw new Error(`no repository root above ${path}`);
    dir = up;
  }
  return dir;
}

/**
 * Write a results file and format it as the linter formats Markdown, so a
 * benchmark's recorded results can be committed as they are.
 */
export function writeResults(path: string, text: string): void {
  writeFileSync(path, text);
  const root = repositoryRoot(path);
  const formatted = spawnSync(join(root, "node_modules/.bin/biome"), ["format", "--write", path], {
    cwd: root,
    stdio: "ignore",
  });
  if (formatted.status !== 0) throw new Error(`biome could not format ${path}`);
}
