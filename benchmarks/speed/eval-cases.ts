/**
 * A generator of realistic `crossfoot eval` cases, in the Python crossfoot's
 * JSONL format: answers of three to nine figures written the way analysts
 * write them (copied, rounded, % changes, percentage-point changes, sums),
 * against the kinds of sources real pipelines send: one record of 20 fields,
 * a few plain-text passages, a small table, or a sources file shared by many
 * cases. About one case in four carries one injected error (a value off by
 * 10–30%, the wrong scale, or the wrong direction) and is labelled `fail`.
 * Seeded, so every run writes the same file.
 */
import { createWriteStream, mkdirSync, type WriteStream, writeFileSync } from "node:fs";
import { join } from "node:path";
import { finished } from "node:stream/promises";
import { mulberry32 } from "../fixtures.js";

const rng = mulberry32;

const LINES = [
  ["revenue", "Revenue"],
  ["cost_of_sales", "Cost of sales"],
  ["gross_profit", "Gross profit"],
  ["operating_expenses", "Operating expenses"],
  ["operating_income", "Operating income"],
  ["net_income", "Net income"],
  ["capex", "Capital expenditure"],
  ["free_cash_flow", "Free cash flow"],
  ["headcount", "Headcount"],
] as const;
const COMPANIES = ["Acme", "Globex", "Initech", "Umbrella", "Hooli", "Vandelay", "Stark", "Wayne"];
const REGIONS = [
  "North America",
  "Europe",
  "Asia Pacific",
  "Latin America",
  "Middle East",
  "Africa",
];

const group = (n: number) => Math.round(n).toLocaleString("en-US");
const money = (n: number) =>
  n >= 1e9
    ? `$${(n / 1e9).toFixed(2)}bn`
    : n >= 1e6
      ? `$${(n / 1e6).toFixed(1)} million`
      : `$${group(n)}`;

/** One line of a case file, in the Python crossfoot's format. */
export interface Case {
  id: string;
  output: string;
  sources?: unknown;
  sources_file?: string;
  expect: "pass" | "fail";
}

/** One figure of an answer, and how to spoil it. */
type Error_ = "value" | "scale" | "direction";

const RISES = ["rose", "grew", "increased", "climbed", "was up"];
const FALLS = ["fell", "declined", "decreased", "dropped", "was down"];
const DRIVERS = [
  "on higher demand",
  "as pricing firmed",
  "after a weaker first half",
  "with new contracts",
  "despite currency headwinds",
  "on lower volumes",
  "as costs normalised",
  "following the acquisition",
];
const PLACES = [
  "in North America",
  "in Europe",
  "across Asia Pacific",
  "in the core segment",
  "in services",
  "in hardware",
  "at the retail arm",
  "in the wholesale channel",
];
const pick = (r: () => number, xs: readonly string[]) => xs[Math.floor(r() * xs.length)] as string;

/**
 * A case about one record: the record's figures drawn from `r`, and the
 * answer (which lines it speaks of, which error it carries) from `ask`, so
 * cases about one shared record can each ask something else.
 */
function recordCase(r: () => number, id: string, ask: () => number = r, varied = false): Case {
  const company = COMPANIES[Math.floor(r() * COMPANIES.length)] as string;
  const base = 2e8 + r() * 9e9;
  const fields: Record<string, number> = {};
  for (const [k, [key]] of LINES.entries()) {
    const v2023 = Math.round(base * (0.05 + r() * 0.9) * (k === 8 ? 1e-5 : 1));
    const growth = 0.8 + r() * 0.45;
    fields[`${key}_2023`] = v2023;
    fields[`${key}_2024`] = Math.round(v2023 * growth);
  }
  fields.gross_margin_2023_pct = Math.round(300 + r() * 300) / 10;
  fields.gross_margin_2024_pct = Math.round(300 + r() * 300) / 10;
  const error: Error_ | undefined =
    ask() < 0.25 ? (["value", "scale", "direction"] as const)[Math.floor(ask() * 3)] : undefined;
  const picks = [...LINES.keys()].sort(() => ask() - 0.5).slice(0, 3 + Math.floor(ask() * 3));
  const sentences: string[] = [];
  let spoiled = false;
  for (const k of picks) {
    const [key, label] = LINES[k] as (typeof LINES)[number];
    const a = fields[`${key}_2023`] as number;
    const b = fields[`${key}_2024`] as number;
    const spoil = error !== undefined && !spoiled && ask() < 0.5;
    if (spoil) spoiled = true;
    const pct = ((b - a) / a) * 100;
    let value = b;
    let word = pct >= 0 ? "rose" : "fell";
    // Cases about a shared record word their answers each their own way, as
    // the answers to different questions about one filing do.
    if (varied) word = pick(ask, pct >= 0 ? RISES : FALLS);
    if (spoil && error === "value") value = b * (1.1 + ask() * 0.2);
    if (spoil && error === "scale") value = b * 1000;
    if (spoil && error === "direction") word = pct >= 0 ? "fell" : "rose";
    const figure = key === "headcount" ? group(value) : money(value);
    const why = varied ? ` ${pick(ask, DRIVERS)} ${pick(ask, PLACES)}` : "";
    sentences.push(
      `${label} ${word} ${Math.abs(pct).toFixed(1)}% to ${figure} in 2024${why} [R1].`,
    );
  }
  const m23 = fields.gross_margin_2023_pct as number;
  const m24 = fields.gross_margin_2024_pct as number;
  sentences.push(
    `Gross margin ${m24 >= m23 ? "widened" : "narrowed"} ${Math.abs(m24 - m23).toFixed(1)} percentage points to ${m24.toFixed(1)}% [R1].`,
  );
  return {
    id,
    output: `${company} had a ${spoiled ? "mixed" : "solid"} year. ${sentences.join(" ")}`,
    sources: [{ id: "R1", fields }],
    expect: spoiled ? "fail" : "pass",
  };
}

