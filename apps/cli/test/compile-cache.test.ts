import { spawnSync } from "node:child_process";
import {
  chownSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { CLI_DIR, Fixtures, PASSING_ANSWER, SOURCES } from "./helpers.js";

// The built command runs dist/cli.cjs through a V8 code cache kept in
// $TMPDIR/crossfoot-compile-cache-<uid>/. Each test gets its own TMPDIR.
const BIN = join(CLI_DIR, "dist", "bin.cjs");
const uid = process.getuid?.() ?? 0;

let fx: Fixtures;

beforeAll(() => {
  if (!existsSync(BIN)) throw new Error(`${BIN} does not exist: build the CLI first`);
  fx = new Fixtures("crossfoot-cache-");
  fx.write("sources.json", SOURCES);
  fx.write("cite.mjs", "export default { requireCitations: true };\n");
});

afterAll(() => fx?.remove());

function bin(tmp: string, args: readonly string[], env: Record<string, string> = {}) {
  const r = spawnSync(process.execPath, [BIN, ...args], {
    cwd: fx.dir,
    encoding: "utf8",
    env: { ...process.env, TMPDIR: tmp, NO_COLOR: "1", ...env },
  });
  return { code: r.status, stdout: r.stdout, stderr: r.stderr };
}

/** An empty folder to use as TMPDIR. */
function freshTmp(name: string): string {
  const dir = join(fx.dir, name);
  mkdirSync(dir);
  return dir;
}

const check = ["check", PASSING_ANSWER, "--sources", "sources.json"];
const cacheDir = (tmp: string) => join(tmp, `crossfoot-compile-cache-${uid}`);
const cacheFiles = (tmp: string) =>
  existsSync(cacheDir(tmp))
    ? readdirSync(cacheDir(tmp))
        .filter((f) => f.endsWith(".cache"))
        .map((f) => join(cacheDir(tmp), f))
    : [];

describe("the compile cache", () => {
  test("is written by the first run and used, unchanged, by the next; the output is the same", () => {
    const tmp = freshTmp("t1");
    const first = bin(tmp, check);
    expect(first.code).toBe(0);
    expect(first.stderr).toBe("");
    const [file] = cacheFiles(tmp);
    expect(file).toBeDefined();
    expect(statSync(cacheDir(tmp)).mode & 0o777).toBe(0o700);
    const written = readFileSync(file as string);
    expect(written.length).toBeGreaterThan(10_000);
    const second = bin(tmp, check);
    expect(second).toEqual(first);
    expect(readFileSync(file as string).equals(written)).toBe(true);
  });

  test("a new cache replaces the ones earlier builds of the same install left", () => {
    const tmp = freshTmp("stale");
    expect(bin(tmp, check).code).toBe(0);
    const [file] = cacheFiles(tmp);
    // What an earlier build (another size and build time) of this install left.
    const name = (file as string).slice(cacheDir(tmp).length + 1);
    const stale = join(cacheDir(tmp), name.replace(/^(v[^-]+-[^-]+)-\d+-\d+-/, "$1-1-2-"));
    const other = join(cacheDir(tmp), "v20.0.0-x64-1-2-anotherInstallLocation.cache");
    writeFileSync(stale, "old");
    writeFileSync(other, "old");
    rmSync(file as string);
    expect(bin(tmp, check).code).toBe(0);
    expect(cacheFiles(tmp).sort()).toEqual([file, other].sort());
  });

  test("a corrupt cache is rejected by V8 and rewritten; the run is unaffected", () => {
    const tmp = freshTmp("t2");
    const clean = bin(tmp, check);
    const [file] = cacheFiles(tmp);
    writeFileSync(file as string, "not a V8 code cache");
    expect(bin(tmp, check)).toEqual(clean);
    expect(readFileSync(file as string).length).toBeGreaterThan(10_000);
  });

  test("a run that checks no figure writes a partial cache, which the first run that checks one replaces", () => {
    const tmp = freshTmp("partial");
    const none = ["check", "No figures here.", "--sources", "sources.json"];
    expect(bin(tmp, none).code).toBe(0);
    const [partial] = cacheFiles(tmp);
    expect(partial).toMatch(/-partial-[^/]*\.cache$/);
    // Used, and kept, by runs that check no figure either.
    const written = readFileSync(partial as string);
    expect(bin(tmp, none).code).toBe(0);
    expect(cacheFiles(tmp)).toEqual([partial]);
    expect(readFileSync(partial as string).equals(written)).toBe(true);
    // A run that checks a figure writes the complete cache in its place.
    const first = bin(tmp, check);
    expect(first.code).toBe(0);
    const [complete] = cacheFiles(tmp);
    expect(complete).toBeDefined();
    expect(complete).not.toContain("-partial-");
    expect(cacheFiles(tmp)).toEqual([complete]);
    const kept = readFileSync(complete as string);
    expect(bin(tmp, check)).toEqual(first);
    expect(bin(tmp, none).code).toBe(0);
    expect(readFileSync(complete as string).equals(kept)).toBe(true);
  });

  test("CROSSFOOT_COMPILE_CACHE=0 turns it off", () => {
    const tmp = freshTmp("t3");
    expect(bin(tmp, check, { CROSSFOOT_COMPILE_CACHE: "0" }).code).toBe(0);
    expect(existsSync(cacheDir(tmp))).toBe(false);
  });

  test.skipIf(uid !== 0)("a cache folder someone else owns is not used", () => {
    const tmp = freshTmp("t4");
    mkdirSync(cacheDir(tmp), { mode: 0o700 });
    chownSync(cacheDir(tmp), 65534, 65534);
    expect(bin(tmp, check).code).toBe(0);
    expect(cacheFiles(tmp)).toEqual([]);
  });

  test("import() still works in the cached code: a crossfoot.config.mjs is loaded", () => {
    const tmp = freshTmp("t5");
    const args = ["check", "Revenue was $3.21bn in 2024.", "--sources", "sources.json"];
    expect(bin(tmp, args).code).toBe(0);
    for (let run = 0; run < 2; run++) {
      const r = bin(tmp, [...args, "--config", "cite.mjs"]);
      expect(r.stderr).toBe("");
      expect(r.code).toBe(1);
      expect(r.stdout).toContain("uncited");
    }
  });
});
