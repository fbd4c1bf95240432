import { runStreamVectors } from "@crossfoot/tooling/vectors";
import { Checker, check, StreamingCheck } from "../src/index.js";

// Every streaming conformance vector: chunks pushed one by one, each claim given after the chunk the case names.
runStreamVectors({
  Checker: Checker as never,
  StreamingCheck: StreamingCheck as never,
  check: check as Parameters<typeof runStreamVectors>[0]["check"],
});
