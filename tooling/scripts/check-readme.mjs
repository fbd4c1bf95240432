#!/usr/bin/env node
// Do the examples in README.md, docs/how-it-decides.md, docs/corrections.md
// and the package READMEs still print what they show? Needs `pnpm build` (it runs the built CLI and packages).
//
// - In a ```console block, each `$ command` line is run with bash, and its
//   output (standard output, or it and standard error as a terminal shows
//   them) must equal the lines below it, up to the next `$` line.
//   `crossfoot …` runs apps/cli/dist/bin.cjs; `pnpm crossfoot …` and
//   `pnpm --silent crossfoot …` run it too, once the root package.json's
//   `crossfoot` script is checked to be exactly that. A file's commands run
//   in order, from the repository root; a file that shows `$ cat NAME` of a
//   file the repository does not have (a walkthrough's sources.json) runs
//   in a scratch folder instead, where each such `cat` writes the file it
//   shows. `echo $?` prints the exit code of the command before it.
// - A ```ts block that imports "vitest" is a test file, not a script: it is
//   not run here (the package's own tests run its matchers).
// - A ```ts block followed by a ```text block is run as an ES module from
//   apps/cli (where `crossfoot` resolves to the workspace package), and its
//   standard output must equal the text block.
//
//   node tooling/scripts/check-readme.mjs [FILE.md ...]
//
// Prints one line per failing example with what it printed, then
// "check-readme: N examples as shown, M differ"; exits 1 when any differs.
import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";

const root = new URL("../..", import.meta.url).pathname;
const bin = join(root, "apps/cli/dist/bin.cjs");
const files = process.argv.slice(2).length
  ? process.argv.slice(2)
  : [
      "README.md",
      "docs/how-it-decides.md",
      "docs/corrections.md",
      "apps/cli/README.md",
      ...readdirSync(join(root, "packages"))
        .map((p) => `packages/${p}/README.md`)
        .filter((f) => existsSync(join(root, f))),
    ];

if (!existsSync(bin)) {
  console.error(`check-readme: ${bin} is missing; run pnpm build first`);
  process.exit(2);
}
const script = JSON.parse(readFileSync(join(root, "package.json"), "utf8")).scripts?.crossfoot;
const scriptOk = script === "node apps/cli/dist/bin.cjs";

/** The fenced blocks of a Markdown text, with the line each starts on. */
function blocks(text) {
  const found = [];
  const fence = /^```(\w*)\n([\s\S]*?)^```$/gm;
  for (let m = fence.exec(text); m; m = fence.exec(text)) {
    found.push({ lang: m[1], body: m[2], line: text.slice(0, m.index).split("\n").length });
  }
  return found;
}

// Plain output; and no NODE_EXTRA_CA_CERTS, which only makes every Node
// start-up parse a certificate bundle (the examples make no connections).
const childEnv = { ...process.env, NO_COLOR: "1", FORCE_COLOR: "0" };
delete childEnv.NODE_EXTRA_CA_CERTS;

/** Run a command and collect its standard output. */
function run(cmd, args, options) {
  return new Promise((done) => {
    const child = spawn(cmd, args, {
      ...options,
      env: childEnv,
    });
    let out = "";
    let err = "";
    child.stdout.on("data", (d) => {
      out += d;
    });
    child.stderr.on("data", (d) => {
      err += d;
    });
    child.on("close", (code) => done({ out, err, code }));
  });
}

/** Lines without trailing spaces or trailing empty lines, for comparing output. */
const normal = (s) =>
  s
    .split("\n")
    .map((l) => l.trimEnd())
    .join("\n")
    .trimEnd();

const examples = [];
for (const file of files) {
  const found = blocks(readFileSync(resolve(root, file), "utf8"));
  // A walkthrough that shows its own files runs in a scratch folder.
  const catNames = found
    .filter((b) => b.lang === "console")
    .flatMap((b) => [...b.body.matchAll(/^\$ cat ([\w.-]+)$/gm)].map((m) => m[1]));
  const scratch = catNames.some((n) => !existsSync(join(root, n)))
    ? mkdtempSync(join(tmpdir(), "check-readme-"))
    : undefined;
  const cwd = scratch ?? root;
  const steps = [];
  let lastCode = 0;
  found.forEach((block, i) => {
    if (block.lang === "console") {
      const lines = block.body.split("\n");
      lines.forEach((line, j) => {
        if (!line.startsWith("$ ")) return;
        let k = j + 1;
        while (k < lines.length && !lines[k].startsWith("$ ")) k++;
        const command = line.slice(2);
        const expected = lines.slice(j + 1, k).join("\n");
        const viaPnpm = /^pnpm (--silent )?crossfoot /.test(command);
        const shown = /^cat ([\w.-]+)$/.exec(command)?.[1];
        steps.push({
          where: `${file}:${block.line + 1 + j}`,
          shown: command,
          expected,
          problem: viaPnpm && !scriptOk ? "package.json's crossfoot script changed" : undefined,
          run: async () => {
            if (command === "echo $?") return { out: `${lastCode}\n`, err: "", code: 0 };
            if (scratch && shown !== undefined && !existsSync(join(scratch, shown)))
              writeFileSync(join(scratch, shown), `${expected}\n`);
            const result = await run(
              "bash",
              [
                "-c",
                `crossfoot() { node ${JSON.stringify(bin)} "$@"; }\n${command.replace(/^pnpm (--silent )?crossfoot /, "crossfoot ")}`,
              ],
              { cwd },
            );
            lastCode = result.code ?? 1;
            return result;
          },
        });
      });
    } else if (block.lang === "ts" && found[i + 1]?.lang === "text") {
      if (/from\s+["']vitest["']/.test(block.body)) return;
      steps.push({
        where: `${file}:${block.line}`,
        shown: "the ts block",
        expected: found[i + 1].body,
        run: () =>
          run(process.execPath, ["--input-type=module", "-e", block.body], {
            cwd: join(root, "apps/cli"),
          }),
      });
    }
  });
  examples.push({ file, steps, scratch });
}

let failed = 0;
let total = 0;
const queue = [...examples];
// Files run side by side; the steps of one file run in order (a walkthrough
// writes its files before it checks them, and `echo $?` reads the step before).
async function worker() {
  for (let file = queue.shift(); file; file = queue.shift()) {
    for (const ex of file.steps) {
      total++;
      const { out, err } = ex.problem ? { out: "", err: ex.problem } : await ex.run();
      // A terminal shows what a command writes to standard error too.
      const shown = normal(ex.expected);
      if (ex.problem || (normal(out) !== shown && normal(out + err) !== shown)) {
        failed++;
        console.log(`differs ${ex.where}: ${ex.shown}`);
        console.log(`--- shown\n${normal(ex.expected)}\n--- printed\n${normal(out)}`);
        if (err.trim()) console.log(`--- stderr\n${err.trimEnd()}`);
      }
    }
    if (file.scratch) rmSync(file.scratch, { recursive: true, force: true });
  }
}
await Promise.all([worker(), worker(), worker()]);
console.log(`check-readme: ${total - failed} examples as shown, ${failed} differ`);
process.exit(failed > 0 ? 1 : 0);
