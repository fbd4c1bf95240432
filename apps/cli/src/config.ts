import { existsSync } from "node:fs";
import { basename, extname, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { CheckOptionsSchema } from "crossfoot";
import { z } from "zod";
import { CliError } from "./errors.js";
import { readJson } from "./files.js";
import { POLICY_NAMES } from "./policy.js";

/**
 * What a config file may set: crossfoot's check options (`CheckOptionsSchema`),
 * plus the CLI's `policy` and `tolerance`. Unknown keys are rejected, so a
 * misspelt option never passes silently.
 */
export const ConfigSchema = CheckOptionsSchema.extend({
  policy: z.enum(POLICY_NAMES).optional(),
  tolerance: z.number().min(0).lt(1).optional(),
});

/** A validated config. */
export type Config = z.infer<typeof ConfigSchema>;

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
      const module = (await import(pathToFileURL(path).href)) as { default?: unknown };
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
