import { rmSync } from "node:fs";

// Temporary files and folders the run has made and not yet removed: a
// report's spool, a report written beside its target before the rename.
// They are removed however the process ends: normally, on an error, and on
// SIGINT, SIGTERM or SIGHUP (after which the signal is raised again, so the
// exit status still says the process was interrupted).
const live = new Set<string>();
const SIGNALS = ["SIGINT", "SIGTERM", "SIGHUP"] as const;
let installed = false;

function removeAll(): void {
  for (const path of live) rmSync(path, { recursive: true, force: true });
  live.clear();
}

function onSignal(signal: NodeJS.Signals): void {
  removeAll();
  uninstall();
  process.kill(process.pid, signal);
}

function install(): void {
  if (installed) return;
  installed = true;
  process.on("exit", removeAll);
  for (const signal of SIGNALS) process.on(signal, onSignal);
}

function uninstall(): void {
  if (!installed) return;
  installed = false;
  process.removeListener("exit", removeAll);
  for (const signal of SIGNALS) process.removeListener(signal, onSignal);
}

/** Remember a temporary file or folder, to remove it if the process ends before `release`. */
export function trackTemp(path: string): void {
  live.add(path);
  install();
}

/** Remove a tracked temporary file or folder (if it is still there) and forget it. */
export function releaseTemp(path: string): void {
  rmSync(path, { recursive: true, force: true });
  live.delete(path);
  if (live.size === 0) uninstall();
}

/** Forget a tracked path that no longer names a temporary file (it was renamed into place). */
export function forgetTemp(path: string): void {
  live.delete(path);
  if (live.size === 0) uninstall();
}
