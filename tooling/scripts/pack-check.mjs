#!/usr/bin/env node
/**
 * pack-check: proves that every publishable workspace package works when a
 * user installs it on its own from the registry tarball.
 *
 * For each package under packages/* and apps/* that is not `"private": true`:
 *   1. requires a built `dist/` (run `pnpm build` first);
 *   2. `pnpm pack` (which rewrites `workspace:^` specifiers to real versions);
 *   3. lints the tarball with publint (--strict) and @arethetypeswrong/cli
 *      (profile "strict": node10, node16-cjs, node16-esm and bundler; any
 *      problem fails, and so does a package without types);
 *   4. `npm install`s ONLY that tarball plus the tarballs of its workspace
 *      dependencies (transitively) into a fresh scratch project outside the
 *      repository, checks that no other workspace package was installed and
 *      none came from the registry, then imports it from ESM and requires it
 *      from CJS (each must expose at least one export, both the same names)
 *      and runs every `bin` with `--help` (exit code 0 required); the
 *      `crossfoot` bin also checks an answer and runs a two-worker eval
 *      from the install, which needs its bundle and eval worker packed.
 *
 * Usage: node tooling/scripts/pack-check.mjs [--only <name>]... [--verbose] [--keep]
 *   --only <name>  check only this package (repeatable); its workspace
 *                  dependencies are still packed, since they get installed.
 *   --verbose      print export names, resolved files and step timings.
 *   --keep         keep the temp directory (path is printed) for debugging.
 *
 * Output: one line per package, then exactly one line
 * `pack-check: N passed, M failed`. Writes { passed, failed } to
 * tooling/.pack-check-result.json. Exit code 1 if any package failed,
 * 2 on a usage error.
 *
 * Plain Node ESM: node built-ins only, plus the root devDependencies publint
 * and @arethetypeswrong/cli, called through node_modules/.bin.
 */
import { spawn } from "node:child_process";
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  realpathSync,
  rmSync,
  statSync,
  writeFileSync,
} from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..", "..");
const BIN = path.join(ROOT, "node_modules", ".bin");
const RESULT_FILE = path.join(ROOT, "tooling", ".pack-check-result.json");
const PACKAGE_GLOBS = ["packages", "apps"];
const CONCURRENCY = 2;
/** attw profile per package; "strict" checks node10, node16-cjs, node16-esm and bundler. */
const ATTW_PROFILE = {}; // e.g. { "@crossfoot/cli": "node16" } to ignore node10 for the CLI.
const REQUIRED_RESOLUTIONS = ["node10", "node16-cjs", "node16-esm", "bundler"];
const TIMEOUT_MS = { pack: 60_000, lint: 60_000, install: 180_000, node: 30_000 };

// ---------------------------------------------------------------- arguments

function parseArgs(argv) {
  const opts = { only: [], verbose: false, keep: false };
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    if (a === "--only") {
      const v = argv[++i];
      if (!v) usage("--only needs a package name");
      opts.only.push(v);
    } else if (a.startsWith("--only=")) opts.only.push(a.slice("--only=".length));
    else if (a === "--verbose" || a === "-v") opts.verbose = true;
    else if (a === "--keep") opts.keep = true;
    else if (a === "--help" || a === "-h") {
      console.log(
        "usage: node tooling/scripts/pack-check.mjs [--only <name>]... [--verbose] [--keep]",
      );
      process.exit(0);
    } else usage(`unknown argument: ${a}`);
  }
  return opts;
}

function usage(message) {
  console.error(`pack-check: ${message}`);
  console.error(
    "usage: node tooling/scripts/pack-check.mjs [--only <name>]... [--verbose] [--keep]",
  );
  process.exit(2);
}

// ---------------------------------------------------------------- helpers

