import type { ServeSchemas } from "./serve-schemas.js";

type JsonObject = Record<string, unknown>;

const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });
const json = (schema: string, description: string) => ({
  description,
  content: { "application/json": { schema: ref(schema) } },
});
const error = (description: string) => json("Error", description);
const retryAfter = {
  "Retry-After": {
    description: "Seconds to wait before trying again.",
    schema: { type: "integer", minimum: 1 },
  },
};
const busy = {
  ...error(
    "Busy: every worker is checking and the queue is full, or the request waited its whole time limit in the queue; or the server is shutting down.",
  ),
  headers: retryAfter,
};

/** The responses every route that takes a body can give besides its own. */
const bodyErrors = {
  "400": error(
    "Malformed JSON, or a body that breaks the schema (`issues` names each field at fault).",
  ),
  "408": error("The body did not arrive within the time limit."),
  "413": error("The body is larger than the server's limit (--max-body-bytes)."),
  "500": error("An internal error."),
  "503": busy,
  "504": error("The work took longer than the time limit (--timeout-ms)."),
};

/**
 * The OpenAPI 3.1 document of `crossfoot serve`, its schemas generated from
 * the zod schemas the server validates requests with (and, for the report,
 * crossfoot's own `ReportJsonSchema`).
 */
export function openApiDocument(s: ServeSchemas, version: string): JsonObject {
  const { z } = s;
  const schemas: Record<string, JsonObject> = {};
  // Requests are described as they are read, responses as they are written.
  const generate = (io: "input" | "output", entries: Record<string, ServeSchemas["Report"]>) => {
    const registry = z.registry<{ id: string }>();
    for (const [id, schema] of Object.entries(entries)) registry.add(schema, { id });
    const out = z.toJSONSchema(registry, {
      io,
      unrepresentable: "any",
      uri: (id) => `#/components/schemas/${id}`,
    });
    for (const [id, schema] of Object.entries(out.schemas)) {
      // Each is a component of this document, not a document of its own.
      const { $schema: _schema, $id: _id, ...rest } = schema as JsonObject;
      schemas[id] = rest;
    }
  };
  generate("input", {
    CheckRequest: s.CheckRequest,
    GateRequest: s.GateRequest,
    EvalCase: s.EvalCase,
  });
  generate("output", {
    Report: s.Report,
    GateResponse: s.GateResponse,
    EvalResponse: s.EvalResponse,
    Error: s.ErrorBody,
    Status: s.Status,
  });

  return {
    openapi: "3.1.0",
    info: {
      title: "crossfoot",
      version,
      description:
        "Checks every number in an LLM's answer against the sources it was written from: each figure must be a source value, a rounding of one, or a derivation of source values. Deterministic; no model calls. Started with `crossfoot serve`.",
      license: { name: "MIT", identifier: "MIT" },
    },
    paths: {
      "/v1/check": {
        post: {
          operationId: "check",
          summary: "Check an answer against its sources",
          description:
            "The report of crossfoot's check(): `report.toJSON()`, which validates against `ReportJsonSchema`.",
          requestBody: {
            required: true,
            content: { "application/json": { schema: ref("CheckRequest") } },
          },
          responses: { "200": json("Report", "The report."), ...bodyErrors },
        },
      },
      "/v1/gate": {
        post: {
          operationId: "gate",
          summary: "Gate an answer: remove the sentences whose figures fail",
          description:
            "crossfoot's gate() without a judge: each sentence whose figures fail is removed, the rest kept as written, and the whole answer withheld when less than keepRatio of it survives.",
          requestBody: {
            required: true,
            content: { "application/json": { schema: ref("GateRequest") } },
          },
          responses: {
            "200": json("GateResponse", "The gate's outcome and the report."),
            ...bodyErrors,
          },
        },
      },
      "/v1/eval": {
        post: {
          operationId: "eval",
          summary: "Run a labelled case set",
          description:
            "A JSONL body, one case a line in the format `crossfoot eval` reads (each line is an EvalCase), gives the JSON `crossfoot eval --json` prints for the same cases. A case that names a sources_file is refused with 400: the server reads no files.",
          requestBody: {
            required: true,
            content: {
              "application/x-ndjson": { schema: ref("EvalCase") },
              "application/jsonl": { schema: ref("EvalCase") },
            },
          },
          responses: {
            "200": json("EvalResponse", "The results, as crossfoot eval --json prints them."),
            ...bodyErrors,
          },
        },
      },
      "/healthz": {
        get: {
          operationId: "healthz",
          summary: "Liveness: the process is up",
          responses: { "200": json("Status", "Alive.") },
        },
      },
      "/readyz": {
        get: {
          operationId: "readyz",
          summary: "Readiness: the server takes work",
          responses: {
            "200": json("Status", "Ready."),
            "503": json("Status", "Not ready: shutting down."),
          },
        },
      },
      "/metrics": {
        get: {
          operationId: "metrics",
          summary: "Request counts and latencies, in the Prometheus text format",
          responses: {
            "200": {
              description: "The metrics.",
              content: { "text/plain; version=0.0.4": { schema: { type: "string" } } },
            },
          },
        },
      },
      "/openapi.json": {
        get: {
          operationId: "openapi",
          summary: "This document",
          responses: {
            "200": {
              description: "The OpenAPI 3.1 document.",
              content: { "application/json": { schema: { type: "object" } } },
            },
          },
        },
      },
    },
    components: { schemas },
  };
}
