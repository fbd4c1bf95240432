import {
  AggregationTemporality,
  InMemoryMetricExporter,
  MeterProvider,
  PeriodicExportingMetricReader,
} from "@opentelemetry/sdk-metrics";
import {
  BasicTracerProvider,
  InMemorySpanExporter,
  SimpleSpanProcessor,
} from "@opentelemetry/sdk-trace-base";

/** A tracer and a meter provider of the OpenTelemetry SDK, exporting to memory. */
export function inMemoryTelemetry() {
  const spans = new InMemorySpanExporter();
  const tracerProvider = new BasicTracerProvider({
    spanProcessors: [new SimpleSpanProcessor(spans)],
  });
  const metricExporter = new InMemoryMetricExporter(AggregationTemporality.CUMULATIVE);
  const reader = new PeriodicExportingMetricReader({
    exporter: metricExporter,
    // Exports happen on demand in the tests (collect), never on a timer.
    exportIntervalMillis: 3_600_000,
  });
  const meterProvider = new MeterProvider({ readers: [reader] });

  /** The data points of one metric by their attributes, after a collection. */
  async function counter(name: string): Promise<Record<string, number>> {
    await reader.forceFlush();
    const out: Record<string, number> = {};
    const last = metricExporter.getMetrics().at(-1);
    for (const scope of last?.scopeMetrics ?? []) {
      for (const metric of scope.metrics) {
        if (metric.descriptor.name !== name) continue;
        for (const point of metric.dataPoints) {
          out[JSON.stringify(point.attributes)] = point.value as number;
        }
      }
    }
    return out;
  }

  return {
    spans,
    tracerProvider,
    meterProvider,
    metricExporter,
    counter,
    async shutdown() {
      await tracerProvider.shutdown();
      await meterProvider.shutdown();
    },
  };
}
