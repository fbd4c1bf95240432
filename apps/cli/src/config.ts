import { existsSync } from "node:fs";
import { basename, extname, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import type { Config } from "./config-schema.js";
import { CliError } from "./errors.js";
import { readJson } from "./files.js";
import { importModule } from "./import-hook.js";

export type { Config } from "./config-schema.js";

/** The file names looked for in the working directory when `--config` is not given. */
export const CONFIG_NAMES = [
  "crossfoot.config.json",
  "crossfoot.config.js",
  "crossfoot.config.mjs",
  "crossfoot.config.cjs",
] as const;

/**
 * The config to use: the file `--config` names, else the one
 * `crossfoot.config.*` in `cwd`, else none (`{}`).
 */
export async function loadConfig(flag: string | undefined, cwd: string): Promise<Config> {
  if (flag !== undefined) return readConfig(resolve(cwd, flag), flag);
  const found = CONFIG_NAMES.filter((name) => existsSync(resolve(cwd, name)));
  if (found.length > 1) {
    throw new CliError(`several config files in ${cwd}: ${found.join(", ")}; keep one`);
  }
  const [name] = found;
  return name === undefined ? {} : readConfig(resolve(cwd, name), name);
}

async function readConfig(path: string, shown: string): Promise<Config> {
  if (!existsSync(path)) throw new CliError(`config file not found: ${path}`);
  const ext = extname(path);
  let raw: unknown;
  if (ext === ".json") {
    raw = readJson(path, "config");
  } else if (ext === ".js" || ext === ".mjs" || ext === ".cjs") {
    try {
      const module = (await importModule(pathToFileURL(path).href)) as { default?: unknown };
      raw = module.default;
    } catch (error) {
      throw new CliError(`${shown}: cannot load the config: ${(error as Error).message}`);
    }
  } else {
    throw new CliError(
      `${shown}: a config file must be .json, .js, .mjs or .cjs, not ${ext || `"${basename(path)}"`}`,
    );
  }
  if (typeof raw !== "object" || raw === null || Array.isArray(raw)) {
    throw new CliError(
      `${shown}: the config must be an object${ext === ".json" ? "" : " (the module's default export)"}`,
    );
  }
  // Imported only when there is a config: zod and crossfoot's schema are not
  // needed otherwise (the main thread of `eval --workers N` never loads them).
  const { ConfigSchema } = await import("./config-schema.js");
  const parsed = ConfigSchema.safeParse(raw);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  if (issue?.code === "unrecognized_keys") {
    const keys = issue.keys.map((k) => `"${k}"`).join(", ");
    throw new CliError(
      `${shown}: unknown key${issue.keys.length > 1 ? "s" : ""} ${keys} (known: ${Object.keys(ConfigSchema.shape).join(", ")})`,
    );
  }
  throw new CliError(
    `${shown}: invalid "${issue?.path.join(".") ?? ""}": ${issue?.message ?? "invalid value"}`,
  );
}
