import { runCheckVectors } from "@crossfoot/tooling/vectors";
import { check } from "../src/index.js";

// Every end-to-end conformance vector, run unchanged against the public check().
runCheckVectors(check);
