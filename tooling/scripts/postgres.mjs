#!/usr/bin/env node
/**
 * A throwaway PostgreSQL server for tests: find the server binaries (install
 * Debian's `postgresql` package when they are missing and we are root with
 * apt-get), create a cluster in a temp dir, start it on a Unix socket in that
 * dir and on 127.0.0.1 at a free port, create a database, and stop and remove
 * everything at the end.
 *
 * Used from vitest's globalSetup (packages/sources/test/postgres.setup.ts):
 *
 *   const pg = await startPostgres();   // { host, port, socketDir, database, user, connectionString, stop }
 *   ...
 *   await pg.stop();
 *
 * Run on its own to try it: `node tooling/scripts/postgres.mjs` starts a
 * server, prints its connection info, runs `SELECT version()`, and stops it.
 *
 * initdb refuses to run as root, so as root the cluster is created and run
 * as the `postgres` system user (runuser, else su), owning the temp dir.
 */
import { execFileSync, spawnSync } from "node:child_process";
import {
  chmodSync,
  chownSync,
  existsSync,
  mkdtempSync,
  readdirSync,
  rmSync,
  statSync,
} from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";

const isRoot = typeof process.getuid === "function" && process.getuid() === 0;

/** Directories holding initdb and pg_ctl, newest major version first. */
function binDirs() {
  const base = "/usr/lib/postgresql";
  if (!existsSync(base)) return [];
  return readdirSync(base)
    .filter((v) => /^\d+(\.\d+)?$/.test(v))
    .sort((a, b) => Number(b) - Number(a))
    .map((v) => join(base, v, "bin"))
    .filter((dir) => existsSync(join(dir, "initdb")) && existsSync(join(dir, "pg_ctl")));
}

function onPath(cmd) {
  return spawnSync("sh", ["-c", `command -v ${cmd}`], { encoding: "utf8" }).status === 0;
}

/** The server's bin directory, installing PostgreSQL from Debian's packages when it is absent and we can. */
export function findPostgresBin({ install = true } = {}) {
  const found = binDirs()[0];
  if (found) return found;
  if (install && isRoot && onPath("apt-get")) {
    const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
    execFileSync("apt-get", ["update"], { stdio: "inherit", env });
    execFileSync("apt-get", ["install", "-y", "--no-install-recommends", "postgresql"], {
      stdio: "inherit",
      env,
    });
    const after = binDirs()[0];
    if (after) return after;
  }
  throw new Error(
    "PostgreSQL server binaries not found (looked for /usr/lib/postgresql/*/bin/initdb and pg_ctl)" +
      (isRoot
        ? "; apt-get install postgresql did not provide them"
        : "; run as root with apt-get, or install postgresql"),
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

/** Run a server binary, as the postgres user when we are root. */
function runAs(user, file, args) {
  const [cmd, argv] =
    user === undefined
      ? [file, args]
      : onPath("runuser")
        ? ["runuser", ["-u", user, "--", file, ...args]]
        : [
            "su",
            [
              user,
              "-s",
              "/bin/sh",
              "-c",
              [file, ...args].map((a) => `'${a.replace(/'/g, "'\\''")}'`).join(" "),
            ],
          ];
  const result = spawnSync(cmd, argv, { encoding: "utf8" });
  if (result.status !== 0) {
    throw new Error(
      `${file.split("/").pop()} failed (exit ${result.status}): ${(result.stderr || result.stdout || String(result.error ?? "")).trim()}`,
    );
  }
  return result.stdout;
}

function ownerIds(user) {
  const line = spawnSync("getent", ["passwd", user], { encoding: "utf8" }).stdout.trim();
  const [, , uid, gid] = line.split(":");
  if (!uid || !gid)
    throw new Error(
      `no system user "${user}" to run PostgreSQL as (initdb refuses to run as root)`,
    );
  return { uid: Number(uid), gid: Number(gid) };
}

/**
 * Start a throwaway server. Resolves to its connection info and `stop()`,
 * which stops the server and removes the temp dir (safe to call twice).
 */
export async function startPostgres({ database = "crossfoot_test", install = true } = {}) {
  const bin = findPostgresBin({ install });
  const user = isRoot ? "postgres" : undefined;
  const dir = mkdtempSync(join(tmpdir(), "crossfoot-pg-"));
  const data = join(dir, "data");
  const socketDir = dir;
  let started = false;
  const cleanup = () => rmSync(dir, { recursive: true, force: true });
  try {
    if (user) {
      const { uid, gid } = ownerIds(user);
      chownSync(dir, uid, gid);
    }
    chmodSync(dir, 0o700);
    const dbUser = user ?? (process.env.USER || "postgres");
    runAs(user, join(bin, "initdb"), [
      "-D",
      data,
      "-U",
      dbUser,
      "--auth=trust",
      "--encoding=UTF8",
      "--locale=C",
      "--no-instructions",
    ]);
    const port = await freePort();
    const opts = `-k ${socketDir} -p ${port} -c listen_addresses=127.0.0.1 -c fsync=off -c full_page_writes=off -c synchronous_commit=off`;
    runAs(user, join(bin, "pg_ctl"), [
      "-D",
      data,
      "-o",
      opts,
      "-l",
      join(dir, "server.log"),
      "-w",
      "-t",
      "30",
      "start",
    ]);
    started = true;
    const createdb = existsSync(join(bin, "createdb")) ? join(bin, "createdb") : "createdb";
    runAs(user, createdb, ["-h", socketDir, "-p", String(port), "-U", dbUser, database]);
    let stopped = false;
    const stop = async () => {
      if (stopped) return;
      stopped = true;
      try {
        runAs(user, join(bin, "pg_ctl"), ["-D", data, "-m", "fast", "-w", "stop"]);
      } finally {
        cleanup();
      }
    };
    return {
      host: "127.0.0.1",
      port,
      socketDir,
      database,
      user: dbUser,
      connectionString: `postgresql://${encodeURIComponent(dbUser)}@127.0.0.1:${port}/${database}`,
      version: bin.split("/").at(-2),
      stop,
    };
  } catch (error) {
    if (started) {
      try {
        runAs(user, join(bin, "pg_ctl"), ["-D", data, "-m", "immediate", "-w", "stop"]);
      } catch {
        // Already down.
      }
    }
    const log = join(dir, "server.log");
    const detail =
      existsSync(log) && statSync(log).size > 0
        ? `\n${execFileSync("tail", ["-n", "20", log], { encoding: "utf8" })}`
        : "";
    cleanup();
    throw new Error(`${error.message}${detail}`);
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const pg = await startPostgres();
  try {
    const { user, host, port, socketDir, database, connectionString, version } = pg;
    console.log(
      JSON.stringify({ user, host, port, socketDir, database, connectionString, version }, null, 2),
    );
    const psql = join(findPostgresBin(), "psql");
    console.log(
      runAs(isRoot ? "postgres" : undefined, psql, [
        "-h",
        socketDir,
        "-p",
        String(port),
        "-U",
        user,
        "-d",
        database,
        "-Atc",
        "SELECT version()",
      ]).trim(),
    );
  } finally {
    await pg.stop();
    console.log("stopped and removed");
  }
}
