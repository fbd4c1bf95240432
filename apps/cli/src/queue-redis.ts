// Where the queue commands' Redis server is, read from its URL, and a
// connection to it through ioredis, the Redis client BullMQ is built on and
// tested with (an optional peer of BullMQ 6, a dependency of this CLI).
import { realpathSync } from "node:fs";
import { createRequire } from "node:module";
import type { Redis } from "ioredis";
import { CliError } from "./errors.js";

/** Where a Redis server is, read from a `redis://` or `rediss://` URL. */
export interface RedisTarget {
  readonly host: string;
  readonly port: number;
  readonly tls: boolean;
  readonly username?: string;
  readonly password?: string;
  readonly db: number;
}

/**
 * Read `redis://[[user]:password@]host[:port][/db]` (`rediss://` for TLS).
 * Throws a CliError naming `flag` for anything else.
 */
export function parseRedisUrl(value: string, flag = "--redis"): RedisTarget {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new CliError(`${flag} must be a redis:// or rediss:// URL, got ${JSON.stringify(value)}`);
  }
  if (url.protocol !== "redis:" && url.protocol !== "rediss:") {
    throw new CliError(`${flag} must be a redis:// or rediss:// URL, got ${JSON.stringify(value)}`);
  }
  const path = url.pathname.replace(/^\//, "");
  const db = path === "" ? 0 : Number(path);
  if (!Number.isInteger(db) || db < 0) {
    throw new CliError(`${flag}: the database in ${JSON.stringify(value)} must be a whole number`);
  }
  const host = url.hostname.replace(/^\[(.*)\]$/, "$1") || "127.0.0.1";
  return {
    host,
    port: url.port === "" ? 6379 : Number(url.port),
    tls: url.protocol === "rediss:",
    ...(url.username ? { username: decodeURIComponent(url.username) } : {}),
    ...(url.password ? { password: decodeURIComponent(url.password) } : {}),
    db,
  };
}

/** The URL to print: the password never appears. */
export function shownUrl(target: RedisTarget): string {
  const auth = target.password ? `${target.username ?? ""}:***@` : "";
  const host = target.host.includes(":") ? `[${target.host}]` : target.host;
  return `${target.tls ? "rediss" : "redis"}://${auth}${host}:${target.port}${target.db ? `/${target.db}` : ""}`;
}

/** ioredis's client class, required from the installed package when a queue command runs. */
export function loadIoredis(): typeof Redis {
  const require = createRequire(import.meta.url);
  // By its real path, as loadBullmq does (see there).
  const mod = require(realpathSync.native(require.resolve("ioredis"))) as {
    default?: typeof Redis;
    Redis?: typeof Redis;
  };
  return (mod.Redis ?? mod.default) as typeof Redis;
}

/**
 * A client for `target`, not yet connected: BullMQ's workers block on the
 * connection, so requests are never retried by the client itself
 * (`maxRetriesPerRequest: null`, as BullMQ requires); a dropped connection is
 * made again.
 */
export function redisClient(target: RedisTarget): Redis {
  const IORedis = loadIoredis();
  return new IORedis({
    host: target.host,
    port: target.port,
    db: target.db,
    ...(target.username ? { username: target.username } : {}),
    ...(target.password ? { password: target.password } : {}),
    ...(target.tls ? { tls: {} } : {}),
    lazyConnect: true,
    maxRetriesPerRequest: null,
  });
}
