/**
 * Start-up time of `crossfoot check` on one small answer: the wall time of
 * the whole process, as a per-answer pipeline step pays it. Beside it, Node's
 * own start-up (`node -e 0`) and `crossfoot --version` (the CLI without the
 * checker), and, in-process, what importing the checker costs.
 *
 *   pnpm build && pnpm bench benchmarks/speed/startup.ts [--runs 30]
 *
 * benchmarks/speed/eval.ts runs it too and writes both into
 * benchmarks/results/eval-speed.md.
 */
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { cpus, loadavg, tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const here = dirname(fileURLToPath(import.meta.url));
const root = join(here, "../..");
const bin = join(root, "apps/cli/dist/bin.cjs");
const answer = "Revenue grew 12% to $3.21bn [R1].";

/**
 * CPU time (user + system, ms) of the children this process has waited for,
 * from /proc (Linux; 10 ms ticks). Unlike wall time it barely moves when
 * other work shares the machine, so it is reported beside it.
 */
export function childrenCpuMs(): number {
  const stat = readFileSync("/proc/self/stat", "utf8");
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  return (Number(fields[13]) + Number(fields[14])) * 10;
}

/**
 * Median, 90th percentile and minimum wall time of a command, and its mean CPU
 * time, in ms, after two warm-up runs. `env` is added to this process's
 * environment; a variable given as undefined is left out.
 */
function time(
  args: string[],
  cwd: string,
  runs: number,
  env: Record<string, string | undefined> = {},
) {
  const samples: number[] = [];
  let cpu = 0;
  for (let i = 0; i < runs + 2; i++) {
    if (i === 2) cpu = childrenCpuMs();
    const t = process.hrtime.bigint();
    const r = spawnSync(process.execPath, args, {
      cwd,
      encoding: "utf8",
      env: { ...process.env, ...env },
    });
    const ms = Number(process.hrtime.bigint() - t) / 1e6;
    if (r.status !== 0 && r.status !== 1) throw new Error(`${args.join(" ")}: ${r.stderr}`);
    if (i >= 2) samples.push(ms);
  }
  cpu = (childrenCpuMs() - cpu) / runs;
  samples.sort((a, b) => a - b);
  const at = (q: number) =>
    samples[Math.min(samples.length - 1, Math.floor(q * samples.length))] as number;
  return { median: at(0.5), p90: at(0.9), min: samples[0] as number, cpu };
}

/** Milliseconds to import a module in a fresh process (median of `runs`). */
function importCost(specifier: string, runs: number) {
  const code = `const t=performance.now();await import(${JSON.stringify(specifier)});console.log(performance.now()-t)`;
  const samples: number[] = [];
  for (let i = 0; i < Math.max(5, Math.floor(runs / 3)); i++) {
    const r = spawnSync(process.execPath, ["--input-type=module", "-e", code], {
      cwd: join(root, "apps/cli"),
      encoding: "utf8",
    });
    samples.push(Number(r.stdout));
  }
  samples.sort((a, b) => a - b);
  return samples[Math.floor(samples.length / 2)] as number;
}

/** Measure, and return the results as a Markdown section. */
export function startupReport(runs = 30): string {
  const dir = mkdtempSync(join(tmpdir(), "crossfoot-startup-"));
  const sources = join(dir, "sources.json");
  writeFileSync(
    sources,
    JSON.stringify([
      { id: "R1", fields: { revenue_2023: 2_870_000_000, revenue_2024: 3_214_000_000 } },
    ]),
  );
  const loadBefore = loadavg()
    .map((x) => x.toFixed(2))
    .join(", ");
  const node = time(["-e", "0"], dir, runs);
  const version = time([bin, "--version"], dir, runs);
  const check = time([bin, "check", answer, "--sources", sources], dir, runs);
  const checkJson = time([bin, "check", answer, "--sources", sources, "--json"], dir, runs);
  // What a first run pays, before the code cache exists.
  const cold = time([bin, "check", answer, "--sources", sources], dir, runs, {
    CROSSFOOT_COMPILE_CACHE: "0",
  });
  // Node reads the certificates NODE_EXTRA_CA_CERTS names (often a whole CA
  // bundle) as it starts, before any script runs: part of `node -e 0` here,
  // not of crossfoot, so without it as well when it is set.
  const extraCa = process.env.NODE_EXTRA_CA_CERTS;
  const noCa = extraCa ? { NODE_EXTRA_CA_CERTS: undefined } : undefined;
  const nodeNoCa = noCa ? time(["-e", "0"], dir, runs, noCa) : undefined;
  const checkNoCa = noCa
    ? time([bin, "check", answer, "--sources", sources], dir, runs, noCa)
    : undefined;
  const zod = importCost("zod", runs);
  const crossfoot = importCost("crossfoot", runs);
  const loadAfter = loadavg()
    .map((x) => x.toFixed(2))
    .join(", ");
  rmSync(dir, { recursive: true, force: true });

  const row = (what: string, t: { median: number; p90: number; min: number; cpu: number }) =>
    `| ${what} | ${t.median.toFixed(0)} ms | ${t.p90.toFixed(0)} ms | ${t.min.toFixed(0)} ms | ${t.cpu.toFixed(0)} ms |`;
  return [
    "## `crossfoot check` start-up",
    "",
    `Run ${new Date().toISOString().slice(0, 16).replace("T", " ")} UTC, Node ${process.version}, ${cpus().length} cores, load average ${loadBefore} before and ${loadAfter} after (a shared machine: the minimum is the least disturbed run).`,
    "",
    `Command: \`pnpm build && pnpm bench benchmarks/speed/startup.ts --runs ${runs}\` (also run by eval.ts). Wall time of the whole process, ${runs} runs after 2 warm-up runs, and its CPU time (user + system, from /proc, 10 ms ticks), which other work on the machine disturbs far less.`,
    "",
    "| command | median | p90 | min | CPU time (mean) |",
    "|---|---:|---:|---:|---:|",
    row("`node -e 0` (Node's own start-up)", node),
    row("`crossfoot --version` (Node, plus reading the bundled CLI and its code cache)", version),
    row(`\`crossfoot check "${answer}" --sources sources.json\``, check),
    row("the same with `--json`", checkJson),
    row("`check` without the code cache (`CROSSFOOT_COMPILE_CACHE=0`, as a first run)", cold),
    ...(nodeNoCa && checkNoCa
      ? [
          row(`\`node -e 0\` with \`NODE_EXTRA_CA_CERTS\` (${extraCa}) unset`, nodeNoCa),
          row("`check` with it unset", checkNoCa),
        ]
      : []),
    "",
    `Where the time goes: \`check\` minus \`--version\` (${(check.min - version.min).toFixed(0)} ms at the minimum) is running the checker's module code (unit packs, tables and regular expressions built at load), compiling the regular expressions a check first uses (V8 keeps no compiled regular expressions in a code cache) and checking the answer; \`--version\` minus \`node -e 0\` (${(version.min - node.min).toFixed(0)} ms) is loading the bin (a CommonJS file, so Node never starts its ES module loader) and reading the bundled CLI (about 200 KB, all ASCII, so V8 keeps it one byte a character) with its code cache. A piped or redirected output is written with \`writeSync\`, so neither runs Node's stream classes (node:net, node:stream), and a check exits as soon as its output is written, without freeing the heap first. The bundle holds neither zod nor the HTML parser nor csv-parse: each is a file of its own read (through the code cache) the first time a config, an HTML table or a CSV block needs it. Imported as a library (unbundled, a hundred-odd modules), \`crossfoot\` takes ${crossfoot.toFixed(0)} ms (median), of which importing \`zod\` alone ${zod.toFixed(0)} ms.`,
    "",
    ...(nodeNoCa && checkNoCa
      ? [
          `This environment sets \`NODE_EXTRA_CA_CERTS\`, and Node parses every certificate it names as it starts, before any script: ${(node.min - nodeNoCa.min).toFixed(0)} ms of \`node -e 0\` at the minimum, paid alike by every Node program here. The rows without it are for comparison only; the target is measured as the command runs here.`,
          "",
        ]
      : []),
    "Target: under 150 ms for `crossfoot check` on one small answer.",
    "",
  ].join("\n");
}
