// What the queue commands (enqueue, worker, collect) share: their Redis and
// queue flags, the connection, and BullMQ itself, loaded only by them.
import { realpathSync } from "node:fs";
import { createRequire } from "node:module";
import type { Redis } from "ioredis";
import type { OptionSpec } from "./args.js";
import { CliError } from "./errors.js";
import { parseRedisUrl, type RedisTarget, redisClient, shownUrl } from "./queue-redis.js";

/** BullMQ's exports. */
export type Bullmq = typeof import("bullmq");

/**
 * BullMQ, required from the installed package when a queue command runs. It
 * is not bundled into the CLI: `check` and `eval` never read or compile it,
 * and the package's own files stay as BullMQ ships them.
 */
export function loadBullmq(): Bullmq {
  const require = createRequire(import.meta.url);
  // Required by its real path: Node 20's `require` (its JavaScript
  // realpath) can stop at the first folder it knows and return a path through
  // a symbolic link when the process's last stat was of a pipe (the CLI stats
  // its standard output), and under pnpm a package loaded through its link
  // does not find its own dependencies (`Cannot find module 'tslib'`).
  return require(realpathSync.native(require.resolve("bullmq"))) as Bullmq;
}

/** The flags every queue command takes. */
export const QUEUE_FLAGS = {
  redis: { type: "string" },
  queue: { type: "string" },
  prefix: { type: "string" },
} as const satisfies Readonly<Record<string, OptionSpec>>;

/** The usage lines of those flags. */
export const QUEUE_FLAGS_USAGE = `  --redis URL       the Redis server: redis://[[user]:password@]host[:port][/db]
                    (rediss:// for TLS); default $CROSSFOOT_REDIS_URL
  --queue NAME      the BullMQ queue (no ":")
  --prefix P        BullMQ's key prefix (default bull): keys are P:NAME:…`;

/** Which queue on which server. */
export interface QueueTarget {
  readonly redis: RedisTarget;
  /** The server's URL without its password, for messages. */
  readonly shown: string;
  readonly queue: string;
  readonly prefix: string;
}

/** Read `--redis`, `--queue` and `--prefix` (`command` names the command in messages). */
export function queueTarget(
  command: string,
  values: { redis?: string; queue?: string; prefix?: string },
  env: Readonly<Record<string, string | undefined>> = {},
): QueueTarget {
  const url = values.redis ?? env.CROSSFOOT_REDIS_URL;
  if (url === undefined || url === "") {
    throw new CliError(`${command}: --redis URL is required (or set CROSSFOOT_REDIS_URL)`);
  }
  const redis = parseRedisUrl(url, `${command}: --redis`);
  const queue = values.queue;
  if (queue === undefined || queue === "")
    throw new CliError(`${command}: --queue NAME is required`);
  if (queue.includes(":")) {
    throw new CliError(`${command}: --queue must not contain ":", got ${JSON.stringify(queue)}`);
  }
  const prefix = values.prefix ?? "bull";
  // The prefix is part of a worker's connection names, which Redis refuses with spaces.
  if (!/^\S+$/.test(prefix)) {
    throw new CliError(
      `${command}: --prefix must be a word without spaces, got ${JSON.stringify(prefix)}`,
    );
  }
  return { redis, shown: shownUrl(redis), queue, prefix };
}

const CONNECT_TIMEOUT_MS = 10_000;

/**
 * A connection to the target's server, made now: a server that cannot be
 * reached is an input error at once (exit 2), not retried forever. Once
 * made, a connection that drops is made again.
 */
export async function openRedis(command: string, target: QueueTarget): Promise<Redis> {
  const client = redisClient(target.redis);
  // Errors after this are BullMQ's to report (it listens too); without a
  // listener an 'error' event would end the process.
  client.on("error", () => {});
  let timer: NodeJS.Timeout | undefined;
  try {
    await Promise.race([
      client.connect(),
      new Promise((_, reject) => {
        timer = setTimeout(
          () => reject(new Error(`no answer within ${CONNECT_TIMEOUT_MS / 1000} s`)),
          CONNECT_TIMEOUT_MS,
        );
      }),
    ]);
  } catch (error) {
    client.disconnect();
    throw new CliError(
      `${command}: cannot connect to Redis at ${target.shown}: ${(error as Error).message}`,
    );
  } finally {
    clearTimeout(timer);
  }
  return client;
}
