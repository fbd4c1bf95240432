/**
 * The import graph of the workspace's source files, and the rules it must
 * keep: no import cycle inside a package (type-only imports count: a cycle
 * through types still ties the files' meanings together), workspace
 * packages used only in the direction the layers allow, and no Node
 * built-in in the core packages (they run in browsers and at the edge),
 * and, in a package whose source is cut into stage folders, no import that
 * runs back from a stage to a later one.
 *
 * Plain Node ESM, read by tooling/scripts/check-imports.mjs and its test.
 */
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { builtinModules } from "node:module";
import { dirname, join, relative, resolve } from "node:path";

/**
 * Which workspace packages each may import. The core: units ← extract ←
 * sources; derive and verdict stand alone; crossfoot uses them all;
 * integrations and apps use crossfoot (and the core packages it re-exports
 * from) and never each other.
 */
export const LAYERS = {
  "@crossfoot/units": [],
  "@crossfoot/derive": [],
  "@crossfoot/verdict": [],
  // The review view renders reports (verdict's types) and plain views of sources.
  "@crossfoot/review": ["@crossfoot/verdict"],
  "@crossfoot/extract": ["@crossfoot/units"],
  "@crossfoot/sources": ["@crossfoot/units", "@crossfoot/extract"],
  // Corpus verification reads documents and chunks as sources do.
  "@crossfoot/corpus": ["@crossfoot/units", "@crossfoot/extract", "@crossfoot/sources"],
  crossfoot: [
    "@crossfoot/units",
    "@crossfoot/extract",
    "@crossfoot/sources",
    "@crossfoot/derive",
    "@crossfoot/verdict",
  ],
};
const CORE = new Set(Object.keys(LAYERS));

/**
 * The stage folders of a package's `src`, earliest first. A file in a stage
 * imports only from its own stage and the stages before it; the files at the
 * top of `src` (the entry points) sit above every stage and may import any,
 * but no stage imports them. A folder of `src` that is not among its
 * package's stages is a breach too: a new folder takes its place here first.
 * See docs/architecture.md for what each of crossfoot's stages answers.
 */
export const STAGES = {
  crossfoot: ["base", "read", "places", "bind", "prove", "judge", "correct"],
};
const ABOVE_CORE = [...CORE];

// `import … from "x"`, `export … from "x"`, `import "x"`, `import("x")`: the
// specifier of each. Comments are blanked first, so an example in a comment
// is no import.
const SPECIFIER =
  /(?:^|[\s;])(?:import|export)\s+(?:type\s+)?(?:[\w*{}\s,$]+?\s+from\s+)?["']([^"'\n]+)["']|\bimport\(\s*["']([^"'\n]+)["']\s*\)/g;
const COMMENT = /\/\*[\s\S]*?\*\/|(^|[^:"'`\\])\/\/[^\n]*/g;

/** The import specifiers of a TypeScript file's text. */
export function specifiersOf(text) {
  const code = text.replace(
    COMMENT,
    (m, lead) => (lead ?? "") + " ".repeat(m.length - (lead ?? "").length),
  );
  const out = [];
  for (const m of code.matchAll(SPECIFIER)) out.push(m[1] ?? m[2]);
  return out;
}

/** Every `.ts` file under `dir` (declaration files aside), recursively. */
function sourceFiles(dir) {
  const out = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) out.push(...sourceFiles(path));
    else if (entry.name.endsWith(".ts") && !entry.name.endsWith(".d.ts")) out.push(path);
  }
  return out;
}

/** The file a relative specifier names, or undefined when it names none of `files`. */
function resolveRelative(from, specifier, files) {
  const base = resolve(dirname(from), specifier);
  for (const candidate of [base.replace(/\.js$/, ".ts"), `${base}.ts`, join(base, "index.ts")]) {
    if (files.has(candidate)) return candidate;
  }
  return undefined;
}

/** The strongly connected components of more than one file (or a file importing itself): the cycles. */
export function cyclesOf(graph) {
  const index = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const cycles = [];
  let next = 0;
  // Iterative Tarjan: a package's graph may be deep.
  for (const root of graph.keys()) {
    if (index.has(root)) continue;
    const work = [[root, [...(graph.get(root) ?? [])], 0]];
    index.set(root, next);
    low.set(root, next++);
    stack.push(root);
    onStack.add(root);
    while (work.length > 0) {
      const frame = work[work.length - 1];
      const [v, edges] = frame;
      if (frame[2] < edges.length) {
        const w = edges[frame[2]++];
        if (!graph.has(w)) continue;
        if (!index.has(w)) {
          index.set(w, next);
          low.set(w, next++);
          stack.push(w);
          onStack.add(w);
          work.push([w, [...(graph.get(w) ?? [])], 0]);
        } else if (onStack.has(w)) {
          low.set(v, Math.min(low.get(v), index.get(w)));
        }
        continue;
      }
      work.pop();
      if (work.length > 0) {
        const parent = work[work.length - 1][0];
        low.set(parent, Math.min(low.get(parent), low.get(v)));
      }
      if (low.get(v) === index.get(v)) {
        const component = [];
        let w;
        do {
          w = stack.pop();
          onStack.delete(w);
          component.push(w);
        } while (w !== v);
        if (component.length > 1 || graph.get(v)?.has(v)) cycles.push(component.sort());
      }
    }
  }
  return cycles;
}

