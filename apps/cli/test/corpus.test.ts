import { spawnSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { CorpusReportSchema } from "@crossfoot/corpus";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
// @ts-expect-error -- a plain .mjs script without type declarations
import { startPostgres } from "../../../tooling/scripts/postgres.mjs";
import { CLI_DIR, cli, expectInputError, Fixtures, REPO_ROOT } from "./helpers.js";

// The PostgreSQL tests run the built binary; build first
// (`pnpm --filter @crossfoot/corpus build && pnpm --filter @crossfoot/cli build`).
const BIN = join(CLI_DIR, "dist", "bin.cjs");
const EXAMPLES = join(REPO_ROOT, "examples", "corpus");
const ORIGINALS = join(EXAMPLES, "originals");
const chunksFile = (name: string) => join(EXAMPLES, "chunks", `${name}.jsonl`);
const chunksOf = (name: string) =>
  readFileSync(chunksFile(name), "utf8")
    .split("\n")
    .filter((l) => l.trim() !== "")
    .map(
      (l) => JSON.parse(l) as { id: string; document: string; text: string; metadata?: unknown },
    );

let fx: Fixtures;
let cwd: string;

beforeAll(() => {
  fx = new Fixtures("crossfoot-corpus-");
  cwd = fx.dir;
});
afterAll(() => fx.remove());

const verify = (...args: string[]) =>
  cli(["corpus", "verify", "--originals", ORIGINALS, ...args], { cwd });

describe("crossfoot corpus verify: chunks from a JSONL file", () => {
  test("a faithful chunking passes: the head line, exit 0", async () => {
    for (const name of ["fixed-size", "by-heading", "flattened"]) {
      const r = await verify("--chunks", chunksFile(name));
      expect(r.code, `${name}: ${r.stdout}${r.stderr}`).toBe(0);
      expect(r.stdout).toMatch(
        /^PASSED · 3 documents · \d+ chunks · 125 numbers · 0 dropped \(0%\) · 0 fidelity errors · 0 binding errors/,
      );
      expect(r.stderr).toBe("");
    }
  });

  test("each corrupted chunking fails with exit 1 and says what it found", async () => {
    const cases: [string, string][] = [
      [
        "corrupt-dropped-row",
        'dropped  table 1 under "Consolidated Statements of Operations": 3 of 30 numbers: 6,930 · 6,412 · 5,877',
      ],
      [
        "corrupt-scale",
        'scale lost: 36,540 was in a table "(in thousands)" in the original; the chunk has no unit statement',
      ],
      ["corrupt-sign", "sign lost: (1,234) in the original is 1,234 in the chunk"],
      ["corrupt-digits", "digits changed: 1,234 became 1.234"],
      ["corrupt-shifted-column", "2023 figure $ 42,108 sits under 2024 in the chunk"],
      [
        "corrupt-orphans",
        "names document quillfeather-instruments-2023, which is not among the originals",
      ],
    ];
    for (const [name, line] of cases) {
      const r = await verify("--chunks", chunksFile(name));
      expect(r.code, name).toBe(1);
      expect(r.stdout, name).toMatch(/^FAILED · /);
      expect(r.stdout, name).toContain(line);
    }
  });

  test("--max-drop-rate and --max-errors set the limits; exit 0 within them", async () => {
    expect(
      (await verify("--chunks", chunksFile("corrupt-dropped-row"), "--max-drop-rate", "0.03")).code,
    ).toBe(0);
    expect(
      (await verify("--chunks", chunksFile("corrupt-dropped-row"), "--max-drop-rate", "0.02")).code,
    ).toBe(1);
    expect((await verify("--chunks", chunksFile("corrupt-scale"), "--max-errors", "6")).code).toBe(
      0,
    );
    expect((await verify("--chunks", chunksFile("corrupt-scale"), "--max-errors", "5")).code).toBe(
      1,
    );
  });

  test("--json prints the report, valid against CorpusReportSchema", async () => {
    const r = await verify("--chunks", chunksFile("corrupt-shifted-column"), "--json");
    expect(r.code).toBe(1);
    const report = CorpusReportSchema.parse(JSON.parse(r.stdout));
    expect(report.totals).toMatchObject({ dropped: 1, bindingErrors: 2, fidelityErrors: 0 });
    expect(report.documents.flatMap((d) => d.binding.map((b) => b.message))).toContain(
      "2023 figure $ 42,108 sits under 2024 in the chunk",
    );
  });

  test("--html writes a self-contained page under a strict policy, every input text escaped", async () => {
    const chunks = chunksOf("corrupt-sign").map((c, k) =>
      k === 0 ? { ...c, id: `<script>alert(1)</script>` } : c,
    );
    const file = fx.writeJsonl("hostile.jsonl", [
      ...chunks,
      { id: "<b>x</b>", document: "<i>ghost</i>", text: "1,234" },
    ]);
    const r = await verify("--chunks", file, "--html", "report.html");
    expect(r.code).toBe(1);
    const page = readFileSync(join(cwd, "report.html"), "utf8");
    expect(page).toMatch(
      /<meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'sha256-[^']+'; base-uri 'none'; form-action 'none'">/,
    );
    expect(page).not.toContain("<script");
    expect(page).not.toContain("<b>x</b>");
    expect(page).toContain("&lt;i&gt;ghost&lt;/i&gt;");
    expect(page).toContain("sign lost: (1,234) in the original is 1,234 in the chunk");
  });

  test("originals from a JSONL file of {id, text}, or one document file", async () => {
    const originals = fx.writeJsonl(
      "originals.jsonl",
      ["quillfeather-instruments-2024"].map((id) => ({
        id,
        text: readFileSync(join(ORIGINALS, `${id}.html`), "utf8"),
      })),
    );
    const chunks = fx.writeJsonl(
      "quill.jsonl",
      chunksOf("by-heading").filter((c) => c.document === "quillfeather-instruments-2024"),
    );
    const a = await cli(["corpus", "verify", "--originals", originals, "--chunks", chunks], {
      cwd,
    });
    expect(a.code).toBe(0);
    expect(a.stdout).toMatch(/^PASSED · 1 document · 6 chunks · 47 numbers/);
    const b = await cli(
      [
        "corpus",
        "verify",
        "--originals",
        join(ORIGINALS, "quillfeather-instruments-2024.html"),
        "--chunks",
        chunks,
      ],
      { cwd },
    );
    expect(b.stdout).toBe(a.stdout);
  });

  test("usage and input errors exit 2 with one line", async () => {
    const good = chunksFile("by-heading");
    expectInputError(await cli(["corpus"], { cwd }), "corpus: missing subcommand (verify)");
    expectInputError(await cli(["corpus", "check"], { cwd }), 'unknown subcommand "check"');
    expectInputError(
      await cli(["corpus", "verify", "--chunks", good], { cwd }),
      "--originals DIR|FILE is required",
    );
    expectInputError(await verify(), "--chunks FILE|postgres://… is required");
    expectInputError(
      await verify("--chunks", good, "--table", "chunks"),
      "--table is for a postgres:// --chunks only",
    );
    expectInputError(
      await verify("--chunks", "postgres://localhost/db"),
      "needs --table NAME or --query SQL",
    );
    expectInputError(
      await verify("--chunks", "postgres://localhost/db", "--table", "t", "--query", "SELECT 1"),
      "needs --table NAME or --query SQL",
    );
    expectInputError(
      await verify("--chunks", good, "--max-drop-rate", "2"),
      "--max-drop-rate must be from 0 to 1",
    );
    expectInputError(
      await verify("--chunks", good, "--max-errors", "-1"),
      "the value of '--max-errors' is ambiguous",
    );
    expectInputError(
      await verify("--chunks", good, "--max-errors", "1.5"),
      "--max-errors must be a whole number",
    );
    expectInputError(
      await verify("--chunks", good, "--json", "--html", "-"),
      "both write to standard output",
    );
    expectInputError(await verify("--chunks", join(cwd, "missing.jsonl")), "chunks file not found");
    expectInputError(
      await cli(["corpus", "verify", "--originals", join(cwd, "nowhere"), "--chunks", good], {
        cwd,
      }),
      "no such file or folder",
    );
    const bad = fx.writeJsonl("bad.jsonl", [
      { id: "a", document: "d", text: "x" },
      '{"id": "b", "document": 5, "text": "y"}',
    ]);
    expectInputError(await verify("--chunks", bad), `${bad}:2: "document" must be a string`);
    const broken = fx.write("broken.jsonl", '{"id": "a", "document": "d", "text": "x"}\n{"id": \n');
    expectInputError(await verify("--chunks", broken), `${broken}:2:`, "invalid JSON");
    fx.write("twice/a.html", "<p>1</p>");
    fx.write("twice/a.md", "1");
    expectInputError(
      await cli(["corpus", "verify", "--originals", join(cwd, "twice"), "--chunks", good], { cwd }),
      'a.html and a.md are both document "a"',
    );
    expectInputError(await verify("--chunks", good, "--html", ORIGINALS), "is a directory");
  });

  test("--help prints the usage", async () => {
    const r = await cli(["corpus", "verify", "--help"], { cwd });
    expect(r.code).toBe(0);
    expect(r.stdout).toContain(
      "usage: crossfoot corpus verify --originals DIR|FILE --chunks FILE|postgres://…",
    );
  });
});

