import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
// @ts-expect-error: a plain .mjs module without types
import { cyclesOf, importProblems, specifiersOf } from "../scripts/import-graph.mjs";

const made: string[] = [];
afterEach(() => {
  for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** A scratch workspace of the given files (paths relative to its root). */
function workspace(files: Record<string, string>): string {
  const root = mkdtempSync(join(tmpdir(), "crossfoot-imports-"));
  made.push(root);
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  return root;
}

const manifest = (name: string, dependencies: Record<string, string> = {}) =>
  JSON.stringify({ name, dependencies });

describe("the import graph", () => {
  it("reads every kind of import, and none written in a comment", () => {
    const text = [
      'import { a } from "./a.js";',
      'import type { B } from "./b.js";',
      'export { c } from "./c.js";',
      'import "./d.js";',
      'const e = await import("./e.js");',
      '// import { f } from "./f.js";',
      '/* import { g } from "./g.js"; */',
      'import {\n  type H,\n  h,\n} from "./h.js";',
    ].join("\n");
    expect(specifiersOf(text)).toEqual([
      "./a.js",
      "./b.js",
      "./c.js",
      "./d.js",
      "./e.js",
      "./h.js",
    ]);
  });

  it("finds cycles, a file importing itself among them", () => {
    const graph = new Map([
      ["a", new Set(["b"])],
      ["b", new Set(["c"])],
      ["c", new Set(["a"])],
      ["d", new Set(["d"])],
      ["e", new Set(["a"])],
    ]);
    expect(cyclesOf(graph)).toEqual([["a", "b", "c"], ["d"]]);
  });

  it("passes a workspace that keeps the rules", () => {
    const root = workspace({
      "packages/units/package.json": manifest("@crossfoot/units"),
      "packages/units/src/index.ts": 'export { x } from "./x.js";\n',
      "packages/units/src/x.ts": "export const x = 1;\n",
      "packages/extract/package.json": manifest("@crossfoot/extract", {
        "@crossfoot/units": "workspace:^",
      }),
      "packages/extract/src/index.ts":
        'import { x } from "@crossfoot/units";\nexport const y = x;\n',
    });
    expect(importProblems(root)).toEqual([]);
  });

  it("names a cycle through type imports, a layer breach, an undeclared package and a Node built-in in the core", () => {
    const root = workspace({
      "packages/units/package.json": manifest("@crossfoot/units"),
      "packages/units/src/a.ts": 'import type { B } from "./b.js";\nexport type A = B;\n',
      "packages/units/src/b.ts": 'import type { A } from "./a.js";\nexport type B = { a?: A };\n',
      "packages/units/src/c.ts":
        'import { readFileSync } from "node:fs";\nexport const c = readFileSync;\n',
      "packages/units/src/d.ts": 'import { y } from "@crossfoot/extract";\nexport const d = y;\n',
      "packages/extract/package.json": manifest("@crossfoot/extract"),
      "packages/extract/src/index.ts":
        'import { x } from "@crossfoot/units";\nexport const y = x;\n',
    });
    expect(importProblems(root).sort()).toEqual([
      "packages/extract/src/index.ts: @crossfoot/extract imports @crossfoot/units without declaring it in package.json",
      'packages/units/src/c.ts: a core package imports the Node built-in "node:fs"',
      "packages/units/src/d.ts: @crossfoot/units imports @crossfoot/extract, which its layer may not use",
      "packages/units/src: an import cycle of 2 files: a.ts, b.ts",
    ]);
  });

  it("keeps a package's stage folders in order: no import runs back to a later stage or up to the entry points", () => {
    const stages = { crossfoot: ["read", "prove"] };
    const files = {
      "packages/crossfoot/package.json": manifest("crossfoot"),
      "packages/crossfoot/src/read/words.ts": "export const words = 1;\n",
      "packages/crossfoot/src/read/deep/more.ts":
        'import { words } from "../words.js";\nexport const more = words;\n',
      "packages/crossfoot/src/prove/match.ts":
        'import { more } from "../read/deep/more.js";\nexport const match = more;\n',
      "packages/crossfoot/src/check.ts":
        'import { match } from "./prove/match.js";\nexport const check = match;\n',
    };
    expect(importProblems(workspace(files), stages)).toEqual([]);
    const root = workspace({
      ...files,
      "packages/crossfoot/src/read/back.ts":
        'import type { match } from "../prove/match.js";\nexport type Back = typeof match;\n',
      "packages/crossfoot/src/prove/up.ts":
        'import { check } from "../check.js";\nexport const up = check;\n',
      "packages/crossfoot/src/stray/x.ts":
        'import { words } from "../read/words.js";\nexport const x = words;\n',
    });
    expect(importProblems(root, stages).sort()).toEqual([
      "packages/crossfoot/src/prove/up.ts: imports check.ts from the entry points above every stage: stage prove/ may import only itself and the stages before it",
      "packages/crossfoot/src/read/back.ts: imports prove/match.ts from the later stage prove/: stage read/ may import only itself and the stages before it",
      "packages/crossfoot/src/stray/x.ts: the folder of stray/x.ts is no stage (stages: read, prove)",
    ]);
  });
});
