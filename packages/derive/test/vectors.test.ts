import { runDeriveVectors } from "@crossfoot/tooling/vectors";
import {
  ALL_OPERATIONS,
  defineMetricPack,
  findCalculations,
  findDerivationsDetailed,
  findMetric,
  type MetricDefinition,
  print,
} from "../src/index.js";

runDeriveVectors({
  findDerivationsDetailed: (target, operands, options) =>
    findDerivationsDetailed(target, operands, options),
  findCalculations,
  print,
  allOperations: ALL_OPERATIONS,
  findMetric: (target, metrics, operands, options) =>
    findMetric(target, metrics as MetricDefinition[], operands, options),
  metricPack: (userMetrics) =>
    defineMetricPack({ name: "vectors", metrics: userMetrics as MetricDefinition[] }).metrics,
});
