// The reference servers of `npm run bench`, each in its own process like the real one:
//   bare        a Fastify hello-world route: the ceiling of any Fastify app on this machine;
//   raw FILE    the check lookup of a pick-up code as one better-sqlite3 prepared statement
//               (the same joins the app's record query makes) behind a tiny Fastify route:
//               the floor of our stack's cost, with no auth, validation, Kysely or history;
//   raw-pg URL  the same lookup on PostgreSQL (node-postgres, a pool of 10): PostgreSQL's floor.
// Each prints "listening at <url>" and stops on SIGTERM.

import Fastify from 'fastify';
import SqliteDatabase from 'better-sqlite3';
import pg from 'pg';

const [mode, file] = process.argv.slice(2);

const CHECK_LOOKUP = `
    select c.id, c.key, c.key_status, c.stock_status, c.order_id, c.order_number,
           c.offline_shop_id, s.title as offline_shop_title, c.customer_id,
           cu.full_name as customer_full_name, cu.mobile as customer_mobile, c.lines,
           c.total_quantity, c.expires_at, c.used_at, c.used_by_id, st.username as used_by_username,
           c.prepared_at, c.created_at, c.updated_at
      from pick_up_code c
      join offline_shop s on s.id = c.offline_shop_id
      join customer cu on cu.id = c.customer_id
      left join staff st on st.id = c.used_by_id
     where c.key = $1`;
const app = Fastify({ logger: false });

if (mode === 'bare') {
  app.get('/hello', async () => ({ hello: 'world' }));
} else if (mode === 'raw' && file) {
  const sqlite = new SqliteDatabase(file, { readonly: true });
  const byKey = sqlite.prepare(CHECK_LOOKUP.replace('$1', '?'));
  app.get('/check', async (request, reply) => {
    const key = (request.query as { key?: string }).key ?? '';
    const row = byKey.get(key);
    if (!row)
      return reply.code(404).send({ detail: 'No pick-up code with this key.', code: 'not_found' });
    return row;
  });
  app.addHook('onClose', async () => {
    sqlite.close();
  });
} else if (mode === 'raw-pg' && file) {
  const pool = new pg.Pool({ connectionString: file, max: 10 });
  app.get('/check', async (request, reply) => {
    const key = (request.query as { key?: string }).key ?? '';
    const row = (await pool.query({ name: 'check', text: CHECK_LOOKUP, values: [key] })).rows[0];
    if (!row)
      return reply.code(404).send({ detail: 'No pick-up code with this key.', code: 'not_found' });
    return row;
  });
  app.addHook('onClose', async () => {
    await pool.end();
  });
} else {
  console.error('usage: floor-server bare | raw <database file> | raw-pg <database url>');
  process.exit(2);
}

await app.listen({ host: '127.0.0.1', port: 0 });
const address = app.server.address();
console.log(
  `listening at http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`,
);
process.once('SIGTERM', () => {
  app.close().then(() => process.exit(0));
});