/** Runs a command without a shell; never rejects. */
function run(cmd, args, { cwd, env = process.env, timeout = 60_000, display } = {}) {
  const started = Date.now();
  const cmdline = display ?? fmt(cmd, args);
  return new Promise((resolve) => {
    let stdout = "";
    let stderr = "";
    let child;
    try {
      child = spawn(cmd, args, { cwd, env, stdio: ["ignore", "pipe", "pipe"] });
    } catch (error) {
      resolve({ code: -1, signal: null, stdout, stderr: String(error), ms: 0, cmdline });
      return;
    }
    const timer = setTimeout(() => {
      stderr += `\n[pack-check: timed out after ${timeout} ms, killing]`;
      child.kill("SIGKILL");
    }, timeout);
    child.stdout.on("data", (d) => (stdout += d));
    child.stderr.on("data", (d) => (stderr += d));
    child.on("error", (error) => (stderr += `\n${error.message}`));
    child.on("close", (code, signal) => {
      clearTimeout(timer);
      resolve({ code: code ?? -1, signal, stdout, stderr, ms: Date.now() - started, cmdline });
    });
  });
}

function fmt(cmd, args) {
  return [cmd, ...args].map((a) => (/^[\w@%+=:,./-]+$/.test(a) ? a : JSON.stringify(a))).join(" ");
}

class CheckError extends Error {}

/** Throws a CheckError carrying the command line and its output. */
function fail(step, message, result) {
  let text = `${step}: ${message}`;
  if (result) {
    text += `\n  $ ${result.cmdline}  (exit ${result.signal ?? result.code}, ${result.ms} ms)`;
    const out = `${result.stdout}${result.stderr ? `\n${result.stderr}` : ""}`.trim();
    if (out) text += `\n${indent(out, "  | ")}`;
  }
  throw new CheckError(text);
}

function indent(text, prefix) {
  return text
    .split("\n")
    .map((l) => prefix + l)
    .join("\n");
}

function readJson(file) {
  return JSON.parse(readFileSync(file, "utf8"));
}

/** Environment for child processes: no NODE_PATH, so resolution cannot leak into the repo. */
function childEnv(extra = {}) {
  const env = { ...process.env, ...extra };
  delete env.NODE_PATH;
  env.NO_COLOR = "1";
  env.FORCE_COLOR = "0";
  return env;
}

// ---------------------------------------------------------------- discovery

function discover() {
  const all = new Map(); // name -> info, including private ones (to detect bad deps)
  for (const group of PACKAGE_GLOBS) {
    const base = path.join(ROOT, group);
    if (!existsSync(base)) continue;
    for (const entry of readdirSync(base, { withFileTypes: true })) {
      if (!entry.isDirectory()) continue;
      const dir = path.join(base, entry.name);
      const manifestPath = path.join(dir, "package.json");
      if (!existsSync(manifestPath)) continue;
      const manifest = readJson(manifestPath);
      all.set(manifest.name, {
        name: manifest.name,
        version: manifest.version,
        dir,
        rel: path.relative(ROOT, dir),
        private: manifest.private === true,
        manifest,
        // Everything npm would install for a user: dependencies, optional and peer dependencies.
        runtimeDeps: {
          ...(manifest.peerDependencies ?? {}),
          ...(manifest.optionalDependencies ?? {}),
          ...(manifest.dependencies ?? {}),
        },
        bins: binNames(manifest),
      });
    }
  }
  // tooling/ and the root are workspace packages too; a publishable package must not depend on them.
  for (const extra of ["tooling", "."]) {
    const manifestPath = path.join(ROOT, extra, "package.json");
    if (!existsSync(manifestPath)) continue;
    const manifest = readJson(manifestPath);
    if (manifest.name && !all.has(manifest.name)) {
      all.set(manifest.name, {
        name: manifest.name,
        private: manifest.private === true,
        runtimeDeps: {},
        external: true,
      });
    }
  }
  return all;
}

