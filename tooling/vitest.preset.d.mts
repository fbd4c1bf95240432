import type { UserConfig } from "vitest/config";
export declare function packageTests(): UserConfig;
