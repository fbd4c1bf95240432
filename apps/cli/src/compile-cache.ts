import {
  closeSync,
  fstatSync,
  mkdirSync,
  openSync,
  readdirSync,
  readSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from "node:fs";
import { dirname, join } from "node:path";
import vm from "node:vm";
import { figuresChecked } from "./cache-worth.js";
import { WRAPPER_HEAD, WRAPPER_TAIL } from "./cjs-wrapper.js";

/**
 * `os.tmpdir()` without loading node:os (on Windows, where the rule is longer,
 * node:os itself).
 */
function tmpdir(): string {
  if (process.platform === "win32") return require("node:os").tmpdir();
  const dir = process.env.TMPDIR || process.env.TMP || process.env.TEMP || "/tmp";
  return dir.length > 1 && dir.endsWith("/") ? dir.slice(0, -1) : dir;
}

/**
 * Where the code caches of `file` live, or undefined when none should be
 * used: a folder of this user's in the temporary directory (mode 700, and
 * refused if someone else owns it), one file per Node version, CLI build and
 * install location. A cache written by a run that checked no figure is
 * `partial` (see cache-worth.ts): it is used while there is no `complete`
 * one, and the first run that checks a figure writes the complete one in its
 * place. `CROSSFOOT_COMPILE_CACHE=0` turns the cache off.
 */
function cachePaths(file: string): { complete: string; partial: string } | undefined {
  if (process.env.CROSSFOOT_COMPILE_CACHE === "0") return undefined;
  try {
    const uid = process.getuid?.() ?? 0;
    const dir = join(tmpdir(), `crossfoot-compile-cache-${uid}`);
    mkdirSync(dir, { recursive: true, mode: 0o700 });
    const owner = statSync(dir);
    if (process.getuid && owner.uid !== uid) return undefined;
    const source = statSync(file);
    const build = `${process.version}-${process.arch}-${source.size}-${Math.round(source.mtimeMs)}`;
    const location = locationKey(file);
    return {
      complete: join(dir, `${build}-${location}.cache`),
      partial: join(dir, `${build}-partial-${location}.cache`),
    };
  } catch {
    return undefined;
  }
}

/**
 * Read the file at `fd` into `buffer` from its start, growing the buffer if
 * the file is longer than it; returns the buffer and the number of bytes read.
 */
function readAll(fd: number, buffer: Buffer): { buffer: Buffer; length: number } {
  let length = 0;
  for (;;) {
    if (length === buffer.length) {
      const larger = Buffer.allocUnsafe(buffer.length * 2 + 4096);
      buffer.copy(larger, 0, 0, length);
      buffer = larger;
    }
    const n = readSync(fd, buffer, length, buffer.length - length, length);
    if (n === 0) return { buffer, length };
    length += n;
  }
}

/**
 * The text of `file` and the bytes of the first of `cacheFiles` that exists
 * (`cachedData` and `cacheFile` are undefined when none does), read through
 * one buffer: the source is read into it and decoded (V8 keeps its own copy
 * of the text), then the cache is read over it. Each page of memory a start
 * touches for the first time costs the kernel a fault, so this saves a fresh
 * buffer the size of the source. Exported for its tests.
 */
export function readSourceAndCache(
  file: string,
  cacheFiles: readonly string[],
): { source: string; cachedData: Buffer | undefined; cacheFile: string | undefined } {
  let cacheFd: number | undefined;
  let cacheFile: string | undefined;
  let cacheSize = 0;
  for (const candidate of cacheFiles) {
    try {
      cacheFd = openSync(candidate, "r");
      cacheFile = candidate;
      cacheSize = fstatSync(cacheFd).size;
      break;
    } catch {
      // Not there (yet): try the next.
    }
  }
  try {
    const fd = openSync(file, "r");
    let read: { buffer: Buffer; length: number };
    try {
      // One byte more than the longer file, so the read that finds the end
      // of either has room and the buffer need not grow.
      read = readAll(fd, Buffer.allocUnsafe(Math.max(fstatSync(fd).size, cacheSize) + 1));
    } finally {
      closeSync(fd);
    }
    const source = read.buffer.toString("utf8", 0, read.length);
    let cachedData: Buffer | undefined;
    if (cacheFd !== undefined) {
      try {
        const cache = readAll(cacheFd, read.buffer);
        cachedData = cache.buffer.subarray(0, cache.length);
      } catch {
        // A cache that cannot be read is only a slower start.
      }
    }
    return { source, cachedData, cacheFile: cachedData ? cacheFile : undefined };
  } finally {
    if (cacheFd !== undefined) closeSync(cacheFd);
  }
}

/**
 * Run a bundled CommonJS file the way `require` would, but compiled with a V8
 * code cache kept between runs: Node 20 has no built-in compile cache
 * (`module.enableCompileCache` came in Node 22), and compiling the bundled
 * checker is a large share of the start-up of `crossfoot check`. The cache is
 * written at exit, when there was none or V8 rejected it (another Node, a
 * corrupt file), or when it was partial and this run checked a figure (see
 * {@link cachePaths}), so it also holds the functions the run compiled lazily;
 * `write: false` (for `--help`, which compiles little) leaves that to a later
 * run. Any problem with the cache only costs the time it would have saved.
 * Returns the file's `module.exports`.
 * `options.require` is the `require` the file gets: the bin's own, which
 * resolves the same paths when the file sits beside the bin.
 */
export function runWithCompileCache(
  file: string,
  options: { write: boolean; require: NodeJS.Require },
): unknown {
  const paths = cachePaths(file);
  const { source, cachedData, cacheFile } = readSourceAndCache(
    file,
    paths ? [paths.complete, paths.partial] : [],
  );
  // A file the build wrote already wrapped (src/cjs-wrapper.ts) is compiled as
  // it is; any other is wrapped as Node's loader would.
  const wrapped = source.startsWith(WRAPPER_HEAD) ? source : WRAPPER_HEAD + source + WRAPPER_TAIL;
  const script = new vm.Script(wrapped, {
    filename: file,
    ...(cachedData ? { cachedData } : {}),
  });
  const usable = cachedData !== undefined && !script.cachedDataRejected;
  if (options.write && paths && (!usable || cacheFile === paths.partial)) {
    process.once("exit", () => {
      const complete = figuresChecked();
      // A partial cache V8 took is replaced only by a complete one.
      if (usable && !complete) return;
      const target = complete ? paths.complete : paths.partial;
      try {
        const temp = `${target}.${process.pid}`;
        writeFileSync(temp, script.createCachedData());
        renameSync(temp, target);
        removeStaleCaches(target, file);
      } catch {
        // A cache that cannot be written is only a slower next start.
      }
    });
  }
  const module: { exports: unknown } = { exports: {} };
  const wrapper = script.runInThisContext() as (
    exports: unknown,
    require: NodeJS.Require,
    module: unknown,
    filename: string,
    dirname: string,
  ) => void;
  wrapper.call(module.exports, module.exports, options.require, module, file, dirname(file));
  return module.exports;
}

/**
 * Delete the caches earlier builds of this install left (same folder, same
 * install location, another Node, size or build time): each rebuild or Node
 * upgrade would otherwise leave one more file of a few hundred kilobytes.
 */
function removeStaleCaches(current: string, source: string): void {
  const dir = dirname(current);
  const name = current.slice(dir.length + 1);
  const suffix = `-${locationKey(source)}.cache`;
  for (const file of readdirSync(dir)) {
    if (file !== name && file.endsWith(suffix)) rmSync(join(dir, file), { force: true });
  }
}

/** The install location's part of a cache file's name. */
function locationKey(file: string): string {
  return Buffer.from(file).toString("base64url").slice(-48);
}
