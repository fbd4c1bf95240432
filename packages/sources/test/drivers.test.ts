import { tableFromArrays, tableFromJSON } from "apache-arrow";
import Database from "better-sqlite3";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, inject, test } from "vitest";
import { loadSources } from "../src/index.js";

describe("better-sqlite3: .all() rows from a real in-memory database", () => {
  const db = new Database(":memory:");
  db.exec(`
    CREATE TABLE sales (region TEXT, year INTEGER, revenue REAL, units INTEGER, note TEXT);
    INSERT INTO sales VALUES ('North', 2023, 1250.5, 410, 'steady'), ('North', 2024, 1381.25, 455, NULL),
                             ('South', 2024, 990, 300, 'new store');
  `);
  afterAll(() => db.close());

  test("should read the driver's rows as one table, a year column giving periods", () => {
    const rows = db.prepare("SELECT region, year, revenue, units FROM sales ORDER BY rowid").all();
    const set = loadSources(rows);
    expect(set.diagnostics).toEqual([]);
    expect(set.values.map((v) => [v.label, v.value, v.period])).toEqual([
      ["revenue[North]", 1250.5, "2023"],
      ["units[North]", 410, "2023"],
      ["revenue[North]", 1381.25, "2024"],
      ["units[North]", 455, "2024"],
      ["revenue[South]", 990, "2024"],
      ["units[South]", 300, "2024"],
    ]);
    expect(set.rowValues("S1", 0, 1).map((v) => v.value)).toEqual([1381.25, 455]);
    expect(set.columnValues("S1", 0, "units").map((v) => v.value)).toEqual([410, 455, 300]);
  });

  test("should keep a 64-bit integer exact with safeIntegers (bigint)", () => {
    db.exec(
      "CREATE TABLE big (account TEXT, balance INTEGER); INSERT INTO big VALUES ('A', 9007199254740993);",
    );
    const rows = db.prepare("SELECT account, balance FROM big").safeIntegers(true).all();
    const set = loadSources({ id: "DB", rows });
    expect(set.values[0]).toMatchObject({
      text: "9007199254740993",
      value: 9007199254740992,
      lossy: true,
    });
    expect(set.diagnostics[0]?.message).toContain("more digits than a float holds");
  });

  test("should read a text column of notes as text, not numbers, and an id column as a key", () => {
    const rows = db.prepare("SELECT rowid AS id, region, note, units FROM sales").all();
    const set = loadSources(rows);
    expect(set.records.map((r) => r.id)).toEqual(["S1"]);
    expect(set.values.map((v) => v.columnLabel)).toEqual(["units", "units", "units"]);
  });
});

describe("apache-arrow: a real Table", () => {
  test("should read tableFromArrays columns (Float64, Int32, Utf8)", () => {
    const table = tableFromArrays({
      segment: ["Retail", "Wholesale"],
      revenue_2024: new Float64Array([5120.5, 4870]),
      stores: new Int32Array([41, 12]),
    });
    const set = loadSources({ id: "A1", table });
    expect(set.diagnostics).toEqual([]);
    expect(set.values.map((v) => [v.label, v.value, v.period ?? null])).toEqual([
      ["revenue_2024[Retail]", 5120.5, "2024"],
      ["stores[Retail]", 41, null],
      ["revenue_2024[Wholesale]", 4870, "2024"],
      ["stores[Wholesale]", 12, null],
    ]);
  });

  test("should read a 64-bit integer column (bigint) from its digits", () => {
    const table = tableFromArrays({ name: ["x"], big: new BigInt64Array([9007199254740993n]) });
    const set = loadSources(table);
    expect(set.values[0]).toMatchObject({
      text: "9007199254740993",
      columnLabel: "big",
      rowLabel: "x",
    });
  });

  test("should read tableFromJSON, with a percent column", () => {
    const table = tableFromJSON([
      { state: "California", pop: 39346023, share_pct: 11.7 },
      { state: "Texas", pop: 28635442, share_pct: 8.6 },
    ]);
    const set = loadSources(table);
    expect(set.values.map((v) => [v.label, v.value, v.kind])).toEqual([
      ["pop[California]", 39346023, "number"],
      ["share_pct[California]", 11.7, "percent"],
      ["pop[Texas]", 28635442, "number"],
      ["share_pct[Texas]", 8.6, "percent"],
    ]);
  });

  test("should read several Arrow tables as one record each", () => {
    const a = tableFromArrays({ k: ["a"], v: new Int32Array([1]) });
    const b = tableFromArrays({ k: ["b"], v: new Int32Array([2]) });
    expect(loadSources([a, b]).records.map((r) => [r.id, r.values.length])).toEqual([
      ["S1", 1],
      ["S2", 1],
    ]);
  });
});

