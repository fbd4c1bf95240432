#!/usr/bin/env node
/**
 * A throwaway Redis server for tests: find `redis-server` (install Debian's
 * `redis-server` package when it is missing and we are root with apt-get),
 * start it on 127.0.0.1 at a free port with persistence off and its working
 * directory in a temp dir, wait until it answers PING, and stop it and remove
 * the dir at the end.
 *
 * Used from the CLI's queue tests (apps/cli/test/queue.test.ts):
 *
 *   const redis = await startRedis();   // { url, host, port, dir, version, stop }
 *   ...
 *   await redis.stop();
 *
 * Run on its own to try it: `node tooling/scripts/redis.mjs` starts a
 * server, prints its connection info, sends PING and INFO server, and stops it.
 *
 * Modelled on postgres.mjs beside it. Unlike PostgreSQL, redis-server runs as
 * root as it is, so no other user is needed.
 */
import { execFileSync, spawn, spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { connect, createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";

const isRoot = typeof process.getuid === "function" && process.getuid() === 0;

/** Where `cmd` is on PATH, or undefined. */
function onPath(cmd) {
  const r = spawnSync("sh", ["-c", `command -v ${cmd}`], { encoding: "utf8" });
  return r.status === 0 ? r.stdout.trim() : undefined;
}

function locate() {
  return (
    onPath("redis-server") ?? ["/usr/bin/redis-server", "/usr/sbin/redis-server"].find(existsSync)
  );
}

/** The redis-server binary, installing Debian's package when it is absent and we can. */
export function findRedisServer({ install = true } = {}) {
  const found = locate();
  if (found) return found;
  if (install && isRoot && onPath("apt-get")) {
    const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
    // Another test helper (postgres.mjs) may be installing at the same time:
    // wait for dpkg's lock instead of failing on it.
    const lock = ["-o", "DPkg::Lock::Timeout=300"];
    execFileSync("apt-get", [...lock, "update"], { stdio: "inherit", env });
    execFileSync("apt-get", [...lock, "install", "-y", "--no-install-recommends", "redis-server"], {
      stdio: "inherit",
      env,
    });
    const after = locate();
    if (after) return after;
  }
  throw new Error(
    "redis-server not found on PATH" +
      (isRoot
        ? "; apt-get install redis-server did not provide it"
        : "; install it (Debian/Ubuntu: sudo apt-get install -y redis-server), or run as root with apt-get"),
  );
}

/** A free TCP port on 127.0.0.1. */
function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() => resolve(typeof address === "object" && address ? address.port : 0));
    });
  });
}

/** Send one inline command and resolve with the first reply line (`+PONG`), or reject. */
function ask(port, command, timeoutMs = 1000) {
  return new Promise((resolve, reject) => {
    const socket = connect({ host: "127.0.0.1", port });
    let reply = "";
    const done = (error, value) => {
      clearTimeout(timer);
      socket.destroy();
      if (error) reject(error);
      else resolve(value);
    };
    const timer = setTimeout(() => done(new Error(`no reply to ${command}`)), timeoutMs);
    socket.on("connect", () => socket.write(`${command}\r\n`));
    socket.on("data", (chunk) => {
      reply += chunk.toString("utf8");
      const end = reply.indexOf("\r\n");
      if (end !== -1) done(undefined, reply.slice(0, end));
    });
    socket.on("error", (error) => done(error));
  });
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Start a throwaway server. Resolves to its connection info and `stop()`,
 * which shuts the server down and removes the temp dir (safe to call twice).
 */
export async function startRedis({ install = true, timeoutMs = 15_000 } = {}) {
  const bin = findRedisServer({ install });
  const version = (spawnSync(bin, ["--version"], { encoding: "utf8" }).stdout.match(/v=(\S+)/) ??
    [])[1];
  // A port found free can be taken before the server binds it: try again then.
  let lastError;
  for (let attempt = 0; attempt < 3; attempt++) {
    const dir = mkdtempSync(join(tmpdir(), "crossfoot-redis-"));
    const port = await freePort();
    const log = join(dir, "server.log");
    const child = spawn(
      bin,
      [
        "--bind",
        "127.0.0.1",
        "--port",
        String(port),
        "--dir",
        dir,
        "--logfile",
        log,
        // Persistence off: no RDB snapshots, no append-only file.
        "--save",
        "",
        "--appendonly",
        "no",
        "--daemonize",
        "no",
        "--protected-mode",
        "yes",
        "--maxmemory-policy",
        "noeviction",
      ],
      { stdio: "ignore" },
    );
    // A test run that dies without stop() must not leave the server behind.
    const killOnExit = () => child.kill("SIGKILL");
    process.on("exit", killOnExit);
    let exited = false;
    let spawnError;
    child.on("exit", () => {
      exited = true;
    });
    child.on("error", (error) => {
      spawnError = error;
      exited = true;
    });
    const cleanup = () => {
      process.off("exit", killOnExit);
      rmSync(dir, { recursive: true, force: true });
    };
    const started = Date.now();
    let ready = false;
    while (!exited && Date.now() - started < timeoutMs) {
      try {
        if ((await ask(port, "PING")) === "+PONG") {
          ready = true;
          break;
        }
      } catch {
        // Not listening yet.
      }
      await sleep(50);
    }
    if (ready) {
      let stopped = false;
      const stop = async () => {
        if (stopped) return;
        stopped = true;
        try {
          if (!exited) {
            const gone = new Promise((resolve) => child.once("exit", resolve));
            child.kill("SIGTERM");
            const timer = setTimeout(() => child.kill("SIGKILL"), 5000);
            await gone;
            clearTimeout(timer);
          }
        } finally {
          cleanup();
        }
      };
      const url = `redis://127.0.0.1:${port}`;
      return { url, host: "127.0.0.1", port, dir, version, pid: child.pid, stop };
    }
    if (!exited) {
      child.kill("SIGKILL");
      await new Promise((resolve) => (exited ? resolve() : child.once("exit", resolve)));
    }
    const text = existsSync(log) ? readFileSync(log, "utf8").trim().split("\n").slice(-20) : [];
    cleanup();
    lastError = new Error(
      `redis-server did not answer PING on 127.0.0.1:${port}` +
        (spawnError
          ? `: ${spawnError.message}`
          : exited
            ? " (it exited)"
            : ` within ${timeoutMs} ms`) +
        (text.length > 0 ? `\n${text.join("\n")}` : ""),
    );
    if (!text.some((line) => /Address already in use/i.test(line))) break;
  }
  throw lastError;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const redis = await startRedis();
  try {
    const { url, host, port, dir, version, pid } = redis;
    console.log(JSON.stringify({ url, host, port, dir, version, pid }, null, 2));
    console.log(await ask(port, "PING"));
    const cli = onPath("redis-cli");
    if (cli) {
      const info = execFileSync(cli, ["-p", String(port), "INFO", "server"], { encoding: "utf8" });
      console.log(
        info
          .split("\n")
          .filter((l) => /^(redis_version|tcp_port|executable|config_file):/.test(l))
          .join("\n")
          .trim(),
      );
    }
  } finally {
    await redis.stop();
    console.log("stopped and removed");
  }
}
