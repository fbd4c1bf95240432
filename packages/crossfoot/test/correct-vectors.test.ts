import { runCorrectVectors } from "@crossfoot/tooling/vectors";
import { applyCorrections, check } from "../src/index.js";

// Every correction conformance vector: the answer checked, its corrections proposed and applied.
runCorrectVectors({
  check: check as Parameters<typeof runCorrectVectors>[0]["check"],
  applyCorrections,
});
