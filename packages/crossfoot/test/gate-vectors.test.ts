import { runGateVectors } from "@crossfoot/tooling/vectors";
import { gate } from "../src/index.js";

// Every gate conformance vector, run against the public gate() with the case's scripted judge.
runGateVectors(gate as Parameters<typeof runGateVectors>[0]);