function textCase(r: () => number, id: string): Case {
  const company = COMPANIES[Math.floor(r() * COMPANIES.length)] as string;
  const units23 = 1000 + Math.floor(r() * 90000);
  const units24 = Math.round(units23 * (0.85 + r() * 0.4));
  const stores = 20 + Math.floor(r() * 500);
  const spoil = r() < 0.25;
  const pct = ((units24 - units23) / units23) * 100;
  const stated = spoil ? pct + 3 + r() * 5 : pct;
  return {
    id,
    output: `${company} shipped ${group(units24)} units in FY2024 [1], ${pct >= 0 ? "up" : "down"} ${Math.abs(stated).toFixed(0)}% from FY2023 [1]. It ran ${group(stores)} stores at year end [2].`,
    sources: [
      `In FY2024 ${company} shipped ${group(units24)} units, compared with ${group(units23)} units in FY2023.`,
      `${company} operated ${group(stores)} stores at the end of FY2024, across ${2 + Math.floor(r() * 9)} countries.`,
    ],
    expect: spoil ? "fail" : "pass",
  };
}

function tableCase(r: () => number, id: string): Case {
  const rows = REGIONS.slice(0, 3 + Math.floor(r() * 4)).map((region) => ({
    region,
    sales_2023: Math.round(1e5 + r() * 9e6),
    sales_2024: Math.round(1e5 + r() * 9e6),
  }));
  const a = rows[0] as (typeof rows)[number];
  const b = rows[1] as (typeof rows)[number];
  const spoil = r() < 0.25;
  const diff = a.sales_2024 - b.sales_2024;
  const stated = spoil ? a.sales_2024 * 1.2 : a.sales_2024;
  return {
    id,
    output: `${a.region} sales were $${(stated / 1e6).toFixed(2)} million in 2024 [T1], ${diff >= 0 ? "about" : "some"} $${(Math.abs(diff) / 1e6).toFixed(1)} million ${diff >= 0 ? "more" : "less"} than ${b.region} [T1].`,
    sources: [{ id: "T1", table: rows }],
    expect: spoil ? "fail" : "pass",
  };
}

/** How many shared sources files the `sources_file` cases point at. */
const SHARED_FILES = 8;

/** The sources of the {@link SHARED_FILES} shared sources files, by the name the `sources_file` cases give. */
export function sharedSources(): Map<string, unknown> {
  const files = new Map<string, unknown>();
  for (let k = 0; k < SHARED_FILES; k++) {
    const c = recordCase(rng(1000 + k), `shared-${k}`);
    files.set(`sources/company-${k}.json`, c.sources);
  }
  return files;
}

/** The shared sources files the `sources_file` cases point at. */
export function writeSharedSources(dir: string): string[] {
  mkdirSync(join(dir, "sources"), { recursive: true });
  const files: string[] = [];
  for (const [name, sources] of sharedSources()) {
    writeFileSync(join(dir, name), JSON.stringify(sources));
    files.push(name);
  }
  return files;
}

function sharedCase(r: () => number, id: string, k: number): Case {
  // The same record as writeSharedSources(k), so the answer matches it; what
  // the answer speaks of, its wording and its error come from this case's own draws.
  const c = recordCase(rng(1000 + k), id, r, true);
  return { id, output: c.output, sources_file: `sources/company-${k}.json`, expect: c.expect };
}

/**
 * `count` cases: 50% one record of 20 fields, 20% plain-text passages, 20% a
 * small table, 10% a shared sources file (each case asking its own thing in
 * its own words, as the questions of an eval set about one filing do).
 */
export function* generateCases(count: number, seed = 7): Generator<Case> {
  const r = rng(seed);
  for (let i = 0; i < count; i++) {
    const id = `case-${i}`;
    const x = r();
    yield x < 0.5
      ? recordCase(r, id)
      : x < 0.7
        ? textCase(r, id)
        : x < 0.9
          ? tableCase(r, id)
          : sharedCase(r, id, Math.floor(r() * SHARED_FILES));
  }
}

/**
 * Write one line to a file stream, waiting for it to drain when its buffer
 * is full, so a case file of any size is written in constant memory.
 */
export async function writeLine(out: WriteStream, line: string): Promise<void> {
  if (!out.write(`${line}\n`)) await new Promise<void>((resolve) => out.once("drain", resolve));
}

/**
 * Write {@link generateCases}'s `count` cases to `dir/cases.jsonl` (and the
 * shared sources files beside it). Returns the file's path.
 */
export async function writeCases(dir: string, count: number, seed = 7): Promise<string> {
  writeSharedSources(dir);
  const path = join(dir, "cases.jsonl");
  const out = createWriteStream(path);
  for (const c of generateCases(count, seed)) await writeLine(out, JSON.stringify(c));
  out.end();
  await finished(out);
  return path;
}
