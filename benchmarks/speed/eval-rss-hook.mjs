// Preloaded into the measured `crossfoot` process (node --import): on exit,
// write the process's peak resident set size (all threads, in kilobytes) to
// the file CROSSFOOT_RSS_FILE names.
import { writeFileSync } from "node:fs";

const file = process.env.CROSSFOOT_RSS_FILE;
if (file) process.on("exit", () => writeFileSync(file, String(process.resourceUsage().maxRSS)));
