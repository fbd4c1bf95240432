/**
 * What `check()` costs a web page: esbuild bundles an entry that imports
 * only `check` from the built `crossfoot` package, for the browser (ESM,
 * minified, tree-shaken, the `browser` and `import` export conditions), and
 * this prints the output's size minified and gzipped (node:zlib, level 9)
 * against the budget, and the inputs that take the most of it (esbuild's
 * metafile). The core packages promise to import no Node built-in: when the
 * bundle reaches one, the run fails and names it and the file importing it.
 * The same bundle, unminified as a script, is then loaded in a scope that has
 * only the web's globals (node:vm) and checks one answer there: code that
 * uses a Node global such as `Buffer` fails this, names the file, and fails
 * the run after its results are printed (and written).
 *
 *   pnpm build && pnpm bench benchmarks/bundle/size.ts [--write]
 *
 * `--write` records the run in benchmarks/results/bundle.md. It exits 1 when
 * the gzipped size is over the budget or the bundle does not run without Node.
 */
import { builtinModules, createRequire } from "node:module";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { createContext, runInContext } from "node:vm";
import { gzipSync } from "node:zlib";
import { writeResults } from "../write-results.js";

/** The budget for the gzipped bundle, in KB of 1,024 bytes. */
const BUDGET_KB = 150;
/** How many of the largest inputs to list. */
const TOP = 10;
/** What the page imports, as a user's code would. */
const ENTRY = 'export { check } from "crossfoot";';

const write = process.argv.slice(2).includes("--write");
const here = dirname(fileURLToPath(import.meta.url));
const root = join(here, "../..");

/** The part of esbuild's metafile read here. */
interface Metafile {
  inputs: Record<string, { bytes: number }>;
  outputs: Record<string, { bytes: number; inputs: Record<string, { bytesInOutput: number }> }>;
}
/** The arguments of an `onResolve` callback that this script reads. */
interface ResolveArgs {
  path: string;
  importer: string;
  kind: string;
  resolveDir: string;
  pluginData?: unknown;
}
/** The part of esbuild's plugin API used here. */
interface PluginBuild {
  onResolve(
    options: { filter: RegExp },
    callback: (args: ResolveArgs) => Promise<{ path: string; external: true } | undefined>,
  ): void;
  resolve(
    path: string,
    options: { kind: string; importer: string; resolveDir: string; pluginData: unknown },
  ): Promise<{ errors: unknown[] }>;
}
/** The part of esbuild's JS API used here. */
interface Esbuild {
  version: string;
  build(options: Record<string, unknown>): Promise<{
    outputFiles: { contents: Uint8Array; text: string }[];
    metafile: Metafile;
  }>;
}

// esbuild is a devDependency of packages/crossfoot (the benchmarks package does not list it).
const esbuild = createRequire(join(root, "packages/crossfoot/package.json"))("esbuild") as Esbuild;

// Every import of a Node built-in that the browser build cannot resolve, with its importer.
const builtins = new Set([...builtinModules, ...builtinModules.map((m) => `node:${m}`)]);
const escaped = [...builtins].map((m) => m.replace(/[/.]/g, "\\$&"));
const builtinFilter = new RegExp(`^(${escaped.join("|")})$`);
const reached: string[] = [];
const GUARD = Symbol("resolving a built-in");
const noBuiltins = {
  name: "no-node-builtins",
  setup(build: PluginBuild) {
    build.onResolve({ filter: builtinFilter }, async (args) => {
      if (args.pluginData === GUARD) return undefined;
      // A package's `browser` field may stand in for the built-in: then it is not reached.
      const { errors } = await build.resolve(args.path, {
        kind: args.kind,
        importer: args.importer,
        resolveDir: args.resolveDir,
        pluginData: GUARD,
      });
      if (errors.length === 0) return undefined;
      reached.push(`${args.path} (imported by ${args.importer.replace(`${root}/`, "")})`);
      return { path: args.path, external: true };
    });
  },
};

/** The options of both builds: the entry, bundled for the browser. */
const browserBuild = {
  stdin: { contents: ENTRY, resolveDir: join(root, "benchmarks"), sourcefile: "entry.js" },
  absWorkingDir: root,
  bundle: true,
  write: false,
  platform: "browser",
  target: "es2022",
  conditions: ["browser", "import"],
  treeShaking: true,
  logLevel: "warning",
  plugins: [noBuiltins],
};
const result = await esbuild.build({
  ...browserBuild,
  outfile: "check.js",
  format: "esm",
  minify: true,
  metafile: true,
  legalComments: "none",
});
if (reached.length > 0) {
  console.error(
    "size.ts: the browser bundle of check() imports Node built-ins, which the core packages promise never to import:\n" +
      reached.map((r) => `  ${r}`).join("\n"),
  );
  process.exit(1);
}