describe("node-postgres: QueryResults from a real PostgreSQL server", () => {
  const { info, error } = inject("postgres");
  let client: pg.Client;

  beforeAll(async () => {
    if (!info) throw new Error(`PostgreSQL did not start, so the pg tests cannot run: ${error}`);
    client = new pg.Client({
      host: info.socketDir,
      port: info.port,
      user: info.user,
      database: info.database,
    });
    await client.connect();
    await client.query(`
      CREATE TABLE IF NOT EXISTS segments (
        segment text PRIMARY KEY, revenue numeric(20, 2), units bigint, margin_pct numeric(5, 1), reported date
      );
      TRUNCATE segments;
      INSERT INTO segments VALUES
        ('Retail', 5120000000.25, 9007199254740993, 12.5, '2024-12-31'),
        ('Wholesale', 4870000000.00, 1200, 8.0, '2024-12-31');
      CREATE TABLE IF NOT EXISTS yearly (fiscal_year int, revenue numeric(12, 0));
      TRUNCATE yearly;
      INSERT INTO yearly VALUES (2023, 2870000000), (2024, 3214000000);
    `);
  });
  afterAll(async () => {
    await client?.end();
  });

  test("should reach the server (fails, not skips, when it did not start)", () => {
    expect(info, `PostgreSQL did not start: ${error}`).toBeDefined();
  });

  test("should read NUMERIC and BIGINT exactly from the driver's own QueryResult", async () => {
    const result = await client.query(
      "SELECT segment, revenue, units, margin_pct FROM segments ORDER BY segment",
    );
    expect(typeof result.rows[0].revenue).toBe("string"); // the driver's NUMERIC is a string
    const set = loadSources({ id: "PG", table: result });
    const retail = set.rowValues("PG", 0, 0);
    expect(retail.map((v) => [v.columnLabel, v.text, v.value, v.kind])).toEqual([
      ["revenue", "5120000000.25", 5120000000.25, "number"],
      ["units", "9007199254740993", 9007199254740992, "number"],
      ["margin_pct", "12.5", 12.5, "percent"],
    ]);
    expect(retail[1]?.lossy).toBe(true);
    expect(retail.every((v) => v.precision === undefined)).toBe(true);
    expect(set.diagnostics.map((d) => d.path)).toEqual(["table[0].units"]);
  });

  test("should take a date column as the row's period, and an array of results as several records", async () => {
    const a = await client.query(
      "SELECT reported, segment, revenue FROM segments ORDER BY segment",
    );
    const b = await client.query("SELECT fiscal_year, revenue FROM yearly ORDER BY fiscal_year");
    const set = loadSources([a, b]);
    expect(set.records.map((r) => r.id)).toEqual(["S1", "S2"]);
    expect(set.values.filter((v) => v.recordId === "S1").map((v) => [v.label, v.period])).toEqual([
      ["revenue[Retail]", "2024"],
      ["revenue[Wholesale]", "2024"],
    ]);
    expect(
      set.values.filter((v) => v.recordId === "S2").map((v) => [v.label, v.value, v.periodKey]),
    ).toEqual([
      ["revenue[2023]", 2870000000, "2023"],
      ["revenue[2024]", 3214000000, "2024"],
    ]);
  });

  test("should read rowMode: 'array' results by field position", async () => {
    const result = await client.query({
      text: "SELECT segment, units FROM segments ORDER BY segment",
      rowMode: "array",
    });
    const set = loadSources(result);
    expect(set.values.map((v) => [v.label, v.text])).toEqual([
      ["units[Retail]", "9007199254740993"],
      ["units[Wholesale]", "1200"],
    ]);
  });
});
