/**
 * Start-up of two builds of the `crossfoot` bin side by side: `node -e 0`,
 * then each build's `check` on one small answer and `--version`, interleaved
 * run by run, so a change in the load of a shared machine hits every command
 * alike (startup.ts measures one command after another).
 *
 *   pnpm build && pnpm bench benchmarks/speed/startup-paired.ts \
 *     --before /tmp/before/apps/cli/dist/bin.cjs [--runs 40]
 *
 * Each build keeps its own code cache (the cache is keyed by install
 * location); two warm-up rounds write them before the timed runs.
 */
import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { childrenCpuMs } from "./startup-report.js";

const here = dirname(fileURLToPath(import.meta.url));
const after = join(here, "../../apps/cli/dist/bin.cjs");
const arg = (name: string) => {
  const k = process.argv.indexOf(name);
  return k === -1 ? undefined : process.argv[k + 1];
};
const beforeArg = arg("--before");
if (beforeArg === undefined) {
  console.error("usage: startup-paired.ts --before PATH/TO/bin.cjs [--runs N]");
  process.exit(2);
}
const before = resolve(beforeArg);
const runs = Number(arg("--runs") ?? 40);
const answer = "Revenue grew 12% to $3.21bn [R1].";

const dir = mkdtempSync(join(tmpdir(), "crossfoot-startup-paired-"));
writeFileSync(
  join(dir, "sources.json"),
  JSON.stringify([
    { id: "R1", fields: { revenue_2023: 2_870_000_000, revenue_2024: 3_214_000_000 } },
  ]),
);
const commands: [string, string[]][] = [
  ["`node -e 0`", ["-e", "0"]],
  ["before: `check`", [before, "check", answer, "--sources", "sources.json"]],
  ["after: `check`", [after, "check", answer, "--sources", "sources.json"]],
  ["before: `--version`", [before, "--version"]],
  ["after: `--version`", [after, "--version"]],
];
const wall = commands.map(() => [] as number[]);
const cpu = commands.map(() => 0);
const load = () =>
  loadavg()
    .map((x) => x.toFixed(2))
    .join(", ");
const loadBefore = load();
for (let round = 0; round < runs + 2; round++) {
  commands.forEach(([, args], c) => {
    const cpu0 = childrenCpuMs();
    const t = process.hrtime.bigint();
    const r = spawnSync(process.execPath, args, { cwd: dir, encoding: "utf8" });
    const ms = Number(process.hrtime.bigint() - t) / 1e6;
    if (r.status !== 0) throw new Error(`${args.join(" ")}: exit ${r.status}: ${r.stderr}`);
    if (round >= 2) {
      (wall[c] as number[]).push(ms);
      cpu[c] = (cpu[c] as number) + childrenCpuMs() - cpu0;
    }
  });
}
rmSync(dir, { recursive: true, force: true });

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] as number;
console.log(
  [
    `Run ${new Date().toISOString().slice(0, 16).replace("T", " ")} UTC, Node ${process.version}, ${runs} interleaved rounds after 2 warm-up rounds, load average ${loadBefore} before and ${load()} after.`,
    `Before: ${before}`,
    "",
    "| command | median wall | min wall | mean CPU (10 ms ticks) |",
    "|---|---:|---:|---:|",
    ...commands.map(
      ([name], c) =>
        `| ${name} | ${median(wall[c] as number[]).toFixed(0)} ms | ${Math.min(...(wall[c] as number[])).toFixed(0)} ms | ${((cpu[c] as number) / runs).toFixed(1)} ms |`,
    ),
  ].join("\n"),
);
