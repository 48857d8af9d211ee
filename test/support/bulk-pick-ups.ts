import type { Row, RowStore } from './row-store';

/**
 * Many paid pick-up orders at once, for the benchmark and the load tests: a real order made
 * through the API (a template) is copied row by row straight into the database (SQLite or
 * PostgreSQL, see row-store.ts), so every column the app writes is there, in seconds instead
 * of the minutes 100,000 orders take over HTTP.
 */

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
export async function bulkPickUps(
  store: RowStore,
  options: { templateOrderId: number; count: number; customers?: number; spacingMs?: number },
): Promise<BulkPickUps> {
  const { templateOrderId, count } = options;
  const customers = Math.max(1, options.customers ?? 1);
  const spacing = options.spacingMs ?? 90_000;
  const now = Date.now();

  const customer = await store.template(
    'customer',
    `id = (select customer_id from shop_order where id = ${Number(templateOrderId)})`,
  );
  const customerBase = await store.maxId('customer');
  const customerIds = [Number(customer.id)];
  const order = await store.template('shop_order', `id = ${Number(templateOrderId)}`);
  const code = await store.template('pick_up_code', `order_id = ${Number(templateOrderId)}`);
  const line = await store.template('order_line', `order_id = ${Number(templateOrderId)}`);
  const keys: string[] = [];

  const newCustomers: Row[] = [];
  for (let i = 1; i < customers; i++) {
    newCustomers.push({
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
  await store.insertAll('customer', newCustomers);
  const orderBase = await store.maxId('shop_order');
  const codeBase = await store.maxId('pick_up_code');
  const lineBase = await store.maxId('order_line');
  const numberBase = await store.scalar('select max(order_number) from shop_order');
  const orders: Row[] = [];
  const codes: Row[] = [];
  const lines: Row[] = [];
  for (let i = 1; i <= count; i++) {
    const createdAt = now - (count - i + 1) * spacing;
    // 9 then 11 digits: never one of the app's own random keys drawn so far by chance,
    // since those are checked for uniqueness by the same unique index.
    const key = `9${String(codeBase + i).padStart(11, '0')}`;
    keys.push(key);
    const customerId = customerIds[i % customers]!;
    orders.push({
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
    lines.push({ ...line, id: lineBase + i, order_id: orderBase + i });
    codes.push({
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
  await store.insertAll('shop_order', orders);
  // The app numbers orders from its counter: past the ones written here.
  await store.exec(`update counter set value = ${numberBase + count} where name = 'order_number'`);
  await store.insertAll('order_line', lines);
  await store.insertAll('pick_up_code', codes);
  return { keys, customerIds };
}
