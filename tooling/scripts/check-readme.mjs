#!/usr/bin/env node
// Do the examples in README.md and docs/how-it-decides.md still print what
// they show? Needs `pnpm build` (it runs the built CLI and packages).
//
// - In a ```console block, each `$ command` line is run from the repository
//   root with bash, and its standard output must equal the lines below it, up
//   to the next `$` line. `crossfoot …` runs apps/cli/dist/bin.cjs;
//   `pnpm crossfoot …` and `pnpm --silent crossfoot …` run it too, once the
//   root package.json's `crossfoot` script is checked to be exactly that.
// - A ```ts block followed by a ```text block is run as an ES module from
//   apps/cli (where `crossfoot` resolves to the workspace package), and its
//   standard output must equal the text block.
//
//   node tooling/scripts/check-readme.mjs [FILE.md ...]
//
// Prints one line per failing example with what it printed, then
// "check-readme: N examples as shown, M differ"; exits 1 when any differs.
import { spawn } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";

const root = new URL("../..", import.meta.url).pathname;
const bin = join(root, "apps/cli/dist/bin.cjs");
const files = process.argv.slice(2).length
  ? process.argv.slice(2)
  : ["README.md", "docs/how-it-decides.md"];

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
  found.forEach((block, i) => {
    if (block.lang === "console") {
      const lines = block.body.split("\n");
      lines.forEach((line, j) => {
        if (!line.startsWith("$ ")) return;
        let k = j + 1;
        while (k < lines.length && !lines[k].startsWith("$ ")) k++;
        const command = line.slice(2);
        const viaPnpm = /^pnpm (--silent )?crossfoot /.test(command);
        examples.push({
          where: `${file}:${block.line + 1 + j}`,
          shown: command,
          expected: lines.slice(j + 1, k).join("\n"),
          problem: viaPnpm && !scriptOk ? "package.json's crossfoot script changed" : undefined,
          run: () =>
            run(
              "bash",
              [
                "-c",
                `crossfoot() { node ${JSON.stringify(bin)} "$@"; }\n${command.replace(/^pnpm (--silent )?crossfoot /, "crossfoot ")}`,
              ],
              { cwd: root },
            ),
        });
      });
    } else if (block.lang === "ts" && found[i + 1]?.lang === "text") {
      examples.push({
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
}

let failed = 0;
const queue = [...examples];
async function worker() {
  for (let ex = queue.shift(); ex; ex = queue.shift()) {
    const { out, err } = ex.problem ? { out: "", err: ex.problem } : await ex.run();
    if (ex.problem || normal(out) !== normal(ex.expected)) {
      failed++;
      console.log(`differs ${ex.where}: ${ex.shown}`);
      console.log(`--- shown\n${normal(ex.expected)}\n--- printed\n${normal(out)}`);
      if (err.trim()) console.log(`--- stderr\n${err.trimEnd()}`);
    }
  }
}
await Promise.all([worker(), worker(), worker()]);
console.log(`check-readme: ${examples.length - failed} examples as shown, ${failed} differ`);
process.exit(failed > 0 ? 1 : 0);
