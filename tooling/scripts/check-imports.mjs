#!/usr/bin/env node
/**
 * Check the workspace's import graph (see import-graph.mjs): no import cycle
 * inside any package, workspace packages used only as their layers allow,
 * no Node built-in in a core package. Prints each breach on its own line and
 * exits 1 when there is any.
 *
 *   node tooling/scripts/check-imports.mjs
 */
import { fileURLToPath } from "node:url";
import { importProblems } from "./import-graph.mjs";

const root = fileURLToPath(new URL("../..", import.meta.url));
const problems = importProblems(root);
for (const problem of problems) console.error(problem);
console.log(
  problems.length === 0
    ? "imports: no cycle, every package in its layer"
    : `imports: ${problems.length} problems`,
);
process.exit(problems.length === 0 ? 0 : 1);
