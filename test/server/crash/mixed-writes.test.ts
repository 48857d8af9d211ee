import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildServerBundle,
  httpClient,
  MANAGER_ARGS,
  preparePickUps,
  startChildServer,
  type ChildServer,
  type ServerBundle,
} from '../../support/serve-child';

/**
 * SIGKILL at random moments during mixed writes (orders created and paid, consumes,
 * rollbacks, product creates and publishes), then a restart on the same data dir, again and
 * again. After each restart: the database is intact, every write that was answered is there,
 * and the outbox holds exactly one event per paid order and per published product.
 *
 * `npm test` runs 20 trials; `npm run soak` runs 100 (SHOPDESK_CRASH_TRIALS). The random
 * choices come from SHOPDESK_CRASH_SEED (printed; a failure names it to replay the run).
 */

const TRIALS = Number(process.env.SHOPDESK_CRASH_TRIALS ?? 20);
const SEED = Number(process.env.SHOPDESK_CRASH_SEED ?? Math.floor(Math.random() * 2 ** 31));
const WORKERS = 6;
/** The kill comes this long after the writes start (ms), uniformly. */
const KILL_AFTER = [40, 700] as const;

/** mulberry32: a small seeded generator. */
function generator(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    between: (low: number, high: number) => low + Math.floor(next() * (high - low + 1)),
    pick: <T>(list: readonly T[]) => list[Math.floor(next() * list.length)]!,
  };
}

/**
 * What the test knows of each thing it wrote: the state the last answered write left, and a
 * state a write in flight at the kill may have left instead (null: none in doubt).
 */
interface Known<S> {
  state: S;
  doubt: S | null;
  busy: boolean;
}
type OrderState = 'pending' | 'paid';
type CodeState = 'unused' | 'used';
type ProductState = 'draft' | 'published';

let bundle: ServerBundle;
let dataDir: string;
let server: ChildServer | null = null;

beforeAll(async () => {
  bundle = await buildServerBundle();
  dataDir = mkdtempSync(join(tmpdir(), 'shopdesk-crash-mixed-'));
}, 120_000);

