import type { JobStats } from "./serve-protocol.js";

/** Upper bounds of the latency histogram's buckets, in seconds. */
const BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60];

interface Histogram {
  readonly counts: number[];
  sum: number;
  count: number;
}

/** What the gauges read at the time of a scrape. */
export interface Gauges {
  /** Requests admitted: being read, waiting for a worker or being checked. */
  readonly inFlight: number;
  /** Requests waiting for a worker. */
  readonly waiting: number;
  /** Workers checking a request. */
  readonly busyWorkers: number;
  readonly workers: number;
}

/**
 * The server's metrics, kept in the process and read at `GET /metrics` in
 * the Prometheus text format: requests by route, method and status, their
 * latency, and the checks' outcomes under the names `@crossfoot/otel`
 * records them by (`crossfoot.checks`, `crossfoot.claims`, written the
 * Prometheus way). Every label takes values from a fixed set (a path
 * that is no route is `unmatched`), so no request can grow them.
 */
export class ServeMetrics {
  private readonly requests = new Map<string, number>();
  private readonly latency = new Map<string, Histogram>();
  private readonly checks = new Map<string, number>();
  private readonly claims = new Map<string, number>();

  /** Count one request's response. */
  request(route: string, method: string, status: number, seconds: number): void {
    const key = labels({ route, method, status: String(status) });
    this.requests.set(key, (this.requests.get(key) ?? 0) + 1);
    const routeKey = labels({ route });
    let h = this.latency.get(routeKey);
    if (!h) {
      h = { counts: BUCKETS.map(() => 0), sum: 0, count: 0 };
      this.latency.set(routeKey, h);
    }
    for (let k = 0; k < BUCKETS.length; k++) {
      if (seconds <= (BUCKETS[k] as number)) h.counts[k] = (h.counts[k] as number) + 1;
    }
    h.sum += seconds;
    h.count++;
  }

  /** Count what a request's checks found. */
  checked(stats: JobStats): void {
    add(this.checks, labels({ passed: "true" }), stats.passed);
    add(this.checks, labels({ passed: "false" }), stats.checks - stats.passed);
    for (const [status, n] of Object.entries(stats.claims)) add(this.claims, labels({ status }), n);
  }

  /** The metrics in the Prometheus text exposition format (version 0.0.4). */
  render(gauges: Gauges): string {
    const out: string[] = [];
    const family = (name: string, type: string, help: string) => {
      out.push(`# HELP ${name} ${help}`, `# TYPE ${name} ${type}`);
    };
    family(
      "crossfoot_http_requests_total",
      "counter",
      "HTTP requests answered, by route, method and status.",
    );
    for (const [key, n] of this.requests) out.push(`crossfoot_http_requests_total${key} ${n}`);
    family(
      "crossfoot_http_request_duration_seconds",
      "histogram",
      "Time from a request's arrival to the end of its response.",
    );
    for (const [key, h] of this.latency) {
      const inner = key.slice(1, -1);
      for (let k = 0; k < BUCKETS.length; k++) {
        out.push(
          `crossfoot_http_request_duration_seconds_bucket{${inner},le="${BUCKETS[k]}"} ${h.counts[k]}`,
        );
      }
      out.push(`crossfoot_http_request_duration_seconds_bucket{${inner},le="+Inf"} ${h.count}`);
      out.push(`crossfoot_http_request_duration_seconds_sum${key} ${h.sum}`);
      out.push(`crossfoot_http_request_duration_seconds_count${key} ${h.count}`);
    }
    family(
      "crossfoot_http_requests_in_flight",
      "gauge",
      "Requests admitted and not yet answered (read, waiting or checked).",
    );
    out.push(`crossfoot_http_requests_in_flight ${gauges.inFlight}`);
    family("crossfoot_http_requests_waiting", "gauge", "Requests waiting for a free worker.");
    out.push(`crossfoot_http_requests_waiting ${gauges.waiting}`);
    family("crossfoot_workers", "gauge", "Worker threads.");
    out.push(`crossfoot_workers ${gauges.workers}`);
    family("crossfoot_workers_busy", "gauge", "Worker threads checking a request.");
    out.push(`crossfoot_workers_busy ${gauges.busyWorkers}`);
    family("crossfoot_checks_total", "counter", "Answers checked, by whether every figure passed.");
    for (const [key, n] of this.checks) out.push(`crossfoot_checks_total${key} ${n}`);
    family("crossfoot_claims_total", "counter", "Figures and references checked, by status.");
    for (const [key, n] of this.claims) out.push(`crossfoot_claims_total${key} ${n}`);
    family("process_resident_memory_bytes", "gauge", "Resident memory of the server process.");
    out.push(`process_resident_memory_bytes ${process.memoryUsage.rss()}`);
    return `${out.join("\n")}\n`;
  }
}

function add(map: Map<string, number>, key: string, n: number): void {
  if (n > 0) map.set(key, (map.get(key) ?? 0) + n);
}

/** `{a="1",b="2"}`, each value escaped as the text format requires. */
function labels(values: Readonly<Record<string, string>>): string {
  const parts = Object.entries(values).map(
    ([k, v]) => `${k}="${v.replace(/\\/g, "\\\\").replace(/"/g, '\\"').replace(/\n/g, "\\n")}"`,
  );
  return `{${parts.join(",")}}`;
}
