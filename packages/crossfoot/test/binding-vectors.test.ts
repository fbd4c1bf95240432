import { runCheckVectors } from "@crossfoot/tooling/vectors";
import { check } from "../src/index.js";

// The binding conformance vectors (rows, periods, entities, references),
// in the check suite's case format, run unchanged against the public check().
runCheckVectors(check, { suite: "binding" });
