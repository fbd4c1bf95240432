/**
 * Where an eval's time goes: runs eval.ts's realistic cases through the
 * library the way `crossfoot eval` does (inline sources: a new Checker per
 * case; a `sources_file` case: one Checker per shared file) under V8's
 * sampling profiler, and prints, per function name, the share of samples in
 * it and below it (inclusive, each function counted once per stack, so
 * recursion does not count twice) and in it alone (self).
 *
 * Sampling shares, not times: other work on the machine slows every function
 * alike, so the shares say which phase to work on while the wall-time
 * benchmarks say whether a change helped. It states no target.
 *
 *   pnpm build && pnpm bench benchmarks/speed/profile.ts [--cases 20000] [--top 30]
 */
import { Session } from "node:inspector/promises";
import { generateCases } from "./eval-cases.js";
import { inProcessEval } from "./eval-in-process.js";

const arg = (name: string, fallback: number): number => {
  const k = process.argv.indexOf(name);
  if (k === -1) return fallback;
  const n = Number(process.argv[k + 1]);
  if (!Number.isInteger(n) || n <= 0) throw new Error(`${name} takes a positive whole number`);
  return n;
};
const count = arg("--cases", 20_000);
const top = arg("--top", 30);

/** The profile's node shape, as Profiler.stop returns it (only what is read here). */
interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

// Made before profiling starts: the generator's own work is not an eval's.
const lines = Array.from(generateCases(count), (c) => JSON.stringify(c));
const checkCase = inProcessEval();

function runCases(): void {
  for (const line of lines) checkCase(line);
}

// One pass unprofiled, so the profile shows optimised code, not warm-up.
runCases();
const session = new Session();
session.connect();
await session.post("Profiler.enable");
await session.post("Profiler.setSamplingInterval", { interval: 200 });
await session.post("Profiler.start");
const started = performance.now();
runCases();
const elapsed = performance.now() - started;
const { profile } = (await session.post("Profiler.stop")) as { profile: Profile };
session.disconnect();

const byId = new Map(profile.nodes.map((n) => [n.id, n]));
const parent = new Map<number, number>();
for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
const sampleTime = new Map<number, number>();
let total = 0;
for (let i = 0; i < profile.samples.length; i++) {
  const id = profile.samples[i] as number;
  const dt = profile.timeDeltas[i] ?? 0;
  sampleTime.set(id, (sampleTime.get(id) ?? 0) + dt);
  total += dt;
}

/** A readable name: the function and where it is defined, shortened to its package. */
function nameOf(n: ProfileNode): string {
  const { functionName, url, lineNumber } = n.callFrame;
  const file = url.replace(/^.*\/(packages|apps|benchmarks)\//, "$1/");
  return file ? `${functionName || "(anonymous)"} ${file}:${lineNumber + 1}` : functionName;
}

const inclusive = new Map<string, number>();
const self = new Map<string, number>();
for (const [id, dt] of sampleTime) {
  const leaf = byId.get(id) as ProfileNode;
  self.set(nameOf(leaf), (self.get(nameOf(leaf)) ?? 0) + dt);
  const seen = new Set<string>();
  for (let at: number | undefined = id; at !== undefined; at = parent.get(at)) {
    const name = nameOf(byId.get(at) as ProfileNode);
    if (seen.has(name)) continue;
    seen.add(name);
    inclusive.set(name, (inclusive.get(name) ?? 0) + dt);
  }
}

const pct = (t: number) => `${((100 * t) / total).toFixed(1).padStart(5)}%`;
const rows = (m: Map<string, number>) =>
  [...m]
    .filter(([name]) => !name.startsWith("(root)"))
    .sort((a, b) => b[1] - a[1])
    .slice(0, top)
    .map(([name, t]) => `${pct(t)}  ${name}`)
    .join("\n");

console.log(
  `${count} cases in ${elapsed.toFixed(0)} ms profiled (${((elapsed * 1000) / count).toFixed(1)} us a case, with the profiler on)`,
);
console.log(`\ninclusive (in the function and below it):\n${rows(inclusive)}`);
console.log(`\nself (in the function alone):\n${rows(self)}`);
