import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, test } from "vitest";
import { WRAPPER_HEAD, WRAPPER_TAIL } from "../src/cjs-wrapper.js";
import { readSourceAndCache, runWithCompileCache } from "../src/compile-cache.js";
import { CLI_DIR } from "./helpers.js";

// In-process tests of how the bin reads a bundled file and its code cache
// (compile-cache.test.ts runs the built command).
const dir = mkdtempSync(join(tmpdir(), "crossfoot-cache-read-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const write = (name: string, content: string | Buffer) => {
  const file = join(dir, name);
  writeFileSync(file, content);
  return file;
};
const code = 'module.exports = { text: "caf\\u00e9 \u20ac", sum: 40 + 2 };\n';

describe("readSourceAndCache", () => {
  test("the source as UTF-8 text, and no cache when there is none", () => {
    const file = write("plain.cjs", code);
    const read = readSourceAndCache(file, [join(dir, "missing.cache")]);
    expect(read.source).toBe(code);
    expect(read.cachedData).toBeUndefined();
    expect(read.cacheFile).toBeUndefined();
    expect(readSourceAndCache(file, [])).toEqual({
      source: code,
      cachedData: undefined,
      cacheFile: undefined,
    });
  });

  test("the first cache file of the list that exists is read", () => {
    const file = write("first.cjs", code);
    const second = write("second.cache", Buffer.from([1, 2, 3]));
    const third = write("third.cache", Buffer.from([4, 5]));
    const read = readSourceAndCache(file, [join(dir, "absent.cache"), second, third]);
    expect(read.cacheFile).toBe(second);
    expect(read.cachedData?.equals(Buffer.from([1, 2, 3]))).toBe(true);
  });

  test.each([
    ["longer than the source", 5000],
    ["shorter than the source", 7],
    ["as long as the source", Buffer.byteLength(code)],
    ["empty", 0],
  ])("a cache %s is read whole, the source unchanged", (_, size) => {
    const file = write(`source-${size}.cjs`, code);
    const bytes = Buffer.alloc(size, 0xab);
    const read = readSourceAndCache(file, [write(`cache-${size}`, bytes)]);
    expect(read.source).toBe(code);
    expect(read.cachedData?.equals(bytes)).toBe(true);
  });
});

describe("runWithCompileCache", () => {
  const require = createRequire(import.meta.url);
  const run = (file: string) => {
    const saved = process.env.CROSSFOOT_COMPILE_CACHE;
    process.env.CROSSFOOT_COMPILE_CACHE = "0";
    try {
      return runWithCompileCache(file, { write: false, require });
    } finally {
      if (saved === undefined) delete process.env.CROSSFOOT_COMPILE_CACHE;
      else process.env.CROSSFOOT_COMPILE_CACHE = saved;
    }
  };

  test("a plain CommonJS file is wrapped as Node's loader would", () => {
    expect(run(write("plain-run.cjs", code))).toEqual({ text: "caf\u00e9 \u20ac", sum: 42 });
  });

  test("a file the build wrote wrapped is run as it is", () => {
    const file = write("wrapped.cjs", `${WRAPPER_HEAD}\n"use strict";${code}${WRAPPER_TAIL}`);
    expect(run(file)).toEqual({ text: "caf\u00e9 \u20ac", sum: 42 });
  });
});

describe("the build", () => {
  test.each(["cli.cjs", "config-schema.cjs", "html-parser.cjs", "csv-parse.cjs"])(
    "writes %s wrapped, so the bin compiles it as read",
    (name) => {
      const text = readFileSync(join(CLI_DIR, "dist", name), "utf8");
      expect(text.startsWith(WRAPPER_HEAD)).toBe(true);
      expect(text.trimEnd().endsWith(WRAPPER_TAIL.trim())).toBe(true);
    },
  );
});