function binNames(manifest) {
  if (!manifest.bin) return [];
  if (typeof manifest.bin === "string") return [manifest.name.replace(/^@[^/]+\//, "")];
  return Object.keys(manifest.bin);
}

/** Workspace dependencies of `name`, transitively, not including `name` itself. */
function workspaceClosure(name, all) {
  const seen = new Set();
  const stack = [name];
  while (stack.length) {
    const current = all.get(stack.pop());
    for (const dep of Object.keys(current?.runtimeDeps ?? {})) {
      if (all.has(dep) && !seen.has(dep) && dep !== name) {
        seen.add(dep);
        stack.push(dep);
      }
    }
  }
  return [...seen].sort();
}

// ---------------------------------------------------------------- steps

/** Runs `fn` over `items`, at most `limit` at a time. */
async function pool(items, limit, fn) {
  const queue = [...items];
  const worker = async () => {
    while (queue.length) await fn(queue.shift());
  };
  await Promise.all(Array.from({ length: Math.min(limit, queue.length) }, worker));
}

/** `pnpm pack` one package into its own directory; returns the tarball path. */
async function pack(pkg, tarballDir) {
  const dist = path.join(pkg.dir, "dist");
  if (!existsSync(dist) || !statSync(dist).isDirectory()) {
    throw new CheckError(`${pkg.name} has no dist/ in ${pkg.rel}: run \`pnpm build\` first`);
  }
  const dest = mkdtempSync(path.join(tarballDir, "pack-"));
  const r = await run("pnpm", ["pack", "--pack-destination", dest, "--json"], {
    cwd: pkg.dir,
    env: childEnv(),
    timeout: TIMEOUT_MS.pack,
  });
  if (r.code !== 0) fail(`pnpm pack ${pkg.name}`, "failed", r);
  const tgz = readdirSync(dest).filter((f) => f.endsWith(".tgz"));
  if (tgz.length !== 1)
    fail(`pnpm pack ${pkg.name}`, `expected one .tgz in ${dest}, found ${tgz.length}`, r);
  return path.join(dest, tgz[0]);
}

async function publint(tarball) {
  // Lints the packed tarball: the exact artifact attw checks and npm installs.
  const r = await run(path.join(BIN, "publint"), ["run", tarball, "--strict"], {
    cwd: ROOT,
    env: childEnv(),
    timeout: TIMEOUT_MS.lint,
  });
  if (r.code !== 0) fail("publint", "reported problems", r);
  return r;
}

async function attw(pkg, tarball) {
  const profile = ATTW_PROFILE[pkg.name] ?? "strict";
  const args = [tarball, "--format", "json", "--profile", profile, "--no-color"];
  const r = await run(path.join(BIN, "attw"), args, {
    cwd: ROOT,
    env: childEnv(),
    timeout: TIMEOUT_MS.lint,
  });
  let json;
  try {
    json = JSON.parse(r.stdout);
  } catch {
    fail("attw", "did not produce a JSON report", r);
  }
  const analysis = json.analysis ?? {};
  const explain = async (message) => {
    // Re-run in table form so the failure is readable.
    const table = await run(
      path.join(BIN, "attw"),
      [tarball, "--profile", profile, "--no-color", "--no-emoji"],
      {
        cwd: ROOT,
        env: childEnv(),
        timeout: TIMEOUT_MS.lint,
      },
    );
    fail("attw", message, table);
  };
  if (!analysis.types)
    await explain(
      "package ships no types (attw exits 0 for untyped packages; pack-check does not)",
    );
  const ignored =
    profile === "strict" ? [] : profile === "node16" ? ["node10"] : ["node10", "node16-cjs"];
  const problems = (analysis.problems ?? []).filter((p) => !ignored.includes(p.resolutionKind));
  if (problems.length > 0 || r.code !== 0) {
    const list = problems.map(
      (p) =>
        `${p.kind}${p.entrypoint ? ` at "${p.entrypoint}"` : ""}${p.resolutionKind ? ` (${p.resolutionKind})` : ""}`,
    );
    await explain(`${problems.length} problem(s): ${list.join(", ") || `exit ${r.code}`}`);
  }
  const root = analysis.entrypoints?.["."];
  const expected = REQUIRED_RESOLUTIONS.filter((k) => !ignored.includes(k));
  const missing = expected.filter((k) => !root?.resolutions?.[k]?.resolution?.isTypeScript);
  if (missing.length > 0)
    await explain(`"." does not resolve to types under: ${missing.join(", ")}`);
  return profile;
}

async function installAndRun(pkg, deps, all, dirs, packed) {
  const scratch = realpathSync(
    mkdtempSync(path.join(dirs.scratch, `${pkg.name.replace(/^@/, "").replace(/\//g, "-")}-`)),
  );
  writeFileSync(
    path.join(scratch, "package.json"),
    `${JSON.stringify({ name: "pack-check-scratch", version: "0.0.0", private: true, type: "commonjs" }, null, 2)}\n`,
  );
  const tarballs = [pkg.name, ...deps].map((d) => packed.get(d).tarball);
  const install = await run(
    "npm",
    ["install", "--no-audit", "--no-fund", "--no-package-lock", ...tarballs],
    {
      cwd: scratch,
      env: childEnv(),
      timeout: TIMEOUT_MS.install,
    },
  );
  if (install.code !== 0) fail("npm install", "failed", install);

  // Only the expected workspace packages, each from its tarball, never from the registry.
  const expected = new Set([pkg.name, ...deps]);
  const hidden = path.join(scratch, "node_modules", ".package-lock.json");
  if (!existsSync(hidden))
    fail("npm install", `no ${hidden} to verify what was installed`, install);
  const found = new Map();
  for (const [where, entry] of Object.entries(readJson(hidden).packages ?? {})) {
    const name =
      entry.name ?? where.slice(where.lastIndexOf("node_modules/") + "node_modules/".length);
    if (!all.has(name)) continue;
    if (!expected.has(name))
      fail("install check", `unexpected workspace package installed: ${name} at ${where}`);
    if (!String(entry.resolved ?? "").startsWith("file:")) {
      fail(
        "install check",
        `${name} at ${where} did not come from its tarball (resolved: ${entry.resolved ?? "?"})`,
      );
    }
    if (found.has(name))
      fail("install check", `${name} installed twice: ${found.get(name)} and ${where}`);
    found.set(name, where);
  }
  for (const name of expected) {
    if (!found.has(name)) fail("install check", `${name} is missing from the install`);
    const manifest = readJson(path.join(scratch, found.get(name), "package.json"));
    for (const [dep, spec] of Object.entries({
      ...manifest.dependencies,
      ...manifest.peerDependencies,
      ...manifest.optionalDependencies,
    })) {
      if (String(spec).startsWith("workspace:"))
        fail("install check", `${name} was published with ${dep}@${spec}`);
    }
  }

  const env = childEnv();
  const id = JSON.stringify(pkg.name);
  const probe =
    `const names = Object.keys(m).sort(); ` +
    `if (names.length === 0) { console.error("no exports from " + ${id} + " (empty or stale dist/ build?)"); process.exit(1); } ` +
    `console.log(JSON.stringify({ resolved, exports: names }));`;
  const esmCode = `import * as m from ${id}; const resolved = import.meta.resolve(${id}); ${probe}`;
  const cjsCode = `const m = require(${id}); const resolved = require.resolve(${id}); ${probe}`;
  const [esm, cjs] = [
    await run(process.execPath, ["--input-type=module", "-e", esmCode], {
      cwd: scratch,
      env,
      timeout: TIMEOUT_MS.node,
      display: `(cd ${scratch} && node --input-type=module -e '${esmCode}')`,
    }),
    await run(process.execPath, ["-e", cjsCode], {
      cwd: scratch,
      env,
      timeout: TIMEOUT_MS.node,
      display: `(cd ${scratch} && node -e '${cjsCode}')`,
    }),
  ];
  const parse = (label, r) => {
    if (r.code !== 0) fail(`${label} load`, `node exited ${r.signal ?? r.code}`, r);
    let out;
    try {
      out = JSON.parse(r.stdout.trim().split("\n").pop());
    } catch {
      fail(`${label} load`, "unexpected output", r);
    }
    const file = out.resolved.startsWith("file:") ? fileURLToPath(out.resolved) : out.resolved;
    const home = path.join(scratch, "node_modules", pkg.name) + path.sep;
    if (!file.startsWith(home))
      fail(`${label} load`, `resolved outside the scratch install: ${file}`, r);
    return { ...out, file: path.relative(home, file) };
  };
  const esmOut = parse("ESM", esm);
  const cjsOut = parse("CJS", cjs);
  if (esmOut.file === cjsOut.file) {
    fail(
      "dual package",
      `ESM and CJS both load ${esmOut.file}; expected separate ESM and CJS builds`,
    );
  }
  const onlyEsm = esmOut.exports.filter((n) => !cjsOut.exports.includes(n));
  const onlyCjs = cjsOut.exports.filter((n) => !esmOut.exports.includes(n));
  if (onlyEsm.length || onlyCjs.length) {
    fail(
      "dual package",
      `ESM and CJS export different names (only ESM: ${onlyEsm.join(", ") || "-"}; only CJS: ${onlyCjs.join(", ") || "-"})`,
    );
  }

  const bins = [];
  for (const bin of pkg.bins) {
    const exe = path.join(scratch, "node_modules", ".bin", bin);
    if (!existsSync(exe))
      fail(
        `bin ${bin}`,
        `npm did not link node_modules/.bin/${bin} (is its target in the tarball?)`,
        install,
      );
    const r = await run(exe, ["--help"], {
      cwd: scratch,
      env: childEnv(),
      timeout: TIMEOUT_MS.node,
      display: `(cd ${scratch} && node_modules/.bin/${bin} --help)`,
    });
    if (r.code !== 0) fail(`bin ${bin}`, "`--help` did not exit 0", r);
    const smoke = BIN_SMOKE[bin];
    if (smoke) await smoke(exe, scratch);
    bins.push(bin);
  }
  return { esm: esmOut, cjs: cjsOut, bins, installMs: install.ms };
}

/**
 * Beyond `--help`: bins whose real work lives in other packed files (the
 * CLI's bundle and its eval worker) run that work from the tarball install.
 */
const BIN_SMOKE = {
  async crossfoot(exe, scratch) {
    const sources = [{ id: "R1", fields: { revenue_2024: 3_214_000_000 } }];
    writeFileSync(path.join(scratch, "smoke-sources.json"), JSON.stringify(sources));
    const cases = [
      { id: "grounded", output: "Revenue was $3.2bn [R1].", sources, expect: "pass" },
      { id: "wrong", output: "Revenue was $3.6bn [R1].", sources, expect: "fail" },
    ];
    writeFileSync(
      path.join(scratch, "smoke-cases.jsonl"),
      `${cases.map((c) => JSON.stringify(c)).join("\n")}\n`,
    );
    const steps = [
      [
        ["check", "Revenue was $3.2bn [R1].", "--sources", "smoke-sources.json"],
        /^PASSED · 1 claim · 0 failed · score 1\.00\n/,
      ],
      [["eval", "smoke-cases.jsonl", "--workers", "2"], /^PASSED · 2\/2 cases as expected · /],
    ];
    for (const [args, expected] of steps) {
      const r = await run(exe, args, {
        cwd: scratch,
        env: childEnv(),
        timeout: TIMEOUT_MS.node,
        display: `(cd ${scratch} && node_modules/.bin/crossfoot ${args.join(" ")})`,
      });
      if (r.code !== 0 || !expected.test(r.stdout))
        fail("bin crossfoot", `\`crossfoot ${args[0]}\` from the tarball did not work`, r);
    }
  },
};

async function checkPackage(pkg, all, dirs, packed) {
  const started = Date.now();
  const badDeps = Object.keys(pkg.runtimeDeps).filter(
    (d) => all.get(d)?.private || all.get(d)?.external,
  );
  if (badDeps.length) {
    throw new CheckError(`depends on unpublishable workspace package(s): ${badDeps.join(", ")}`);
  }
  const deps = workspaceClosure(pkg.name, all);
  for (const d of deps)
    if (all.get(d).private) throw new CheckError(`transitively depends on private ${d}`);
  const own = packed.get(pkg.name);
  if (own.error) throw own.error;
  for (const d of deps) {
    const e = packed.get(d).error;
    if (e) throw new CheckError(`workspace dependency ${d} cannot be packed: ${e.message}`);
  }
  const tarball = own.tarball;
  await publint(tarball);
  const profile = await attw(pkg, tarball);
  const result = await installAndRun(pkg, deps, all, dirs, packed);
  return { ...result, deps, profile, ms: Date.now() - started, tarball: path.basename(tarball) };
}

// ---------------------------------------------------------------- main

async function main() {
  const opts = parseArgs(process.argv.slice(2));
  const all = discover();
  const publishable = [...all.values()]
    .filter((p) => !p.private && !p.external)
    .sort((a, b) => a.name.localeCompare(b.name));
  let selected = publishable;
  if (opts.only.length) {
    const unknown = opts.only.filter((n) => !publishable.some((p) => p.name === n));
    if (unknown.length)
      usage(
        `not a publishable workspace package: ${unknown.join(", ")} (have: ${publishable.map((p) => p.name).join(", ")})`,
      );
    selected = publishable.filter((p) => opts.only.includes(p.name));
  }
  if (selected.length === 0) usage("no publishable packages found under packages/* or apps/*");

  rmSync(RESULT_FILE, { force: true }); // an interrupted run must not leave a stale result behind
  const tmp = realpathSync(mkdtempSync(path.join(os.tmpdir(), "crossfoot-pack-check-")));
  const dirs = { tarballs: path.join(tmp, "tarballs"), scratch: path.join(tmp, "scratch") };
  mkdirSync(dirs.tarballs);
  mkdirSync(dirs.scratch);
  const cleanup = () => {
    if (opts.keep) return;
    try {
      rmSync(tmp, { recursive: true, force: true });
    } catch {}
  };
  for (const sig of ["SIGINT", "SIGTERM"]) {
    process.on(sig, () => {
      cleanup();
      process.exit(130);
    });
  }
  const started = Date.now();
  let passed = 0;
  let failed = 0;
  // Step 1-2: pack every selected package and its workspace dependencies, once each.
  const packed = new Map(); // name -> { tarball } | { error }
  const toPack = new Set(selected.flatMap((p) => [p.name, ...workspaceClosure(p.name, all)]));
  const packable = [...toPack].filter((n) => !all.get(n).private && !all.get(n).external);
  for (const n of toPack)
    if (!packable.includes(n)) packed.set(n, { error: new CheckError(`${n} is private`) });
  // Step 3-4: lint, install and load each selected package.
  const check = async (pkg) => {
    try {
      const r = await checkPackage(pkg, all, dirs, packed);
      passed++;
      console.log(
        `pack-check ok ${pkg.name} (esm: ${r.esm.exports.length} exports, cjs: ${r.cjs.exports.length} exports, publint ok, attw ok)`,
      );
      if (opts.verbose) {
        console.log(
          `  tarball: ${r.tarball}; installed with: ${r.deps.join(", ") || "(no workspace deps)"}; attw profile: ${r.profile}`,
        );
        console.log(`  esm ${r.esm.file}: ${r.esm.exports.join(", ")}`);
        console.log(`  cjs ${r.cjs.file}: ${r.cjs.exports.join(", ")}`);
        for (const bin of r.bins) console.log(`  bin ${bin} --help: exit 0`);
        console.log(`  ${r.ms} ms (npm install ${r.installMs} ms)`);
      }
    } catch (error) {
      failed++;
      const text = error instanceof CheckError ? error.message : (error?.stack ?? String(error));
      console.log(`pack-check FAIL ${pkg.name}: ${indent(text, "  ").trimStart()}`);
    }
  };
  try {
    await pool(packable, CONCURRENCY, async (name) => {
      try {
        packed.set(name, { tarball: await pack(all.get(name), dirs.tarballs) });
      } catch (error) {
        packed.set(name, {
          error:
            error instanceof CheckError ? error : new CheckError(String(error?.stack ?? error)),
        });
      }
    });
    await pool(selected, CONCURRENCY, check);
  } finally {
    cleanup();
  }
  if (opts.keep) console.log(`pack-check: kept ${tmp}`);
  if (opts.verbose) console.log(`pack-check: ${((Date.now() - started) / 1000).toFixed(1)} s`);
  writeFileSync(RESULT_FILE, `${JSON.stringify({ passed, failed }, null, 2)}\n`);
  console.log(`pack-check: ${passed} passed, ${failed} failed`);
  process.exitCode = failed > 0 ? 1 : 0;
}

await main();
