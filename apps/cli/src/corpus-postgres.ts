// `corpus verify --chunks postgres://…`: the chunks from a PostgreSQL table or query, with node-postgres.
import type { CorpusChunk } from "@crossfoot/corpus";
import { chunkOf, shownUrl } from "./corpus-chunks.js";
import { loadPg } from "./corpus-load.js";
import { CliError } from "./errors.js";

/** Where the chunks are: a table (columns id, document, text[, metadata]) or a query returning those columns. */
export type ChunkSource = { readonly table: string } | { readonly query: string };

const UNDEFINED_COLUMN = "42703";

/**
 * Read the chunks from PostgreSQL: `SELECT id, document, text, metadata`
 * from the table (without `metadata` when the table has none), or the
 * query as given. The table name may be qualified (`rag.chunks`); each part
 * is quoted as an identifier. A connection or query error is an input error
 * (exit 2) naming the URL without its password.
 */
export async function readPostgresChunks(url: string, source: ChunkSource): Promise<CorpusChunk[]> {
  const pg = loadPg();
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 15_000 });
  const shown = shownUrl(url);
  try {
    await client.connect();
  } catch (error) {
    throw new CliError(`corpus verify: cannot connect to ${shown}: ${(error as Error).message}`);
  }
  try {
    let result: { rows: unknown[]; fields: { name: string }[] };
    if ("table" in source) {
      const name = source.table
        .split(".")
        .map((part) => client.escapeIdentifier(part))
        .join(".");
      try {
        result = await client.query(`SELECT id, document, text, metadata FROM ${name}`);
      } catch (error) {
        if ((error as { code?: string }).code !== UNDEFINED_COLUMN) throw error;
        result = await client.query(`SELECT id, document, text FROM ${name}`);
      }
    } else {
      result = await client.query(source.query);
    }
    const columns = new Set((result.fields ?? []).map((f) => f.name));
    const missing = ["id", "document", "text"].filter((c) => !columns.has(c));
    if (missing.length > 0) {
      throw new CliError(
        `corpus verify: the ${"table" in source ? `table ${source.table}` : "query"} has no ${missing.join(", ")} column${missing.length > 1 ? "s" : ""} (expected id, document, text[, metadata])`,
      );
    }
    return result.rows.map((row, k) => chunkOf(row, `${shown} row ${k + 1}`));
  } catch (error) {
    if (error instanceof CliError) throw error;
    throw new CliError(
      `corpus verify: reading the chunks from ${shown} failed: ${(error as Error).message}`,
    );
  } finally {
    await client.end().catch(() => {});
  }
}
