import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { AppDatabase, PostgresAppDatabase } from '../../db';
import { hashingLineFigures } from '../../lib/passwords';
import type { LineFigures, LineName } from '../../lib/waiting-line';

/** What the metrics read from the webhooks area at each scrape. */
export interface WebhookFigures {
  backlog(): Promise<{ pending: number; oldestDueAgeMs: number }>;
}

/** The label of a status: `2xx`, `4xx`, `5xx`. */
export const statusClass = (status: number) => `${Math.floor(status / 100)}xx`;

/** Seconds; from a cached read (a few ms) to an import or an export (seconds). */
const DURATION_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30];

/**
 * The figures of one app instance (docs/DEPLOYMENT.md, "Metrics"), in a registry of its own,
 * not prom-client's global one: several apps in one process (tests, the desktop app's
 * restarts) each count their own.
 */
export function createMetrics(deps: { database: AppDatabase; webhooks: WebhookFigures }) {
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
  registerBacklog(registry, deps.webhooks);
  registerDatabase(registry, deps.database);
  registerLines(registry, deps.database);

  return {
    registry,
    request(method: string, route: string, status: number, seconds: number) {
      const labels = { method, route, status_class: statusClass(status) };
      requests.inc(labels);
      durations.observe(labels, seconds);
    },
    pickUp(operation: string, outcome: string) {
      pickUps.inc({ operation, outcome });
    },
    webhookAttempt(kind: string, outcome: string) {
      attempts.inc({ kind, outcome });
    },
    scrape: () => registry.metrics(),
    contentType: registry.contentType,
  };
}

export type Metrics = ReturnType<typeof createMetrics>;

function registerBacklog(registry: Registry, webhooks: WebhookFigures) {
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
      const backlog = await webhooks.backlog();
      this.set(backlog.pending);
      age.set(backlog.oldestDueAgeMs / 1000);
    },
  });
}

/** The connection pool (PostgreSQL) and retried transactions; SQLite has one connection. */
function registerDatabase(registry: Registry, database: AppDatabase) {
  const pg = database.dialect === 'postgres' ? (database as PostgresAppDatabase) : null;
  const gauge = (name: string, help: string, read: () => number) =>
    new Gauge({
      name,
      help,
      registers: [registry],
      collect() {
        this.set(read());
      },
    });
  gauge('shopdesk_db_pool_size', 'Connections the pool may open.', () =>
    pg ? (pg.pool.options.max ?? 10) : 1,
  );
  gauge('shopdesk_db_pool_connections', 'Connections open now.', () =>
    pg ? pg.pool.totalCount : 1,
  );
  gauge('shopdesk_db_pool_in_use', 'Connections lent to a query or a transaction now.', () =>
    pg ? pg.pool.totalCount - pg.pool.idleCount : 0,
  );
  gauge('shopdesk_db_pool_waiting', 'Queries waiting for a free connection now.', () =>
    pg ? pg.pool.waitingCount : 0,
  );
  let counted = 0;
  new Counter({
    name: 'shopdesk_db_transaction_retries_total',
    help: 'Transactions run again after losing a serialization conflict (PostgreSQL).',
    registers: [registry],
    collect() {
      // A counter only goes up: it is given what was retried since the last scrape.
      const total = pg ? pg.transactionRetries() : 0;
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
function registerLines(registry: Registry, database: AppDatabase) {
  const pg = database.dialect === 'postgres' ? (database as PostgresAppDatabase) : null;
  const lines: [LineName, () => LineFigures][] = [['hashing', hashingLineFigures]];
  if (pg) lines.push(['database', () => pg.connectionLine.figures()]);
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
