// Build-time: the cases of examples/cases.jsonl, with their sources, as the virtual module `virtual:crossfoot-presets`.
import { readFileSync } from "node:fs";
import { dirname, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import type { Plugin } from "vite";
import { readOptions } from "../src/options.js";
import type { Preset } from "../src/preset.js";

const MODULE_ID = "virtual:crossfoot-presets";
const RESOLVED_ID = `\0${MODULE_ID}`;

// The eval format's snake_case option names (apps/cli/src/cases.ts), and ours.
const OPTION_NAMES: Readonly<Record<string, string>> = {
  require_citations: "requireCitations",
  allow_rounding: "allowRounding",
  allow_derived: "allowDerived",
  check_table_rows: "checkTableRows",
};

/**
 * Every case of a JSONL file as a preset: its answer, its sources (inline, or
 * the text of its `sources_file`, as written) and its options. Throws, naming
 * the line, on a case it cannot read, so a broken example fails the build.
 */
export function readPresets(casesFile: string): { presets: Preset[]; files: string[] } {
  const dir = dirname(casesFile);
  const files = [casesFile];
  const presets: Preset[] = [];
  readFileSync(casesFile, "utf8")
    .split("\n")
    .forEach((line, i) => {
      if (line.trim() === "") return;
      const where = `${casesFile}:${i + 1}`;
      const c = JSON.parse(line) as Record<string, unknown>;
      if (typeof c.id !== "string" || typeof c.output !== "string")
        throw new Error(`${where}: a preset needs a string id and output`);
      let sources: string;
      let from: string;
      if (typeof c.sources_file === "string") {
        const file = resolve(dir, c.sources_file);
        files.push(file);
        sources = readFileSync(file, "utf8").trimEnd();
        from = `examples/${c.sources_file}`;
      } else if (c.sources !== undefined) {
        sources = JSON.stringify(c.sources, null, 2);
        from = "the case itself";
      } else throw new Error(`${where}: a preset needs sources or sources_file`);
      const given = (c.options ?? {}) as Record<string, unknown>;
      const options = Object.fromEntries(
        Object.entries(given).map(([k, v]) => [OPTION_NAMES[k] ?? k, v]),
      );
      presets.push({
        id: c.id,
        answer: c.output,
        sources,
        options: readOptions(options),
        expect: c.expect === "fail" ? "fail" : "pass",
        from,
      });
    });
  return { presets, files };
}

/**
 * A Vite plugin serving the repository's examples as presets: the module
 * `virtual:crossfoot-presets` exports them, read at build time (and again in
 * the dev server when an example changes), so the site fetches nothing.
 */
export function presetsPlugin(
  casesFile = fileURLToPath(new URL("../../../examples/cases.jsonl", import.meta.url)),
): Plugin {
  return {
    name: "crossfoot-presets",
    resolveId(id) {
      return id === MODULE_ID ? RESOLVED_ID : undefined;
    },
    load(id) {
      if (id !== RESOLVED_ID) return undefined;
      const { presets, files } = readPresets(casesFile);
      for (const file of files) this.addWatchFile(file);
      return `export default ${JSON.stringify(presets)};`;
    },
  };
}
