import { runDeriveVectors } from "@crossfoot/tooling/vectors";
import { ALL_OPERATIONS, findCalculations, findDerivationsDetailed, print } from "../src/index.js";

runDeriveVectors({
  findDerivationsDetailed: (target, operands, options) =>
    findDerivationsDetailed(target, operands, options),
  findCalculations,
  print,
  allOperations: ALL_OPERATIONS,
});
