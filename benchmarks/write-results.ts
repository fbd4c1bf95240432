import { spawnSync } from "node:child_process";
import { writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");

/**
 * Write a results file and format it as the linter formats Markdown, so a
 * benchmark's recorded results can be committed as they are.
 */
export function writeResults(path: string, text: string): void {
  writeFileSync(path, text);
  spawnSync(join(root, "node_modules/.bin/biome"), ["format", "--write", path], {
    cwd: root,
    stdio: "ignore",
  });
}
