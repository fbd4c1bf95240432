// Build the playground and serve the built folder over HTTP, for the browser test and the screenshot.
import { createReadStream, statSync } from "node:fs";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { extname, join, normalize, sep } from "node:path";
import { fileURLToPath } from "node:url";
import { build } from "vite";
import { contentSecurityPolicy } from "../vite/policy.js";

/** The playground's folder (where vite.config.ts is). */
export const APP_DIR = fileURLToPath(new URL("..", import.meta.url));

/** Build the site with its own vite.config.ts into `outDir`. */
export async function buildSite(outDir: string): Promise<void> {
  await build({
    root: APP_DIR,
    configFile: join(APP_DIR, "vite.config.ts"),
    mode: "production",
    logLevel: "warn",
    build: { outDir, emptyOutDir: true },
  });
}

const TYPES: Readonly<Record<string, string>> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json",
  ".svg": "image/svg+xml",
  ".png": "image/png",
};

/** A running static server: its origin and how to stop it. */
export interface StaticServer {
  readonly origin: string;
  close(): Promise<void>;
}

/**
 * Serve `dir` on 127.0.0.1 at a free port, as a static host would, with the
 * site's Content-Security-Policy as a header too, so the worker runs under
 * it as well as the page.
 */
export async function serveDir(dir: string): Promise<StaticServer> {
  const root = normalize(dir + sep);
  const policy = contentSecurityPolicy();
  const server = createServer((req, res) => {
    const path = decodeURIComponent(new URL(req.url ?? "/", "http://x").pathname);
    let file = normalize(join(root, path.endsWith("/") ? `${path}index.html` : path));
    if (!file.startsWith(root)) file = "";
    const size = file === "" ? undefined : statSync(file, { throwIfNoEntry: false });
    if (!size?.isFile()) {
      res.writeHead(404, { "content-type": "text/plain" }).end("not found");
      return;
    }
    res.writeHead(200, {
      "content-type": TYPES[extname(file)] ?? "application/octet-stream",
      "content-security-policy": policy,
      "cache-control": "no-store",
    });
    createReadStream(file).pipe(res);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