/** An input's path, its package's store folder (`node_modules/.pnpm/NAME@VERSION/node_modules/`) cut to NAME. */
const shortPath = (path: string) =>
  path.replace(/^node_modules\/\.pnpm\/[^/]+\/node_modules\//, "");
/** The package an input belongs to: a workspace folder, or the dependency's name and version. */
function packageOf(path: string): string {
  const store = /^node_modules\/\.pnpm\/([^/]+)\//.exec(path)?.[1];
  if (store) return store.replace(/^(@[^+]+)\+/, "$1/").replace(/_.*$/, "");
  return path.split("/").slice(0, 2).join("/");
}
/**
 * Load the bundle (unminified, as a script) where only the web's globals
 * exist and check one answer there: "" when it works, else the error and the
 * input file whose code threw it (from the `// path` line esbuild writes
 * above each file's code).
 */
async function withoutNode(): Promise<string> {
  const script = await esbuild.build({ ...browserBuild, format: "iife", globalName: "bundled" });
  const text = script.outputFiles[0]?.text ?? "";
  const g = globalThis;
  const web = ["atob", "btoa", "crypto", "structuredClone", "TextDecoder", "TextEncoder", "URL"];
  web.push("URLSearchParams", "queueMicrotask", "setTimeout", "clearTimeout", "console");
  const scope = createContext(Object.fromEntries(web.map((name) => [name, Reflect.get(g, name)])));
  try {
    runInContext(text, scope, { filename: "bundle.js" });
    const passed = runInContext(
      'bundled.check("Revenue was $5 million [R1].", [{ id: "R1", fields: { revenue: 5000000 } }]).passed',
      scope,
    );
    return passed === true ? "" : "check() of a supported figure did not pass";
  } catch (e) {
    const error = e as Error;
    const line = Number(/bundle\.js:(\d+)/.exec(error.stack ?? "")?.[1] ?? 0);
    const files = text
      .split("\n")
      .slice(0, line)
      .flatMap((l) => /^\s*\/\/ (\S+\.[cm]?js)$/.exec(l)?.[1] ?? []);
    const file = files.at(-1);
    return `${error.name}: ${error.message}${file ? ` (in ${shortPath(file)})` : ""}`;
  }
}
const nodeOnly = await withoutNode();

const code = result.outputFiles[0]?.contents;
const output = Object.values(result.metafile.outputs)[0];
if (!code || !output) throw new Error("size.ts: esbuild wrote no output");
const minified = code.byteLength;
const gzipped = gzipSync(code, { level: 9 }).byteLength;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const holds = gzipped <= BUDGET_KB * 1024;

const inputs = Object.entries(output.inputs)
  .map(([path, { bytesInOutput }]) => ({ path, bytes: bytesInOutput }))
  .filter((i) => i.bytes > 0)
  .sort((a, b) => b.bytes - a.bytes);
const byPackage = new Map<string, number>();
for (const i of inputs)
  byPackage.set(packageOf(i.path), (byPackage.get(packageOf(i.path)) ?? 0) + i.bytes);
const packages = [...byPackage].sort((a, b) => b[1] - a[1]);
const share = (bytes: number) => `${((100 * bytes) / minified).toFixed(1)}%`;
const thousands = (n: number) => n.toLocaleString("en-US");

const lines = [
  "# Browser bundle size",
  "",
  "`pnpm build && pnpm bench benchmarks/bundle/size.ts --write`: esbuild's JS API bundles an entry " +
    '`export { check } from "crossfoot"` against the built packages (`dist/`) for the browser: platform `browser`, ' +
    "format `esm`, target `es2022`, minified, tree-shaken, export conditions `browser` and `import`. " +
    "The sizes are of the one output file; gzip is node:zlib's `gzipSync` at level 9. KB are 1,024 bytes.",
  "",
  "| bundle | minified | gzipped | budget (gzipped) | holds |",
  "|---|---:|---:|---:|---|",
  `| \`check\` only | ${kb(minified)} (${thousands(minified)} bytes) | **${kb(gzipped)}** (${thousands(gzipped)} bytes) | ≤ ${BUDGET_KB} KB | ${holds ? "yes" : "**no**"} |`,
  "",
  `Node ${process.version}; esbuild ${esbuild.version}; ${inputs.length} input files in the output; no Node built-in imported.`,
  "",
  nodeOnly
    ? `**Does not run without Node:** loaded unminified as a script in a scope with only the web's globals (node:vm), the bundle throws \`${nodeOnly}\`.`
    : "Loaded unminified as a script in a scope with only the web's globals (node:vm), the bundle checks an answer.",
  "",
  `## The ${TOP} largest inputs`,
  "",
  "Bytes each input takes in the minified output (esbuild's metafile, `bytesInOutput`), before gzip.",
  "",
  "| input | bytes in output | share of minified |",
  "|---|---:|---:|",
  ...inputs
    .slice(0, TOP)
    .map((i) => `| \`${shortPath(i.path)}\` | ${thousands(i.bytes)} | ${share(i.bytes)} |`),
  "",
  "## By package",
  "",
  "| package | bytes in output | share of minified |",
  "|---|---:|---:|",
  ...packages.map(([name, bytes]) => `| \`${name}\` | ${thousands(bytes)} | ${share(bytes)} |`),
  "",
];
console.log(lines.join("\n"));
if (write) {
  writeResults(join(here, "../results/bundle.md"), lines.join("\n"));
  console.log("wrote benchmarks/results/bundle.md");
}
if (nodeOnly) {
  console.error(`size.ts: the bundle does not run without Node: ${nodeOnly}`);
  process.exitCode = 1;
}
if (!holds) {
  console.error(
    `size.ts: the gzipped bundle is ${kb(gzipped)}, over the budget of ${BUDGET_KB} KB`,
  );
  process.exitCode = 1;
}
