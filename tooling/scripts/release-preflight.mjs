#!/usr/bin/env node
/**
 * release-preflight: run by `pnpm release` before anything is built or
 * published. npm accepts a package published with provenance only when its
 * package.json names, in `repository.url`, the repository the workflow runs
 * in; without it every publish is refused after the build. This check says
 * so up front, naming each publishable package (not `"private": true`, under
 * packages/* and apps/*) whose `repository` is missing or, when
 * GITHUB_REPOSITORY is set (in GitHub Actions), names another repository.
 *
 * Usage: node tooling/scripts/release-preflight.mjs
 * Exit code 0 when every package is ready, 1 otherwise.
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..", "..");

/** "git+https://github.com/o/r.git" and "https://github.com/o/r" compare equal. */
function normalise(url) {
  return String(url)
    .trim()
    .replace(/^git\+/, "")
    .replace(/\.git$/, "")
    .replace(/\/+$/, "")
    .toLowerCase();
}

const expected = process.env.GITHUB_REPOSITORY
  ? normalise(
      `${process.env.GITHUB_SERVER_URL ?? "https://github.com"}/${process.env.GITHUB_REPOSITORY}`,
    )
  : undefined;

const problems = [];
let checked = 0;
for (const group of ["packages", "apps"]) {
  const base = path.join(ROOT, group);
  if (!existsSync(base)) continue;
  for (const entry of readdirSync(base, { withFileTypes: true })) {
    const file = path.join(base, entry.name, "package.json");
    if (!entry.isDirectory() || !existsSync(file)) continue;
    const manifest = JSON.parse(readFileSync(file, "utf8"));
    if (manifest.private === true) continue;
    checked++;
    const url =
      typeof manifest.repository === "string" ? manifest.repository : manifest.repository?.url;
    const where = path.relative(ROOT, file);
    if (!url) problems.push(`${manifest.name} (${where}) has no repository.url`);
    else if (expected && normalise(url) !== expected)
      problems.push(`${manifest.name} (${where}): repository.url is ${url}, expected ${expected}`);
  }
}

for (const problem of problems) console.log(`release-preflight: ${problem}`);
if (problems.length > 0) {
  console.log(
    "release-preflight: npm refuses a provenance statement for a package whose repository.url is not the repository it is published from; add it to each package.json above.",
  );
}
console.log(`release-preflight: ${checked} packages, ${problems.length} not ready`);
process.exit(problems.length > 0 ? 1 : 0);
