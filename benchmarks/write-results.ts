import { spawnSync } from "node:child_process";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
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

/** The heading of a results file's hand-written section, which a new run keeps. */
export const NOTES_HEADING = "## Notes";

/**
 * The hand-written notes at the end of a results file (from a line
 * `## Notes` to the end), or "" when the file has none.
 */
export function keptNotes(path: string): string {
  if (!existsSync(path)) return "";
  const text = readFileSync(path, "utf8");
  const at = text.search(/^## Notes$/m);
  return at < 0 ? "" : text.slice(at);
}

/**
 * Write a results file and format it as the linter formats Markdown, so a
 * benchmark's recorded results can be committed as they are. The file's
 * hand-written `## Notes` section, if it has one, is kept at its end.
 */
export function writeResults(path: string, text: string): void {
  const notes = keptNotes(path);
  writeFileSync(path, notes ? `${text.trimEnd()}\n\n${notes}` : text);
  const root = repositoryRoot(path);
  const formatted = spawnSync(join(root, "node_modules/.bin/biome"), ["format", "--write", path], {
    cwd: root,
    stdio: "ignore",
  });
  if (formatted.status !== 0) throw new Error(`biome could not format ${path}`);
}
