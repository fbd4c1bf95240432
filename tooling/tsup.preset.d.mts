import type { Options } from "tsup";
export declare function packageBuild(overrides?: Options): Options;
