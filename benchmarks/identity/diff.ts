/**
 * Compare two fingerprint files written by `dump.ts` (a baseline build and
 * this one): how many inputs differ, by kind and part, and the ids of the
 * first differing inputs outside the held-out part (held-out ids are counted,
 * never printed). Exits 1 when anything differs, so a script can gate on it.
 *
 *   pnpm bench benchmarks/identity/diff.ts /tmp/base.tsv /tmp/now.tsv
 */
import { readFileSync } from "node:fs";

const [a, b] = process.argv.slice(2);
if (!a || !b) {
  console.error("usage: pnpm bench benchmarks/identity/diff.ts BASE.tsv NOW.tsv");
  process.exit(2);
}

function read(path: string): Map<string, { part: string; hash: string }> {
  const map = new Map<string, { part: string; hash: string }>();
  for (const line of readFileSync(path, "utf8").split("\n")) {
    if (!line) continue;
    const [id, part, hash] = line.split("\t") as [string, string, string];
    map.set(id, { part, hash });
  }
  return map;
}

const base = read(a);
const now = read(b);
/** The kind of an id: its source and what was fingerprinted ("tatqa-case …:check"). */
const kindOf = (id: string): string => {
  const parts = id.split(":");
  return `${parts[0]} ${/^(p|row|cell|q)\d*/.exec(parts[2] ?? "")?.[1] ?? parts.at(-1)}`;
};
const counts = new Map<string, { same: number; differ: number }>();
const shown: string[] = [];
let differ = 0;
for (const [id, x] of base) {
  const y = now.get(id);
  const key = `${kindOf(id)} (${x.part})`;
  const c = counts.get(key) ?? { same: 0, differ: 0 };
  counts.set(key, c);
  if (y && y.hash === x.hash) {
    c.same++;
    continue;
  }
  c.differ++;
  differ++;
  if (x.part !== "held-out" && shown.length < 20) shown.push(y ? id : `${id} (missing)`);
}
const added = [...now.keys()].filter((id) => !base.has(id)).length;
console.log("| input | same | differ |\n|---|---:|---:|");
for (const [key, c] of [...counts].sort()) console.log(`| ${key} | ${c.same} | ${c.differ} |`);
console.log(
  `\n${differ} of ${base.size} inputs differ${added ? `; ${added} inputs only in ${b}` : ""}.`,
);
if (shown.length > 0)
  console.log(`First differing inputs (held-out ones are not listed):\n${shown.join("\n")}`);
process.exit(differ > 0 || added > 0 ? 1 : 0);
