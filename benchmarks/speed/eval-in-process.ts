/**
 * One eval case's work in-process, as `crossfoot eval`'s runner does it
 * without its reading and writing: the JSONL line parsed, then checked with
 * a new Checker for inline sources, or with the one Checker kept per shared
 * sources file (eval-cases.ts's `sharedSources`). Shared by the benchmarks
 * that measure an eval's work per case (instructions.ts's `mix`, profile.ts),
 * so they measure the same thing.
 */
import { Checker } from "crossfoot";
import { type Case, sharedSources } from "./eval-cases.js";

/** A function that checks one case line; the shared files' Checkers are made once, here. */
export function inProcessEval(): (line: string) => void {
  const shared = new Map<string, Checker>();
  for (const [name, sources] of sharedSources()) shared.set(name, new Checker(sources));
  return (line) => {
    const c = JSON.parse(line) as Case;
    const checker =
      c.sources_file === undefined ? new Checker(c.sources) : shared.get(c.sources_file);
    if (!checker)
      throw new Error(`eval case ${c.id} names an unknown sources file ${c.sources_file}`);
    checker.check(c.output);
  };
}
