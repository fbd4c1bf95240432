import { context, metrics, SpanStatusCode, trace } from "@opentelemetry/api";
import { AsyncLocalStorageContextManager } from "@opentelemetry/context-async-hooks";
import { check, STATUSES } from "crossfoot";
import { afterEach, describe, expect, it } from "vitest";
import {
  CLAIM_EVENT,
  checkWithTelemetry,
  INSTRUMENTATION_NAME,
  InstrumentedChecker,
  ISSUE_EVENT,
  SPAN_NAME,
} from "../src/index.js";
import { inMemoryTelemetry } from "./telemetry.js";

const sources = [
  { id: "R1", fields: { revenue_2023: 2_870_000_000, revenue_2024: 3_214_000_000 } },
  { id: "R2", text: "Acme employed 1,850 people at the end of FY2024." },
];
const GOOD = "Revenue grew 12% to $3.2bn [R1]. Acme had 1,850 employees [R2].";
const BAD = "Revenue grew 21% to $3.2bn [R1]. Acme had 1,850 employees [R1].";

let telemetry = inMemoryTelemetry();
afterEach(async () => {
  await telemetry.shutdown();
  trace.disable();
  metrics.disable();
  context.disable();
  telemetry = inMemoryTelemetry();
});

describe("InstrumentedChecker with the OpenTelemetry SDK's in-memory exporters", () => {
  it("emits one crossfoot.check span per call, with counts overall and per status", () => {
    const { tracerProvider, meterProvider, spans } = telemetry;
    const checker = new InstrumentedChecker(sources, {}, { tracerProvider, meterProvider });
    const good = checker.check(GOOD);
    const bad = checker.check(BAD);
    expect(good.passed).toBe(true);
    expect(bad.passed).toBe(false);

    const finished = spans.getFinishedSpans();
    expect(finished.map((s) => s.name)).toEqual([SPAN_NAME, SPAN_NAME]);
    expect(finished[0]?.instrumentationScope.name).toBe(INSTRUMENTATION_NAME);
    const [first, second] = finished.map((s) => s.attributes);
    expect(first).toMatchObject({
      "crossfoot.passed": true,
      "crossfoot.score": 1,
      "crossfoot.claims.total": 3,
      "crossfoot.claims.passed": 3,
      "crossfoot.claims.failed": 0,
      "crossfoot.claims.status.derived": 1,
      "crossfoot.claims.status.supported_rounded": 1,
      "crossfoot.claims.status.supported_exact": 1,
      "crossfoot.claims.status.unsupported": 0,
      "crossfoot.issues": 0,
      "crossfoot.answer.length": GOOD.length,
      "crossfoot.sources.records": 2,
      "crossfoot.sources.diagnostics": 0,
    });
    expect(second).toMatchObject({
      "crossfoot.passed": false,
      "crossfoot.claims.total": 3,
      "crossfoot.claims.passed": 1,
      "crossfoot.claims.failed": 2,
      "crossfoot.claims.status.unsupported": 1,
      "crossfoot.claims.status.wrong_record": 1,
      "crossfoot.claims.status.supported_rounded": 1,
    });
    expect(second?.["crossfoot.score"]).toBeCloseTo(1 / 3);
    // Every status has an attribute, zeros included.
    for (const status of STATUSES) {
      expect(typeof second?.[`crossfoot.claims.status.${status}`]).toBe("number");
    }
    expect(finished.every((s) => s.status.code === SpanStatusCode.UNSET)).toBe(true);
  });

  it("adds an event per failing claim with its status, value, offsets and evidence", () => {
    const { tracerProvider, meterProvider, spans } = telemetry;
    new InstrumentedChecker(sources, {}, { tracerProvider, meterProvider }).check(BAD);
    const [span] = spans.getFinishedSpans();
    const events = span?.events ?? [];
    expect(events.map((e) => e.name)).toEqual([CLAIM_EVENT, CLAIM_EVENT]);
    expect(events[0]?.attributes).toEqual({
      "crossfoot.claim.status": "unsupported",
      "crossfoot.claim.kind": "percent",
      "crossfoot.claim.value": 21,
      "crossfoot.claim.start": 13,
      "crossfoot.claim.end": 16,
      "crossfoot.claim.sentence": 0,
      "crossfoot.claim.cited": ["R1"],
      "crossfoot.claim.text": "21%",
      "crossfoot.claim.evidence": "no source value or derivation matches at the stated precision",
    });
    expect(events[1]?.attributes?.["crossfoot.claim.status"]).toBe("wrong_record");
    expect(events[1]?.attributes?.["crossfoot.claim.evidence"]).toContain("value is in [R2]");
    expect(BAD.slice(13, 16)).toBe("21%");
  });

  it("leaves the figures' text and evidence out with captureContent: false", () => {
    const { tracerProvider, meterProvider, spans } = telemetry;
    checkWithTelemetry(
      "Revenue was $9.9bn [R9].",
      sources,
      {},
      {
        tracerProvider,
        meterProvider,
        captureContent: false,
      },
    );
    const events = spans.getFinishedSpans()[0]?.events ?? [];
    expect(events.map((e) => e.name)).toEqual([CLAIM_EVENT, ISSUE_EVENT]);
    for (const e of events) {
      expect(Object.keys(e.attributes ?? {}).some((k) => /text|evidence|message/.test(k))).toBe(
        false,
      );
    }
    expect(events[1]?.attributes?.["crossfoot.issue.type"]).toBe("unknown_citation");
  });

  it("counts claims by status and checks by outcome", async () => {
    const { tracerProvider, meterProvider, counter } = telemetry;
    const checker = new InstrumentedChecker(sources, {}, { tracerProvider, meterProvider });
    checker.check(GOOD);
    checker.check(BAD);
    checker.check(BAD);
    expect(await telemetry.counter("crossfoot.claims")).toEqual({
      '{"crossfoot.claim.status":"derived"}': 1,
      '{"crossfoot.claim.status":"supported_exact"}': 1,
      '{"crossfoot.claim.status":"supported_rounded"}': 3,
      '{"crossfoot.claim.status":"unsupported"}': 2,
      '{"crossfoot.claim.status":"wrong_record"}': 2,
    });
    expect(await counter("crossfoot.checks")).toEqual({
      '{"crossfoot.passed":true}': 1,
      '{"crossfoot.passed":false}': 2,
    });
    const claims = telemetry.metricExporter
      .getMetrics()
      .at(-1)
      ?.scopeMetrics.flatMap((s) => s.metrics)
      .find((m) => m.descriptor.name === "crossfoot.claims");
    expect(claims?.descriptor.unit).toBe("{claim}");
  });

  it("returns the same report as crossfoot's check()", () => {
    const { tracerProvider, meterProvider } = telemetry;
    const report = checkWithTelemetry(
      BAD,
      sources,
      { requireCitations: true },
      {
        tracerProvider,
        meterProvider,
      },
    );
    expect(report.toJSON()).toEqual(check(BAD, sources, { requireCitations: true }).toJSON());
  });

  it("uses the global providers registered after the checker was made, under the active span", async () => {
    const checker = new InstrumentedChecker(sources);
    context.setGlobalContextManager(new AsyncLocalStorageContextManager().enable());
    trace.setGlobalTracerProvider(telemetry.tracerProvider);
    metrics.setGlobalMeterProvider(telemetry.meterProvider);
    const tracer = trace.getTracer("app");
    tracer.startActiveSpan("answer question", (parent) => {
      checker.check(GOOD);
      parent.end();
    });
    const finished = telemetry.spans.getFinishedSpans();
    const checkSpan = finished.find((s) => s.name === SPAN_NAME);
    const parent = finished.find((s) => s.name === "answer question");
    expect(checkSpan?.parentSpanContext?.spanId).toBe(parent?.spanContext().spanId);
    expect(checkSpan?.spanContext().traceId).toBe(parent?.spanContext().traceId);
    expect(await telemetry.counter("crossfoot.checks")).toEqual({ '{"crossfoot.passed":true}': 1 });
  });

  it("records a check that cannot run as an error span, and still throws", () => {
    const { tracerProvider, meterProvider, spans } = telemetry;
    const checker = new InstrumentedChecker(sources, {}, { tracerProvider, meterProvider });
    expect(() => checker.check(42 as never)).toThrow("the answer must be a string, got number");
    expect(() =>
      checkWithTelemetry(GOOD, sources, { requireCitation: true } as never, {
        tracerProvider,
        meterProvider,
      }),
    ).toThrow("invalid option");
    const finished = spans.getFinishedSpans();
    expect(finished).toHaveLength(2);
    for (const span of finished) {
      expect(span.status.code).toBe(SpanStatusCode.ERROR);
      expect(span.events.map((e) => e.name)).toEqual(["exception"]);
      expect(span.attributes["crossfoot.passed"]).toBeUndefined();
    }
  });

  it("counts what it could not read in the sources", () => {
    const { tracerProvider, meterProvider, spans } = telemetry;
    checkWithTelemetry(
      GOOD,
      [...sources, { id: "R3", feilds: {} }],
      {},
      {
        tracerProvider,
        meterProvider,
      },
    );
    expect(spans.getFinishedSpans()[0]?.attributes["crossfoot.sources.diagnostics"]).toBe(1);
  });
});
