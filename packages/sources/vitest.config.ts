import { packageTests } from "@crossfoot/tooling/vitest";
import { defineConfig, mergeConfig } from "vitest/config";

// The shared per-package preset, plus a throwaway PostgreSQL server for the
// node-postgres tests (started once per run, stopped and removed at the end).
export default mergeConfig(
  packageTests(),
  defineConfig({ test: { globalSetup: ["./test/postgres.setup.ts"] } }),
);
