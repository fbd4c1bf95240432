import {
  type MeterProvider,
  metrics,
  SpanKind,
  SpanStatusCode,
  type TracerProvider,
  trace,
} from "@opentelemetry/api";
import type { Checker, Report } from "crossfoot";
import {
  ATTR,
  claimAttributes,
  inputAttributes,
  issueAttributes,
  reportAttributes,
} from "./attributes.js";
import { instrumentsOf } from "./instruments.js";

/** The instrumentation scope name of the tracer and meter. */
export const INSTRUMENTATION_NAME = "@crossfoot/otel";
/** The span emitted per check. */
export const SPAN_NAME = "crossfoot.check";
/** The event added per failing claim. */
export const CLAIM_EVENT = "crossfoot.claim.failed";
/** The event added per issue (a citation of a missing source). */
export const ISSUE_EVENT = "crossfoot.issue";

/** Where the telemetry goes and what it may contain. */
export interface TelemetryOptions {
  /** Default: the global tracer provider, looked up at each check. */
  readonly tracerProvider?: TracerProvider;
  /** Default: the global meter provider, looked up at each check. */
  readonly meterProvider?: MeterProvider;
  /**
   * Record each failing figure's text and evidence (which quotes the
   * sources) and issue messages on the events (default true). False keeps
   * statuses, values and offsets only.
   */
  readonly captureContent?: boolean;
}

/**
 * Run one check inside a `crossfoot.check` span. The checker is made inside
 * the span, so loading sources counts toward its duration and a bad input
 * or option is recorded as the span's error.
 */
export function tracedCheck(
  answer: string,
  checker: () => Checker,
  telemetry: TelemetryOptions,
): Report {
  // Providers are looked up per check: a global provider registered after
  // the checker was made must still receive the telemetry.
  const tracer = (telemetry.tracerProvider ?? trace.getTracerProvider()).getTracer(
    INSTRUMENTATION_NAME,
  );
  const span = tracer.startSpan(SPAN_NAME, { kind: SpanKind.INTERNAL });
  try {
    const c = checker();
    if (typeof answer === "string") span.setAttributes(inputAttributes(answer, c.sources));
    const report = c.check(answer);
    span.setAttributes(reportAttributes(report));
    const capture = telemetry.captureContent ?? true;
    for (const claim of report.failures)
      span.addEvent(CLAIM_EVENT, claimAttributes(claim, capture));
    for (const issue of report.issues) span.addEvent(ISSUE_EVENT, issueAttributes(issue, capture));
    const meter = (telemetry.meterProvider ?? metrics.getMeterProvider()).getMeter(
      INSTRUMENTATION_NAME,
    );
    const { claims, checks } = instrumentsOf(meter);
    for (const [status, n] of Object.entries(report.counts)) {
      if (n > 0) claims.add(n, { [ATTR.claimStatus]: status });
    }
    checks.add(1, { [ATTR.passed]: report.passed });
    return report;
  } catch (error) {
    // A check that could not run is an error; a check that ran and found
    // ungrounded figures is a result, recorded in the attributes.
    const e = error instanceof Error ? error : new Error(String(error));
    span.recordException(e);
    span.setStatus({ code: SpanStatusCode.ERROR, message: e.message });
    throw error;
  } finally {
    span.end();
  }
}
