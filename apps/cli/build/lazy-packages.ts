import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import type { Options } from "tsup";
import { WRAPPER_HEAD, WRAPPER_TAIL } from "../src/cjs-wrapper.js";
import { asciiOnly } from "./ascii-only.js";

type Plugin = NonNullable<Options["esbuildPlugins"]>[number];

/**
 * An esbuild plugin for the bundled CLI: each package named in `chunks`
 * (package specifier → file name) is bundled into a file of its own in
 * `outDir`, and the CLI gets a stand-in that requires that file the first
 * time one of the package's exports is read. A check that never meets an
 * HTML table or a CSV block then neither reads nor runs the HTML parser
 * (whose entity table is decoded when it loads) or csv-parse.
 *
 * The stand-in is CommonJS whose exports are getters, so esbuild's import
 * interop reads them at each use, not when the importing module loads. The
 * bin runs the file through the code cache, like the CLI itself, so it is
 * written wrapped like the CLI (src/cjs-wrapper.ts).
 */
export function lazyPackages(chunks: Readonly<Record<string, string>>, outDir: string): Plugin {
  const names = Object.keys(chunks);
  const filter = new RegExp(
    `^(${names.map((n) => n.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&")).join("|")})$`,
  );
  return {
    name: "lazy-packages",
    setup(build) {
      const builtFrom = new Map<string, string>(); // chunk file → the package file bundled into it
      build.onResolve({ filter }, async (args) => {
        if (args.pluginData === "lazy-packages") return undefined;
        const real = await build.resolve(args.path, {
          kind: args.kind,
          resolveDir: args.resolveDir,
          importer: args.importer,
          pluginData: "lazy-packages",
        });
        if (real.errors.length > 0) return { errors: real.errors };
        return {
          path: real.path,
          namespace: "crossfoot-lazy-package",
          pluginData: chunks[args.path],
        };
      });
      build.onLoad({ filter: /.*/, namespace: "crossfoot-lazy-package" }, async (args) => {
        const chunk = args.pluginData as string;
        const earlier = builtFrom.get(chunk);
        if (earlier !== undefined && earlier !== args.path) {
          return {
            errors: [{ text: `${chunk}: two versions are imported (${earlier} and ${args.path})` }],
          };
        }
        builtFrom.set(chunk, args.path);
        const result = await build.esbuild.build({
          entryPoints: [args.path],
          bundle: true,
          platform: "node",
          format: "cjs",
          target: "node20",
          minify: true,
          charset: "ascii",
          write: false,
          logLevel: "warning",
        });
        const [output] = result.outputFiles;
        if (!output) return { errors: [{ text: `${chunk}: esbuild wrote nothing` }] };
        mkdirSync(outDir, { recursive: true });
        writeFileSync(join(outDir, chunk), WRAPPER_HEAD + asciiOnly(output.text) + WRAPPER_TAIL);
        const exported = Object.keys(await import(pathToFileURL(args.path).href)).filter(
          (name) => name !== "default" && name !== "module.exports",
        );
        const getters = exported
          .map(
            (name) =>
              `${JSON.stringify(name)}:{enumerable:true,get:()=>load()[${JSON.stringify(name)}]}`,
          )
          .join(",");
        return {
          contents: `"use strict";let loaded;const load=()=>loaded??=require(${JSON.stringify(`./${chunk}`)});module.exports=Object.defineProperties({},{${getters}});`,
          loader: "js",
        };
      });
      // The chunk files are required at run time from beside the CLI's file.
      build.onResolve({ filter: /^\.\/[\w-]+\.cjs$/ }, (args) =>
        Object.values(chunks).includes(args.path.slice(2))
          ? { path: args.path, external: true }
          : undefined,
      );
    },
  };
}
