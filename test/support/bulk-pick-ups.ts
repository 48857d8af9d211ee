import SqliteDatabase from 'better-sqlite3';

/**
 * Many paid pick-up orders at once, for the benchmark and the load tests: a real order made
 * through the API (a template) is copied row by row straight into the database, so every
 * column the app writes is there, in seconds instead of the minutes 100,000 orders take over
 * HTTP. Writes with its own connection (the server may be running: SQLite serialises writers).
 */

export type Row = Record<string, unknown>;

/** A prepared INSERT of every column of `table`, taking a row object (template + overrides). */
export function inserter(sqlite: SqliteDatabase.Database, table: string) {
  const columns = (sqlite.pragma(`table_info(${table})`) as { name: string }[]).map((c) => c.name);
  const statement = sqlite.prepare(
    `insert into "${table}" (${columns.map((c) => `"${c}"`).join(', ')}) values (${columns
      .map((c) => `@${c}`)
      .join(', ')})`,
  );
  return (row: Row) => statement.run(Object.fromEntries(columns.map((c) => [c, row[c] ?? null])));
}

export const templateOf = (sqlite: SqliteDatabase.Database, table: string, where: string) =>
  sqlite.prepare(`select * from "${table}" where ${where}`).get() as Row;

export const maxId = (sqlite: SqliteDatabase.Database, table: string) =>
  (sqlite.prepare(`select coalesce(max(id), 0) as n from "${table}"`).get() as { n: number }).n;

export interface BulkPickUps {
  /** The new codes' keys, oldest first. */
  keys: string[];
  /** Every customer of the orders (the template's first). */
  customerIds: number[];
}

/**
 * `count` copies of the template order (paid, pick-up; its first line) with an `unused` code each, spread over
 * `customers` customers (copies of the template's customer), created over the last
 * `count × spacingMs` milliseconds. The keys are 12 digits, distinct, and start with 9.
 */
export function bulkPickUps(
  sqlite: SqliteDatabase.Database,
  options: { templateOrderId: number; count: number; customers?: number; spacingMs?: number },
): BulkPickUps {
  const { templateOrderId, count } = options;
  const customers = Math.max(1, options.customers ?? 1);
  const spacing = options.spacingMs ?? 90_000;
  const now = Date.now();

  const customer = templateOf(
    sqlite,
    'customer',
    `id = (select customer_id from shop_order where id = ${Number(templateOrderId)})`,
  );
  const insertCustomer = inserter(sqlite, 'customer');
  const customerBase = maxId(sqlite, 'customer');
  const customerIds = [customer.id as number];
  const order = templateOf(sqlite, 'shop_order', `id = ${Number(templateOrderId)}`);
  const code = templateOf(sqlite, 'pick_up_code', `order_id = ${Number(templateOrderId)}`);
  const line = templateOf(sqlite, 'order_line', `order_id = ${Number(templateOrderId)}`);
  const insertOrder = inserter(sqlite, 'shop_order');
  const insertLine = inserter(sqlite, 'order_line');
  const insertCode = inserter(sqlite, 'pick_up_code');
  const keys: string[] = [];

  sqlite.transaction(() => {
    for (let i = 1; i < customers; i++) {
      insertCustomer({
        ...customer,
        id: customerBase + i,
        mobile: `139${String(customerBase + i).padStart(8, '0')}`,
        full_name: `顾客${customerBase + i}`,
        email: null,
        points: 0,
        earned_points: 0,
        created_at: now,
        updated_at: now,
      });
      customerIds.push(customerBase + i);
    }
    const orderBase = maxId(sqlite, 'shop_order');
    const codeBase = maxId(sqlite, 'pick_up_code');
    const lineBase = maxId(sqlite, 'order_line');
    const numberBase = (
      sqlite.prepare('select max(order_number) as n from shop_order').get() as { n: number }
    ).n;
    for (let i = 1; i <= count; i++) {
      const createdAt = now - (count - i + 1) * spacing;
      // 9 then 11 digits: never one of the app's own random keys drawn so far by chance,
      // since those are checked for uniqueness by the same unique index.
      const key = `9${String(codeBase + i).padStart(11, '0')}`;
      keys.push(key);
      const customerId = customerIds[i % customers]!;
      insertOrder({
        ...order,
        id: orderBase + i,
        customer_id: customerId,
        order_number: numberBase + i,
        token: `bulk-order-${orderBase + i}`,
        created_at: createdAt,
        updated_at: createdAt,
        paid_at: createdAt,
      });
      // The sales report reads what the orders sold.
      insertLine({ ...line, id: lineBase + i, order_id: orderBase + i });
      insertCode({
        ...code,
        id: codeBase + i,
        key,
        key_status: 'unused',
        used_at: null,
        used_by_id: null,
        customer_id: customerId,
        order_id: orderBase + i,
        order_number: numberBase + i,
        expires_at: now + 30 * 24 * 3600 * 1000,
        created_at: createdAt,
        updated_at: createdAt,
      });
    }
  })();
  return { keys, customerIds };
}