describe("crossfoot corpus verify: chunks from PostgreSQL (a real throwaway server, the built CLI)", () => {
  let server: { connectionString: string; stop: () => Promise<void> } | undefined;
  let url = "";

  beforeAll(async () => {
    if (!existsSync(BIN))
      throw new Error(
        `${BIN} is missing: build the CLI first (pnpm --filter @crossfoot/cli build)`,
      );
    server = await startPostgres({ database: "crossfoot_corpus" });
    url = (server as { connectionString: string }).connectionString;
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      await client.query("CREATE SCHEMA rag");
      for (const [table, name] of [
        ["rag.chunks", "by-heading"],
        ["rag.shifted", "corrupt-shifted-column"],
      ] as const) {
        await client.query(
          `CREATE TABLE ${table} (id text PRIMARY KEY, document text NOT NULL, text text NOT NULL, metadata jsonb, embedding real[])`,
        );
        for (const c of chunksOf(name)) {
          await client.query(
            `INSERT INTO ${table} (id, document, text, metadata, embedding) VALUES ($1, $2, $3, $4, $5)`,
            [
              c.id,
              c.document,
              c.text,
              c.metadata === undefined ? null : JSON.stringify(c.metadata),
              [0.1, 0.2, 0.3],
            ],
          );
        }
      }
      // A table without a metadata column, integer ids.
      await client.query("CREATE TABLE plain (id serial PRIMARY KEY, document text, text text)");
      for (const c of chunksOf("fixed-size")) {
        await client.query("INSERT INTO plain (document, text) VALUES ($1, $2)", [
          c.document,
          c.text,
        ]);
      }
    } finally {
      await client.end();
    }
  }, 180_000);

  afterAll(async () => {
    await server?.stop();
  });

  const run = (...args: string[]) => {
    const r = spawnSync(
      process.execPath,
      [BIN, "corpus", "verify", "--originals", ORIGINALS, ...args],
      {
        cwd,
        encoding: "utf8",
        timeout: 60_000,
      },
    );
    return { code: r.status, stdout: r.stdout, stderr: r.stderr };
  };

  test("--table: a faithful chunking stored in a table passes, exit 0", () => {
    const r = run("--chunks", url, "--table", "rag.chunks");
    expect(r.stderr).toBe("");
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/^PASSED · 3 documents · 18 chunks · 125 numbers · 0 dropped/);
  });

  test("--table: the shifted column is found, --json valid against the schema, exit 1", () => {
    const r = run("--chunks", url, "--table", "rag.shifted", "--json");
    expect(r.code).toBe(1);
    const report = CorpusReportSchema.parse(JSON.parse(r.stdout));
    expect(report.totals).toMatchObject({
      chunks: 15,
      dropped: 1,
      bindingErrors: 2,
      fidelityErrors: 0,
    });
  });

  test("--table without a metadata column, integer ids", () => {
    const r = run("--chunks", url, "--table", "plain", "--json");
    expect(r.code).toBe(0);
    const report = CorpusReportSchema.parse(JSON.parse(r.stdout));
    expect(report.totals).toMatchObject({ chunks: 22, dropped: 0, errors: 0 });
  });

  test("--query: the rows a query returns", () => {
    const r = run(
      "--chunks",
      url,
      "--query",
      "SELECT id, document, text FROM rag.chunks WHERE document = 'larkspur-health-partners-2024'",
    );
    expect(r.code).toBe(1);
    expect(r.stdout).toMatch(/^FAILED · 3 documents · 6 chunks · 125 numbers · 93 dropped/);
    expect(r.stdout).toContain(
      "bluefin-marine-logistics-q2-2024  no chunk: all 46 numbers of the document are missing",
    );
  });

  test("a query without the columns, a table that is not there, a server that does not answer: exit 2", () => {
    let r = run("--chunks", url, "--query", "SELECT id, text FROM rag.chunks");
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/^crossfoot: corpus verify: the query has no document column/);
    r = run("--chunks", url, "--table", "nowhere");
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('relation "nowhere" does not exist');
    r = run("--chunks", "postgres://someone:secret@127.0.0.1:1/db", "--table", "chunks");
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(
      /^crossfoot: corpus verify: cannot connect to postgres:\/\/someone:\*\*\*\*@127\.0\.0\.1:1\/db/,
    );
    expect(r.stderr).not.toContain("secret");
  });
});
