import { readFileSync } from "node:fs";
import { packageBuild } from "@crossfoot/tooling/tsup";
import type { Options } from "tsup";
import { asciiOnly } from "./build/ascii-only.js";
import { lazyPackages } from "./build/lazy-packages.js";
import { WRAPPER_HEAD, WRAPPER_TAIL } from "./src/cjs-wrapper.js";

type Plugin = NonNullable<Options["esbuildPlugins"]>[number];

// Five builds, run at once (so none cleans `dist/`: the build script empties
// it first, and no build can delete another's output):
//
// - the library entry, ESM and CJS, its dependencies left as imports; `shims`
//   gives the CJS build an `import.meta.url`, which finds the worker script;
// - `bin.cjs`, the command's entry: a few lines that run `cli.cjs` through a
//   V8 code cache (src/compile-cache.ts). CommonJS, because an ES module entry
//   costs Node its ES module loader, and each built-in it imports gets an ES
//   module facade whose exports are all read at once (importing `node:fs`
//   that way loads every stream class): about 20 ms of CPU per start here;
// - `cli.cjs`, the whole CLI with every dependency bundled into one minified
//   CommonJS file. Start-up is what a per-answer pipeline step pays: one file
//   loads faster than the hundred-odd modules of crossfoot, its packages and
//   zod, and a CommonJS file can use a code cache on Node 20
//   (benchmarks/results/eval-speed.md). It is all ASCII (build/ascii-only.ts),
//   the package's version is written in, and the HTML parser and csv-parse
//   are files of their own beside it, read when first used
//   (build/lazy-packages.ts);
// - `config-schema.cjs`, zod and the config schema, required by `cli.cjs`
//   only when a config is read (lazyConfigSchema below);
// - `eval-worker.js`, the worker thread of `eval --workers N`, bundled too.
/**
 * In `cli.cjs`, the `import("./config-schema.js")` of config.ts becomes a
 * `require` of the separately bundled `config-schema.cjs` beside it, made
 * when a config is read: zod is most of the CLI's code, and a run without a
 * config then neither reads nor compiles it. (A CommonJS stub, so the bundle
 * calls the `require` it is given rather than an `import()`, which code run
 * from a V8 code cache cannot make.)
 */
const lazyConfigSchema: Plugin = {
  name: "lazy-config-schema",
  setup(build) {
    build.onResolve({ filter: /^\.\/config-schema\.js$/ }, () => ({
      path: "config-schema",
      namespace: "crossfoot-lazy",
    }));
    build.onLoad({ filter: /.*/, namespace: "crossfoot-lazy" }, () => ({
      contents: 'module.exports = require("./config-schema.cjs");',
      loader: "js",
    }));
    build.onResolve({ filter: /^\.\/config-schema\.cjs$/ }, (args) => ({
      path: args.path,
      external: true,
    }));
  },
};

const { version } = JSON.parse(readFileSync("package.json", "utf8")) as { version: string };

/** The rest of build/ascii-only.ts's escaping, on a bundle esbuild has written. */
const allAscii: NonNullable<Options["plugins"]>[number] = {
  name: "all-ascii",
  renderChunk(code) {
    return { code: asciiOnly(code) };
  },
};

/**
 * The files the bin runs through the code cache are written as one function
 * expression, the CommonJS wrapper around the code (src/cjs-wrapper.ts), so
 * the bin compiles the file's text as it is read.
 */
const cjsWrapped: Pick<Options, "banner" | "footer"> = {
  banner: { js: WRAPPER_HEAD },
  footer: { js: WRAPPER_TAIL },
};

/**
 * The library's ES module build gets a CommonJS `require`: the colour module
 * requires picocolors only when colour is on (src/color.ts), which the
 * CommonJS builds can do as they are.
 */
const esmRequire: Options["banner"] = ({ format }) =>
  format === "esm"
    ? {
        js: 'import { createRequire as __crossfootCreateRequire } from "node:module";\nconst require = __crossfootCreateRequire(import.meta.url);',
      }
    : undefined;

export default [
  packageBuild({ clean: false, shims: true, banner: esmRequire }),
  packageBuild({
    entry: { bin: "src/bin.ts" },
    format: ["cjs"],
    dts: false,
    clean: false,
  }),
  packageBuild({
    entry: { cli: "src/cli-main.ts" },
    format: ["cjs"],
    dts: false,
    clean: false,
    shims: true,
    noExternal: [/./],
    minify: true,
    // esbuild's own tree shaking, not rollup's: rollup hoists every module
    // (and every Node built-in it requires) to the top of the file, so code
    // only a dynamic import reaches (the eval machinery, zod for --config)
    // would run at every start. esbuild keeps such modules lazy.
    treeshake: false,
    define: { __CROSSFOOT_CLI_VERSION__: JSON.stringify(version) },
    esbuildOptions(options) {
      options.charset = "ascii";
    },
    ...cjsWrapped,
    esbuildPlugins: [
      lazyConfigSchema,
      lazyPackages({ htmlparser2: "html-parser.cjs", "csv-parse/sync": "csv-parse.cjs" }, "dist"),
    ],
    plugins: [allAscii],
  }),
  // The config schema (and zod), required by cli.cjs only when there is a config.
  packageBuild({
    entry: { "config-schema": "src/config-schema.ts" },
    format: ["cjs"],
    dts: false,
    clean: false,
    noExternal: [/./],
    minify: true,
    treeshake: false,
    ...cjsWrapped,
    esbuildOptions(options) {
      options.charset = "ascii";
    },
    plugins: [allAscii],
  }),
  packageBuild({
    entry: { "eval-worker": "src/eval-worker.ts" },
    format: ["esm"],
    dts: false,
    clean: false,
    noExternal: [/./],
    minify: true,
  }),
];
