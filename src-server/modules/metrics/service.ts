import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import { perContext, type AppContext } from '../../context';
import { poolFigures } from '../../db/pool-figures';
import { hashingLineFigures } from '../../lib/passwords';
import type { LineFigures, LineName } from '../../lib/waiting-line';
import { webhookBacklog } from '../webhooks';

/** The label of a status: `2xx`, `4xx`, `5xx`. */
export const statusClass = (status: number) => `${Math.floor(status / 100)}xx`;

/** Seconds; from a cached read (a few ms) to an import or an export (seconds). */
const DURATION_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30];

/**
 * The figures of one app instance (docs/DEPLOYMENT.md, "Metrics"), in a registry of its own,
 * not prom-client's global one: several apps in one process (tests, the desktop app's
 * restarts) each count their own.
 */
export const metricsOf = perContext((ctx: AppContext) => {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });

  const requests = new Counter({
    name: 'shopdesk_http_requests_total',
    help: 'Answered requests by method, route pattern and status class.',
    labelNames: ['method', 'route', 'status_class'] as const,
    registers: [registry],
  });
  const durations = new Histogram({
    name: 'shopdesk_http_request_duration_seconds',
    help: 'Time from the request to the end of its answer.',
    labelNames: ['method', 'route', 'status_class'] as const,
    buckets: DURATION_BUCKETS,
    registers: [registry],
  });
  const pickUps = new Counter({
    name: 'shopdesk_pick_up_operations_total',
    help: 'Pick-up checks, consumes and rollbacks by outcome: ok, or the refusal code.',
    labelNames: ['operation', 'outcome'] as const,
    registers: [registry],
  });
  const attempts = new Counter({
    name: 'shopdesk_webhook_attempts_total',
    help: 'Webhook delivery attempts made by this process, by kind and outcome.',
    labelNames: ['kind', 'outcome'] as const,
    registers: [registry],
  });
  registerBacklog(registry, ctx);
  const pool = poolFigures(ctx.database);
  registerDatabase(registry, pool);
  registerLines(registry, pool.connectionLine);
  return { registry, requests, durations, pickUps, attempts };
});

/** Counts an answered request by its route's pattern. */
export function countRequest(
  ctx: AppContext,
  method: string,
  route: string,
  status: number,
  seconds: number,
) {
  const labels = { method, route, status_class: statusClass(status) };
  const { requests, durations } = metricsOf(ctx);
  requests.inc(labels);
  durations.observe(labels, seconds);
}

/** Counts a pick-up check, consume or rollback by outcome. */
export function countPickUp(ctx: AppContext, operation: string, outcome: string) {
  metricsOf(ctx).pickUps.inc({ operation, outcome });
}

/** Counts a webhook attempt of this process. */
export function countWebhookAttempt(ctx: AppContext, kind: string, outcome: string) {
  metricsOf(ctx).attempts.inc({ kind, outcome });
}

/** The figures in the Prometheus text format, and its content type. */
export async function scrape(ctx: AppContext) {
  const { registry } = metricsOf(ctx);
  return { text: await registry.metrics(), contentType: registry.contentType };
}

function registerBacklog(registry: Registry, ctx: AppContext) {
  // Both read by one query per scrape: the depth's collect fills the age too.
  const age = new Gauge({
    name: 'shopdesk_webhook_oldest_due_age_seconds',
    help: 'How long the oldest due webhook delivery has waited (0: none waiting).',
    registers: [registry],
  });
  new Gauge({
    name: 'shopdesk_webhook_queue_depth',
    help: 'Webhook deliveries still to be made (all processes).',
    registers: [registry],
    async collect() {
      const backlog = await webhookBacklog(ctx);
      this.set(backlog.pending);
      age.set(backlog.oldestDueAgeMs / 1000);
    },
  });
}

/** The connection pool (PostgreSQL) and retried transactions (db/pool-figures.ts). */
function registerDatabase(registry: Registry, pool: ReturnType<typeof poolFigures>) {
  const gauge = (name: string, help: string, read: () => number) =>
    new Gauge({
      name,
      help,
      registers: [registry],
      collect() {
        this.set(read());
      },
    });
  gauge('shopdesk_db_pool_size', 'Connections the pool may open.', pool.size);
  gauge('shopdesk_db_pool_connections', 'Connections open now.', pool.connections);
  gauge('shopdesk_db_pool_in_use', 'Connections lent to a query or a transaction now.', pool.inUse);
  gauge('shopdesk_db_pool_waiting', 'Queries waiting for a free connection now.', pool.waiting);
  let counted = 0;
  new Counter({
    name: 'shopdesk_db_transaction_retries_total',
    help: 'Transactions run again after losing a serialization conflict (PostgreSQL).',
    registers: [registry],
    collect() {
      // A counter only goes up: it is given what was retried since the last scrape.
      const total = pool.transactionRetries();
      this.inc(total - counted);
      counted = total;
    },
  });
}

/**
 * docs/DESIGN.md §13, "At the peak": the lines a request may wait in, apart from outages. A
 * refusal for the wait is overload (`shopdesk_busy_total`), never counted as the database
 * being unavailable; the oldest waiter's wait shows a line filling before anyone is refused.
 */
function registerLines(registry: Registry, connectionLine: (() => LineFigures) | null) {
  const lines: [LineName, () => LineFigures][] = [['hashing', hashingLineFigures]];
  if (connectionLine) lines.push(['database', connectionLine]);
  const read = () => lines.map(([line, figures]) => [line, figures()] as const);
  // The hashing line is the process's: this registry counts the refusals from its own start.
  const counted = new Map(read().map(([line, figures]) => [line, figures.refused]));
  new Counter({
    name: 'shopdesk_busy_total',
    help: 'Requests answered 503 busy because their wait in a line passed its budget.',
    labelNames: ['line'] as const,
    registers: [registry],
    collect() {
      for (const [line, figures] of read()) {
        this.inc({ line }, figures.refused - (counted.get(line) ?? 0));
        counted.set(line, figures.refused);
      }
    },
  });
  new Gauge({
    name: 'shopdesk_line_waiting',
    help: 'Requests waiting in a line now.',
    labelNames: ['line'] as const,
    registers: [registry],
    collect() {
      for (const [line, figures] of read()) this.set({ line }, figures.waiting);
    },
  });
  new Gauge({
    name: 'shopdesk_line_wait_seconds',
    help: 'How long the oldest request waiting in a line has waited now (0: none waits).',
    labelNames: ['line'] as const,
    registers: [registry],
    collect() {
      for (const [line, figures] of read()) this.set({ line }, figures.oldestWaitMs / 1000);
    },
  });
}