afterAll(async () => {
  await server?.kill();
  bundle?.remove();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('SIGKILL during mixed writes, then restart', () => {
  it(`${TRIALS} trials: intact database, no answered write lost, outbox exactly in step`, async () => {
    console.log(`crash trials: ${TRIALS}, seed ${SEED} (SHOPDESK_CRASH_SEED=${SEED} replays it)`);
    const random = generator(SEED);
    const where = (trial: number) => `seed ${SEED}, trial ${trial}`;

    server = await startChildServer(bundle.cli, dataDir, MANAGER_ARGS);
    const prepared = await preparePickUps(server.url, 0);
    const managerToken = await prepared.http.login('boss', 'boss-password');
    const stock = await prepared.http.ok('POST', '/api/shopfront/product/', {
      title: 'Crash test stock',
      published: true,
      variants: [{ price: '12.50', inventory_quantity: 1_000_000 }],
    });
    const variantId = stock.variants[0].id as number;

    const orders = new Map<number, Known<OrderState>>();
    const codes = new Map<string, Known<CodeState>>();
    const codeOrder = new Map<string, number>();
    const products = new Map<number, Known<ProductState>>();
    let customers = 0;
    let answered = 0;
    let inDoubt = 0;

    for (let trial = 0; trial < TRIALS; trial++) {
      const url = server.url;
      const manager = httpClient(url);
      manager.useToken(managerToken);
      let killed = false;

      /** One write; null when the connection died (the write is in doubt). */
      async function send(method: string, path: string, body: unknown, token: string) {
        try {
          return await manager.call(method, path, body, token);
        } catch {
          if (!killed)
            throw new Error(`${method} ${path} failed before the kill (${where(trial)})`);
          return null;
        }
      }

      const free = <K, S>(map: Map<K, Known<S>>, state: S) =>
        [...map].filter(
          ([, known]) => !known.busy && known.doubt === null && known.state === state,
        );

      /** Runs a write on a known thing: answered → its new state; no answer → in doubt. */
      async function transition<S>(
        known: Known<S>,
        target: S,
        write: () => Promise<{ status: number; body: Record<string, unknown> } | null>,
        after?: (body: Record<string, unknown>) => Promise<void>,
      ) {
        known.busy = true;
        const response = await write();
        known.busy = false;
        if (response === null) {
          known.doubt = target;
          inDoubt++;
          return;
        }
        expect(response.status, `${JSON.stringify(response.body)} (${where(trial)})`).toBe(200);
        known.state = target;
        answered++;
        if (after) await after(response.body);
      }

      const operations: Record<string, () => Promise<void>> = {
        async order() {
          const n = ++customers;
          const response = await send(
            'POST',
            '/api/orders/order/',
            {
              customer: { mobile: `137${String(n).padStart(8, '0')}`, full_name: `顾客${n}` },
              selected_channel: 'pick_up',
              pick_up_shop_id: prepared.storeId,
              lines: [{ variant_id: variantId, quantity: 1 }],
            },
            managerToken,
          );
          if (response === null) return void inDoubt++;
          expect(response.status, `${JSON.stringify(response.body)} (${where(trial)})`).toBe(201);
          orders.set(response.body.id, { state: 'pending', doubt: null, busy: false });
          answered++;
        },
        async pay() {
          const candidates = free(orders, 'pending');
          if (candidates.length === 0) return operations.order!();
          const [id, known] = random.pick(candidates);
          await transition(
            known,
            'paid',
            () => send('POST', `/api/orders/order/${id}/pay/`, undefined, managerToken),
            async () => {
              const page = await send(
                'GET',
                `/api/orders/pick_up_code/?service_order_id=${id}`,
                undefined,
                managerToken,
              );
              if (page === null) return;
              const key = page.body.results[0].key as string;
              codes.set(key, { state: 'unused', doubt: null, busy: false });
              codeOrder.set(key, id as number);
            },
          );
        },
        async consume() {
          const candidates = free(codes, 'unused');
          if (candidates.length === 0) return operations.pay!();
          const [key, known] = random.pick(candidates);
          await transition(known, 'used', () =>
            send('POST', '/api/orders/pick_up_code/consume/', { key }, prepared.clerkToken),
          );
        },
        async rollback() {
          const candidates = free(codes, 'used');
          if (candidates.length === 0) return operations.consume!();
          const [key, known] = random.pick(candidates);
          await transition(known, 'unused', () =>
            send('POST', '/api/orders/pick_up_code/rollback/', { key }, prepared.clerkToken),
          );
        },
        async product() {
          const publish = random.next() < 0.3;
          const response = await send(
            'POST',
            '/api/shopfront/product/',
            {
              title: `保温杯 ${trial}-${random.between(0, 1e9)}`,
              published: publish,
              variants: [{ price: '9.90', inventory_quantity: 5 }],
            },
            managerToken,
          );
          if (response === null) return void inDoubt++;
          expect(response.status, `${JSON.stringify(response.body)} (${where(trial)})`).toBe(201);
          products.set(response.body.id, {
            state: publish ? 'published' : 'draft',
            doubt: null,
            busy: false,
          });
          answered++;
        },
        async publish() {
          const candidates = free(products, 'draft');
          if (candidates.length === 0) return operations.product!();
          const [id, known] = random.pick(candidates);
          await transition(known, 'published', () =>
            send('PATCH', `/api/shopfront/product/${id}/`, { published: true }, managerToken),
          );
        },
      };
      const mix = ['order', 'pay', 'pay', 'consume', 'consume', 'rollback', 'product', 'publish'];

      // The writes, until the kill.
      const killAt = random.between(...KILL_AFTER);
      const victim = server;
      const kill = new Promise<void>((done) =>
        setTimeout(() => {
          killed = true;
          victim.kill().then(done);
        }, killAt),
      );
      const workers = Array.from({ length: WORKERS }, async () => {
        while (!killed) await operations[random.pick(mix)]!();
      });
      await Promise.all([kill, ...workers]);
      expect(victim.child.signalCode, where(trial)).toBe('SIGKILL');

      // Restart on the same data dir, and look at the database beside it.
      server = await startChildServer(bundle.cli, dataDir);
      const sqlite = new SqliteDatabase(join(dataDir, 'shopdesk.db'), { readonly: true });
      try {
        expect(sqlite.pragma('integrity_check', { simple: true }), where(trial)).toBe('ok');
        expect(sqlite.pragma('foreign_key_check'), where(trial)).toEqual([]);

        // Every answered write is there; a write in doubt is there or not, whole.
        const settle = <S>(label: string, known: Known<S>, actual: S | undefined) => {
          const allowed = known.doubt === null ? [known.state] : [known.state, known.doubt];
          expect(allowed, `${label}: ${String(actual)} (${where(trial)})`).toContain(actual);
          known.state = actual!;
          known.doubt = null;
        };
        const orderStatus = sqlite.prepare('select financial_status from shop_order where id = ?');
        for (const [id, known] of orders) {
          const row = orderStatus.get(id) as { financial_status: string } | undefined;
          settle(`order ${id}`, known, row?.financial_status as OrderState | undefined);
        }
        const codeStatus = sqlite.prepare('select key_status from pick_up_code where key = ?');
        for (const [key, known] of codes) {
          const row = codeStatus.get(key) as { key_status: string } | undefined;
          settle(`code ${key}`, known, row?.key_status as CodeState | undefined);
        }
        const productStatus = sqlite.prepare('select published from product where id = ?');
        for (const [id, known] of products) {
          const row = productStatus.get(id) as { published: number } | undefined;
          settle(
            `product ${id}`,
            known,
            row === undefined ? undefined : row.published === 1 ? 'published' : 'draft',
          );
        }

        // The outbox: one order_paid per paid order and none for another; one
        // product_published per published product and none for a draft.
        const events = sqlite
          .prepare(`select event, json_extract(payload, '$.id') as id from event_outbox`)
          .all() as { event: string; id: number }[];
        const tally = (event: string) => {
          const counts = new Map<number, number>();
          for (const row of events)
            if (row.event === event) counts.set(row.id, (counts.get(row.id) ?? 0) + 1);
          return counts;
        };
        const paidEvents = tally('order_paid');
        for (const row of sqlite.prepare('select id, financial_status from shop_order').all() as {
          id: number;
          financial_status: string;
        }[]) {
          expect(
            paidEvents.get(row.id) ?? 0,
            `order_paid rows of order ${row.id} (${row.financial_status}) (${where(trial)})`,
          ).toBe(row.financial_status === 'paid' ? 1 : 0);
          paidEvents.delete(row.id);
        }
        expect([...paidEvents.keys()], `order_paid rows of no order (${where(trial)})`).toEqual([]);
        const publishedEvents = tally('product_published');
        for (const row of sqlite.prepare('select id, published from product').all() as {
          id: number;
          published: number;
        }[]) {
          expect(
            publishedEvents.get(row.id) ?? 0,
            `product_published rows of product ${row.id} (${where(trial)})`,
          ).toBe(row.published);
          publishedEvents.delete(row.id);
        }
        expect([...publishedEvents.keys()], `product_published rows of no product`).toEqual([]);

        // Each code: a paid pick-up order's, used exactly when its consumes outnumber its
        // rollbacks by one, with its order fulfilled exactly then.
        const unpaidCodes = sqlite
          .prepare(
            `select count(*) as n from pick_up_code join shop_order on shop_order.id = pick_up_code.order_id where shop_order.financial_status <> 'paid'`,
          )
          .get() as { n: number };
        expect(unpaidCodes.n, where(trial)).toBe(0);
        const paidWithoutCode = sqlite
          .prepare(
            `select count(*) as n from shop_order where financial_status = 'paid' and selected_channel = 'pick_up' and id not in (select order_id from pick_up_code)`,
          )
          .get() as { n: number };
        expect(paidWithoutCode.n, where(trial)).toBe(0);
        const mismatched = sqlite
          .prepare(
            `select pick_up_code.key, pick_up_code.key_status, shop_order.fulfillment_status,
                    (select count(*) from action_history h where h.pick_up_code_id = pick_up_code.id and h.action = 'consume')
                  - (select count(*) from action_history h where h.pick_up_code_id = pick_up_code.id and h.action = 'rollback') as net
               from pick_up_code join shop_order on shop_order.id = pick_up_code.order_id
              where net <> (pick_up_code.key_status = 'used')
                 or (shop_order.fulfillment_status = 'fulfilled') <> (pick_up_code.key_status = 'used')`,
          )
          .all();
        expect(mismatched, where(trial)).toEqual([]);
      } finally {
        sqlite.close();
      }
      // Codes of paid orders whose key was not read before the kill.
      const paidCodes = sqlite_keys(dataDir);
      for (const [key, orderId] of paidCodes)
        if (!codes.has(key) && orders.has(orderId)) {
          codes.set(key, { state: 'unused', doubt: null, busy: false });
          codeOrder.set(key, orderId);
        }
    }
    console.log(
      `${TRIALS} kills: ${answered} answered writes all kept, ${inDoubt} in flight at a kill settled whole; ${orders.size} orders, ${codes.size} codes, ${products.size} products checked after each restart`,
    );
  }, 600_000);
});

/** Every code's key and order, read beside the running server. */
function sqlite_keys(dir: string): [string, number][] {
  const sqlite = new SqliteDatabase(join(dir, 'shopdesk.db'), { readonly: true });
  try {
    return (
      sqlite.prepare('select key, order_id from pick_up_code').all() as {
        key: string;
        order_id: number;
      }[]
    ).map((row) => [row.key, row.order_id]);
  } finally {
    sqlite.close();
  }
}
