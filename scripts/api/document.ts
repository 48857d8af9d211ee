import { buildServer } from '../../src-server/app';
import { migrateToLatest, openDatabase } from '../../src-server/db';

/** The OpenAPI document exactly as a running server serves it at `/api/openapi.json`. */
export async function servedDocument(): Promise<Record<string, unknown>> {
  const database = openDatabase(':memory:');
  await migrateToLatest(database.db);
  const app = await buildServer({ database, rendererDir: null });
  try {
    const response = await app.inject({ method: 'GET', url: '/api/openapi.json' });
    return response.json();
  } finally {
    await app.close();
    await database.close();
  }
}
