import type { LineFigures } from '../lib/waiting-line';
import type { PostgresAppDatabase } from './postgres';
import type { AppDatabase } from './types';

/**
 * The database's figures the metrics read at each scrape (docs/DEPLOYMENT.md, "Metrics"): the
 * PostgreSQL pool's connections, its retried transactions and the line for a connection.
 * SQLite has one connection, always open, never waited for, and retries nothing.
 */
export function poolFigures(database: AppDatabase) {
  const pg = database.dialect === 'postgres' ? (database as PostgresAppDatabase) : null;
  return {
    /** Connections the pool may open. */
    size: () => (pg ? (pg.pool.options.max ?? 10) : 1),
    /** Connections open now. */
    connections: () => (pg ? pg.pool.totalCount : 1),
    /** Connections lent to a query or a transaction now. */
    inUse: () => (pg ? pg.pool.totalCount - pg.pool.idleCount : 0),
    /** Queries waiting for a free connection now. */
    waiting: () => (pg ? pg.pool.waitingCount : 0),
    /** Transactions run again after losing a serialization conflict, since the start. */
    transactionRetries: () => (pg ? pg.transactionRetries() : 0),
    /** The line of requests waiting for a connection (docs/DESIGN.md §13), or null (SQLite). */
    connectionLine: pg ? (): LineFigures => pg.connectionLine.figures() : null,
  };
}