/** The workspace packages under `root` (packages/* and apps/*), with their names, folders and dependencies. */
export function workspacePackages(root) {
  const out = [];
  for (const top of ["packages", "apps"]) {
    const dir = join(root, top);
    if (!existsSync(dir)) continue;
    for (const name of readdirSync(dir)) {
      const folder = join(dir, name);
      const manifest = join(folder, "package.json");
      if (!statSync(folder).isDirectory() || !existsSync(manifest)) continue;
      const pkg = JSON.parse(readFileSync(manifest, "utf8"));
      const declared = new Set(
        Object.keys({ ...pkg.dependencies, ...pkg.peerDependencies, ...pkg.optionalDependencies }),
      );
      out.push({ name: pkg.name, folder, declared });
    }
  }
  return out;
}

/** The package a bare specifier names: `@scope/name/sub` → `@scope/name`, `name/sub` → `name`. */
function packageOf(specifier) {
  const parts = specifier.split("/");
  return specifier.startsWith("@") ? parts.slice(0, 2).join("/") : parts[0];
}

/**
 * The stage of a file of `src`: its folder's place in `order`, or
 * `order.length` for a file at the top of `src` (above every stage), or -1
 * for a folder that is no stage.
 */
function stageOf(src, order, file) {
  const parts = relative(src, file).split(/[\\/]/);
  return parts.length === 1 ? order.length : order.indexOf(parts[0]);
}

/** What is wrong with an import from `file` to `target` in a package cut into stages, if anything. */
function stageProblem(src, order, file, target) {
  const from = stageOf(src, order, file);
  const to = stageOf(src, order, target);
  const name = (f) => relative(src, f).split(/[\\/]/).join("/");
  if (from < 0) return `the folder of ${name(file)} is no stage (stages: ${order.join(", ")})`;
  if (to < 0)
    return `imports ${name(target)}, whose folder is no stage (stages: ${order.join(", ")})`;
  if (to <= from) return undefined;
  const above =
    to === order.length ? "the entry points above every stage" : `the later stage ${order[to]}/`;
  return `imports ${name(target)} from ${above}: stage ${order[from]}/ may import only itself and the stages before it`;
}

/**
 * Every breach of the rules in the workspace under `root`, one line each
 * (empty when the graph keeps them all).
 */
export function importProblems(root, stages = STAGES) {
  const problems = [];
  const packages = workspacePackages(root);
  const names = new Set(packages.map((p) => p.name));
  const builtins = new Set(builtinModules.flatMap((m) => [m, `node:${m}`]));
  for (const pkg of packages) {
    const src = join(pkg.folder, "src");
    if (!existsSync(src)) continue;
    const files = new Set(sourceFiles(src));
    const order = stages[pkg.name];
    const graph = new Map();
    for (const file of files) {
      const edges = new Set();
      const where = relative(root, file);
      for (const specifier of specifiersOf(readFileSync(file, "utf8"))) {
        if (specifier.startsWith(".")) {
          const target = resolveRelative(file, specifier, files);
          if (target) edges.add(target);
          if (target && order) {
            const problem = stageProblem(src, order, file, target);
            if (problem) problems.push(`${where}: ${problem}`);
          }
          continue;
        }
        if (CORE.has(pkg.name) && (builtins.has(specifier) || specifier.startsWith("node:"))) {
          problems.push(`${where}: a core package imports the Node built-in "${specifier}"`);
          continue;
        }
        const target = packageOf(specifier);
        if (!names.has(target) || target === pkg.name) continue;
        const allowed = LAYERS[pkg.name] ?? ABOVE_CORE;
        if (!allowed.includes(target)) {
          problems.push(`${where}: ${pkg.name} imports ${target}, which its layer may not use`);
        } else if (!pkg.declared.has(target)) {
          problems.push(
            `${where}: ${pkg.name} imports ${target} without declaring it in package.json`,
          );
        }
      }
      graph.set(file, edges);
    }
    for (const cycle of cyclesOf(graph)) {
      problems.push(
        `${relative(root, src)}: an import cycle of ${cycle.length} files: ${cycle.map((f) => relative(src, f)).join(", ")}`,
      );
    }
  }
  return problems;
}
