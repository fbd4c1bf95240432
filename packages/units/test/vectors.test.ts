import { runUnitsVectors } from "@crossfoot/tooling/vectors";
import { compatible, convert } from "../src/index.js";

// Every units conformance vector, run unchanged against the public functions.
runUnitsVectors({
  convert: (value, from, to) => convert(value, from, to),
  compatible: (a, b) => compatible(a, b),
});
