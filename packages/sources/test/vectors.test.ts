import { runSourcesVectors } from "@crossfoot/tooling/vectors";
import { loadSources } from "../src/index.js";

// Every source-loading conformance vector, run unchanged against the public loadSources().
runSourcesVectors(loadSources);
