// The CLI as the `crossfoot` command runs it: real stdin, stdout and stderr.
// Bundled with its dependencies into dist/cli.cjs, which bin.ts runs.
import { createRequire } from "node:module";
import { run } from "./run.js";

const { version } = createRequire(import.meta.url)("../package.json") as { version: string };

async function readStdin(): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString("utf8");
}

// A reader that stops early (`crossfoot eval -v | head`) is not an error: stop
// writing and keep the exit status. Any other write error is one line, exit 2.
for (const stream of [process.stdout, process.stderr]) {
  stream.on("error", (error: NodeJS.ErrnoException) => {
    if (error.code === "EPIPE" || stream === process.stderr) return;
    process.stderr.write(`crossfoot: cannot write output: ${error.message}\n`);
    process.exitCode = 2;
  });
}

run(
  process.argv.slice(2),
  {
    stdout: (text) => process.stdout.write(text),
    stderr: (text) => process.stderr.write(text),
    readStdin,
    cwd: process.cwd(),
    stdoutIsTTY: process.stdout.isTTY === true,
    stderrIsTTY: process.stderr.isTTY === true,
    stderrColumns: process.stderr.columns,
    env: process.env,
  },
  version,
).then((code) => {
  process.exitCode = code;
});
